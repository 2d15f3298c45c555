import { useAtom } from 'jotai'
import { CalendarClock, Clock, Hash } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { cn } from '../../ui/cn'
import { STALE_DIM, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { dateParts, dateToTimestamp, failureText, MESSAGES, readTimestamp, relativeTime, timestampToDate, toDatetimeLocal, unitNote, type DateParts } from './timestamp.logic'
import { timestampActiveAtom, timestampAtom, timestampShare } from './timestamp.state'

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const stripEmoji = (message: string) => message.replace(/^❌ /, '')

/** The current time, re-read every second while the screen is open. */
function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [])
  return now
}

function Card({ title, icon, children, id }: { title: string; icon: ReactNode; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A labelled value with its own copy button. */
function Value({ label, value, testId, note, stale }: { label: string; value: string; testId: string; note?: string; stale?: boolean }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
      <div className="min-w-0">
        <div className="text-xs text-muted-foreground">{label}</div>
        <div className="truncate font-mono text-sm" data-testid={testId}>
          {value}
        </div>
        {note ? (
          <div className="text-xs text-muted-foreground" data-testid={`${testId}-relative`}>
            {note}
          </div>
        ) : null}
      </div>
      <CopyButton variant="ghost" label="" className="px-2" aria-label={`Copy ${label}`} text={value} disabled={stale} title={stale ? 'Out of date: press Convert first' : undefined} />
    </div>
  )
}

export default function Timestamp() {
  const [state, setState] = useAtom(timestampAtom)
  const now = useNow()
  const zone = timeZone()
  const [dateResult, setDateResult] = useState<DateParts | null>(null)
  const [dateError, setDateError] = useState<string | null>(null)
  /** How the Unix box was read (seconds, ms, µs, ns, or a date), and whether it was a date. */
  const [dateNote, setDateNote] = useState<{ text: string; isDate: boolean } | null>(null)
  const [stampResult, setStampResult] = useState<{ seconds: number; milliseconds: number } | null>(null)
  const [stampError, setStampError] = useState<string | null>(null)
  /** D31: the inputs the shown results were made from; an edit marks them out of date. */
  const [madeFrom, setMadeFrom] = useState<{ toDate?: string; toTimestamp?: string }>({})
  const [active, setActive] = useAtom(timestampActiveAtom)

  const convertToDate = (input = state.timestampInput, quiet = false) => {
    setActive('toDate')
    const r = timestampToDate(input)
    setMadeFrom((m) => ({ ...m, toDate: input }))
    if (r.ok) {
      setDateResult(r.value)
      setDateNote({ text: unitNote(input) ?? '', isDate: readTimestamp(input)?.unit === 'date' })
      setDateError(null)
      if (!quiet) toast.success(MESSAGES.converted)
    } else {
      setDateResult(null)
      setDateError(stripEmoji(failureText(r)))
      toast.error(failureText(r))
    }
  }

  const convertToTimestamp = (input = state.dateInput) => {
    setActive('toTimestamp')
    const r = dateToTimestamp(input)
    setMadeFrom((m) => ({ ...m, toTimestamp: input }))
    if (r.ok) {
      setStampResult(r.value)
      setStampError(null)
    } else {
      setStampResult(null)
      setStampError(stripEmoji(r.message))
      toast.error(r.message)
    }
  }

  /** 'Get Current Timestamp': fills every field with now and shows both conversions. */
  const fillNow = () => {
    const t = Date.now()
    const timestampInput = String(Math.floor(t / 1000))
    const dateInput = toDatetimeLocal(t)
    setState({ timestampInput, dateInput })
    convertToDate(timestampInput, true)
    convertToTimestamp(dateInput)
  }

  const current = dateParts(now)
  const result = active === 'toDate' ? dateResult?.iso : stampResult ? String(stampResult.seconds) : undefined
  const dateStale = (!!dateResult || !!dateError) && madeFrom.toDate !== state.timestampInput
  const stampStale = (!!stampResult || !!stampError) && madeFrom.toTimestamp !== state.dateInput
  useToolFrame({ result, stale: active === 'toDate' ? dateStale : stampStale, mainAction: () => (active === 'toDate' ? convertToDate() : convertToTimestamp()), share: timestampShare })

  return (
    <div className="flex flex-col gap-4">
      <Card id="current-time" title="Current Time" icon={<Clock aria-hidden className="size-4 text-muted-foreground" />}>
        <div className="grid gap-2 md:grid-cols-3" aria-live="off">
          <Value label="Unix Timestamp" value={String(Math.floor(now / 1000))} testId="now-unix" />
          <Value label="ISO 8601" value={current.iso} testId="now-iso" />
          <Value label={`Local Time (${zone})`} value={current.local} testId="now-local" />
        </div>
        <div>
          <Button onClick={fillNow}>Get Current Timestamp</Button>
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card id="timestamp-to-date" title="Timestamp to Date" icon={<Hash aria-hidden className="size-4 text-muted-foreground" />}>
          <form
            className="flex flex-col gap-3"
            onFocusCapture={() => setActive('toDate')}
            onSubmit={(e) => {
              e.preventDefault()
              convertToDate()
            }}
          >
            <Field label="Unix Timestamp" htmlFor="unix-timestamp" hint="Seconds, milliseconds, microseconds or nanoseconds (told apart by size), or a date such as 2023-11-14T22:13:20Z.">
              <input
                id="unix-timestamp"
                className={`${inputClass} font-mono`}
                autoComplete="off"
                placeholder="1700000000"
                value={state.timestampInput}
                onChange={(e) => {
                  const timestampInput = e.target.value
                  setState((s) => ({ ...s, timestampInput }))
                }}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? 'unix-timestamp-error' : undefined}
              />
            </Field>
            <ErrorText id="unix-timestamp-error">{dateError}</ErrorText>
            <div>
              <Button type="submit" variant="primary" aria-keyshortcuts="Control+Enter Meta+Enter">
                Convert to Date
              </Button>
            </div>
          </form>
          {dateStale ? <StaleNote action="Convert to Date" /> : null}
          {dateResult ? (
            <div className={cn('flex flex-col gap-2', dateStale && STALE_DIM)} data-stale={dateStale || undefined}>
              {dateNote ? (
                <p className="text-sm text-muted-foreground" data-testid="date-unit">
                  {dateNote.text}
                </p>
              ) : null}
              {dateNote?.isDate ? <Value label="Unix Timestamp (seconds)" value={String(Math.floor(dateResult.ms / 1000))} testId="date-unix" stale={dateStale} /> : null}
              <Value label="ISO" value={dateResult.iso} testId="date-iso" note={relativeTime(dateResult.ms, now)} stale={dateStale} />
              <Value label={`Local (${zone})`} value={dateResult.local} testId="date-local" stale={dateStale} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">The date appears here. Enter a timestamp and press Convert to Date.</p>
          )}
        </Card>

        <Card id="date-to-timestamp" title="Date to Timestamp" icon={<CalendarClock aria-hidden className="size-4 text-muted-foreground" />}>
          <form
            className="flex flex-col gap-3"
            onFocusCapture={() => setActive('toTimestamp')}
            onSubmit={(e) => {
              e.preventDefault()
              convertToTimestamp()
            }}
          >
            <Field label={`Date and time (${zone})`} htmlFor="date-time">
              <input
                id="date-time"
                type="datetime-local"
                step={1}
                className={`${inputClass} font-mono`}
                value={state.dateInput}
                onChange={(e) => {
                  const dateInput = e.target.value
                  setState((s) => ({ ...s, dateInput }))
                }}
                aria-invalid={stampError ? true : undefined}
                aria-describedby={stampError ? 'date-time-error' : undefined}
              />
            </Field>
            <ErrorText id="date-time-error">{stampError}</ErrorText>
            <div>
              <Button type="submit" variant="primary">
                Convert to Timestamp
              </Button>
            </div>
          </form>
          {stampStale ? <StaleNote action="Convert to Timestamp" /> : null}
          {stampResult ? (
            <div className={cn('flex flex-col gap-2', stampStale && STALE_DIM)} data-stale={stampStale || undefined}>
              <Value label="Seconds" value={String(stampResult.seconds)} testId="stamp-seconds" note={relativeTime(stampResult.milliseconds, now)} stale={stampStale} />
              <Value label="Milliseconds" value={String(stampResult.milliseconds)} testId="stamp-milliseconds" stale={stampStale} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">The timestamp appears here. Pick a date and press Convert to Timestamp.</p>
          )}
        </Card>
      </div>
    </div>
  )
}

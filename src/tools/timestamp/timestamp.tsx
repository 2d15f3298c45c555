import { useAtom } from 'jotai'
import { CalendarClock, Clock, Hash } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { cn } from '../../ui/cn'
import { STALE_DIM, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { AnnotateCard, Card, DifferenceCard } from './timestamp-extra'
import { ZonesSideBySide } from './timestamp-zones'
import { dateParts, dateToTimestamp, failureText, MESSAGES, readAsDate, relativeTime, toDatetimeLocal, type DateParts, type Reading, type ReadingKind } from './timestamp.logic'
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
  /** How the Unix box was read (seconds, ms, µs, ns, FILETIME, ..., or a date) and the other plausible readings (issue 35). */
  const [dateReading, setDateReading] = useState<{ reading: Reading; others: Reading[] } | null>(null)
  const [stampResult, setStampResult] = useState<{ seconds: number; milliseconds: number } | null>(null)
  const [stampError, setStampError] = useState<string | null>(null)
  /** D31: the inputs the shown results were made from; an edit marks them out of date. */
  const [madeFrom, setMadeFrom] = useState<{ toDate?: string; toTimestamp?: string }>({})
  const [active, setActive] = useAtom(timestampActiveAtom)

  const convertToDate = (input = state.timestampInput, quiet = false, kind?: ReadingKind) => {
    setActive('toDate')
    const r = readAsDate(input, kind)
    setMadeFrom((m) => ({ ...m, toDate: input }))
    if (r.ok) {
      setDateResult(r.value)
      setDateReading({ reading: r.reading, others: r.others })
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
    setState((s) => ({ ...s, timestampInput, dateInput }))
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
            <Field label="Unix Timestamp" htmlFor="unix-timestamp" hint="Unix seconds to nanoseconds (told apart by size), a Windows FILETIME / LDAP time, a MongoDB ObjectID, a UUIDv7, RFC 2822 or ISO 8601 text.">
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
              {dateReading ? (
                <p className="text-sm text-muted-foreground" data-testid="date-unit">
                  {dateReading.reading.note}
                </p>
              ) : null}
              {dateReading?.others.length ? (
                <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="date-others">
                  <span className="text-muted-foreground">Also plausible:</span>
                  {dateReading.others.map((o) => (
                    <Button key={o.kind} size="sm" variant="outline" className="h-auto min-h-8 py-1 text-left whitespace-normal" onClick={() => convertToDate(state.timestampInput, true, o.kind)} disabled={dateStale} title={`Read as ${o.name}`}>
                      {o.name}: {new Date(o.ms).toISOString()}
                    </Button>
                  ))}
                </div>
              ) : null}
              {dateReading && dateReading.reading.kind !== 'seconds' ? <Value label="Unix Timestamp (seconds)" value={String(Math.floor(dateResult.ms / 1000))} testId="date-unix" stale={dateStale} /> : null}
              <Value label="ISO" value={dateResult.iso} testId="date-iso" note={relativeTime(dateResult.ms, now)} stale={dateStale} />
              <Value label={`Local (${zone})`} value={dateResult.local} testId="date-local" stale={dateStale} />
              <ZonesSideBySide ms={dateResult.ms} zones={state.zones} onChange={(zones) => setState((s) => ({ ...s, zones }))} />
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">The date appears here. Enter a timestamp and press Convert to Date.</p>
              {/* The zones are there from the start (the palette's "Time zones side by side" opens on them), with the current time. */}
              <ZonesSideBySide ms={now} zones={state.zones} onChange={(zones) => setState((s) => ({ ...s, zones }))} title="Time zones, now" />
            </div>
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

      <DifferenceCard from={state.diffFrom} to={state.diffTo} now={now} onChange={(patch) => setState((s) => ({ ...s, ...patch }))} />
      <AnnotateCard text={state.logInput} onChange={(logInput) => setState((s) => ({ ...s, logInput }))} />
    </div>
  )
}

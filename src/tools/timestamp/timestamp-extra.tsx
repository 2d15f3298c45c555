import { FileClock, Timer } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { difference } from '../../lib/date-difference'
import { ANNOTATE_MAX_CHARS, tooLongToAnnotate } from '../../lib/timestamp-annotate'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { recipeClient } from '../../workers/recipe/recipe.client'
import { diffTime } from './timestamp.logic'

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** A card of the Timestamp screen: a titled section. */
export function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
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

/** Issue 35: the difference between two times (anything the Unix Timestamp box reads; empty is now), in units and in words. */
export function DifferenceCard({ from, to, now, onChange }: { from: string; to: string; now: number; onChange: (patch: { diffFrom?: string; diffTo?: string }) => void }) {
  const a = diffTime(from, now)
  const b = diffTime(to, now)
  const d = 'ms' in a && 'ms' in b ? difference(a.ms, b.ms) : null
  const input = (id: string, label: string, value: string, set: (v: string) => void, t: typeof a) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Field label={label} htmlFor={id} hint={'ms' in t ? `${t.name}: ${new Date(t.ms).toISOString()}` : undefined}>
        <input
          id={id}
          className={`${inputClass} font-mono`}
          autoComplete="off"
          placeholder="now"
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={'error' in t ? true : undefined}
          aria-describedby={'error' in t ? `${id}-error` : undefined}
        />
      </Field>
      <ErrorText id={`${id}-error`}>{'error' in t ? t.error : null}</ErrorText>
    </div>
  )
  return (
    <Card id="difference" title="Difference between two dates" icon={<Timer aria-hidden className="size-4 text-muted-foreground" />}>
      <div className="flex flex-col gap-3 md:flex-row">
        {input('diff-from', 'From', from, (diffFrom) => onChange({ diffFrom }), a)}
        {input('diff-to', 'To', to, (diffTo) => onChange({ diffTo }), b)}
      </div>
      {d ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm" data-testid="diff-words">
            {d.sign === 0 ? 'The same instant.' : `${d.words} ${d.sign > 0 ? 'later' : 'earlier'}`}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="diff-units">
            {(['weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'] as const).map((unit) => (
              <div key={unit} className="min-w-0 rounded-md bg-muted px-3 py-2">
                <dt className="text-xs text-muted-foreground">{unit[0]!.toUpperCase() + unit.slice(1)}</dt>
                <dd className="truncate font-mono text-sm">{number.format(d.totals[unit])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Card>
  )
}

type Annotated = { text: string } | { error: string }

/** Issue 35: every timestamp in a pasted text annotated in place with its UTC time, in the recipe worker (Annotate Timestamps). */
export function AnnotateCard({ text, onChange }: { text: string; onChange: (logInput: string) => void }) {
  const [madeFrom, setMadeFrom] = useState<string | null>(null)
  const task = useWorkerTask<string, Annotated>(async (input, { signal }) => {
    if (input.length > ANNOTATE_MAX_CHARS) return { error: tooLongToAnnotate(input.length) }
    const r = await recipeClient.run('run', { steps: [{ op: 'annotate-timestamps', args: {} }], input }, { signal })
    return r.output === null ? { error: r.reports[0]?.error ?? 'The timestamps could not be annotated' } : { text: r.output as string }
  })
  const run = () => {
    setMadeFrom(text)
    void task.run(text)
  }
  const result = task.result
  const stale = madeFrom !== null && madeFrom !== text
  return (
    <Card id="annotate" title="Timestamps in a text" icon={<FileClock aria-hidden className="size-4 text-muted-foreground" />}>
      <Field label="Text or log" htmlFor="log-input" hint="Unix times (seconds to nanoseconds), FILETIME, ISO 8601 with an offset, RFC 2822 and Apache/nginx dates get their UTC time in brackets.">
        <textarea
          id="log-input"
          className={`${inputClass} h-32 resize-y font-mono text-[13px]`}
          spellCheck={false}
          placeholder={'1700000000 job started\n[14/Nov/2023:17:13:20 -0500] "GET / HTTP/1.1" 200'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Button variant="primary" onClick={run} disabled={!text.trim() || task.status === 'running'}>
          Annotate timestamps
        </Button>
        {task.status === 'running' ? <span className="text-sm text-muted-foreground">Annotating…</span> : null}
      </div>
      {result && 'error' in result ? <ErrorText>{result.error}</ErrorText> : null}
      {task.error ? <ErrorText>{task.error instanceof Error ? task.error.message : String(task.error)}</ErrorText> : null}
      {result && 'text' in result ? (
        <div className="flex flex-col gap-2" data-stale={stale || undefined}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" data-testid="annotate-status">
              {stale ? 'Out of date: press Annotate timestamps.' : result.text === madeFrom ? 'No timestamp found in the text.' : 'Each timestamp is followed by its UTC time.'}
            </p>
            <CopyButton text={result.text} label="Copy" aria-label="Copy annotated text" />
          </div>
          <pre className="max-h-80 overflow-auto rounded-md bg-muted px-3 py-2 font-mono text-[13px] whitespace-pre-wrap" data-testid="annotated" tabIndex={0}>
            {result.text.length > 200_000 ? `${result.text.slice(0, 200_000)}\n… (shown up to 200,000 characters: Copy takes it all)` : result.text}
          </pre>
        </div>
      ) : null}
    </Card>
  )
}

import { useAtom } from 'jotai'
import { CalendarClock, Hammer, Info } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import {
  analyseCron,
  buildExpression,
  croneZone,
  FIELDS,
  fieldsOf,
  formatRun,
  INVALID_TOAST,
  LOCAL_ZONE,
  localZoneName,
  PRESETS,
  splitExpression,
  UTC_ZONE,
  type CronFields,
} from './cron.logic'
import { cronAtom, cronShare } from './cron.state'

const allZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

const card = 'rounded-lg border border-border bg-background p-4'

export default function CronDesigner() {
  const [state, setState] = useAtom(cronAtom)
  const [fields, setFields] = useState<CronFields>(() => fieldsOf(splitExpression(state.expression)))
  const [now, setNow] = useState(() => new Date())
  const zones = useMemo(allZones, [])
  const localName = useMemo(localZoneName, [])

  // The runs are "next from now": refresh now and then while the page stays open.
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(t)
  }, [])

  const analysis = useMemo(() => analyseCron(state.expression, { now, timeZone: croneZone(state.timeZone) }), [state.expression, state.timeZone, now])

  const apply = (expression: string, fromBuilder = false) => {
    setNow(new Date())
    setState((s) => ({ ...s, expression }))
    const r = analyseCron(expression, { timeZone: croneZone(state.timeZone) })
    if (!r.ok) {
      // The builder shows the fields as written, so the one at fault is marked where it is.
      const parts = splitExpression(expression)
      if (!fromBuilder && parts.length === 5) setFields(fieldsOf(parts))
      toast.error(INVALID_TOAST)
      return
    }
    if (!fromBuilder) setFields(r.fields)
  }
  const parse = () => apply(state.expression)
  const build = () => apply(buildExpression(fields), true)
  const setZone = (timeZone: string) => setState((s) => ({ ...s, timeZone }))

  useToolFrame({ result: analysis.ok ? analysis.expression : undefined, mainAction: parse, share: cronShare })

  const zoneLabel = state.timeZone === LOCAL_ZONE ? `local time (${localName})` : state.timeZone

  const runsSection = (
    <section aria-labelledby="cron-runs-title" className="min-w-0">
      <h3 id="cron-runs-title" className="mb-2 flex flex-wrap items-center gap-x-1.5 text-sm font-medium">
        <CalendarClock aria-hidden className="size-4" /> Next 5 scheduled runs
        <span className="font-normal text-muted-foreground">({zoneLabel})</span>
      </h3>
      {analysis.ok && analysis.runs.length > 0 ? (
        <ol aria-labelledby="cron-runs-title" className="flex flex-col gap-1 font-mono text-sm" data-testid="cron-runs">
          {analysis.runs.map((d) => (
            <li key={d.getTime()} className="rounded-md bg-surface px-2 py-1 break-words">
              <time dateTime={d.toISOString()}>{formatRun(d, state.timeZone)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          {analysis.ok ? 'This expression never fires (for example 31 February).' : 'The next runs appear here once the expression is valid.'}
        </p>
      )}
    </section>
  )

  return (
    // Grid children get min-w-0 so a wide child (the format diagram) scrolls inside its card, never the page.
    <div className="flex flex-col gap-4 *:min-w-0">
      {/* As crontab.guru does: the expression, its sentence right by it and the next runs come first. */}
      <section className={card} aria-labelledby="cron-current-title">
        <h2 id="cron-current-title" className="sr-only">
          Current Expression
        </h2>
        <div className="grid gap-x-6 gap-y-4 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] *:min-w-0">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-end gap-2">
              <Field label="Cron expression" htmlFor="cron-expression" className="min-w-0 flex-1 basis-48">
                <input
                  id="cron-expression"
                  className={`${inputClass} h-11 font-mono text-lg`}
                  value={state.expression}
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={!analysis.ok}
                  aria-describedby={analysis.ok ? 'cron-description' : 'cron-error'}
                  onChange={(e) => setState((s) => ({ ...s, expression: e.target.value }))}
                  onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && parse()}
                />
              </Field>
              <Button variant="primary" className="h-11" onClick={parse} aria-keyshortcuts="Control+Enter Meta+Enter">
                Parse
              </Button>
            </div>
            {/* The sentence (or what is wrong) sits right under the expression; its space is kept so nothing below jumps while typing. */}
            <div className="min-h-16" data-testid="cron-reading">
              {analysis.ok ? (
                <>
                  <p id="cron-description" className="text-xl leading-snug font-semibold break-words before:content-['“'] after:content-['”'] sm:text-2xl" data-testid="cron-description">
                    {analysis.description}
                  </p>
                  {analysis.expands ? (
                    <p className="mt-1 text-sm break-words text-muted-foreground" data-testid="cron-expands">
                      <code className="font-mono">{analysis.expression}</code> stands for <code className="font-mono">{analysis.expands}</code>
                    </p>
                  ) : null}
                </>
              ) : (
                <div id="cron-error" data-testid="cron-error">
                  <ErrorText>
                    {analysis.error}
                    <span className="block text-xs">{analysis.detail}</span>
                  </ErrorText>
                </div>
              )}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1.5">
                <span className="text-xs font-medium text-muted-foreground" id="cron-zone-label">
                  Time zone
                </span>
                <div className="flex gap-1" role="group" aria-labelledby="cron-zone-label">
                  <Button size="sm" variant={state.timeZone === LOCAL_ZONE ? 'secondary' : 'outline'} aria-pressed={state.timeZone === LOCAL_ZONE} onClick={() => setZone(LOCAL_ZONE)}>
                    Local ({localName})
                  </Button>
                  <Button size="sm" variant={state.timeZone === UTC_ZONE ? 'secondary' : 'outline'} aria-pressed={state.timeZone === UTC_ZONE} onClick={() => setZone(UTC_ZONE)}>
                    UTC
                  </Button>
                </div>
              </div>
              <Field label="Other time zone" htmlFor="cron-zone" className="min-w-0 flex-1 basis-44">
                <Select
                  id="cron-zone"
                  value={state.timeZone === LOCAL_ZONE || state.timeZone === UTC_ZONE ? '' : state.timeZone}
                  onChange={(e) => e.target.value && setZone(e.target.value)}
                  options={[{ value: '', label: 'Choose a zone…' }, ...zones.filter((z) => z !== UTC_ZONE).map((z) => ({ value: z, label: z }))]}
                />
              </Field>
            </div>
          </div>
          {runsSection}
        </div>
      </section>

      <section className={card} aria-labelledby="cron-presets-title">
        <h2 id="cron-presets-title" className="mb-3 text-sm font-medium">
          Quick Presets
        </h2>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {PRESETS.map((p) => (
            <button
              key={p.name}
              type="button"
              onClick={() => apply(p.cron)}
              aria-pressed={analysis.expression === p.cron}
              className="flex min-w-0 flex-col items-start gap-0.5 rounded-md border border-border bg-surface px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary"
            >
              <span className="text-sm font-medium">{p.name}</span>
              <code className="font-mono text-xs text-muted-foreground">{p.cron}</code>
            </button>
          ))}
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2 *:min-w-0">
        <section className={card} aria-labelledby="cron-builder-title">
          <h2 id="cron-builder-title" className="mb-3 text-sm font-medium">
            Builder
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {FIELDS.map((f) => {
              const wrong = !analysis.ok && analysis.field === f.key ? analysis.detail : null
              return (
                <Field key={f.key} label={f.label} htmlFor={`cron-${f.key}`} hint={f.help}>
                  <input
                    id={`cron-${f.key}`}
                    className={`${inputClass} font-mono`}
                    value={fields[f.key]}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={wrong ? true : undefined}
                    aria-describedby={wrong ? `cron-${f.key}-error` : undefined}
                    onChange={(e) => setFields((x) => ({ ...x, [f.key]: e.target.value }))}
                  />
                  {wrong ? (
                    <p id={`cron-${f.key}-error`} className="text-xs text-destructive-foreground" data-testid={`cron-${f.key}-error`}>
                      {wrong}
                    </p>
                  ) : null}
                </Field>
              )
            })}
          </div>
          <Button variant="primary" className="mt-3" onClick={build}>
            <Hammer aria-hidden /> Build Cron Expression
          </Button>
        </section>

        <section className={card} aria-labelledby="cron-help-title">
          <h2 id="cron-help-title" className="mb-2 flex items-center gap-1.5 text-sm font-medium">
            <Info aria-hidden className="size-4" /> Cron Format
          </h2>
          <pre tabIndex={0} aria-label="The five fields of a cron expression" className="mb-3 overflow-x-auto rounded-md bg-surface p-2 font-mono text-xs leading-5 focus-visible:outline-2 focus-visible:outline-ring">{`┌─────────── minute (0-59)
│ ┌───────── hour (0-23)
│ │ ┌─────── day of month (1-31)
│ │ │ ┌───── month (1-12 or JAN-DEC)
│ │ │ │ ┌─── day of week (0-7 or SUN-SAT)
* * * * *`}</pre>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-mono">*</dt>
            <dd className="text-muted-foreground">any value</dd>
            <dt className="font-mono">,</dt>
            <dd className="text-muted-foreground">list: 1,15,30</dd>
            <dt className="font-mono">-</dt>
            <dd className="text-muted-foreground">range: 1-5, MON-FRI</dd>
            <dt className="font-mono">/</dt>
            <dd className="text-muted-foreground">step: */15, 0-30/10</dd>
            <dt className="font-mono">0 7</dt>
            <dd className="text-muted-foreground">both mean Sunday in the day-of-week field</dd>
            <dt className="font-mono">L W #</dt>
            <dd className="text-muted-foreground">last day (L), nearest weekday (15W), nth weekday (MON#2)</dd>
            <dt className="font-mono">@daily</dt>
            <dd className="text-muted-foreground">also @hourly, @weekly, @monthly, @yearly (@annually), @midnight; @reboot runs at start-up only</dd>
          </dl>
        </section>
      </div>
    </div>
  )
}

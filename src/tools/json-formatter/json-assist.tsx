import { Info, Quote, Wrench, X } from 'lucide-react'
import { Fragment, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { previewOf } from '../../lib/large-text'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { formatClient } from '../../workers/format/format.client'
import type { RepairResult } from '../../workers/format/json-repair.impl'
import type { JsonError } from '../../workers/format/json.impl'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { ErrorText } from '../../ui/error-text'
import { cn } from '../../ui/cn'
import { changesSummary, escapedOffer, groupByLine, repairErrorText, repairHint } from './json-assist.logic'

/** The offers above the panes (issue 18): unescape an escaped JSON string, repair almost-JSON. */
export type JsonAssistProps = {
  /** The input as typed. */
  input: string
  /** The parse error of the last run on this input, if it failed. */
  error: JsonError | null
  /** Replace the input with `text` (the user accepted an offer) and format it. */
  onUse: (text: string) => void
}

const IDLE_HINT = 'Paste an escaped JSON string, JSON Lines or almost-JSON (comments, single quotes, Python dicts): a fix is offered here.'

/** A note with its `code` parts (in backquotes) shown as code. */
function Note({ text }: { text: string }) {
  const parts = text.split(/`([^`]*)`/)
  return (
    <>
      {parts.map((p, k) =>
        k % 2 ? (
          <code key={k} className="rounded bg-muted px-1 font-mono text-[12px] break-all">
            {p}
          </code>
        ) : (
          <Fragment key={k}>{p}</Fragment>
        ),
      )}
    </>
  )
}

/**
 * One row between the toolbar and the panes, always there (so nothing moves when an offer
 * appears, D33): a hint when there is nothing to offer; "Unescape and format" for escaped JSON;
 * "Repair" after a parse error. Repair runs jsonrepair in the format worker and shows the repaired
 * text with the list of changes; only "Use repaired JSON" replaces the input (never silently).
 */
export function JsonAssist({ input, error, onUse }: JsonAssistProps) {
  const escaped = useMemo(() => escapedOffer(input), [input])
  const hint = useMemo(() => (error && !escaped ? repairHint(input) : null), [error, escaped, input])
  const [repaired, setRepaired] = useState<{ from: string; result: RepairResult } | null>(null)
  const [unescapeFailed, setUnescapeFailed] = useState<string | null>(null)
  const repairTask = useWorkerTask<string, RepairResult>((text, { signal, onProgress }) => formatClient.run('json-repair', text, { signal, onProgress }))
  const unescapeTask = useWorkerTask<string, string | null>((text, { signal }) => formatClient.run('json-unescape', text, { signal }))
  const repairButton = useRef<HTMLButtonElement>(null)
  const row = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLElement>(null)
  const titleId = useId()
  const panelId = useId()

  // D31: a repair made from another text than the input is not shown.
  const shown = repaired && repaired.from === input ? repaired.result : null
  const repairing = repairTask.status === 'running'
  const unescaping = unescapeTask.status === 'running'

  const runRepair = async () => {
    const from = input
    const result = await repairTask.run(from)
    if (!result) return
    setRepaired({ from, result })
    requestAnimationFrame(() => panel.current?.focus())
  }

  const close = () => {
    setRepaired(null)
    repairButton.current?.focus()
  }

  const accept = (text: string) => {
    setRepaired(null)
    onUse(text)
    row.current?.focus()
  }

  const unescape = async () => {
    if (escaped?.text != null) return accept(escaped.text)
    const from = input
    const text = await unescapeTask.run(from)
    if (text === undefined) return
    if (text === null) setUnescapeFailed(from)
    else accept(text)
  }

  const onPanelKey = (e: KeyboardEvent) => {
    // Escape inside the read-only editor is the editor's own way out (D33); elsewhere it closes.
    if (e.key !== 'Escape' || (e.target as HTMLElement).closest('.cm-editor')) return
    e.preventDefault()
    close()
  }

  const crashed = repairTask.status === 'error' || unescapeTask.status === 'error'
  let offer: ReactNode
  if (crashed) {
    offer = (
      <>
        <span className="min-w-0 flex-1 line-clamp-2 sm:line-clamp-1 text-destructive-foreground">The repair stopped unexpectedly. Try again; your input is unchanged.</span>
        <Button size="sm" onClick={() => (repairTask.reset(), unescapeTask.reset())}>
          Dismiss
        </Button>
      </>
    )
  } else if (escaped && unescapeFailed !== input) {
    offer = (
      <>
        <Quote aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 line-clamp-2 sm:line-clamp-1" title={`${escaped.label}: unescape it and format the JSON inside`}>
          <span className="font-medium">{escaped.label}.</span> <span className="text-muted-foreground">Unescape it and format the JSON inside?</span>
        </span>
        <Button size="sm" variant="primary" onClick={() => void unescape()} disabled={unescaping}>
          {unescaping ? 'Unescaping...' : 'Unescape and format'}
        </Button>
      </>
    )
  } else if (error) {
    offer = (
      <>
        <Wrench aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 line-clamp-2 sm:line-clamp-1" title={hint ? `Not valid JSON. Repair it? It looks like: ${hint}` : 'Not valid JSON. Repair it?'}>
          <span className="font-medium">Not valid JSON. Repair it?</span>
          {hint ? <span className="text-muted-foreground"> Looks like: {hint}</span> : null}
        </span>
        {repairing ? (
          <Button size="sm" variant="ghost" onClick={repairTask.cancel}>
            Cancel
          </Button>
        ) : null}
        <Button ref={repairButton} size="sm" variant="primary" onClick={() => void runRepair()} disabled={repairing} aria-expanded={!!shown} aria-controls={shown ? panelId : undefined}>
          {repairing ? `Repairing...${repairTask.progress ? ` ${Math.floor((repairTask.progress.done / Math.max(1, repairTask.progress.total)) * 100)}%` : ''}` : 'Repair'}
        </Button>
      </>
    )
  } else {
    offer = (
      <>
        <Info aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1 line-clamp-2 sm:line-clamp-1 text-muted-foreground" title={IDLE_HINT}>
          {IDLE_HINT}
        </span>
      </>
    )
  }

  const output = shown?.ok ? shown.output : ''
  const preview = useMemo(() => previewOf(output, 200_000), [output])

  return (
    <div className="flex flex-col gap-2" data-testid="json-assist">
      <div
        ref={row}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={cn('flex h-14 items-center gap-2 rounded-md border px-3 text-sm sm:h-10 outline-none focus-visible:ring-2 focus-visible:ring-ring', escaped || error ? 'border-border bg-surface' : 'border-transparent')}
      >
        {offer}
      </div>
      {shown ? (
        <section ref={panel} id={panelId} tabIndex={-1} aria-labelledby={titleId} onKeyDown={onPanelKey} className="flex flex-col gap-2 rounded-lg border border-border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="json-repair-panel">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-sm font-semibold">
              {shown.ok ? 'Repaired JSON' : 'Repair failed'}
            </h2>
            {shown.ok ? <span className="text-xs text-muted-foreground">{changesSummary(shown.changeCount, shown.changes.length)}</span> : null}
            <div className="ml-auto flex items-center gap-1.5">
              {shown.ok ? (
                <Button size="sm" variant="primary" onClick={() => accept(shown.output)}>
                  Use repaired JSON
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={close} aria-keyshortcuts="Escape">
                <X aria-hidden /> Cancel
              </Button>
            </div>
          </div>
          {shown.ok ? (
            <div className="grid gap-3 lg:grid-cols-2">
              <div className="flex h-44 min-w-0 flex-col overflow-hidden rounded-md border border-border">
                <CodeEditor id="json-repaired" label="Repaired JSON (read-only)" language="json" value={preview.text} readOnly />
              </div>
              <div className="h-44 min-w-0 overflow-auto rounded-md border border-border bg-surface px-3 py-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring" tabIndex={0} role="group" aria-label="What the repair changed">
                {shown.changes.length === 0 ? (
                  <p className="text-muted-foreground">{changesSummary(0, 0)}</p>
                ) : (
                  <ol className="flex flex-col gap-1.5" data-testid="json-repair-changes">
                    {groupByLine(shown.changes).map((g) => (
                      <li key={g.line}>
                        <span className="font-medium">Line {g.line}</span>
                        <ul className="mt-0.5 flex flex-col gap-0.5 pl-3">
                          {g.changes.map((c) => (
                            <li key={`${c.line}:${c.column}`} className="text-muted-foreground">
                              <span className="text-foreground">column {c.column}:</span> <Note text={c.note} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                )}
                {shown.changeCount > shown.changes.length ? <p className="mt-2 text-muted-foreground">{changesSummary(shown.changeCount, shown.changes.length)}.</p> : null}
              </div>
            </div>
          ) : (
            <ErrorText>{repairErrorText(shown.error)}</ErrorText>
          )}
          {preview.note ? <p className="text-xs text-muted-foreground">{preview.note}</p> : null}
        </section>
      ) : null}
    </div>
  )
}

import { useAtom } from 'jotai'
import { CircleAlert, CircleCheck, Eraser, Sparkles } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { toast } from 'sonner'
import { schemaClient } from '../../workers/schema/schema.client'
import type { SchemaJob, SchemaOutcome } from '../../workers/schema/schema.impl'
import type { DraftChoice } from '../../workers/schema/drafts'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { PaneError } from '../../ui/error-text'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import {
  CRASHED,
  DEBOUNCE_MS,
  DRAFT_OPTIONS,
  EMPTY_HINT,
  errorCount,
  EXAMPLE,
  INFER_CONFIRM,
  INFER_DONE,
  INFER_EMPTY,
  isLive,
  jobOf,
  NEED_DOCUMENT,
  NEED_SCHEMA,
  positionOf,
  reportText,
  resultInputs,
  rowText,
  SCHEMA_INVALID,
  shownPointer,
  syntaxLine,
  validMessage,
} from './json-schema.logic'
import { jsonSchemaAtom, jsonSchemaShare } from './json-schema.state'

/** Rows listed on screen; the heading counts every error. */
const SHOWN = 200
const PANE_HEIGHT = 'h-[min(40vh,440px)] min-h-56'

export default function JsonSchemaValidator() {
  const [state, setState] = useAtom(jsonSchemaAtom)
  const schemaEditor = useRef<CodeEditorHandle>(null)
  const documentEditor = useRef<CodeEditorHandle>(null)
  const live = isLive(state)
  const ready = state.schema.trim() !== '' && state.document.trim() !== ''
  const job = useMemo(() => jobOf(state), [state])

  // The result keeps the inputs it was made from (D31): an edit marks it out of date until the
  // next (debounced, or for large input pressed) validation replaces it.
  const task = useWorkerTask<SchemaJob, Made<SchemaOutcome>>(
    async (input, { signal, onProgress }) => ({
      outcome: await schemaClient.run('validate', input, { signal, onProgress }),
      from: resultInputs(input),
    }),
    { auto: { input: job, debounceMs: DEBOUNCE_MS, enabled: live && ready } },
  )
  const made = ready && task.status !== 'error' ? (task.result ?? null) : null
  const outcome = made?.outcome ?? null
  const stale = isStale(made, resultInputs(state))
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const validate = () => {
    if (ready) void task.run(job)
  }

  const infer = async () => {
    if (!state.document.trim()) {
      toast.error(INFER_EMPTY)
      return
    }
    if (state.schema.trim() && !window.confirm(INFER_CONFIRM)) return
    const r = await schemaClient.run('infer', state.document)
    if (r.ok) {
      setState((s) => ({ ...s, schema: r.schema }))
      toast.success(INFER_DONE)
    } else toast.error(`Document is not valid JSON: ${syntaxLine(r.error)}`)
  }

  const report = outcome ? reportText(outcome) : ''
  useToolFrame({ result: report || undefined, stale, mainAction: validate, share: jsonSchemaShare })

  const setDraft = (draft: DraftChoice) => setState((s) => ({ ...s, draft }))
  const syntax = outcome?.kind === 'syntax' ? outcome : null
  const schemaMark = syntax?.schema ?? (outcome?.kind === 'schema-invalid' && outcome.errors[0]?.line ? outcome.errors[0] : null)
  const documentMark = syntax?.document ?? (outcome?.kind === 'invalid' && outcome.errors[0]?.line ? outcome.errors[0] : null)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="schema-draft" className="text-xs font-medium text-muted-foreground">
            Draft
          </label>
          <Select id="schema-draft" className="w-52" value={state.draft} onChange={(e) => setDraft(e.target.value as DraftChoice)} options={DRAFT_OPTIONS} />
        </div>
        <label className="inline-flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.formats} onChange={(e) => setState((s) => ({ ...s, formats: e.target.checked }))} />
          Check formats <span className="text-xs text-muted-foreground">(email, date-time, uri…)</span>
        </label>
        <Button variant="primary" onClick={validate} disabled={!ready || busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Validating...' : 'Validate'}
        </Button>
        <Button onClick={() => void infer()}>
          <Sparkles aria-hidden /> Infer a schema
        </Button>
        {!state.schema && !state.document ? (
          <Button variant="ghost" onClick={() => setState((s) => ({ ...s, ...EXAMPLE }))}>
            Load example
          </Button>
        ) : null}
      </div>

      {slow ? <ProgressBar label="Validating..." progress={task.progress} onCancel={task.cancel} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="Schema"
          titleId="schema-schema-title"
          className={PANE_HEIGHT}
          actions={
            <>
              {state.schema ? <CopyButton variant="ghost" getText={() => state.schema} /> : null}
              <OpenFileButton accept=".json,application/json,application/schema+json,text/plain" onText={(schema) => setState((s) => ({ ...s, schema }))} />
              <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, schema: '' }))} disabled={!state.schema}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(schema) => setState((s) => ({ ...s, schema }))}>
            <CodeEditor
              id="schema-schema"
              label="JSON Schema"
              language="json"
              value={state.schema}
              onChange={(schema) => setState((s) => ({ ...s, schema }))}
              placeholder={'Paste a JSON Schema, e.g. {"type": "object", "required": ["id"]}'}
              error={schemaMark && !stale ? { line: schemaMark.line, column: schemaMark.column } : null}
              handleRef={schemaEditor}
            />
          </TextDropZone>
          {syntax?.schema ? (
            <div className={cn(stale && STALE_DIM)}>
              <PaneError testId="schema-schema-error" onJump={() => schemaEditor.current?.goTo(syntax.schema!.line, syntax.schema!.column)}>
                Schema is not valid JSON: {syntaxLine(syntax.schema)}
              </PaneError>
            </div>
          ) : null}
        </Pane>

        <Pane
          title="Document"
          titleId="schema-document-title"
          className={PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".json,application/json,text/plain" onText={(document) => setState((s) => ({ ...s, document }))} />
              <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, document: '' }))} disabled={!state.document}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(document) => setState((s) => ({ ...s, document }))}>
            <CodeEditor
              id="schema-document"
              label="JSON document"
              language="json"
              value={state.document}
              onChange={(document) => setState((s) => ({ ...s, document }))}
              placeholder={'Paste the JSON document to check, e.g. {"id": 1}'}
              error={documentMark && !stale ? { line: documentMark.line, column: documentMark.column } : null}
              handleRef={documentEditor}
            />
          </TextDropZone>
          {syntax?.document ? (
            <div className={cn(stale && STALE_DIM)}>
              <PaneError testId="schema-document-error" onJump={() => documentEditor.current?.goTo(syntax.document!.line, syntax.document!.column)}>
                Document is not valid JSON: {syntaxLine(syntax.document)}
              </PaneError>
            </div>
          ) : null}
        </Pane>
      </div>

      <Pane
        title="Result"
        titleId="schema-result-title"
        className="min-h-40"
        actions={report ? <CopyButton variant="ghost" getText={() => report} disabled={stale} title={stale ? 'Out of date: press Validate to update it' : undefined} /> : null}
      >
        {stale && !live ? <StaleNote action="Validate" className="border-b border-border px-3 py-2" /> : null}
        {task.status === 'error' ? <PaneError>{CRASHED}</PaneError> : null}
        <div className={cn('flex min-h-0 flex-col', stale && STALE_DIM)} data-stale={stale || undefined} data-testid="schema-result" aria-busy={busy || task.status === 'pending'}>
          {!outcome ? (
            <p className="m-4 text-sm text-muted-foreground" data-testid="schema-hint">
              {!state.schema.trim() && !state.document.trim() ? EMPTY_HINT : !state.schema.trim() ? NEED_SCHEMA : !state.document.trim() ? NEED_DOCUMENT : live ? 'Validating…' : 'Large input: press Validate (Ctrl/Cmd+Enter).'}
            </p>
          ) : outcome.kind === 'valid' ? (
            <div>
              <p className="flex items-center gap-2 bg-success-soft px-3 py-2 text-sm font-medium text-success" data-testid="schema-valid">
                <CircleCheck aria-hidden className="size-4" /> {validMessage(outcome).replace(/^✅ /, '')}
              </p>
              {outcome.note ? <p className="px-3 py-1.5 text-xs text-muted-foreground">{outcome.note}</p> : null}
            </div>
          ) : outcome.kind === 'syntax' ? (
            <p className="m-4 flex items-center gap-2 text-sm text-destructive-foreground" data-testid="schema-syntax">
              <CircleAlert aria-hidden className="size-4 shrink-0" />
              {outcome.schema && outcome.document ? 'Neither text is valid JSON.' : outcome.schema ? 'The schema is not valid JSON.' : 'The document is not valid JSON.'} See the message under the editor.
            </p>
          ) : (
            <ErrorList
              heading={outcome.kind === 'invalid' ? errorCount(outcome) : `${SCHEMA_INVALID} (${outcome.draft === '07' ? 'draft-07' : `draft ${outcome.draft}`} meta-schema)`}
              note={outcome.note}
              rows={outcome.errors}
              total={outcome.total}
              where={outcome.kind === 'invalid' ? 'document' : 'schema'}
              onJump={(line, column) => (outcome.kind === 'invalid' ? documentEditor : schemaEditor).current?.goTo(line, column)}
            />
          )}
        </div>
      </Pane>
    </div>
  )
}

function ErrorList({
  heading,
  note,
  rows,
  total,
  where,
  onJump,
}: {
  heading: string
  note?: string
  rows: Extract<SchemaOutcome, { kind: 'invalid' }>['errors']
  total: number
  where: 'document' | 'schema'
  onJump: (line: number, column: number) => void
}) {
  return (
    <div className="flex min-h-0 flex-col" data-testid={where === 'document' ? 'schema-errors' : 'schema-invalid'}>
      <h3 id={`schema-${where}-errors-title`} className="flex items-center gap-2 px-3 pt-2 text-sm font-medium text-destructive-foreground">
        <CircleAlert aria-hidden className="size-4" /> {heading}
      </h3>
      {note ? <p className="px-3 pt-1 text-xs text-muted-foreground">{note}</p> : null}
      <ul aria-labelledby={`schema-${where}-errors-title`} className="flex max-h-72 flex-col gap-0.5 overflow-auto px-1 py-2 text-sm">
        {rows.slice(0, SHOWN).map((r, i) => {
          const at = positionOf(r)
          return (
            <li key={i}>
              <button
                type="button"
                className="flex w-full flex-wrap items-baseline gap-x-2 rounded-md px-2 py-1 text-left hover:bg-muted disabled:cursor-default"
                onClick={() => onJump(r.line, r.column)}
                disabled={!at}
                title={at ? `Go to ${at} in the ${where}` : undefined}
                aria-label={rowText(r)}
              >
                <code className="rounded bg-muted px-1.5 font-mono text-xs">{shownPointer(r.pointer)}</code>
                <span className="min-w-0 break-words">
                  {r.message}
                  {r.detail ? <span className="font-mono text-xs"> {r.detail}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {r.keyword}
                  {at ? ` · ${at}` : ''}
                </span>
              </button>
            </li>
          )
        })}
        {total > Math.min(rows.length, SHOWN) ? <li className="px-2 text-xs text-muted-foreground">…and {(total - Math.min(rows.length, SHOWN)).toLocaleString('en-US')} more (Copy has the first {rows.length}).</li> : null}
      </ul>
    </div>
  )
}

import { useAtom } from 'jotai'
import { Download, Eraser, TriangleAlert } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { previewOf } from '../../lib/large-text'
import { formatClient } from '../../workers/format/format.client'
import type { JsonError, JsonMode } from '../../workers/format/json.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { ACTION_LABEL, canDownload, DOWNLOAD_NAME, errorLine, INDENT_OPTIONS, resultInputs, VALID_MESSAGE, type IndentSize } from './json-formatter.logic'
import { jsonFormatterAtom, jsonFormatterShare } from './json-formatter.state'

const BUSY_LABEL: Record<JsonMode, string> = { format: 'Formatting...', minify: 'Minifying...', validate: 'Validating...' }

type Outcome = { mode: JsonMode; output: string; error: JsonError | null; warnings: string[] }

export default function JsonFormatter() {
  const [state, setState] = useAtom(jsonFormatterAtom)
  // D31: a result remembers what it was made from; an edit or a new indent (for Format) marks it out of date.
  const [made, setMade] = useState<Made<Outcome> | null>(null)
  const outcome = made?.outcome ?? null
  const stale = !!outcome && isStale(made, resultInputs(state, outcome.mode))
  const staleAction = outcome ? ACTION_LABEL[outcome.mode] : ''
  const [mode, setMode] = useState<JsonMode>('format')
  const editor = useRef<CodeEditorHandle>(null)

  const task = useWorkerTask<{ text: string; mode: JsonMode; indent: number }, Outcome>(async (job, { signal, onProgress }) => {
    const r = await formatClient.run('json', job, { signal, onProgress })
    return r.ok
      ? { mode: job.mode, output: job.mode === 'validate' ? VALID_MESSAGE : r.output, error: null, warnings: r.warnings }
      : { mode: job.mode, output: '', error: r.error, warnings: [] }
  })

  const start = async (m: JsonMode) => {
    setMode(m)
    const from = resultInputs(state, m)
    const result = await task.run({ text: state.input, mode: m, indent: Number(state.indentSize) })
    if (result) setMade({ outcome: result, from })
  }

  const output = outcome?.output ?? ''
  const preview = useMemo(() => previewOf(output), [output])
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const error = outcome?.error ?? null
  const crashed = task.status === 'error' ? 'The formatter stopped unexpectedly. Try again; your input is unchanged.' : null

  useToolFrame({
    result: canDownload(output) ? output : undefined,
    stale,
    mainAction: () => void start('format'),
    share: jsonFormatterShare,
  })

  const download = () => {
    downloadFile(DOWNLOAD_NAME, output, 'application/json')
    toast.success('File downloaded!')
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="json-indent" className="text-xs font-medium text-muted-foreground">
            Indent
          </label>
          <Select
            id="json-indent"
            className="w-32"
            value={state.indentSize}
            onChange={(e) => setState((s) => ({ ...s, indentSize: e.target.value as IndentSize }))}
            options={INDENT_OPTIONS.map((v) => ({ value: v, label: `${v} spaces` }))}
          />
        </div>
        <Button variant="primary" onClick={() => void start('format')} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy && mode === 'format' ? BUSY_LABEL.format : 'Format'}
        </Button>
        <Button onClick={() => void start('minify')} disabled={busy}>
          {busy && mode === 'minify' ? BUSY_LABEL.minify : 'Minify'}
        </Button>
        <Button onClick={() => void start('validate')} disabled={busy}>
          {busy && mode === 'validate' ? BUSY_LABEL.validate : 'Validate'}
        </Button>
      </div>

      {slow ? <ProgressBar label={BUSY_LABEL[mode]} progress={task.progress} onCancel={task.cancel} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="Input"
          titleId="json-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".json,application/json,text/plain" onText={(text) => setState((s) => ({ ...s, input: text }))} />
              <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, input: '' }))} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setState((s) => ({ ...s, input: text }))}>
            <CodeEditor
              id="json-input"
              label="JSON input"
              language="json"
              value={state.input}
              onChange={(input) => setState((s) => ({ ...s, input }))}
              placeholder='Paste JSON here, e.g. {"name": "value"}'
              error={error && !stale ? { line: error.line, column: error.column } : null}
              handleRef={editor}
            />
          </TextDropZone>
          {error ? (
            <div className={cn(stale && STALE_DIM)} data-stale={stale || undefined}>
              <PaneError testId="json-error" onJump={() => editor.current?.goTo(error.line, error.column)}>
                {errorLine(error)}
              </PaneError>
            </div>
          ) : null}
          {crashed ? (
            <PaneError>{crashed}</PaneError>
          ) : null}
        </Pane>

        <Pane
          title="Output"
          titleId="json-output-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              {canDownload(output) ? <CopyButton variant="ghost" getText={() => output} disabled={stale} title={stale ? staleTitle(staleAction) : undefined} /> : null}
              <Button size="sm" variant="ghost" onClick={download} disabled={!canDownload(output) || stale} title={canDownload(output) && stale ? staleTitle(staleAction) : undefined}>
                <Download aria-hidden /> Download
              </Button>
            </>
          }
        >
          {output === VALID_MESSAGE ? (
            <p className={cn('m-4 flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success', stale && STALE_DIM)} data-testid="json-output-text" data-stale={stale || undefined}>
              {VALID_MESSAGE}
            </p>
          ) : output ? (
            <CodeEditor id="json-output" label="Formatted JSON output" language="json" value={preview.text} readOnly className={cn(stale && STALE_DIM)} />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">The formatted JSON appears here. Press Format, Minify or Validate.</p>
          )}
          {stale ? <StaleNote action={busy ? undefined : staleAction} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
          {outcome && outcome.warnings.length > 0 ? (
            <ul className={cn('border-t border-border px-3 py-2 text-xs text-warning', stale && STALE_DIM)} aria-label="Warnings">
              {outcome.warnings.map((w) => (
                <li key={w} className="flex items-center gap-1.5">
                  <TriangleAlert aria-hidden className="size-3.5" /> {w}
                </li>
              ))}
            </ul>
          ) : null}
        </Pane>
      </div>
    </div>
  )
}

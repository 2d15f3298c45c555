import { useAtom } from 'jotai'
import { CircleCheck, Eraser, TriangleAlert } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { previewOf } from '../../lib/large-text'
import { lintClient } from '../../workers/lint/lint.client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { AS_WRITTEN_NOTE, documentLine, documentsNote, EMPTY_OUTPUT, errorLine, errorsTitle, INVALID_OUTPUT, INVALID_TOAST, outcomeOf, VALID_TOAST, warningPosition, warningsTitle, type Outcome } from './yaml-validator.logic'
import { yamlValidatorAtom, yamlValidatorShare } from './yaml-validator.state'

/** Warnings listed on screen; the count says how many there are in all. */
const SHOWN = 100

export default function YamlValidator() {
  const [state, setState] = useAtom(yamlValidatorAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  /** The input the shown outcome is about (D31: an edit after Validate makes it stale). */
  const [checked, setChecked] = useState<string | null>(null)
  const editor = useRef<CodeEditorHandle>(null)
  const task = useWorkerTask<string, Outcome>(async (text, { signal }) => outcomeOf(await lintClient.run('yaml', { text }, { signal }), text))
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const validate = async () => {
    const text = state.input
    const r = await task.run(text)
    if (!r) return
    setOutcome(r)
    setChecked(text)
    if (r.valid) toast.success(VALID_TOAST)
    else toast.error(INVALID_TOAST)
  }

  const output = outcome?.output ?? ''
  const preview = useMemo(() => previewOf(output), [output])
  const error = outcome && !outcome.valid ? outcome : null
  const mark = error?.error && error.error.line > 0 ? { line: error.error.line, column: error.error.column } : null
  const setInput = (input: string) => setState({ input })

  const stale = outcome !== null && checked !== state.input
  useToolFrame({ result: output || undefined, stale, mainAction: () => void validate(), share: yamlValidatorShare })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => void validate()} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Validating...' : 'Validate'}
        </Button>
      </div>
      {slow ? <ProgressBar label="Validating..." progress={task.progress} onCancel={task.cancel} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="YAML"
          titleId="yaml-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".yaml,.yml,text/yaml,text/plain" onText={(text) => setInput(text)} />
              <Button size="sm" variant="ghost" onClick={() => setInput('')} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setInput(text)}>
            <CodeEditor
              id="yaml-input"
              label="YAML input"
              language="yaml"
              value={state.input}
              onChange={setInput}
              placeholder={'Paste YAML here, e.g.\nname: app\nports:\n  - 80'}
              error={mark}
              handleRef={editor}
            />
          </TextDropZone>
          {error ? (
            <PaneError testId="yaml-error" onJump={mark ? () => editor.current?.goTo(mark.line, mark.column) : undefined}>
              {errorLine(error.error)}
            </PaneError>
          ) : null}
          {task.status === 'error' ? (
            <PaneError>The validator stopped unexpectedly. Try again; your input is unchanged.</PaneError>
          ) : null}
        </Pane>
        <Pane title="Output" titleId="yaml-output-title" className={WORK_PANE_HEIGHT} actions={output ? <CopyButton variant="ghost" getText={() => output} disabled={stale} /> : null}>
          {stale ? <StaleNote action="Validate" className="border-b border-border px-3 py-2" /> : null}
          {outcome?.valid ? (
            <div className="border-b border-border">
              <p className="flex items-center gap-2 bg-success-soft px-3 py-2 text-sm font-medium text-success" data-testid="yaml-valid">
                <CircleCheck aria-hidden className="size-4" /> Valid YAML · {documentsNote(outcome.documents)}
              </p>
              <p className="px-3 py-1.5 text-xs text-muted-foreground">{AS_WRITTEN_NOTE}</p>
            </div>
          ) : null}
          {outcome?.valid && outcome.warnings.length ? (
            <div className="max-h-44 shrink-0 overflow-auto border-b border-border px-1 py-2 text-sm" data-testid="yaml-warnings">
              <h3 id="yaml-warnings-title" className="mb-1 flex items-center gap-1.5 px-2 text-xs font-medium text-muted-foreground">
                <TriangleAlert aria-hidden className="size-3.5 text-warning" /> {warningsTitle(outcome.warnings.length + outcome.moreWarnings)}
              </h3>
              <ul aria-labelledby="yaml-warnings-title" className="flex flex-col gap-0.5">
                {outcome.warnings.slice(0, SHOWN).map((w, i) => (
                  <li key={i}>
                    <button type="button" onClick={() => editor.current?.goTo(w.line, w.column)} className="w-full rounded-md px-2 py-1 text-left hover:bg-muted">
                      <span className="font-medium">{warningPosition(w)}</span> {w.message}
                    </button>
                  </li>
                ))}
                {outcome.warnings.length + outcome.moreWarnings > SHOWN ? (
                  <li className="px-2 text-xs text-muted-foreground">…and {outcome.warnings.length + outcome.moreWarnings - SHOWN} more of the same kinds.</li>
                ) : null}
              </ul>
            </div>
          ) : null}
          {outcome && outcome.perDocument.length > 1 ? (
            <details className="shrink-0 border-b border-border px-3 py-2 text-sm" data-testid="yaml-documents" open={!outcome.valid}>
              <summary className="cursor-pointer text-xs font-medium text-muted-foreground">{documentsNote(outcome.perDocument.length)}, one by one</summary>
              <ul className="mt-1 flex max-h-32 flex-col gap-0.5 overflow-auto">
                {outcome.perDocument.map((d) => (
                  <li key={d.index}>
                    <button type="button" onClick={() => editor.current?.goTo(d.line, 1)} className={cn('w-full rounded-md px-2 py-0.5 text-left hover:bg-muted', d.errors > 0 && 'text-destructive')}>
                      {documentLine(d)}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {outcome && !outcome.valid && outcome.errors.length > 1 ? (
            <div className="max-h-44 shrink-0 overflow-auto border-b border-border px-1 py-2 text-sm" data-testid="yaml-errors">
              <h3 id="yaml-errors-title" className="mb-1 px-2 text-xs font-medium text-muted-foreground">
                {errorsTitle(outcome)}
              </h3>
              <ul aria-labelledby="yaml-errors-title" className="flex flex-col gap-0.5">
                {outcome.errors.map((e, i) => (
                  <li key={i}>
                    <button type="button" onClick={() => editor.current?.goTo(e.line, e.column)} className="w-full rounded-md px-2 py-1 text-left hover:bg-muted">
                      <span className="font-medium">
                        {outcome.perDocument.length > 1 ? `Document ${e.document + 1}, ` : ''}line {e.line}, column {e.column}:
                      </span>{' '}
                      {e.message}
                    </button>
                  </li>
                ))}
                {outcome.moreErrors ? <li className="px-2 text-xs text-muted-foreground">…and {outcome.moreErrors} more.</li> : null}
              </ul>
            </div>
          ) : null}
          {output ? (
            <CodeEditor id="yaml-output" label="Validated YAML" language="yaml" value={preview.text} readOnly />
          ) : outcome?.valid ? null : (
            <p className="m-4 text-sm text-muted-foreground" data-testid="yaml-output-empty">
              {outcome ? INVALID_OUTPUT : EMPTY_OUTPUT}
            </p>
          )}
          {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
        </Pane>
      </div>
    </div>
  )
}

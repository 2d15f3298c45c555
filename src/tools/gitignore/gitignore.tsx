import { useAtom } from 'jotai'
import { Download, Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { failureReason, fetchWithTimeout } from '../../lib/fetch-with-timeout'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CancelButton, RunButton } from '../../ui/run-buttons'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { useToolFrame } from '../../ui/tool-frame-context'
import { addTemplate, EMPTY_INPUT, FAILED_OUTPUT, FAILED_TOAST, gitignoreUrl, PLACEHOLDER, POPULAR, SUCCESS_TOAST, TIMEOUT_MS } from './gitignore.logic'
import { gitignoreAtom, gitignoreShare } from './gitignore.state'

type Outcome = { ok: true; text: string } | { ok: false; reason: string }

export default function GitignoreGenerator() {
  const [state, setState] = useAtom(gitignoreAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [inputError, setInputError] = useState<string | null>(null)
  const [cancelled, setCancelled] = useState(false)

  // One call at a time; a new press or Cancel aborts the running one (D20).
  const task = useWorkerTask<string, Outcome>(async (url, { signal }) => {
    try {
      const response = await fetchWithTimeout(url, { signal, timeoutMs: TIMEOUT_MS })
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` }
      return { ok: true, text: await response.text() }
    } catch (e) {
      if (signal.aborted) throw e
      return { ok: false, reason: failureReason(e) }
    }
  })
  const busy = task.status === 'running'

  const generate = async () => {
    const url = gitignoreUrl(state.templates)
    if (!url) {
      setInputError(EMPTY_INPUT)
      return
    }
    setInputError(null)
    setCancelled(false)
    const r = await task.run(url)
    if (!r) return
    setOutcome(r)
    if (r.ok) toast.success(SUCCESS_TOAST)
    else toast.error(FAILED_TOAST)
  }
  const cancel = () => {
    task.cancel()
    setCancelled(true)
  }

  const text = outcome?.ok ? outcome.text : ''
  useToolFrame({ result: text || undefined, mainAction: () => void generate(), share: gitignoreShare, exportFile: text ? { name: '.gitignore', content: () => text } : undefined })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Templates" htmlFor="gitignore-templates" className="min-w-64 flex-1" hint="Comma-separated names of languages, frameworks, editors or systems.">
          <input
            id="gitignore-templates"
            className={`${inputClass} font-mono`}
            value={state.templates}
            placeholder={PLACEHOLDER}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!!inputError}
            onChange={(e) => setState({ templates: e.target.value })}
            onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && void generate()}
          />
        </Field>
        <div className="flex gap-2 pb-[1.375rem]">
          <RunButton busy={busy} onRun={() => void generate()} label="Generate" busyLabel="Generating..." />
          <CancelButton show={busy} onCancel={cancel} />
        </div>
      </div>
      {inputError ? <ErrorText>{inputError}</ErrorText> : null}
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Popular templates">
        <span className="mr-1 text-xs text-muted-foreground">Popular:</span>
        {POPULAR.map((name) => (
          <Button key={name} size="sm" variant="ghost" className="h-7 border border-border" onClick={() => setState((s) => ({ templates: addTemplate(s.templates, name) }))} aria-label={`Add ${name}`}>
            <Plus aria-hidden /> {name}
          </Button>
        ))}
      </div>
      <Pane
        title=".gitignore"
        titleId="gitignore-output-title"
        className="h-[min(55vh,520px)] min-h-[300px]"
        actions={
          text ? (
            <>
              <CopyButton variant="ghost" getText={() => text} />
              <Button size="sm" variant="ghost" onClick={() => downloadFile('.gitignore', text)}>
                <Download aria-hidden /> Download
              </Button>
            </>
          ) : null
        }
      >
        {busy ? (
          <p className="m-4 text-sm text-muted-foreground" role="status">
            Asking gitignore.io…
          </p>
        ) : outcome && !outcome.ok ? (
          <div className="m-4 flex flex-col gap-1" data-testid="gitignore-failed">
            <ErrorText>{FAILED_OUTPUT}</ErrorText>
            <p className="pl-5.5 text-xs text-muted-foreground">{outcome.reason}</p>
          </div>
        ) : text ? (
          <CodeEditor id="gitignore-output" label="Generated .gitignore" language="text" value={text} readOnly />
        ) : (
          <p className="m-4 text-sm text-muted-foreground">
            {cancelled ? 'Cancelled. Press Generate to try again.' : 'The generated .gitignore appears here. Enter templates and press Generate; this asks the gitignore.io service (toptal.com).'}
          </p>
        )}
      </Pane>
    </div>
  )
}

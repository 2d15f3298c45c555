import { useAtom } from 'jotai'
import { CloudDownload, Download, Plus } from 'lucide-react'
import { useRef, useState, useSyncExternalStore } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { failureReason, fetchWithTimeout } from '../../lib/fetch-with-timeout'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CancelButton, RunButton } from '../../ui/run-buttons'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import {
  addTemplate,
  composeGitignore,
  EMPTY_INPUT,
  FAILED_OUTPUT,
  FAILED_TOAST,
  gitignoreUrl,
  PLACEHOLDER,
  POPULAR,
  resolveTemplates,
  SOURCE_TEXT,
  SUCCESS_TOAST,
  TIMEOUT_MS,
  templateNames,
  UNKNOWN_HINT,
  unknownMessage,
} from './gitignore.logic'
import { gitignoreAtom, gitignoreShare } from './gitignore.state'
import { CATALOG, loadTemplates } from './gitignore.templates'
import { TemplateNamesInput } from './template-names-input'

type Source = keyof typeof SOURCE_TEXT
/** What the output pane shows: a .gitignore (with where it came from and the names it was made for), or SPEC's failure. */
type Outcome = { ok: true; text: string; source: Source; from: string } | { ok: false; reason: string }
type InputError = { message: string; hint?: string }
/** The id of the tool's one error toast. */
const ERROR_TOAST = 'gitignore-error'

/** The names a result was made for, compared without case or spacing (D31). */
const namesKey = (input: string) => templateNames(input).map((n) => n.toLowerCase()).join(',')

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)

export default function GitignoreGenerator() {
  const [state, setState] = useAtom(gitignoreAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [inputError, setInputError] = useState<InputError | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const online = useOnline()
  // The latest press wins: a slower, older answer (bundled or fetched) never replaces a newer one.
  const latest = useRef(0)

  // One call to the service at a time; a new press or Cancel aborts the running one (D20).
  const task = useWorkerTask<string, Outcome>(async (url, { signal }) => {
    try {
      const response = await fetchWithTimeout(url, { signal, timeoutMs: TIMEOUT_MS })
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` }
      return { ok: true, text: await response.text(), source: 'service', from: '' }
    } catch (e) {
      if (signal.aborted) throw e
      return { ok: false, reason: failureReason(e) }
    }
  })
  const busy = task.status === 'running'

  // One toast for the tool's errors: pressing again on the same error replaces it rather than
  // stacking copies; a success takes it away. A failed call names why (`HTTP 404 Not Found`).
  const failed = (message: string, description?: string) => toast.error(message, { id: ERROR_TOAST, description })
  const show = (r: Outcome) => {
    setOutcome(r)
    if (r.ok) {
      toast.dismiss(ERROR_TOAST)
      toast.success(SUCCESS_TOAST)
    } else failed(FAILED_TOAST, r.reason)
  }

  /** Generate: the bundled templates, at once and offline. An unknown name is named, nothing else changes. */
  const generate = async () => {
    const input = state.templates
    if (!templateNames(input).length) {
      setInputError({ message: EMPTY_INPUT })
      return
    }
    const { found, unknown } = resolveTemplates(CATALOG, input)
    if (unknown.length) {
      const message = unknownMessage(unknown)
      setInputError({ message, hint: UNKNOWN_HINT })
      failed(`❌ ${message}`)
      return
    }
    setInputError(null)
    setCancelled(false)
    if (busy) task.cancel()
    const run = ++latest.current
    let r: Outcome
    try {
      r = { ok: true, text: composeGitignore(await loadTemplates(found)), source: 'bundled', from: namesKey(input) }
    } catch {
      r = { ok: false, reason: 'The bundled templates could not be loaded: reload the page and try again' }
    }
    if (run === latest.current) show(r)
  }

  /** Fetch newest from gitignore.io: SPEC's call to the service, on this press only (D20). */
  const fetchNewest = async () => {
    const input = state.templates
    const url = gitignoreUrl(input)
    if (!url) {
      setInputError({ message: EMPTY_INPUT })
      return
    }
    setInputError(null)
    setCancelled(false)
    const run = ++latest.current
    const r = await task.run(url)
    if (!r || run !== latest.current) return
    show(r.ok ? { ...r, from: namesKey(input) } : r)
  }
  const cancel = () => {
    task.cancel()
    setCancelled(true)
  }

  const text = outcome?.ok ? outcome.text : ''
  const stale = !!outcome?.ok && outcome.from !== namesKey(state.templates)
  useToolFrame({
    result: text || undefined,
    stale,
    mainAction: () => void generate(),
    share: gitignoreShare,
    exportFile: text ? { name: '.gitignore', content: () => text } : undefined,
  })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-x-2 gap-y-3">
        <Field
          label="Templates"
          htmlFor="gitignore-templates"
          className="min-w-64 flex-1"
          hint={<span id="gitignore-templates-hint">Comma-separated names of languages, frameworks, editors or systems; matching templates are suggested as you type.</span>}
        >
          <TemplateNamesInput
            id="gitignore-templates"
            value={state.templates}
            onChange={(templates) => setState({ templates })}
            onSubmit={() => void generate()}
            catalog={CATALOG}
            placeholder={PLACEHOLDER}
            invalid={!!inputError}
            describedBy={inputError ? 'gitignore-templates-error gitignore-templates-hint' : 'gitignore-templates-hint'}
          />
        </Field>
        <div className="flex flex-wrap gap-2 sm:pt-[1.375rem]">
          <RunButton busy={false} onRun={() => void generate()} label="Generate" busyLabel="Generating..." />
          <Button onClick={() => void fetchNewest()} disabled={busy}>
            <CloudDownload aria-hidden /> {busy ? 'Fetching...' : 'Fetch newest from gitignore.io'}
          </Button>
          <CancelButton show={busy} onCancel={cancel} />
        </div>
      </div>
      {inputError ? (
        <div className="-mt-2 flex flex-col gap-1">
          <ErrorText id="gitignore-templates-error">{inputError.message}</ErrorText>
          {inputError.hint ? <p className="pl-5.5 text-xs text-muted-foreground">{inputError.hint}</p> : null}
        </div>
      ) : null}
      {!online ? (
        <p className="text-sm text-muted-foreground" role="status" data-testid="gitignore-offline">
          You are offline: Generate still works with the bundled templates; gitignore.io needs the network.
        </p>
      ) : null}
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
              <CopyButton variant="ghost" getText={() => text} disabled={stale} title={stale ? 'Out of date: press Generate to update it' : undefined} />
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
            <p className="pl-5.5 text-xs text-muted-foreground">Generate builds it from the bundled templates, with no network.</p>
          </div>
        ) : outcome?.ok ? (
          <>
            <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-3 py-1.5">
              {stale ? (
                <StaleNote action="Generate" />
              ) : (
                <p className="text-xs text-muted-foreground" role="status" data-testid="gitignore-source">
                  {SOURCE_TEXT[outcome.source]}
                </p>
              )}
            </div>
            <CodeEditor id="gitignore-output" label="Generated .gitignore" language="text" value={text} readOnly />
          </>
        ) : (
          <p className="m-4 text-sm text-muted-foreground">
            {cancelled
              ? 'Cancelled. Press Generate to build it from the bundled templates, or fetch again.'
              : 'The generated .gitignore appears here. Enter templates and press Generate: it uses the github/gitignore templates bundled with the app, so it works offline. Fetch newest from gitignore.io asks the service (toptal.com) for its latest templates.'}
          </p>
        )}
      </Pane>
    </div>
  )
}

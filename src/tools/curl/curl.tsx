import { useAtom } from 'jotai'
import { FileInput, Info } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { parseCurl } from '../../lib/curl'
import { requestToCode } from '../../lib/curl-to-code'
import { CODE_LANGUAGES, type CodeLanguage } from '../../lib/curl-to-code/languages'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { builderCodeRequest, builderCommand, builderNotes, CURL_METHODS, sendsBody, stateFromCurl, type CurlMethod } from './curl.logic'
import { curlAtom, curlShare } from './curl.state'

const areaClass =
  'w-full resize-y rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'

export default function CurlBuilder() {
  const [state, setState] = useAtom(curlAtom)
  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => setState((s) => ({ ...s, [key]: value }))

  // SPEC section 4: the command is regenerated on every change.
  const command = useMemo(() => builderCommand(state), [state])
  const notes = useMemo(() => builderNotes(state), [state])
  useToolFrame({ result: command ?? undefined, share: curlShare })

  const code = useMemo(() => (command ? requestToCode(builderCodeRequest(state), state.language) : null), [command, state])
  const language = CODE_LANGUAGES.find((l) => l.id === state.language) ?? CODE_LANGUAGES[0]

  // "And back": a pasted cURL command (bash, Windows cmd, PowerShell) fills the fields.
  const [importing, setImporting] = useState(false)
  const [pasted, setPasted] = useState('')
  const [importError, setImportError] = useState<string | null>(null)
  const importCommand = (text: string): boolean => {
    const r = parseCurl(text)
    if (!r.ok) {
      setImportError(r.error)
      return false
    }
    const { state: next, notes } = stateFromCurl(state, r.request)
    setState(next)
    setImportError(null)
    setPasted('')
    setImporting(false)
    toast.success('cURL command imported', notes.length ? { description: notes.join(' ') } : undefined)
    return true
  }

  const withBody = sendsBody(state.method)
  const bodyLanguage = /^\s*[[{]/.test(state.body) ? 'json' : 'text'

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="curl-request-title" className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-background p-4">
        <h2 id="curl-request-title" className="sr-only">
          Request
        </h2>
        <div className="flex flex-col gap-2">
          <Button size="sm" variant="outline" className="self-start" aria-expanded={importing} aria-controls="curl-import-area" onClick={() => setImporting((o) => !o)}>
            <FileInput aria-hidden />
            Import cURL
          </Button>
          {importing ? (
            <div id="curl-import-area" className="flex flex-col gap-2">
              <Field label="cURL command to import" htmlFor="curl-import" hint="Browsers' Copy as cURL (bash or cmd), PowerShell or API docs: the fields below are filled from it.">
                <textarea
                  id="curl-import"
                  className={cn(areaClass, 'h-28')}
                  value={pasted}
                  placeholder={"curl 'https://api.example.com/users' -H 'accept: application/json'"}
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={importError ? true : undefined}
                  aria-describedby={importError ? 'curl-import-error' : undefined}
                  onChange={(e) => setPasted(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                      e.preventDefault()
                      importCommand(pasted)
                    }
                  }}
                />
              </Field>
              {importError ? <ErrorText id="curl-import-error">{importError}</ErrorText> : null}
              <Button size="sm" variant="primary" className="self-start" onClick={() => importCommand(pasted)} disabled={!pasted.trim()}>
                Fill the fields
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Field label="Method" htmlFor="curl-method" className="w-32">
            <Select id="curl-method" value={state.method} onChange={(e) => set('method', e.target.value as CurlMethod)} options={CURL_METHODS.map((m) => ({ value: m, label: m }))} />
          </Field>
          <Field label="URL" htmlFor="curl-url" className="min-w-56 flex-1">
            <input
              id="curl-url"
              className={cn(inputClass, 'font-mono')}
              value={state.url}
              placeholder="https://api.example.com/users"
              spellCheck={false}
              autoComplete="off"
              inputMode="url"
              onChange={(e) => set('url', e.target.value)}
              onPaste={(e) => {
                const text = e.clipboardData.getData('text')
                if (/^\s*curl(?:\.exe)?\s/.test(text) && importCommand(text)) e.preventDefault()
              }}
            />
          </Field>
        </div>
        <Field label="Headers" htmlFor="curl-headers" hint="One 'key: value' per line; lines without a name and a colon are left out.">
          <textarea
            id="curl-headers"
            className={cn(areaClass, 'h-32')}
            value={state.headers}
            placeholder={'Content-Type: application/json\nAuthorization: Bearer <token>'}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => set('headers', e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          <label className="flex items-center gap-1.5">
            <input type="checkbox" checked={state.insecure} onChange={(e) => set('insecure', e.target.checked)} className="size-3.5 accent-primary" />
            Skip the certificate check (-k)
          </label>
          <label className="flex items-center gap-1.5">
            <input type="checkbox" checked={state.compressed} onChange={(e) => set('compressed', e.target.checked)} className="size-3.5 accent-primary" />
            Compressed response (--compressed)
          </label>
        </div>
        {withBody ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-xs font-medium text-muted-foreground" id="curl-body-label">
              Body
            </span>
            <div className="flex h-56 flex-col overflow-hidden rounded-md border border-input">
              <CodeEditor id="curl-body" label="Body" language={bodyLanguage} value={state.body} onChange={(v) => set('body', v)} placeholder='{"name": "value"}' wrap />
            </div>
          </div>
        ) : (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground" data-testid="curl-no-body">
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            GET sends no body; choose POST, PUT, PATCH or DELETE to add one.
          </p>
        )}
      </section>

      <Pane
        title="cURL command"
        titleId="curl-command-title"
        className="min-h-72 lg:h-[min(60vh,540px)]"
        actions={
          <>
            <label className="flex items-center gap-1.5 px-1 text-xs">
              <input type="checkbox" checked={state.multiline} onChange={(e) => set('multiline', e.target.checked)} className="size-3.5 accent-primary" />
              Multi-line
            </label>
            {command ? <CopyButton variant="ghost" getText={() => command} aria-label="Copy command" /> : null}
          </>
        }
      >
        {command ? (
          <CodeEditor id="curl-command" label="cURL command" value={command} readOnly wrap />
        ) : (
          <p className="m-4 text-sm text-muted-foreground">Enter a URL: the command appears here and follows every change.</p>
        )}
        {notes.length ? (
          <ul className="flex flex-col gap-1 border-t border-border px-3 py-2 text-xs text-muted-foreground" data-testid="curl-notes" aria-label="Notes">
            {notes.map((n) => (
              <li key={n} className="flex items-start gap-1.5">
                <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                <span className="break-words">{n}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Pane>

      <Pane
        title="Code"
        titleId="curl-code-title"
        className="min-h-72 lg:col-span-2 lg:h-[min(60vh,540px)]"
        actions={
          <>
            <Select
              aria-label="Language"
              className="w-48"
              value={state.language}
              onChange={(e) => set('language', e.target.value as CodeLanguage)}
              options={CODE_LANGUAGES.map((l) => ({ value: l.id, label: l.label }))}
            />
            {code ? <CopyButton variant="ghost" getText={() => code} label="Copy code" aria-label="Copy code" /> : null}
          </>
        }
      >
        {code ? (
          <CodeEditor id="curl-code" label="Code" language={language.editor} value={code} readOnly wrap />
        ) : (
          <p className="m-4 text-sm text-muted-foreground">Enter a URL or import a cURL command: the same request appears here as {language.label} code.</p>
        )}
      </Pane>
    </div>
  )
}

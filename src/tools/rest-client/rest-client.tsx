import { useAtom } from 'jotai'
import { Eye, EyeOff, History, Info, Save, Send, X } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buildCurl } from '../../lib/curl'
import { Button } from '../../ui/button'
import { CancelButton, RunButton } from '../../ui/run-buttons'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES } from '../../workers/script/script.types'
import { CopyAsCode } from './copy-as-code'
import { CurlImportDialog } from './curl-import-dialog'
import { HistoryDialog } from './history-dialog'
import { addToHistory, HISTORY_MESSAGES, restoreFromHistory, settleHistory, type HistoryEntry } from './history.logic'
import { KeyValueEditor } from './key-value-editor'
import { VariablesDialog } from './variables-dialog'
import {
  applyEnvironment,
  assumedScheme,
  AUTH_LABELS,
  AUTH_TYPES,
  bodyAllowed,
  BODY_TYPES,
  buildRequest,
  clampTimeout,
  curlRequest,
  environmentPairs,
  importCurl,
  isForbiddenHeader,
  loadSavedRequest,
  MAX_TIMEOUT_SECONDS,
  MESSAGES,
  METHODS,
  MIN_TIMEOUT_SECONDS,
  paramsFromUrl,
  recentRequests,
  sameEnvironment,
  saveRequest,
  sentDescription,
  sentToastKind,
  urlWithParams,
  type Auth,
  type AuthType,
  type BodyType,
  type KeyValueRow,
  type Method,
  type RestState,
  type SavedRequest,
  requestKey,
} from './rest-client.logic'
import { runSend, type SendOutcome } from './rest-client.send'
import { restHistoryAtom } from './rest-client.history'
import { restClientAtom, restClientShare } from './rest-client.state'
import { ResponsePane } from './response-pane'

const PANE_HEIGHT = 'h-[30rem] xl:h-[calc(100dvh-19rem)] xl:min-h-[28rem] xl:max-h-[44rem]'

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

const PRE_REQUEST_PLACEHOLDER = `// Runs before the request is sent. For example:
pm.environment.set('timestamp', String(Date.now()))
pm.request.headers.upsert({ key: 'X-Request-Time', value: '{{timestamp}}' })`
const TESTS_PLACEHOLDER = `// Runs after the response arrives. For example:
pm.test('status is 200', () => pm.response.to.have.status(200))
pm.test('has an id', () => pm.expect(pm.response.json()).to.have.property('id'))`

function ScriptHelp() {
  return (
    <details className="rounded-md border border-border bg-surface px-3 py-2 text-xs">
      <summary className="cursor-pointer font-medium">Script API</summary>
      <div className="mt-2 flex flex-col gap-1.5 text-muted-foreground">
        <p>
          Scripts run in a QuickJS sandbox for at most {DEFAULT_DEADLINE_MS / 1000} s and {MEMORY_LIMIT_BYTES / 1024 / 1024} MB. They cannot reach the page, its storage, the DOM or the network:
          no fetch, XMLHttpRequest, localStorage, document, window or postMessage. An error or a time-out is shown and the request still goes out.
        </p>
        <ul className="flex list-disc flex-col gap-0.5 pl-4 font-mono">
          <li>pm.request.url, .method — read and assign</li>
          <li>pm.request.headers.get(name) / .has / .upsert({'{ key, value }'}) / .add / .remove(name) / .toObject()</li>
          <li>pm.request.body.mode ('raw' | 'urlencoded' | 'formdata'), .raw, .urlencoded / .formdata ([{'{ key, value }'}])</li>
          <li>pm.environment.get / .set / .unset / .has / .toObject(); pm.variables.get / .replaceIn(text)</li>
          <li>pm.response.code, .status (reason text), .headers.get(name), .json(), .text(), .responseTime, .responseSize</li>
          <li>pm.test(name, fn); pm.expect(x).to.equal / eql / be.a / include / have.property / be.above / be.below / be.ok / not…</li>
          <li>pm.response.to.have.status(200) / .header(name) / be.ok</li>
          <li>console.log / info / warn / error; atob / btoa</li>
        </ul>
        <p>Variables a script sets are written back to Variables and can be used as {'{{name}}'} in the URL, headers, body and auth.</p>
      </div>
    </details>
  )
}

/** A labelled one-line monospace input. */
function TextField({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <Field label={label} htmlFor={id}>
      <input id={id} className={cn(inputClass, 'font-mono')} value={value} placeholder={placeholder} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

function AuthFields({ auth, onChange }: { auth: Auth; onChange: (patch: Partial<Auth>) => void }) {
  const [showPassword, setShowPassword] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <Field label="Type" htmlFor="rest-auth-type" className="w-48">
        <Select id="rest-auth-type" value={auth.type} onChange={(e) => onChange({ type: e.target.value as AuthType })} options={AUTH_TYPES.map((t) => ({ value: t, label: AUTH_LABELS[t] }))} />
      </Field>
      {auth.type === 'none' ? <Note>No Authorization header is added.</Note> : null}
      {auth.type === 'bearer' ? (
        <>
          <TextField id="rest-auth-token" label="Token" value={auth.token} onChange={(token) => onChange({ token })} />
          <Note>Sent as Authorization: Bearer &lt;token&gt;, when a token is given.</Note>
        </>
      ) : null}
      {auth.type === 'basic' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="rest-auth-username" label="Username" value={auth.username} onChange={(username) => onChange({ username })} />
            <Field label="Password" htmlFor="rest-auth-password">
              <div className="flex gap-1.5">
                <input
                  id="rest-auth-password"
                  type={showPassword ? 'text' : 'password'}
                  className={cn(inputClass, 'font-mono')}
                  value={auth.password}
                  autoComplete="off"
                  onChange={(e) => onChange({ password: e.target.value })}
                />
                <Button size="icon" className="h-9 w-9" aria-label={showPassword ? 'Hide password' : 'Show password'} aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
                  {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
              </div>
            </Field>
          </div>
          <Note>Sent as Authorization: Basic base64(username:password), when both are given.</Note>
        </>
      ) : null}
      {auth.type === 'apikey' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
            <TextField id="rest-auth-key" label="Key" value={auth.key} placeholder="X-API-Key" onChange={(key) => onChange({ key })} />
            <TextField id="rest-auth-value" label="Value" value={auth.keyValue} onChange={(keyValue) => onChange({ keyValue })} />
            <Field label="Add to" htmlFor="rest-auth-addto">
              <Select
                id="rest-auth-addto"
                value={auth.addTo}
                onChange={(e) => onChange({ addTo: e.target.value as Auth['addTo'] })}
                options={[
                  { value: 'header', label: 'Header' },
                  { value: 'query', label: 'Query Params' },
                ]}
              />
            </Field>
          </div>
          <Note>{auth.addTo === 'query' ? 'Added to the query string as key=value (URL-encoded), when both are given.' : 'Sent as a header named by the key, when both are given.'}</Note>
        </>
      ) : null}
      {auth.type !== 'none' ? <Note>Credentials are saved in this browser with the rest of the form. Share leaves them out unless you choose to include them.</Note> : null}
    </div>
  )
}

function BodyEditor({ state, set }: { state: RestState; set: <K extends keyof RestState>(key: K, value: RestState[K]) => void }) {
  const labels: Record<BodyType, string> = { none: 'none', raw: 'raw', 'form-data': 'form-data', 'x-www-form-urlencoded': 'x-www-form-urlencoded' }
  return (
    <div className="flex min-h-full flex-col gap-3">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="sr-only">Body type</legend>
        {BODY_TYPES.map((t) => (
          <label key={t} className="flex items-center gap-1.5 text-sm">
            <input type="radio" name="rest-body-type" className="accent-[var(--primary)]" value={t} checked={state.bodyType === t} onChange={() => set('bodyType', t)} />
            {labels[t]}
          </label>
        ))}
      </fieldset>
      {!bodyAllowed(state.method) && state.bodyType !== 'none' ? <Note>{state.method} requests are sent without a body; it is kept here for other methods.</Note> : null}
      {state.bodyType === 'none' ? <Note>The request has no body.</Note> : null}
      {state.bodyType === 'raw' ? (
        <>
          <div className="flex h-52 min-h-0 flex-col overflow-hidden rounded-md border border-border">
            <CodeEditor id="rest-raw-body" label="Raw body" language="json" value={state.rawBody} onChange={(v) => set('rawBody', v)} placeholder='{"name": "Ada"}' />
          </div>
          <Note>Sent as typed, with the Content-Type of the Headers tab (application/json by default). {'{{variables}}'} are replaced.</Note>
        </>
      ) : null}
      {state.bodyType === 'form-data' || state.bodyType === 'x-www-form-urlencoded' ? (
        <>
          <KeyValueEditor noun="Field" rows={state.formData} onChange={(rows) => set('formData', rows)} testId="rest-form-fields" />
          <Note>
            {state.bodyType === 'form-data'
              ? 'Sent as multipart/form-data. The browser writes the Content-Type with its boundary, so a Content-Type from the Headers tab is left out.'
              : 'Sent URL-encoded with Content-Type: application/x-www-form-urlencoded, unless the Headers tab sets a Content-Type other than the default application/json.'}
          </Note>
        </>
      ) : null}
    </div>
  )
}

function ScriptsEditor({ state, set }: { state: RestState; set: <K extends keyof RestState>(key: K, value: RestState[K]) => void }) {
  return (
    <Tabs defaultValue="pre" className="flex min-h-full flex-col gap-3">
      <TabsList className="self-start" aria-label="Script">
        <TabsTrigger value="pre">Pre-request{state.preRequestScript.trim() ? ' •' : ''}</TabsTrigger>
        <TabsTrigger value="tests">Tests{state.tests.trim() ? ' •' : ''}</TabsTrigger>
      </TabsList>
      <TabsContent value="pre" className="mt-0! flex flex-col gap-2 data-[state=inactive]:hidden">
        <div className="flex h-48 min-h-0 flex-col overflow-hidden rounded-md border border-border">
          <CodeEditor id="rest-pre-request" label="Pre-request script" language="javascript" value={state.preRequestScript} onChange={(v) => set('preRequestScript', v)} placeholder={PRE_REQUEST_PLACEHOLDER} />
        </div>
        <Note>Runs before the request is sent; it can change the URL, headers and body and set variables.</Note>
      </TabsContent>
      <TabsContent value="tests" className="mt-0! flex flex-col gap-2 data-[state=inactive]:hidden">
        <div className="flex h-48 min-h-0 flex-col overflow-hidden rounded-md border border-border">
          <CodeEditor id="rest-tests" label="Tests" language="javascript" value={state.tests} onChange={(v) => set('tests', v)} placeholder={TESTS_PLACEHOLDER} />
        </div>
        <Note>Runs after the response arrives; results show under Response → Tests.</Note>
      </TabsContent>
      <ScriptHelp />
    </Tabs>
  )
}

function SettingsPanel({ state, set }: { state: RestState; set: <K extends keyof RestState>(key: K, value: RestState[K]) => void }) {
  const [text, setText] = useState(String(state.timeoutSeconds))
  return (
    <div className="flex flex-col gap-3">
      <Field label="Time-out (seconds)" htmlFor="rest-timeout" className="w-44">
        <input
          id="rest-timeout"
          type="number"
          min={MIN_TIMEOUT_SECONDS}
          max={MAX_TIMEOUT_SECONDS}
          className={inputClass}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (e.target.value.trim() !== '') set('timeoutSeconds', clampTimeout(e.target.value))
          }}
          onBlur={() => setText(String(state.timeoutSeconds))}
        />
      </Field>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground" data-testid="rest-settings-notes">
        <li>Nothing is sent until you press Send (or {'Ctrl/⌘'}+Enter).</li>
        <li>A request with no answer within the time-out ({state.timeoutSeconds} s) is stopped; Cancel stops it sooner.</li>
        <li>Redirects are followed; the response is the final one.</li>
        <li>TLS (SSL) certificates are verified by the browser; a request to a server with an untrusted certificate fails.</li>
        <li>Cookies are not sent and the browser cache is bypassed. The browser sets some headers itself (User-Agent, Origin, Cookie, Content-Length…).</li>
        <li>The server must allow this page by CORS for the browser to show its answer; otherwise the response explains what happened and offers the request as a cURL command.</li>
        <li>
          Scripts run in a sandbox with a {DEFAULT_DEADLINE_MS / 1000} s deadline and a {MEMORY_LIMIT_BYTES / 1024 / 1024} MB memory limit, and cannot reach the page, storage or network.
        </li>
      </ul>
    </div>
  )
}

function RecentRequests({ list, onLoad, onRemove }: { list: readonly SavedRequest[]; onLoad: (r: SavedRequest) => void; onRemove: (r: SavedRequest) => void }) {
  const recent = recentRequests(list)
  return (
    <section aria-labelledby="rest-recent-title" className="flex min-w-0 flex-wrap items-center gap-2">
      <h2 id="rest-recent-title" className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <History aria-hidden className="size-3.5" /> Recent Requests
      </h2>
      {recent.length ? (
        <ul className="flex min-w-0 flex-wrap gap-1.5" data-testid="rest-recent">
          {recent.map((r, i) => (
            <li key={`${r.id}-${i}`} className="flex max-w-[18rem] min-w-0 items-center rounded-md border border-border bg-surface">
              <button
                type="button"
                className="flex min-w-0 items-center gap-1.5 rounded-l-md py-1 pr-1 pl-2 text-xs hover:bg-muted"
                aria-label={`Load ${r.method} ${r.url}`}
                title={`Load ${r.method} ${r.url}${r.timestamp ? ` (saved ${new Date(r.timestamp).toLocaleString()})` : ''}`}
                onClick={() => onLoad(r)}
              >
                <span className="font-mono font-semibold text-accent-foreground">{r.method}</span>
                <span className="truncate font-mono">{r.url}</span>
              </button>
              <button type="button" className="rounded-r-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground" aria-label={`Remove saved request ${r.method} ${r.url}`} onClick={() => onRemove(r)}>
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">None yet: press Save to keep a request's method and URL here.</p>
      )}
    </section>
  )
}

export default function RestClient() {
  const [state, setState] = useAtom(restClientAtom)
  const [outcome, setOutcome] = useState<SendOutcome | null>(null)
  const [sentAs, setSentAs] = useState('')
  const [cancelled, setCancelled] = useState(false)
  const [history, setHistory] = useAtom(restHistoryAtom)
  /** The History entry of the request on its way, to record how it ended. */
  const sending = useRef<string | null>(null)
  const [importOpen, setImportOpen] = useState(false)
  const importSubmit = useRef<(() => void) | null>(null)
  const set = <K extends keyof RestState>(key: K, value: RestState[K]) => setState((s) => ({ ...s, [key]: value }))

  const task = useWorkerTask<RestState, SendOutcome>((s, { signal }) => runSend(s, signal))
  const busy = task.status === 'running'

  const send = async () => {
    if (!state.url.trim()) {
      // D31: the old response was for another request; it goes with this error.
      setOutcome(null)
      toast.error(MESSAGES.errorTitle, { description: MESSAGES.missingUrl })
      return
    }
    const snapshot = state
    const superseded = sending.current
    if (superseded) setHistory((h) => settleHistory(h, superseded, 'cancelled'))
    const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    sending.current = id
    setCancelled(false)
    setHistory((h) => addToHistory(h, snapshot, new Date(), id))
    const o = await task.run(snapshot)
    if (sending.current !== id) return // cancelled, or another Send took over
    sending.current = null
    if (!o) {
      setHistory((h) => settleHistory(h, id, 'failed'))
      return
    }
    setHistory((h) => settleHistory(h, id, o.result.ok ? o.result.status : 'failed'))
    setOutcome(o)
    setSentAs(requestKey(snapshot))
    if (!sameEnvironment(o.environment, environmentPairs(snapshot.environment))) setState((s) => ({ ...s, environment: applyEnvironment(s.environment, o.environment) }))
    if (o.result.ok) toast[sentToastKind(o.result.status)](MESSAGES.sent, { description: sentDescription(o.result.status, o.result.statusText, o.result.elapsedMs) })
    else toast.error(MESSAGES.failedToast, { description: o.result.reason })
  }

  const cancel = () => {
    task.cancel()
    const id = sending.current
    sending.current = null
    if (id) setHistory((h) => settleHistory(h, id, 'cancelled'))
    // The earlier answer belonged to another request: it goes, so it is never taken for this one's.
    setOutcome(null)
    setCancelled(true)
  }

  const restore = (e: HistoryEntry) => {
    setState((s) => restoreFromHistory(s, e))
    toast.success(MESSAGES.loaded, { description: e.trimmed ? HISTORY_MESSAGES.trimmed : `${e.request.method} ${e.request.url}` })
  }

  const clearHistory = () => {
    setHistory({ entries: [] })
    toast.success(HISTORY_MESSAGES.cleared)
  }

  const save = () => {
    if (!state.url.trim()) {
      toast.error(MESSAGES.errorTitle, { description: MESSAGES.missingUrl })
      return
    }
    setState((s) => ({ ...s, savedRequests: saveRequest(s.savedRequests, s.method, s.url.trim(), new Date()) }))
    toast.success(MESSAGES.saved)
  }

  const load = (r: SavedRequest) => {
    setState((s) => loadSavedRequest(s, r))
    toast.success(MESSAGES.loaded, { description: `${r.method} ${r.url}` })
  }

  const preview = buildRequest(state)
  const scheme = assumedScheme(urlWithParams(state.url.trim(), state.params))
  const result = outcome?.body?.text
  // D31: a response is of the request it was sent as; an edit to that request marks it out of date.
  const stale = !!outcome && sentAs !== requestKey(state)
  useToolFrame({
    result: result || undefined,
    stale,
    mainAction: () => (importOpen ? importSubmit.current?.() : void send()),
    share: restClientShare,
  })

  const setUrl = (url: string) => setState((s) => ({ ...s, url, params: paramsFromUrl(url, s.params) }))
  const setParams = (params: KeyValueRow[]) => setState((s) => ({ ...s, params, url: urlWithParams(s.url, params) }))
  const usedCount = (rows: readonly KeyValueRow[]) => rows.filter((r) => r.enabled && r.key.trim()).length
  const count = (n: number) => (n ? ` (${n})` : '')

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Method"
          className="w-32 font-mono"
          value={state.method}
          onChange={(e) => set('method', e.target.value as Method)}
          options={METHODS.map((m) => ({ value: m, label: m }))}
        />
        <input
          aria-label="URL"
          className={cn(inputClass, 'min-w-60 flex-1 font-mono')}
          value={state.url}
          placeholder="https://api.example.com/users?page=1"
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && void send()}
        />
        <div className="flex flex-wrap gap-2">
          <CancelButton show={busy} onCancel={cancel} />
          <RunButton busy={busy} onRun={() => void send()} icon={Send} label="Send" busyLabel="Sending..." />
          <Button onClick={save}>
            <Save aria-hidden /> Save
          </Button>
          <VariablesDialog rows={state.environment} onChange={(rows) => set('environment', rows)} />
          <HistoryDialog entries={history.entries} onRestore={restore} onClear={clearHistory} />
        </div>
      </div>
      {preview.unresolved.length ? (
        <p className="text-xs text-warning" data-testid="rest-unresolved">
          No value under Variables for {preview.unresolved.map((n) => `{{${n}}}`).join(', ')}
          {state.preRequestScript.trim() ? ' (unless the pre-request script sets them)' : ''}.
        </p>
      ) : null}
      {scheme ? (
        <p className="text-xs text-muted-foreground" data-testid="rest-scheme">
          No scheme in the URL: it is sent as {preview.url}
          {scheme === 'http://' ? ' (http:// for a local address)' : ' (https:// for a public host; type http:// to use plain http)'}.
        </p>
      ) : null}
      <RecentRequests list={state.savedRequests} onLoad={load} onRemove={(r) => setState((s) => ({ ...s, savedRequests: s.savedRequests.filter((x) => x !== r) }))} />

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <Pane
          title="Request"
          titleId="rest-request-title"
          className={PANE_HEIGHT}
          actions={
            <>
              <CurlImportDialog
                open={importOpen}
                onOpenChange={setImportOpen}
                submitRef={importSubmit}
                onImport={(request) => {
                  const r = importCurl(state, request)
                  setState(r.state)
                  toast.success('cURL command imported', r.notes.length ? { description: r.notes.join('. ') } : undefined)
                }}
              />
              <CopyButton variant="ghost" label="Copy as cURL" getText={() => buildCurl(curlRequest(buildRequest(state)))} toastMessage="✅ cURL command copied to clipboard!" />
              <CopyAsCode getRequest={() => curlRequest(buildRequest(state))} />
            </>
          }
        >
          <Tabs defaultValue="params" className="flex min-h-0 flex-1 flex-col">
            <div className="border-b border-border px-3 py-2">
              {/* The tabs wrap onto a second row on a narrow screen: none is ever clipped or hidden off to the side. */}
              <TabsList aria-label="Request" className="h-auto max-w-full flex-wrap" data-testid="rest-request-tabs">
                <TabsTrigger value="params" className="px-2! whitespace-nowrap">Params{count(usedCount(state.params))}</TabsTrigger>
                <TabsTrigger value="auth" className="px-2! whitespace-nowrap">Authorization</TabsTrigger>
                <TabsTrigger value="headers" className="px-2! whitespace-nowrap">Headers{count(usedCount(state.headers))}</TabsTrigger>
                <TabsTrigger value="body" className="px-2! whitespace-nowrap">Body</TabsTrigger>
                <TabsTrigger value="scripts" className="px-2! whitespace-nowrap">Scripts</TabsTrigger>
                <TabsTrigger value="settings" className="px-2! whitespace-nowrap">Settings</TabsTrigger>
              </TabsList>
            </div>
            <div className="min-h-0 flex-1 overflow-auto p-3">
              <TabsContent value="params" className="mt-0! flex flex-col gap-3">
                <KeyValueEditor noun="Param" rows={state.params} onChange={setParams} testId="rest-params" />
                <Note>Kept in sync with the URL's query string, both ways. Unticked rows stay here but are not sent.</Note>
              </TabsContent>
              <TabsContent value="auth" className="mt-0!">
                <AuthFields auth={state.auth} onChange={(patch) => setState((s) => ({ ...s, auth: { ...s.auth, ...patch } }))} />
              </TabsContent>
              <TabsContent value="headers" className="mt-0! flex flex-col gap-3">
                <KeyValueEditor
                  noun="Header"
                  rows={state.headers}
                  onChange={(rows) => set('headers', rows)}
                  rowHint={(r) => (r.enabled && isForbiddenHeader(r.key) ? 'Browsers do not let a page set this header; it will not be sent as typed.' : null)}
                  testId="rest-headers"
                />
                {state.auth.type !== 'none' ? <Note>The Authorization tab adds its header (or query parameter) when sending; it replaces a header of the same name here.</Note> : null}
                {state.bodyType === 'form-data' && bodyAllowed(state.method) ? <Note>With a form-data body the browser sets Content-Type itself (with the multipart boundary); a Content-Type here is left out.</Note> : null}
              </TabsContent>
              <TabsContent value="body" className="mt-0! h-full">
                <BodyEditor state={state} set={set} />
              </TabsContent>
              <TabsContent value="scripts" className="mt-0! h-full">
                <ScriptsEditor state={state} set={set} />
              </TabsContent>
              <TabsContent value="settings" className="mt-0!">
                <SettingsPanel state={state} set={set} />
              </TabsContent>
            </div>
          </Tabs>
        </Pane>

        <ResponsePane outcome={outcome} busy={busy} cancelled={cancelled} stale={stale} className={PANE_HEIGHT} />
      </div>
      {task.status === 'error' ? <ErrorText>{`${MESSAGES.failedPrefix}${task.error instanceof Error ? task.error.message : String(task.error)}`}</ErrorText> : null}
    </div>
  )
}

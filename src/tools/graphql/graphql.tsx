import { useAtom } from 'jotai'
import { BookOpen, CircleCheck, Send } from 'lucide-react'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { GraphQLSchema } from 'graphql'
import { buildCurl } from '../../lib/curl'
import { sendHttp, type HttpRequest } from '../../lib/http-send'
import { prettyBody } from '../../lib/pretty-body'
import { Button } from '../../ui/button'
import { CancelButton, RunButton } from '../../ui/run-buttons'
import { cn } from '../../ui/cn'
import { CodeEditor, type CodeEditorHandle, type ErrorMark } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { sameInputs, STALE_DIM, StaleNote, staleTitle } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { queryExtensions } from './graphql-editor'
import {
  answerErrors,
  operationsOf,
  parseHeaders,
  pickOperation,
  prepareIntrospection,
  prepareRequest,
  readSchema,
  REQUEST_FAILED,
  rootFields,
  SCHEMA_TIMEOUT_MS,
  statusLine,
  TIMEOUT_MS,
  type AnswerError,
  type Field as InputField,
  type GraphqlState,
  type PreparedRequest,
  type RootFields,
} from './graphql.logic'
import { graphqlAtom, graphqlShare } from './graphql.state'

type Failure = { reason: string; hints: string[]; curl: string | null }
type Outcome =
  | { kind: 'response'; status: string; success: boolean; body: string; json: boolean; errors: AnswerError[] }
  | ({ kind: 'failed' } & Failure)
  | { kind: 'cancelled' }
type LoadedSchema = { schema: GraphQLSchema; typeCount: number; roots: RootFields[] }
type SchemaNote = { kind: 'failed'; message: string; hints: string[] } | { kind: 'cancelled' } | null

const QUERY_PLACEHOLDER = '# Your query, for example:\nquery Books($first: Int) {\n  books {\n    title\n  }\n}'
const HEADERS_PLACEHOLDER = 'Authorization: Bearer <token>\nX-Request-Id: 42\n# a line starting with # is not sent'
const paneBox = 'flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background'
const paneHeader = 'flex min-h-11 items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5'
/** Inactive tab panels stay mounted (the editors keep their undo history) but hidden. */
const tabPanel = 'mt-0! flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden'

/** Sends a prepared request through sendHttp, explaining a failure the way the screen shows it. */
async function post(req: PreparedRequest, timeoutMs: number, signal: AbortSignal) {
  const http: HttpRequest = { method: 'POST', url: req.url, headers: req.headers, body: req.body, timeoutMs, signal }
  const r = await sendHttp(http)
  if (r.ok) return r
  const hints = r.kind === 'timeout' ? [`The server did not answer within ${timeoutMs / 1000} s. Try again, or run the cURL command below from a terminal.`] : r.hints
  return { ...r, hints, curl: buildCurl({ method: 'POST', url: req.url, headers: req.headers, body: req.body }) }
}

function FailureBlock({ failure, testId }: { failure: Failure; testId: string }) {
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <ErrorText>{REQUEST_FAILED}</ErrorText>
      <p className="pl-5.5 text-xs text-muted-foreground" data-testid={`${testId}-reason`}>
        {failure.reason}
      </p>
      {failure.hints.length ? (
        <ul className="ml-5.5 list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
          {failure.hints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      {failure.curl ? (
        <div className="mt-1 flex flex-col gap-1 pl-5.5">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-medium text-muted-foreground">The request as cURL</span>
            <CopyButton variant="ghost" text={failure.curl} label="Copy cURL" />
          </div>
          <pre className="max-h-56 overflow-auto rounded-md bg-muted p-2 font-mono text-xs break-all whitespace-pre-wrap" data-testid="graphql-curl">
            {failure.curl}
          </pre>
        </div>
      ) : null}
    </div>
  )
}

function SchemaStatus({ fetching, schema, note, onShow }: { fetching: boolean; schema: LoadedSchema | null; note: SchemaNote; onShow: () => void }) {
  let content: ReactNode
  if (fetching) content = <span className="text-muted-foreground">Fetching the schema by introspection…</span>
  else if (note?.kind === 'failed')
    content = (
      <div className="flex flex-col gap-0.5">
        <ErrorText>Schema not loaded: {note.message}</ErrorText>
        {note.hints.map((h) => (
          <span key={h} className="pl-5.5 text-xs text-muted-foreground">
            {h}
          </span>
        ))}
      </div>
    )
  else if (schema)
    content = (
      <span className="flex flex-wrap items-center gap-x-1.5">
        <CircleCheck aria-hidden className="size-4 text-success" />
        <span className="font-medium" data-testid="graphql-schema-count">
          Schema: {schema.typeCount} {schema.typeCount === 1 ? 'type' : 'types'}
        </span>
        <span className="text-muted-foreground">· names complete as you type in the query (Ctrl+Space lists them) ·</span>
        <button type="button" className="rounded-sm text-accent-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring" onClick={onShow}>
          Browse root fields
        </button>
      </span>
    )
  else if (note?.kind === 'cancelled') content = <span className="text-muted-foreground">Fetching the schema was cancelled.</span>
  else content = <span className="text-muted-foreground">No schema yet. Fetch schema asks the endpoint for it (introspection), for autocompletion and checks in the query editor.</span>
  return (
    <div className="min-h-5 text-sm" aria-live="polite" data-testid="graphql-schema-status">
      {content}
    </div>
  )
}

function SchemaBrowser({ schema }: { schema: LoadedSchema | null }) {
  if (!schema) return <p className="p-3 text-sm text-muted-foreground">Press Fetch schema to list the root fields (queries and mutations) here.</p>
  return (
    <div className="flex flex-col gap-4 overflow-auto p-3" data-testid="graphql-schema-browser">
      {schema.roots.map((root) => (
        <section key={root.operation} aria-labelledby={`graphql-root-${root.operation}`}>
          <h3 id={`graphql-root-${root.operation}`} className="mb-1.5 text-xs font-medium text-muted-foreground">
            {root.operation === 'query' ? 'Queries' : root.operation === 'mutation' ? 'Mutations' : 'Subscriptions'} <span className="font-mono">({root.typeName})</span>
          </h3>
          <ul className="flex flex-col gap-1.5">
            {root.fields.map((f) => (
              <li key={f.name} className="text-sm">
                <code className="font-mono text-[13px] break-all">{f.signature}</code>
                {f.description ? <p className="text-xs text-muted-foreground">{f.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export default function GraphqlPlayground() {
  const [state, setState] = useAtom(graphqlAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sentFrom, setSentFrom] = useState<GraphqlState | null>(null)
  const [invalid, setInvalid] = useState<{ field: InputField; mark: ErrorMark } | null>(null)
  const [queryMark, setQueryMark] = useState<ErrorMark>(null)
  const [schema, setSchema] = useState<LoadedSchema | null>(null)
  const [schemaNote, setSchemaNote] = useState<SchemaNote>(null)
  const [inputTab, setInputTab] = useState('variables')
  const [outputTab, setOutputTab] = useState('response')
  const queryEditor = useRef<CodeEditorHandle>(null)

  // Only on a press (Send, Ctrl/Cmd+Enter, Fetch schema); Cancel aborts; both have a time-out (D20).
  const sendTask = useWorkerTask<PreparedRequest, Outcome>(async (req, { signal }) => {
    const r = await post(req, TIMEOUT_MS, signal)
    if (!r.ok) return { kind: 'failed', reason: r.reason, hints: r.hints, curl: r.curl }
    const pretty = await prettyBody(r.text, r.contentType, signal)
    return { kind: 'response', status: statusLine(r.status, r.statusText, r.elapsedMs, r.size), success: r.status >= 200 && r.status < 300, body: pretty.text, json: pretty.json, errors: answerErrors(r.text) }
  })
  const schemaTask = useWorkerTask<PreparedRequest, { ok: true; schema: LoadedSchema } | { ok: false; message: string; hints: string[] }>(async (req, { signal }) => {
    const r = await post(req, SCHEMA_TIMEOUT_MS, signal)
    if (!r.ok) return { ok: false, message: r.reason, hints: r.hints }
    const s = readSchema(r.status, r.text)
    return s.ok ? { ok: true, schema: { schema: s.schema, typeCount: s.typeCount, roots: rootFields(s.schema) } } : { ok: false, message: s.message, hints: [] }
  })
  const sending = sendTask.status === 'running'
  const fetching = schemaTask.status === 'running'

  const operations = useMemo(() => operationsOf(state.query), [state.query])
  const operation = pickOperation(operations.names, state.operationName)
  const headerCheck = useMemo(() => parseHeaders(state.headers), [state.headers])
  const headerCount = headerCheck.ok ? headerCheck.headers.length : 0
  const headerNotes = headerCheck.ok
    ? [...(headerCheck.blocked.length ? [`Browsers do not let a page send ${headerCheck.blocked.join(', ')}; left out.`] : []), ...headerCheck.ignored].slice(0, 2)
    : []
  const extensions = useMemo(() => queryExtensions(schema?.schema), [schema])

  /** A request that cannot be sent: the spec's message, why, and the field marked. */
  const refuse = (p: { field: InputField; message: string; line?: number; column?: number }) => {
    setInvalid({ field: p.field, mark: p.line ? { line: p.line, column: p.column ?? 1 } : null })
    if (p.field === 'variables' || p.field === 'headers') setInputTab(p.field)
  }

  const send = async () => {
    const p = prepareRequest(state)
    setOutputTab('response')
    setQueryMark(null)
    if (!p.ok) {
      refuse(p)
      sendTask.cancel()
      setOutcome({ kind: 'failed', reason: p.message, hints: [], curl: null })
      return
    }
    setInvalid(null)
    const from = state
    const r = await sendTask.run(p.request)
    if (!r) return
    setOutcome(r)
    setSentFrom(from)
    const at = r.kind === 'response' ? r.errors.find((e) => e.line) : undefined
    if (at?.line) setQueryMark({ line: at.line, column: at.column ?? 1 })
  }

  const fetchSchema = async () => {
    const p = prepareIntrospection(state)
    if (!p.ok) {
      refuse(p)
      setSchemaNote({ kind: 'failed', message: p.message, hints: [] })
      return
    }
    setSchemaNote(null)
    const r = await schemaTask.run(p.request)
    if (!r) return
    if (r.ok) setSchema(r.schema)
    else {
      setSchema(null)
      setSchemaNote({ kind: 'failed', message: r.message, hints: r.hints })
    }
  }

  const cancel = () => {
    if (sending) {
      sendTask.cancel()
      setOutcome({ kind: 'cancelled' })
    }
    if (fetching) {
      schemaTask.cancel()
      setSchemaNote({ kind: 'cancelled' })
    }
  }

  const response = outcome?.kind === 'response' ? outcome : null
  // D31: a response is of the request it was sent as; an edit to that request marks it out of date.
  const stale = !!response && !sameInputs(sentFrom, state)
  useToolFrame({ result: response?.body || undefined, stale, mainAction: () => void send(), share: graphqlShare })
  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => {
    setState((s) => ({ ...s, [key]: value }))
    if (invalid?.field === key) setInvalid(null)
  }
  const markOf = (field: InputField) => (invalid?.field === field ? invalid.mark : null)

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Endpoint" htmlFor="graphql-endpoint" className="min-w-64 flex-1">
          <input
            id="graphql-endpoint"
            className={`${inputClass} font-mono`}
            value={state.endpoint}
            placeholder="https://api.example.com/graphql"
            spellCheck={false}
            autoComplete="url"
            inputMode="url"
            aria-invalid={invalid?.field === 'endpoint' || undefined}
            onChange={(e) => set('endpoint', e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && void send()}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void fetchSchema()} disabled={fetching}>
            <BookOpen aria-hidden /> {fetching ? 'Fetching schema...' : 'Fetch schema'}
          </Button>
          <RunButton busy={sending} onRun={() => void send()} icon={Send} label="Send" busyLabel="Sending..." />
          <CancelButton show={sending || fetching} onCancel={cancel} />
        </div>
      </div>

      <SchemaStatus fetching={fetching} schema={schema} note={schemaNote} onShow={() => setOutputTab('schema')} />

      <div className="grid gap-3 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <Pane
            title="Query"
            titleId="graphql-query-title"
            className="h-[min(33vh,290px)] min-h-52"
            actions={
              <label className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
                Operation
                <Select
                  aria-label="Operation"
                  className="w-44"
                  value={operation ?? ''}
                  disabled={operations.names.length < 2}
                  onChange={(e) => set('operationName', e.target.value)}
                  options={operations.names.length ? operations.names.map((n) => ({ value: n, label: n })) : [{ value: '', label: operations.anonymous ? '(anonymous)' : '—' }]}
                />
              </label>
            }
          >
            <CodeEditor
              id="graphql-query"
              label="Query"
              value={state.query}
              onChange={(v) => {
                set('query', v)
                setQueryMark(null)
              }}
              placeholder={QUERY_PLACEHOLDER}
              extensions={extensions}
              error={markOf('query') ?? queryMark}
              handleRef={queryEditor}
            />
          </Pane>

          <Tabs value={inputTab} onValueChange={setInputTab} className={cn(paneBox, 'h-[min(21vh,180px)] min-h-40')}>
            <div className={paneHeader}>
              <TabsList aria-label="Request options">
                <TabsTrigger value="variables">Variables</TabsTrigger>
                <TabsTrigger value="headers">Headers{headerCount ? ` (${headerCount})` : ''}</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="variables" forceMount className={tabPanel}>
              <CodeEditor id="graphql-variables" label="Variables" language="json" value={state.variables} onChange={(v) => set('variables', v)} placeholder="{} (empty means {})" error={markOf('variables')} />
            </TabsContent>
            <TabsContent value="headers" forceMount className={tabPanel}>
              <CodeEditor id="graphql-headers" label="Headers" value={state.headers} onChange={(v) => set('headers', v)} placeholder={HEADERS_PLACEHOLDER} error={markOf('headers')} />
              <div className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground" data-testid="graphql-headers-note">
                {headerNotes.length ? headerNotes.map((n) => <p key={n} className="truncate" title={n}>{n}</p>) : <p>One &lsquo;Name: value&rsquo; per line; Content-Type: application/json is sent unless you set it.</p>}
              </div>
            </TabsContent>
          </Tabs>
        </div>

        <Tabs value={outputTab} onValueChange={setOutputTab} className={cn(paneBox, 'h-[min(60vh,540px)] min-h-72 lg:h-auto')}>
          <div className={paneHeader}>
            <TabsList aria-label="Result">
              <TabsTrigger value="response">Response</TabsTrigger>
              <TabsTrigger value="schema">Schema</TabsTrigger>
            </TabsList>
            {outputTab === 'response' && response?.body ? <CopyButton variant="ghost" getText={() => response.body} disabled={stale} title={stale ? staleTitle('Send') : undefined} /> : null}
          </div>
          <TabsContent value="response" className={cn(tabPanel, stale && !sending && STALE_DIM)} aria-live="polite" data-stale={(stale && !sending) || undefined}>
            {stale && !sending ? <StaleNote action="Send" className="border-b border-border px-3 py-2" /> : null}
            {sending ? (
              <p className="p-3 text-sm text-muted-foreground" role="status">
                Waiting for the answer… Cancel stops it.
              </p>
            ) : outcome?.kind === 'failed' ? (
              <div className="overflow-auto p-3">
                <FailureBlock failure={outcome} testId="graphql-failed" />
              </div>
            ) : outcome?.kind === 'cancelled' ? (
              <p className="p-3 text-sm text-muted-foreground" data-testid="graphql-cancelled">
                Request cancelled.
              </p>
            ) : response ? (
              <>
                <div className="flex flex-col gap-1 border-b border-border px-3 py-2">
                  <p className={cn('text-sm font-medium', response.success ? 'text-success' : 'text-destructive-foreground')} data-testid="graphql-status">
                    {response.status}
                  </p>
                  {response.errors.length ? (
                    <ul className="flex max-h-24 flex-col gap-0.5 overflow-auto text-xs" data-testid="graphql-errors" aria-label="GraphQL errors">
                      {response.errors.slice(0, 5).map((e, i) => (
                        <li key={i} className="text-destructive-foreground">
                          {e.message}
                          {e.line ? (
                            <>
                              {' '}
                              <button type="button" className="rounded-sm text-muted-foreground underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring" onClick={() => queryEditor.current?.goTo(e.line!, e.column ?? 1)}>
                                line {e.line}, column {e.column}
                              </button>
                            </>
                          ) : null}
                        </li>
                      ))}
                      {response.errors.length > 5 ? <li className="text-muted-foreground">and {response.errors.length - 5} more in the response</li> : null}
                    </ul>
                  ) : null}
                </div>
                <CodeEditor id="graphql-response" label="Response" language={response.json ? 'json' : 'text'} value={response.body} readOnly wrap />
              </>
            ) : (
              <p className="p-3 text-sm text-muted-foreground">The status appears here, then the response, pretty-printed. Press Send (Ctrl+Enter) to POST the query and variables to the endpoint. A response is not kept: after a reload, press Send to run it again.</p>
            )}
          </TabsContent>
          <TabsContent value="schema" className={tabPanel}>
            <SchemaBrowser schema={schema} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  )
}

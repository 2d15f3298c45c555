import { useAtom } from 'jotai'
import { Eye, EyeOff, Info, Send, ShieldCheck, ShieldQuestion, ShieldX } from 'lucide-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { formatBytes } from '../../lib/bytes'
import { buildCurl } from '../../lib/curl'
import { skippedNotes, parseHeaderLines } from '../../lib/header-lines'
import { checkUrl, sendHttp, type HttpFailure, type HttpResponse } from '../../lib/http-send'
import { prettyBody } from '../../lib/pretty-body'
import { describeAge, signWebhook, TOLERANCE_SECONDS, verifyWebhook, WEBHOOK_PROVIDER_IDS, WEBHOOK_PROVIDERS, type SignedWebhook, type WebhookProvider, type WebhookVerification } from '../../lib/webhook-signature'
import { useWorkerTask } from '../../workers/core/use-worker-task'
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
import { sameInputs, STALE_DIM, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { checkPayload, clampTimeout, EMPTY_RESPONSE, REQUEST_FAILED, requestHeaders, responseText, SECRET_REQUIRED, SIGNINGS, statusLine, TIMEOUT, URL_REQUIRED, type PayloadCheck, type Signing, type WebhookState } from './webhook.logic'
import { sessionSecretAtom, tabAtom, verifyAtom, webhookAtom, webhookShare } from './webhook.state'

type Job = { url: string; headers: Array<[string, string]>; body: string; timeoutMs: number }
type Outcome =
  | { kind: 'ok'; response: HttpResponse; body: string; json: boolean; sent: Array<[string, string]> }
  | { kind: 'failed'; failure: HttpFailure; curl: string }
  | { kind: 'cancelled' }

const areaClass =
  'w-full resize-y rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'
const PANE_HEIGHT = 'h-[min(42vh,340px)] min-h-56'

const signingLabel = (s: Signing) => (s === 'none' ? 'No signature' : `${WEBHOOK_PROVIDERS[s].label} (${WEBHOOK_PROVIDERS[s].signatureHeader})`)
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A password field with a show/hide toggle. */
function SecretInput({ id, value, onChange, placeholder, describedBy }: { id: string; value: string; onChange: (v: string) => void; placeholder: string; describedBy?: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        className={cn(inputClass, 'pr-10 font-mono')}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button variant="ghost" size="icon" className="absolute top-0.5 right-0.5" aria-label={shown ? 'Hide secret' : 'Show secret'} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  )
}

/** Muted explanatory lines (failure hints, ignored header lines); nothing when there are none. */
function Notes({ items, className }: { items: readonly string[]; className?: string }) {
  if (!items.length) return null
  return (
    <ul className={cn('text-xs text-muted-foreground', className)}>
      {items.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  )
}

function HeaderList({ headers, testId }: { headers: ReadonlyArray<readonly [string, string]>; testId?: string }) {
  return (
    <ul className="font-mono text-xs leading-relaxed break-all" data-testid={testId}>
      {headers.map(([n, v], i) => (
        <li key={i}>
          <span className="text-muted-foreground">{n}:</span> {v}
        </li>
      ))}
    </ul>
  )
}

function ResponseArea({ busy, outcome, url }: { busy: boolean; outcome: Outcome | null; url: string }) {
  if (busy) {
    let host = url
    try {
      host = new URL(url).host
    } catch {
      // shown as typed
    }
    return (
      <p className="m-4 text-sm text-muted-foreground" role="status">
        Sending POST to {host}…
      </p>
    )
  }
  if (!outcome)
    return (
      <p className="m-4 text-sm text-muted-foreground" data-testid="webhook-empty">
        {EMPTY_RESPONSE}
      </p>
    )
  if (outcome.kind === 'cancelled') {
    return (
      <p className="m-4 text-sm text-muted-foreground" role="status" data-testid="webhook-cancelled">
        Cancelled: the request was stopped before an answer arrived.
      </p>
    )
  }
  if (outcome.kind === 'failed') {
    const { failure, curl } = outcome
    const hints = failure.kind === 'timeout' ? ['The server did not answer in time. Try again, or raise Timeout (s).'] : failure.hints
    return (
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-3" data-testid="webhook-failed">
        <ErrorText>{REQUEST_FAILED}</ErrorText>
        <p className="pl-5.5 text-sm text-muted-foreground" data-testid="webhook-failure-reason">
          {failure.reason}
        </p>
        <Notes items={hints} className="list-disc pl-10" />
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="text-xs font-medium text-muted-foreground">The same request as a cURL command, to see the real error in a terminal:</p>
          <CopyButton variant="ghost" text={curl} aria-label="Copy cURL command" />
        </div>
        <pre className="overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all" data-testid="webhook-curl">
          {curl}
        </pre>
      </div>
    )
  }
  const { response, body, json, sent } = outcome
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-border px-3 py-2">
        <p className={cn('font-mono text-sm font-semibold', response.status >= 400 ? 'text-destructive-foreground' : 'text-success')} data-testid="webhook-status">
          {statusLine(response.status)}
        </p>
        <p className="text-xs text-muted-foreground">
          {response.statusText ? `${response.statusText} · ` : ''}
          {response.elapsedMs} ms · {formatBytes(response.size)}
        </p>
      </div>
      {body ? (
        <CodeEditor id="webhook-response" label="Response text" language={json ? 'json' : 'text'} value={body} readOnly wrap />
      ) : (
        <p className="m-3 text-sm text-muted-foreground">(empty response body)</p>
      )}
      <details className="border-t border-border px-3 py-2 text-xs">
        <summary className="cursor-pointer text-muted-foreground">Headers: {sent.length} sent, {response.headers.length} received</summary>
        <p className="mt-2 mb-1 font-medium text-muted-foreground">Sent</p>
        <HeaderList headers={sent} />
        <p className="mt-2 mb-1 font-medium text-muted-foreground">Received (as far as CORS lets the page read them)</p>
        <HeaderList headers={response.headers} />
      </details>
    </div>
  )
}

function VerifyResult({ verification }: { verification: WebhookVerification | null }) {
  if (!verification) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="verify-result">
        <ShieldQuestion aria-hidden className="size-4" /> Fill in the secret, the signature header and the raw payload to check them.
      </p>
    )
  }
  if (verification.status === 'error') {
    return (
      <div data-testid="verify-result">
        <ErrorText>{verification.message}</ErrorText>
      </div>
    )
  }
  const t = verification.timestamp
  return (
    <div className="flex flex-col gap-2" data-testid="verify-result" aria-live="polite">
      <p className={cn('flex items-start gap-1.5 text-sm font-medium', verification.valid ? 'text-success' : 'text-destructive-foreground')} data-testid="verify-verdict">
        {verification.valid ? <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" /> : <ShieldX aria-hidden className="mt-0.5 size-4 shrink-0" />}
        <span>{verification.message}</span>
      </p>
      {t ? (
        <p className="text-xs text-muted-foreground" data-testid="verify-age">
          Timestamp {t.value} ({new Date(t.value * 1000).toISOString().replace('.000Z', 'Z')}) is {describeAge(t.ageSeconds)}:{' '}
          {t.withinTolerance ? `within the usual ${TOLERANCE_SECONDS / 60}-minute tolerance.` : `outside the usual ${TOLERANCE_SECONDS / 60}-minute tolerance.`}
        </p>
      ) : null}
      {!verification.signatureMatches ? (
        <p className="text-xs break-all text-muted-foreground">
          Expected for this payload and secret: <code className="font-mono">{verification.expected}</code>
        </p>
      ) : null}
    </div>
  )
}

function Card({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-background p-4', className)}>
      <h2 id={id} className="text-sm font-medium">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function WebhookTester() {
  const [state, setState] = useAtom(webhookAtom)
  const [sessionSecret, setSessionSecret] = useAtom(sessionSecretAtom)
  const [verify, setVerify] = useAtom(verifyAtom)
  const [tab, setTab] = useAtom(tabAtom)
  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => setState((s) => ({ ...s, [key]: value }))

  // The secret is stored only when the user asks ("Remember secret", off by default).
  const secret = state.rememberSecret ? state.secret : sessionSecret
  const setSecret = (v: string) => (state.rememberSecret ? set('secret', v) : setSessionSecret(v))
  const setRemember = (on: boolean) => {
    if (on) setState((s) => ({ ...s, rememberSecret: true, secret: sessionSecret }))
    else {
      setSessionSecret(state.secret)
      setState((s) => ({ ...s, rememberSecret: false, secret: '' }))
    }
  }

  // Stripe and Slack sign a timestamp: the preview follows the clock, and Send uses the one shown.
  const timed = state.signing === 'stripe' || state.signing === 'slack'
  const [now, setNow] = useState(nowSeconds)
  useEffect(() => {
    if (!timed || tab !== 'send') return
    setNow(nowSeconds())
    const t = setInterval(() => setNow(nowSeconds()), 1000)
    return () => clearInterval(t)
  }, [timed, tab])

  const [signed, setSigned] = useState<{ key: string; value: SignedWebhook } | null>(null)
  const signKey = JSON.stringify([state.signing, secret, state.payload, timed ? now : 0])
  useEffect(() => {
    if (state.signing === 'none' || !secret) return
    let live = true
    const provider = state.signing
    void signWebhook(provider, secret, state.payload, now).then((value) => live && setSigned({ key: signKey, value }))
    return () => {
      live = false
    }
  }, [signKey, state.signing, secret, state.payload, now])
  const preview = state.signing !== 'none' && secret && signed?.key === signKey ? signed.value : null
  const previewHeaders = useMemo(() => {
    const sig: Array<[string, string]> =
      state.signing === 'none' ? [] : preview ? preview.headers : [[WEBHOOK_PROVIDERS[state.signing].signatureHeader, secret ? '…' : '(enter a secret)']]
    return requestHeaders(sig, state.headers)
  }, [state.signing, state.headers, preview, secret])
  const headerNotes = useMemo(() => skippedNotes(parseHeaderLines(state.headers)), [state.headers])

  // Sending: only on Send (or Ctrl/Cmd+Enter); Cancel and the time-out end it (D20).
  const task = useWorkerTask<Job, Outcome>(async (job, { signal }) => {
    const r = await sendHttp({ method: 'POST', url: job.url, headers: job.headers, body: job.body, timeoutMs: job.timeoutMs, signal })
    if (!r.ok) return { kind: 'failed', failure: r, curl: buildCurl({ method: 'POST', url: job.url, headers: job.headers, body: job.body }) }
    const pretty = await prettyBody(r.text, r.contentType, signal)
    return { kind: 'ok', response: r, body: pretty.text, json: pretty.json, sent: job.headers }
  })
  const busy = task.status === 'running'
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sentFrom, setSentFrom] = useState<WebhookState | null>(null)
  // D31: an answer is of the request it was sent as; an edit to that request marks it out of date.
  const stale = outcome?.kind === 'ok' && !sameInputs(sentFrom, { ...state, secret })
  const [timeoutDraft, setTimeoutDraft] = useState<string | null>(null)
  const [urlError, setUrlError] = useState<string | null>(null)
  const [payloadError, setPayloadError] = useState<Extract<PayloadCheck, { ok: false }> | null>(null)
  const [secretError, setSecretError] = useState<string | null>(null)
  const [lastSigned, setLastSigned] = useState<{ provider: WebhookProvider; secret: string; body: string; signed: SignedWebhook } | null>(null)

  const send = async () => {
    const url = state.url.trim()
    const checkedUrl = url ? checkUrl(url) : ({ ok: false, reason: URL_REQUIRED } as const)
    const payload = checkPayload(state.payload)
    const needsSecret = state.signing !== 'none' && !secret
    setUrlError(checkedUrl.ok ? null : checkedUrl.reason)
    setPayloadError(payload.ok ? null : payload)
    setSecretError(needsSecret ? SECRET_REQUIRED : null)
    if (!checkedUrl.ok || !payload.ok || needsSecret) {
      // Nothing is sent, so an earlier answer must not look like this attempt's.
      setOutcome(null)
      return
    }
    const body = state.payload
    let signature: SignedWebhook | null = null
    if (state.signing !== 'none') {
      signature = await signWebhook(state.signing, secret, body, timed ? now : nowSeconds())
      setLastSigned({ provider: state.signing, secret, body, signed: signature })
    }
    const from = { ...state, secret }
    const result = await task.run({ url, headers: requestHeaders(signature?.headers ?? [], state.headers), body, timeoutMs: clampTimeout(state.timeoutSeconds) * 1000 })
    if (result) {
      setOutcome(result)
      setSentFrom(from)
    }
  }
  const cancel = () => {
    task.cancel()
    setOutcome({ kind: 'cancelled' })
  }

  // The verifier checks as you type; Ctrl/Cmd+Enter checks again against the current time.
  const [verification, setVerification] = useState<WebhookVerification | null>(null)
  const [verifyTick, setVerifyTick] = useState(0)
  useEffect(() => {
    if (!verify.secret && !verify.signature && !verify.body) {
      setVerification(null)
      return
    }
    let live = true
    void verifyWebhook({ provider: verify.provider, secret: verify.secret, body: verify.body, signatureHeader: verify.signature, timestampHeader: verify.timestamp, now: nowSeconds() }).then(
      (v) => live && setVerification(v),
    )
    return () => {
      live = false
    }
  }, [verify, verifyTick])
  const setV = <K extends keyof typeof verify>(key: K, value: (typeof verify)[K]) => setVerify((v) => ({ ...v, [key]: value }))
  const fillFromLastSigned = () => {
    if (!lastSigned) return
    const get = (name: string | null) => lastSigned.signed.headers.find(([n]) => n === name)?.[1] ?? ''
    const p = WEBHOOK_PROVIDERS[lastSigned.provider]
    setVerify({ provider: lastSigned.provider, secret: lastSigned.secret, body: lastSigned.body, signature: get(p.signatureHeader), timestamp: get(p.timestampHeader) })
  }

  useToolFrame({
    result: tab === 'send' && outcome?.kind === 'ok' ? responseText(outcome.response.status, outcome.body) : undefined,
    stale: tab === 'send' && stale,
    mainAction: tab === 'send' ? () => void send() : () => setVerifyTick((t) => t + 1),
    // A link never carries a remembered secret: Share is offered only while no secret is stored.
    share: webhookShare,
  })

  const vp = WEBHOOK_PROVIDERS[verify.provider]

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
      <TabsList aria-label="Webhook Tester mode">
        <TabsTrigger value="send">Send</TabsTrigger>
        <TabsTrigger value="verify">Verify signature</TabsTrigger>
      </TabsList>

      <TabsContent value="send" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
        <div className="flex flex-wrap items-start gap-3">
          <Field label="URL" htmlFor="webhook-url" className="min-w-64 flex-1">
            <input
              id="webhook-url"
              className={cn(inputClass, 'font-mono')}
              value={state.url}
              placeholder="https://example.com/webhooks/endpoint"
              spellCheck={false}
              autoComplete="off"
              inputMode="url"
              aria-invalid={!!urlError}
              aria-describedby={urlError ? 'webhook-url-error' : undefined}
              onChange={(e) => set('url', e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && void send()}
            />
            {urlError ? <ErrorText id="webhook-url-error">{urlError}</ErrorText> : null}
          </Field>
          <Field label="Timeout (s)" htmlFor="webhook-timeout" className="w-28">
            <input
              id="webhook-timeout"
              type="number"
              min={TIMEOUT.min}
              max={TIMEOUT.max}
              step={1}
              className={inputClass}
              value={timeoutDraft ?? state.timeoutSeconds}
              onChange={(e) => {
                // The field may be empty while typing; the stored value is always a valid number of seconds.
                setTimeoutDraft(e.target.value)
                if (e.target.value !== '') set('timeoutSeconds', clampTimeout(Number(e.target.value)))
              }}
              onBlur={() => setTimeoutDraft(null)}
            />
          </Field>
          <div className="flex gap-2 pt-[1.375rem]">
            <RunButton busy={busy} onRun={() => void send()} icon={Send} label="Send" busyLabel="Sending..." />
            <CancelButton show={busy} onCancel={cancel} />
          </div>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <Pane title="JSON payload" titleId="webhook-payload-title" className={PANE_HEIGHT}>
            <CodeEditor
              id="webhook-payload"
              label="JSON payload"
              language="json"
              value={state.payload}
              onChange={(v) => {
                set('payload', v)
                if (payloadError) setPayloadError(null)
              }}
              error={payloadError ? { line: payloadError.line, column: payloadError.column } : null}
              placeholder="{}"
            />
            {payloadError ? (
              <div className="border-t border-border px-3 py-2" data-testid="webhook-payload-error">
                <ErrorText>{payloadError.message}</ErrorText>
                <p className="mt-1 pl-5.5 text-xs text-muted-foreground">Nothing was sent.</p>
              </div>
            ) : null}
          </Pane>
          <Pane title="Response" titleId="webhook-response-title" className={PANE_HEIGHT}>
            <div className={cn('flex min-h-0 flex-1 flex-col', stale && !busy && STALE_DIM)} aria-live="polite" data-stale={(stale && !busy) || undefined}>
              {stale && !busy ? <StaleNote action="Send" className="border-b border-border px-3 py-2" /> : null}
              <ResponseArea busy={busy} outcome={outcome} url={state.url} />
            </div>
          </Pane>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <Card title="Signature and headers" id="webhook-signing-title">
            <div className="flex flex-wrap items-start gap-3">
              <Field label="Signature" htmlFor="webhook-signing" className="w-full sm:w-72">
                <Select id="webhook-signing" value={state.signing} onChange={(e) => set('signing', e.target.value as Signing)} options={SIGNINGS.map((s) => ({ value: s, label: signingLabel(s) }))} />
              </Field>
              {state.signing !== 'none' ? (
                <Field label="Secret" htmlFor="webhook-secret" className="min-w-48 flex-1">
                  <SecretInput
                    id="webhook-secret"
                    value={secret}
                    onChange={(v) => {
                      setSecret(v)
                      if (secretError) setSecretError(null)
                    }}
                    placeholder={state.signing === 'stripe' ? 'whsec_...' : 'The shared signing secret'}
                    describedBy={secretError ? 'webhook-secret-error' : undefined}
                  />
                  {secretError ? <ErrorText id="webhook-secret-error">{secretError}</ErrorText> : null}
                </Field>
              ) : null}
            </div>
            {state.signing !== 'none' ? (
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={state.rememberSecret} onChange={(e) => setRemember(e.target.checked)} />
                <span>
                  Remember the secret in this browser
                  <span className="block text-xs text-muted-foreground">
                    {state.rememberSecret ? 'Stored in localStorage on this device; Share is off so no link carries it.' : 'Off: the secret stays in this tab only and is gone when you close it.'}
                  </span>
                </span>
              </label>
            ) : null}
            <Field label="Extra headers" htmlFor="webhook-headers" hint="One 'Name: value' per line, e.g. X-GitHub-Event: push. A line naming one of the headers shown replaces it.">
              <textarea
                id="webhook-headers"
                className={cn(areaClass, 'h-24')}
                value={state.headers}
                placeholder={'X-GitHub-Event: push\nX-Request-Id: 42'}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => set('headers', e.target.value)}
              />
            </Field>
            <Notes items={headerNotes} />
          </Card>

          <Card title="Request to send" id="webhook-preview-title">
            <p className="font-mono text-xs">
              <span className="font-semibold">POST</span> <span className="break-all">{state.url.trim() || '(no URL yet)'}</span>
            </p>
            <HeaderList headers={previewHeaders} testId="webhook-preview-headers" />
            {preview ? (
              <details className="text-xs">
                <summary className="cursor-pointer text-muted-foreground">What is signed</summary>
                <pre className="mt-2 max-h-32 overflow-auto rounded-md bg-muted p-2 font-mono whitespace-pre-wrap break-all" data-testid="webhook-signed-content">
                  {preview.content}
                </pre>
                <p className="mt-1 break-all text-muted-foreground">
                  {WEBHOOK_PROVIDERS[state.signing as WebhookProvider].format}; here: {preview.signature}
                </p>
              </details>
            ) : null}
            <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
              <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              <span>
                The body is the payload text exactly as typed. {timed ? 'The timestamp follows the clock; Send uses the one shown. ' : ''}A browser cannot receive webhooks: to test your own endpoint it must allow CORS, or copy the request as cURL from a failed send.
              </span>
            </p>
          </Card>
        </div>
      </TabsContent>

      <TabsContent value="verify" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
        <p className="text-sm text-muted-foreground">
          Check a webhook your server received: paste its raw body exactly as it arrived (before any JSON parsing), the signature header and the secret. Nothing here is stored or sent.
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <Field label="Provider" htmlFor="verify-provider" className="w-40">
            <Select id="verify-provider" value={verify.provider} onChange={(e) => setV('provider', e.target.value as WebhookProvider)} options={WEBHOOK_PROVIDER_IDS.map((p) => ({ value: p, label: WEBHOOK_PROVIDERS[p].label }))} />
          </Field>
          <Field label="Signing secret" htmlFor="verify-secret" className="min-w-56 flex-1">
            <SecretInput id="verify-secret" value={verify.secret} onChange={(v) => setV('secret', v)} placeholder={verify.provider === 'stripe' ? 'whsec_...' : 'The shared signing secret'} />
          </Field>
          {lastSigned ? (
            <div className="pt-[1.375rem]">
              <Button onClick={fillFromLastSigned}>Use the last signed request</Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Field label={`${vp.signatureHeader} header`} htmlFor="verify-signature" className="min-w-64 flex-[2]" hint={vp.format}>
            <input id="verify-signature" className={cn(inputClass, 'font-mono')} value={verify.signature} spellCheck={false} autoComplete="off" placeholder={verify.provider === 'github' ? 'sha256=…' : verify.provider === 'stripe' ? 't=…,v1=…' : 'v0=…'} onChange={(e) => setV('signature', e.target.value)} />
          </Field>
          {vp.timestampHeader ? (
            <Field label={`${vp.timestampHeader} header`} htmlFor="verify-timestamp" className="min-w-48 flex-1">
              <input id="verify-timestamp" className={cn(inputClass, 'font-mono')} value={verify.timestamp} spellCheck={false} autoComplete="off" placeholder="1700000000" inputMode="numeric" onChange={(e) => setV('timestamp', e.target.value)} />
            </Field>
          ) : null}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Pane title="Raw payload (exactly as received)" titleId="verify-body-title" className="h-[min(45vh,380px)] min-h-56">
            <CodeEditor id="verify-body" label="Raw payload" value={verify.body} onChange={(v) => setV('body', v)} placeholder='{"action":"opened",...}' wrap />
          </Pane>
          <Card title="Result" id="verify-result-title">
            <VerifyResult verification={verification} />
            <p className="text-xs text-muted-foreground">
              The signature is recomputed with HMAC-SHA256 over {verify.provider === 'github' ? 'the raw body' : verify.provider === 'stripe' ? '"{t}.{body}"' : '"v0:{timestamp}:{body}"'} and compared in constant time.
              {verify.provider === 'stripe'
                ? ` Stripe's libraries also refuse a timestamp more than ${TOLERANCE_SECONDS / 60} minutes old, against replays.`
                : verify.provider === 'slack'
                  ? ` Slack's guidance also refuses a timestamp more than ${TOLERANCE_SECONDS / 60} minutes off the current time, against replays.`
                  : ''}
            </p>
          </Card>
        </div>
      </TabsContent>
    </Tabs>
  )
}

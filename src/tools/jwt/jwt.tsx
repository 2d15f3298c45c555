import { useAtom } from 'jotai'
import { Badge } from '../../ui/badge'
import { Eraser, Info, ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX, TriangleAlert } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { handoff } from '../../lib/handoff'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { sameInputs } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import {
  BEARER_NOTE,
  claimDates,
  DECODED,
  decodeJwt,
  EXPIRED,
  expiryOf,
  INVALID_FORMAT_BADGE,
  isUnsigned,
  needsSecret,
  NOT_EXPIRED,
  stripBearer,
  UNSIGNED_NOTICE,
  VALID_FORMAT,
  VERIFY_MESSAGES,
  verifyJwt,
  type Decoded,
  type Expiry,
  type SecretEncoding,
  type Verification,
} from './jwt.logic'
import { jwtTokenAtom } from './jwt.state'

const areaClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'

function Card({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const id = `jwt-${title.toLowerCase()}`
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background">
      <header className="flex min-h-11 items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
        <h2 id={`${id}-title`} className="text-sm font-medium">
          {title}
        </h2>
        <CopyButton variant="ghost" text={text} toastMessage={`${title} copied to clipboard!`} aria-label={`Copy ${title}`} />
      </header>
      <pre data-testid={id} className="max-h-80 overflow-auto p-3 font-mono text-[13px] break-all whitespace-pre-wrap">
        {text}
      </pre>
      {children}
    </section>
  )
}

/** The inputs a verification was made from (D31): it is shown only while they are still on screen. */
type VerifyInputs = { token: string; key: string; encoding: SecretEncoding }

export default function JwtTool() {
  const [token, setToken] = useAtom(jwtTokenAtom)
  /** The token for which Decode JWT was last pressed: SPEC's empty-token error shows only then. */
  const [pressed, setPressed] = useState<string | null>(null)
  /** When Decode JWT was last pressed: it judges expiry again against the clock. */
  const [now, setNow] = useState(() => Date.now())
  const [key, setKey] = useState('')
  const [encoding, setEncoding] = useState<SecretEncoding>('utf8')
  const [verification, setVerification] = useState<{ from: VerifyInputs; result: Verification } | null>(null)
  const [verifying, setVerifying] = useState<VerifyInputs | null>(null)

  // D31: decoding is cheap, so header, payload, signature and badges follow the token as it is
  // typed; Decode JWT stays (it announces the outcome and re-checks expiry against the clock).
  const live = useMemo(() => decodeJwt(token), [token])
  const decoded: Decoded | null = live.ok ? live.value : null
  // Judged when the token changes, and again at each Decode JWT (`now` moves on then).
  const expiry: Expiry = useMemo(() => (live.ok ? expiryOf(live.value.payload, Math.max(now, Date.now())) : 'no-exp'), [live, now])
  const bearer = useMemo(() => stripBearer(token).stripped, [token])
  const attempted = token.trim() !== '' || pressed === token
  const error = !live.ok && attempted ? live.message : null

  const current: VerifyInputs = { token, key, encoding }
  // A verdict belongs to the token (so its algorithm), key and encoding it was checked with: any
  // change clears it, and a verdict that arrives for inputs no longer on screen is dropped.
  if (verification && !sameInputs(verification.from, current)) setVerification(null)
  const shownVerification = verification && sameInputs(verification.from, current) ? verification.result : null
  const busyVerifying = verifying !== null && sameInputs(verifying, current)

  const decode = () => {
    setPressed(token)
    setNow(Date.now())
    if (live.ok) toast.success(DECODED)
    else toast.error(live.message)
  }

  const clear = () => {
    setToken('')
    setPressed(null)
    setVerification(null)
  }

  const verifyWith = useCallback(async (from: VerifyInputs) => {
    setVerifying(from)
    try {
      const result = await verifyJwt({ token: from.token, key: from.key, secretEncoding: from.encoding })
      setVerification({ from, result })
    } finally {
      setVerifying((v) => (v === from ? null : v))
    }
  }, [])
  const verify = () => verifyWith(current)

  // Issue 34: a token sent from Keys & Tokens' Sign JWT brings the key that verifies it (in memory
  // only, lib/handoff.ts): the verify section is filled with it and the signature checked once.
  useEffect(() => {
    const arrived = handoff.takeVerifyKey('jwt', token)
    if (!arrived) return
    setKey(arrived.verifyKey)
    setEncoding(arrived.encoding)
    void verifyWith({ token, key: arrived.verifyKey, encoding: arrived.encoding })
  }, [token, verifyWith])

  useToolFrame({ result: decoded?.payloadText, mainAction: decode, recipeStep: decoded ? { op: 'jwt-decode', input: token } : undefined })

  const alg = decoded && typeof decoded.header.alg === 'string' ? decoded.header.alg : ''
  const hmac = needsSecret(alg)
  const unsigned = decoded ? isUnsigned(decoded.header) : false
  const dates = useMemo(() => (decoded ? claimDates(decoded.payload, Math.max(now, Date.now())) : []), [decoded, now])
  // Relative dates ("expires in 1 h") and the expiry badge follow the clock while a token with dates is shown.
  const hasDates = dates.length > 0
  useEffect(() => {
    if (!hasDates) return
    const t = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(t)
  }, [hasDates])

  /** Enter in the secret or key field verifies (Shift+Enter still breaks a line in the key field). */
  const verifyOnEnter = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return
    e.preventDefault()
    if (!busyVerifying) void verify()
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="jwt-token" className="text-xs font-medium text-muted-foreground">
          JWT Token
        </label>
        <textarea
          id="jwt-token"
          className={cn(areaClass, 'h-28 resize-y break-all')}
          spellCheck={false}
          autoComplete="off"
          placeholder="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.signature"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'jwt-error' : undefined}
        />
        <ErrorText id="jwt-error">{error}</ErrorText>
        {bearer ? (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground" data-testid="jwt-bearer-note">
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {BEARER_NOTE}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={decode} aria-keyshortcuts="Control+Enter Meta+Enter">
          Decode JWT
        </Button>
        <Button onClick={clear}>
          <Eraser aria-hidden /> Clear
        </Button>
        {attempted ? (
          <Badge tone={decoded ? 'good' : 'bad'} testId="jwt-format-badge">
            {decoded ? VALID_FORMAT : INVALID_FORMAT_BADGE}
          </Badge>
        ) : null}
        {expiry !== 'no-exp' ? (
          <Badge tone={expiry === 'valid' ? 'good' : 'bad'} testId="jwt-expiry-badge">
            {expiry === 'valid' ? NOT_EXPIRED : EXPIRED}
          </Badge>
        ) : null}
      </div>

      {unsigned ? (
        <p role="status" data-testid="jwt-unsigned" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm font-medium">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {UNSIGNED_NOTICE}
        </p>
      ) : null}

      <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        Decoding does not verify the signature: anyone can make a token that decodes. Check it below with the secret or public key.
      </p>

      {decoded ? (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card title="Header" text={decoded.headerText} />
            <Card title="Payload" text={decoded.payloadText}>
              {dates.length ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 border-t border-border px-3 py-2 text-xs" data-testid="jwt-dates">
                  {dates.map((d) => (
                    <div key={d.claim} className="contents">
                      <dt className="text-muted-foreground">
                        {d.label} ({d.claim})
                      </dt>
                      <dd className="min-w-0">
                        <span className="font-mono">{d.iso}</span>
                        <span className="block text-muted-foreground" data-testid={`jwt-${d.claim}-local`}>
                          {d.local}
                        </span>
                        <span className="block font-medium" data-testid={`jwt-${d.claim}-relative`}>
                          {d.relative}
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </Card>
            <Card title="Signature" text={decoded.signature || '(empty: the token is not signed)'} />
          </div>

          <section aria-labelledby="jwt-verify-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="jwt-verify-title" className="text-sm font-medium">
                Verify signature {alg ? <span className="font-mono text-muted-foreground">({alg})</span> : null}
              </h2>
              <VerifyBadge verification={shownVerification} unsigned={unsigned} />
            </div>
            {unsigned ? (
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="jwt-verify-refused">
                <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                {VERIFY_MESSAGES.none}
              </p>
            ) : (
              <>
                {hmac ? (
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor="jwt-secret" className="text-xs font-medium text-muted-foreground">
                      Secret
                    </label>
                    <input
                      id="jwt-secret"
                      type="password"
                      autoComplete="off"
                      className={cn(inputClass, 'font-mono')}
                      value={key}
                      onChange={(e) => setKey(e.target.value)}
                      onKeyDown={verifyOnEnter}
                      placeholder="The shared secret (never stored)"
                    />
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={encoding === 'base64url'} onChange={(e) => setEncoding(e.target.checked ? 'base64url' : 'utf8')} />
                      Secret is base64url-encoded
                    </label>
                  </div>
                ) : (
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor="jwt-key" className="text-xs font-medium text-muted-foreground">
                      Public key (PEM or JWK)
                    </label>
                    <textarea
                      id="jwt-key"
                      className={cn(areaClass, 'h-32 resize-y')}
                      spellCheck={false}
                      value={key}
                      onChange={(e) => setKey(e.target.value)}
                      onKeyDown={verifyOnEnter}
                      aria-describedby="jwt-key-hint"
                      placeholder={'-----BEGIN PUBLIC KEY-----\n...\n-----END PUBLIC KEY-----\nor {"kty":"RSA","n":"...","e":"AQAB"}'}
                    />
                    <p id="jwt-key-hint" className="text-xs text-muted-foreground">
                      Enter verifies; Shift+Enter starts a new line.
                    </p>
                  </div>
                )}
                <div>
                  <Button onClick={() => void verify()} disabled={busyVerifying}>
                    {busyVerifying ? 'Verifying...' : 'Verify Signature'}
                  </Button>
                </div>
                {shownVerification?.status === 'error' ? <ErrorText>{shownVerification.message}</ErrorText> : null}
              </>
            )}
          </section>
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          Paste a token to see its header, payload and signature.
        </p>
      )}
    </div>
  )
}

function VerifyBadge({ verification, unsigned }: { verification: Verification | null; unsigned: boolean }) {
  if (unsigned)
    return (
      <Badge tone="bad" testId="jwt-verify-badge">
        <ShieldAlert aria-hidden className="size-3.5" /> Unsigned
      </Badge>
    )
  if (verification?.status === 'valid')
    return (
      <Badge tone="good" testId="jwt-verify-badge">
        <ShieldCheck aria-hidden className="size-3.5" /> Signature verified
      </Badge>
    )
  if (verification?.status === 'invalid')
    return (
      <Badge tone="bad" testId="jwt-verify-badge">
        <ShieldX aria-hidden className="size-3.5" /> Invalid signature
      </Badge>
    )
  return (
    <Badge tone="muted" testId="jwt-verify-badge">
      <ShieldQuestion aria-hidden className="size-3.5" /> Not verified
    </Badge>
  )
}

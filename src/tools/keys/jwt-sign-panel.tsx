import { useAtom } from 'jotai'
import { Eye, EyeOff, Info, KeyRound, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { handoff } from '../../lib/handoff'
import { relativeTime } from '../../lib/timestamp'
import {
  EXP_PRESETS,
  generateSigningKey,
  isHmac,
  JWT_SIGN_ALGS,
  parseJsonObject,
  setClaim,
  SIGN_MESSAGES,
  signJwt,
  verifyKeyOf,
  type JwtSignAlg,
  type SecretEncoding,
  type SignInputs,
  type SignResult,
} from '../../lib/jwt-sign'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { sameInputs } from '../../ui/stale'
import { keysShare } from './keys.state'
import { useToolFrame } from '../../ui/tool-frame-context'
import { jwtSignAtom, jwtSignKeyAtom, jwtSignSecretAtom } from './jwt-sign.state'

const areaClass =
  'w-full resize-y rounded-none border-0 bg-background px-3 py-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring'

const ALG_OPTIONS = JWT_SIGN_ALGS.map((a) => ({
  value: a,
  label: algLabel(a),
}))
function algLabel(alg: JwtSignAlg): string {
  const bits = alg.slice(2)
  if (alg === 'EdDSA') return 'EdDSA (Ed25519)'
  if (alg.startsWith('HS')) return `${alg} (HMAC SHA-${bits})`
  if (alg.startsWith('RS')) return `${alg} (RSA PKCS#1 v1.5 SHA-${bits})`
  if (alg.startsWith('PS')) return `${alg} (RSA-PSS SHA-${bits})`
  return `${alg} (ECDSA ${{ '256': 'P-256', '384': 'P-384', '512': 'P-521' }[bits]})`
}
const ENCODING_OPTIONS = [
  { value: 'utf8', label: 'UTF-8 text' },
  { value: 'base64', label: 'Base64 / Base64url' },
  { value: 'hex', label: 'Hex' },
]

export const SIGNED_TOAST = 'JWT signed'
export const PRIVACY_NOTE =
  'The algorithm, header and payload are saved in this browser and go into Share links. The secret and private key stay in memory only: never saved, never in a link.'

/** A NumericDate claim shown as a date: UTC, the user's zone, and how far from now. */
function claimDate(seconds: number, now: number): string {
  const d = new Date(seconds * 1000)
  if (Number.isNaN(d.getTime())) return 'not a date'
  return `${d.toISOString().replace('.000Z', 'Z')} (${d.toLocaleString()}, ${relativeTime(d.getTime(), now)})`
}

export default function JwtSignPanel() {
  const [state, setState] = useAtom(jwtSignAtom)
  const [secret, setSecret] = useAtom(jwtSignSecretAtom)
  const [privateKey, setPrivateKey] = useAtom(jwtSignKeyAtom)
  const [revealed, setRevealed] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [outcome, setOutcome] = useState<{
    from: SignInputs
    result: SignResult
  } | null>(null)
  const { alg } = state
  const hmac = isHmac(alg)

  const inputs: SignInputs = useMemo(
    () => ({
      alg,
      header: state.header,
      payload: state.payload,
      ...(hmac ? { secret, secretEncoding: state.encoding } : { privateKey }),
    }),
    [alg, state.header, state.payload, state.encoding, hmac, secret, privateKey],
  )

  // Signing is quick: the token follows the editors as they are typed (D31). A result that comes
  // back for inputs no longer on screen is dropped.
  useEffect(() => {
    let live = true
    void signJwt(inputs).then((result) => live && setOutcome({ from: inputs, result }))
    return () => {
      live = false
    }
  }, [inputs])

  const current = outcome && sameInputs(outcome.from, inputs) ? outcome.result : null
  const signed = current?.ok ? current.value : null
  // An empty secret or key is not an error: the Token pane says what to do.
  const error = current && !current.ok && current.error.message !== SIGN_MESSAGES.noSecret && current.error.message !== SIGN_MESSAGES.noKey ? current.error : null
  const token = signed?.token

  // Send to -> JWT Decoder brings the key that verifies this token (in memory, lib/handoff.ts).
  useEffect(() => {
    if (!signed) return
    handoff.offerVerifyKey('jwt', signed.token, verifyKeyOf(inputs, signed))
    return () => handoff.offerVerifyKey('jwt', null)
  }, [signed, inputs])

  const sign = async () => {
    const result = await signJwt(inputs)
    setOutcome({ from: inputs, result })
    if (result.ok) toast.success(SIGNED_TOAST)
    else toast.error(result.error.message)
  }

  useToolFrame({
    result: token,
    mainAction: () => void sign(),
    share: keysShare,
  })

  const set = <K extends keyof typeof state>(k: K, v: (typeof state)[K]) => setState((s) => ({ ...s, [k]: v }))

  const generate = async () => {
    setGenerating(true)
    try {
      const g = await generateSigningKey(alg)
      if (g.kind === 'secret') {
        setSecret(g.secret)
        set('encoding', 'base64')
        toast.success(`Generated a random ${alg.slice(2)}-bit secret (Base64url)`)
      } else {
        setPrivateKey(g.pem)
        toast.success(`Generated a new ${algLabel(alg)} key pair`)
      }
    } catch (e) {
      toast.error(`This browser could not generate a key for ${alg}: ${e instanceof Error ? e.message : String(e)}`)
    } finally {
      setGenerating(false)
    }
  }

  const applyClaim = (claim: 'iat' | 'nbf' | 'exp', offset: number) => {
    const r = setClaim(state.payload, claim, Date.now() / 1000 + offset)
    if (r.ok) set('payload', r.value)
    else toast.error(`${r.message} Fix it first: the text is kept as it is.`)
  }

  const payload = useMemo(() => parseJsonObject(state.payload, 'Payload'), [state.payload])
  const dates = payload.ok ? (['iat', 'nbf', 'exp'] as const).filter((c) => typeof payload.value[c] === 'number') : []
  const blur = revealed ? '' : 'blur-[5px]'

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Algorithm" htmlFor="jwt-sign-alg" className="w-full sm:w-72">
          <Select id="jwt-sign-alg" options={ALG_OPTIONS} value={alg} onChange={(e) => set('alg', e.target.value as JwtSignAlg)} />
        </Field>
        <Button variant="primary" onClick={() => void sign()} aria-keyshortcuts="Control+Enter Meta+Enter">
          Sign JWT
        </Button>
      </div>
      <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        {PRIVACY_NOTE}
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <JsonPane
            part="header"
            title="Header"
            heightClass="h-24"
            value={state.header}
            onChange={(v) => set('header', v)}
            error={error?.field === 'header' ? error.message : null}
            hint={
              <>
                <span className="font-mono">&quot;alg&quot;: &quot;{alg}&quot;</span> is added from the algorithm above; add fields such as <span className="font-mono">kid</span>{' '}
                here.
              </>
            }
          />

          <JsonPane
            part="payload"
            title="Payload"
            heightClass="h-44"
            value={state.payload}
            onChange={(v) => set('payload', v)}
            error={error?.field === 'payload' ? error.message : null}
          >
            <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Set a date claim">
              <Button size="sm" onClick={() => applyClaim('iat', 0)}>
                iat = now
              </Button>
              <Button size="sm" onClick={() => applyClaim('nbf', 0)}>
                nbf = now
              </Button>
              {EXP_PRESETS.map((p) => (
                <Button key={p.label} size="sm" onClick={() => applyClaim('exp', p.seconds)} aria-label={`exp = now ${p.label}`}>
                  exp {p.label}
                </Button>
              ))}
            </div>
            {dates.length ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs" data-testid="jwt-sign-dates">
                {dates.map((c) => (
                  <div key={c} className="contents">
                    <dt className="font-mono text-muted-foreground">{c}</dt>
                    <dd className="min-w-0 font-mono break-words">{claimDate(payload.ok ? (payload.value[c] as number) : 0, Date.now())}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </JsonPane>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Pane
            title={hmac ? 'Secret' : 'Private key'}
            titleId="jwt-sign-key-title"
            actions={
              <>
                <Button size="sm" variant="ghost" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
                  {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {revealed ? 'Hide' : 'Reveal'}
                </Button>
                <CopyButton
                  size="sm"
                  variant="ghost"
                  text={hmac ? secret : privateKey}
                  disabled={!(hmac ? secret : privateKey)}
                  aria-label={hmac ? 'Copy secret' : 'Copy private key'}
                  toastMessage={hmac ? 'Secret copied to clipboard!' : 'Private key copied to clipboard!'}
                />
              </>
            }
          >
            {hmac ? (
              <div className="flex flex-col gap-2 p-3">
                <input
                  id="jwt-sign-secret"
                  aria-labelledby="jwt-sign-key-title"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  className={cn(inputClass, 'font-mono', blur)}
                  value={secret}
                  onChange={(e) => setSecret(e.target.value)}
                  placeholder="The shared secret (never stored)"
                  data-revealed={revealed}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor="jwt-sign-encoding" className="text-xs font-medium text-muted-foreground">
                    Secret is
                  </label>
                  <Select
                    id="jwt-sign-encoding"
                    className="w-48"
                    options={ENCODING_OPTIONS}
                    value={state.encoding}
                    onChange={(e) => set('encoding', e.target.value as SecretEncoding)}
                  />
                </div>
              </div>
            ) : (
              <textarea
                id="jwt-sign-key"
                aria-labelledby="jwt-sign-key-title"
                aria-describedby="jwt-sign-key-hint"
                className={cn(areaClass, 'h-32', blur)}
                spellCheck={false}
                autoComplete="off"
                value={privateKey}
                onChange={(e) => setPrivateKey(e.target.value)}
                placeholder={'-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\nor a JWK with "d"'}
                data-revealed={revealed}
              />
            )}
            <div className="flex flex-col gap-2 border-t border-border px-3 py-2">
              {!hmac ? (
                <p id="jwt-sign-key-hint" className="text-xs text-muted-foreground">
                  PEM (PKCS#8, PKCS#1 RSA or SEC1 EC) or JWK. Blurred until revealed; Copy works either way.
                </p>
              ) : null}
              <div>
                <Button size="sm" onClick={() => void generate()} disabled={generating}>
                  <KeyRound aria-hidden /> {generating ? 'Generating...' : hmac ? 'Generate a secret' : 'Generate a key for this algorithm'}
                </Button>
              </div>
              {error?.field === 'key' ? <ErrorText id="jwt-sign-key-error">{error.message}</ErrorText> : null}
              {signed?.warning ? (
                <p role="status" data-testid="jwt-sign-warning" className="flex items-start gap-1.5 text-sm">
                  <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                  {signed.warning}
                </p>
              ) : null}
            </div>
          </Pane>

          <Pane
            title="Token"
            titleId="jwt-sign-token-title"
            actions={token ? <CopyButton size="sm" variant="ghost" text={token} aria-label="Copy token" toastMessage="Token copied to clipboard!" /> : null}
          >
            {token ? (
              <pre data-testid="jwt-sign-token" className="max-h-60 overflow-auto p-3 font-mono text-[13px] break-all whitespace-pre-wrap">
                <TokenParts token={token} />
              </pre>
            ) : (
              <p className="p-3 text-sm text-muted-foreground">
                {error
                  ? 'No token until the error above is fixed.'
                  : hmac
                    ? 'Enter or generate a secret to see the signed token.'
                    : 'Paste or generate a private key to see the signed token.'}
              </p>
            )}
          </Pane>

          {signed?.publicKey ? (
            <Pane title="Public key (verifies the token)" titleId="jwt-sign-public-title">
              <PublicPart label="PEM (SPKI)" text={signed.publicKey.pem} testId="jwt-sign-public-pem" />
              <PublicPart label="JWK" text={JSON.stringify(signed.publicKey.jwk, null, 2)} testId="jwt-sign-public-jwk" />
            </Pane>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/** header.payload.signature in three colours, as jwt.io shows them. */
function TokenParts({ token }: { token: string }) {
  const [h, p, s] = token.split('.')
  return (
    <>
      <span className="text-destructive-foreground">{h}</span>.<span className="text-accent-foreground">{p}</span>.<span className="text-success">{s}</span>
    </>
  )
}

function PublicPart({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className="border-b border-border last:border-b-0">
      <div className="flex items-center justify-between px-3 pt-2">
        <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
        <CopyButton size="sm" variant="ghost" text={text} aria-label={`Copy public key ${label}`} toastMessage={`Public key (${label}) copied to clipboard!`} />
      </div>
      <pre data-testid={testId} tabIndex={0} aria-label={`Public key, ${label}`} className="max-h-48 overflow-auto px-3 pb-2 font-mono text-[12px] whitespace-pre">
        {text}
      </pre>
    </div>
  )
}

/** A JSON editor pane (header or payload), with its error under it and what else belongs there. */
function JsonPane({
  part,
  title,
  heightClass,
  value,
  onChange,
  error,
  hint,
  children,
}: {
  part: string
  title: string
  heightClass: string
  value: string
  onChange: (v: string) => void
  error: string | null
  hint?: ReactNode
  children?: ReactNode
}) {
  const id = `jwt-sign-${part}`
  return (
    <Pane title={title} titleId={`${id}-title`}>
      <textarea
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(areaClass, heightClass)}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <div className="flex flex-col gap-2 border-t border-border px-3 py-2">
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <ErrorText>{error}</ErrorText>
        {children}
      </div>
    </Pane>
  )
}

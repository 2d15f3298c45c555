import { useAtom } from 'jotai'
import { Eye, EyeOff, ImageUp, Minus, Plus, RefreshCw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  buildOtpUri,
  codesAround,
  countdown,
  groupSecret,
  matchWords,
  MAX_PERIOD,
  newSecret,
  OTP_ALGORITHMS,
  OTP_DIGITS,
  readSource,
  verifyCode,
  type OtpParams,
} from '../../lib/otp'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { keysShare } from './keys.state'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useImagePaste } from '../../ui/use-image-paste'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { qrClient } from '../../workers/qr/qr.client'
import type { GenerateJob } from '../../workers/qr/qr.impl'
import { otpLabelAtom, otpSettingsAtom, otpSourceAtom } from './otp.state'

const card = 'rounded-lg border border-border bg-background p-4'
/** Private material is blurred until revealed (D32); Copy still works. */
const blurred = 'blur-[5px] select-none'

const NO_QR = 'No QR code found in this image'
const NOT_IMAGE = 'This file is not an image this browser can read (PNG, JPEG, WebP or GIF).'
const NOT_OTP = 'This QR code holds no otpauth:// URI'

const ALGORITHM_OPTIONS = OTP_ALGORITHMS.map((a) => ({ value: a, label: a.replace('SHA', 'SHA-') }))
const DIGIT_OPTIONS = OTP_DIGITS.map((d) => ({ value: String(d), label: `${d} digits` }))
const KIND_OPTIONS = [
  { value: 'totp', label: 'TOTP (time-based)' },
  { value: 'hotp', label: 'HOTP (counter)' },
]

/** The clock, ticking on each whole second (so the code rolls over exactly at the period's boundary). */
function useNow(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!enabled) return
    let t: ReturnType<typeof setTimeout>
    const tick = () => {
      const n = Date.now()
      setNow(n)
      t = setTimeout(tick, 1000 - (n % 1000))
    }
    tick()
    return () => clearTimeout(t)
  }, [enabled])
  return now
}

/**
 * A whole-number field that keeps what is typed: a valid number goes to `onValid`, anything else
 * stays in the field (with `ok` false) until corrected; a change from elsewhere (+/-, a URI) shows.
 */
function useTypedNumber(value: number, valid: (n: number) => boolean, onValid: (n: number) => void) {
  const [text, setText] = useState(String(value))
  const [shownFor, setShownFor] = useState(value)
  if (shownFor !== value) {
    setShownFor(value)
    setText(String(value))
  }
  const ok = /^\d{1,15}$/.test(text.trim()) && valid(Number(text))
  return {
    text,
    ok,
    type: (t: string) => {
      setText(t)
      if (/^\d{1,15}$/.test(t.trim()) && valid(Number(t))) onValid(Number(t))
    },
  }
}

/** Seconds left in the period as a ring: fixed size, so nothing moves as it counts down. */
function Countdown({ left, elapsed, period }: { left: number; elapsed: number; period: number }) {
  const r = 15
  const c = 2 * Math.PI * r
  return (
    <div className="flex items-center gap-2" data-testid="otp-countdown">
      <svg viewBox="0 0 36 36" className="size-10 -rotate-90" aria-hidden>
        <circle cx="18" cy="18" r={r} fill="none" strokeWidth="4" className="stroke-muted" />
        <circle cx="18" cy="18" r={r} fill="none" strokeWidth="4" strokeDasharray={c} strokeDashoffset={c * elapsed} className={cn('motion-safe:transition-[stroke-dashoffset] motion-safe:duration-100', left <= 5 ? 'stroke-warning' : 'stroke-primary')} />
      </svg>
      <p className="w-28 text-sm text-muted-foreground tabular-nums" role="timer" aria-live="off">
        <span data-testid="otp-seconds-left" className="font-medium text-foreground">
          {left}
        </span>{' '}
        s left of {period}
      </p>
    </div>
  )
}

export default function OtpPanel() {
  const [source, setSource] = useAtom(otpSourceAtom)
  const [settings, setSettings] = useAtom(otpSettingsAtom)
  const [label, setLabel] = useAtom(otpLabelAtom)
  const [revealed, setRevealed] = useState(false)
  const [typedCode, setTypedCode] = useState('')
  const [qrError, setQrError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const readJob = useRef<AbortController | null>(null)

  // What the field holds: an otpauth URI (its parameters) or a secret (read with the settings).
  const read = useMemo(() => {
    if (!source.trim()) return null
    try {
      return { ok: true as const, ...readSource(source, { ...settings, ...label }) }
    } catch (e) {
      return { ok: false as const, error: e instanceof Error ? e.message : String(e) }
    }
  }, [source, settings, label])
  const params = read?.ok ? read.params : null
  const shown: Omit<OtpParams, 'secret'> = params ?? { ...settings, ...label }

  const now = useNow(!!params && params.kind === 'totp')
  const codes = useMemo(() => (params ? codesAround(params, now) : null), [params, now])
  const clock = params?.kind === 'totp' ? countdown(params.period, now) : null
  const uri = useMemo(() => (params ? buildOtpUri(params) : ''), [params])
  const verified = useMemo(() => (params && typedCode.trim() ? verifyCode(params, typedCode, now) : null), [params, typedCode, now])

  /** A field changed: a URI in the source is rewritten with it; otherwise the settings take it. */
  const change = (patch: Partial<OtpParams>) => {
    if (params && read?.ok && read.fromUri) {
      setSource(buildOtpUri({ ...params, ...patch }))
      return
    }
    const { kind, algorithm, digits, period, issuer, account, counter } = patch
    if (kind !== undefined || algorithm !== undefined || digits !== undefined || period !== undefined) setSettings((s) => ({ ...s, ...(kind && { kind }), ...(algorithm && { algorithm }), ...(digits && { digits }), ...(period && { period }) }))
    if (issuer !== undefined || account !== undefined || counter !== undefined) setLabel((l) => ({ ...l, ...(issuer !== undefined && { issuer }), ...(account !== undefined && { account }), ...(counter !== undefined && { counter }) }))
  }
  const step = (by: number) => change({ counter: Math.max(0, shown.counter + by) })

  const period = useTypedNumber(shown.period, (n) => n >= 1 && n <= MAX_PERIOD, (n) => change({ period: n }))
  const counter = useTypedNumber(shown.counter, (n) => Number.isSafeInteger(n), (n) => change({ counter: n }))
  const numberError = shown.kind === 'totp' ? (period.ok ? null : `The period must be a whole number of seconds from 1 to ${MAX_PERIOD}`) : counter.ok ? null : 'The counter must be a whole number from 0'

  const generate = () => {
    const secret = newSecret()
    if (params && read?.ok && read.fromUri) setSource(buildOtpUri({ ...params, secret }))
    else setSource(groupSecret(secret))
  }

  /** Reads an image in the qr worker; a newer image supersedes the one being read. */
  const readImage = async (file: File | undefined) => {
    if (!file) return
    readJob.current?.abort()
    const job = new AbortController()
    readJob.current = job
    setQrError(null)
    setReading(true)
    try {
      const out = await qrClient.run('read', file, { signal: job.signal })
      if (!out.ok) setQrError(out.reason === 'none' ? NO_QR : NOT_IMAGE)
      else if (!/^otpauth:\/\//i.test(out.text.trim())) setQrError(NOT_OTP)
      else setSource(out.text.trim())
    } catch (e) {
      if (!isAbortError(e)) setQrError(NOT_IMAGE)
    } finally {
      if (readJob.current === job) setReading(false)
    }
  }
  // Ctrl/Cmd+V of an image anywhere on the tab reads it (text pastes are left alone).
  useImagePaste((file) => void readImage(file))
  useEffect(() => () => readJob.current?.abort(), [])
  const picker = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)

  // The URI as a QR code, drawn in the qr worker (the QR Code tool's engine, not the tool).
  const qrJob = useMemo<GenerateJob | null>(() => (uri ? { text: uri, level: 'M', size: 200, margin: 2, fg: [0, 0, 0, 255], bg: [255, 255, 255, 255] } : null), [uri])
  const qr = useWorkerTask<GenerateJob | null, string | null>(
    async (job, { signal }) => {
      if (!job) return null
      const g = await qrClient.run('generate', job, { signal })
      return g.ok ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(g.svg)}` : null
    },
    { auto: { input: qrJob, debounceMs: 100 } },
  )
  const qrSrc = uri && qr.status === 'done' ? qr.result : null

  useToolFrame({
    result: codes?.current,
    mainAction: params?.kind === 'hotp' ? () => step(1) : undefined,
    share: keysShare,
  })

  const fromUri = !!(read?.ok && read.fromUri)
  const reveal = (what: string) => (
    <Button size="sm" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)} aria-label={`Reveal ${what}`}>
      {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      Reveal
    </Button>
  )

  return (
    <div
      className="flex flex-col gap-4"
      onDragOver={(e) => {
        if (Array.from(e.dataTransfer.types).includes('Files')) {
          e.preventDefault()
          setOver(true)
        }
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setOver(false)
      }}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return
        e.preventDefault()
        setOver(false)
        void readImage(e.dataTransfer.files[0])
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={cn(card, over && 'border-primary bg-accent')} aria-labelledby="otp-secret-title">
          <h2 id="otp-secret-title" className="sr-only">
            Secret
          </h2>
          <Field label="Secret (Base32) or otpauth:// URI" htmlFor="otp-source">
            <input
              id="otp-source"
              className={cn(inputClass, 'font-mono', source && !revealed && blurred)}
              value={source}
              spellCheck={false}
              autoComplete="off"
              placeholder="JBSW Y3DP EHPK 3PXP or otpauth://totp/…"
              aria-invalid={read ? !read.ok : undefined}
              aria-describedby={read && !read.ok ? 'otp-source-error' : 'otp-source-note'}
              data-testid="otp-source"
              onChange={(e) => setSource(e.target.value)}
            />
          </Field>
          <div className="mt-2 min-h-5">
            {read && !read.ok ? (
              <ErrorText id="otp-source-error">{read.error}</ErrorText>
            ) : (
              <p id="otp-source-note" className="text-xs text-muted-foreground">
                {fromUri ? 'Read from the otpauth URI: the fields below are its parameters.' : 'Kept in memory only: never stored, never in a link.'}
              </p>
            )}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {reveal('secret')}
            <Button size="sm" onClick={generate}>
              <RefreshCw aria-hidden /> Generate a new secret
            </Button>
            <Button size="sm" onClick={() => picker.current?.click()} aria-describedby="otp-qr-hint" disabled={reading}>
              <ImageUp aria-hidden /> {reading ? 'Reading…' : 'Read a QR image'}
            </Button>
            <input
              ref={picker}
              type="file"
              hidden
              accept="image/*"
              aria-label="Choose a QR code image"
              onChange={(e) => {
                const input = e.target
                void readImage(input.files?.[0]).finally(() => (input.value = ''))
              }}
            />
          </div>
          <p id="otp-qr-hint" className="mt-1.5 text-xs text-muted-foreground">
            Or drop or paste a screenshot of the QR code here.
          </p>
          <div className="min-h-5" data-testid="otp-qr-error">
            {qrError ? <ErrorText>{qrError}</ErrorText> : null}
          </div>

          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Field label="Type" htmlFor="otp-kind" className="col-span-2">
              <Select id="otp-kind" value={shown.kind} options={KIND_OPTIONS} onChange={(e) => change({ kind: e.target.value as OtpParams['kind'] })} />
            </Field>
            <Field label="Algorithm" htmlFor="otp-algorithm">
              <Select id="otp-algorithm" value={shown.algorithm} options={ALGORITHM_OPTIONS} onChange={(e) => change({ algorithm: e.target.value as OtpParams['algorithm'] })} />
            </Field>
            <Field label="Digits" htmlFor="otp-digits">
              <Select id="otp-digits" value={String(shown.digits)} options={DIGIT_OPTIONS} onChange={(e) => change({ digits: Number(e.target.value) })} />
            </Field>
            <Field label="Issuer" htmlFor="otp-issuer" className="col-span-2">
              <input id="otp-issuer" className={inputClass} value={shown.issuer} autoComplete="off" placeholder="ACME Co" onChange={(e) => change({ issuer: e.target.value })} />
            </Field>
            <Field label="Account" htmlFor="otp-account" className="col-span-2">
              <input id="otp-account" className={inputClass} value={shown.account} autoComplete="off" placeholder="alice@example.com" onChange={(e) => change({ account: e.target.value })} />
            </Field>
            {shown.kind === 'totp' ? (
              <Field label="Period (seconds)" htmlFor="otp-period" className="col-span-2">
                <input
                  id="otp-period"
                  type="number"
                  min={1}
                  max={MAX_PERIOD}
                  className={inputClass}
                  value={period.text}
                  aria-invalid={!period.ok || undefined}
                  aria-describedby={period.ok ? undefined : 'otp-number-error'}
                  onChange={(e) => period.type(e.target.value)}
                />
              </Field>
            ) : (
              <Field label="Counter" htmlFor="otp-counter" className="col-span-2">
                <div className="flex gap-1.5">
                  <Button size="icon" aria-label="Previous counter" title="Previous counter" onClick={() => step(-1)} disabled={shown.counter <= 0}>
                    <Minus aria-hidden />
                  </Button>
                  <input
                    id="otp-counter"
                    inputMode="numeric"
                    className={cn(inputClass, 'text-center font-mono tabular-nums')}
                    value={counter.text}
                    aria-invalid={!counter.ok || undefined}
                    aria-describedby={counter.ok ? undefined : 'otp-number-error'}
                    onChange={(e) => counter.type(e.target.value)}
                  />
                  <Button size="icon" aria-label="Next counter" title="Next counter (Ctrl/Cmd+Enter)" aria-keyshortcuts="Control+Enter Meta+Enter" onClick={() => step(1)}>
                    <Plus aria-hidden />
                  </Button>
                </div>
              </Field>
            )}
          </div>
          <div className="min-h-5 pt-1">{numberError ? <ErrorText id="otp-number-error">{numberError}</ErrorText> : null}</div>
        </section>

        <section className={card} aria-labelledby="otp-code-title">
          <h2 id="otp-code-title" className="text-sm font-medium">
            {shown.kind === 'hotp' ? `Code at counter ${shown.counter}` : 'Current code'}
          </h2>
          <div className="mt-3 flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2">
            <output className={cn('font-mono text-4xl font-semibold tracking-[0.15em] tabular-nums', !codes && 'text-muted-foreground')} data-testid="otp-code" aria-label="Current code">
              {codes ? codes.current : '–'.repeat(shown.digits)}
            </output>
            <CopyButton text={codes?.current ?? ''} disabled={!codes} label="Copy code" />
            {clock && params ? <Countdown left={clock.left} elapsed={clock.elapsed} period={params.period} /> : null}
          </div>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{shown.kind === 'hotp' ? 'Previous counter' : 'Previous period'}</dt>
            <dd className="font-mono tabular-nums" data-testid="otp-previous">
              {codes?.previous ?? '–'}
            </dd>
            <dt className="text-muted-foreground">{shown.kind === 'hotp' ? 'Next counter' : 'Next period'}</dt>
            <dd className="font-mono tabular-nums" data-testid="otp-next">
              {codes?.next ?? '–'}
            </dd>
          </dl>
          {!params ? <p className="mt-3 text-sm text-muted-foreground">Enter a secret, paste an otpauth URI or read a QR image to see the codes.</p> : null}

          <Field label="Verify a code" htmlFor="otp-verify" className="mt-4">
            <input
              id="otp-verify"
              className={cn(inputClass, 'font-mono tabular-nums disabled:opacity-60')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={typedCode}
              placeholder={'0'.repeat(shown.digits)}
              disabled={!params}
              aria-describedby="otp-verify-result"
              onChange={(e) => setTypedCode(e.target.value)}
            />
          </Field>
          <p id="otp-verify-result" className="mt-1.5 min-h-5 text-sm" aria-live="polite" data-testid="otp-verify-result">
            {verified ? verified.ok ? <span className="text-success">✓ {matchWords(shown as OtpParams, verified)}</span> : <span className="text-destructive-foreground">✗ {verified.reason}</span> : <span className="text-muted-foreground">Accepts the code one step either side.</span>}
          </p>
        </section>
      </div>

      <section className={card} aria-labelledby="otp-uri-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="otp-uri-title" className="text-sm font-medium">
            otpauth URI and QR code
          </h2>
          <div className="flex gap-2">
            {reveal('URI')}
            <CopyButton text={uri} disabled={!uri} label="Copy URI" />
          </div>
        </div>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-white" data-testid="otp-qr">
            {qrSrc ? <img src={qrSrc} alt="QR code of the otpauth URI" className={cn('size-full', !revealed && 'blur-md')} /> : <span className="p-3 text-center text-xs text-zinc-600">{uri ? 'Drawing…' : 'The QR code appears here'}</span>}
          </div>
          <p className={cn('min-w-0 flex-1 rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs break-all', uri && !revealed && blurred, !uri && 'text-muted-foreground')} data-testid="otp-uri">
            {uri || 'The otpauth:// URI of the fields above, for an authenticator app.'}
          </p>
        </div>
      </section>
    </div>
  )
}

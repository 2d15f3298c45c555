import { useAtom, useAtomValue } from 'jotai'
import { Download, Eye, KeyRound, Loader2, LockOpen } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { downloadFile } from '../../lib/download'
import { generateKeyPair, inspectKey, KEY_KINDS, type Inspected, type Kdf, type KeyKind, type KeyPairOutput } from '../../lib/ssh-key'
import { bcryptClient } from '../../workers/bcrypt/bcrypt.client'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { isStale, STALE_DIM, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { generatedAtom, inspectPassphraseAtom, inspectTextAtom, keysAtom, keysShare, passphraseAtom } from './keys.state'

/** bcrypt_pbkdf (16 rounds, some 0.3 s) runs in the bcrypt worker, so a passphrase never freezes the page. */
const kdf: Kdf = (pass, salt, rounds, keyLength) => bcryptClient.run('bcryptPbkdf', { pass, salt, rounds, keyLength })

const card = 'rounded-lg border border-border bg-background p-4'
const textareaClass = 'w-full rounded-md border border-input bg-background p-3 font-mono text-xs outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring'

/** One output: its label, Copy and Download; private material blurred until Reveal is pressed (Copy works while blurred). */
function OutputBlock({ label, text, file, secret = false, testId, dim }: { label: string; text: string; file: string; secret?: boolean; testId: string; dim?: boolean }) {
  const [revealed, setRevealed] = useState(false)
  const id = useId()
  const hidden = secret && !revealed
  return (
    <section className="flex min-w-0 flex-col overflow-hidden rounded-md border border-border" aria-labelledby={id} data-testid={testId}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
        <h3 id={id} className="text-sm font-medium">
          {label}
        </h3>
        <div className="flex flex-wrap items-center gap-1.5">
          {secret ? (
            <Button size="sm" variant="ghost" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)} aria-label={`Reveal ${label}`}>
              <Eye aria-hidden />
              Reveal
            </Button>
          ) : null}
          <CopyButton text={text} aria-label={`Copy ${label}`} />
          <Button size="sm" onClick={() => downloadFile(file, text)} aria-label={`Download ${label} as ${file}`}>
            <Download aria-hidden />
            {file}
          </Button>
        </div>
      </header>
      {hidden ? (
        <div className="relative">
          <pre aria-hidden className="max-h-24 overflow-hidden p-3 font-mono text-xs break-all whitespace-pre-wrap blur-sm select-none" data-testid={`${testId}-text`} data-blurred="true">
            {text}
          </pre>
          <p className="absolute inset-0 flex items-center justify-center text-xs font-medium">Hidden: press Reveal to show it</p>
        </div>
      ) : (
        <pre className={cn('max-h-48 overflow-auto p-3 font-mono text-xs break-all whitespace-pre-wrap', dim && STALE_DIM)} tabIndex={0} aria-label={label} data-testid={`${testId}-text`} data-blurred="false">
          {text}
        </pre>
      )}
    </section>
  )
}

function Fingerprints({ sha256, md5, testId }: { sha256: string; md5: string; testId: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]" data-testid={testId}>
      <dt className="text-muted-foreground">SHA-256</dt>
      <dd className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] sm:text-sm" data-testid={`${testId}-sha256`}>
        {sha256}
      </dd>
      <dt className="text-muted-foreground">MD5</dt>
      <dd className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] sm:text-sm" data-testid={`${testId}-md5`}>
        {md5}
      </dd>
    </dl>
  )
}

function Outputs({ out, stale }: { out: KeyPairOutput; stale: boolean }) {
  const f = out.fileBase
  return (
    <div className="flex flex-col gap-3">
      <section className="rounded-md bg-surface px-3 py-2" aria-label="Fingerprints (ssh-keygen -l)">
        <Fingerprints sha256={out.fingerprints.sha256} md5={out.fingerprints.md5} testId="keys-fingerprints" />
      </section>
      <div className="grid gap-3 2xl:grid-cols-2">
        <OutputBlock label="OpenSSH public key" text={out.opensshPublic} file={`${f}.pub`} testId="keys-openssh-public" dim={stale} />
        <OutputBlock label="OpenSSH private key" text={out.opensshPrivate} file={f} secret testId="keys-openssh-private" dim={stale} />
        <OutputBlock label="Public key (PEM, SPKI)" text={out.publicPem} file={`${f}.pub.pem`} testId="keys-pem-public" dim={stale} />
        <OutputBlock label="Private key (PEM, PKCS#8)" text={out.privatePem} file={`${f}.pem`} secret testId="keys-pem-private" dim={stale} />
        <OutputBlock label="Public key (JWK)" text={out.publicJwk} file={`${f}.pub.jwk.json`} testId="keys-jwk-public" dim={stale} />
        <OutputBlock label="Private key (JWK)" text={out.privateJwk} file={`${f}.jwk.json`} secret testId="keys-jwk-private" dim={stale} />
      </div>
    </div>
  )
}

function InspectSection({ onResult }: { onResult: (r: Inspected | null) => void }) {
  const [text, setText] = useAtom(inspectTextAtom)
  const [passphrase, setPassphrase] = useAtom(inspectPassphraseAtom)
  const [unlockWith, setUnlockWith] = useState('')
  const [result, setResult] = useState<Inspected | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    setBusy(true)
    inspectKey(text, unlockWith, kdf).then(
      (r) => {
        if (!live) return
        setResult(r)
        onResult(r)
        setBusy(false)
      },
      () => live && setBusy(false),
    )
    return () => {
      live = false
    }
  }, [text, unlockWith, onResult])

  const encrypted = !!result?.encrypted

  return (
    <section className={card} aria-labelledby="keys-inspect-title">
      <h2 id="keys-inspect-title" className="mb-3 text-base font-semibold">
        Fingerprints of a key you have
      </h2>
      <div className="flex flex-col gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor="keys-inspect" className="text-xs font-medium text-muted-foreground">
            Inspect a key
          </label>
          <textarea
            id="keys-inspect"
            rows={5}
            className={textareaClass}
            value={text}
            spellCheck={false}
            autoComplete="off"
            placeholder={'ssh-ed25519 AAAAC3Nza... user@host\n-----BEGIN OPENSSH PRIVATE KEY-----\n-----BEGIN PUBLIC KEY-----\n{"kty":"EC", ...}'}
            aria-describedby="keys-inspect-hint"
            onChange={(e) => {
              setText(e.target.value)
              setUnlockWith('')
            }}
          />
          <p id="keys-inspect-hint" className="text-xs text-muted-foreground">
            An OpenSSH public key line or private key, a PEM key (SPKI, PKCS#8, PKCS#1) or a JWK. A private key is never stored.
          </p>
          {encrypted ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                setUnlockWith(passphrase)
              }}
            >
              <Field label="Passphrase of this key" htmlFor="keys-inspect-passphrase" className="min-w-48 flex-1">
                <input id="keys-inspect-passphrase" type="password" className={inputClass} value={passphrase} autoComplete="off" onChange={(e) => setPassphrase(e.target.value)} />
              </Field>
              <Button type="submit" disabled={busy}>
                <LockOpen aria-hidden />
                Unlock
              </Button>
            </form>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2" aria-live="polite" data-testid="keys-inspect-result">
          {!result ? (
            <p className="text-sm text-muted-foreground">{busy && text.trim() ? 'Reading the key…' : 'Paste a key to see its type, size and fingerprints as ssh-keygen -l prints them.'}</p>
          ) : result.ok ? (
            <>
              <p className="text-sm">
                <span className="font-medium">{result.source}</span>
                {result.comment ? <span className="text-muted-foreground"> · comment “{result.comment}”</span> : null}
              </p>
              <Fingerprints sha256={result.fingerprints.sha256} md5={result.fingerprints.md5} testId="keys-inspect-fingerprints" />
              {result.note ? <p className="text-sm text-muted-foreground">{result.note}</p> : null}
              <OutputBlock label="Its OpenSSH public key" text={result.publicLine} file="key.pub" testId="keys-inspect-public" />
            </>
          ) : (
            <ErrorText>{result.error}</ErrorText>
          )}
        </div>
      </div>
    </section>
  )
}

const KIND_LABEL = Object.fromEntries(KEY_KINDS.map((k) => [k.value, k.label])) as Record<KeyKind, string>

/** The "Key pair" tab: generate a key pair in every form, and inspect a pasted key. */
export default function KeyPairPanel() {
  const [state, setState] = useAtom(keysAtom)
  const [passphrase, setPassphrase] = useAtom(passphraseAtom)
  const [generated, setGenerated] = useAtom(generatedAtom)
  const inspectText = useAtomValue(inspectTextAtom)
  const [inspected, setInspected] = useState<Inspected | null>(null)
  const [busy, setBusy] = useState<KeyKind | null>(null)
  const [error, setError] = useState<string | null>(null)

  const current = { kind: state.kind, comment: state.comment, passphrase }
  const stale = isStale(generated, current)
  const generate = () => {
    if (busy) return
    const from = { ...current }
    setBusy(from.kind)
    setError(null)
    // WebCrypto generates off the main thread and bcrypt_pbkdf runs in a worker: the page stays responsive while RSA 4096 takes its time.
    generateKeyPair(from.kind, from.comment, from.passphrase, kdf).then(
      (output) => setGenerated({ output, from }),
      (e: unknown) => setError(`Could not generate the key: ${e instanceof Error ? e.message : String(e)}`),
    ).finally(() => setBusy(null))
  }

  const result = generated?.output.opensshPublic ?? (inspectText.trim() && inspected?.ok ? inspected.publicLine : undefined)
  useToolFrame({ result, mainAction: generate, share: keysShare, stale })

  return (
    <div className="flex flex-col gap-4">
      <section className={card} aria-labelledby="keys-generate-title">
        <h2 id="keys-generate-title" className="mb-3 text-base font-semibold">
          Generate a key pair
        </h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            generate()
          }}
        >
          <Field label="Key type" htmlFor="keys-kind" className="w-40">
            <Select id="keys-kind" value={state.kind} onChange={(e) => setState((s) => ({ ...s, kind: e.target.value as KeyKind }))} options={KEY_KINDS} />
          </Field>
          <Field label="Comment" htmlFor="keys-comment" className="min-w-48 flex-1">
            <input id="keys-comment" className={inputClass} value={state.comment} placeholder="you@laptop" spellCheck={false} autoComplete="off" onChange={(e) => setState((s) => ({ ...s, comment: e.target.value }))} />
          </Field>
          <Field label="Passphrase (optional)" htmlFor="keys-passphrase" className="min-w-48 flex-1">
            <input id="keys-passphrase" type="password" className={inputClass} value={passphrase} autoComplete="new-password" aria-describedby="keys-passphrase-hint" onChange={(e) => setPassphrase(e.target.value)} />
          </Field>
          <Button type="submit" variant="primary" disabled={!!busy} aria-busy={!!busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
            Generate
          </Button>
        </form>
        <p id="keys-passphrase-hint" className="mt-2 text-xs text-muted-foreground">
          A passphrase encrypts the OpenSSH private key (bcrypt KDF, aes256-ctr, as ssh-keygen does); the PEM and JWK forms are not encrypted. Keys are made in this browser and never stored.
        </p>
        <div className="mt-3 flex flex-col gap-3" aria-live="polite">
          {busy ? (
            <p role="status" className="flex items-center gap-2 text-sm" data-testid="keys-busy">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              Generating an {KIND_LABEL[busy]} key pair{busy === 'rsa-4096' ? ' (this can take a few seconds)' : ''}…
            </p>
          ) : null}
          {error ? <ErrorText>{error}</ErrorText> : null}
          {stale ? <StaleNote action="Generate" /> : null}
          {generated ? <Outputs out={generated.output} stale={stale} /> : !busy ? <p className="text-sm text-muted-foreground">Choose a key type and press Generate (Ctrl/Cmd+Enter).</p> : null}
        </div>
      </section>
      <InspectSection onResult={setInspected} />
    </div>
  )
}

import { useAtom } from 'jotai'
import { Download, Eraser, FileLock2, RefreshCw, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { formatBytes as sizeText } from '../../lib/bytes'
import { checkIv, checkKey, CipherError, describeHeader, hexToBytes, keyIvFingerprint, peekHeader, type Header, type Mode } from '../../lib/cipher'
import { downloadFile } from '../../lib/download'
import type { CipherJob } from '../../workers/encrypt/encrypt.impl'
import { encryptClient } from '../../workers/encrypt/encrypt.client'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { FileDrop } from '../../ui/file-drop'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { isStale, STALE_DIM, StaleNote } from '../../ui/stale'
import { useDelayed } from '../../ui/use-delayed'
import { useIncomingFile } from '../../ui/use-incoming-file'
import {
  asText,
  FORMAT_OPTIONS,
  formatBytes,
  ivBytesFor,
  KDF_OPTIONS,
  kdfOf,
  KEY_BITS_OPTIONS,
  MODE_OPTIONS,
  outputName,
  parseCiphertext,
  randomHex,
  REUSED_IV,
  SOURCE_OPTIONS,
  warningsFor,
  type EncryptState,
  type OutputFormat,
  type Secrets,
  type Side,
} from './encrypt.logic'
import { encryptAtom, encryptSecretsAtom, encryptShare, gcmNonces } from './encrypt.state'

/** A text result and what it was made from (D31): the settings and every text field, secrets included (in memory only). */
type TextOut = { text: string; described: string | null; note: string | null; from: Record<string, unknown> }
/** `blob` null: the output was written straight to a file the user chose (showSaveFilePicker). */
type FileOut = {
  blob: Blob | null
  size: number
  name: string
  described: string | null
  ms: number
  bytes: number
}

/** Chromium's File System Access API: where present, a big file's output is written to disk as it comes. */
type SavePicker = (options: { suggestedName: string }) => Promise<FileSystemFileHandle>
const savePicker = (): SavePicker | null => (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker ?? null
/** Above this, a chosen file waits for "Save as..." where the browser offers it, rather than gathering its output in memory. */
const STREAM_TO_DISK_FROM = 256 * 1024 * 1024

const message = (e: unknown) => (e instanceof CipherError ? e.message : e instanceof Error ? e.message : String(e))
const utf8 = (s: string) => new TextEncoder().encode(s)

/** The job the settings and secrets describe, and for raw GCM the key+nonce fingerprint to remember. */
async function jobOf(s: EncryptState, sec: Secrets): Promise<{ job: CipherJob; nonce?: string }> {
  if (s.source === 'raw') {
    const key = hexToBytes(sec.keyHex, 'Key')
    const iv = hexToBytes(sec.ivHex, s.mode === 'gcm' ? 'Nonce' : 'IV')
    checkKey(key)
    checkIv(s.mode, iv)
    const nonce = s.side === 'encrypt' && s.mode === 'gcm' ? await keyIvFingerprint(key, iv) : undefined
    return {
      job: { direction: s.side, raw: { mode: s.mode, key, iv } },
      nonce,
    }
  }
  if (s.side === 'decrypt')
    return {
      job: {
        direction: 'decrypt',
        secret: { passphrase: sec.passphrase, privateKey: sec.privateKey },
      },
    }
  if (s.source === 'rsa') {
    if (!sec.publicKey.trim()) throw new CipherError('Paste the RSA public key (PEM or JWK)')
    return {
      job: {
        direction: 'encrypt',
        envelope: {
          mode: 'gcm',
          keyBits: 256,
          protection: { kind: 'rsa', publicKey: sec.publicKey },
        },
      },
    }
  }
  if (!sec.passphrase) throw new CipherError('Enter a passphrase')
  return {
    job: {
      direction: 'encrypt',
      envelope: {
        mode: s.mode,
        keyBits: s.keyBits,
        protection: {
          kind: 'passphrase',
          passphrase: sec.passphrase,
          kdf: kdfOf(s),
        },
      },
    },
  }
}

function NumberField({ id, label, value, min, max, onChange }: { id: string; label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        className={inputClass}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value)
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n)
        }}
      />
    </Field>
  )
}

export default function EncryptTool() {
  const [state, setState] = useAtom(encryptAtom)
  const [sec, setSec] = useAtom(encryptSecretsAtom)
  const [out, setOut] = useState<TextOut | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reused, setReused] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [fileOut, setFileOut] = useState<FileOut | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const set = (patch: Partial<EncryptState>) => setState((s) => ({ ...s, ...patch }))
  const setSecret = (patch: Partial<Secrets>) => setSec((s) => ({ ...s, ...patch }))
  const side = state.side
  const decrypting = side === 'decrypt'

  const textTask = useWorkerTask<{ data: Uint8Array; job: CipherJob }, Awaited<ReturnType<typeof encryptClient.run<'cipherBytes'>>>>((input, { signal }) => encryptClient.run('cipherBytes', input, { signal }))
  const fileTask = useWorkerTask<{ file: File; job: CipherJob; sink?: FileSystemFileHandle }, Awaited<ReturnType<typeof encryptClient.run<'cipherFile'>>>>((input, { signal, onProgress }) =>
    encryptClient.run('cipherFile', input, { signal, onProgress }),
  )

  // Decrypt: the pasted envelope's header, read here (cheap), says what was used and which secret it needs.
  const found: Header | null = useMemo(() => {
    if (!decrypting || state.source === 'raw') return null
    try {
      return peekHeader(parseCiphertext(sec.ciphertext.slice(0, 4096).replace(/=+$/, '')))
    } catch {
      return null
    }
  }, [decrypting, state.source, sec.ciphertext])
  const wantsPrivateKey = decrypting && state.source !== 'raw' && (found ? found.kdf.kind === 'rsa-oaep' : state.source === 'rsa')
  const warnings = warningsFor(state, sec)

  const fail = (e: unknown, setter: (m: string) => void) => {
    if (isAbortError(e)) return
    const m = message(e)
    setter(m)
    toast.error(m)
  }

  const inputs = { ...state, ...sec }
  const runText = async () => {
    const from = inputs
    setError(null)
    setReused(false)
    try {
      const { job, nonce } = await jobOf(state, sec)
      if (nonce && gcmNonces.has(nonce)) {
        setReused(true)
        setError(REUSED_IV)
        return
      }
      const data = decrypting ? parseCiphertext(sec.ciphertext) : utf8(sec.plaintext)
      const r = await textTask.run({ data, job })
      if (!r) return
      if (nonce) gcmNonces.add(nonce)
      if (decrypting) {
        const text = asText(r.bytes)
        setOut({
          text: text ?? formatBytes(r.bytes, 'hex'),
          described: r.described,
          note: text === null ? 'The plaintext is not UTF-8 text: shown as hex.' : null,
          from,
        })
      } else
        setOut({
          text: formatBytes(r.bytes, state.format),
          described: r.described,
          note: null,
          from,
        })
      toast.success(decrypting ? 'Decrypted' : 'Encrypted')
    } catch (e) {
      setOut(null)
      fail(e, setError)
    }
  }

  // "Save as...": the picker needs the click itself (a user gesture), then the job writes to the file chosen.
  const saveAs = async (f: File | null = file) => {
    const pick = savePicker()
    if (!f || !pick) return
    let handle: FileSystemFileHandle
    try {
      handle = await pick({ suggestedName: outputName(f.name, state.side) })
    } catch {
      return // the picker was closed
    }
    await runFile(f, state, handle)
  }
  const runFile = async (f: File | null = file, s: EncryptState = state, sink?: FileSystemFileHandle) => {
    if (!f) return
    setFileError(null)
    setFileOut(null)
    setReused(false)
    try {
      const { job, nonce } = await jobOf(s, sec)
      if (nonce && gcmNonces.has(nonce)) {
        setReused(true)
        setFileError(REUSED_IV)
        return
      }
      const started = performance.now()
      const r = await fileTask.run({ file: f, job, sink })
      if (!r) return
      if (nonce) gcmNonces.add(nonce)
      setFileOut({
        blob: r.blob,
        size: r.bytes,
        name: sink?.name ?? outputName(f.name, s.side),
        described: r.described,
        ms: performance.now() - started,
        bytes: f.size,
      })
      toast.success(s.side === 'decrypt' ? 'File decrypted' : 'File encrypted')
    } catch (e) {
      fail(e, setFileError)
    }
  }
  // A job that failed in the worker (a wrong passphrase, altered data) says so, in words.
  const textFailed = textTask.status === 'error' ? message(textTask.error) : null
  const fileFailed = fileTask.status === 'error' ? message(fileTask.error) : null
  useEffect(() => {
    if (textFailed) toast.error(textFailed)
  }, [textFailed, textTask.error])
  useEffect(() => {
    if (fileFailed) toast.error(fileFailed)
  }, [fileFailed, fileTask.error])
  const shownOut = textFailed ? null : out
  const stale = isStale(shownOut, inputs)

  // An .enc file is decrypted: the Decrypt side opens for it (its envelope says the rest).
  const chooseFile = (f: File | undefined) => {
    if (!f) return
    setFile(f)
    setFileOut(null)
    const s =
      /\.enc$/i.test(f.name) && state.side === 'encrypt'
        ? {
            ...state,
            side: 'decrypt' as const,
            source: state.source === 'raw' ? ('passphrase' as const) : state.source,
          }
        : state
    if (s !== state) setState(s)
    // A big file waits for "Save as..." where the browser can write it to disk as it goes.
    if (f.size >= STREAM_TO_DISK_FROM && savePicker()) return
    void runFile(f, s)
  }
  useIncomingFile('encrypt', chooseFile)

  const switchSide = (s: Side) => {
    set({ side: s })
    setOut(null)
    setError(null)
    setFileOut(null)
    setFileError(null)
  }
  const newIv = () => {
    setSecret({ ivHex: randomHex(ivBytesFor(state.mode)) })
    setReused(false)
    setError(null)
    setFileError(null)
  }

  const fileBusy = fileTask.status === 'running'
  const showProgress = useDelayed(fileBusy, 200)
  const textBusy = useDelayed(textTask.status === 'running', 300)
  const elapsed = fileTask.startedAt ? Date.now() - fileTask.startedAt : 0
  const rate = fileTask.progress && elapsed > 0 ? `${(fileTask.progress.done / 1048576 / (elapsed / 1000)).toFixed(1)} MB/s` : ''
  const action = decrypting ? 'Decrypt' : 'Encrypt'
  const showMode = state.source === 'raw' || (!decrypting && state.source === 'passphrase')

  useToolFrame({
    result: shownOut?.text || undefined,
    stale,
    mainAction: () => void runText(),
    share: encryptShare,
  })

  const body = (
    <>
      <div className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-3 lg:grid-cols-4">
        <Field label="Key from" htmlFor="encrypt-source">
          <Select id="encrypt-source" value={state.source} onChange={(e) => set({ source: e.target.value as EncryptState['source'] })} options={SOURCE_OPTIONS} />
        </Field>
        {showMode ? (
          <Field label="Mode" htmlFor="encrypt-mode">
            <Select id="encrypt-mode" value={state.mode} onChange={(e) => set({ mode: e.target.value as Mode })} options={MODE_OPTIONS} />
          </Field>
        ) : null}
        {!decrypting && state.source === 'passphrase' ? (
          <>
            <Field label="Key size" htmlFor="encrypt-bits">
              <Select
                id="encrypt-bits"
                value={String(state.keyBits)}
                onChange={(e) =>
                  set({
                    keyBits: Number(e.target.value) as EncryptState['keyBits'],
                  })
                }
                options={KEY_BITS_OPTIONS}
              />
            </Field>
            <Field label="Key derivation" htmlFor="encrypt-kdf">
              <Select id="encrypt-kdf" value={state.kdf} onChange={(e) => set({ kdf: e.target.value as EncryptState['kdf'] })} options={KDF_OPTIONS} />
            </Field>
            {state.kdf === 'pbkdf2' ? (
              <NumberField id="encrypt-iterations" label="PBKDF2 iterations" value={state.iterations} min={1} max={100_000_000} onChange={(iterations) => set({ iterations })} />
            ) : (
              <>
                <NumberField id="encrypt-argon-m" label="Argon2id memory (MiB)" value={state.argonMemoryMiB} min={1} max={1024} onChange={(argonMemoryMiB) => set({ argonMemoryMiB })} />
                <NumberField id="encrypt-argon-t" label="Argon2id passes" value={state.argonIterations} min={1} max={100} onChange={(argonIterations) => set({ argonIterations })} />
                <NumberField id="encrypt-argon-p" label="Argon2id lanes" value={state.argonParallelism} min={1} max={16} onChange={(argonParallelism) => set({ argonParallelism })} />
              </>
            )}
          </>
        ) : null}
        {!decrypting ? (
          <Field label="Text output" htmlFor="encrypt-format">
            <Select id="encrypt-format" value={state.format} onChange={(e) => set({ format: e.target.value as OutputFormat })} options={FORMAT_OPTIONS} />
          </Field>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
        {state.source === 'raw' ? (
          <div className="grid gap-3 md:grid-cols-2">
            <Field label="Key (hex, 16 or 32 bytes)" htmlFor="encrypt-key">
              <div className="flex gap-2">
                <input
                  id="encrypt-key"
                  className={cn(inputClass, 'font-mono')}
                  autoComplete="off"
                  spellCheck={false}
                  value={sec.keyHex}
                  onChange={(e) => setSecret({ keyHex: e.target.value })}
                  placeholder="64 hex digits for AES-256"
                />
                <Button variant="secondary" onClick={() => setSecret({ keyHex: randomHex(state.keyBits / 8) })} aria-label="Generate a random key">
                  <RefreshCw aria-hidden /> Key
                </Button>
              </div>
            </Field>
            <Field label={`${state.mode === 'gcm' ? 'Nonce' : 'IV'} (hex, ${ivBytesFor(state.mode)} bytes)`} htmlFor="encrypt-iv">
              <div className="flex gap-2">
                <input
                  id="encrypt-iv"
                  className={cn(inputClass, 'font-mono')}
                  autoComplete="off"
                  spellCheck={false}
                  value={sec.ivHex}
                  onChange={(e) => setSecret({ ivHex: e.target.value })}
                  placeholder={`${ivBytesFor(state.mode) * 2} hex digits`}
                />
                <Button variant="secondary" onClick={newIv} aria-label="Generate a new IV">
                  <RefreshCw aria-hidden /> IV
                </Button>
              </div>
            </Field>
          </div>
        ) : wantsPrivateKey ? (
          <Field label="RSA private key (PKCS#8 PEM or JWK)" htmlFor="encrypt-private">
            <textarea
              id="encrypt-private"
              className={cn(inputClass, 'h-28 py-2 font-mono text-xs ', sec.privateKey && '[filter:blur(3px)] focus:[filter:none]')}
              spellCheck={false}
              autoComplete="off"
              value={sec.privateKey}
              onChange={(e) => setSecret({ privateKey: e.target.value })}
              placeholder="-----BEGIN PRIVATE KEY-----"
            />
          </Field>
        ) : state.source === 'rsa' && !decrypting ? (
          <Field label="RSA public key (PEM or JWK)" htmlFor="encrypt-public" hint="Hybrid: a random AES-256-GCM key encrypts the data and RSA-OAEP (SHA-256) wraps that key, so any length works.">
            <textarea
              id="encrypt-public"
              className={cn(inputClass, 'h-28 py-2 font-mono text-xs')}
              spellCheck={false}
              autoComplete="off"
              value={sec.publicKey}
              onChange={(e) => setSecret({ publicKey: e.target.value })}
              placeholder="-----BEGIN PUBLIC KEY-----"
            />
          </Field>
        ) : (
          <Field label="Passphrase" htmlFor="encrypt-passphrase" hint={decrypting ? 'The envelope holds everything else: mode, key derivation, salt, IV.' : undefined}>
            <input
              id="encrypt-passphrase"
              type="password"
              className={inputClass}
              autoComplete="off"
              value={sec.passphrase}
              onChange={(e) => setSecret({ passphrase: e.target.value })}
              placeholder={decrypting ? 'The passphrase it was encrypted with' : 'A long passphrase'}
            />
          </Field>
        )}
        {decrypting && state.source !== 'raw' ? (
          <p className="text-xs text-muted-foreground" data-testid="encrypt-found">
            {found ? `Envelope found: ${describeHeader(found)}.` : 'Paste an envelope (Base64 or hex) or choose an .enc file: it says how it was encrypted.'}
          </p>
        ) : null}
      </div>

      {warnings.length ? (
        <ul className="flex flex-col gap-1.5 rounded-lg border border-warning bg-warning-soft p-3 text-sm" aria-label="Warnings" data-testid="encrypt-warnings">
          {warnings.map((w) => (
            <li key={w} className="flex gap-2">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              {w}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Pane
            title={decrypting ? 'Ciphertext' : 'Plaintext'}
            className="h-[min(40vh,360px)] min-h-48"
            actions={
              <Button size="sm" variant="ghost" onClick={() => setSecret(decrypting ? { ciphertext: '' } : { plaintext: '' })} disabled={!(decrypting ? sec.ciphertext : sec.plaintext)}>
                <Eraser aria-hidden /> Clear
              </Button>
            }
          >
            <CodeEditor
              id="encrypt-input"
              label={decrypting ? 'Ciphertext (Base64 or hex)' : 'Text to encrypt'}
              value={decrypting ? sec.ciphertext : sec.plaintext}
              onChange={(v) => setSecret(decrypting ? { ciphertext: v } : { plaintext: v })}
              placeholder={decrypting ? 'Paste the Base64 or hex ciphertext…' : 'Type or paste the text to encrypt…'}
              wrap
            />
          </Pane>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" onClick={() => void runText()} disabled={textBusy} aria-keyshortcuts="Control+Enter Meta+Enter">
              {textBusy ? `${action}ing...` : action}
            </Button>
            {reused ? (
              <Button onClick={newIv}>
                <RefreshCw aria-hidden /> Generate a new IV
              </Button>
            ) : null}
          </div>
          <ErrorText>{error ?? textFailed}</ErrorText>
        </div>
        <Pane
          title={decrypting ? 'Plaintext' : 'Ciphertext'}
          className="h-[min(40vh,360px)] min-h-48"
          actions={shownOut ? <CopyButton variant="ghost" disabled={stale} text={shownOut.text} aria-label={`Copy the ${decrypting ? 'plaintext' : 'ciphertext'}`} /> : null}
        >
          {shownOut ? (
            <div className={cn('flex h-full flex-col', stale && STALE_DIM)} data-stale={stale || undefined}>
              {stale ? <StaleNote action={action} className="border-b border-border px-3 py-1.5" /> : null}
              {shownOut.described || shownOut.note ? (
                <p className="border-b border-border px-3 py-1.5 text-xs text-muted-foreground" data-testid="encrypt-described">
                  {[shownOut.described, shownOut.note].filter(Boolean).join('. ')}
                </p>
              ) : null}
              <CodeEditor id="encrypt-output" label={decrypting ? 'Decrypted text' : 'Encrypted text'} value={shownOut.text} readOnly wrap className="min-h-0 flex-1" />
            </div>
          ) : (
            <p className="p-4 text-sm text-muted-foreground">{decrypting ? 'The decrypted text appears here.' : 'The ciphertext appears here, with everything needed to decrypt it except the secret.'}</p>
          )}
        </Pane>
      </div>

      <section aria-labelledby="encrypt-file-title" className="flex flex-col gap-3">
        <h2 id="encrypt-file-title" className="text-sm font-medium">
          {decrypting ? 'Decrypt a file' : 'Encrypt a file'}
        </h2>
        <FileDrop onFiles={(files) => chooseFile(files[0])} accept="*" multiple={false} pickerLabel={decrypting ? 'File to decrypt' : 'File to encrypt'} testId="encrypt-drop" className="flex-col gap-2 p-6 text-center">
          <FileLock2 aria-hidden className="size-6" />
          <span>Drop a file here, or choose one. Any size: streamed through a worker, never leaves your browser.</span>
        </FileDrop>
        {file ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="encrypt-file-info">
            <span className="font-medium break-all">{file.name}</span> <span className="text-muted-foreground">· {sizeText(file.size)}</span>{' '}
            <Button size="sm" variant="ghost" onClick={() => void runFile()} disabled={fileBusy}>
              {action} {fileOut ? 'again' : 'in memory'}
            </Button>
            {savePicker() ? (
              <Button size="sm" variant="ghost" onClick={() => void saveAs()} disabled={fileBusy}>
                <Download aria-hidden /> {action} and save as...
              </Button>
            ) : null}
          </div>
        ) : null}
        {file && !fileOut && !fileBusy && file.size >= STREAM_TO_DISK_FROM && savePicker() ? (
          <p className="text-sm text-muted-foreground">A big file: press {action} and save as... to write the result to disk as it comes, so memory stays flat.</p>
        ) : null}
        {fileBusy && showProgress ? <ProgressBar label={`${action}ing file...`} progress={fileTask.progress} onCancel={fileTask.cancel} detail={rate} /> : null}
        <ErrorText>{fileError ?? fileFailed}</ErrorText>
        {fileOut && !fileBusy ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm" data-testid="encrypt-file-result">
            {fileOut.blob ? (
              <Button variant="primary" onClick={() => fileOut.blob && downloadFile(fileOut.name, fileOut.blob, 'application/octet-stream')}>
                <Download aria-hidden /> Download {fileOut.name}
              </Button>
            ) : (
              <span className="font-medium">Saved to {fileOut.name}</span>
            )}
            <span className="text-muted-foreground">
              {sizeText(fileOut.size)} · {(fileOut.ms / 1000).toFixed(2)} s{fileOut.bytes >= 1048576 ? ` · ${(fileOut.bytes / 1048576 / (fileOut.ms / 1000)).toFixed(1)} MB/s` : ''}
              {fileOut.described ? ` · ${fileOut.described}` : ''}
            </span>
          </div>
        ) : null}
      </section>
    </>
  )

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={side} onValueChange={(v) => switchSide(v as Side)}>
        <TabsList aria-label="Direction">
          <TabsTrigger value="encrypt">Encrypt</TabsTrigger>
          <TabsTrigger value="decrypt">Decrypt</TabsTrigger>
        </TabsList>
        {/* One body for both sides: only the open side's panel is mounted. */}
        <TabsContent value="encrypt" className="flex flex-col gap-4">
          {body}
        </TabsContent>
        <TabsContent value="decrypt" className="flex flex-col gap-4">
          {body}
        </TabsContent>
      </Tabs>
    </div>
  )
}

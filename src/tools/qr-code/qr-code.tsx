import { useAtom } from 'jotai'
import { Download, Eye, EyeOff, ImageUp, PencilLine, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { qrClient } from '../../workers/qr/qr.client'
import type { GenerateJob, Generated, QrLevel, ReadOutcome } from '../../workers/qr/qr.impl'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { isStale, type Made } from '../../ui/stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useImagePaste } from '../../ui/use-image-paste'
import { useIncomingFile } from '../../ui/use-incoming-file'
import {
  describeCode,
  describeParsed,
  ENCRYPTION_LABEL,
  ENCRYPTIONS,
  fileName,
  jobInputs,
  jobOf,
  KIND_LABEL,
  KINDS,
  LEVEL_LABEL,
  LEVELS,
  loadParsed,
  lookOf,
  MARGIN,
  MESSAGES,
  parseColour,
  parsePayload,
  payloadOf,
  pickerHex,
  SIZE,
  type Email,
  type Encryption,
  type Kind,
  type QrState,
  type Sms,
  type Vcard,
  type Wifi,
} from './qr-code.logic'
import { qrAtom, qrShare, qrTabAtom, type QrTab } from './qr-code.state'

const DEBOUNCE_MS = 120
/** The encoded text shown in full up to this length (a QR code holds at most 7,089 characters; a 20 MB paste is cut). */
const SHOWN_CHARS = 8000
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif'
const textareaClass = 'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground'
const PAYLOAD_ERROR_ID = 'qr-payload-message'
const optionErrorId = (k: string) => `qr-${k}-message`

/** The SVG as an image address: shown through <img> (D13, D28), never inline. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

type ReadState = { name: string; url: string; outcome: ReadOutcome }

export default function QrCodeGenerator() {
  const [state, setState] = useAtom(qrAtom)
  const [tab, setTab] = useAtom(qrTabAtom)
  const payload = payloadOf(state)
  const look = lookOf(state)
  const job = useMemo(() => jobOf(state), [state])

  // The preview draws live in the worker (D7, D31): each change supersedes the job before it.
  const preview = useWorkerTask<GenerateJob, Made<Generated>>(async (input, { signal }) => ({ outcome: await qrClient.run('generate', input, { signal }), from: jobInputs(input) }), {
    auto: { input: job!, debounceMs: DEBOUNCE_MS, enabled: job !== null },
  })
  const made = job && preview.status !== 'error' ? (preview.result ?? null) : null
  const stale = isStale(made, jobInputs(job))
  const generated = made?.outcome.ok ? made.outcome : null
  const tooLong = made && !made.outcome.ok ? made.outcome.message : null

  // --- Read tab ---------------------------------------------------------------------------
  const [read, setRead] = useState<ReadState | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const readJob = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const shownUrl = useRef<string | null>(null)
  useEffect(
    () => () => {
      readJob.current?.abort()
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current)
    },
    [],
  )

  const show = (next: ReadState | null, error: string | null) => {
    if (shownUrl.current && shownUrl.current !== next?.url) URL.revokeObjectURL(shownUrl.current)
    shownUrl.current = next?.url ?? null
    setRead(next)
    setReadError(error)
  }

  /** Reads an image in the worker; a newer image supersedes (cancels) the one being read. */
  const readFile = async (file: File) => {
    setTab('read')
    readJob.current?.abort()
    if (!file.type.startsWith('image/') && !/\.(png|jpe?g|webp|gif)$/i.test(file.name)) {
      setReading(false)
      show(null, MESSAGES.notImage)
      return
    }
    const job = new AbortController()
    readJob.current = job
    setReading(true)
    try {
      const outcome = await qrClient.run('read', file, { signal: job.signal })
      show({ name: file.name || 'Pasted image', url: URL.createObjectURL(file), outcome }, null)
    } catch (e) {
      if (isAbortError(e)) return
      show(null, MESSAGES.readFailed)
    } finally {
      if (readJob.current === job) setReading(false)
    }
  }

  // D25: an image dropped on the home page (or shared to the app) opens here, on the Read tab.
  useIncomingFile('qr-code', (file) => void readFile(file))

  // Ctrl/Cmd+V of an image anywhere in the tool reads it (text pastes are left alone).
  useImagePaste((file) => void readFile(file))

  const decoded = read?.outcome.ok ? read.outcome.text : null

  // --- Downloads ----------------------------------------------------------------------------
  const downloadPng = async () => {
    if (!job) return
    try {
      downloadFile(fileName(state.kind, 'png'), await qrClient.run('png', job))
      toast.success('File downloaded!')
    } catch (e) {
      toast.error(e instanceof Error && /Too long/.test(e.message) ? e.message : 'Could not make the PNG')
    }
  }
  const currentSvg = async (): Promise<string | null> => {
    if (!job) return null
    if (generated && !stale) return generated.svg
    const g = await qrClient.run('generate', job)
    return g.ok ? g.svg : null
  }
  const downloadSvg = async () => {
    const svg = await currentSvg()
    if (!svg) return
    downloadFile(fileName(state.kind, 'svg'), svg, 'image/svg+xml')
    toast.success('File downloaded!')
  }
  const ready = job !== null && !tooLong

  // The frame's result (Copy, Send to): the payload text on Create, the decoded text on Read.
  const result = tab === 'create' ? (payload.ok ? payload.text : undefined) : (decoded ?? undefined)
  useToolFrame({
    result,
    share: qrShare,
    mainAction: () => {
      if (tab === 'create') void downloadPng()
      else fileInput.current?.click()
    },
  })

  const set = <K extends keyof QrState>(key: K, value: QrState[K]) => setState((s) => ({ ...s, [key]: value }))
  const invalid = (field: string) => (!payload.ok && !payload.empty && payload.field === field ? { 'aria-invalid': true, 'aria-describedby': PAYLOAD_ERROR_ID } : {})
  const optionInvalid = (k: 'size' | 'margin' | 'fg' | 'bg') => (!look.ok && look.errors[k] ? { 'aria-invalid': true, 'aria-describedby': optionErrorId(k) } : {})
  const warnings = [...(payload.ok ? payload.warnings : []), ...(look.ok ? look.warnings : [])]

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as QrTab)}>
      <TabsList aria-label="Mode">
        <TabsTrigger value="create">Create</TabsTrigger>
        <TabsTrigger value="read">Read a QR code</TabsTrigger>
      </TabsList>

      <TabsContent value="create">
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <Pane title="Content" titleId="qr-content-title">
              <div className="flex flex-col gap-3 p-3">
                <Field label="Type" htmlFor="qr-kind">
                  <Select id="qr-kind" value={state.kind} onChange={(e) => set('kind', e.target.value as Kind)} options={KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))} />
                </Field>
                {state.kind === 'text' ? (
                  <Field label="Text" htmlFor="qr-text">
                    <textarea id="qr-text" rows={6} className={textareaClass} value={state.text} placeholder="Any text: a note, a code, a line of JSON…" onChange={(e) => set('text', e.target.value)} {...invalid('text')} />
                  </Field>
                ) : state.kind === 'url' ? (
                  <Field label="URL" htmlFor="qr-url">
                    <input id="qr-url" className={inputClass} inputMode="url" autoComplete="url" spellCheck={false} value={state.url} placeholder="https://example.com" onChange={(e) => set('url', e.target.value)} {...invalid('url')} />
                  </Field>
                ) : state.kind === 'wifi' ? (
                  <WifiForm value={state.wifi} onChange={(wifi) => set('wifi', wifi)} invalid={invalid} />
                ) : state.kind === 'vcard' ? (
                  <VcardForm value={state.vcard} onChange={(vcard) => set('vcard', vcard)} invalid={invalid} />
                ) : state.kind === 'email' ? (
                  <EmailForm value={state.email} onChange={(email) => set('email', email)} invalid={invalid} />
                ) : (
                  <SmsForm value={state.sms} onChange={(sms) => set('sms', sms)} invalid={invalid} />
                )}
              </div>
            </Pane>

            <Pane title="Options" titleId="qr-options-title">
              <div className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3">
                <Field label="Error correction" htmlFor="qr-level">
                  <Select id="qr-level" value={state.level} onChange={(e) => set('level', e.target.value as QrLevel)} options={LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))} />
                </Field>
                <Field label="Size (px)" htmlFor="qr-size">
                  <NumberInput id="qr-size" min={SIZE.min} max={SIZE.max} step={16} value={state.size} onChange={(n) => set('size', n)} {...optionInvalid('size')} />
                </Field>
                <Field label="Margin (modules)" htmlFor="qr-margin">
                  <NumberInput id="qr-margin" min={MARGIN.min} max={MARGIN.max} step={1} value={state.margin} onChange={(n) => set('margin', n)} {...optionInvalid('margin')} />
                </Field>
                <ColourField id="qr-fg" label="Foreground" value={state.fg} onChange={(fg) => set('fg', fg)} extra={optionInvalid('fg')} />
                <ColourField id="qr-bg" label="Background" value={state.bg} onChange={(bg) => set('bg', bg)} extra={optionInvalid('bg')} />
                <div className="flex items-end">
                  <Button className="w-full justify-center" onClick={() => setState((s) => ({ ...s, fg: s.bg, bg: s.fg }))}>
                    Swap colours
                  </Button>
                </div>
              </div>
            </Pane>
          </div>

          <Pane
            title="Preview"
            titleId="qr-preview-title"
            actions={
              <>
                <Button size="sm" variant="primary" onClick={() => void downloadPng()} disabled={!ready} aria-keyshortcuts="Control+Enter Meta+Enter" title="Download PNG (Ctrl/Cmd+Enter)">
                  <Download aria-hidden /> PNG
                </Button>
                <Button size="sm" onClick={() => void downloadSvg()} disabled={!ready} aria-label="Download SVG">
                  <Download aria-hidden /> SVG
                </Button>
                <CopyButton variant="ghost" label="Copy SVG" getText={() => (generated && !stale ? generated.svg : '')} disabled={!generated || stale} />
              </>
            }
          >
            <div className="flex flex-col items-center gap-3 p-4">
              <div
                className="flex size-64 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] sm:size-72"
                data-testid="qr-preview"
                aria-busy={preview.status === 'pending' || preview.status === 'running'}
                data-stale={stale || undefined}
              >
                {!payload.ok ? (
                  <PreviewMessage error={!payload.empty} id={PAYLOAD_ERROR_ID}>
                    {payload.message}
                  </PreviewMessage>
                ) : !look.ok ? (
                  <div className="flex flex-col gap-2 p-4">
                    {Object.entries(look.errors).map(([k, m]) => (
                      <ErrorText key={k} id={optionErrorId(k)}>
                        {m}
                      </ErrorText>
                    ))}
                  </div>
                ) : tooLong ? (
                  <PreviewMessage error id="qr-too-long">
                    {tooLong}
                  </PreviewMessage>
                ) : preview.status === 'error' ? (
                  <PreviewMessage error>The QR engine stopped unexpectedly. Change a field to try again.</PreviewMessage>
                ) : generated ? (
                  <img src={svgDataUrl(generated.svg)} alt={`QR code: ${KIND_LABEL[state.kind]}`} className={cn('size-full object-contain', stale && 'opacity-60')} data-testid="qr-image" />
                ) : (
                  <PreviewMessage>Drawing…</PreviewMessage>
                )}
              </div>
              <p className="min-h-5 text-center text-xs text-muted-foreground" data-testid="qr-info">
                {generated && payload.ok && look.ok ? describeCode(generated, state.level) + ` · ${state.size} × ${state.size} px` : '\u00a0'}
              </p>
              {warnings.length ? (
                <ul className="flex w-full flex-col gap-1.5" data-testid="qr-warnings" aria-label="Warnings">
                  {warnings.map((w, i) => (
                    <li key={i} className="flex items-start gap-1.5 rounded-md bg-warning-soft px-2.5 py-1.5 text-sm">
                      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                      <span>{w}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {payload.ok ? (
                <div className="w-full">
                  <h3 className="mb-1 text-xs font-medium text-muted-foreground" id="qr-payload-title">
                    Encoded text
                  </h3>
                  <pre
                    className="max-h-40 overflow-auto rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap"
                    data-testid="qr-payload"
                    aria-labelledby="qr-payload-title"
                    tabIndex={0}
                  >
                    {payload.text.length > SHOWN_CHARS ? `${payload.text.slice(0, SHOWN_CHARS)}… (${(payload.text.length - SHOWN_CHARS).toLocaleString('en-US')} more characters)` : payload.text}
                  </pre>
                </div>
              ) : null}
            </div>
          </Pane>
        </div>
      </TabsContent>

      <TabsContent value="read">
        <ReadPane
          busy={reading}
          read={read}
          error={readError}
          fileInput={fileInput}
          onFile={(f) => void readFile(f)}
          onEdit={(text) => {
            setState((s) => loadParsed(s, text))
            setTab('create')
          }}
        />
      </TabsContent>
    </Tabs>
  )
}

function PreviewMessage({ children, error, id }: { children: ReactNode; error?: boolean; id?: string }) {
  return (
    <div className="p-4 text-center" data-testid="qr-message">
      {error ? (
        <ErrorText id={id}>{children}</ErrorText>
      ) : (
        <p id={id} className="text-sm text-muted-foreground">
          {children}
          <br />
          Your QR code appears here as you type.
        </p>
      )}
    </div>
  )
}

/** A whole-number input that keeps what is typed (an empty field is NaN, shown with its message). */
function NumberInput({ value, onChange, ...props }: { id: string; min: number; max: number; step: number; value: number; onChange: (n: number) => void; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) {
  return (
    <input
      type="number"
      inputMode="numeric"
      className={inputClass}
      value={Number.isFinite(value) ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))}
      {...props}
    />
  )
}

function ColourField({ id, label, value, onChange, extra }: { id: string; label: string; value: string; onChange: (v: string) => void; extra: object }) {
  return (
    <Field label={label} htmlFor={id}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          value={pickerHex(parseColour(value))}
          onChange={(e) => onChange(e.target.value)}
        />
        <input id={id} className={`${inputClass} min-w-0 font-mono`} value={value} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} {...extra} />
      </div>
    </Field>
  )
}

type Invalid = (field: string) => object

function WifiForm({ value, onChange, invalid }: { value: Wifi; onChange: (w: Wifi) => void; invalid: Invalid }) {
  const [show, setShow] = useState(false)
  const set = <K extends keyof Wifi>(k: K, v: Wifi[K]) => onChange({ ...value, [k]: v })
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Network name (SSID)" htmlFor="qr-ssid">
        <input id="qr-ssid" className={inputClass} spellCheck={false} autoComplete="off" value={value.ssid} onChange={(e) => set('ssid', e.target.value)} {...invalid('ssid')} />
      </Field>
      <Field label="Security" htmlFor="qr-encryption">
        <Select id="qr-encryption" value={value.encryption} onChange={(e) => set('encryption', e.target.value as Encryption)} options={ENCRYPTIONS.map((e) => ({ value: e, label: ENCRYPTION_LABEL[e] }))} />
      </Field>
      {value.encryption !== 'nopass' ? (
        <Field label="Password" htmlFor="qr-password" hint={MESSAGES.shareNoPassword} className="sm:col-span-2">
          <div className="flex gap-2">
            <input
              id="qr-password"
              type={show ? 'text' : 'password'}
              className={`${inputClass} font-mono`}
              spellCheck={false}
              autoComplete="off"
              value={value.password}
              onChange={(e) => set('password', e.target.value)}
              {...invalid('password')}
            />
            <Button onClick={() => setShow((s) => !s)} aria-label={show ? 'Hide password' : 'Show password'} aria-pressed={show} title={show ? 'Hide password' : 'Show password'}>
              {show ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            </Button>
          </div>
        </Field>
      ) : null}
      <label className="inline-flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={value.hidden} onChange={(e) => set('hidden', e.target.checked)} />
        Hidden network
      </label>
    </div>
  )
}

const VCARD_FIELDS: { key: keyof Vcard; label: string; wide?: boolean; autoComplete: string }[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'org', label: 'Organisation', autoComplete: 'organization' },
  { key: 'title', label: 'Job title', autoComplete: 'organization-title' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel' },
  { key: 'email', label: 'E-mail', autoComplete: 'email' },
  { key: 'url', label: 'Website', autoComplete: 'url', wide: true },
  { key: 'street', label: 'Street', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'region', label: 'Region or state', autoComplete: 'address-level1' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
]

function VcardForm({ value, onChange, invalid }: { value: Vcard; onChange: (v: Vcard) => void; invalid: Invalid }) {
  const set = (k: keyof Vcard, v: string) => onChange({ ...value, [k]: v })
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {VCARD_FIELDS.map((f) => (
        <Field key={f.key} label={f.label} htmlFor={`qr-vcard-${f.key}`} className={f.wide ? 'sm:col-span-2' : undefined}>
          <input id={`qr-vcard-${f.key}`} className={inputClass} autoComplete={f.autoComplete} value={value[f.key]} onChange={(e) => set(f.key, e.target.value)} {...invalid(f.key)} />
        </Field>
      ))}
      <Field label="Note" htmlFor="qr-vcard-note" className="sm:col-span-2">
        <textarea id="qr-vcard-note" rows={2} className={textareaClass} value={value.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
    </div>
  )
}

function EmailForm({ value, onChange, invalid }: { value: Email; onChange: (v: Email) => void; invalid: Invalid }) {
  const set = (k: keyof Email, v: string) => onChange({ ...value, [k]: v })
  return (
    <div className="flex flex-col gap-3">
      <Field label="To" htmlFor="qr-email-to" hint="Several addresses: separate them with commas.">
        <input id="qr-email-to" className={inputClass} inputMode="email" autoComplete="email" spellCheck={false} value={value.to} placeholder="name@example.com" onChange={(e) => set('to', e.target.value)} {...invalid('to')} />
      </Field>
      <Field label="Subject" htmlFor="qr-email-subject">
        <input id="qr-email-subject" className={inputClass} value={value.subject} onChange={(e) => set('subject', e.target.value)} />
      </Field>
      <Field label="Body" htmlFor="qr-email-body">
        <textarea id="qr-email-body" rows={4} className={textareaClass} value={value.body} onChange={(e) => set('body', e.target.value)} />
      </Field>
    </div>
  )
}

function SmsForm({ value, onChange, invalid }: { value: Sms; onChange: (v: Sms) => void; invalid: Invalid }) {
  const set = (k: keyof Sms, v: string) => onChange({ ...value, [k]: v })
  return (
    <div className="flex flex-col gap-3">
      <Field label="Phone number" htmlFor="qr-sms-number">
        <input id="qr-sms-number" className={inputClass} inputMode="tel" autoComplete="tel" value={value.number} placeholder="+44 20 7946 0000" onChange={(e) => set('number', e.target.value)} {...invalid('number')} />
      </Field>
      <Field label="Message" htmlFor="qr-sms-message">
        <textarea id="qr-sms-message" rows={4} className={textareaClass} value={value.message} onChange={(e) => set('message', e.target.value)} />
      </Field>
    </div>
  )
}

function ReadPane({
  busy,
  read,
  error,
  fileInput,
  onFile,
  onEdit,
}: {
  busy: boolean
  read: ReadState | null
  error: string | null
  fileInput: React.RefObject<HTMLInputElement | null>
  onFile: (f: File) => void
  onEdit: (text: string) => void
}) {
  const [dragOver, setDragOver] = useState(false)
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragOver(false)
    const file = e.dataTransfer.files[0]
    if (file) onFile(file)
  }
  const outcome = read?.outcome
  const text = outcome?.ok ? outcome.text : null
  const parsed = text !== null ? describeParsed(parsePayload(text)) : null
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        onDragOver={(e) => {
          e.preventDefault()
          setDragOver(true)
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-testid="qr-drop"
        className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-sm text-muted-foreground hover:bg-surface', dragOver && 'border-primary bg-accent text-accent-foreground')}
      >
        <ImageUp aria-hidden className="size-8" />
        <span className="font-medium text-foreground">Click to choose, drag and drop, or paste (Ctrl/Cmd+V) an image</span>
        <span>PNG, JPEG, WebP or GIF · read in your browser, never uploaded</span>
      </button>
      <input ref={fileInput} type="file" hidden accept={ACCEPT} aria-label="Choose an image with a QR code" onChange={(e) => {
        const file = e.target.files?.[0]
        e.target.value = ''
        if (file) onFile(file)
      }} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane title="Image" titleId="qr-read-image-title">
          <div className="flex h-64 items-center justify-center bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-2">
            {read ? (
              <img src={read.url} alt={read.name} className="max-h-full max-w-full object-contain" data-testid="qr-read-image" />
            ) : (
              <span className="text-xs text-muted-foreground">No image yet</span>
            )}
          </div>
          <p className="min-h-8 truncate border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
            {read ? `${read.name}${read.outcome.ok ? ` · ${read.outcome.width} × ${read.outcome.height} px · QR version ${read.outcome.version}` : ''}` : '\u00a0'}
          </p>
        </Pane>

        <Pane
          title="Decoded"
          titleId="qr-decoded-title"
          actions={
            <>
              {text !== null ? <CopyButton variant="ghost" getText={() => text} /> : null}
              {text !== null ? (
                <Button size="sm" variant="ghost" onClick={() => onEdit(text)}>
                  <PencilLine aria-hidden /> Edit in the generator
                </Button>
              ) : null}
            </>
          }
        >
          <div className="flex min-h-64 flex-col gap-3 p-3" aria-busy={busy} data-testid="qr-read-result">
            {busy ? (
              <p className="text-sm text-muted-foreground" role="status">
                Reading…
              </p>
            ) : error ? (
              <ErrorText>{error}</ErrorText>
            ) : !outcome ? (
              <p className="text-sm text-muted-foreground">The text of the QR code appears here, with what it is (a link, a Wi-Fi network, a contact…). Send to passes it on to another tool.</p>
            ) : !outcome.ok ? (
              <ErrorText>{outcome.reason === 'none' ? MESSAGES.notFound : MESSAGES.unreadable}</ErrorText>
            ) : (
              <>
                <p className="text-sm">
                  <span className="text-muted-foreground">Detected: </span>
                  <span className="font-medium" data-testid="qr-read-kind">
                    {parsed!.label}
                  </span>
                </p>
                <pre className="max-h-56 overflow-auto rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap" data-testid="qr-read-text" tabIndex={0} aria-label="Decoded text">
                  {text}
                </pre>
                {parsed!.rows.length ? (
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="qr-read-fields">
                    {parsed!.rows.map(([k, v]) => (
                      <div key={k} className="contents">
                        <dt className="text-muted-foreground">{k}</dt>
                        <dd className="break-words whitespace-pre-wrap">{v}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </>
            )}
          </div>
        </Pane>
      </div>
    </div>
  )
}

import { zipSync } from 'fflate'
import { Download, Eraser, FileArchive, ImageUp, Info } from 'lucide-react'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { toast } from 'sonner'
import { formatBytes } from '../../lib/bytes'
import { downloadFile } from '../../lib/download'
import { imageClient } from '../../workers/image/image.client'
import type { ConvertResult, ImageFormat } from '../../workers/image/image.impl'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Select } from '../../ui/select'
import { StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { ACCEPT_ALL, DEFAULT_IN, DEFAULT_OUT, detectFormat, FORMATS, MESSAGES, outputName, QUALITY, qualityLabel, reduction, SNIFF_BYTES, usesQuality } from './image-converter.logic'

type Item = {
  id: number
  file: File
  /** What the file is, from its bytes (else its type or extension): D33, whatever the select said. */
  format: ImageFormat
  /** What the page shows for the original: the file itself, or a PNG made from it (TIFF). */
  originalUrl: string | null
  /** The conversion, with the output format and quality it was made with (D31). */
  result: (ConvertResult & { url: string; previewUrl: string; outFormat: ImageFormat; quality: number }) | null
}

const formatOptions = FORMATS.map((f) => ({ value: f, label: f }))
let nextId = 1

/**
 * D16: AVIF is offered only where the browser can write it. Asked once per session, in the image
 * worker that does the encoding; 'checking' until it answers.
 */
type Support = 'checking' | 'yes' | 'no'
let avifSupport: Promise<boolean> | null = null
function useAvifSupport(): Support {
  const [support, setSupport] = useState<Support>('checking')
  useEffect(() => {
    let live = true
    avifSupport ??= imageClient.run('canEncode', 'AVIF').catch(() => false)
    void avifSupport.then((ok) => live && setSupport(ok ? 'yes' : 'no'))
    return () => {
      live = false
    }
  }, [])
  return support
}

const head = async (file: File) => new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
const formatsOf = (list: ImageFormat[]) => [...new Set(list)].join('/')

/** SVG needs the DOM to decode: it is drawn through an <img> (which never runs its scripts). */
async function rasteriseSvg(file: File): Promise<ImageBitmap> {
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    return await createImageBitmap(img)
  } finally {
    URL.revokeObjectURL(url)
  }
}

function describeFailure(error: unknown, out: ImageFormat): string {
  const message = error instanceof Error ? error.message : ''
  if (message === MESSAGES.noContext) return MESSAGES.noContext
  if (message === MESSAGES.outputUnsupported(out)) return message
  return MESSAGES.generic
}

function Preview({ title, url, size, extra, testId, stale }: { title: string; url: string | null; size: number; extra?: string; testId: string; stale?: boolean }) {
  return (
    <figure className={cn('flex min-w-0 flex-1 flex-col gap-2', stale && 'opacity-60')} data-stale={stale || undefined}>
      <div className="flex h-48 items-center justify-center overflow-hidden rounded-md border border-border bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px]">
        {url ? <img src={url} alt={title} className="max-h-full max-w-full object-contain" data-testid={testId} /> : <span className="text-xs text-muted-foreground">No preview</span>}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{title}</span> · {formatBytes(size)}
        {extra ? ` · ${extra}` : ''}
      </figcaption>
    </figure>
  )
}

export default function ImageConverter() {
  const [inFormat, setInFormat] = useState<ImageFormat>(DEFAULT_IN)
  const [outFormat, setOutFormat] = useState<ImageFormat>(DEFAULT_OUT)
  const [quality, setQuality] = useState(QUALITY.default)
  const [items, setItems] = useState<Item[]>([])
  const [busy, setBusy] = useState(false)
  const [dragOver, setDragOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const urls = useRef(new Set<string>())
  const avif = useAvifSupport()
  const outputOptions = formatOptions.map((o) =>
    o.value === 'AVIF' && avif !== 'yes' ? { ...o, label: avif === 'no' ? MESSAGES.cannotEncode('AVIF') : MESSAGES.checkingEncoder('AVIF'), disabled: true } : o,
  )

  const track = (url: string) => {
    urls.current.add(url)
    return url
  }
  const releaseAll = () => {
    urls.current.forEach((u) => URL.revokeObjectURL(u))
    urls.current.clear()
  }
  useEffect(() => releaseAll, [])

  const choose = async (files: File[]) => {
    if (files.length === 0) return
    // D33: the input format follows the file (its bytes, else its type or extension); SPEC's
    // message remains for a file that is none of the supported formats.
    const detected = await Promise.all(files.map(async (file) => ({ file, format: detectFormat(file, await head(file).catch(() => new Uint8Array())) })))
    const accepted = detected.filter((d): d is { file: File; format: ImageFormat } => d.format !== null)
    const refused = detected.filter((d) => d.format === null).map((d) => d.file.name)
    if (refused.length) toast.error(MESSAGES.invalidType, { description: MESSAGES.notAnImage(refused) })
    if (accepted.length === 0) return
    // SPEC section 4: choosing new files clears any earlier conversion.
    releaseAll()
    setInFormat(accepted[0]!.format)
    const fresh: Item[] = accepted.map(({ file, format }) => ({ id: nextId++, file, format, originalUrl: format === 'TIFF' ? null : track(URL.createObjectURL(file)), result: null }))
    setItems(fresh)
    for (const item of fresh) {
      if (item.format === 'TIFF') {
        try {
          const png = await imageClient.run('preview', { bytes: await item.file.arrayBuffer(), inFormat: 'TIFF' })
          const url = track(URL.createObjectURL(png))
          setItems((list) => list.map((x) => (x.id === item.id ? { ...x, originalUrl: url } : x)))
        } catch {
          // The preview is a courtesy; conversion reports its own error.
        }
      }
    }
  }

  // D25: an image handed to this tool is loaded as if chosen.
  useIncomingFile('image-converter', (file) => void choose([file]))

  const convert = async () => {
    if (items.length === 0 || busy) return
    const same = items.filter((i) => i.format === outFormat)
    if (same.length) toast.error(MESSAGES.unsupported, { description: MESSAGES.unsupportedDetail(same[0]!.format, outFormat) })
    const todo = items.filter((i) => i.format !== outFormat)
    if (todo.length === 0) return
    setBusy(true)
    const converted: ImageFormat[] = []
    try {
      for (const item of todo) {
        const inF = item.format
        try {
          const job =
            inF === 'SVG'
              ? await (async () => {
                  const bitmap = await rasteriseSvg(item.file)
                  return { input: { bitmap, inFormat: inF, outFormat, quality: quality / 100 }, transfer: [bitmap] as Transferable[] }
                })()
              : await (async () => {
                  const bytes = await item.file.arrayBuffer()
                  return { input: { bytes, inFormat: inF, outFormat, quality: quality / 100 }, transfer: [bytes] as Transferable[] }
                })()
          const r = await imageClient.run('convert', job.input, { transfer: job.transfer })
          const url = track(URL.createObjectURL(r.blob))
          const previewUrl = r.preview ? track(URL.createObjectURL(r.preview)) : url
          setItems((list) => list.map((x) => (x.id === item.id ? { ...x, result: { ...r, url, previewUrl, outFormat, quality } } : x)))
          converted.push(inF)
        } catch (error) {
          toast.error(MESSAGES.failed, { description: describeFailure(error, outFormat) })
        }
      }
      if (converted.length > 0) toast.success(MESSAGES.success(formatsOf(converted), outFormat), { duration: 2000 })
    } finally {
      setBusy(false)
    }
  }

  const clear = () => {
    releaseAll()
    setItems([])
  }
  const done = items.filter((i) => i.result)
  // D31: encoding is expensive, so a conversion made with another output format or quality stays
  // on screen marked out of date until Convert is pressed again.
  const isStale = (r: NonNullable<Item['result']>) => r.outFormat !== outFormat || (usesQuality(outFormat) && r.quality !== quality)
  const anyStale = done.some((i) => isStale(i.result!))
  const downloadOne = (item: Item) => item.result && downloadFile(outputName(item.file.name, item.result.outFormat), item.result.blob)
  const downloadZip = async () => {
    const entries: Record<string, Uint8Array> = {}
    for (const item of done) entries[outputName(item.file.name, item.result!.outFormat)] = new Uint8Array(await item.result!.blob.arrayBuffer())
    downloadFile('converted-images.zip', new Blob([zipSync(entries, { level: 0 }) as BlobPart], { type: 'application/zip' }))
  }

  useToolFrame({ stale: anyStale || undefined, mainAction: () => void convert() })

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragOver(false)
    void choose(Array.from(e.dataTransfer.files))
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="img-in" className="text-xs font-medium text-muted-foreground">
            Input format
          </label>
          <Select id="img-in" className="w-32" value={inFormat} options={formatOptions} onChange={(e) => setInFormat(e.target.value as ImageFormat)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="img-out" className="text-xs font-medium text-muted-foreground">
            Output format
          </label>
          <Select
            id="img-out"
            className="w-32"
            value={outFormat}
            options={outputOptions}
            onChange={(e) => setOutFormat(e.target.value as ImageFormat)}
            aria-describedby={avif === 'no' ? 'img-out-note' : undefined}
          />
        </div>
        {items.length > 0 && usesQuality(outFormat) ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="img-quality" className="text-xs font-medium text-muted-foreground">
              Quality: {quality}% ({qualityLabel(quality)})
            </label>
            <input id="img-quality" type="range" min={QUALITY.min} max={QUALITY.max} step={QUALITY.step} value={quality} onChange={(e) => setQuality(Number(e.target.value))} className="h-9 w-48 accent-[var(--primary)]" />
          </div>
        ) : null}
        <Button variant="primary" onClick={() => void convert()} disabled={busy || items.length === 0} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Converting...' : 'Convert'}
        </Button>
        {items.length > 0 ? (
          <Button onClick={clear} disabled={busy}>
            <Eraser aria-hidden /> Clear
          </Button>
        ) : null}
        {done.length > 1 ? (
          <Button onClick={() => void downloadZip()}>
            <FileArchive aria-hidden /> Download all (.zip)
          </Button>
        ) : null}
      </div>

      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault()
          setDragOver(true)
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-testid="image-drop"
        className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border p-8 text-sm text-muted-foreground hover:bg-surface', dragOver && 'border-primary bg-accent text-accent-foreground')}
      >
        <ImageUp aria-hidden className="size-8" />
        <span className="font-medium text-foreground">Click to upload or drag and drop</span>
        <span>
          Any of {FORMATS.join(', ')}{items.length ? ` · ${items.length} chosen` : ''} · several at once are fine
        </span>
      </button>
      <input ref={input} type="file" hidden multiple accept={ACCEPT_ALL} aria-label="Choose images" onChange={(e) => void choose(Array.from(e.target.files ?? [])).finally(() => (e.target.value = ''))} />

      {avif === 'no' ? (
        <p id="img-out-note" className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="avif-note">
          <Info aria-hidden className="size-4" /> AVIF output is not offered: this browser cannot encode AVIF.
        </p>
      ) : null}
      {anyStale ? <StaleNote action="Convert" /> : null}
      {outFormat === 'SVG' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="size-4" /> {MESSAGES.svgNote}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Choose images (the input format follows the file); the original and converted previews appear here side by side.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Images">
          {items.map((item) => {
            const r = item.result
            const saved = r ? reduction(item.file.size, r.blob.size) : 0
            return (
              <li key={item.id} className="rounded-lg border border-border p-4" data-testid="image-item">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <p className="truncate text-sm font-medium">{item.file.name}</p>
                  {r ? (
                    <Button size="sm" onClick={() => downloadOne(item)} title={isStale(r) ? `Made as ${r.outFormat}${usesQuality(r.outFormat) ? ` at ${r.quality}%` : ''}: press Convert for the current choice` : undefined}>
                      <Download aria-hidden /> Download
                    </Button>
                  ) : null}
                </div>
                <div className="flex flex-col gap-4 sm:flex-row">
                  <Preview title="Original" url={item.originalUrl} size={item.file.size} testId="original-preview" />
                  {r ? (
                    <Preview stale={isStale(r)} title={`Converted (${r.outFormat})`} url={r.previewUrl} size={r.blob.size} extra={`${r.width}×${r.height}${saved > 0 ? ` · ${saved}% smaller` : ''}${r.outFormat === 'SVG' ? ` · ${MESSAGES.svgEmbedded}` : ''}`} testId="converted-preview" />
                  ) : (
                    <div className="flex flex-1 items-center justify-center rounded-md border border-dashed border-border text-xs text-muted-foreground">{busy ? 'Converting...' : 'Press Convert'}</div>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

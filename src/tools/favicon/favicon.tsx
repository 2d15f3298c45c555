import { useAtom } from 'jotai'
import { CircleAlert, Download, Eraser, FileArchive, ImageUp, Info, TriangleAlert } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { formatBytes } from '../../lib/bytes'
import { downloadFile } from '../../lib/download'
import { faviconClient } from '../../workers/favicon/favicon.client'
import { DECODE_FAILED, type RenderJob, type RenderResult, type Source } from '../../workers/favicon/favicon.impl'
import type { OutputKey } from '../../workers/favicon/geometry'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { isStale, type Made } from '../../ui/stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { useIncomingFile } from '../../ui/use-incoming-file'
import {
  ACCEPT,
  BAD_COLOUR,
  colourHex,
  CRASHED,
  DROP_TEXT,
  EMPTY_IMAGE,
  EMPTY_TEXT,
  FILES,
  FIT_OPTIONS,
  firstGraphemes,
  FONT_OPTIONS,
  htmlTags,
  IMAGE_NOT_KEPT,
  isSquare,
  isSvgFile,
  isTiny,
  lookOf,
  looksLikeSvg,
  manifest,
  MAX_GRAPHEMES,
  NO_EMOJI_NOTE,
  nonSquareNote,
  NOT_IMAGE,
  PADDING,
  RADIUS,
  renderSettings,
  SHAPE_OPTIONS,
  textSourceOf,
  tinyWarning,
  WEIGHT_OPTIONS,
  withSvgNamespace,
  ZIP_NAME,
  zipFiles,
  type FaviconState,
  type Mode,
  type RenderSettings,
} from './favicon.logic'
import { IconPreviews, MaskablePreview, type IconUrls } from './favicon.previews'
import { faviconAtom, faviconShare } from './favicon.state'
import { loadSvg, svgLayers, type LoadedSvg } from './favicon.svg-raster'

const DEBOUNCE_MS = 150

/** A raster image chosen in this tab (never stored). */
type RasterPick = { id: number; file: File }
let nextRasterId = 1

type SourceRef = { kind: 'text' } | { kind: 'raster'; pick: RasterPick } | { kind: 'svg'; svg: LoadedSvg; markup: string }
type RenderInput = { settings: RenderSettings; source: SourceRef; from: Record<string, unknown> }
type Rendered = Made<RenderResult> & { svg: string | null }

/** Object URLs for blobs, made and revoked with them (safe under strict mode's double effects). */
function useObjectUrls<K extends string>(blobs: Record<K, Blob> | null): Record<K, string> | null {
  const [made, setMade] = useState<{ blobs: Record<K, Blob>; urls: Record<K, string> } | null>(null)
  useEffect(() => {
    if (!blobs) return
    const urls = Object.fromEntries(Object.entries(blobs).map(([k, b]) => [k, URL.createObjectURL(b as Blob)])) as Record<K, string>
    setMade({ blobs, urls })
    return () => Object.values(urls).forEach((u) => URL.revokeObjectURL(u as string))
  }, [blobs])
  return made && made.blobs === blobs ? made.urls : null
}

/** An SVG source decoded in an <img> (D13), or the error it ended in. */
function useLoadedSvg(markup: string) {
  const [state, setState] = useState<{ markup: string; loaded: LoadedSvg | null } | null>(null)
  useEffect(() => {
    if (!markup) return
    let live = true
    let url: string | null = null
    loadSvg(markup).then(
      (l) => {
        if (!live) return URL.revokeObjectURL(l.url)
        url = l.url
        setState({ markup, loaded: l })
      },
      () => live && setState({ markup, loaded: null }),
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [markup])
  return state && state.markup === markup ? state : null
}

const bytesOf = async (b: Blob) => new Uint8Array(await b.arrayBuffer())

export default function FaviconGenerator() {
  const [state, setState] = useAtom(faviconAtom)
  const set = <K extends keyof FaviconState>(key: K, value: FaviconState[K]) => setState((s) => ({ ...s, [key]: value }))
  const [raster, setRaster] = useState<RasterPick | null>(null)
  const rasterBlob = useMemo(() => (raster ? { source: raster.file as Blob } : null), [raster])
  const rasterUrl = useObjectUrls(rasterBlob)?.source
  const svgMarkup = state.mode === 'image' ? state.svg : ''
  const svg = useLoadedSvg(svgMarkup)
  const svgError = !!svg && !svg.loaded

  // What the render reads, as a key: the job is rebuilt only when one of these changes.
  const settings = renderSettings(state)
  const source: SourceRef | null =
    state.mode === 'text' ? (textSourceOf(settings) ? { kind: 'text' } : null) : svgMarkup ? (svg?.loaded ? { kind: 'svg', svg: svg.loaded, markup: svgMarkup } : null) : raster ? { kind: 'raster', pick: raster } : null
  const sourceId = !source ? null : source.kind === 'text' ? 'text' : source.kind === 'raster' ? `raster:${source.pick.id}` : `svg:${source.svg.url}`
  const from = useMemo(() => ({ ...settings, source: sourceId }), [JSON.stringify(settings), sourceId]) // eslint-disable-line react-hooks/exhaustive-deps
  const input = useMemo<RenderInput | null>(() => (source && settings.bg ? { settings, source, from } : null), [from]) // eslint-disable-line react-hooks/exhaustive-deps

  const task = useWorkerTask<RenderInput | null, Rendered>(
    async (job, { signal }) => {
      if (!job) throw new Error('nothing to render')
      const { settings: r, source: src } = job
      let workerSource: Source
      let transfer: Transferable[] = []
      if (src.kind === 'text') workerSource = textSourceOf(r)!
      else if (src.kind === 'raster') {
        const bytes = await src.pick.file.arrayBuffer()
        workerSource = { kind: 'raster', id: src.pick.id, bytes, type: src.pick.file.type }
        transfer = [bytes]
      } else {
        const layers = svgLayers(src.svg, lookOf(r), r.fit)
        workerSource = layers.source
        transfer = layers.transfer
      }
      const renderJob: RenderJob = { source: workerSource, look: lookOf(r), fit: r.fit, background: r.bg!, opaqueBackground: r.bgOpaque! }
      const outcome = await faviconClient.run('render', renderJob, { signal, transfer })
      return { outcome, from: job.from, svg: src.kind === 'svg' ? src.markup : null }
    },
    { auto: { input, debounceMs: DEBOUNCE_MS, enabled: input !== null } },
  )

  const failed = task.status === 'error'
  const made = source && !failed ? (task.result ?? null) : null
  const stale = isStale(made, from)
  // Icons redraw within a moment of each change: they are dimmed only if that takes a while (D31).
  const dim = useDelayed(stale, 400)
  const outcome = made?.outcome ?? null
  const images = useMemo(() => (outcome ? ({ ...outcome.images, ico: outcome.ico } as Record<OutputKey | 'ico', Blob>) : null), [outcome])
  const urls = useObjectUrls(images)
  const problem = svgError ? NOT_IMAGE : failed ? (String((task.error as Error)?.message ?? '').includes(DECODE_FAILED) ? NOT_IMAGE : CRASHED) : null

  const hasSvg = state.mode === 'image' && !!svgMarkup && !svgError
  const tags = htmlTags(state, hasSvg)
  const manifestText = manifest(state)

  const filesOf = async (m: Rendered) => ({
    ico: await bytesOf(m.outcome.ico),
    apple: await bytesOf(m.outcome.images.apple),
    icon192: await bytesOf(m.outcome.images['icon-192']),
    icon512: await bytesOf(m.outcome.images['icon-512']),
    maskable: await bytesOf(m.outcome.images.maskable),
    svg: m.svg,
    manifest: manifestText,
  })
  const canDownload = !!made && !stale
  const downloadAll = async () => {
    if (!made || stale) return
    downloadFile(ZIP_NAME, new Blob([zipFiles(await filesOf(made)) as BlobPart], { type: 'application/zip' }))
  }

  useToolFrame({ result: tags, mainAction: () => void downloadAll(), share: faviconShare })

  /* Sources ------------------------------------------------------------------------------------ */

  const takeSvg = (markup: string, name: string) => {
    setRaster(null)
    setState((s) => ({ ...s, mode: 'image', svg: withSvgNamespace(markup.trim()), svgName: name }))
  }
  const takeFile = async (file: File) => {
    const head = await file
      .slice(0, 1024)
      .text()
      .catch(() => '')
    if (isSvgFile(file) || /^\s*<(?:\?xml|svg|!--|!doctype)/i.test(head.replace(/^\uFEFF/, ''))) {
      const text = await file.text().catch(() => '')
      if (looksLikeSvg(text)) return takeSvg(text, file.name)
    }
    // Anything else goes to the worker, which decodes it or says it cannot.
    setRaster({ id: nextRasterId++, file })
    setState((s) => ({ ...s, mode: 'image', svg: '', svgName: '' }))
  }
  const clearImage = () => {
    setRaster(null)
    setState((s) => ({ ...s, svg: '', svgName: '' }))
  }

  // D25: an image handed to this tool (dropped on the home page) is taken as if chosen.
  useIncomingFile('favicon', (file) => void takeFile(file))

  // Paste: an image file anywhere in the tool; SVG markup outside the text fields.
  const takeFileRef = useRef(takeFile)
  const takeSvgRef = useRef(takeSvg)
  useEffect(() => {
    takeFileRef.current = takeFile
    takeSvgRef.current = takeSvg
  })
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = Array.from(e.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'))
      if (file) {
        e.preventDefault()
        void takeFileRef.current(file)
        return
      }
      if (e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable="true"]')) return
      const text = e.clipboardData?.getData('text/plain') ?? ''
      if (looksLikeSvg(text)) {
        e.preventDefault()
        takeSvgRef.current(text, 'pasted.svg')
      }
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [])

  /* Notes about the image source ---------------------------------------------------------------- */

  const dims = source?.kind === 'svg' ? { w: source.svg.width, h: source.svg.height } : source?.kind === 'raster' && made && made.from.source === sourceId ? { w: made.outcome.width, h: made.outcome.height } : null
  const notes: { kind: 'warn' | 'info'; text: string; testId: string }[] = []
  if (state.mode === 'image' && dims && !problem) {
    if (source?.kind === 'raster' && isTiny(dims.w, dims.h)) notes.push({ kind: 'warn', text: tinyWarning(dims.w, dims.h), testId: 'favicon-tiny' })
    if (!isSquare(dims.w, dims.h)) notes.push({ kind: 'info', text: nonSquareNote(dims.w, dims.h, state.fit, state.imageFill), testId: 'favicon-not-square' })
  }
  const sourceName = svgMarkup ? state.svgName || 'pasted.svg' : raster?.file.name
  const sourceThumb = source?.kind === 'svg' ? source.svg.url : source?.kind === 'raster' ? rasterUrl : undefined

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        {/* Settings ----------------------------------------------------------------------------- */}
        <div className="flex min-w-0 flex-col gap-5">
          <Tabs value={state.mode} onValueChange={(v) => set('mode', v as Mode)}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList aria-label="Source">
                <TabsTrigger value="text">Text</TabsTrigger>
                <TabsTrigger value="image">Image</TabsTrigger>
              </TabsList>
              <Button variant="primary" onClick={() => void downloadAll()} disabled={!canDownload} aria-keyshortcuts="Control+Enter Meta+Enter">
                <FileArchive aria-hidden /> Download all (ZIP)
              </Button>
            </div>

            <TabsContent value="text" className="flex flex-col gap-4">
              <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
                <LabeledControl label="Letters or emoji" htmlFor="favicon-text">
                  <input
                    id="favicon-text"
                    className={cn(inputClass, 'text-center text-base font-semibold')}
                    value={state.text}
                    onChange={(e) => set('text', firstGraphemes(e.target.value, MAX_GRAPHEMES))}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby="favicon-text-hint"
                  />
                </LabeledControl>
                <ColourField id="favicon-fg" label="Text colour" value={state.fg} onChange={(v) => set('fg', v)} />
              </div>
              <p id="favicon-text-hint" className="-mt-2 text-xs text-muted-foreground">
                Up to {MAX_GRAPHEMES} characters. {NO_EMOJI_NOTE}
              </p>
              <div className="grid grid-cols-2 gap-3">
                <LabeledControl label="Font" htmlFor="favicon-font">
                  <Select id="favicon-font" value={state.font} options={FONT_OPTIONS} onChange={(e) => set('font', e.target.value as FaviconState['font'])} />
                </LabeledControl>
                <LabeledControl label="Weight" htmlFor="favicon-weight">
                  <Select id="favicon-weight" value={state.weight} options={WEIGHT_OPTIONS} onChange={(e) => set('weight', e.target.value as FaviconState['weight'])} />
                </LabeledControl>
              </div>
            </TabsContent>

            <TabsContent value="image" className="flex flex-col gap-3">
              <DropZone onFile={(f) => void takeFile(f)} />
              <div className="flex min-h-12 items-center gap-3 rounded-md border border-border px-3 py-2 text-sm" data-testid="favicon-source">
                {sourceName ? (
                  <>
                    {sourceThumb ? <img src={sourceThumb} alt="" className="size-8 shrink-0 rounded-sm object-contain" /> : <span className="size-8 shrink-0" />}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{sourceName}</span>
                      <span className="block text-xs text-muted-foreground">{dims ? `${Math.round(dims.w)}×${Math.round(dims.h)} px${source?.kind === 'svg' ? ' · SVG (vector)' : ''}` : problem ? 'Unreadable' : 'Reading…'}</span>
                    </span>
                    <Button size="sm" variant="ghost" onClick={clearImage}>
                      <Eraser aria-hidden /> Clear
                    </Button>
                  </>
                ) : (
                  <span className="text-xs text-muted-foreground">{IMAGE_NOT_KEPT}</span>
                )}
              </div>
              {state.mode === 'image' && problem ? (
                <div data-testid="favicon-error">
                  <ErrorText>{problem}</ErrorText>
                </div>
              ) : null}
              {notes.map((n) => (
                <p key={n.testId} data-testid={n.testId} className={cn('flex items-start gap-1.5 text-sm', n.kind === 'warn' ? 'text-warning' : 'text-muted-foreground')}>
                  {n.kind === 'warn' ? <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> : <Info aria-hidden className="mt-0.5 size-4 shrink-0" />}
                  <span>{n.text}</span>
                </p>
              ))}
              <div className="grid grid-cols-2 gap-3">
                <LabeledControl label="Fit" htmlFor="favicon-fit">
                  <Select id="favicon-fit" value={state.fit} options={FIT_OPTIONS} onChange={(e) => set('fit', e.target.value as FaviconState['fit'])} />
                </LabeledControl>
                <label className="inline-flex items-center gap-2 self-end pb-2 text-sm">
                  <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.imageFill} onChange={(e) => set('imageFill', e.target.checked)} />
                  Fill the background
                </label>
              </div>
            </TabsContent>
          </Tabs>

          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium">Shape and background</legend>
            <div className="grid grid-cols-2 gap-3">
              <LabeledControl label="Shape" htmlFor="favicon-shape">
                <Select id="favicon-shape" value={state.shape} options={SHAPE_OPTIONS} onChange={(e) => set('shape', e.target.value as FaviconState['shape'])} />
              </LabeledControl>
              <ColourField id="favicon-bg" label="Background colour" value={state.bg} onChange={(v) => set('bg', v)} />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <Range id="favicon-radius" label="Corner radius" value={state.radius} range={RADIUS} onChange={(v) => set('radius', v)} disabled={state.shape !== 'rounded'} />
              {state.mode === 'text' ? (
                <Range id="favicon-padding" label="Padding" value={state.padding} range={PADDING} onChange={(v) => set('padding', v)} />
              ) : (
                <Range id="favicon-padding" label="Padding" value={state.imagePadding} range={PADDING} onChange={(v) => set('imagePadding', v)} />
              )}
            </div>
            <p className="text-xs text-muted-foreground">The Apple touch icon and the maskable icon are always full squares on the background colour.</p>
          </fieldset>

          <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium">Manifest and tags</legend>
            <div className="grid grid-cols-2 gap-3">
              <LabeledControl label="Name" htmlFor="favicon-name">
                <input id="favicon-name" className={inputClass} value={state.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
              </LabeledControl>
              <LabeledControl label="Short name" htmlFor="favicon-short-name">
                <input id="favicon-short-name" className={inputClass} value={state.shortName} onChange={(e) => set('shortName', e.target.value)} autoComplete="off" />
              </LabeledControl>
              <ColourField id="favicon-theme" label="Theme colour" value={state.themeColor} onChange={(v) => set('themeColor', v)} />
              <ColourField id="favicon-background" label="Splash background" value={state.backgroundColor} onChange={(v) => set('backgroundColor', v)} />
            </div>
            <LabeledControl label="Path the files are served from" htmlFor="favicon-path">
              <input id="favicon-path" className={cn(inputClass, 'font-mono')} value={state.path} onChange={(e) => set('path', e.target.value)} placeholder="/" autoComplete="off" spellCheck={false} />
            </LabeledControl>
          </fieldset>
        </div>

        {/* Previews ----------------------------------------------------------------------------- */}
        <div className="flex min-w-0 flex-col gap-4" aria-busy={task.status === 'running' || task.status === 'pending'} data-stale={stale || undefined} data-testid="favicon-result">
          <Pane title="Preview" titleId="favicon-preview-title">
            <div className="p-3 sm:p-4">
              <p className="mb-3 min-h-5 text-sm text-muted-foreground" data-testid="favicon-hint">
                {!source && !problem ? (state.mode === 'text' ? EMPTY_TEXT : EMPTY_IMAGE) : problem && state.mode === 'image' ? 'No icons: see the message under the image.' : made ? 'Each icon at its real size.' : 'Drawing…'}
              </p>
              <IconPreviews urls={urls as IconUrls | null} title={state.name} stale={dim} />
            </div>
          </Pane>
          <Pane title="Maskable icon" titleId="favicon-maskable-title">
            <div className="p-3 sm:p-4">
              <MaskablePreview url={urls?.maskable} stale={dim} />
            </div>
          </Pane>
        </div>
      </div>

      {/* Files and code ------------------------------------------------------------------------- */}
      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="Files"
          titleId="favicon-files-title"
          actions={
            <Button size="sm" onClick={() => void downloadAll()} disabled={!canDownload}>
              <FileArchive aria-hidden /> {ZIP_NAME}
            </Button>
          }
        >
          <ul aria-labelledby="favicon-files-title" className="divide-y divide-border" data-testid="favicon-files">
            <FileRow name={FILES.ico} detail="16, 32 and 48 px" blob={outcome?.ico} disabled={!canDownload} />
            {hasSvg ? <FileRow name={FILES.svg} detail="the SVG source" blob={made?.svg != null ? new Blob([made.svg], { type: 'image/svg+xml' }) : undefined} disabled={!canDownload} /> : null}
            <FileRow name={FILES.apple} detail="180×180, opaque" blob={outcome?.images.apple} disabled={!canDownload} />
            <FileRow name={FILES.icon192} detail="192×192" blob={outcome?.images['icon-192']} disabled={!canDownload} />
            <FileRow name={FILES.icon512} detail="512×512" blob={outcome?.images['icon-512']} disabled={!canDownload} />
            <FileRow name={FILES.maskable} detail="512×512, maskable" blob={outcome?.images.maskable} disabled={!canDownload} />
            <FileRow name={FILES.manifest} detail="Web app manifest" blob={new Blob([manifestText], { type: 'application/manifest+json' })} />
          </ul>
        </Pane>
        <div className="flex min-w-0 flex-col gap-4">
          <Pane title="HTML to paste into <head>" titleId="favicon-html-title" className="h-56" actions={<CopyButton variant="ghost" text={tags} />}>
            <CodeEditor id="favicon-html" label="HTML tags" language="html" value={tags} readOnly wrap />
          </Pane>
          <Pane title={FILES.manifest} titleId="favicon-manifest-title" className="h-64" actions={<CopyButton variant="ghost" text={manifestText} />}>
            <CodeEditor id="favicon-manifest" label="Web app manifest" language="json" value={manifestText} readOnly />
          </Pane>
        </div>
      </div>
    </div>
  )
}

function LabeledControl({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  )
}

/** D33: any CSS colour typed, or picked with the native picker; the error line keeps its space. */
function ColourField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const hex = colourHex(value)
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-1.5">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-9 w-9 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          value={hex ? hex.slice(0, 7) : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className={cn(inputClass, 'min-w-0 px-2 font-mono text-xs')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          title="Any CSS colour: a name, #hex, rgb(), hsl(), oklch()…"
          aria-invalid={!hex || undefined}
          aria-describedby={hex ? undefined : `${id}-error`}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {/* D33: the line is reserved, so a colour typed half-way (#12…) moves nothing. */}
      <div className="h-5 text-xs" aria-live="polite">
        {hex ? null : (
          <p id={`${id}-error`} className="flex items-center gap-1 text-destructive-foreground">
            <CircleAlert aria-hidden className="size-3.5 shrink-0" />
            {BAD_COLOUR}
          </p>
        )}
      </div>
    </div>
  )
}

function Range({ id, label, value, range, onChange, disabled }: { id: string; label: string; value: number; range: { min: number; max: number; step: number }; onChange: (v: number) => void; disabled?: boolean }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', disabled && 'opacity-50')}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}: {value}%
      </label>
      <input id={id} type="range" min={range.min} max={range.max} step={range.step} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} className="h-9 w-full accent-[var(--primary)]" />
    </div>
  )
}

function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    const file = e.dataTransfer.files[0]
    if (file) onFile(file)
  }
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby={hintId}
        data-testid="favicon-drop"
        className={cn('flex flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-border p-5 text-sm text-muted-foreground hover:bg-surface', over && 'border-primary bg-accent text-accent-foreground')}
      >
        <ImageUp aria-hidden className="size-7" />
        <span className="font-medium text-foreground">{DROP_TEXT}</span>
        <span id={hintId} className="text-xs">
          PNG, JPEG, WebP, GIF or SVG · 512 px or more is best
        </span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label="Choose an image"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = ''
        }}
      />
    </>
  )
}

function FileRow({ name, detail, blob, disabled }: { name: string; detail: string; blob: Blob | undefined; disabled?: boolean }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="favicon-file">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-mono text-xs font-medium">{name}</span>
        <span className="block text-xs text-muted-foreground">
          {detail}
          {blob ? ` · ${formatBytes(blob.size)}` : ''}
        </span>
      </span>
      <Button size="sm" variant="ghost" disabled={!blob || disabled} onClick={() => blob && downloadFile(name, blob)} aria-label={`Download ${name}`}>
        <Download aria-hidden /> Download
      </Button>
    </li>
  )
}

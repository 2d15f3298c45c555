import { useAtom } from 'jotai'
import { AlertTriangle, Check, Download, Eraser, FileArchive, ImageUp, Loader2, Play, Trash2, X } from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { FileDrop } from '../../ui/file-drop'
import { Pane } from '../../ui/pane'
import { StaleNote, STALE_DIM } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { isAbortError, WorkerCrashError } from '../../workers/core/create-worker-client'
import { compressInPool, POOL_SIZE, zipInWorker } from '../../workers/compress/compress.client'
import { CODEC_NAME, MAX_PIXELS, tooLarge, UNSUPPORTED, type OutputKind, type Stage } from '../../workers/compress/compress.shared'
import { HEAD_BYTES, readSize, sniffKind, type ImageKind } from '../../workers/compress/sniff'
import { CompareView } from './compare-view'
import {
  codecsInUse,
  EMPTY_HINT,
  encodeSettings,
  failureMessage,
  formatSize,
  jobKey,
  keepsOriginal,
  KIND_NAME,
  maxSideOf,
  NOT_KEPT_NOTE,
  NOTHING_TO_DO,
  outputName,
  reportText,
  saving,
  savingText,
  STAGE_TEXT,
  totalsOf,
  uniqueNames,
  ZIP_NAME,
  type CompressState,
} from './image-compress.logic'
import { compressAtom, compressShare } from './image-compress.state'
import { SettingsPanel } from './settings-panel'

/*
 * The Image Compressor (issue 16): files dropped or chosen are checked from their first bytes at
 * once (format, size limit), then compressed in the worker pool with the settings of that moment,
 * each row following its job (queued, decoding, resizing, encoding) with its own Cancel.
 *
 * D31, and why not live: re-encoding a batch on every slider move would cost seconds to minutes
 * of CPU per move (a 24 MP AVIF takes tens of seconds). So a result made with other settings is
 * marked out of date (its row dimmed, the note above the list, Copy and the comparison held back,
 * left out of the ZIP) until Compress all (Ctrl/Cmd+Enter) makes it again; new files always start
 * with the current settings. Only the changes that alter a file's output mark it ("keep original"
 * is applied when shown, and another codec's options do not touch it).
 */
type Status = 'queued' | Stage | 'done' | 'error' | 'cancelled'
type Result = { blob: Blob; url: string; width: number; height: number; inWidth: number; inHeight: number; outKind: OutputKind; resized: boolean; key: string; decoder: 'browser' | 'wasm'; encoder: 'browser' | 'wasm' }
type Item = {
  id: number
  file: File
  /** Null when the file is not one of the four formats (its row shows why). */
  kind: ImageKind | null
  originalUrl: string | null
  status: Status
  error: string | null
  result: Result | null
  /** The settings the queued or running job was started with (D31: a newer press supersedes it). */
  runningKey: string | null
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.jfif,.png,.webp,.avif'
const RUNNING: Status[] = ['queued', 'decoding', 'resizing', 'encoding']
const isRunning = (s: Status) => RUNNING.includes(s)
let nextId = 1

/** Which decoder and encoder made a result (a row's tooltip). */
const codecNote = (kind: ImageKind, r: Result) =>
  `Decoded by ${r.decoder === 'browser' ? "the browser's decoder" : `${CODEC_NAME[kind] === 'OxiPNG' ? 'the PNG decoder' : CODEC_NAME[kind]} (WebAssembly)`}, encoded by ${r.encoder === 'browser' ? "the browser's libwebp (the same encoder, faster)" : `${CODEC_NAME[r.outKind]} (WebAssembly)`}`

/** The dimensions text of a row: "4000 × 3000 → 1920 × 1440". */
const dims = (r: Result) => `${r.inWidth} × ${r.inHeight}${r.resized ? ` → ${r.width} × ${r.height}` : ''}`

/** What a row shows and downloads: the result, or the original when "keep original" applies. */
function shownOf(item: Item, state: CompressState) {
  const r = item.result
  if (!r || !item.kind) return null
  const kept = keepsOriginal(state, { inKind: item.kind, outKind: r.outKind, resized: r.resized, originalBytes: item.file.size, bytes: r.blob.size })
  return {
    kept,
    bytes: kept ? item.file.size : r.blob.size,
    blob: kept ? item.file : r.blob,
    name: kept ? item.file.name : outputName(item.file.name, r.outKind),
    stale: r.key !== jobKey(state, item.kind),
  }
}

export default function ImageCompressor() {
  const [state, setState] = useAtom(compressAtom)
  const [items, setItems] = useState<Item[]>([])
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [zipping, setZipping] = useState(false)
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  const controllers = useRef(new Map<number, AbortController>())
  const urls = useRef(new Set<string>())

  const track = (blob: Blob) => {
    const url = URL.createObjectURL(blob)
    urls.current.add(url)
    return url
  }
  const release = (url: string | null | undefined) => {
    if (url && urls.current.delete(url)) URL.revokeObjectURL(url)
  }
  useEffect(() => {
    const live = controllers.current
    const held = urls.current
    return () => {
      live.forEach((c) => c.abort())
      live.clear()
      held.forEach((u) => URL.revokeObjectURL(u))
      held.clear()
    }
  }, [])

  /** Queues one file in the worker pool with the current settings; a newer run of the same file supersedes it. */
  const start = useCallback((item: Pick<Item, 'id' | 'file' | 'kind'>) => {
    if (!item.kind) return
    const kind = item.kind
    controllers.current.get(item.id)?.abort()
    const controller = new AbortController()
    controllers.current.set(item.id, controller)
    const s = latest.current
    const key = jobKey(s, kind)
    const current = () => controllers.current.get(item.id) === controller
    setItems((list) => list.map((it) => (it.id === item.id ? { ...it, status: 'queued', error: null, runningKey: key } : it)))
    compressInPool(
      { file: item.file, encode: encodeSettings(s, kind), maxSide: maxSideOf(s) },
      { signal: controller.signal, onStage: (stage) => current() && setItems((list) => list.map((it) => (it.id === item.id && isRunning(it.status) ? { ...it, status: stage } : it))) },
    ).then(
      (o) => {
        if (!current()) return
        controllers.current.delete(item.id)
        if (!o.ok) {
          setItems((list) => list.map((it) => (it.id === item.id ? { ...it, status: 'error', error: failureMessage(item.file.name, o.kind, o.message), runningKey: null } : it)))
          return
        }
        const url = track(o.blob)
        setItems((list) =>
          list.map((it) => {
            if (it.id !== item.id) return it
            release(it.result?.url)
            return { ...it, status: 'done', error: null, runningKey: null, result: { blob: o.blob, url, width: o.width, height: o.height, inWidth: o.inWidth, inHeight: o.inHeight, outKind: o.outKind, resized: o.resized, key, decoder: o.decoder, encoder: o.encoder } }
          }),
        )
      },
      (error: unknown) => {
        if (!current()) return
        controllers.current.delete(item.id)
        if (isAbortError(error)) setItems((list) => list.map((it) => (it.id === item.id ? { ...it, status: 'cancelled', runningKey: null } : it)))
        else {
          const reason = error instanceof WorkerCrashError ? error.message.replace(/^Worker crashed: /, '') : error instanceof Error ? error.message : String(error)
          setItems((list) => list.map((it) => (it.id === item.id ? { ...it, status: 'error', error: failureMessage(item.file.name, 'crash', reason), runningKey: null } : it)))
        }
      },
    )
  }, [])

  /** New files: each is checked from its first bytes at once, then queued. */
  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return
      const fresh = await Promise.all(
        files.map(async (file): Promise<Item> => {
          const id = nextId++
          const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer().catch(() => new ArrayBuffer(0)))
          const kind = sniffKind(head)
          if (!kind) return { id, file, kind: null, originalUrl: null, status: 'error', error: failureMessage(file.name, 'unsupported', UNSUPPORTED), result: null, runningKey: null }
          const size = readSize(head, kind)
          if (size && size.width * size.height > MAX_PIXELS) return { id, file, kind: null, originalUrl: null, status: 'error', error: failureMessage(file.name, 'too-large', tooLarge(size.width, size.height)), result: null, runningKey: null }
          return { id, file, kind, originalUrl: track(file), status: 'queued', error: null, result: null, runningKey: null }
        }),
      )
      setItems((list) => [...list, ...fresh])
      fresh.forEach(start)
    },
    [start],
  )

  // D25: an image dropped on the home page arrives here as if chosen.
  useIncomingFile('image-compress', (file) => void add([file]))

  const shown = items.map((item) => ({ item, view: shownOf(item, state) }))
  const done = shown.filter((x) => x.item.status === 'done' && x.view)
  const anyStale = done.some((x) => x.view!.stale)
  const running = items.filter((i) => isRunning(i.status)).length
  const current = done.filter((x) => !x.view!.stale)

  /**
   * Ctrl/Cmd+Enter and the button: every file not up to date with the settings (out of date,
   * failed, cancelled); a job still running with older settings is cancelled and started again.
   */
  const compressAll = () => {
    const todo = items.filter((i) => {
      if (!i.kind) return false
      const key = jobKey(latest.current, i.kind)
      return isRunning(i.status) ? i.runningKey !== key : i.status !== 'done' || i.result?.key !== key
    })
    if (todo.length === 0) {
      if (items.length) toast(NOTHING_TO_DO)
      return
    }
    todo.forEach(start)
  }
  const cancel = (id: number) => controllers.current.get(id)?.abort()
  const cancelAll = () => controllers.current.forEach((c) => c.abort())
  const remove = (id: number) => {
    cancel(id)
    controllers.current.delete(id)
    setItems((list) => {
      const gone = list.find((i) => i.id === id)
      release(gone?.originalUrl)
      release(gone?.result?.url)
      return list.filter((i) => i.id !== id)
    })
  }
  const clear = () => {
    cancelAll()
    controllers.current.clear()
    urls.current.forEach((u) => URL.revokeObjectURL(u))
    urls.current.clear()
    setItems([])
    setSelectedId(null)
  }

  const downloadAll = async () => {
    if (current.length === 0) return
    setZipping(true)
    try {
      const names = uniqueNames(current.map((x) => x.view!.name))
      const zip = await zipInWorker({ entries: current.map((x, i) => ({ name: names[i]!, blob: x.view!.blob })) })
      downloadFile(ZIP_NAME, zip)
    } catch (error) {
      toast.error('Could not build the ZIP', { description: error instanceof Error ? error.message : String(error) })
    } finally {
      setZipping(false)
    }
  }

  const report = reportText(done.map((x) => ({ name: x.view!.name, original: x.item.file.size, compressed: x.view!.bytes, kept: x.view!.kept })))
  useToolFrame({ result: report || undefined, stale: anyStale || undefined, mainAction: compressAll, share: compressShare })

  const set = (p: Partial<CompressState>) => setState((s) => ({ ...s, ...p }))
  const codecs = codecsInUse(state, items.flatMap((i) => (i.kind ? [i.kind] : [])))
  const totals = totalsOf(done.map((x) => ({ original: x.item.file.size, compressed: x.view!.bytes })))
  const selected = done.find((x) => x.item.id === selectedId) ?? done[0] ?? null

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Settings" className="rounded-lg border border-border p-3">
        <SettingsPanel state={state} set={set} codecs={codecs} />
      </section>

      <FileDrop onFiles={add} accept={ACCEPT} pickerLabel="Choose images" testId="compress-drop" className="flex-wrap gap-x-3 gap-y-1 px-4 py-5">
        <ImageUp aria-hidden className="size-6" />
        <span className="font-medium text-foreground">Choose images or drop them here</span>
        <span>JPEG, PNG, WebP, AVIF · as many as you like · nothing is uploaded</span>
      </FileDrop>

      {anyStale ? <StaleNote action="Compress all" /> : null}

      <section aria-labelledby="compress-files-title" className="rounded-lg border border-border">
        <header className="flex flex-wrap items-center gap-2 border-b border-border bg-surface px-3 py-2">
          <h2 id="compress-files-title" className="mr-auto text-sm font-medium">
            Images{items.length ? ` (${items.length})` : ''}
          </h2>
          <span className="text-xs text-muted-foreground" aria-live="polite" data-testid="compress-status">
            {running ? `Compressing ${running} on ${Math.min(POOL_SIZE, running)} ${Math.min(POOL_SIZE, running) === 1 ? 'worker' : 'workers'}…` : ''}
          </span>
          <Button size="sm" variant="primary" onClick={compressAll} disabled={items.every((i) => !i.kind)} aria-keyshortcuts="Control+Enter Meta+Enter" title="Compress every image that is not up to date with the settings (Ctrl/Cmd+Enter)">
            <Play aria-hidden /> Compress all
          </Button>
          <Button size="sm" onClick={cancelAll} disabled={running === 0}>
            <X aria-hidden /> Cancel all
          </Button>
          <Button size="sm" onClick={() => void downloadAll()} disabled={current.length === 0 || zipping} title={anyStale ? 'Only the images up to date with the settings go into the ZIP' : undefined}>
            <FileArchive aria-hidden /> {zipping ? 'Building the ZIP…' : 'Download all (ZIP)'}
          </Button>
          <Button size="sm" variant="ghost" onClick={clear} disabled={items.length === 0}>
            <Eraser aria-hidden /> Clear
          </Button>
        </header>
        <div aria-hidden className="hidden grid-cols-[minmax(0,1fr)_6rem_6rem_7rem_9.5rem] gap-x-3 border-b border-border px-3 py-1.5 text-xs font-medium text-muted-foreground sm:grid">
          <span>File</span>
          <span className="text-right">Original</span>
          <span className="text-right">Compressed</span>
          <span className="text-right">Saving</span>
          <span className="text-right">Status</span>
        </div>
        {items.length === 0 ? (
          <div className="px-3 py-6 text-sm text-muted-foreground" data-testid="compress-empty">
            <p>{EMPTY_HINT}</p>
            <p className="mt-1 text-xs">{NOT_KEPT_NOTE}</p>
          </div>
        ) : (
          <ul aria-label="Images" className="divide-y divide-border">
            {shown.map(({ item, view }) => (
              <Row key={item.id} item={item} view={view} selected={selected?.item.id === item.id} onSelect={() => setSelectedId(item.id)} onCancel={() => cancel(item.id)} onRemove={() => remove(item.id)} />
            ))}
          </ul>
        )}
        {items.length ? (
          <div className="grid grid-cols-3 gap-x-3 border-t border-border bg-surface px-3 py-2 text-sm font-medium sm:grid-cols-[minmax(0,1fr)_6rem_6rem_7rem_9.5rem]" data-testid="compress-totals">
            <span className="col-span-3 sm:col-span-1">
              Total · {totals.files} of {items.length} done
            </span>
            <span className="tabular-nums sm:text-right">
              <span className="block text-xs font-normal text-muted-foreground sm:sr-only">Original </span>
              {totals.files ? formatSize(totals.original) : '—'}
            </span>
            <span className="tabular-nums sm:text-right">
              <span className="block text-xs font-normal text-muted-foreground sm:sr-only">Compressed </span>
              {totals.files ? formatSize(totals.compressed) : '—'}
            </span>
            <span className="sm:text-right">
              <span className="block text-xs font-normal text-muted-foreground sm:sr-only">Saving </span>
              {totals.files ? <Saving original={totals.original} compressed={totals.compressed} /> : '—'}
            </span>
          </div>
        ) : null}
      </section>

      <Pane title={selected ? `Compare · ${selected.item.file.name}` : 'Compare'} titleId="compress-compare-title" className="h-[min(62vh,520px)] min-h-80">
        {selected && !selected.view!.stale && selected.item.originalUrl ? (
          <CompareView
            key={selected.item.id}
            name={selected.item.file.name}
            before={{ url: selected.item.originalUrl, label: 'Original', detail: `${KIND_NAME[selected.item.kind!]} · ${formatSize(selected.item.file.size)}` }}
            after={{
              url: selected.view!.kept ? selected.item.originalUrl : selected.item.result!.url,
              label: selected.view!.kept ? 'Original kept' : 'Compressed',
              detail: `${KIND_NAME[selected.view!.kept ? selected.item.kind! : selected.item.result!.outKind]} · ${formatSize(selected.view!.bytes)} · ${savingText(selected.item.file.size, selected.view!.bytes)}`,
            }}
          />
        ) : (
          <p className="m-auto max-w-md p-6 text-center text-sm text-muted-foreground" data-testid="compare-hint">
            {selected
              ? 'The settings changed since this image was compressed: press Compress all (Ctrl/Cmd+Enter) to compare the new result.'
              : 'Each compressed image can be compared with its original here: drag the divider, or focus it and use the arrow keys; zoom to see the detail.'}
          </p>
        )}
      </Pane>
    </div>
  )
}

function Saving({ original, compressed, kept }: { original: number; compressed: number; kept?: boolean }) {
  if (kept) return <span className="text-muted-foreground">Original kept</span>
  const s = saving(original, compressed)
  if (s < 0)
    return (
      <span className="inline-flex items-center gap-1 text-warning" title="Larger than the original">
        <AlertTriangle aria-hidden className="size-3.5" /> {savingText(original, compressed)} larger
      </span>
    )
  return <span className={s > 0 ? 'text-success' : 'text-muted-foreground'}>{savingText(original, compressed)}</span>
}

function Row({
  item,
  view,
  selected,
  onSelect,
  onCancel,
  onRemove,
}: {
  item: Item
  view: ReturnType<typeof shownOf>
  selected: boolean
  onSelect: () => void
  onCancel: () => void
  onRemove: () => void
}) {
  const r = item.result
  const busy = isRunning(item.status)
  const stale = Boolean(view?.stale)
  const staleDone = stale && item.status === 'done'
  return (
    <li data-encoder={r?.encoder} className={cn('grid grid-cols-3 items-center gap-x-3 gap-y-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1fr)_6rem_6rem_7rem_9.5rem]', selected && 'bg-accent/60')} data-testid="compress-row" data-status={item.status} data-stale={staleDone || undefined}>
      <div className="col-span-3 min-w-0 sm:col-span-1">
        {r && item.status === 'done' ? (
          <button type="button" onClick={onSelect} aria-pressed={selected} className="block max-w-full truncate rounded text-left font-medium hover:underline" title={`Compare ${item.file.name} with its compressed version`}>
            {item.file.name}
          </button>
        ) : (
          <span className="block truncate font-medium">{item.file.name}</span>
        )}
        <span className="block truncate text-xs text-muted-foreground" title={r ? codecNote(item.kind!, r) : undefined}>
          {item.kind ? KIND_NAME[item.kind] : 'Not read'}
          {r ? ` → ${KIND_NAME[r.outKind]} · ${dims(r)}` : ''}
        </span>
      </div>
      <span className="tabular-nums sm:text-right">
        <span className="block text-xs text-muted-foreground sm:sr-only">Original </span>
        {formatSize(item.file.size)}
      </span>
      <span className={cn('tabular-nums sm:text-right', staleDone && STALE_DIM)} data-testid="compress-new-size">
        <span className="block text-xs text-muted-foreground sm:sr-only">Compressed </span>
        {view && item.status === 'done' ? formatSize(view.bytes) : '—'}
      </span>
      <span className={cn('sm:text-right', staleDone && STALE_DIM)} data-testid="compress-saving">
        <span className="block text-xs text-muted-foreground sm:sr-only">Saving </span>
        {view && item.status === 'done' ? <Saving original={item.file.size} compressed={view.bytes} kept={view.kept} /> : '—'}
      </span>
      <div className="col-span-3 flex items-center justify-end gap-1 sm:col-span-1">
        <span className="mr-auto inline-flex items-center gap-1 text-xs text-muted-foreground sm:mr-0" data-testid="compress-stage">
          {busy ? (
            <>
              <Loader2 aria-hidden className="size-3.5 animate-spin" /> {STAGE_TEXT[item.status as keyof typeof STAGE_TEXT]}
            </>
          ) : item.status === 'cancelled' ? (
            STAGE_TEXT.cancelled
          ) : staleDone ? (
            <span className="text-warning">Out of date</span>
          ) : item.status === 'done' ? (
            <>
              <Check aria-hidden className="size-3.5 text-success" /> Done
            </>
          ) : null}
        </span>
        {busy ? (
          <Button size="icon" variant="ghost" onClick={onCancel} aria-label={`Cancel ${item.file.name}`} title="Cancel">
            <X aria-hidden />
          </Button>
        ) : null}
        {view && item.status === 'done' ? (
          <Button size="icon" variant="ghost" onClick={() => downloadFile(view.name, view.blob)} aria-label={`Download ${view.name}`} title={stale ? `Made with earlier settings: press Compress all to update it` : `Download ${view.name}`}>
            <Download aria-hidden />
          </Button>
        ) : null}
        <Button size="icon" variant="ghost" onClick={onRemove} aria-label={`Remove ${item.file.name}`} title="Remove">
          <Trash2 aria-hidden />
        </Button>
      </div>
      {item.error ? (
        <p role="alert" className="col-span-full flex items-start gap-1.5 text-sm text-destructive-foreground" data-testid="compress-error">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" /> {item.error}
        </p>
      ) : null}
    </li>
  )
}

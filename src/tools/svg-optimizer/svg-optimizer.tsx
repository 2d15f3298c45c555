import { useAtom } from 'jotai'
import { CircleAlert, Download, Eraser, Eye, EyeOff, FileArchive, FileUp, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { formatBytes } from '../../lib/bytes'
import { downloadFile } from '../../lib/download'
import { svgoBatchClient, svgoClient } from '../../workers/svgo/svgo.client'
import type { SvgJob, SvgResult } from '../../workers/svgo/svgo.impl'
import { PRECISION, type SvgoOptions } from '../../workers/svgo/svgo-config'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { PaneError } from '../../ui/error-text'
import { FileDrop } from '../../ui/file-drop'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { useIncomingFile } from '../../ui/use-incoming-file'
import {
  batchInputs,
  CRASHED,
  DEBOUNCE_MS,
  DROP_TEXT,
  EMPTY_HINT,
  errorText,
  EXAMPLE,
  FIX_HINT,
  isLive,
  isSvgFile,
  markupInputs,
  minName,
  NAMING_NOTE,
  notSvgFiles,
  optionsOf,
  savingText,
  sizeText,
  TOGGLES,
  ZIP_DONE,
  ZIP_NAME,
  zipNames,
  type SvgOptimizerState,
} from './svg-optimizer.logic'
import { svgOptimizerAtom, svgOptimizerShare } from './svg-optimizer.state'

type FileItem = { id: string; name: string; text: string }
let nextId = 1

const PANE_HEIGHT = 'h-[min(48vh,460px)] min-h-64'

/**
 * The settings as one stable object: a new object only when a setting changes, so typing in the
 * editor does not restart the batch of files.
 */
function useOptions(state: SvgOptimizerState): SvgoOptions {
  const key = JSON.stringify(optionsOf(state))
  return useMemo(() => JSON.parse(key) as SvgoOptions, [key])
}

/**
 * D13: an SVG is only ever shown through `<img>` from a blob URL of type image/svg+xml, where the
 * browser never runs its scripts or event handlers and never fetches what it references.
 */
function SvgImage({ text, alt, testId }: { text: string; alt: string; testId: string }) {
  const [url, setUrl] = useState<string | null>(null)
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    const u = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }))
    setUrl(u)
    setBroken(false)
    return () => URL.revokeObjectURL(u)
  }, [text])
  if (broken)
    return (
      <span className="px-3 text-center text-xs text-muted-foreground" data-testid={`${testId}-broken`}>
        The browser cannot draw this as an image (is xmlns=&quot;http://www.w3.org/2000/svg&quot; missing?)
      </span>
    )
  return url ? <img src={url} alt={alt} data-testid={testId} className="h-full w-full object-contain" onError={() => setBroken(true)} /> : null
}

function Preview({ title, text, size, checkerboard, testId, stale, extra }: { title: string; text: string | null; size: number | null; checkerboard: boolean; testId: string; stale?: boolean; extra?: string }) {
  return (
    <figure className={cn('flex min-w-0 flex-1 flex-col gap-1.5', stale && STALE_DIM)} data-stale={stale || undefined}>
      <div
        className={cn(
          'flex h-36 items-center justify-center overflow-hidden rounded-md border border-border p-2 sm:h-44',
          checkerboard ? 'bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px]' : 'bg-background',
        )}
      >
        {text ? <SvgImage text={text} alt={title} testId={testId} /> : <span className="text-xs text-muted-foreground">No preview</span>}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{title}</span>
        {size !== null ? ` · ${formatBytes(size)}` : ''}
        {extra ? ` · ${extra}` : ''}
      </figcaption>
    </figure>
  )
}

export default function SvgOptimizer() {
  const [state, setState] = useAtom(svgOptimizerAtom)
  const options = useOptions(state)
  const editorRef = useRef<CodeEditorHandle>(null)
  /** The name of a file dropped on the editor (for the download and prefixIds); not persisted. */
  const [markupName, setMarkupName] = useState<string | null>(null)
  const set = <K extends keyof SvgOptimizerState>(key: K, value: SvgOptimizerState[K]) => setState((s) => ({ ...s, [key]: value }))

  // ——— The pasted markup: optimised as you type (D31), in its own worker lane ———
  const live = isLive(state.markup)
  const ready = state.markup.trim() !== ''
  const job = useMemo<SvgJob>(() => ({ items: [{ key: 'markup', name: markupName ?? undefined, text: state.markup }], options }), [state.markup, markupName, options])
  const task = useWorkerTask<SvgJob, Made<SvgResult>>(
    async (input, { signal, onProgress }) => {
      const [outcome] = await svgoClient.run('optimize', input, { signal, onProgress })
      return { outcome: outcome!, from: markupInputs(input) }
    },
    { auto: { input: job, debounceMs: DEBOUNCE_MS, enabled: live && ready } },
  )
  const made = ready && task.status !== 'error' ? (task.result ?? null) : null
  const outcome = made?.outcome ?? null
  const stale = isStale(made, markupInputs(job))
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const output = outcome?.ok ? outcome.data : ''
  const failure = outcome && !outcome.ok ? outcome.error : null

  // ——— Dropped files: a batch in the other lane, re-optimised when a setting changes ———
  const [files, setFiles] = useState<FileItem[]>([])
  const [open, setOpen] = useState<string | null>(null)
  const batchJob = useMemo<SvgJob>(() => ({ items: files.map((f) => ({ key: f.id, name: f.name, text: f.text })), options }), [files, options])
  const batch = useWorkerTask<SvgJob, Made<Record<string, SvgResult>>>(
    async (input, { signal, onProgress }) => {
      const results = await svgoBatchClient.run('optimize', input, { signal, onProgress })
      return { outcome: Object.fromEntries(results.map((r) => [r.key, r])), from: batchInputs(input) }
    },
    { auto: { input: batchJob, debounceMs: DEBOUNCE_MS, enabled: files.length > 0 } },
  )
  const batchMade = files.length > 0 && batch.status !== 'error' ? (batch.result ?? null) : null
  const batchStale = isStale(batchMade, batchInputs(batchJob))
  const batchBusy = batch.status === 'running'
  const batchSlow = useDelayed(batchBusy)
  const results = batchMade?.outcome ?? {}
  const done = files.map((f) => results[f.id]).filter((r): r is Extract<SvgResult, { ok: true }> => !!r?.ok)

  const addFiles = async (list: File[]) => {
    if (list.length === 0) return
    const svgs = list.filter(isSvgFile)
    const others = list.filter((f) => !isSvgFile(f))
    if (others.length) toast.error(notSvgFiles(others.map((f) => f.name)))
    const read = await Promise.all(
      svgs.map(async (f) => {
        try {
          return { id: `f${nextId++}`, name: f.name, text: await f.text() }
        } catch {
          toast.error(`❌ Could not read ${f.name}`)
          return null
        }
      }),
    )
    const fresh = read.filter((x): x is FileItem => x !== null)
    if (fresh.length) setFiles((old) => [...old, ...fresh])
  }

  // D25: an SVG file dropped on the home page joins the list as if chosen here.
  useIncomingFile('svg-optimizer', (file) => void addFiles([file]))

  const optimizeNow = () => {
    if (ready) void task.run(job)
    if (files.length) void batch.run(batchJob)
  }

  const downloadZip = async () => {
    const ok = files.flatMap((f) => (results[f.id]?.ok ? [{ name: f.name, text: (results[f.id] as Extract<SvgResult, { ok: true }>).data }] : []))
    const names = zipNames(ok.map((e) => e.name))
    const bytes = await svgoBatchClient.run('zip', ok.map((e, i) => ({ name: names[i]!, text: e.text })))
    downloadFile(ZIP_NAME, new Blob([bytes as BlobPart], { type: 'application/zip' }))
    toast.success(ZIP_DONE(ok.length), { duration: 2000 })
  }

  useToolFrame({ result: output || undefined, stale, mainAction: optimizeNow, share: svgOptimizerShare })

  const clearMarkup = () => {
    setState((s) => ({ ...s, markup: '' }))
    setMarkupName(null)
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={optimizeNow} disabled={(!ready && files.length === 0) || busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Optimizing...' : 'Optimize'}
        </Button>
        {!state.markup ? (
          <Button variant="ghost" onClick={() => set('markup', EXAMPLE)}>
            Load example
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">svgo 4 in a worker · nothing is uploaded</span>
      </div>

      <fieldset className="rounded-lg border border-border bg-surface px-3 pt-1 pb-3" data-testid="svg-settings">
        <legend className="px-1 text-sm font-medium">Settings</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 xl:grid-cols-3">
          {TOGGLES.map((t) => (
            <label key={t.key} className="flex items-start gap-2 text-sm" title={t.hint}>
              <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" checked={state[t.key]} onChange={(e) => set(t.key, e.target.checked)} />
              <span className="min-w-0">
                {t.label} <span className="hidden text-xs text-muted-foreground sm:block">{t.hint}</span>
              </span>
            </label>
          ))}
          <div className="flex flex-col gap-1">
            <label htmlFor="svg-precision" className="text-sm">
              Precision: {state.precision} {state.precision === 1 ? 'decimal' : 'decimals'}
            </label>
            <input
              id="svg-precision"
              type="range"
              min={PRECISION.min}
              max={PRECISION.max}
              step={1}
              value={state.precision}
              onChange={(e) => set('precision', Number(e.target.value))}
              className="h-6 w-full max-w-56 accent-[var(--primary)]"
            />
          </div>
          <div className={cn('flex flex-col gap-1', !state.prefixIds && 'opacity-60')}>
            <label htmlFor="svg-prefix" className="text-sm">
              ID prefix
            </label>
            <input
              id="svg-prefix"
              className={cn(inputClass, 'h-8 max-w-56')}
              value={state.prefix}
              onChange={(e) => set('prefix', e.target.value)}
              disabled={!state.prefixIds}
              placeholder="file name, else “prefix”"
              spellCheck={false}
            />
          </div>
        </div>
      </fieldset>

      {slow ? <ProgressBar label="Optimizing..." progress={task.progress} onCancel={task.cancel} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="SVG markup"
          titleId="svg-input-title"
          className={PANE_HEIGHT}
          actions={
            <Button size="sm" variant="ghost" onClick={clearMarkup} disabled={!state.markup}>
              <Eraser aria-hidden /> Clear
            </Button>
          }
        >
          <TextDropZone
            onText={(markup, name) => {
              setState((s) => ({ ...s, markup }))
              setMarkupName(name)
            }}
          >
            <CodeEditor
              id="svg-input"
              label="SVG markup"
              language="xml"
              value={state.markup}
              onChange={(markup) => set('markup', markup)}
              placeholder={'Paste an SVG, e.g. <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">…</svg>'}
              error={failure && failure.line > 0 && !stale ? { line: failure.line, column: failure.column } : null}
              handleRef={editorRef}
            />
          </TextDropZone>
          {failure ? (
            <div className={cn(stale && STALE_DIM)}>
              <PaneError testId="svg-error" onJump={failure.line > 0 ? () => editorRef.current?.goTo(failure.line, failure.column) : undefined}>
                Invalid SVG: {errorText(failure)}
              </PaneError>
            </div>
          ) : null}
        </Pane>

        <Pane
          title="Optimized SVG"
          titleId="svg-output-title"
          className={PANE_HEIGHT}
          actions={
            <>
              <Button
                size="sm"
                variant="ghost"
                disabled={!output || stale}
                title={stale ? staleTitle('Optimize') : undefined}
                onClick={() => downloadFile(minName(markupName), output, 'image/svg+xml')}
              >
                <Download aria-hidden /> Download
              </Button>
              <CopyButton variant="ghost" getText={() => output} disabled={!output || stale} title={stale ? staleTitle('Optimize') : undefined} />
            </>
          }
        >
          {stale && !live ? <StaleNote action="Optimize" className="border-b border-border px-3 py-2" /> : null}
          {task.status === 'error' ? <PaneError>{CRASHED}</PaneError> : null}
          <div className={cn('flex min-h-0 flex-1 flex-col', stale && STALE_DIM)} data-stale={stale || undefined} data-testid="svg-output" aria-busy={busy || task.status === 'pending'}>
            {output ? (
              <CodeEditor id="svg-output-editor" label="Optimized SVG" language="xml" value={output} readOnly wrap />
            ) : (
              <p className="m-4 text-sm text-muted-foreground" data-testid="svg-hint">
                {!ready ? EMPTY_HINT : failure ? FIX_HINT : live ? 'Optimizing…' : 'Large input: press Optimize (Ctrl/Cmd+Enter).'}
              </p>
            )}
          </div>
        </Pane>
      </div>

      <section aria-labelledby="svg-preview-title" className="flex flex-col gap-2">
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
          <h2 id="svg-preview-title" className="text-sm font-medium">
            Preview
          </h2>
          <p className={cn('text-sm', stale && STALE_DIM)} data-testid="svg-summary" aria-live="polite">
            {outcome?.ok ? (
              <>
                <span className="font-medium">{sizeText(outcome.before, outcome.after)}</span> · <span>{savingText(outcome.before, outcome.after)}</span>
              </>
            ) : (
              <span className="text-muted-foreground">Sizes appear with the result.</span>
            )}
          </p>
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.checkerboard} onChange={(e) => set('checkerboard', e.target.checked)} />
            Checkerboard background
          </label>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4" data-testid="svg-preview">
          <Preview title="Before" text={ready && !failure ? state.markup : null} size={outcome ? outcome.before : null} checkerboard={state.checkerboard} testId="svg-before" />
          <Preview title="After" text={output || null} size={outcome?.ok ? outcome.after : null} checkerboard={state.checkerboard} testId="svg-after" stale={stale} />
        </div>
      </section>

      <Pane
        title={files.length ? `Files (${files.length})` : 'Files'}
        titleId="svg-files-title"
        actions={
          <>
            <Button size="sm" onClick={() => void downloadZip()} disabled={done.length === 0 || batchStale || batchBusy} title={batchStale ? staleTitle('Optimize') : undefined}>
              <FileArchive aria-hidden /> Download all (ZIP)
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setFiles([])
                setOpen(null)
              }}
              disabled={files.length === 0}
            >
              <Eraser aria-hidden /> Clear files
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 p-3">
          <FileDrop onFiles={addFiles} accept=".svg,image/svg+xml" pickerLabel="Choose SVG files" testId="svg-drop" className="flex-col gap-1 p-5">
            <FileUp aria-hidden className="size-6" />
            <span className="font-medium text-foreground">{DROP_TEXT}</span>
            <span className="text-xs">Several at once are fine · {NAMING_NOTE}</span>
          </FileDrop>
          {batchSlow ? <ProgressBar label="Optimizing files..." progress={batch.progress} onCancel={batch.cancel} /> : null}
          {batch.status === 'error' ? <PaneError>{CRASHED}</PaneError> : null}
          {files.length ? (
            <ul className={cn('flex flex-col divide-y divide-border rounded-md border border-border', batchStale && STALE_DIM)} aria-label="Files" data-stale={batchStale || undefined}>
              {files.map((f) => (
                <FileRow
                  key={f.id}
                  file={f}
                  result={results[f.id] ?? null}
                  stale={batchStale}
                  open={open === f.id}
                  onToggle={() => setOpen((o) => (o === f.id ? null : f.id))}
                  onRemove={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
                  checkerboard={state.checkerboard}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </Pane>
    </div>
  )
}

function FileRow({
  file,
  result,
  stale,
  open,
  onToggle,
  onRemove,
  checkerboard,
}: {
  file: FileItem
  result: SvgResult | null
  stale: boolean
  open: boolean
  onToggle: () => void
  onRemove: () => void
  checkerboard: boolean
}) {
  const ok = result?.ok ? result : null
  const previewId = `svg-file-preview-${file.id}`
  return (
    <li className="flex flex-col gap-2 px-3 py-2" data-testid="svg-file">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name} data-testid="svg-file-name">
          {file.name}
        </span>
        <span className="text-xs" data-testid="svg-file-size">
          {ok ? (
            <>
              {sizeText(ok.before, ok.after)} · <span className="font-medium">{savingText(ok.before, ok.after)}</span>
            </>
          ) : result ? (
            formatBytes(result.before)
          ) : (
            <span className="text-muted-foreground">Optimizing…</span>
          )}
        </span>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="ghost" onClick={onToggle} aria-expanded={open} aria-controls={previewId} aria-label={`${open ? 'Hide' : 'Show'} preview of ${file.name}`} disabled={!ok}>
            {open ? <EyeOff aria-hidden /> : <Eye aria-hidden />} Preview
          </Button>
          <CopyButton variant="ghost" getText={() => ok?.data ?? ''} disabled={!ok || stale} aria-label={`Copy ${file.name} optimised`} />
          <Button size="sm" variant="ghost" disabled={!ok || stale} onClick={() => ok && downloadFile(minName(file.name), ok.data, 'image/svg+xml')} aria-label={`Download ${minName(file.name)}`}>
            <Download aria-hidden /> Download
          </Button>
          <Button size="icon" variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`} title="Remove from the list">
            <X aria-hidden />
          </Button>
        </div>
      </div>
      {result && !result.ok ? (
        <p className="flex items-start gap-1.5 text-sm text-destructive-foreground" data-testid="svg-file-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> Invalid SVG: {errorText(result.error)}
        </p>
      ) : null}
      {open && ok ? (
        <div id={previewId} className="grid grid-cols-2 gap-3 pb-1">
          <Preview title="Before" text={file.text} size={ok.before} checkerboard={checkerboard} testId="svg-file-before" />
          <Preview title="After" text={ok.data} size={ok.after} checkerboard={checkerboard} testId="svg-file-after" />
        </div>
      ) : null}
    </li>
  )
}

import { useAtom } from 'jotai'
import { Download, Eraser, FileText, FolderOpen, Info, Play, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { useLocation, useSearch } from 'wouter'
import { binaryFileName, binaryLabel, shortSize } from '../../lib/binary'
import { formatBytes } from '../../lib/bytes'
import { downloadFile } from '../../lib/download'
import { handoff } from '../../lib/handoff'
import { heldText, type ResultText } from '../../lib/held-text'
import { previewOf } from '../../lib/large-text'
import type { Kind, Step } from '../../ops/types'
import { BinaryView } from '../../ui/binary-view'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { ErrorText } from '../../ui/error-text'
import { Kbd, modKey } from '../../ui/kbd'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { STALE_DIM, StaleNote } from '../../ui/stale'
import { FileDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import type { Value } from '../../workers/recipe/op-impl'
import { recipeClient } from '../../workers/recipe/recipe.client'
import type { StepReport } from '../../workers/recipe/runner'
import { RecipeLibrary } from './recipe-library'
import { OperationPicker } from './recipe-picker'
import { StepList } from './recipe-steps'
import { GATHER_LIMIT, gatheringStep, newStep, opName, outputFileName, requestedSteps, withOfferedStep } from './recipe.logic'
import { savedSnapshot } from './recipe.saved'
import { recipeAtom, recipeShare } from './recipe.state'

/** D31: the recipe runs this long after the last change (live, in the worker). */
const DEBOUNCE_MS = 150
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

type RunIn = { steps: Step[]; input: string; file: File | null }
type Outcome = {
  output: Value | Blob | null
  kind: Kind
  reports: StepReport[]
  failedAt: number | null
  pausedAt: number | null
  gathersAt: number | null
  /** The inputs it was made from (D31). */
  from: RunIn
}

/** What the output pane shows and the frame copies, from a run's output. */
type Shown =
  | { type: 'none' }
  | { type: 'text'; text: string }
  | { type: 'bytes'; bytes: Uint8Array }
  | { type: 'blob'; blob: Blob; kind: Kind }

function shownOf(o: Outcome | undefined): Shown {
  const out = o?.output
  if (out === null || out === undefined) return { type: 'none' }
  if (typeof out === 'string') return { type: 'text', text: out }
  if (out instanceof Uint8Array) {
    try {
      return { type: 'text', text: strictUtf8.decode(out) }
    } catch {
      return { type: 'bytes', bytes: out }
    }
  }
  return { type: 'blob', blob: out, kind: o!.kind }
}


export default function RecipeWorkbench() {
  const [state, setState] = useAtom(recipeAtom)
  const [file, setFile] = useState<File | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const setSteps = (steps: Step[]) => setState((s) => ({ ...s, steps }))

  // `#/recipe?op=from-base64` (the palette's "Operation: ..." items) and `?recipe=<saved name>`.
  const search = useSearch()
  const [, navigate] = useLocation()
  useEffect(() => {
    const req = requestedSteps(search, savedSnapshot().recipes)
    if (!req) return
    if ('error' in req) toast.error(req.error)
    else {
      setState((s) => ({ ...s, steps: req.steps }))
      toast(`Recipe: ${req.what}`)
    }
    navigate('/recipe', { replace: true })
  }, [search, navigate, setState])

  useIncomingFile('recipe', setFile)

  // "Add to recipe" from another tool's Send to (D35): its transform joins the steps, with Undo.
  const latestState = useRef(state)
  latestState.current = state
  useEffect(() => {
    const got = handoff.takeStep('recipe')
    if (!got) return
    const before = latestState.current
    const r = withOfferedStep(before, got.step)
    if ('error' in r) {
      toast.error(r.error)
      return
    }
    setState(r.state)
    toast(`Added ${r.added} to the recipe`, { description: `Step ${r.state.steps.length} of ${r.state.steps.length}`, action: { label: 'Undo', onClick: () => setState(before) } })
  }, [setState])

  const runIn = useMemo<RunIn>(() => ({ steps: state.steps, input: state.input, file }), [state.steps, state.input, file])
  const task = useWorkerTask<RunIn, Outcome>(
    async (inp, { signal, onProgress }) => {
      if (inp.file) {
        const r = await recipeClient.run('stream', { steps: inp.steps, file: inp.file }, { signal, onProgress })
        return { ...r, from: inp }
      }
      const r = await recipeClient.run('run', { steps: inp.steps, input: inp.input }, { signal })
      return { ...r, gathersAt: null, from: inp }
    },
    { auto: { input: runIn, debounceMs: DEBOUNCE_MS } },
  )
  const outcome = task.result
  const stale = !!outcome && outcome.from !== runIn
  const busy = task.status === 'running' || task.status === 'pending'
  const slow = useDelayed(task.status === 'running')
  const shown = useMemo(() => shownOf(outcome), [outcome])

  // A large text output stays where the worker put it (a Blob) until Copy or Download; its start is read for the preview.
  const [blobHead, setBlobHead] = useState<{ blob: Blob; head: string } | null>(null)
  useEffect(() => {
    if (shown.type !== 'blob') return
    let live = true
    void shown.blob
      .slice(0, 64 * 1024)
      .text()
      .then((head) => live && setBlobHead({ blob: shown.blob, head }))
    return () => {
      live = false
    }
  }, [shown])

  const result: ResultText | undefined =
    shown.type === 'text'
      ? shown.text
      : shown.type === 'blob' && shown.kind !== 'bytes' && blobHead?.blob === shown.blob
        ? heldText(() => Promise.resolve(shown.blob), blobHead.head, shown.blob.size)
        : undefined
  const exportFile =
    shown.type === 'text'
      ? { name: outputFileName(outcome!.kind === 'json' ? 'json' : 'text'), content: () => shown.text }
      : shown.type === 'bytes'
        ? { name: binaryFileName(shown.bytes, 'recipe-output'), content: () => new Blob([shown.bytes.slice()]) }
        : shown.type === 'blob'
          ? { name: outputFileName(shown.kind), content: () => shown.blob }
          : undefined

  useToolFrame({ result, stale, mainAction: () => void task.run(runIn), share: recipeShare, exportFile })

  const gathers = file ? gatheringStep(state.steps) : null
  const error = task.status === 'error' ? (task.error instanceof Error ? task.error.message : String(task.error)) : null
  // Cancelled: nothing runs or waits, and the output (if any) is not the inputs' (the runner goes back to 'done' when it had a result).
  const cancelled = !busy && task.status !== 'error' && (stale || (!outcome && !!file))

  const takeFile = (f: File | undefined) => {
    if (f) setFile(f)
  }

  return (
    // Input at the top, the steps, the output at the bottom; from 1024 px the output sits beside the input and the steps (DESIGN.md).
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2 lg:col-start-1 lg:row-start-1">
        <Pane
          title="Input"
          titleId="recipe-input-title"
          className="h-[min(32vh,300px)] min-h-48 lg:h-[min(26vh,240px)] lg:min-h-40"
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => picker.current?.click()}>
                <FolderOpen aria-hidden /> Open file
              </Button>
              <input ref={picker} type="file" hidden aria-label="Choose a file to run the recipe on" onChange={(e) => (takeFile(e.target.files?.[0]), (e.target.value = ''))} />
              {file ? (
                <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                  <X aria-hidden /> Remove file
                </Button>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, input: '' }))} disabled={!state.input}>
                  <Eraser aria-hidden /> Clear
                </Button>
              )}
            </>
          }
        >
          <FileDropZone testId="recipe-drop" note="Drop the file to run the recipe on it" onFile={takeFile}>
            {file ? (
              <div className="flex flex-1 flex-col justify-center gap-2 p-4 text-sm" data-testid="recipe-file">
                <p className="flex items-center gap-2 font-medium">
                  <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate">{file.name}</span>
                  <span className="shrink-0 font-normal text-muted-foreground">{shortSize(file.size)}</span>
                </p>
                <p className="text-xs text-muted-foreground">The file is read chunk by chunk in the worker as the recipe runs; it is never loaded into the page or saved.</p>
                {gathers !== null ? (
                  <p className="text-xs text-warning" data-testid="gather-note">
                    Step {gathers + 1} ({opName(state.steps[gathers]!.op)}) cannot stream: it gathers its whole input first, up to {formatBytes(GATHER_LIMIT)}.
                  </p>
                ) : state.steps.length ? (
                  <p className="text-xs text-muted-foreground">Every step streams: memory stays flat whatever the file's size.</p>
                ) : null}
              </div>
            ) : (
              <CodeEditor id="recipe-input" label="Recipe input" value={state.input} onChange={(v) => setState((s) => ({ ...s, input: v }))} placeholder="Type or paste the input, or drop a file of any size…" wrap />
            )}
          </FileDropZone>
        </Pane>
        {slow ? <ProgressBar label={file ? `Running the recipe on ${file.name}…` : 'Running the recipe…'} progress={task.progress} onCancel={task.cancel} detail={file && task.progress ? `${formatBytes(task.progress.done)} of ${formatBytes(task.progress.total)}` : undefined} /> : null}
      </div>

      <section aria-labelledby="recipe-steps-title" className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recipe-steps-title" className="text-sm font-medium">
            Steps
          </h2>
          <p className="text-xs text-muted-foreground">
            <Kbd>/</Kbd> add · <Kbd>Alt</Kbd>+<Kbd>↑</Kbd>/<Kbd>↓</Kbd> move · <Kbd>{modKey}</Kbd>+<Kbd>Enter</Kbd> run
          </p>
        </div>
        <OperationPicker onAdd={(op) => setSteps([...state.steps, newStep(op)])} />
        <StepList steps={state.steps} reports={outcome?.reports} stale={stale} pausedAt={outcome?.pausedAt ?? null} gathersAt={gathers} onChange={setSteps} />
        <RecipeLibrary steps={state.steps} onSteps={setSteps} includeInput={state.includeInput} onIncludeInput={(v) => setState((s) => ({ ...s, includeInput: v }))} />
      </section>

      <div className="min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <Output shown={shown} outcome={outcome} blobHead={blobHead?.blob === (shown.type === 'blob' ? shown.blob : null) ? blobHead.head : null} stale={stale} busy={busy} cancelled={cancelled} onRun={() => void task.run(runIn)} error={error} />
      </div>
    </div>
  )
}

function Output({ shown, outcome, blobHead, stale, busy, cancelled, onRun, error }: {
  shown: Shown
  outcome: Outcome | undefined
  blobHead: string | null
  stale: boolean
  busy: boolean
  cancelled: boolean
  onRun: () => void
  error: string | null
}) {
  const dim = stale && STALE_DIM
  const preview = shown.type === 'text' ? previewOf(shown.text) : null
  const kind = outcome?.kind
  return (
    <Pane
      title="Output"
      titleId="recipe-output-title"
      className="h-[min(40vh,380px)] min-h-56 lg:h-[min(75vh,640px)]"
      actions={
        <>
          {kind && shown.type !== 'none' ? <span className="text-xs text-muted-foreground">{kind === 'bytes' && shown.type === 'text' ? 'bytes (UTF-8 text)' : kind}</span> : null}
          {cancelled ? (
            <Button size="sm" variant="ghost" onClick={onRun}>
              <Play aria-hidden /> Run
            </Button>
          ) : null}
        </>
      }
    >
      <div className={cn('flex min-h-0 flex-1 flex-col', dim)} data-stale={stale || undefined} data-testid="recipe-output">
        {shown.type === 'text' ? (
          <CodeEditor id="recipe-output" label="Recipe output" value={preview!.text} readOnly wrap />
        ) : shown.type === 'bytes' ? (
          <BinaryView bytes={shown.bytes} label={binaryLabel(shown.bytes)} fileName={binaryFileName(shown.bytes, 'recipe-output')} mime="application/octet-stream" disabled={stale} />
        ) : shown.type === 'blob' ? (
          <div className="flex min-h-0 flex-1 flex-col gap-2 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">Large output: {shortSize(shown.blob.size)}, kept off the page</p>
              <Button size="sm" disabled={stale} onClick={() => downloadFile(outputFileName(shown.kind), shown.blob)}>
                <Download aria-hidden /> Download
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Copy (text outputs) and Download give the whole output. Its start:</p>
            <pre tabIndex={0} aria-label="Start of the output" className="min-h-0 flex-1 overflow-auto rounded-md border border-border bg-surface p-2 font-mono text-xs break-all whitespace-pre-wrap">
              {shown.kind === 'bytes' ? 'Bytes: use Download.' : (blobHead ?? '…')}
            </pre>
          </div>
        ) : outcome && outcome.failedAt !== null ? (
          <div className="m-4">
            <ErrorText>
              The recipe stopped at step {outcome.failedAt + 1} ({opName(outcome.from.steps[outcome.failedAt]?.op ?? '')}): see the step for why.
            </ErrorText>
          </div>
        ) : (
          <p className="m-4 text-sm text-muted-foreground">{busy ? 'Running…' : cancelled ? 'Cancelled. Press Run to run the recipe.' : 'The output appears here as you type: the input run through the steps.'}</p>
        )}
      </div>
      {error ? (
        <div className="border-t border-border px-3 py-2">
          <ErrorText>{error}</ErrorText>
        </div>
      ) : null}
      {outcome?.pausedAt !== null && outcome?.pausedAt !== undefined && !stale ? (
        <p className="flex items-center gap-1.5 border-t border-border px-3 py-2 text-xs text-warning">
          <Info aria-hidden className="size-3.5 shrink-0" /> Paused at the breakpoint of step {outcome.pausedAt + 1}: this is the output before it.
        </p>
      ) : null}
      {preview?.note ? (
        <p className="flex items-start gap-1.5 border-t border-border px-3 py-2 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {preview.note}
        </p>
      ) : null}
      {stale ? <StaleNote action={cancelled ? 'Run' : undefined} className="shrink-0 border-t border-border px-3 py-2" /> : null}
    </Pane>
  )
}

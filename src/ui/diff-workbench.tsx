import { useAtom } from 'jotai'
import { ArrowLeftRight, Download, Eraser } from 'lucide-react'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../lib/download'
import { useWorkerTask } from '../workers/core/use-worker-task'
import { diffInWorker } from '../workers/diff/diff.client'
import type { DiffJob, DiffResult } from '../workers/diff/diff.types'
import { toResult } from '../workers/diff/diff-views'
import { Button } from './button'
import { CodeEditor } from './code-editor'
import { CopyButton } from './copy-button'
import { DiffView } from './diff-view'
import { ErrorText } from './error-text'
import { Pane } from './pane'
import { ProgressBar } from './progress'
import { PatchBar, usePatchReading } from './patch-bar'
import { OpenFileButton, TextDropZone } from './text-file'
import { useToolFrame } from './tool-frame-context'
import { useDelayed } from './use-delayed'
import { EMPTY_HINT, nothingToCompare, PLACEHOLDERS, summary, unifiedText, type DiffScreenState } from '../workers/diff/diff-text'
import type { ShareSpec } from '../lib/share'

const INPUT_HEIGHT = 'h-[min(34vh,300px)] min-h-44'
const DIFF_HEIGHT = 'h-[min(62vh,560px)] min-h-72'

/**
 * The whole diff screen — two inputs, the view switch, ignore-whitespace, swap, and the diff — shared
 * by Diff Viewer and Text Diff, each of which passes its own persisted state.
 */
export function DiffWorkbench({ share }: { share: ShareSpec<DiffScreenState> }) {
  const [state, setState] = useAtom(share.atom)
  const set = (patch: Partial<DiffScreenState>) => setState((s) => ({ ...s, ...patch }))
  // Issue 32: a patch in either box is shown as the diff it describes, or applied to the other box.
  const { reading, ...patchBar } = usePatchReading(state.left, state.right)
  const patched = reading.readAs === 'apply' && reading.applied?.ok ? reading.applied.text : null
  const a = patched !== null ? reading.other.text : state.left
  const b = patched ?? state.right
  const job = useMemo<DiffJob>(() => ({ a, b, ignoreWhitespace: state.ignoreWhitespace }), [a, b, state.ignoreWhitespace])
  // Recomputed on every change of either side (SPEC section 4), in the diff worker.
  // The worker sends back only its blocks; the listings are built here from the texts the page holds.
  const task = useWorkerTask<DiffJob, DiffResult>((input, { signal, onProgress }) => diffInWorker(input, { signal, onProgress }).then((s) => toResult(input, s)), {
    auto: { input: job, debounceMs: 150, enabled: reading.readAs === 'text' || patched !== null },
  })
  // Two empty sides are not "equal": there is nothing to compare yet, so the empty state shows.
  const empty = nothingToCompare(state.left, state.right) || (reading.readAs === 'apply' && patched === null)
  const result = reading.readAs === 'patch' ? reading.fileResult : empty ? null : (task.result ?? null)
  const patchError = reading.readAs === 'patch' && reading.patch?.ok === false ? reading.patch.error : reading.readAs === 'apply' && reading.applied?.ok === false ? reading.applied.error : null
  const emptyHint = reading.readAs === 'apply' && !reading.other.text ? `Paste the original text in ${reading.other.title} to apply the patch to it.` : EMPTY_HINT
  const comparing = !empty && reading.readAs !== 'patch'
  const busy = comparing && (task.status === 'running' || task.status === 'pending')
  const slow = useDelayed(comparing && task.status === 'running')

  useToolFrame({ mainAction: () => void task.run(job), share })

  const download = () => {
    if (!result) return
    if (patched !== null) downloadFile('patched.txt', patched)
    else downloadFile('diff.txt', unifiedText(result))
    toast.success('File downloaded!')
  }

  const side = (which: 'left' | 'right', title: string) => (
    <Pane
      title={title}
      titleId={`diff-${which}-title`}
      className={INPUT_HEIGHT}
      actions={
        <>
          <OpenFileButton onText={(text) => set({ [which]: text })} />
          <Button size="sm" variant="ghost" onClick={() => set({ [which]: '' })} disabled={!state[which]}>
            <Eraser aria-hidden /> Clear
          </Button>
        </>
      }
    >
      <TextDropZone onText={(text) => set({ [which]: text })}>
        <CodeEditor id={`diff-${which}`} label={title} value={state[which]} onChange={(v) => set({ [which]: v })} placeholder={PLACEHOLDERS[which]} />
      </TextDropZone>
    </Pane>
  )

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {side('left', 'Original')}
        {side('right', 'Modified')}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="View" className="inline-flex h-9 items-center rounded-md bg-muted p-1">
          {(
            [
              ['split', 'Side by side'],
              ['unified', 'Unified'],
            ] as const
          ).map(([mode, label]) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.mode === mode}
              onClick={() => set({ mode })}
              className="inline-flex h-7 items-center rounded px-3 text-sm font-medium text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.ignoreWhitespace} onChange={(e) => set({ ignoreWhitespace: e.target.checked })} />
          Ignore whitespace
        </label>
        <Button size="sm" variant="ghost" onClick={() => set({ left: state.right, right: state.left })} disabled={!state.left && !state.right}>
          <ArrowLeftRight aria-hidden /> Swap sides
        </Button>
      </div>

      <PatchBar reading={reading} {...patchBar} />

      {slow ? <ProgressBar label="Comparing..." progress={task.progress} onCancel={task.cancel} /> : null}

      <Pane
        title={
          <span className="flex items-center gap-2">
            Differences
            {result && !result.identical ? (
              <span className="text-xs font-normal text-muted-foreground" data-testid="diff-summary">
                {summary(result)}
              </span>
            ) : null}
            {busy && !slow ? <span className="text-xs font-normal text-muted-foreground">Comparing...</span> : null}
          </span>
        }
        titleId="diff-output-title"
        className={DIFF_HEIGHT}
        actions={
          result && !result.identical ? (
            <>
              <CopyButton variant="ghost" label={patched !== null ? 'Copy patched text' : undefined} getText={() => patched ?? unifiedText(result)} />
              <Button size="sm" variant="ghost" onClick={download}>
                <Download aria-hidden /> Download
              </Button>
            </>
          ) : null
        }
      >
        {patchError ? (
          <div className="px-3 py-2">
            <ErrorText>{patchError}</ErrorText>
          </div>
        ) : task.status === 'error' && reading.readAs !== 'patch' ? (
          <div className="px-3 py-2">
            <ErrorText>The comparison stopped unexpectedly. Edit either side to try again.</ErrorText>
          </div>
        ) : (
          <DiffView result={result} mode={state.mode} emptyHint={emptyHint} />
        )}
      </Pane>
    </div>
  )
}

import { atom, useAtom, type PrimitiveAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { isAbortError } from '../workers/core/create-worker-client'
import { useWorkerTask } from '../workers/core/use-worker-task'
import { Button } from './button'
import { ConversionPanes, type ConversionInput, type ConversionOutput } from './conversion-panes'
import { ProgressBar } from './progress'
import { isStale, type Made } from './stale'
import { useToolFrame } from './tool-frame-context'
import { useDelayed } from './use-delayed'
import type { RecipeStepOffer } from '../lib/handoff'
import type { ShareSpec } from '../lib/share'

/** What one action gives: the output or SPEC's inline error, and SPEC's toast. */
export type ActionOutcome = { output: string; error: string | null; toast: { kind: 'success' | 'error'; text: string } }
export type ConverterAction<M extends string> = { mode: M; label: string; busy: string }

/**
 * One input, a button per action (Encode / Decode, Encode Component / Encode URI / Decode), the
 * work in a worker, the result or error in the shared panes, and SPEC's toast. The first action is
 * the primary button; Ctrl/Cmd+Enter repeats the last one used. A crash of the worker itself is
 * reported as that action's own failure (`failure(mode)`), so SPEC's error toast names it. Input the
 * action cannot work on (empty input) gets the tool's own answer from `precheck`, never the worker
 * and never a success toast (DECISIONS D31). The last action used lives in `modeAtom` when the tool
 * passes one (so its input port can choose it), else in the screen.
 *
 * D31: an outcome remembers the input (and `dependsOn`, the options it was made with) and the
 * action that made it; once they differ from the current ones it is marked out of date (dimmed,
 * a note naming the action to press), the panes' Copy and Download and the frame's Copy and Send
 * to are held back, and going back to the same input makes it current again.
 */
export function ActionConverter<M extends string, S extends { input: string } = { input: string }>({ share, actions, convert, failure, precheck, id, input, output, className, children, modeAtom, dependsOn, recipeStep }: {
  share: ShareSpec<S>
  actions: readonly ConverterAction<M>[]
  convert: (text: string, mode: M, signal: AbortSignal) => Promise<ActionOutcome>
  failure: (mode: M) => ActionOutcome
  /** The answer for input the action cannot work on (empty input), or null to run it. */
  precheck: (text: string, mode: M) => ActionOutcome | null
  id: string
  input: Omit<ConversionInput, 'value' | 'onChange'>
  output: Omit<ConversionOutput, 'text'>
  className?: string
  children?: ReactNode
  modeAtom?: PrimitiveAtom<M>
  /** Options beside the input that change the result (a checkbox): a change marks it out of date. */
  dependsOn?: Record<string, unknown>
  /** D35: the action as a recipe step (Send to's "Add to recipe"), from the state it ran on. */
  recipeStep?: (mode: M, state: S) => RecipeStepOffer | undefined
}) {
  const [state, setState] = useAtom(share.atom)
  const [made, setMade] = useState<Made<ActionOutcome & { mode: M }> | null>(null)
  const outcome = made?.outcome ?? null
  const inputs = { ...dependsOn, input: state.input }
  const stale = isStale(made, inputs)
  const staleAction = made && stale ? (actions.find((a) => a.mode === made.outcome.mode) ?? actions[0]!).label : null
  const [ownMode] = useState(() => atom<M>(actions[0]!.mode))
  const [mode, setMode] = useAtom(modeAtom ?? ownMode)
  const task = useWorkerTask<{ text: string; mode: M }, ActionOutcome>(async (job, { signal }) => {
    try {
      return await convert(job.text, job.mode, signal)
    } catch (e) {
      if (isAbortError(e)) throw e
      return failure(job.mode)
    }
  })
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const currentAction = actions.find((a) => a.mode === mode)!

  const run = async (m: M) => {
    setMode(m)
    const from = inputs
    const result = precheck(state.input, m) ?? (await task.run({ text: state.input, mode: m }))
    if (!result) return
    setMade({ outcome: { ...result, mode: m }, from })
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: outcome?.output || undefined, stale, mainAction: () => void run(mode), share, recipeStep: outcome && recipeStep ? recipeStep(outcome.mode, state) : undefined })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {actions.map((a, i) => (
          <Button
            key={a.mode}
            variant={i === 0 ? 'primary' : 'outline'}
            onClick={() => void run(a.mode)}
            disabled={busy}
            aria-keyshortcuts={a.mode === mode ? 'Control+Enter Meta+Enter' : undefined}
          >
            {busy && mode === a.mode ? a.busy : a.label}
          </Button>
        ))}
      </div>
      {slow ? <ProgressBar label={currentAction.busy} progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={id}
        wrap
        className={className}
        input={{ ...input, value: state.input, onChange: (value) => setState((s) => ({ ...s, input: value })) }}
        output={{ ...output, text: outcome?.output ?? '' }}
        error={outcome?.error ? { message: outcome.error } : null}
        stale={staleAction}
        updating={busy}
      />
      {children}
    </div>
  )
}

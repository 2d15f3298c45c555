import { atom, useAtom, type PrimitiveAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import type { Progress } from '../workers/core/types'
import { useWorkerTask, type WorkerTask } from '../workers/core/use-worker-task'
import { Button } from './button'
import { ConversionPanes, type ConversionError, type ConversionInput, type ConversionOutput } from './conversion-panes'
import { ErrorText } from './error-text'
import { ProgressBar } from './progress'
import { inputsExcept, isStale, type Made } from './stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'
import { useToolFrame } from './tool-frame-context'
import { useDelayed } from './use-delayed'
import type { RecipeStepOffer } from '../lib/handoff'
import type { ShareSpec } from '../lib/share'

export type ConversionOutcome = { output: string; error: ConversionError | null; warnings: string[] }
/** What one conversion gives: what the panes show, and SPEC's toast for it. */
export type ConversionRun = { outcome: ConversionOutcome; toast: { kind: 'success' | 'error'; text: string } }

/** One direction of a two-way converter (e.g. JSON to XML), described as data. */
export type DirectionSpec<S> = {
  /** The tab's label and the main button's label. */
  tab: string
  action: string
  /** A prefix for the panes' element ids. */
  id: string
  /** The persisted field that holds this direction's input. */
  field: keyof S & string
  input: Omit<ConversionInput, 'value' | 'onChange'>
  output: Omit<ConversionOutput, 'text'>
  /** Runs the conversion (in a worker engine) on the current state. */
  convert: (state: S, ctx: { signal: AbortSignal; onProgress: (p: Progress) => void }) => Promise<ConversionRun>
  /** The answer for a state this direction cannot convert (empty input), or null to run it (D31). */
  precheck: (state: S) => ConversionRun | null
  /** Controls shown beside the button (CSV's header checkbox). */
  options?: (state: S, setState: (update: (s: S) => S) => void) => ReactNode
  /**
   * D31: what of the state this direction's result is made from (its input and its options).
   * Without it, the whole state but the other directions' inputs, so no option is forgotten.
   */
  inputsOf?: (state: S) => Record<string, unknown>
  /** D35: this direction as a recipe step (Send to's "Add to recipe"), from the state it ran on. */
  recipeStep?: (state: S) => RecipeStepOffer
}

const CRASHED = 'The converter stopped unexpectedly. Try again; your input is unchanged.'

function DirectionPanel<S>({ spec, state, setState, outcome, stale, task, onRun }: {
  spec: DirectionSpec<S>
  state: S
  setState: (update: (s: S) => S) => void
  outcome: ConversionOutcome | undefined
  /** The shown outcome was made from other inputs (D31). */
  stale: boolean
  task: WorkerTask<S, ConversionRun>
  onRun: () => void
}) {
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Converting...' : spec.action}
        </Button>
        {spec.options?.(state, setState)}
      </div>
      {slow ? <ProgressBar label="Converting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={spec.id}
        input={{ ...spec.input, value: String(state[spec.field] ?? ''), onChange: (value) => setState((s) => ({ ...s, [spec.field]: value })) }}
        output={{ ...spec.output, text: outcome?.output ?? '' }}
        error={outcome?.error ?? null}
        warnings={outcome?.warnings}
        stale={stale ? spec.action : null}
        updating={busy}
      />
      {task.status === 'error' ? <ErrorText>{CRASHED}</ErrorText> : null}
    </div>
  )
}

/**
 * A converter with a tab per direction (JSON↔XML, CSV↔JSON): each tab's input is persisted in the
 * tool's atom, the conversion runs in a worker, the output and its error show in the shared panes,
 * SPEC's toast follows, and the frame gets the result and Ctrl/Cmd+Enter for the open tab. Input a
 * direction cannot convert (empty) gets the tool's own message from `precheck`, never a success toast.
 * The open tab lives in `tabAtom` when the tool passes one (so its input port can choose it), else
 * in the screen. D31: each outcome remembers what it was made from (`inputsOf`); once that changes
 * it is marked out of date and held back from Copy, Download and the frame until converted again.
 */
export function TwoWayConverter<S, D extends string>({ share, directions, order, tabAtom }: {
  share: ShareSpec<S>
  directions: Record<D, DirectionSpec<S>>
  order: readonly [D, D]
  tabAtom?: PrimitiveAtom<D>
}) {
  const [state, setState] = useAtom(share.atom)
  const [ownTab] = useState(() => atom<D>(order[0]))
  const [tab, setTab] = useAtom(tabAtom ?? ownTab)
  const [made, setMade] = useState<Partial<Record<D, Made<ConversionOutcome>>>>({})
  const first = useWorkerTask<S, ConversionRun>((s, ctx) => directions[order[0]].convert(s, ctx))
  const second = useWorkerTask<S, ConversionRun>((s, ctx) => directions[order[1]].convert(s, ctx))
  const taskOf = (d: D) => (d === order[0] ? first : second)
  const inputsOf = (d: D, s: S): Record<string, unknown> => {
    const spec = directions[d]
    return spec.inputsOf ? spec.inputsOf(s) : inputsExcept(s as object, order.filter((o) => o !== d).map((o) => directions[o].field))
  }
  const staleOf = (d: D) => isStale(made[d], inputsOf(d, state))

  const run = async (direction: D) => {
    const from = inputsOf(direction, state)
    const result = directions[direction].precheck(state) ?? (await taskOf(direction).run(state))
    if (!result) return
    setMade((m) => ({ ...m, [direction]: { outcome: result.outcome, from } }))
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: made[tab]?.outcome.output || undefined, stale: staleOf(tab), mainAction: () => void run(tab), share, recipeStep: directions[tab].recipeStep?.(state) })

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as D)}>
      <TabsList aria-label="Direction">
        {order.map((d) => (
          <TabsTrigger key={d} value={d}>
            {directions[d].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {order.map((d) => (
        <TabsContent key={d} value={d}>
          <DirectionPanel spec={directions[d]} state={state} setState={setState} outcome={made[d]?.outcome} stale={staleOf(d)} task={taskOf(d)} onRun={() => void run(d)} />
        </TabsContent>
      ))}
    </Tabs>
  )
}

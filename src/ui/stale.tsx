import { History } from 'lucide-react'
import { useRef } from 'react'

const sameValue = (x: unknown, y: unknown) =>
  Object.is(x, y) || (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => Object.is(v, y[i])))

/**
 * D31: a result remembers the inputs it was computed from. `sameInputs` compares them shallowly
 * (own keys, `Object.is` per value; an array value is compared item by item, so a list rebuilt on
 * every render, such as the chosen algorithms, still counts as the same input), so a tool can tell
 * the frame its result is out of date. A missing side (`null`/`undefined`) equals only itself.
 */
export function sameInputs(a: Record<string, unknown> | null | undefined, b: Record<string, unknown> | null | undefined): boolean {
  if (!a || !b) return a === b
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue(a[k], b[k]))
}

/**
 * Keeps the inputs a result was computed from. `mark(inputs)` when the result is made; `isStale(current)`
 * is true once the current inputs differ from those.
 */
export function useComputedFrom<T extends Record<string, unknown>>() {
  const from = useRef<T | null>(null)
  return {
    mark(inputs: T) {
      from.current = inputs
    },
    clear() {
      from.current = null
    },
    isStale(current: T) {
      return from.current !== null && !sameInputs(from.current, current)
    },
  }
}

export const STALE_TEXT = 'Out of date: the input changed since this result was made.'

/** A result with the inputs it was made from (D31), as a screen keeps it in its state. */
export type Made<O, I extends Record<string, unknown> = Record<string, unknown>> = { outcome: O; from: I }

/** True when a shown result was made from other inputs than the current ones; no result is never stale. */
export function isStale(made: { from: Record<string, unknown> } | null | undefined, current: Record<string, unknown>): boolean {
  return !!made && !sameInputs(made.from, current)
}

/**
 * The inputs a result depends on: every field of the tool's state except those it does not read
 * (the other direction's input, say). Options stay in, so a new option marks the result too.
 */
export function inputsExcept<S extends object>(state: S, ignore: readonly PropertyKey[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(state)) if (!ignore.includes(k)) out[k] = v
  return out
}

/** The tooltip of a Copy, Download or "Use output as input" button held back from a stale result. */
export const staleTitle = (action: string) => `Out of date: press ${action} to update it`

/**
 * How a stale result is dimmed: its colours drop to the muted grey (syntax colours, icons and
 * success tints included), which still meets WCAG AA in both themes, unlike a lowered opacity
 * (light-theme syntax colours fall below 4.5:1 at any opacity under about 0.9). The StaleNote says why.
 */
export const STALE_DIM = 'grayscale text-muted-foreground [&_*]:text-muted-foreground!'

/** The visible mark on a stale result, with what to press to bring it up to date. */
export function StaleNote({ action, className }: { action?: string; className?: string }) {
  return (
    <p role="status" data-testid="stale-note" className={`flex items-center gap-1.5 text-sm text-warning ${className ?? ''}`}>
      <History aria-hidden className="size-4 shrink-0" />
      <span>
        {STALE_TEXT}
        {action ? ` Press ${action} to update it.` : null}
      </span>
    </p>
  )
}

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

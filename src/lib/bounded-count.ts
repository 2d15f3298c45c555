/** A whole number within limits, as a count field holds it: SPEC's limits, the Lorem Ipsum Generator's and the Bcrypt Tester's. */
export type CountLimits = {
  min: number
  max: number
  /** The unit in the singular and plural: ['sentence', 'sentences'], ['round', 'rounds']. */
  unit: readonly [one: string, many: string]
  /** What the tool does with the count it takes instead: 'showing', 'using'. */
  verb: string
}

/** The nearest whole number within the limits; `fallback` for what is no number at all. */
export const clampWhole = (n: number, min: number, max: number, fallback: number) => (Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback)

/**
 * What a count field holds, read: the count to use and, when the text is not a whole number within
 * the limits, the message shown beside the field saying what is used instead ("At most 15 rounds:
 * using 15"), so a count is never changed in silence. Text that is no number keeps `current`.
 */
export function readBoundedCount(raw: string, current: number, { min, max, unit, verb }: CountLimits): { count: number; message: string | null } {
  const text = raw.trim()
  const n = Number(text)
  const of = (k: number) => `${k} ${unit[k === 1 ? 0 : 1]}`
  if (text === '' || !Number.isFinite(n)) return { count: current, message: `Enter a number from ${min} to ${max}` }
  if (n > max) return { count: max, message: `At most ${of(max)}: ${verb} ${max}` }
  if (n < min) return { count: min, message: `At least ${of(min)}: ${verb} ${min}` }
  if (!Number.isInteger(n)) {
    const count = clampWhole(n, min, max, current)
    return { count, message: `Whole numbers only: ${verb} ${count}` }
  }
  return { count: n, message: null }
}

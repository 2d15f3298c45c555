import { formatBytes } from './bytes'

/** DECISIONS D22: output above this many characters is shown as its start, with a note. */
export const LARGE_OUTPUT_CHARS = 1_000_000

export type Preview = { text: string; truncated: boolean; note: string | null }

/**
 * The part of a large result that is shown on screen: the first ~1 MB, cut at a line end when one
 * is near. Copy and Download always use the whole text. `text` may be only the start of a result
 * of `total` characters (at least `limit` of it), so a result held in slices is not read whole.
 */
export function previewOf(text: string, limit = LARGE_OUTPUT_CHARS, total = text.length): Preview {
  if (total <= limit) return { text, truncated: false, note: null }
  const cut = text.lastIndexOf('\n', limit)
  const end = cut > limit * 0.9 ? cut : limit
  return {
    text: text.slice(0, end),
    truncated: true,
    note: `Showing the first ${formatBytes(end)} of ${formatBytes(total)}. Copy and Download give the whole result.`,
  }
}

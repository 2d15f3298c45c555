import type { TextResult, UrlMode } from '../../workers/convert/text.impl'

/** SPEC "URL encoder" and section 8: three actions, their success and error toasts. */
export const ACTIONS: readonly { mode: UrlMode; label: string; busy: string; success: string; error: string; empty: string }[] = [
  { mode: 'component', label: 'Encode Component', busy: 'Encoding...', success: '✅ URL encoded successfully!', error: '❌ Error encoding URL', empty: '❌ Please enter text to encode' },
  { mode: 'uri', label: 'Encode URI', busy: 'Encoding...', success: '✅ URI encoded successfully!', error: '❌ Error encoding URI', empty: '❌ Please enter a URL to encode' },
  { mode: 'decode', label: 'Decode', busy: 'Decoding...', success: '✅ URL decoded successfully!', error: '❌ Error decoding URL - invalid format', empty: '❌ Please enter text to decode' },
]
export const actionFor = (mode: UrlMode) => ACTIONS.find((a) => a.mode === mode)!

/**
 * `plusAsSpace`: form encoding (application/x-www-form-urlencoded, what an HTML form and
 * URLSearchParams send). Off by default, as SPEC's tool has it.
 */
export type UrlState = { input: string; plusAsSpace: boolean }
export const DEFAULTS: UrlState = { input: '', plusAsSpace: false }

export type Outcome = { output: string; error: string | null; toast: { kind: 'success' | 'error'; text: string } }

/**
 * The toast is SPEC's text, then what failed and where when the engine knows ("❌ Error decoding
 * URL - invalid format: %ZZ at character 9 is not % and two hex digits"); the inline error is the
 * same words without the emoji.
 */
export function outcomeOf(result: TextResult, mode: UrlMode): Outcome {
  const a = actionFor(mode)
  if (result.ok) return { output: result.output, error: null, toast: { kind: 'success', text: a.success } }
  const text = result.reason ? `${a.error}: ${result.reason}` : a.error
  return { output: '', error: text.replace(/^❌ /, ''), toast: { kind: 'error', text } }
}

/**
 * Empty input is not encoded or decoded: it gets its own error (SPEC names none; worded like its
 * "Please enter ..." messages) instead of a success toast (DECISIONS D31). Spaces are text to work on.
 */
export function precheck(text: string, mode: UrlMode): Outcome | null {
  if (text !== '') return null
  const empty = actionFor(mode).empty
  return { output: '', error: empty.replace(/^❌ /, ''), toast: { kind: 'error', text: empty } }
}

/* ------------------------------------------------------------------------------------------ */
/* Form encoding ("+ as space"): the rewrites live in src/lib/url-codec.ts, shared with the recipe   */
/* worker's URL operations (D34).                                                                  */

export { componentToForm, escapeSafeCut, plusToSpace } from '../../lib/url-codec'

/** Which encodings the option changes: Encode Component and Decode. Encode URI keeps a whole address's '+'. */
export const formApplies = (mode: UrlMode) => mode !== 'uri'

const abortError = () => new DOMException('The operation was aborted.', 'AbortError')
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** About 10 ms of work per slice on this kind of text (a 1 MB slice takes about 50 ms). */
export const SLICE_CHARS = 256 * 1024

/**
 * Applies a character-local rewrite to a large text in slices, yielding to the page between
 * them, so the main thread never stalls (DECISIONS D30: what is not done in a worker is done in
 * slices that each stay under 50 ms). Small texts are done at once.
 */
export async function inSlices(
  text: string,
  rewrite: (slice: string) => string,
  { cut = (_t: string, at: number) => at, signal, sliceChars = SLICE_CHARS }: { cut?: (text: string, at: number) => number; signal?: AbortSignal; sliceChars?: number } = {},
): Promise<string> {
  if (text.length <= sliceChars) return rewrite(text)
  const parts: string[] = []
  for (let start = 0; start < text.length; ) {
    if (signal?.aborted) throw abortError()
    const end = Math.max(start + 1, cut(text, Math.min(text.length, start + sliceChars)))
    parts.push(rewrite(text.slice(start, end)))
    start = end
    if (start < text.length) await nextTask()
  }
  if (signal?.aborted) throw abortError()
  return parts.join('')
}

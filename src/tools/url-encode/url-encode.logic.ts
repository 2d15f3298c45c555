import type { TextResult, UrlMode } from '../../workers/convert/text.impl'

/** SPEC "URL encoder" and section 8: three actions, their success and error toasts. */
export const ACTIONS: readonly { mode: UrlMode; label: string; busy: string; success: string; error: string; empty: string }[] = [
  { mode: 'component', label: 'Encode Component', busy: 'Encoding...', success: '✅ URL encoded successfully!', error: '❌ Error encoding URL', empty: '❌ Please enter text to encode' },
  { mode: 'uri', label: 'Encode URI', busy: 'Encoding...', success: '✅ URI encoded successfully!', error: '❌ Error encoding URI', empty: '❌ Please enter a URL to encode' },
  { mode: 'decode', label: 'Decode', busy: 'Decoding...', success: '✅ URL decoded successfully!', error: '❌ Error decoding URL - invalid format', empty: '❌ Please enter text to decode' },
]
export const actionFor = (mode: UrlMode) => ACTIONS.find((a) => a.mode === mode)!

export type UrlState = { input: string }
export const DEFAULTS: UrlState = { input: '' }

export type Outcome = { output: string; error: string | null; toast: { kind: 'success' | 'error'; text: string } }

/** The toast is SPEC's text; the inline error is the same words without the emoji. */
export function outcomeOf(result: TextResult, mode: UrlMode): Outcome {
  const a = actionFor(mode)
  return result.ok
    ? { output: result.output, error: null, toast: { kind: 'success', text: a.success } }
    : { output: '', error: a.error.replace(/^❌ /, ''), toast: { kind: 'error', text: a.error } }
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

import type { TextResult } from '../../workers/convert/text.impl'

/** SPEC "HTML entity" and sections 8, 9. */
export type Mode = 'encode' | 'decode'
export const ACTIONS: Record<Mode, { label: string; busy: string; success: string; error: string; empty: string }> = {
  encode: { label: 'Encode', busy: 'Encoding...', success: '✅ HTML entities encoded successfully!', error: '❌ Error encoding HTML entities', empty: '❌ Please enter text to encode' },
  decode: { label: 'Decode', busy: 'Decoding...', success: '✅ HTML entities decoded successfully!', error: '❌ Error decoding HTML entities', empty: '❌ Please enter text to decode' },
}

/** The table shown under the tool: the six characters of SPEC section 9. */
export const ENTITY_TABLE: readonly { char: string; name: string; entity: string }[] = [
  { char: '&', name: 'Ampersand', entity: '&amp;' },
  { char: '<', name: 'Less-than', entity: '&lt;' },
  { char: '>', name: 'Greater-than', entity: '&gt;' },
  { char: '"', name: 'Double quote', entity: '&quot;' },
  { char: "'", name: 'Single quote', entity: '&#39;' },
  { char: '\u00a0', name: 'No-break space', entity: '&nbsp;' },
]

export type HtmlEntityState = { input: string }
export const DEFAULTS: HtmlEntityState = { input: '' }

export type Outcome = { output: string; error: string | null; toast: { kind: 'success' | 'error'; text: string } }

export function outcomeOf(result: TextResult, mode: Mode): Outcome {
  const a = ACTIONS[mode]
  return result.ok
    ? { output: result.output, error: null, toast: { kind: 'success', text: a.success } }
    : { output: '', error: a.error.replace(/^❌ /, ''), toast: { kind: 'error', text: a.error } }
}

/**
 * Empty input is not encoded or decoded: it gets its own error (SPEC names none; worded like its
 * "Please enter ..." messages) instead of a success toast (DECISIONS D31). Spaces are text to work on.
 */
export function precheck(text: string, mode: Mode): Outcome | null {
  if (text !== '') return null
  const empty = ACTIONS[mode].empty
  return { output: '', error: empty.replace(/^❌ /, ''), toast: { kind: 'error', text: empty } }
}

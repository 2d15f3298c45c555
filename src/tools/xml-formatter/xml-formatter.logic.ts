import type { SizeStats } from '../../workers/format/size.impl'
import type { XmlResult } from '../../workers/format/xml.impl'

/** SPEC "XML Prettifier", sections 4, 5, 8 and 9. */
export const SCREEN_ERROR = 'Invalid XML'
export const INDENT = 4

export type XmlPrettifierState = { input: string }
export const DEFAULTS: XmlPrettifierState = { input: '' }

export type XmlMode = 'prettify' | 'minify'
/** The buttons' labels, also named by the note on an out-of-date result. */
export const ACTION_LABEL: Record<XmlMode, string> = { prettify: 'Prettify', minify: 'Minify' }

export type XmlOutcome = { output: string; error: string | null; detail: string | null; line?: number; column?: number; stats?: SizeStats }

/** Success sets the output and clears the error; failure clears the output and shows 'Invalid XML' (SPEC section 4). */
export function xmlOutcome(r: XmlResult): XmlOutcome {
  return r.ok ? { output: r.output, error: null, detail: null, ...(r.stats ? { stats: r.stats } : {}) } : { output: '', error: SCREEN_ERROR, detail: r.detail, line: r.line, column: r.column }
}

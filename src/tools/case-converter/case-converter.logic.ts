import { applyCase, CASES } from '../../lib/text-case'

/** SPEC "Case Converter": the twelve cases in SPEC order, with the labels the cards show. */
export const EMPTY_MESSAGE = '❌ Please enter text to convert'
export type CaseState = { text: string; eachLine: boolean }
export const DEFAULTS: CaseState = { text: '', eachLine: false }
export const ERROR_MESSAGE = '❌ Error converting text'

export { alternatingCase, CASES } from '../../lib/text-case'

export type Conversion = { label: string; value: string }

/**
 * Every case of the text. With `eachLine`, each line is converted on its own and the lines stay
 * lines (a column of names stays a column); blank lines stay blank. Otherwise the whole text is one
 * phrase (camelCase joins its lines into one identifier).
 */
export function convertAll(text: string, { eachLine = false }: { eachLine?: boolean } = {}): { ok: true; results: Conversion[] } | { ok: false; error: string } {
  if (!text.trim()) return { ok: false, error: EMPTY_MESSAGE }
  try {
    return { ok: true, results: CASES.map((c) => ({ label: c.label, value: applyCase(c.convert, text, eachLine) })) }
  } catch {
    return { ok: false, error: ERROR_MESSAGE }
  }
}


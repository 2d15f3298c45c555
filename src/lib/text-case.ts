import { camelCase, capitalCase, constantCase, dotCase, kebabCase, pascalCase, pathCase, sentenceCase, snakeCase, type PascalCaseOptions } from 'change-case'

/**
 * The Case Converter's twelve cases (SPEC "Case Converter", in SPEC order, with the labels its
 * cards show), shared with the recipe worker's case operations (D34).
 */

// Digits stay with their word ("version2Update" -> "version2_update"), and acronyms split the way
// change-case splits them ("XMLHttpRequest" -> "xml_http_request").
const opts: PascalCaseOptions = { mergeAmbiguousCharacters: true }

/** aLtErNaTiNg CaSe over letters only, so spaces and digits do not shift the pattern. */
export function alternatingCase(text: string): string {
  let upper = false
  return Array.from(text)
    .map((ch) => {
      if (ch.toLowerCase() === ch.toUpperCase()) return ch
      const out = upper ? ch.toUpperCase() : ch.toLowerCase()
      upper = !upper
      return out
    })
    .join('')
}

/** Title Case keeps the text's own spacing; words are split the way the other cases split them. */
const titleCase = (t: string) => capitalCase(t, opts)

export const CASES: { label: string; convert: (text: string) => string }[] = [
  { label: 'lowercase', convert: (t) => t.toLowerCase() },
  { label: 'UPPERCASE', convert: (t) => t.toUpperCase() },
  { label: 'Title Case', convert: titleCase },
  { label: 'camelCase', convert: (t) => camelCase(t, opts) },
  { label: 'PascalCase', convert: (t) => pascalCase(t, opts) },
  { label: 'snake_case', convert: (t) => snakeCase(t, opts) },
  { label: 'kebab-case', convert: (t) => kebabCase(t, opts) },
  { label: 'CONSTANT_CASE', convert: (t) => constantCase(t, opts) },
  { label: 'dot.case', convert: (t) => dotCase(t, opts) },
  { label: 'path/case', convert: (t) => pathCase(t, opts) },
  { label: 'Sentence case', convert: (t) => sentenceCase(t, opts) },
  { label: 'aLtErNaTiNg CaSe', convert: alternatingCase },
]

/**
 * A case applied to the text. With `eachLine`, each line is converted on its own and the lines
 * stay lines (a column of names stays a column); blank lines stay blank. Otherwise the whole text
 * is one phrase (camelCase joins its lines into one identifier).
 */
export function applyCase(convert: (t: string) => string, text: string, eachLine: boolean): string {
  return eachLine
    ? text
        .split(/\r?\n/)
        .map((l) => (l.trim() ? convert(l) : ''))
        .join('\n')
    : convert(text)
}

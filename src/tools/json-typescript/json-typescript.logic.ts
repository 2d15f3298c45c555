import { defaultOptions, isLanguageId, LANGUAGE, LANGUAGE_IDS, validOptions, type LanguageId, type OptionValues } from '../../workers/types/languages'
import type { TypesJob, TypesOutcome } from '../../workers/types/types.impl'

/** JSON to TypeScript (D28, issue 15 item 3): the screen's rules and words. */

export type JsonTypesState = {
  json: string
  lang: LanguageId
  /** As typed; the generator gets rootTypeName(rootName). */
  rootName: string
  dates: boolean
  allOptional: boolean
  /** Each language's own options, kept while another language is shown. */
  options: Record<LanguageId, OptionValues>
}

export const DEFAULT_ROOT = 'Root'

const allDefaultOptions = () => Object.fromEntries(LANGUAGE_IDS.map((id) => [id, defaultOptions(id)])) as Record<LanguageId, OptionValues>

export const DEFAULTS: JsonTypesState = { json: '', lang: 'typescript', rootName: DEFAULT_ROOT, dates: false, allOptional: false, options: allDefaultOptions() }

export function validateState(s: JsonTypesState, d: JsonTypesState): JsonTypesState {
  const stored = typeof s.options === 'object' && s.options !== null ? (s.options as Record<string, unknown>) : {}
  return {
    json: typeof s.json === 'string' ? s.json : d.json,
    lang: isLanguageId(s.lang) ? s.lang : d.lang,
    rootName: typeof s.rootName === 'string' && s.rootName.length <= 200 ? s.rootName : d.rootName,
    dates: typeof s.dates === 'boolean' ? s.dates : d.dates,
    allOptional: typeof s.allOptional === 'boolean' ? s.allOptional : d.allOptional,
    options: Object.fromEntries(LANGUAGE_IDS.map((id) => [id, validOptions(id, stored[id])])) as Record<LanguageId, OptionValues>,
  }
}

/**
 * The root type's name as a valid identifier in every target language: words joined in
 * PascalCase ("api response" -> "ApiResponse", "user-profile" -> "UserProfile"), letters and digits
 * only (accented letters kept), never starting with a digit; empty -> "Root".
 */
export function rootTypeName(typed: string): string {
  const words = typed.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  let name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
  if (!name) return DEFAULT_ROOT
  if (/^\p{N}/u.test(name)) name = `T${name}`
  return name
}

/** Inputs up to this size generate after a short pause; larger ones after a longer one. */
export const QUICK_LIMIT = 1_000_000
export const debounceFor = (s: JsonTypesState) => (s.json.length <= QUICK_LIMIT ? 250 : 700)

export const jobOf = (s: JsonTypesState): TypesJob => ({
  json: s.json,
  lang: s.lang,
  rootName: rootTypeName(s.rootName),
  options: s.options[s.lang],
  dates: s.dates,
  allOptional: s.allOptional,
})

/** What a result is made from (D31): the text, the language and every option the job reads. */
export const jobInputs = (j: TypesJob): Record<string, unknown> => ({
  json: j.json,
  lang: j.lang,
  root: j.rootName,
  dates: j.dates,
  allOptional: j.allOptional,
  options: JSON.stringify(j.options),
})
export const resultInputs = (s: JsonTypesState) => jobInputs(jobOf(s))

/** What Share carries (D32): the document, the language, and only that language's options. */
export const sharePick = (s: JsonTypesState): Partial<JsonTypesState> => ({
  json: s.json,
  lang: s.lang,
  rootName: s.rootName,
  dates: s.dates,
  allOptional: s.allOptional,
  options: { [s.lang]: s.options[s.lang] } as Record<LanguageId, OptionValues>,
})

/** The Download file: `Root.ts`, `Root.go`, `Root.schema.json`, ... */
export function downloadName(s: Pick<JsonTypesState, 'lang' | 'rootName'>): string {
  const base = rootTypeName(s.rootName)
  const lang = LANGUAGE[s.lang]
  return s.lang === 'schema' ? `${base}.schema.json` : `${base}.${lang.extension}`
}

export const EMPTY_HINT = 'Paste or type JSON on the left: its types appear here as you type.'
export const GENERATING = 'Generating…'
/** The title of Copy and Download while a live result is out of date (D31). */
export const COMING = 'Out of date: the types for the new input are on their way'
/** After Cancel: with an older result still shown, or with none. */
export const stoppedMessage = (shown: boolean) => (shown ? 'Stopped: the types shown are for an earlier input.' : 'Stopped before the types were ready.')
export const CRASHED = 'The generator stopped unexpectedly. Try again; your input is unchanged.'
export const NOTHING = 'This JSON has nothing to describe yet (an empty array has no element type).'

export const syntaxMessage = (e: { message: string; line: number; column: number }) => `JSON error: ${e.message} (line ${e.line}, column ${e.column})`
export const failedMessage = (message: string) =>
  /call stack/i.test(message) ? 'Could not generate types: the JSON is nested too deeply for the generator.' : `Could not generate types: ${message}`

/** Notes under the output: what the types mean where a reader could be surprised. */
export function outcomeNotes(o: Extract<TypesOutcome, { kind: 'ok' }>, s: Pick<JsonTypesState, 'lang' | 'options'> & { root: string }): string[] {
  const notes: string[] = []
  if (o.top === 'array' && (s.lang === 'typescript' || s.lang === 'zod'))
    notes.push(`The JSON is an array: ${s.root} describes one element, so the whole document is ${s.lang === 'zod' ? `z.array(${s.root}Schema)` : `${s.root}[]`}.`)
  if (o.renamedCount > 0) {
    const fix = LANGUAGE[s.lang].losesKeys?.(s.options[s.lang] ?? {})
    const examples = o.renamed.map((k) => JSON.stringify(k)).join(', ')
    const more = o.renamedCount > o.renamed.length ? ` and ${o.renamedCount - o.renamed.length} more` : ''
    const one = o.renamedCount === 1
    const label = LANGUAGE[s.lang].label
    notes.push(`${examples}${more} ${one ? `is renamed to a valid ${label} name` : `are renamed to valid ${label} names`}, and plain classes do not map ${one ? 'it' : 'them'} back${fix ? `: choose ${fix} to keep the JSON keys` : ''}.`)
  }
  return notes
}

/** D25, the input port: JSON text becomes the input; the types follow live. */
export const acceptText = (s: JsonTypesState, text: string): JsonTypesState => ({ ...s, json: text })

export const EXAMPLE = `{
  "id": 42,
  "name": "Ada Lovelace",
  "email": "ada@example.com",
  "first-name": "Ada",
  "score": 9.5,
  "tags": ["math", "poetry"],
  "address": { "city": "London", "zip": null },
  "orders": [
    { "id": 1, "total": 19.99, "items": 2 },
    { "id": 2, "total": 5, "coupon": "WELCOME" }
  ]
}`

import { documentValue, expandedSize, parseYaml, tooDeep, toYamlText, YamlValueError, type YamlIssue } from '../../lib/yaml-engine'
import { JsonWriteError, MAX_NODES, parseJson, stringifyJson } from './json-tree'
import { fail, ok, type ConvertResult } from './result'

/** SPEC section 5: the parser's message, or these when it has none. */
export const INVALID_JSON = 'Invalid JSON'
export const INVALID_YAML = 'Invalid YAML'

/* JSON -> YAML ------------------------------------------------------------------------------- */

/**
 * JSON text to YAML (2-space indent) with the one YAML engine (src/lib/yaml-engine.ts, D29).
 * Numbers are written exactly as in the JSON (D24): `12345678901234567890`, `-0`, `1.0` and `1e5`
 * stay as written, and YAML -> JSON gives the same JSON text back. Strings that would read as
 * another type ('12', 'null', and YAML 1.1's 'yes') are quoted; multi-line strings become literal blocks.
 */
export function jsonToYaml({ text }: { text: string }): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: message.trim() || INVALID_JSON, line, column })
  }
  try {
    return ok(toYamlText(parsed.value), parsed.warnings)
  } catch (e) {
    const message = e instanceof RangeError ? tooDeep : (e instanceof Error && e.message) || INVALID_JSON
    return fail({ message })
  }
}

/* YAML -> JSON ------------------------------------------------------------------------------- */

/** D29: a stream of several documents is converted as its first document, or as a JSON array of all of them. */
export type YamlDocuments = 'first' | 'all'

/** At most this many warnings travel back; the last line says how many more there are. */
const MAX_WARNINGS = 50

/** Aliases can make a small file stand for an enormous document (an alias bomb): refused before it is written. */
export const TOO_LARGE = 'The result is too large (YAML aliases expand to more than 20 million values)'

/** YAML 1.2's own scalar tags: a value they cannot read (`!!int x1`) is kept as text. */
const CORE_SCALAR = /^!!(?:int|float|bool|null) \(tag:yaml\.org,2002:(?:int|float|bool|null)\)$/

function tagWarning(w: YamlIssue): string {
  const { tag } = w
  const at = `on line ${w.line}, column ${w.column}`
  if (tag && CORE_SCALAR.test(tag)) return `The value ${at} is not a valid ${tag.split(' ')[0]}: it is kept as text.`
  return tag ? `Unknown tag ${tag} ${at}: its value is kept as written, without the tag.` : `${w.message} (line ${w.line}, column ${w.column})`
}

/**
 * YAML text to JSON (2-space indent). Anchors and aliases are expanded, merge keys applied,
 * numbers kept as written where JSON can write them that way (`0x1F` becomes 31, `.inf` null),
 * unknown tags kept with a warning. `documents` 'first' converts the first document (and says
 * when there are more); 'all' gives a JSON array with one element per document.
 */
export function yamlToJson({ text, documents = 'first' }: { text: string; documents?: YamlDocuments }): ConvertResult {
  const parsed = parseYaml(text)
  const first = parsed.errors[0]
  if (first) return fail({ message: first.message.trim() || INVALID_YAML, line: first.line, column: first.column })
  const warnings = parsed.warnings.slice(0, MAX_WARNINGS).map(tagWarning)
  if (parsed.warnings.length > MAX_WARNINGS) warnings.push(`…and ${parsed.warnings.length - MAX_WARNINGS} more warnings.`)
  const count = parsed.documents.length
  if (documents === 'first' && count > 1) {
    warnings.unshift(`The stream holds ${count} documents; only the first is converted. Choose “All documents” to convert them all as a JSON array.`)
  }
  try {
    const chosen = documents === 'all' ? parsed.documents : parsed.documents.slice(0, 1)
    const values = chosen.map((doc) => documentValue(doc))
    const value = documents === 'all' ? values : (values[0] ?? null)
    if (expandedSize(value, MAX_NODES) > MAX_NODES) return fail({ message: TOO_LARGE })
    return ok(stringifyJson(value, 2), warnings)
  } catch (e) {
    if (e instanceof YamlValueError) return fail({ message: e.message, ...parsed.position(e.offset) })
    if (e instanceof JsonWriteError) return fail({ message: e.message })
    const message = e instanceof RangeError ? tooDeep : (e instanceof Error && e.message) || INVALID_YAML
    return fail({ message })
  }
}

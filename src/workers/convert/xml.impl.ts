import { XMLParser } from 'fast-xml-parser'
import { isLosslessNumber, type LosslessNumber } from 'lossless-json'
import { isJsonObject, parseJson, scalarText, stringifyJson, type JsonValue } from './json-tree'
import { checkXml, xmlProblemText, type XmlProblem } from '../../lib/xml-check'
import { fail, ok, type ConvertResult } from './result'

/** SPEC sections 5 and 9. */
export const INVALID_JSON_FORMAT = 'Invalid JSON format'
export const INVALID_XML_FORMAT = 'Invalid XML format'
export const ROOT = 'root'
export const ATTRIBUTES = 'attributes'
export const TEXT = 'text'
export const itemName = (index: number) => `item_${index}`
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/* JSON -> XML -------------------------------------------------------------------------------- */

// Characters XML 1.0 cannot carry at all (controls other than tab, newline, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

export const escapeText = (s: string) => s.replace(NOT_XML_CHAR, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const escapeAttribute = (s: string) =>
  escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')

/**
 * A JSON key as an XML element or attribute name: characters a name cannot hold become '_', and a
 * name that cannot start the way it does gets a leading '_' ("first name" -> first_name, "1st" -> _1st).
 */
export function xmlName(key: string): string {
  let name = key.replace(/[^\p{L}\p{N}_.:-]/gu, '_')
  if (!/^[\p{L}_]/u.test(name)) name = `_${name}`
  return name
}

const isScalar = (v: JsonValue): v is string | boolean | null | LosslessNumber =>
  v === null || typeof v !== 'object' || isLosslessNumber(v)

/** A scalar as XML text: strings as they are, numbers exactly as written in the JSON (D24). */
const scalarXml = (v: JsonValue): string => (typeof v === 'string' ? v : v === null ? '' : scalarText(v))

/**
 * How arrays and the document element are written, so that XML -> JSON -> XML gives back the same
 * elements while SPEC's `root` and `item_N` stay for JSON that XML could not have produced:
 *
 * - XML -> JSON always gives an object with one key, the document element's name. So a JSON object
 *   with exactly one key that is an XML name (not `attributes` or `text`) is written as that
 *   element (`{"users": {...}}` -> `<users>...</users>`); anything else sits in SPEC's `<root>`.
 * - XML -> JSON turns repeated elements into an array under their name, and such an array always
 *   has two or more items, none of them an array. So an array under a key `k` with two or more
 *   items, none an array, is written as repeated `<k>` elements (`{"user": ["a", "b"]}` ->
 *   `<user>a</user><user>b</user>`).
 * - Every other array keeps SPEC's `item_N` elements: a top-level array (in `<root>`), the
 *   document element's own array, an array inside an array, an array of one item, and an array
 *   holding arrays. `xmlToJson` turns exactly these `item_N` runs back into arrays (and leaves a
 *   run it could not have come from, such as `<list><item_0/><item_1/></list>` under a key, as
 *   written), so both round trips hold.
 */
const isDocumentElementKey = (key: string) => key !== ATTRIBUTES && key !== TEXT && xmlName(key) === key

/** An array written as repeated elements named after its key (see above). */
const repeatsAsElements = (value: JsonValue[]) => value.length >= 2 && !value.some(Array.isArray)

/**
 * JSON text to XML (SPEC section 9): the document sits in `<root>` (or in its single key's
 * element, above); arrays are repeated elements or `item_N` elements as described above; an
 * object's `attributes` object becomes the element's attributes and its `text` value the
 * element's text; every other key is a child element. `null` and empty containers give an empty
 * element (`<key/>`).
 */
export function jsonToXml({ text }: { text: string }): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: INVALID_JSON_FORMAT, detail: `${message} (line ${line}, column ${column})`, line, column })
  }
  // Keys that are not XML names, in the order met, and what they were written as (reported, not silent).
  const renamed = new Map<string, string>()
  const nameOf = (key: string) => {
    const name = xmlName(key)
    if (name !== key && !renamed.has(key)) renamed.set(key, name)
    return name
  }
  const out: string[] = [XML_DECLARATION]
  /** `keyed`: the element stands for an object key (so an array there may repeat the element). */
  const element = (name: string, value: JsonValue, depth: number, keyed: boolean) => {
    const pad = '  '.repeat(depth)
    const tag = nameOf(name)
    if (isScalar(value)) {
      const body = scalarXml(value)
      out.push(body === '' ? `${pad}<${tag}/>` : `${pad}<${tag}>${escapeText(body)}</${tag}>`)
      return
    }
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(`${pad}<${tag}/>`)
      else if (keyed && repeatsAsElements(value)) value.forEach((item) => element(name, item, depth, false))
      else {
        out.push(`${pad}<${tag}>`)
        value.forEach((item, index) => element(itemName(index), item, depth + 1, false))
        out.push(`${pad}</${tag}>`)
      }
      return
    }
    let attrs = ''
    let body: string | null = null
    const children: [string, JsonValue][] = []
    for (const [key, item] of value) {
      if (key === ATTRIBUTES && isJsonObject(item) && Array.from(item.values()).every(isScalar)) {
        for (const [name, v] of item) attrs += ` ${nameOf(name)}="${escapeAttribute(scalarXml(v))}"`
      } else if (key === TEXT && isScalar(item)) {
        body = scalarXml(item)
      } else children.push([key, item])
    }
    const textPart = body ? escapeText(body) : ''
    if (children.length === 0) {
      out.push(textPart ? `${pad}<${tag}${attrs}>${textPart}</${tag}>` : `${pad}<${tag}${attrs}/>`)
      return
    }
    out.push(`${pad}<${tag}${attrs}>${textPart}`)
    for (const [key, item] of children) element(key, item, depth + 1, true)
    out.push(`${pad}</${tag}>`)
  }
  const doc = parsed.value
  const single = isJsonObject(doc) && doc.size === 1 ? Array.from(doc)[0]! : null
  if (single && isDocumentElementKey(single[0])) element(single[0], single[1], 0, false)
  else element(ROOT, doc, 0, false)
  return ok(out.join('\n'), [...parsed.warnings, ...renamedWarnings(renamed)])
}

/** At most this many renamed keys are listed one by one; the rest are counted. */
export const MAX_RENAMED_LISTED = 10

/** One warning per key that had to change to be an XML name (`"a&b" is not an XML name: written as a_b`). */
export function renamedWarnings(renamed: ReadonlyMap<string, string>): string[] {
  const listed = Array.from(renamed).slice(0, MAX_RENAMED_LISTED).map(([key, name]) => `${JSON.stringify(key)} is not an XML name: written as ${name}`)
  const more = renamed.size - listed.length
  return more > 0 ? [...listed, `${more} more ${more === 1 ? 'key' : 'keys'} renamed the same way`] : listed
}

/* XML -> JSON -------------------------------------------------------------------------------- */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: ATTRIBUTES,
  textNodeName: TEXT,
  // Text stays text: XML has no number type, and guessing would round long digit strings (D24).
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
})

/**
 * Where an element's value sits, which decides whether an `item_N` run becomes an array again (the
 * inverse of `jsonToXml`'s rule): `document` (the document element), `item` (an `item_N` element
 * of a run), `repeated` (one of several same-named elements), `key` (any other element).
 */
type Place = 'document' | 'item' | 'repeated' | 'key'

/**
 * Puts `attributes` first and `text` last, and turns an `item_N` run (`item_0`, `item_1`, ... and
 * nothing else) back into an array where `jsonToXml` writes arrays that way: always for the
 * document element and inside another run; under a key only for a single item or when an item is
 * itself an array (two or more plain items under a key are written as repeated elements instead,
 * so such a run was written by hand and stays as it is); never for one of several repeated
 * elements (an array there would not be written as repeated elements).
 */
function normalize(value: unknown, place: Place): unknown {
  if (Array.isArray(value)) return value.map((item) => normalize(item, 'repeated'))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
  if (place !== 'repeated' && entries.length > 0 && entries.every(([key, item], index) => key === itemName(index) && !Array.isArray(item))) {
    const items = entries.map(([, item]) => normalize(item, 'item'))
    if (place !== 'key' || items.length < 2 || items.some(Array.isArray)) return items
    // No item was itself a run (it would be an array now), so these values are what `key` gives too.
    return new Map(entries.map(([key], index) => [key, items[index]]))
  }
  const out = new Map<string, unknown>()
  if (ATTRIBUTES in value) out.set(ATTRIBUTES, (value as Record<string, unknown>)[ATTRIBUTES])
  for (const [key, item] of entries) if (key !== ATTRIBUTES && key !== TEXT) out.set(key, normalize(item, 'key'))
  if (TEXT in value) out.set(TEXT, (value as Record<string, unknown>)[TEXT])
  return out
}

/**
 * SPEC's 'Invalid XML format', then the reason and place the XML Prettifier gives for the same text
 * (one check, `checkXml`): "Invalid XML format: Expected closing tag 'b' ... (line 1, column 7)".
 */
export const invalidXml = (problem: XmlProblem) => fail({ message: `${INVALID_XML_FORMAT}: ${xmlProblemText(problem)}`, line: problem.line, column: problem.column })

/**
 * XML text to JSON (2-space indent): `{ "<root element>": ... }`, attributes under `attributes`,
 * text next to child elements under `text`, repeated elements as arrays, `item_N` runs as arrays
 * where `jsonToXml` writes arrays as `item_N` (see `normalize`).
 * Values stay strings. Anything that is not one well-formed element is 'Invalid XML format', with
 * the reason and position the XML Prettifier gives (`checkXml`).
 */
export function xmlToJson({ text }: { text: string }): ConvertResult {
  const checked = checkXml(text)
  if (!checked.ok) return invalidXml(checked.problem)
  let parsed: Record<string, unknown>
  try {
    parsed = parser.parse(checked.xml) as Record<string, unknown>
  } catch (e) {
    return invalidXml({ reason: e instanceof Error ? e.message : 'The parser stopped' })
  }
  const roots = Object.entries(parsed)
  if (roots.length !== 1 || Array.isArray(roots[0]![1]) || roots[0]![0] === TEXT) return invalidXml({ reason: 'An XML document needs exactly one root element' })
  const [name, value] = roots[0]!
  return ok(stringifyJson(new Map([[name, normalize(value, 'document')]]), 2))
}

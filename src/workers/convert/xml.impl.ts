import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { isLosslessNumber, type LosslessNumber } from 'lossless-json'
import { isJsonObject, parseJson, scalarText, stringifyJson, type JsonValue } from './json-tree'
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
 * JSON text to XML (SPEC section 9): the whole document sits in `<root>`; an array's items are
 * elements `item_0`, `item_1`, ...; an object's `attributes` object becomes the element's
 * attributes and its `text` value the element's text; every other key is a child element.
 * `null` and empty containers give an empty element (`<key/>`).
 */
export function jsonToXml({ text }: { text: string }): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: INVALID_JSON_FORMAT, detail: `${message} (line ${line}, column ${column})`, line, column })
  }
  const out: string[] = [XML_DECLARATION]
  const element = (name: string, value: JsonValue, depth: number) => {
    const pad = '  '.repeat(depth)
    const tag = xmlName(name)
    if (isScalar(value)) {
      const body = scalarXml(value)
      out.push(body === '' ? `${pad}<${tag}/>` : `${pad}<${tag}>${escapeText(body)}</${tag}>`)
      return
    }
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(`${pad}<${tag}/>`)
      else {
        out.push(`${pad}<${tag}>`)
        value.forEach((item, index) => element(itemName(index), item, depth + 1))
        out.push(`${pad}</${tag}>`)
      }
      return
    }
    let attrs = ''
    let body: string | null = null
    const children: [string, JsonValue][] = []
    for (const [key, item] of value) {
      if (key === ATTRIBUTES && isJsonObject(item) && Array.from(item.values()).every(isScalar)) {
        for (const [name, v] of item) attrs += ` ${xmlName(name)}="${escapeAttribute(scalarXml(v))}"`
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
    for (const [key, item] of children) element(key, item, depth + 1)
    out.push(`${pad}</${tag}>`)
  }
  element(ROOT, parsed.value, 0)
  return ok(out.join('\n'), parsed.warnings)
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

/** Puts `attributes` first and `text` last, and turns `item_0..item_N` children back into an array. */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > 0 && entries.every(([key, item], index) => key === itemName(index) && !Array.isArray(item))) {
    return entries.map(([, item]) => normalize(item))
  }
  const out = new Map<string, unknown>()
  if (ATTRIBUTES in value) out.set(ATTRIBUTES, (value as Record<string, unknown>)[ATTRIBUTES])
  for (const [key, item] of entries) if (key !== ATTRIBUTES && key !== TEXT) out.set(key, normalize(item))
  if (TEXT in value) out.set(TEXT, (value as Record<string, unknown>)[TEXT])
  return out
}

/**
 * XML text to JSON (2-space indent): `{ "<root element>": ... }`, attributes under `attributes`,
 * text next to child elements under `text`, repeated elements as arrays, `item_N` runs as arrays.
 * Values stay strings. Anything that is not one well-formed element is 'Invalid XML format', with
 * the parser's reason and position as detail.
 */
export function xmlToJson({ text }: { text: string }): ConvertResult {
  if (!text.trim()) return fail({ message: INVALID_XML_FORMAT, detail: 'The input is empty' })
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    const { msg, line, col } = valid.err
    return fail({ message: INVALID_XML_FORMAT, detail: `${msg} (line ${line}, column ${col})`, line, column: col })
  }
  let parsed: Record<string, unknown>
  try {
    parsed = parser.parse(text) as Record<string, unknown>
  } catch (e) {
    return fail({ message: INVALID_XML_FORMAT, detail: e instanceof Error ? e.message : undefined })
  }
  const roots = Object.entries(parsed)
  if (roots.length !== 1 || Array.isArray(roots[0]![1]) || roots[0]![0] === TEXT) {
    return fail({ message: INVALID_XML_FORMAT, detail: 'An XML document needs exactly one root element' })
  }
  const [name, value] = roots[0]!
  return ok(stringifyJson(new Map([[name, normalize(value)]]), 2))
}

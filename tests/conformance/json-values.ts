import { isLosslessNumber } from 'lossless-json'
import { parseJson, type JsonValue } from '../../src/workers/convert/json-tree'

/**
 * A number's value as a canonical text (sign, significant digits, exponent), so `1.0`, `1` and
 * `10e-1` are the same number and `12345678901234567890` is not `12345678901234567000`: values
 * compared exactly, never through a double.
 */
export function canonicalNumber(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text)
  if (!m) return `NaN(${text})`
  const [, sign, int, frac = '', exp = '0'] = m
  let digits = `${int}${frac}`.replace(/^0+/, '')
  let exponent = BigInt(exp) - BigInt(frac.length)
  if (!digits) return '0'
  const trailing = /0*$/.exec(digits)![0].length
  digits = digits.slice(0, digits.length - trailing)
  exponent += BigInt(trailing)
  return `${sign}${digits}e${exponent}`
}

/** Where two JSON values first differ (a path and both sides), or null when they are the same (key order too, unless told not to). */
export function jsonDifference(actual: JsonValue, expected: JsonValue, { keyOrder = true } = {}, at = '$'): string | null {
  const show = (v: JsonValue) => (isLosslessNumber(v) ? v.value : v instanceof Map ? `{${[...v.keys()].map((k) => JSON.stringify(k)).join(', ')}}` : JSON.stringify(v))
  if (isLosslessNumber(actual) || isLosslessNumber(expected)) {
    if (isLosslessNumber(actual) && isLosslessNumber(expected) && canonicalNumber(actual.value) === canonicalNumber(expected.value)) return null
    return `${at}: ${show(actual)} is not ${show(expected)}`
  }
  if (Array.isArray(actual) || Array.isArray(expected)) {
    if (!Array.isArray(actual) || !Array.isArray(expected)) return `${at}: ${show(actual)} is not ${show(expected)}`
    if (actual.length !== expected.length) return `${at}: ${actual.length} items, expected ${expected.length}`
    for (let i = 0; i < actual.length; i++) {
      const d = jsonDifference(actual[i]!, expected[i]!, { keyOrder }, `${at}[${i}]`)
      if (d) return d
    }
    return null
  }
  if (actual instanceof Map || expected instanceof Map) {
    if (!(actual instanceof Map) || !(expected instanceof Map)) return `${at}: ${show(actual)} is not ${show(expected)}`
    const ak = [...actual.keys()]
    const ek = [...expected.keys()]
    if (!keyOrder) {
      ak.sort()
      ek.sort()
    }
    if (ak.length !== ek.length || ak.some((k, i) => k !== ek[i])) return `${at}: keys ${show(actual)}, expected ${show(expected)}`
    for (const k of ak) {
      const d = jsonDifference(actual.get(k)!, expected.get(k)!, { keyOrder }, `${at}.${k}`)
      if (d) return d
    }
    return null
  }
  return actual === expected ? null : `${at}: ${show(actual)} is not ${show(expected)}`
}

/** Parses JSON text losslessly (numbers as written, key order kept), or throws. */
export function jsonValue(text: string): JsonValue {
  const parsed = parseJson(text)
  if (!parsed.ok) throw new Error(`not JSON: ${parsed.error.message} (line ${parsed.error.line}, column ${parsed.error.column})`)
  return parsed.value
}

/** The JSON texts of a stream of JSON values written one after another (yaml-test-suite's in.json). */
export function jsonStream(text: string): JsonValue[] {
  const values: JsonValue[] = []
  let i = 0
  const n = text.length
  const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t'
  while (i < n) {
    while (i < n && isSpace(text[i])) i++
    if (i >= n) break
    const start = i
    let depth = 0
    do {
      const c = text[i]!
      if (c === '"') {
        i++
        while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1
        i++
      } else if (c === '{' || c === '[') {
        depth++
        i++
      } else if (c === '}' || c === ']') {
        depth--
        i++
      } else if (depth === 0) {
        // A bare scalar at the top: up to the next whitespace.
        while (i < n && !isSpace(text[i])) i++
      } else i++
    } while (depth > 0 && i < n)
    values.push(jsonValue(text.slice(start, i)))
  }
  return values
}

import type { Detector, Sample } from './types'
import { detections, prefixNote } from './util'

/** What makes a text almost JSON: each is something jsonrepair puts right. */
export type AlmostJsonFinding = 'single quotes' | 'unquoted keys' | 'trailing commas' | 'Python literals' | 'comments' | 'typographic quotes'

export type AlmostJson = {
  /** What was found, in the order of ALL_FINDINGS. */
  findings: AlmostJsonFinding[]
  /** The value is closed; false when the text stops inside it (cut off, or the sample's end). */
  complete: boolean
}

const ALL_FINDINGS: readonly AlmostJsonFinding[] = ['single quotes', 'typographic quotes', 'unquoted keys', 'trailing commas', 'Python literals', 'comments']
const PYTHON = new Set(['True', 'False', 'None'])
const JSON_LITERALS = new Set(['true', 'false', 'null'])
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/
const WORD = /^[A-Za-z_$][\w$]*/
const OPENING: Record<string, string> = { '“': '”', '‘': '’', '„': '“' }

/**
 * Reads `text` as one JSON object or array written the way people write almost-JSON: strings in
 * single or typographic quotes, unquoted keys, trailing commas, Python's True/False/None,
 * comments. Every token must still be where JSON would have it, so JavaScript code, YAML, a
 * GraphQL query or an INI section is not almost JSON. Null when it is not; a value the text stops
 * inside of is `complete: false`. One pass, no recursion: linear in the text.
 */
export function analyzeAlmostJson(text: string): AlmostJson | null {
  const found = new Set<AlmostJsonFinding>()
  // Open containers: '{' or '['. `expect`: what may come next.
  const stack: string[] = []
  type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'done'
  let expect: Expect = 'value'
  let afterComma = false
  const n = text.length
  let i = 0
  const cut = () => ({ findings: ALL_FINDINGS.filter((f) => found.has(f)), complete: false })
  while (i < n) {
    const c = text[i]!
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i++
      continue
    }
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      found.add('comments')
      if (text[i + 1] === '/') {
        const nl = text.indexOf('\n', i)
        i = nl === -1 ? n : nl
      } else {
        const close = text.indexOf('*/', i + 2)
        if (close === -1) return cut()
        i = close + 2
      }
      continue
    }
    if (expect === 'done') return null // more after the value: not one document
    const top = stack[stack.length - 1]
    if (c === '}' || c === ']') {
      const ok = (c === '}' && top === '{' && (expect === 'keyOrEnd' || expect === 'commaOrEnd' || (expect === 'key' && afterComma))) ||
        (c === ']' && top === '[' && (expect === 'valueOrEnd' || expect === 'commaOrEnd' || (expect === 'value' && afterComma)))
      if (!ok) return null
      if (expect === 'key' || expect === 'value') found.add('trailing commas')
      stack.pop()
      expect = stack.length ? 'commaOrEnd' : 'done'
      afterComma = false
      i++
      continue
    }
    if (expect === 'commaOrEnd') {
      if (c !== ',') return null
      expect = top === '{' ? 'key' : 'value'
      afterComma = true
      i++
      continue
    }
    if (expect === 'colon') {
      if (c !== ':') return null
      expect = 'value'
      i++
      continue
    }
    afterComma = false
    const keyPlace: boolean = expect === 'key' || expect === 'keyOrEnd'
    // A string, in any of the quotes people paste.
    const close = c === '"' || c === "'" ? c : OPENING[c]
    if (close) {
      if (stack.length === 0) return null // a top-level string is not what this is for
      if (c === "'") found.add('single quotes')
      else if (c !== '"') found.add('typographic quotes')
      let j = i + 1
      for (; j < n; j++) {
        const d = text[j]!
        if (d === '\\') j++
        else if (d === close || (close !== '"' && close !== "'" && (d === '”' || d === '’'))) break
        else if (d === '\n') return null
      }
      if (j >= n) return cut()
      i = j + 1
      expect = keyPlace ? 'colon' : stack.length ? 'commaOrEnd' : 'done'
      continue
    }
    if (keyPlace) {
      const word = WORD.exec(text.slice(i, i + 200))?.[0]
      if (!word) return null
      if (i + word.length >= n) return cut()
      found.add('unquoted keys')
      i += word.length
      expect = 'colon'
      continue
    }
    // A value.
    if (c === '{' || c === '[') {
      if (stack.length === 0 && expect !== 'value') return null
      stack.push(c)
      expect = c === '{' ? 'keyOrEnd' : 'valueOrEnd'
      i++
      continue
    }
    if (stack.length === 0) return null // a top-level scalar is not what this is for
    const rest = text.slice(i, i + 400)
    const number = NUMBER.exec(rest)?.[0]
    const word = number ? undefined : WORD.exec(rest)?.[0]
    const token = number ?? word ?? ''
    if (i + token.length >= n && token) return cut() // the text stops inside it
    if (number) i += number.length
    else if (word && (JSON_LITERALS.has(word) || PYTHON.has(word))) {
      if (PYTHON.has(word)) found.add('Python literals')
      i += word.length
    } else return null
    // A number or word must end where a token does (`1px`, `Truex` are not JSON).
    if (i < n && /[\w$.]/.test(text[i]!)) return null
    expect = 'commaOrEnd'
  }
  if (expect !== 'done') return cut()
  return { findings: ALL_FINDINGS.filter((f) => found.has(f)), complete: true }
}

/** "single quotes, unquoted keys" */
export const findingsText = (findings: readonly string[]) => findings.join(', ')

/**
 * Almost JSON: an object or array that jsonrepair makes valid (single quotes, unquoted keys,
 * trailing commas, Python literals, comments). Comments alone (with trailing commas) are JSONC,
 * named by json.ts; valid JSON and text cut off before its end are not claimed (`{"a":1` may as
 * well be a JavaScript fragment).
 */
export const almostJson: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed[0] !== '{' && trimmed[0] !== '[') return []
  const found = analyzeAlmostJson(trimmed)
  if (!found || found.findings.length === 0) return []
  if (!found.complete && !sample.truncated) return []
  const { findings } = found
  if (findings.includes('comments') && findings.every((f) => f === 'comments' || f === 'trailing commas')) return []
  return detections('almost-json', `Almost JSON: ${findingsText(findings)}${prefixNote(sample)}`, [['json-formatter', 0.8]])
}

import type { Detection, Detector, Sample } from './types'
import { detections, plural, prefixNote } from './util'

/**
 * Checks that `text` could be the start of a JSON document (object or array): every token so far
 * is where JSON allows it. Used for a paste too large to parse whole. Returns false on the first
 * token JSON would reject.
 */
export function isJsonPrefix(text: string): boolean {
  // Stack of open containers: '{' or '['. `expect` is what may come next.
  const stack: string[] = []
  type Expect = 'value' | 'key' | 'colon' | 'commaOrEnd' | 'valueOrEnd' | 'keyOrEnd'
  let expect: Expect = 'value'
  let i = 0
  const n = text.length
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++
      continue
    }
    const ch = text[i]!
    if (stack.length === 0 && expect === 'commaOrEnd') return /^\s*$/.test(text.slice(i))
    switch (expect) {
      case 'value':
      case 'valueOrEnd':
        if (ch === ']' && expect === 'valueOrEnd') {
          stack.pop()
          expect = 'commaOrEnd'
          i++
        } else if (ch === '{') {
          stack.push('{')
          expect = 'keyOrEnd'
          i++
        } else if (ch === '[') {
          stack.push('[')
          expect = 'valueOrEnd'
          i++
        } else if (ch === '"') {
          const end = stringEnd(text, i)
          if (end === -2) return false
          if (end === -1) return true // cut inside a string
          i = end
          expect = 'commaOrEnd'
        } else {
          // A number or literal: whole, or cut off by the end of the sample.
          const word = /^(?:[-+0-9.eE]+|[a-z]+)/.exec(text.slice(i, i + 400))?.[0]
          if (!word) return false
          if (!/^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/.test(word)) return i + word.length >= n && isCutLiteral(word)
          i += word.length
          if (i >= n) return true
          expect = 'commaOrEnd'
        }
        break
      case 'key':
      case 'keyOrEnd':
        if (ch === '}' && expect === 'keyOrEnd') {
          stack.pop()
          expect = 'commaOrEnd'
          i++
        } else if (ch === '"') {
          const end = stringEnd(text, i)
          if (end === -2) return false
          if (end === -1) return true
          i = end
          expect = 'colon'
        } else return false
        break
      case 'colon':
        if (ch !== ':') return false
        expect = 'value'
        i++
        break
      case 'commaOrEnd': {
        const top = stack[stack.length - 1]
        if (ch === ',') expect = top === '{' ? 'key' : 'value'
        else if ((ch === '}' && top === '{') || (ch === ']' && top === '[')) stack.pop()
        else return false
        i++
        break
      }
    }
  }
  return true
}

/** Index after the closing quote of the string starting at `start`; -1 if cut, -2 if invalid. */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 34) return i + 1
    if (c < 32) return -2
    if (c === 92) {
      const e = text[i + 1]
      if (e === undefined) return -1
      if (e === 'u') {
        const hex = text.slice(i + 2, i + 6)
        if (!/^[0-9a-fA-F]{0,4}$/.test(hex)) return -2
        if (hex.length < 4) return -1
        i += 6
        continue
      }
      if (!'"\\/bfnrt'.includes(e)) return -2
      i += 2
      continue
    }
    i++
  }
  return -1
}

/** True when `rest` is the cut-off start of a number or literal. */
const isCutLiteral = (rest: string) => rest.length < 8 && /^(?:-?\d*\.?\d*(?:[eE][+-]?\d*)?|t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?)$/.test(rest)

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a parsed JSON value is, in words: "JSON object, 3 keys", "JSON array, 12 objects". */
export function describeJson(value: unknown): { words: string; arrayOfObjects: boolean } | null {
  if (Array.isArray(value)) {
    const objects = value.length > 0 && value.every(isPlainObject)
    return { words: objects ? `JSON array, ${plural(value.length, 'object')}` : `JSON array, ${plural(value.length, 'item')}`, arrayOfObjects: objects }
  }
  if (isPlainObject(value)) return { words: `JSON object, ${plural(Object.keys(value).length, 'key')}`, arrayOfObjects: false }
  return null
}

/** Removes // and block comments and trailing commas outside strings (JSONC, as in tsconfig.json). */
export function stripJsonc(text: string): { text: string; changed: boolean } {
  const noComments = outsideStrings(text, (t, i) => {
    if (t.startsWith('//', i)) {
      const nl = t.indexOf('\n', i)
      return (nl === -1 ? t.length : nl) - i
    }
    if (t.startsWith('/*', i)) {
      const close = t.indexOf('*/', i + 2)
      return (close === -1 ? t.length : close + 2) - i
    }
    return 0
  })
  // Trailing commas once the comments are gone (`"a": 1, // note` then `}`).
  const out = outsideStrings(noComments, (t, i) => (t[i] === ',' && /^\s*[}\]]/.test(t.slice(i + 1, i + 200)) ? 1 : 0))
  return { text: out, changed: out !== text }
}

/** Copies `text`, dropping the characters `skip` says to at each position outside strings. */
function outsideStrings(text: string, skip: (text: string, at: number) => number): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (ch === '"') {
      const end = stringEnd(text, i)
      const stop = end < 0 ? text.length : end
      out += text.slice(i, stop)
      i = stop
      continue
    }
    const n = ch === '/' || ch === ',' ? skip(text, i) : 0
    if (n > 0) i += n
    else {
      out += ch
      i++
    }
  }
  return out
}

function tools(kind: string, reason: string, main: number, arrayOfObjects: boolean, schema = false): Detection[] {
  return detections(kind, reason, [
    ['json-formatter', main],
    ...(schema ? ([['json-schema', main - 0.05]] as const) : []),
    ['json-yaml', main - 0.35],
    ['json-xml', main - 0.4],
    ...(arrayOfObjects ? ([['csv-json', main - 0.25]] as const) : []),
    // A sample document (not a schema) also describes types: JSON to TypeScript, offered last.
    ...(schema ? [] : ([['json-typescript', main - 0.45]] as const)),
    // Sample records: the Fake Data Generator takes their keys and value kinds as its fields.
    ...(arrayOfObjects && !schema ? ([['fake-data', main - 0.5]] as const) : []),
  ])
}

/** A JSON Schema rather than a document: `$schema`, or `type` with `properties`/`items`/`$defs`. */
export function isJsonSchema(value: unknown): boolean {
  if (!isPlainObject(value)) return false
  if (typeof value.$schema === 'string') return true
  const typed = typeof value.type === 'string' || Array.isArray(value.type)
  return typed && (isPlainObject(value.properties) || 'items' in value || isPlainObject(value.$defs) || isPlainObject(value.definitions))
}

/**
 * A JSON object or array. Parsed whole when the paste fits in the sample; a larger one is judged by
 * its shape (every token of the prefix where JSON allows it). Invalid JSON is not JSON (`{"a":1`
 * may still be a JavaScript fragment: see javascript.ts); JSON with comments is named as such.
 */
export const json: Detector = (sample: Sample) => {
  const { trimmed } = sample
  const first = trimmed[0]
  if (first !== '{' && first !== '[') return []
  if (sample.truncated) {
    if (!isJsonPrefix(trimmed)) return []
    const what = first === '{' ? 'JSON object' : 'JSON array'
    const objects = first === '[' && /^\[\s*\{/.test(trimmed)
    return tools('json', `${what}${objects ? ' of objects' : ''}${prefixNote(sample)}`, 0.93, objects)
  }
  let value: unknown
  try {
    value = JSON.parse(trimmed)
  } catch {
    const jsonc = stripJsonc(trimmed)
    if (!jsonc.changed) return []
    try {
      value = JSON.parse(jsonc.text)
    } catch {
      return []
    }
    const d = describeJson(value)
    return d ? detections('jsonc', `${d.words.replace(/^JSON/, 'JSONC')} (JSON with comments)`, [['json-formatter', 0.7]]) : []
  }
  const d = describeJson(value)
  if (!d) return []
  // `[1, 2]` or `[]` is JSON, but hardly a document someone wants formatted.
  const small = trimmed.length < 6 || (Array.isArray(value) && !d.arrayOfObjects && trimmed.length < 16)
  const schema = isJsonSchema(value)
  return tools('json', schema ? `JSON Schema, ${d.words.replace(/^JSON /, '')}` : d.words, small ? 0.7 : 0.97, d.arrayOfObjects, schema)
}

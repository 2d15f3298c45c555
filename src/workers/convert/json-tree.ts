import { isLosslessNumber, LosslessNumber } from 'lossless-json'
import { describeJsonError, lineColumn, type JsonError } from '../format/json.impl'

/**
 * JSON as the converters see it (DECISIONS D24): numbers stay as the text they were written as
 * (lossless-json's LosslessNumber, whose `.value` is that text), objects are Maps so key order is
 * exactly the document's (a plain object would move integer-like keys such as "2" to the front),
 * and strings keep every non-ASCII character.
 */
export type JsonValue = string | boolean | null | LosslessNumber | JsonValue[] | JsonObject
export type JsonObject = Map<string, JsonValue>

export type ParsedJson = { ok: true; value: JsonValue; warnings: string[] } | { ok: false; error: JsonError }

const MAX_WARNINGS = 50

/**
 * Parses JSON text into a JsonValue. The native parser validates first (fast, and it is the
 * reference for what JSON is); its failures are described by the same routine the JSON Formatter
 * uses (message, line, column). Duplicate keys follow JSON.parse (the last value wins, at the first
 * position) and are reported as warnings.
 */
export function parseJson(text: string): ParsedJson {
  try {
    JSON.parse(text)
  } catch (e) {
    return { ok: false, error: describeJsonError(text, e) }
  }
  const warnings: string[] = []
  const n = text.length
  let i = 0
  const skip = () => {
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break
      i++
    }
  }
  const readString = (): string => {
    let j = i + 1
    let escaped = false
    for (;;) {
      const c = text.charCodeAt(j)
      if (c === 0x22) break
      if (c === 0x5c) {
        escaped = true
        j += 2
      } else j++
    }
    const raw = text.slice(i, j + 1)
    i = j + 1
    return escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1)
  }
  const readValue = (): JsonValue => {
    skip()
    const c = text.charCodeAt(i)
    if (c === 0x7b) {
      i++
      const map: JsonObject = new Map()
      skip()
      if (text.charCodeAt(i) === 0x7d) {
        i++
        return map
      }
      for (;;) {
        skip()
        const keyAt = i
        const key = readString()
        skip()
        i++ // :
        const value = readValue()
        if (map.has(key) && warnings.length < MAX_WARNINGS) warnings.push(`Duplicate key "${key}" on line ${lineColumn(text, keyAt).line}`)
        map.set(key, value)
        skip()
        if (text.charCodeAt(i++) === 0x7d) return map
      }
    }
    if (c === 0x5b) {
      i++
      const list: JsonValue[] = []
      skip()
      if (text.charCodeAt(i) === 0x5d) {
        i++
        return list
      }
      for (;;) {
        list.push(readValue())
        skip()
        if (text.charCodeAt(i++) === 0x5d) return list
      }
    }
    if (c === 0x22) return readString()
    if (c === 0x74) {
      i += 4
      return true
    }
    if (c === 0x66) {
      i += 5
      return false
    }
    if (c === 0x6e) {
      i += 4
      return null
    }
    const start = i
    while (i < n) {
      const d = text.charCodeAt(i)
      // digits, '+', '-', '.', 'e', 'E'
      if ((d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d || d === 0x2e || d === 0x65 || d === 0x45) i++
      else break
    }
    return new LosslessNumber(text.slice(start, i))
  }
  try {
    return { ok: true, value: readValue(), warnings }
  } catch (e) {
    // Only nesting deeper than the call stack gets here: the text itself is valid JSON.
    const message = e instanceof RangeError ? 'The document is nested too deeply to convert' : e instanceof Error ? e.message : 'Invalid JSON'
    return { ok: false, error: { message, line: 1, column: 1, offset: 0 } }
  }
}

export const isJsonObject = (v: unknown): v is JsonObject => v instanceof Map

/** Thrown when a value cannot be written as JSON (a YAML alias cycle, an alias bomb). */
export class JsonWriteError extends Error {}

/** The most values one result may hold: YAML aliases can otherwise expand a tiny file without end. */
export const MAX_NODES = 20_000_000

/** A scalar as JSON text: numbers as written, other values as JSON.stringify writes them. */
export function scalarText(v: unknown): string {
  if (isLosslessNumber(v)) return v.value
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null'
  if (typeof v === 'bigint') return v.toString()
  if (v === null || v === undefined) return 'null'
  if (v instanceof Date) return JSON.stringify(v.toISOString())
  return JSON.stringify(v) ?? 'null'
}

/** A key of a Map as JSON object key text (YAML allows non-string keys; JSON does not). */
function keyText(k: unknown): string {
  if (typeof k === 'string') return k
  if (isLosslessNumber(k)) return k.value
  if (k !== null && typeof k === 'object' && !(k instanceof Date)) return stringifyJson(k, 0)
  return String(k)
}

/**
 * Writes JSON with JSON.stringify's layout (`{}`/`[]` when empty, `"key": value`), keeping
 * LosslessNumbers as written and Map key order. Accepts plain objects and arrays too. `indent` 0
 * writes it on one line.
 */
export function stringifyJson(value: unknown, indent: number): string {
  const out: string[] = []
  const pad = indent > 0 ? ' '.repeat(indent) : ''
  const pads = ['\n']
  const nl = (depth: number) => {
    if (!pad) return ''
    while (pads.length <= depth) pads.push(pads[pads.length - 1] + pad)
    return pads[depth]!
  }
  const colon = pad ? ': ' : ':'
  const open = new Set<unknown>()
  let nodes = 0
  const write = (v: unknown, depth: number) => {
    if (++nodes > MAX_NODES) throw new JsonWriteError('The result is too large (YAML aliases expand to more than 20 million values)')
    if (v === null || typeof v !== 'object' || isLosslessNumber(v) || v instanceof Date) {
      out.push(scalarText(v))
      return
    }
    if (open.has(v)) throw new JsonWriteError('The document refers to itself (an alias inside its own anchor) and cannot be written as JSON')
    open.add(v)
    if (Array.isArray(v)) {
      if (v.length === 0) out.push('[]')
      else {
        out.push('[')
        v.forEach((item, index) => {
          out.push(index ? ',' : '', nl(depth + 1))
          write(item === undefined ? null : item, depth + 1)
        })
        out.push(nl(depth), ']')
      }
    } else {
      const entries: [unknown, unknown][] = v instanceof Map ? Array.from(v.entries()) : Object.entries(v as Record<string, unknown>)
      if (entries.length === 0) out.push('{}')
      else {
        out.push('{')
        entries.forEach(([k, item], index) => {
          out.push(index ? ',' : '', nl(depth + 1), JSON.stringify(keyText(k)), colon)
          write(item === undefined ? null : item, depth + 1)
        })
        out.push(nl(depth), '}')
      }
    }
    open.delete(v)
  }
  write(value, 0)
  return out.join('')
}

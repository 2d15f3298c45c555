import type { Kind } from '../../ops/types'
import { OpError, type Value } from './op-impl'

const utf8 = new TextEncoder()
const strict = new TextDecoder('utf-8', { fatal: true })

/** The offset of the first byte that breaks UTF-8 (WHATWG's decoder's rules), or -1. */
export function firstBadUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i]!
    if (c < 0x80) {
      i++
      continue
    }
    let n: number
    let lo = 0x80
    let hi = 0xbf
    if (c >= 0xc2 && c <= 0xdf) n = 1
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2
      if (c === 0xe0) lo = 0xa0
      if (c === 0xed) hi = 0x9f
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3
      if (c === 0xf0) lo = 0x90
      if (c === 0xf4) hi = 0x8f
    } else return i
    for (let k = 1; k <= n; k++) {
      const d = b[i + k]
      if (d === undefined || d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return i
    }
    i += n + 1
  }
  return -1
}

/** The UTF-8 text of bytes; an OpError naming the first bad byte when they are not UTF-8. */
export function bytesToText(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes)
  } catch {
    const at = Math.max(0, firstBadUtf8(bytes))
    throw new OpError(`Not UTF-8 text: byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} at ${at} (use an operation that takes bytes, or To Hex)`)
  }
}

/** What a value is, as a kind the runner can tell from the value alone (json reads as text). */
export const kindOfValue = (v: Value): 'text' | 'bytes' => (typeof v === 'string' ? 'text' : 'bytes')

/**
 * A value given as `from`, as `to` wants it (ARCHITECTURE: lossless conversions only): text <->
 * bytes as UTF-8; text -> json when it parses; json -> text as it is.
 */
export function coerce(value: Value, from: Kind, to: Kind): Value {
  if (from === to) return value
  if (to === 'bytes') return typeof value === 'string' ? utf8.encode(value) : value
  const text = typeof value === 'string' ? value : bytesToText(value)
  if (to === 'json') {
    try {
      JSON.parse(text)
    } catch (e) {
      throw new OpError(`Not JSON: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  return text
}

/** A one-line preview of a value (D35: each step shows one), at most `max` characters. */
export function preview(value: Value, max = 120): string {
  if (typeof value === 'string') {
    const line = value.length > max * 4 ? value.slice(0, max * 4) : value
    const flat = line.replace(/\r?\n/g, '⏎').replace(/\t/g, '→')
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
  }
  const head = Array.from(value.subarray(0, Math.ceil(max / 3)), (b) => b.toString(16).padStart(2, '0')).join(' ')
  return head.length > max ? `${head.slice(0, max - 1)}…` : value.length * 3 > max ? `${head}…` : head
}

import { firstBadUtf8 } from '../kinds'
import { OpError, type ChunkTransformer } from '../op-impl'

/**
 * How a text operation streams (D35): the UTF-8 bytes of its input are read as text (a character
 * split between two chunks waits for the rest), a scanner takes what it can of the text it has
 * (an escape or a line that may go on in the next chunk waits), and its output leaves as bytes.
 */

/** What a scanner did with the text it was given: its output, and how many characters it used. */
export type Scanned = { out: string; used: number }

/**
 * A scanner: `text` starts at character `offset` of the whole input (for error positions); when
 * `final` is false it may leave an unfinished tail for the next chunk, when true it takes all.
 */
export type Scanner = (text: string, final: boolean, offset: number) => Scanned

/** A scanner for a rewrite that works character by character: it takes all it is given. */
export const eachChar =
  (rewrite: (text: string, offset: number) => string): Scanner =>
  (text, _final, offset) => ({ out: rewrite(text, offset), used: text.length })

/** A scanner that works line by line (a URL or an address never spans lines): the last, unfinished line waits. */
export const byLine =
  (rewrite: (text: string) => string): Scanner =>
  (text, final) => {
    const used = final ? text.length : text.lastIndexOf('\n') + 1
    return { out: rewrite(text.slice(0, used)), used }
  }

/**
 * A scanner for a rewrite of escapes that start with one character (`\`, `%`, `&`): text up to a
 * tail that may be an escape cut short (`tail`, anchored at the end) is done now, the tail waits.
 */
export const beforeTail =
  (tail: RegExp, rewrite: (text: string, offset: number) => string): Scanner =>
  (text, final, offset) => {
    const used = final ? text.length : (tail.exec(text)?.index ?? text.length)
    return { out: rewrite(text.slice(0, used), offset), used }
  }

const utf8 = new TextEncoder()

/** UTF-8 out, holding a high surrogate that ends a piece until its low half comes. */
export function utf8Out(): (text: string, final: boolean) => Uint8Array {
  let held = ''
  return (text, final) => {
    let s = held + text
    held = ''
    const last = s.charCodeAt(s.length - 1)
    if (!final && last >= 0xd800 && last <= 0xdbff) {
      held = s.slice(-1)
      s = s.slice(0, -1)
    }
    return utf8.encode(s)
  }
}

/** UTF-8 bytes in, as text: a character split between chunks waits; bytes that are not UTF-8 are an error, located. */
export function utf8In(): (chunk: Uint8Array, final: boolean) => string {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  let seen = 0
  return (chunk, final) => {
    try {
      const text = final ? decoder.decode(chunk) : decoder.decode(chunk, { stream: true })
      seen += chunk.length
      return text
    } catch {
      const at = Math.max(0, firstBadUtf8(chunk))
      throw new OpError(`Not UTF-8 text: byte 0x${(chunk[at] ?? 0).toString(16).padStart(2, '0')} near ${seen + at}`)
    }
  }
}

/**
 * A text operation as a chunk transformer: UTF-8 in, the scanner over what has come and not been
 * used, `emit` out (UTF-8 by default). The text kept between chunks is only the scanner's tail.
 */
export function textStream(scan: Scanner, emit: (text: string, final: boolean) => Uint8Array = utf8Out()): ChunkTransformer {
  const read = utf8In()
  let pending = ''
  let offset = 0
  const step = (chunk: Uint8Array, final: boolean) => {
    const text = pending + read(chunk, final)
    const { out, used } = scan(text, final, offset)
    pending = text.slice(used)
    offset += used
    return emit(out, final)
  }
  return { push: (chunk) => step(chunk, false), flush: () => step(new Uint8Array(0), true) }
}

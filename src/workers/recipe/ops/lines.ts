import { OpError, type ChunkTransformer } from '../op-impl'

/**
 * Lines, as the text and time operations take them: each line ends at `\n` (a `\r` before it stays
 * with the line, so CRLF text keeps its ends); a last line without `\n` counts when it is not empty.
 * A line function sees each line once, in order, whole: the same function runs over a whole text
 * (`mapLines`) and over a stream of UTF-8 chunks (`lineStream`), so both give the same bytes.
 */

/** What to do with one line: its new text, or null to drop it. `ended`: a `\n` followed it. */
export type LineFn = (line: string, index: number, ended: boolean) => string | null

export type Lines = { lines: string[]; /** the last line ended with `\n` (or there are none) */ lastEnded: boolean }

export function splitLines(text: string): Lines {
  if (text === '') return { lines: [], lastEnded: true }
  const lines = text.split('\n')
  const lastEnded = lines[lines.length - 1] === ''
  if (lastEnded) lines.pop()
  return { lines, lastEnded }
}

export const joinLines = ({ lines, lastEnded }: Lines) => lines.join('\n') + (lastEnded && lines.length ? '\n' : '')

/** A line without the `\r` of a CRLF end, and a function to put it back. */
export function withoutCr(line: string): [string, (s: string) => string] {
  return line.endsWith('\r') ? [line.slice(0, -1), (s) => `${s}\r`] : [line, (s) => s]
}

export function mapLines(text: string, fn: LineFn): string {
  const { lines, lastEnded } = splitLines(text)
  let out = ''
  lines.forEach((line, i) => {
    const ended = i < lines.length - 1 || lastEnded
    const r = fn(line, i, ended)
    if (r !== null) out += ended ? `${r}\n` : r
  })
  return out
}

const utf8 = new TextEncoder()

/**
 * A chunk transformer over lines: UTF-8 is decoded across chunk edges, a partial last line waits
 * for the rest, and `end` (when given) adds what the whole input makes at the close (a count).
 */
export function lineStream(fn: LineFn, end?: () => string): ChunkTransformer {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let rest = ''
  let index = 0
  let offset = 0
  const decode = (chunk: Uint8Array, stream: boolean) => {
    try {
      return decoder.decode(chunk, { stream })
    } catch {
      throw new OpError(`Not UTF-8 text: a byte near ${offset} is not UTF-8 (use an operation that takes bytes, or To Hex)`)
    } finally {
      offset += chunk.length
    }
  }
  const take = (text: string) => {
    const cut = text.lastIndexOf('\n')
    if (cut === -1) {
      rest += text
      return ''
    }
    const parts = (rest + text.slice(0, cut)).split('\n')
    rest = text.slice(cut + 1)
    let out = ''
    for (const line of parts) {
      const r = fn(line, index++, true)
      if (r !== null) out += `${r}\n`
    }
    return out
  }
  return {
    push: (chunk) => utf8.encode(take(decode(chunk, true))),
    flush() {
      let out = take(decode(new Uint8Array(0), false))
      if (rest) {
        const r = fn(rest, index++, false)
        if (r !== null) out += r
        rest = ''
      }
      return utf8.encode(out + (end?.() ?? ''))
    },
  }
}

/** A text argument with `\n`, `\r`, `\t`, `\0` and `\\` read as the characters they name. */
export const unescapeArg = (s: string) => s.replace(/\\([nrt0\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', '0': '\0', '\\': '\\' })[c]!)

/** A regular expression from a step's arguments; its error (V8's words name the pattern) as an OpError. */
export function compileRegex(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags)
  } catch (e) {
    throw new OpError(e instanceof Error ? e.message : `Invalid regular expression: /${pattern}/`)
  }
}

/** Flags from the toggles the text operations share. */
export const flagsOf = (args: Record<string, unknown>, base = '') => base + (args.caseInsensitive ? 'i' : '') + (args.multiline ? 'm' : '') + (args.dotAll ? 's' : '')

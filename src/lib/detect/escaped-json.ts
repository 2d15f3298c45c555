import type { Detector, Sample } from './types'
import { detections, prefixNote } from './util'

/**
 * Escaped JSON, as logs and string fields carry it: a JSON string literal whose content is a JSON
 * document (`"{\"a\":1}"`), or such content without its quotes (`{\"a\":1}`), maybe escaped
 * twice over. Pure functions, shared by the detector and the JSON Formatter's offer.
 */

/** A JSON string literal whose content starts a document, or another literal of one: `"{`, `"[`, `"\"{`. */
const LITERAL = /^"\s*(?:\\+"\s*)?[{[]/
/** A document whose first key or string is escaped: `{\"`, `[\"`, `[{\"`, `{\\\"` (escaped twice). */
const BODY = /^[{[]\s*(?:\{\s*)?\\+"/

export type EscapedShape = 'literal' | 'body'

/** What the start of `text` looks like (only its first characters are read). */
export function escapedShape(text: string): EscapedShape | null {
  let k = 0
  while (k < text.length && k < 1024 && /\s/.test(text[k]!)) k++
  const head = text.slice(k, k + 64)
  if (LITERAL.test(head)) return 'literal'
  if (BODY.test(head)) return 'body'
  return null
}

/** How many times unescapeJson undoes escaping, at most. */
export const MAX_UNESCAPE = 3

/**
 * Undoes the escaping, level by level, until the text is no longer an escaped string: a literal
 * is read with JSON.parse, an unquoted body as the content of one (a raw line break or tab in it,
 * as a copy across lines has, is read as its escape). Null when `text` is not escaped JSON or a
 * level does not read. `unescapeJson(JSON.stringify(doc))` gives `doc` back, exactly.
 */
export function unescapeJson(text: string): { text: string; levels: number } | null {
  let current = text
  let levels = 0
  while (levels < MAX_UNESCAPE) {
    const shape = escapedShape(current)
    if (!shape) break
    const trimmed = current.trim()
    let next: unknown
    try {
      next = JSON.parse(shape === 'literal' ? trimmed : `"${trimmed.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`)
    } catch {
      break
    }
    if (typeof next !== 'string') break
    current = next
    levels++
  }
  return levels > 0 ? { text: current, levels } : null
}

/** True when `text` is a JSON object or array. */
function isJsonDocument(text: string): boolean {
  const t = text.trimStart()
  if (t[0] !== '{' && t[0] !== '[') return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Escaped JSON that unescapes to a JSON document: how many levels, and the unescaped text. A text
 * longer than `maxRead` is judged by its start alone (`levels` and `text` then null), so the
 * caller's work stays bounded.
 */
export function findEscapedJson(text: string, maxRead: number): { shape: EscapedShape; levels: number | null; text: string | null } | null {
  const shape = escapedShape(text)
  if (!shape) return null
  if (text.length > maxRead) return { shape, levels: null, text: null }
  const un = unescapeJson(text)
  return un && isJsonDocument(un.text) ? { shape, levels: un.levels, text: un.text } : null
}

/** "Escaped JSON string", "Escaped JSON string (escaped twice)". */
export function escapedLabel(found: { shape: EscapedShape; levels: number | null }): string {
  const what = found.shape === 'literal' ? 'Escaped JSON string' : 'Escaped JSON (without its quotes)'
  return found.levels && found.levels > 1 ? `${what}, escaped ${found.levels === 2 ? 'twice' : `${found.levels} times`}` : what
}

/** Escaped JSON goes to the JSON Formatter, which offers to unescape and format it. */
export const escapedJson: Detector = (sample: Sample) => {
  const found = findEscapedJson(sample.trimmed, sample.truncated ? 0 : Infinity)
  if (!found) return []
  return detections('escaped-json', `${escapedLabel(found)}${prefixNote(sample)}`, [['json-formatter', sample.truncated ? 0.85 : 0.9]])
}

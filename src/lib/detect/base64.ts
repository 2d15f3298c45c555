import { base64ToBytes } from '../bytes'
import { describeJson } from './json'
import type { Detector, Sample } from './types'
import { controlShare, detections, prefixNote, quote } from './util'

const STANDARD = /^[A-Za-z0-9+/]+={0,2}$/
const URL_SAFE = /^[A-Za-z0-9_-]+={0,2}$/

/** File types recognised by their first bytes. */
const MAGIC: Array<[bytes: number[], name: string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x1f, 0x8b], 'gzip data'],
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive'],
  [[0x52, 0x49, 0x46, 0x46], 'a RIFF file (WEBP, WAV)'],
  [[0x30, 0x82], 'DER data (a certificate or key)'],
]

function fileType(bytes: Uint8Array): string | null {
  for (const [magic, name] of MAGIC) if (magic.every((b, i) => bytes[i] === b)) return name
  return null
}

const fatal = new TextDecoder('utf-8', { fatal: true })

/**
 * Base64 or Base64URL, judged by what it decodes to: text (and JSON) is what the Base64 tool shows;
 * a known file type is named; anything else is binary and only a weak guess ("not Base64 text").
 */
export const base64: Detector = (sample: Sample) => {
  let body = sample.trimmed
  let dataUri: string | null = null
  const uri = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,/i.exec(body.slice(0, 300))
  if (uri) {
    dataUri = uri[1] ?? 'text/plain'
    body = body.slice(uri[0].length)
  }
  const lines = body.split(/\r?\n/)
  // Wrapped Base64 (MIME, PEM bodies): lines of one length, the last one shorter.
  if (lines.length > 1) {
    const width = lines[0]!.length
    if (width < 40 || lines.slice(0, -1).some((l) => l.length !== width)) return []
  }
  let compact = lines.join('')
  if (sample.truncated) compact = compact.slice(0, compact.length - (compact.length % 4))
  if (compact.length < 8) return []
  const urlSafe = !STANDARD.test(compact)
  if (urlSafe && !URL_SAFE.test(compact)) return []
  const name = urlSafe ? 'Base64URL' : 'Base64'
  const kind = urlSafe ? 'base64url' : 'base64'
  if (!sample.truncated && !urlSafe && compact.includes('=') && compact.length % 4 !== 0) return []
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(compact)
  } catch {
    return []
  }
  if (dataUri) return detections('data-uri', `data: URI, ${dataUri}, ${name}${prefixNote(sample)}`, [['base64', 0.85]])
  let text: string | null = null
  try {
    // A cut sample may end inside a character: streaming mode holds an incomplete last one back.
    text = sample.truncated ? new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true }) : fatal.decode(bytes)
  } catch {
    text = null
  }
  // Letters only (`password`, `HelloWorld`): a word, not an encoding, unless it decodes to words.
  const wordLike = /^[A-Za-z]+$/.test(compact) && compact.length < 24
  if (text !== null && controlShare(text) < 0.02 && /[\p{L}\p{N}]/u.test(text)) {
    const trimmed = text.trim()
    if (trimmed[0] === '{' || trimmed[0] === '[') {
      try {
        const d = describeJson(JSON.parse(trimmed))
        if (d) return detections(`${kind}-json`, `${name} of ${d.words.replace(/^JSON (object|array), /, 'JSON ($1, ')})`, [['base64', 0.95]])
      } catch {
        // text that starts like JSON
      }
    }
    // Decoded text that is mostly letters, digits, spaces and punctuation (ASCII's all count).
    const readable = (text.match(/[\p{L}\p{N}\s!-/:-@[-`{-~]/gu)?.length ?? 0) / text.length
    if (readable > 0.9 && !(wordLike && !/^[\p{L}\s]+$/u.test(text))) {
      const confidence = compact.length >= 12 ? 0.9 : 0.55
      return detections(kind, `${name} of text: ${quote(text, 36)}${prefixNote(sample)}`, [['base64', confidence]])
    }
  }
  const type = fileType(bytes)
  if (type) return detections(`${kind}-binary`, `${name} of ${type}${prefixNote(sample)}`, [['base64', 0.75]])
  // Binary garbage: not Base64 text. Only a weak guess when it looks like an encoding at all.
  const mixed = /[A-Z]/.test(compact) && /[a-z]/.test(compact) && /\d/.test(compact)
  if (!wordLike && compact.length >= 16 && (mixed || compact.endsWith('='))) {
    return detections(`${kind}-binary`, `${name}? decodes to binary data, not text (${bytes.length} bytes)`, [['base64', 0.3]])
  }
  return []
}

import type { Detector, Sample } from './types'
import { detections, firstLines, plural, unquote } from './util'

/** The usual algorithms for a digest of this many hex characters. */
const BY_LENGTH: Record<number, { name: string; confidence: number }> = {
  8: { name: 'CRC32', confidence: 0.45 },
  16: { name: 'xxHash64', confidence: 0.55 },
  32: { name: 'MD5', confidence: 0.9 },
  40: { name: 'SHA-1', confidence: 0.9 },
  56: { name: 'SHA-224', confidence: 0.85 },
  64: { name: 'SHA-256', confidence: 0.92 },
  96: { name: 'SHA-384', confidence: 0.92 },
  128: { name: 'SHA-512', confidence: 0.92 },
}
const PREFIXED = /^(md5|sha1|sha-1|sha224|sha256|sha-256|sha384|sha512|sha-512|blake3|blake2b)[:=]([0-9a-f]+)$/i
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/
/** `sha256sum` / `md5sum` output: the digest, two spaces (or space and `*`), the file name. */
const SUM_LINE = /^([0-9a-f]{32,128}) [ *](\S.*)$/i

/**
 * A hex digest, named by its length ("SHA-256 digest? 64 hex characters"), for the Hash tool's
 * expected-digest compare; also `sha256:…` prefixed digests, Subresource Integrity values and
 * `sha256sum` output.
 */
export const digest: Detector = (sample: Sample) => {
  const text = unquote(sample.trimmed)
  if (sample.truncated) return []
  if (text.length <= 140 && /^[0-9a-f]+$/i.test(text)) {
    const known = BY_LENGTH[text.length]
    if (!known) return []
    if (text.length <= 16 && !/[a-f]/i.test(text)) return [] // digits only: a number
    const mixedCase = /[a-f]/.test(text) && /[A-F]/.test(text)
    return detections('digest', `${known.name} digest? ${text.length} hex characters`, [['hash', mixedCase ? 0.4 : known.confidence]])
  }
  const p = PREFIXED.exec(text)
  if (p) {
    const known = BY_LENGTH[p[2]!.length]
    if (!known) return []
    return detections('digest', `${p[1]!.toUpperCase().replace(/^SHA-?(\d)/, 'SHA-$1')} digest, ${p[2]!.length} hex characters`, [['hash', 0.9]])
  }
  if (SRI.test(text)) return detections('digest', `Subresource Integrity hash, SHA-${text.slice(3, 6)}`, [['hash', 0.85]])
  const lines = firstLines(text, 500).filter((l) => l.trim())
  if (lines.length >= 1 && lines.length < 500 && lines.every((l) => SUM_LINE.test(l))) {
    const len = SUM_LINE.exec(lines[0]!)![1]!.length
    const name = BY_LENGTH[len]?.name ?? 'hex'
    return detections('digest-list', `${name} checksums of ${plural(lines.length, 'file')}`, [['hash', 0.88]])
  }
  return []
}

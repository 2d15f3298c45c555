import type { Detector, Sample } from './types'
import { detections, firstLines, plural } from './util'

/** Hex byte pairs with separators: `48 65 6c`, `48:65:6c`, `0x48, 0x65`, a C array; or `\x48\x65`. */
const PAIRS = /^[{[]?\s*(?:0x)?[0-9a-f]{2}(?:(?:\s*[,:;]\s*|\s+)(?:0x)?[0-9a-f]{2})*\s*[,]?\s*[}\]]?;?$/i
const ESCAPED = /^(?:\\x[0-9a-f]{2})+$/i
/** A line of `xxd` (`00000000: 4865 6c6c  Hell`) or `hexdump -C` (`00000000  48 65 6c 6c  |Hell|`). */
const DUMP_LINE = /^[0-9a-f]{7,16}(?::(?: [0-9a-f]{2,8})+(?: {2}|$)| {2}(?:[0-9a-f]{2} +){1,16}(?:\||$))/i

/**
 * Bytes written as hex for the Bytes inspector (issue 34 item 6): separated pairs (at least 4,
 * with a letter a-f, a 0x or \x prefix, or 8 pairs or more, so a short list of numbers is not
 * taken) or an xxd / hexdump -C dump. A run of hex without separators is left to the digest
 * detector (a hash) and Base64's.
 */
export const hexBytes: Detector = (sample: Sample) => {
  const text = sample.trimmed
  const lines = firstLines(text, 200).filter((l) => l.trim())
  if (lines.length && lines.every((l) => DUMP_LINE.test(l.trim()) || /^\*$/.test(l.trim()) || /^[0-9a-f]{7,16}$/i.test(l.trim())) && lines.some((l) => DUMP_LINE.test(l.trim())))
    return detections('hexdump', `Hex dump, ${plural(lines.length, 'line')}`, [['bytes', 0.9]])
  const head = sample.truncated ? text.slice(0, text.search(/[\s,;:]\S*$/) + 1).trim() : text
  if (!/[\s,:;\\]/.test(head) || !(PAIRS.test(head) || ESCAPED.test(head))) return []
  const pairs = head.match(/[0-9a-f]{2}/gi)!.length
  if (pairs < 4 || (pairs < 8 && !/[a-f]|0x|\\x/i.test(head))) return []
  return detections('hex-bytes', `Hex bytes${sample.truncated ? '' : `, ${plural(pairs, 'byte')}`}`, [['bytes', 0.75]])
}

import type { Detector, Sample } from './types'
import { detections, plural, prefixNote } from './util'

/**
 * JSON Lines (newline-delimited JSON, as logs and exports write it): two or more lines, each one
 * JSON object or array (blank lines allowed). Returns how many documents, or null. A sample cut
 * short has its last, partial line left out. Each line is parsed once: linear in the text.
 */
export function jsonLinesCount(text: string, truncated = false): number | null {
  let count = 0
  let start = 0
  const n = text.length
  while (start < n) {
    let end = text.indexOf('\n', start)
    if (end === -1) {
      if (truncated) break // the sample ends inside this line
      end = n
    }
    const line = text.slice(start, end).trim()
    start = end + 1
    if (!line) continue
    if (line[0] !== '{' && line[0] !== '[') return null
    try {
      JSON.parse(line)
    } catch {
      return null
    }
    count++
  }
  return count >= 2 ? count : null
}

/** "JSON Lines (3 documents)"; the JSON Formatter wraps them in an array with Repair. */
export const jsonLines: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed[0] !== '{' && trimmed[0] !== '[') return []
  const count = jsonLinesCount(trimmed, sample.truncated)
  if (count === null) return []
  const what = sample.truncated ? `JSON Lines (${plural(count, 'document')} so far)` : `JSON Lines (${plural(count, 'document')})`
  return detections('json-lines', `${what}${prefixNote(sample)}`, [['json-formatter', 0.95]])
}

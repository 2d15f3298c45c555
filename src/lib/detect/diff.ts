import type { Detector, Sample } from './types'
import { detections, firstLines, plural, prefixNote } from './util'

const HUNK = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/

/** A unified diff or a Git patch: `---`/`+++` headers and `@@` hunks. */
export const diff: Detector = (sample: Sample) => {
  const lines = firstLines(sample.trimmed, 5000)
  let hunks = 0
  let files = 0
  let headers = 0
  let added = 0
  let removed = 0
  let inHunk = false
  for (const line of lines) {
    if (line.startsWith('diff --git ')) {
      files++
      inHunk = false
    } else if (HUNK.test(line)) {
      hunks++
      inHunk = true
    } else if (/^--- \S/.test(line) && !inHunk) headers++
    else if (/^\+\+\+ \S/.test(line)) {
      headers++
      inHunk = false
    } else if (inHunk && line.startsWith('+')) added++
    else if (inHunk && line.startsWith('-')) removed++
  }
  if (hunks === 0) return []
  const fileCount = files || Math.floor(headers / 2) || 1
  const confidence = headers >= 2 || files > 0 ? 0.97 : 0.85
  const kind = files > 0 ? 'Git diff' : 'Unified diff'
  return detections('diff', `${kind}: ${plural(fileCount, 'file')}, +${added} −${removed} lines${prefixNote(sample)}`, [['diff', confidence]])
}

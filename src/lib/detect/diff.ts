import { isPatch, patchCounts, scanPatch } from '../patch'
import type { Detector, Sample } from './types'
import { detections, prefixNote } from './util'

/**
 * A unified diff or a Git patch: `---`/`+++` headers and `@@` hunks, or Git headers alone (a
 * rename, a mode change, a binary file). The counts are the diff screens' own (lib/patch.ts), so
 * the reason says what the Diff Viewer will show.
 */
export const diff: Detector = (sample: Sample) => {
  const scan = scanPatch(sample.trimmed)
  if (!isPatch(scan)) return []
  const confidence = scan.git || scan.files > 1 || /^(?:--- |Index: )/m.test(sample.trimmed) ? 0.97 : 0.85
  const kind = scan.git ? 'Git diff' : 'Unified diff'
  const notes = scan.notes.length ? ` (${scan.notes.join(', ')})` : ''
  return detections('diff', `${kind}: ${patchCounts(scan.files, scan.added, scan.removed)}${notes}${prefixNote(sample)}`, [['diff', confidence]])
}

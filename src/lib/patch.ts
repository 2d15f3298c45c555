/**
 * A light reading of a unified diff or Git patch, shared by the `diff` detector (which counts what
 * a paste holds) and the diff screens (which parse it with jsdiff's `parsePatch`), so the palette's
 * "Git diff: 1 file, +1 −1" and the screen's "Patch: 1 file, +1 −1" come from the same count.
 *
 * Hand-written and edited patches often carry wrong line counts in their `@@` headers, which
 * `parsePatch` rejects; like `git apply --recount`, the scan reads each hunk's body up to the next
 * header and, when a header's counts are off, gives back the text with the counts recounted.
 * Pure and linear: no regular expression backtracks over the text.
 */

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/
/** Git's extended header lines (git-diff(1), "generating patch text with -p"). */
const GIT_HEADER = /^(?:old mode \d+|new mode \d+|deleted file mode \d+|new file mode \d+|similarity index \d+%|dissimilarity index \d+%|rename from .|rename to .|copy from .|copy to .|index [0-9a-f]+\.\.[0-9a-f]+|Binary files .* differ$|GIT binary patch$)/

/** What a file section's headers say beyond its hunks, for the reason and the file list. */
export type PatchNote = 'new file' | 'deleted' | 'renamed' | 'copied' | 'mode change' | 'binary'

export type PatchScan = {
  /** At least one `diff --git` header. */
  git: boolean
  /** File sections: `diff --git` headers, or `---`/`+++` pairs without one (at least 1 when there are hunks). */
  files: number
  hunks: number
  /** Git extended header lines (rename, mode, index, ...). */
  gitHeaders: number
  added: number
  removed: number
  /** What the headers say (each note once, in the order first seen). */
  notes: PatchNote[]
  /** True when a hunk header's counts did not match its body (they are recounted in `text`). */
  recounted: boolean
  /**
   * The patch as jsdiff's `parsePatch` takes it, or null when that is the text itself: hunk counts
   * recounted, blank context lines given back their space, a `format-patch` signature left out.
   */
  text: string | null
}

const NOTE_OF: Array<[RegExp, PatchNote]> = [
  [/^new file mode /, 'new file'],
  [/^deleted file mode /, 'deleted'],
  [/^rename from /, 'renamed'],
  [/^copy from /, 'copied'],
  [/^old mode /, 'mode change'],
  [/^(?:Binary files |GIT binary patch)/, 'binary'],
]

/** True when line `j` is the `-- ` that starts a `git format-patch` signature (a version line, then the end). */
function signatureAt(lines: string[], j: number): boolean {
  if (lines[j] !== '-- ') return false
  let rest = 0
  for (let k = j + 1; k < lines.length; k++) {
    if (!lines[k]!.trim()) continue
    if (++rest > 2 || /^(?:diff --git |@@ |[+-])/.test(lines[k]!)) return false
  }
  return true
}

/** Reads a patch (see the module comment). A text without hunks or Git headers scans as 0 files. */
export function scanPatch(text: string): PatchScan {
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
  const scan: PatchScan = { git: false, files: 0, hunks: 0, gitHeaders: 0, added: 0, removed: 0, notes: [], recounted: false, text: null }
  const out: string[] = []
  let changed = false
  let signature = -1
  /** A `diff --git` section whose `---`/`+++` pair is still to come (so that pair is not another file). */
  let gitOpen = false
  let inGit = false
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!
    if (line.startsWith('diff --git ')) {
      scan.git = inGit = gitOpen = true
      scan.files++
      out.push(line)
      i++
      continue
    }
    if (inGit && GIT_HEADER.test(line)) {
      scan.gitHeaders++
      const note = NOTE_OF.find(([re]) => re.test(line))?.[1]
      if (note && !scan.notes.includes(note)) scan.notes.push(note)
      out.push(line)
      i++
      continue
    }
    if (line.startsWith('--- ') && lines[i + 1]?.startsWith('+++ ')) {
      if (!gitOpen) scan.files++
      gitOpen = false
      out.push(line, lines[i + 1]!)
      i += 2
      continue
    }
    const m = HUNK.exec(line)
    if (!m) {
      if (!/^(?:index |Index: |=+$)/.test(line)) inGit = false
      out.push(line)
      i++
      continue
    }
    // A hunk: its body runs to the next header or to a line that cannot be part of it.
    inGit = gitOpen = false
    scan.hunks++
    let j = i + 1
    const body: string[] = []
    let blanks = 0 // empty lines at the end of the body so far (a blank context line, or a separator)
    let trimmed = false
    for (; j < lines.length; j++) {
      const l = lines[j]!
      if (l.startsWith('diff --git ') || l.startsWith('@@ ') || l.startsWith('Index: ')) break
      if (l.startsWith('--- ') && lines[j + 1]?.startsWith('+++ ')) break
      if (signatureAt(lines, j)) {
        signature = j
        break
      }
      if (l === '') {
        blanks++
        continue
      }
      const c = l[0]
      if (c !== ' ' && c !== '+' && c !== '-' && c !== '\\') break
      // Blank lines inside a body are context lines whose space was trimmed away.
      if (blanks) trimmed = true
      for (; blanks > 0; blanks--) body.push(' ')
      body.push(l)
      if (c === '+') scan.added++
      else if (c === '-') scan.removed++
    }
    const oldLines = body.filter((l) => l[0] === ' ' || l[0] === '-').length
    const newLines = body.filter((l) => l[0] === ' ' || l[0] === '+').length
    const said = [m[2] === undefined ? 1 : +m[2], m[4] === undefined ? 1 : +m[4]]
    if (said[0] !== oldLines || said[1] !== newLines) scan.recounted = changed = true
    if (trimmed) changed = true
    out.push(`@@ -${m[1]},${oldLines} +${m[3]},${newLines} @@${m[5]}`, ...body)
    // Blank lines after the body were not part of the hunk: they stay as they were.
    for (let k = 0; k < blanks; k++) out.push('')
    i = j
    if (signature >= 0) {
      changed = true
      break
    }
  }
  if (scan.hunks && !scan.files) scan.files = 1
  if (changed) scan.text = out.join('\n')
  return scan
}

/** True when a text reads as a patch: a hunk, or Git headers that describe a change. */
export const isPatch = (scan: PatchScan) => scan.hunks > 0 || (scan.git && scan.gitHeaders > 0)

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`

/** "2 files, +3 −1": the counts the detector's reason and the diff screens' summary both show. */
export const patchCounts = (files: number, added: number, removed: number) => `${plural(files, 'file')}, +${added} −${removed}`

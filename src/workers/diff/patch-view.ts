import { applyPatch, parsePatch, type StructuredPatch, type StructuredPatchHunk } from 'diff'
import { isPatch, patchCounts, scanPatch, type PatchNote } from '../../lib/patch'
import { toResult } from './diff-views'
import { CHANGE, EQUAL, type DiffResult, type DiffSide } from './diff.types'

/**
 * A unified diff or Git patch pasted into a diff screen (issue 32, item 2): read with jsdiff's
 * `parsePatch` (after lib/patch.ts has recounted hand-edited hunk headers), shown file by file as
 * the diff it describes, and applied to an original with jsdiff's `applyPatch`. Pure: runs in node.
 */

/** Patches longer than this are compared as text (a patch is read on the page). */
export const PATCH_MAX_CHARS = 2_000_000

export type PatchFile = {
  /** "src/cart.ts", or "old.md → new.md" for a rename or copy. */
  label: string
  notes: PatchNote[]
  added: number
  removed: number
  patch: StructuredPatch
}

export type ReadPatch =
  | { ok: true; files: PatchFile[]; added: number; removed: number; recounted: boolean; summary: string }
  | { ok: false; error: string }

/** A quick look at the start of a text: could it be a patch at all (before reading it whole)? */
const MAYBE = /^(?:diff --git |@@ -\d|--- \S)/m

const stripPrefix = (name: string | undefined, git: boolean) => {
  if (!name || name === '/dev/null') return null
  return git ? name.replace(/^[ab]\//, '') : name
}

function notesOf(p: StructuredPatch): PatchNote[] {
  const notes: PatchNote[] = []
  if (p.isCreate || p.oldFileName === '/dev/null') notes.push('new file')
  if (p.isDelete || p.newFileName === '/dev/null') notes.push('deleted')
  if (p.isRename) notes.push('renamed')
  if (p.isCopy) notes.push('copied')
  if (p.oldMode && p.newMode && p.oldMode !== p.newMode) notes.push('mode change')
  if (p.isBinary) notes.push('binary')
  return notes
}

/**
 * The patch a text holds, or null when it is not one (or too long to read here). A text that
 * looks like a patch but that jsdiff cannot read gives jsdiff's reason.
 */
export function readPatch(text: string): ReadPatch | null {
  if (text.length > PATCH_MAX_CHARS || !MAYBE.test(text.slice(0, 65_536))) return null
  const scan = scanPatch(text)
  if (!isPatch(scan)) return null
  let parsed: StructuredPatch[]
  try {
    parsed = parsePatch(scan.text ?? text)
  } catch (err) {
    return { ok: false, error: `This looks like a patch, but it cannot be read: ${err instanceof Error ? err.message : String(err)}` }
  }
  const files = parsed
    .filter((p) => p.hunks.length || p.isGit)
    .map((p): PatchFile => {
      const git = !!p.isGit
      const from = stripPrefix(p.oldFileName, git)
      const to = stripPrefix(p.newFileName, git)
      const lines = p.hunks.flatMap((h) => h.lines)
      const label = from && to && from !== to ? `${from} → ${to}` : (to ?? from ?? '(unnamed file)')
      return { label, notes: notesOf(p), added: lines.filter((l) => l[0] === '+').length, removed: lines.filter((l) => l[0] === '-').length, patch: p }
    })
  if (!files.length) return null
  const added = files.reduce((n, f) => n + f.added, 0)
  const removed = files.reduce((n, f) => n + f.removed, 0)
  return { ok: true, files, added, removed, recounted: scan.recounted, summary: `Patch: ${patchCounts(files.length, added, removed)}` }
}

/** A hunk line's operation: ' ', '-', '+' or '\\' (an empty line is context). */
const op = (line: string) => line[0] ?? ' '

/** The hunk's header line as a patch writes it. */
export const hunkHeader = (h: StructuredPatchHunk) => `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`

/**
 * One file of a patch as a diff result: each hunk's header line, then its old and new sides, with
 * the line numbers of the files (not of the listing). No diff runs: the hunks say what changed.
 */
export function fileDiff(file: PatchFile): DiffResult {
  const a: string[] = []
  const b: string[] = []
  const aNo: number[] = []
  const bNo: number[] = []
  const blocks: number[] = []
  let added = 0
  let removed = 0
  const block = (kind: number, as: number, al: number, bs: number, bl: number) => {
    const last = blocks.length - 5
    // Runs of one kind join (a header row and the context after it are one equal block).
    if (last >= 0 && blocks[last] === kind && kind === EQUAL) {
      blocks[last + 2]! += al
      blocks[last + 4]! += bl
    } else if (al || bl) blocks.push(kind, as, al, bs, bl)
  }
  for (const h of file.patch.hunks) {
    const header = hunkHeader(h)
    block(EQUAL, a.length, 1, b.length, 1)
    a.push(header)
    b.push(header)
    aNo.push(0)
    bNo.push(0)
    let oldLine = h.oldStart
    let newLine = h.newStart
    let k = 0
    while (k < h.lines.length) {
      const c = op(h.lines[k]!)
      if (c === '\\') {
        k++
        continue
      }
      if (c === ' ') {
        const as = a.length
        const bs = b.length
        for (; k < h.lines.length && op(h.lines[k]!) === ' '; k++) {
          a.push(h.lines[k]!.slice(1))
          b.push(h.lines[k]!.slice(1))
          aNo.push(oldLine++)
          bNo.push(newLine++)
        }
        block(EQUAL, as, a.length - as, bs, b.length - bs)
        continue
      }
      // A change: its removed and added lines, in any order, up to the next context line.
      const as = a.length
      const bs = b.length
      for (; k < h.lines.length && op(h.lines[k]!) !== ' '; k++) {
        const line = h.lines[k]!
        if (line[0] === '-') {
          a.push(line.slice(1))
          aNo.push(oldLine++)
        } else if (line[0] === '+') {
          b.push(line.slice(1))
          bNo.push(newLine++)
        }
      }
      removed += a.length - as
      added += b.length - bs
      block(CHANGE, as, a.length - as, bs, b.length - bs)
    }
  }
  const summary = {
    identical: added === 0 && removed === 0,
    blocks: Int32Array.from(blocks),
    linesA: a.length,
    linesB: b.length,
    added,
    removed,
    precise: true,
  }
  const listing = toResult({ a: a.join('\n'), b: b.join('\n') }, summary)
  // The listing numbers its rows; show the files' own line numbers instead (none on header rows).
  const renumber = (side: DiffSide): DiffSide => ({
    ...side,
    marksAt: (row) => side.marksAt(row),
    oldNo: side.oldNo.map((n) => (n ? aNo[n - 1]! : 0)),
    newNo: side.newNo.map((n) => (n ? bNo[n - 1]! : 0)),
  })
  let split: [DiffSide, DiffSide] | null = null
  let unified: DiffSide | null = null
  return {
    ...listing,
    views: {
      get split() {
        return (split ??= [renumber(listing.views.split[0]), renumber(listing.views.split[1])])
      },
      get unified() {
        return (unified ??= renumber(listing.views.unified))
      },
    },
  }
}

export type Applied = { ok: true; text: string } | { ok: false; error: string }

/**
 * One file of a patch applied to `original` (jsdiff `applyPatch`: each hunk where its context
 * matches, moved up or down if need be). When it does not apply, says which hunk does not match.
 */
export function applyFile(original: string, file: PatchFile, side: string): Applied {
  const { hunks } = file.patch
  if (!hunks.length) return { ok: false, error: `The patch of ${file.label} changes no lines (${file.notes.join(', ') || 'headers only'}): there is nothing to apply.` }
  const text = applyPatch(original, file.patch)
  if (text !== false) return { ok: true, text }
  // Find the first hunk that does not fit (hunks apply in order).
  let bad = hunks.length - 1
  for (let i = 0; i < hunks.length; i++) {
    if (applyPatch(original, { ...file.patch, hunks: hunks.slice(0, i + 1) }) === false) {
      bad = i
      break
    }
  }
  const h = hunks[bad]!
  const which = hunks.length > 1 ? `Hunk ${bad + 1} of ${hunks.length}` : 'Its hunk'
  return {
    ok: false,
    error: `The patch does not apply to the ${side} text: ${which} (${hunkHeader(h)}) expects lines that are not there, near line ${h.oldStart}.`,
  }
}

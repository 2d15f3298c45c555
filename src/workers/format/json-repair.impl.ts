import { diffChars } from 'diff'
import { jsonrepair, JSONRepairError } from 'jsonrepair'
import type { ProgressFn } from '../core/types'
import { lineColumn, type JsonError } from './json.impl'

/**
 * Repair (issue 18): almost-JSON made valid by jsonrepair, in the format worker, and what it
 * changed. jsonrepair does not report its edits, so they are read off a character diff of the
 * input and the repaired text, each at its line and column in the input, in words a user can
 * check ("added quotes around `name`"). Nothing is applied here: the screen shows the repaired
 * text and the list, and the user chooses to use it.
 */

/** One change: where it is in the input, what went and what came, and a line of words. */
export type RepairChange = {
  line: number
  column: number
  /** What was removed from the input at that place ('' for none), cut to SHOWN_CHARS. */
  removed: string
  /** What the repaired text has there instead ('' for none), cut to SHOWN_CHARS. */
  added: string
  /** In words: "added quotes around `name`", "removed a comment". */
  note: string
}

export type RepairResult =
  | {
      ok: true
      output: string
      /** The first MAX_LISTED changes, in the order of the input. */
      changes: RepairChange[]
      /** How many changes there are in all (changes.length when it is MAX_LISTED or fewer). */
      changeCount: number
    }
  | { ok: false; error: JsonError }

/** The changes listed one by one; past this only their number is given. */
export const MAX_LISTED = 200
/** The removed or added text a change shows, at most (longer text is cut with "…"). */
export const SHOWN_CHARS = 60
/**
 * Up to this many characters (input and repaired text together) the changes come from jsdiff's
 * diffChars, a minimal diff; its cost grows with size times edits, so above this, or when it
 * would need more than DIFF_MAX_EDITS edits, a linear diff made for local repairs is used.
 */
export const DIFF_CHARS_LIMIT = 20_000
const DIFF_MAX_EDITS = 300
const PROGRESS_STEP = 256 * 1024

type Op = { kind: 'same' | 'removed' | 'added'; text: string }

/**
 * The top-level documents of a text holding several objects or arrays one after the other
 * (newline-delimited JSON, or `{"a":1}{"b":2}`), each with the blanks and comments after it; null
 * for one document (or a list that is not only objects and arrays). Strings of either quote and
 * comments are skipped. Linear: jsonrepair itself joins such documents in quadratic time (it
 * inserts each comma into its whole output so far), which a 1 MB JSON Lines file makes minutes.
 */
export function splitDocuments(text: string): string[] | null {
  const docs: string[] = []
  let depth = 0
  let from = 0
  let between = false // after a top-level document, before the next one
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text[i]!
    if (c === '"' || c === "'") {
      if (depth === 0) return null // a top-level string: not a list of objects and arrays
      let j = i + 1
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1
      i = j
      continue
    }
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2)
      i = end === -1 ? n : text[i + 1] === '/' ? end - 1 : end + 1
      continue
    }
    if (c === '{' || c === '[') {
      if (depth === 0 && between) {
        docs.push(text.slice(from, i))
        from = i
      }
      depth++
      between = false
    } else if (c === '}' || c === ']') {
      if (depth === 0) return null
      depth--
      if (depth === 0) between = true
    } else if (depth === 0 && c !== ' ' && c !== '\t' && c !== '\r' && c !== '\n') return null
  }
  if (docs.length === 0) return null
  docs.push(text.slice(from))
  return docs
}

/**
 * jsonrepair's result. Several documents are repaired one by one and joined as jsonrepair joins
 * them (a comma before the blanks after each, the whole in `[\n` ... `\n]`; documents on one line
 * are also put on lines of their own), in linear time.
 */
function repairText(text: string, progress?: ProgressFn): string {
  const docs = splitDocuments(text)
  if (docs) {
    try {
      const out: string[] = ['[\n']
      let done = 0
      docs.forEach((doc, k) => {
        const repaired = jsonrepair(doc)
        done += doc.length
        progress?.({ done, total: text.length * 2 })
        if (k === docs.length - 1) return out.push(repaired)
        const body = repaired.trimEnd()
        const blanks = repaired.slice(body.length)
        out.push(body, ',', blanks.includes('\n') ? blanks : `\n${blanks}`)
      })
      out.push('\n]')
      return out.join('')
    } catch {
      // Read differently by jsonrepair (a quote this split does not know): the whole text goes to it.
    }
  }
  return jsonrepair(text)
}

/** Repairs `text` with jsonrepair; the repaired text and its changes, or jsonrepair's error with its place. */
export function repairJson(text: string, progress?: ProgressFn): RepairResult {
  let output: string
  try {
    output = repairText(text, progress)
  } catch (e) {
    if (e instanceof JSONRepairError) {
      const offset = Math.max(0, Math.min(e.position, text.length))
      const message = e.message.replace(/\s+at position \d+$/, '')
      return { ok: false, error: { message, offset, ...lineColumn(text, offset) } }
    }
    const message = e instanceof RangeError ? 'The document is nested too deeply to repair' : e instanceof Error ? e.message : String(e)
    return { ok: false, error: { message, line: 1, column: 1, offset: 0 } }
  }
  progress?.({ done: text.length, total: text.length * 2 })
  const { changes, changeCount } = describeChanges(text, output, false, progress)
  progress?.({ done: text.length * 2, total: text.length * 2 })
  return { ok: true, output, changes, changeCount }
}

/** A character no repaired text holds (jsonrepair escapes control characters): comments are masked with it. */
const MASK = '\u0000'

/**
 * `text` with its comments (`//` to the end of the line, `/* ... *\/`, outside strings of either
 * quote) masked, each character replaced by MASK: jsonrepair drops comments whole, and a diff that
 * cannot match a comment's characters (its line breaks, its words) with the repaired text shows
 * each comment as one removal. The length and every other character stay, so offsets hold.
 */
export function maskComments(text: string): string {
  if (!text.includes('/')) return text
  const out: string[] = []
  let from = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text[i]!
    if (c === '"' || c === "'") {
      let j = i + 1
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1
      i = j
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      let end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2)
      end = end === -1 ? n : text[i + 1] === '/' ? end : end + 2
      out.push(text.slice(from, i), MASK.repeat(end - i))
      from = end
      i = end - 1
    }
  }
  if (from === 0) return text
  out.push(text.slice(from))
  return out.join('')
}

/**
 * The diff of `a` and `b` as operations, with `a`'s comments taken out whole: jsdiff's diffChars
 * (a minimal diff) when small, else linearDiff. A lone edit between two common runs that can
 * slide to the start of the text or of a line does (`[` + `\n[` becomes `[\n` + `[`), as diffs of
 * lines are shown.
 */
export function diffOps(a: string, b: string, emit: (op: Op) => void, linear = false): void {
  const masked = maskComments(a)
  // The operations on the masked text carry `a`'s own text (same offsets).
  let at = 0
  const fromA = (op: Op): Op => {
    if (op.kind === 'added' || masked === a) return op
    const text = a.slice(at, at + op.text.length)
    at += op.text.length
    return { kind: op.kind, text }
  }
  let prev: Op | null = null // a common run not passed on yet
  let held: Op | null = null // an edit right after it, not passed on yet
  let first = true // nothing passed on yet: `prev` starts the text
  const out = (op: Op | null) => {
    if (op && op.text) {
      emit(op)
      first = false
    }
  }
  const push = (raw: Op) => {
    const op = fromA(raw)
    if (held) {
      if (op.kind === 'same' && prev) {
        // How far it can slide, and the farthest stop at the start of the text or of a line.
        const p = prev.text
        const h = held.text
        let can = 0
        while (can < 64 && can < p.length && p[p.length - 1 - can] === h[(((h.length - 1 - can) % h.length) + h.length) % h.length]) can++
        let k = 0
        for (let t = 1; t <= can; t++) if ((t === p.length && first) || p[p.length - 1 - t] === '\n') k = t
        if (k > 0) {
          const moved = p.slice(p.length - k)
          const rot = k % h.length
          held.text = h.slice(h.length - rot) + h.slice(0, h.length - rot)
          prev.text = p.slice(0, p.length - k)
          op.text = moved + op.text
        }
      }
      out(prev)
      out(held)
      prev = held = null
    }
    if (op.kind === 'same') {
      if (prev) prev.text += op.text
      else prev = op
    } else if (prev) held = op
    else out(op)
  }
  const parts = !linear && a.length + b.length <= DIFF_CHARS_LIMIT ? diffChars(masked, b, { maxEditLength: DIFF_MAX_EDITS }) : undefined
  if (parts) for (const p of parts) push({ kind: p.added ? 'added' : p.removed ? 'removed' : 'same', text: p.value })
  else linearDiff(masked, b, push)
  push({ kind: 'same', text: '' })
  out(prev)
}

/** Windows of the linear diff, smallest first; an edit longer than the last is taken to the end. */
const WINDOWS = [32, 128, 512]
let table = new Uint16Array(0)
/** The table cells one linear diff may fill; past them the rest of a text unlike the other is one change. */
const MAX_CELLS = 400_000_000
let cells = 0

/**
 * The first edit at a[i] != b[j], as [removed, added] lengths: the longest common subsequence of
 * the next `w` characters of each text (a table of w² cells) is walked from the start until it
 * takes a common character. The edit is taken when common text follows it well inside the window;
 * otherwise the next window is tried. Masked comment characters go first, whole.
 */
function firstEdit(a: string, i: number, b: string, j: number): [number, number] {
  if (a[i] === MASK) {
    let k = i
    while (a[k] === MASK) k++
    return [k - i, 0]
  }
  const n = a.length
  const m = b.length
  for (const w of WINDOWS) {
    const la = Math.min(w, n - i)
    const lb = Math.min(w, m - j)
    const whole = la === n - i && lb === m - j
    const cols = lb + 1
    if (table.length < (la + 1) * cols) table = new Uint16Array((WINDOWS.at(-1)! + 1) ** 2)
    const L = table
    for (let y = 0; y <= lb; y++) L[la * cols + y] = 0
    for (let x = la - 1; x >= 0; x--) {
      const row = x * cols
      L[row + lb] = 0
      const ca = a.charCodeAt(i + x)
      for (let y = lb - 1; y >= 0; y--) {
        L[row + y] = ca === b.charCodeAt(j + y) ? L[row + cols + y + 1]! + 1 : Math.max(L[row + cols + y]!, L[row + y + 1]!)
      }
    }
    let x = 0
    let y = 0
    while (x < la && y < lb && !(a.charCodeAt(i + x) === b.charCodeAt(j + y) && L[x * cols + y] === L[(x + 1) * cols + y + 1]! + 1)) {
      if (L[(x + 1) * cols + y]! >= L[x * cols + y + 1]!) x++
      else y++
    }
    cells += la * lb
    if (x === la || y === lb) {
      if (whole) return [n - i, m - j] // nothing in common after it: the rest differs
      continue
    }
    const margin = w / 4
    if (whole || (x <= la - margin && y <= lb - margin) || L[x * cols + y]! >= margin) return [x, y]
  }
  // Nothing alike within the largest window: one character goes, and the next step looks again.
  return cells > MAX_CELLS ? [n - i, m - j] : [1, 0]
}

/**
 * A diff in one pass for long texts that differ by local edits (what a repair makes): common runs
 * are taken as they come, and at each difference firstEdit decides the edit from a small window.
 * Linear in the length for local edits; the edits are a minimal diff's within each window.
 */
export function linearDiff(a: string, b: string, emit: (op: Op) => void): void {
  const n = a.length
  const m = b.length
  let i = 0
  let j = 0
  cells = 0
  while (i < n || j < m) {
    const si = i
    while (i < n && j < m && a.charCodeAt(i) === b.charCodeAt(j)) {
      i++
      j++
    }
    if (i > si) emit({ kind: 'same', text: a.slice(si, i) })
    if (i >= n || j >= m) {
      if (i < n) emit({ kind: 'removed', text: a.slice(i) })
      if (j < m) emit({ kind: 'added', text: b.slice(j) })
      return
    }
    const [di, dj] = firstEdit(a, i, b, j)
    if (di) emit({ kind: 'removed', text: a.slice(i, i + di) })
    if (dj) emit({ kind: 'added', text: b.slice(j, j + dj) })
    i += di
    j += dj
  }
}

const cut = (s: string) => (s.length > SHOWN_CHARS ? `${s.slice(0, SHOWN_CHARS - 1)}…` : s)
/** A text for a note, in backquotes; white space shown by name. */
const shown = (s: string) => (s === '\n' || s === '\r\n' ? 'a line break' : /^\s+$/.test(s) ? 'white space' : `\`${cut(s).replace(/\r?\n/g, '↵')}\``)

const PYTHON: Record<string, string> = { True: 'true', False: 'false', None: 'null' }
const QUOTES = /^['‘’“”`´]$/u

/** A change in words, from what was removed and what was added in its place. */
export function noteFor(removed: string, added: string): string {
  // A value changed and the comma after it removed (`None,` before `}`): both said.
  const comma = /^(.*[^\s,])\s*,\s*$/s.exec(removed)
  if (comma && added.trim() && !added.trim().endsWith(',')) return `${noteFor(comma[1]!, added.trimEnd())}, and removed a trailing comma`
  if ((removed === '\n' || removed === '\r\n') && added === '\\n') return 'escaped a line break inside a string'
  const r = removed.trim()
  const a = added.trim()
  if (!r && !a) return 'changed white space'
  if (!a) {
    if (r === ',') return 'removed a trailing comma'
    if (/^(?:\/\/|\/\*|#)/.test(r)) return 'removed a comment'
    if (/^```/.test(r)) return 'removed a Markdown code fence'
    if (/^\\+$/.test(r)) return 'removed escaping backslashes'
    return `removed ${shown(r)}`
  }
  if (!r) {
    if (a === ',') return 'added a comma'
    if (a === '[') return 'opened an array around the documents'
    if (a === ']') return 'closed the array around the documents'
    if (/^"?[}\]]+$/.test(a)) return `added the missing ${shown(a)}`
    if (a === '"') return 'added a missing quote'
    if (a === 'null') return 'added a missing value (`null`)'
    if (a === ':') return 'added a missing colon'
    return `added ${shown(a)}`
  }
  if (PYTHON[r] === a) return `replaced Python \`${r}\` with \`${a}\``
  if (a === `"${r}"` && /^[^"'\s]+$/.test(r)) return `added quotes around \`${cut(r)}\``
  if (r.includes('\\') && r.replace(/\\/g, '') === a) return 'removed escaping backslashes'
  const inner = (t: string) => t.slice(1, -1)
  if (r.length >= 2 && a.length >= 2 && a.startsWith('"') && a.endsWith('"') && QUOTES.test(r[0]!) && QUOTES.test(r.at(-1)!)) {
    const kind = r[0] === "'" ? 'single quotes' : 'typographic quotes'
    return inner(r) === inner(a) ? `replaced ${kind} with double quotes: ${shown(a)}` : `replaced ${kind} with double quotes`
  }
  if (a === '"' && QUOTES.test(r)) return `replaced the quote ${shown(r)} with \`"\``
  return `replaced ${shown(r)} with ${shown(a)}`
}

const WORD = /[\p{L}\p{N}_$]/u
/** How many characters at the end (or start) of `text` are word characters, at most `max`. */
function wordRun(text: string, fromEnd: boolean, max: number): number {
  let k = 0
  while (k < max && k < text.length && WORD.test(text[fromEnd ? text.length - 1 - k : k]!)) k++
  return k
}

/**
 * The changes between the input `a` and the repaired `b`: the diff's removed/added runs, those
 * separated by a short run of text on one line without JSON punctuation (`'a b'` → `"a b"`,
 * `None` → `null`) merged into one and widened to whole words (`T` → `t` is shown as `True` →
 * `true`), each placed by its line and column in `a`.
 */
export function describeChanges(a: string, b: string, linear = false, progress?: ProgressFn): { changes: RepairChange[]; changeCount: number } {
  const changes: RepairChange[] = []
  let changeCount = 0
  // Position in `a`, kept as line and column as the operations go by.
  let offset = 0
  let line = 1
  let lineStart = 0
  let nextReport = PROGRESS_STEP
  const advance = (text: string) => {
    for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) {
      line++
      lineStart = offset + k + 1
    }
    offset += text.length
    if (progress && offset >= nextReport) {
      progress({ done: a.length + offset, total: a.length * 2 })
      nextReport = offset + PROGRESS_STEP
    }
  }
  // The change being built: where it starts, its removed and added text, the common text before
  // it (to widen it to a whole word), and a short common run that may still join it to the next edit.
  let open: { line: number; column: number; removed: string; added: string; before: string } | null = null
  let gap = ''
  let lastSame = ''
  const flush = (after: string) => {
    if (!open) return
    changeCount++
    if (changes.length < MAX_LISTED) {
      const left = wordRun(open.before, true, 40)
      // Widened only inside a word on both sides of the edit (not `"` + `name`, which is quoting).
      const touches = (t: string, first: boolean) => t !== '' && WORD.test(first ? t[0]! : t[t.length - 1]!)
      const edited = [open.removed, open.added]
      const l = left && edited.every((t) => t === '' || touches(t, true)) ? left : 0
      const r0 = wordRun(after, false, 40)
      const r = r0 && edited.every((t) => t === '' || touches(t, false)) ? r0 : 0
      const pre = open.before.slice(open.before.length - l)
      const post = after.slice(0, r)
      const removed = pre + open.removed + post
      const added = pre + open.added + post
      changes.push({ line: open.line, column: open.column - l, removed: cut(removed), added: cut(added), note: noteFor(removed, added) })
    }
    open = null
  }
  diffOps(a, b, (op) => {
    if (op.kind === 'same') {
      if (open && !gap && op.text.length <= 40 && !/[\n,:{}[\]]/.test(op.text)) gap = op.text // may join the next edit
      else {
        if (open) flush(gap || op.text)
        gap = ''
      }
      lastSame = op.text
      advance(op.text)
      return
    }
    if (open && gap) {
      // Another edit right after a short gap: joined.
      open.removed += gap
      open.added += gap
      gap = ''
    } else if (!open) open = { line, column: offset - lineStart + 1, removed: '', added: '', before: lastSame }
    if (op.kind === 'removed') {
      open.removed += op.text
      advance(op.text)
    } else open.added += op.text
  }, linear)
  flush(gap)
  return { changes, changeCount }
}

/** The `regex` engine: matching and replacing, run in a worker so a runaway pattern can be stopped (D8). */
import { diffText } from '../diff/diff.impl'
import type { DiffSummary } from '../diff/diff.types'
import { exportMatches, type ExportOptions } from './regex.export'

export type RegexJob = {
  pattern: string
  flags: string
  text: string
  replacement?: string
  /** With a replacement: the line diff of the text before and after it (the `diff` engine's). */
  diff?: boolean
}
/** One match: where it is, its text, and its capture groups in order ($1, $2, ...; undefined = did not take part). */
export type RegexMatch = { index: number; end: number; text: string; groups: (string | undefined)[] }
export type RegexResult = {
  matches: RegexMatch[]
  count: number
  truncated: boolean
  replaced: string | null
  /** The name of each capture group in order (undefined for an unnamed one): `names[0]` names $1. */
  names: (string | undefined)[]
  /** The diff of the text and its replacement, when asked for (`diff`) and there is a replacement. */
  diff?: DiffSummary
}

/** Matches listed at most; the count keeps going. */
export const MAX_LISTED = 1000

/**
 * The capture groups of a pattern in order, each with its name or undefined. Escapes (`\(`) and
 * character classes (`[(]`) hold no groups; `(?:`, lookarounds and Python's `(?P<` capture nothing.
 */
export function groupNames(pattern: string): (string | undefined)[] {
  const names: (string | undefined)[] = []
  let inClass = false
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      i++
      continue
    }
    if (inClass) {
      if (c === ']') inClass = false
      continue
    }
    if (c === '[') inClass = true
    else if (c === '(') {
      if (pattern[i + 1] !== '?') names.push(undefined)
      else if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
        const close = pattern.indexOf('>', i + 3)
        names.push(close === -1 ? undefined : pattern.slice(i + 3, close))
      }
    }
  }
  return names
}

/** Every match (the first `max` listed, the count going on), and the text replaced when a replacement is given. */
export function runRegex({ pattern, flags, text, replacement, diff }: RegexJob, max = MAX_LISTED): RegexResult {
  const re = new RegExp(pattern, flags)
  const matches: RegexMatch[] = []
  let count = 0
  const push = (m: RegExpExecArray) => {
    count++
    if (matches.length < max) {
      matches.push({ index: m.index, end: m.index + m[0].length, text: m[0], groups: m.slice(1) })
    }
  }
  if (re.global) {
    re.lastIndex = 0
    for (let m = re.exec(text); m; m = re.exec(text)) {
      push(m)
      // An empty match would loop forever: step past it (by a code point in unicode mode).
      if (m[0] === '') re.lastIndex += (re.unicode || re.unicodeSets) && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1
    }
  } else {
    const m = re.exec(text)
    if (m) push(m)
  }
  const replaced = replacement === undefined ? null : text.replace(new RegExp(pattern, flags), replacement)
  const result: RegexResult = { matches, count, truncated: count > matches.length, replaced, names: groupNames(pattern) }
  if (diff && replaced !== null) result.diff = diffText({ a: text, b: replaced })
  return result
}

/**
 * A change to a test string the worker holds: the characters from `from` to `to` of text `baseId`
 * are replaced by `insert`, giving the new text (issue 32). A keystroke in a 1.6 MB test string
 * then crosses as one character, not 1.6 MB copied on the page by postMessage.
 */
export type TextEdit = { baseId: number; from: number; to: number; insert: string }

/** Characters compared at once while looking for the first difference (string equality is native). */
const BLOCK = 4096

/** The length of the longest common prefix of two strings. */
export function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i + BLOCK <= n && a.slice(i, i + BLOCK) === b.slice(i, i + BLOCK)) i += BLOCK
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  return i
}

/** The length of the longest common suffix of two strings, at most `max` characters. */
export function commonSuffix(a: string, b: string, max = Math.min(a.length, b.length)): number {
  const n = Math.min(max, a.length, b.length)
  let i = 0
  while (i + BLOCK <= n && a.slice(a.length - i - BLOCK, a.length - i) === b.slice(b.length - i - BLOCK, b.length - i)) i += BLOCK
  while (i < n && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++
  return i
}

/**
 * The smallest single edit that turns `before` into `after` (common start and end kept), or null
 * when most of the text changed (sending it whole is then as cheap and simpler). It counts UTF-16
 * code units, so applied to `before` it gives exactly `after`, even where a cut falls between the
 * halves of a surrogate pair (the worker only ever matches the joined text).
 */
export function textEdit(before: string, after: string): Omit<TextEdit, 'baseId'> | null {
  const from = commonPrefix(before, after)
  const suffix = commonSuffix(before, after, Math.min(before.length, after.length) - from)
  const insert = after.slice(from, after.length - suffix)
  if (insert.length > after.length / 2) return null
  return { from, to: before.length - suffix, insert }
}

export const applyEdit = (text: string, { from, to, insert }: Omit<TextEdit, 'baseId'>) => text.slice(0, from) + insert + text.slice(to)

/**
 * A job as it crosses to the worker: the test string is sent once, with an id; while the id stays
 * the same the worker reuses the text it holds, so a keystroke in the pattern moves only the
 * pattern, whatever the text's size (DECISIONS D7, D30). A changed text crosses as an edit of the
 * one the worker holds (`edit`), or whole (`text`). A worker that does not hold the text or the
 * edit's base (it was replaced after a cancelled or runaway job) answers NEED_TEXT and is sent it whole.
 */
export type RegexRequest = Omit<RegexJob, 'text'> & { textId: number; text?: string; edit?: TextEdit }
export const NEED_TEXT = 'need-text'

/** An export job: every match of the pattern in the held text, as `exportMatches` writes them. */
export type RegexExportRequest = Omit<RegexRequest, 'replacement' | 'diff'> & ExportOptions

/** An engine that keeps the last test string it was given. */
export function createRegexEngine() {
  let held: { id: number; text: string } | null = null
  /** The text a request is about, after taking its text or edit; null when the worker does not hold it. */
  const take = ({ textId, text, edit }: Pick<RegexRequest, 'textId' | 'text' | 'edit'>): string | null => {
    if (text !== undefined) held = { id: textId, text }
    else if (edit) {
      if (held?.id !== edit.baseId) return null
      held = { id: textId, text: applyEdit(held.text, edit) }
    }
    return held?.id === textId ? held.text : null
  }
  return {
    run({ textId, text, edit, ...job }: RegexRequest): RegexResult | typeof NEED_TEXT {
      const held = take({ textId, text, edit })
      return held === null ? NEED_TEXT : runRegex({ ...job, text: held })
    },
    /** Every match (none left out), exported (issue 35); under the same time limit as a run. */
    async export({ textId, text, edit, what, format, ...job }: RegexExportRequest): Promise<string | typeof NEED_TEXT> {
      const held = take({ textId, text, edit })
      if (held === null) return NEED_TEXT
      const { matches, names } = runRegex({ ...job, text: held }, Infinity)
      return exportMatches(matches, names, job.pattern, { what, format })
    },
  }
}

export const regexApi = createRegexEngine()
export type RegexApi = typeof regexApi

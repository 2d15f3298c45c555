import { analyzeAlmostJson, findingsText } from '../../lib/detect/almost-json'
import { escapedLabel, findEscapedJson, unescapeJson } from '../../lib/detect/escaped-json'
import { jsonLinesCount } from '../../lib/detect/json-lines'
import type { RepairChange } from '../../workers/format/json-repair.impl'

/**
 * The JSON Formatter's offers (issue 18): unescape an escaped JSON string, repair almost-JSON.
 * Everything here runs on the page as the input changes, so it reads a bounded part of it (D30).
 */

/** What the offers read of the input: its first 64 KB. */
export const ASSIST_READ_CHARS = 64 * 1024
/**
 * Escaped input up to this size is checked whole (it must unescape to JSON to be offered) and
 * unescaped on the page, a few milliseconds; a larger one is judged by its start and unescaped in
 * the format worker.
 */
export const UNESCAPE_ON_PAGE_MAX = 1024 * 1024

export { unescapeJson }

export type EscapedOffer = {
  /** "Escaped JSON string", "Escaped JSON string, escaped twice" */
  label: string
  /** The unescaped text when it was made on the page (small input); null: unescape in the worker. */
  text: string | null
}

/** The offer to unescape and format, when the input is escaped JSON. */
export function escapedOffer(input: string): EscapedOffer | null {
  const found = findEscapedJson(input, UNESCAPE_ON_PAGE_MAX)
  if (!found) return null
  return { label: escapedLabel(found), text: found.text }
}

/**
 * What an input that is not valid JSON looks like, in a few words for the Repair offer: "JSON
 * Lines: 3 documents", "single quotes, Python literals", "cut off before its end"; null when it
 * looks like none of these (jsonrepair may still manage it).
 */
export function repairHint(input: string): string | null {
  const truncated = input.length > ASSIST_READ_CHARS
  const head = (truncated ? input.slice(0, ASSIST_READ_CHARS) : input).trim()
  if (head[0] !== '{' && head[0] !== '[') return null
  const lines = jsonLinesCount(head, truncated)
  if (lines !== null) return `JSON Lines: ${lines.toLocaleString('en-US')} documents${truncated ? ' or more' : ''}`
  const almost = analyzeAlmostJson(head)
  if (!almost) return null
  const parts: string[] = [...almost.findings]
  if (!almost.complete && !truncated) parts.push('cut off before its end')
  return parts.length ? findingsText(parts) : null
}

/** The changes of one line of the input. */
export type ChangeGroup = { line: number; changes: RepairChange[] }

/** Changes grouped by the input line they are on, in order. */
export function groupByLine(changes: readonly RepairChange[]): ChangeGroup[] {
  const groups: ChangeGroup[] = []
  for (const c of changes) {
    const last = groups[groups.length - 1]
    if (last && last.line === c.line) last.changes.push(c)
    else groups.push({ line: c.line, changes: [c] })
  }
  return groups
}

/** "No changes", "1 change", "1,234 changes (the first 200 are listed)". */
export function changesSummary(count: number, listed: number): string {
  if (count === 0) return 'No changes: the text was already valid JSON'
  const n = `${count.toLocaleString('en-US')} ${count === 1 ? 'change' : 'changes'}`
  return listed < count ? `${n} (the first ${listed.toLocaleString('en-US')} are listed)` : n
}

/** jsonrepair's complaint, with its place in the input. */
export const repairErrorText = (e: { message: string; line: number; column: number }) => `Could not repair it: ${e.message} (line ${e.line}, column ${e.column})`

import type { RegexMatch } from './regex.impl'

/**
 * Matches exported as text (issue 35): the Regex Tester's Copy / Download and the recipe operation
 * "Regular expression" (regex-extract) call this same function.
 * - `details`: each match with its index, its text, its numbered groups and its named groups;
 * - `matches`: the whole matches; `groups`: the capture groups (named ones by name).
 * As lines (tab-separated), CSV (papaparse) or JSON. A group that took no part is null in JSON and
 * empty in lines and CSV.
 */
export type ExportWhat = 'details' | 'matches' | 'groups'
export type ExportFormat = 'lines' | 'csv' | 'json'
export type ExportOptions = { what: ExportWhat; format: ExportFormat }

export const EXPORT_WHAT: { value: ExportWhat; label: string }[] = [
  { value: 'details', label: 'Matches with index and groups' },
  { value: 'matches', label: 'Whole matches' },
  { value: 'groups', label: 'Capture groups' },
]
export const EXPORT_FORMATS: { value: ExportFormat; label: string; extension: string; type: string }[] = [
  { value: 'lines', label: 'Lines', extension: 'txt', type: 'text/plain;charset=utf-8' },
  { value: 'csv', label: 'CSV', extension: 'csv', type: 'text/csv;charset=utf-8' },
  { value: 'json', label: 'JSON', extension: 'json', type: 'application/json' },
]

export const noGroupsMessage = (pattern: string) => `/${pattern}/ has no capture groups: put ( ) around what to extract, or extract whole matches`

/** One match as `details` JSON gives it: as `String.prototype.matchAll` has it, undefined as null. */
export type MatchRecord = { index: number; match: string; captures: (string | null)[]; groups?: Record<string, string | null> }

export function matchRecord(m: RegexMatch, names: readonly (string | undefined)[]): MatchRecord {
  const record: MatchRecord = { index: m.index, match: m.text, captures: m.groups.map((g) => g ?? null) }
  if (names.some((n) => n !== undefined)) record.groups = Object.fromEntries(names.flatMap((n, i) => (n === undefined ? [] : [[n, m.groups[i] ?? null]])))
  return record
}

/** The matches as text; throws `noGroupsMessage` when groups are asked of a pattern without any. */
export async function exportMatches(matches: readonly RegexMatch[], names: readonly (string | undefined)[], pattern: string, { what, format }: ExportOptions): Promise<string> {
  if (what === 'groups' && !names.length) throw new Error(noGroupsMessage(pattern))
  const groupColumns = names.map((n, i) => n ?? `$${i + 1}`)
  if (format === 'json') {
    const rows =
      what === 'details'
        ? matches.map((m) => matchRecord(m, names))
        : what === 'groups'
          ? matches.map((m) => Object.fromEntries(groupColumns.map((c, i) => [c, m.groups[i] ?? null])))
          : matches.map((m) => m.text)
    return JSON.stringify(rows, null, 2)
  }
  const columns = what === 'details' ? ['index', 'match', ...groupColumns] : what === 'groups' ? groupColumns : ['match']
  const rows = matches.map((m) => (what === 'details' ? [String(m.index), m.text, ...m.groups] : what === 'groups' ? m.groups : [m.text]).map((v) => v ?? ''))
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse')
    return Papa.unparse({ fields: columns, data: rows }, { newline: '\n' })
  }
  return rows.map((r) => r.join('\t')).join('\n')
}

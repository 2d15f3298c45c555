import type { Detector, Sample } from './types'
import { detections, firstLines, plural, prefixNote } from './util'

/** The cells of one line split on `delim`, honouring double quotes (a quote may span lines: then null). */
export function splitCells(line: string, delim: string): string[] | null {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else cell += ch
    } else if (ch === '"' && cell.trim() === '') quoted = true
    else if (ch === delim) {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  if (quoted) return null
  cells.push(cell)
  return cells
}

const DELIMITERS = [
  { d: '\t', name: 'TSV (tab-separated)', kind: 'tsv', minCells: 2 },
  { d: ',', name: 'CSV', kind: 'csv', minCells: 2 },
  { d: ';', name: 'CSV (semicolon-separated)', kind: 'csv', minCells: 3 },
] as const

/**
 * CSV or TSV: at least two rows, every row with the same number of cells (quotes honoured), and
 * cells that read as data rather than prose or code.
 */
export const csv: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (/^[{[<]/.test(trimmed)) return []
  let lines = firstLines(trimmed, 300).filter((l) => l.trim() !== '')
  if (sample.truncated) lines = lines.slice(0, -1) // the last line may be cut
  if (lines.length < 2) return []
  for (const { d, name, kind, minCells } of DELIMITERS) {
    if (!lines[0]!.includes(d)) continue
    const rows = lines.map((l) => splitCells(l, d))
    if (rows.some((r) => r === null)) continue
    const widths = rows.map((r) => r!.length)
    const width = widths[0]!
    if (width < minCells) continue
    const same = widths.filter((w) => w === width).length
    if (same / rows.length < 0.9 || same < 2) continue
    const cells = rows.flatMap((r) => r!)
    const prose = cells.filter((c) => c.trim().split(/\s+/).length >= 5).length / cells.length
    const code = lines.filter((l) => /[;{}]\s*$|^\s*(?:\/\/|#|--)|=>|\)\s*\{/.test(l)).length / lines.length
    const longCells = cells.filter((c) => c.length > 60).length / cells.length
    // Sentences split at their commas: rows that end with a full stop, cells of several words.
    const sentences = lines.filter((l) => /[.!?]\s*$/.test(l)).length / lines.length
    const wordsPerCell = cells.reduce((n, c) => n + (c.trim() ? c.trim().split(/\s+/).length : 0), 0) / cells.length
    if (code > 0.2 || prose > 0.3 || longCells > 0.3 || sentences > 0.5 || wordsPerCell > 3) continue
    if (d === ',' && width === 2 && lines.length < 3) continue
    // Every row a prose sentence split on one comma: not a table.
    if (width === 2 && d === ',' && cells.filter((c) => /\s/.test(c.trim())).length / cells.length > 0.6) continue
    let confidence = width >= 3 && lines.length >= 3 ? 0.88 : 0.7
    if (d === '\t') confidence += 0.04
    const header = rows[0]!.map((c) => c.trim()).filter(Boolean).slice(0, 3).join(', ')
    const count = sample.truncated ? '' : `, ${plural(lines.length - 1, 'row')}`
    const reason = `${name}, ${plural(width, 'column')}${count} (${header}${width > 3 ? ', …' : ''})${prefixNote(sample)}`
    return detections(kind, reason, [['csv-json', confidence]])
  }
  return []
}

import type { Detector, Sample } from './types'
import { countMatches, detections, plural, prefixNote, replaceSpans, stripBlockComments } from './util'

/** How each statement starts, and what must follow for it to be SQL rather than English. */
const STATEMENTS: Array<[start: RegExp, then: RegExp, name: string]> = [
  [/^select\b/i, /\bfrom\b|^select\s+[\w'"(*@$:-][^;]*(;|$)/i, 'SELECT'],
  [/^with\s+(?:recursive\s+)?\w+\s*(?:\([^)]*\))?\s+as\s*\(/i, /\bselect\b/i, 'WITH … SELECT'],
  [/^insert\s+(?:ignore\s+)?into\b/i, /\b(?:values|select|default values)\b/i, 'INSERT'],
  [/^update\s+[\w."`[\]]+\s/i, /\bset\s+[\w."`[\]]+\s*=/i, 'UPDATE'],
  [/^delete\s+from\s+[\w."`[\]]+/i, /./, 'DELETE'],
  [/^create\s+(?:or\s+replace\s+)?(?:algorithm\s*=\s*\w+\s+)?(?:definer\s*=\s*\S+\s+)?(?:sql\s+security\s+\w+\s+)?(?:temp(?:orary)?\s+|unique\s+|materialized\s+)?(?:table|index|view|function|procedure|trigger|schema|database|sequence|type|extension)\b/i, /./, 'CREATE'],
  [/^alter\s+(?:table|index|view|database|schema|sequence|type|user|role)\b/i, /./, 'ALTER'],
  [/^drop\s+(?:table|index|view|function|procedure|trigger|schema|database|sequence|type|extension)\b/i, /./, 'DROP'],
  [/^truncate\s+(?:table\s+)?[\w."`]+/i, /./, 'TRUNCATE'],
  [/^(?:grant|revoke)\s+[\w, ]+\s+on\b/i, /./, 'GRANT'],
  [/^merge\s+into\b/i, /\busing\b/i, 'MERGE'],
  [/^explain\s+(?:analyze\s+)?(?:select|insert|update|delete|with)\b/i, /./, 'EXPLAIN'],
  [/^(?:begin|start\s+transaction)\s*;/i, /./, 'BEGIN'],
  // Session settings and locks, as in a mysqldump (`SET NAMES utf8mb4`, `SET @saved = @@sql_mode`).
  [/^set\s+(?:names\s|(?:session\s+|global\s+)?@@?[\w.]+\s*(?:=|:=)|(?:session\s+|global\s+)?(?:foreign_key_checks|unique_checks|sql_mode|time_zone|autocommit|character_set_\w+)\s*=)/i, /./, 'SET'],
  [/^(?:lock\s+tables\s+[\w`]+\s+(?:read|write)|unlock\s+tables$)/i, /./, 'LOCK'],
]

const KEYWORDS = /\b(?:SELECT|FROM|WHERE|JOIN|LEFT|RIGHT|INNER|OUTER|ON|GROUP BY|ORDER BY|HAVING|LIMIT|OFFSET|VALUES|INTO|SET|AS|AND|OR|NOT NULL|NULL|PRIMARY KEY|FOREIGN KEY|REFERENCES|DEFAULT|DISTINCT|UNION|CASE|WHEN|THEN|END|COUNT|SUM|COALESCE|RETURNING|TABLE|INDEX|CONSTRAINT|VARCHAR|INTEGER|INT|BIGINT|TEXT|TIMESTAMP|BOOLEAN|SERIAL)\b/gi

/**
 * MySQL runs what is inside a versioned comment (`/*!50003 CREATE*\/`, as mysqldump writes
 * triggers): keep its content, drop the markers. One linear pass.
 */
export const unwrapVersioned = (text: string) =>
  replaceSpans(text, '/*!', '*/', (inner, closed) => (closed ? ` ${inner.replace(/^\d{5,6}/, '')} ` : `/*!${inner}`))

const DELIMITER = /^[ \t]*delimiter[ \t]+(\S+)[ \t]*$/gim

/**
 * The statements of a script, split at `;` or, after a MySQL client's `DELIMITER ;;` (or `$$`,
 * `//`), at that delimiter, so a trigger's `BEGIN … END` body stays one statement.
 */
export function splitStatements(text: string): string[] {
  const bySemicolon = (part: string) => part.split(/;\s*(?:\r?\n|$)|;\s+(?=[A-Za-z])/)
  DELIMITER.lastIndex = 0
  if (!DELIMITER.test(text)) return bySemicolon(text)
  DELIMITER.lastIndex = 0
  const out: string[] = []
  let delimiter = ';'
  let from = 0
  const take = (part: string) => out.push(...(delimiter === ';' ? bySemicolon(part) : part.split(delimiter)))
  let m: RegExpExecArray | null
  while ((m = DELIMITER.exec(text))) {
    take(text.slice(from, m.index))
    delimiter = m[1]!
    from = m.index + m[0].length
  }
  take(text.slice(from))
  return out
}

/** Removes `--` and `/* *\/` comments (a rough cut: good enough to judge the statements). */
const stripComments = (text: string) => stripBlockComments(unwrapVersioned(text)).replace(/(^|\s)--[^\n]*/g, '$1').replace(/^[ \t]*#[^\n]*/gm, '')

function dialect(text: string): string | null {
  if (/::\w|\bSERIAL\b|\bRETURNING\b|\bILIKE\b|\bJSONB\b|\$\d+\b|\bBIGSERIAL\b|\bTIMESTAMPTZ\b/i.test(text)) return 'PostgreSQL'
  if (/`\w+`|\bAUTO_INCREMENT\b|\bENGINE\s*=|^[ \t]*delimiter[ \t]+\S+[ \t]*$/im.test(text)) return 'MySQL'
  if (/\[\w+\]\.\[\w+\]|\bTOP\s*\(?\d+|\bNVARCHAR\b|\bGETDATE\(\)/i.test(text)) return 'SQL Server'
  return null
}

/**
 * SQL: statements that start as SQL does and go on as SQL does (`SELECT … FROM`, `INSERT INTO …
 * VALUES`). English that happens to start with "Select" or "Update" has no such structure.
 */
export const sql: Detector = (sample: Sample) => {
  const text = stripComments(sample.trimmed).trim()
  if (!text || /^[{[<]/.test(text)) return []
  const statements = splitStatements(text)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 200)
  const names: string[] = []
  let sqlish = 0
  for (const s of statements) {
    const hit = STATEMENTS.find(([start, then]) => start.test(s) && then.test(s))
    if (hit) {
      sqlish++
      names.push(hit[2])
    }
  }
  if (sqlish === 0 || sqlish / statements.length < 0.6) return []
  const first = statements[0]!
  // Prose: lower-case keywords, a full stop, no SQL punctuation.
  const punctuation = /[*,=;()'"`]|\n/.test(sample.trimmed)
  const upper = /^[A-Z]+\b/.test(first)
  if (!punctuation && !upper) return []
  if (!upper && /\b(?:the|you|your|and then|please|we|our)\b/i.test(first) && !/[=*(]/.test(first)) return []
  const keywords = countMatches(text, KEYWORDS, 50)
  let confidence = 0.88
  if (upper && keywords >= 3) confidence = 0.95
  else if (keywords < 2) confidence = 0.6
  const kinds = [...new Set(names)]
  const d = dialect(text)
  const label = d ? `SQL (${d})` : 'SQL'
  const reason =
    statements.length === 1
      ? `${label} ${kinds[0]} statement`
      : `${label}, ${plural(statements.length, 'statement')} (${kinds.slice(0, 3).join(', ')}${kinds.length > 3 ? ', …' : ''})`
  return detections('sql', `${reason}${prefixNote(sample)}`, [['sql-formatter', confidence]])
}

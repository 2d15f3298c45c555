import type * as SqlFormatter from 'sql-formatter'
import { SQL_DIALECTS } from '../../lib/sql-dialects'
import { sizeStats, type SizeStats } from './size.impl'

/**
 * SQL formatting and minifying with sql-formatter, imported on first use inside the worker and kept
 * warm. Minify first lets sql-formatter parse (and re-case) the statement, then collapses it to one
 * line: string literals and quoted names are kept byte for byte, comments are removed except
 * optimizer hints and MySQL's conditional comments. A minified result carries its sizes.
 */
export { SQL_DIALECTS } from '../../lib/sql-dialects'
export type SqlDialect = (typeof SQL_DIALECTS)[number]['value']
export type KeywordCase = 'preserve' | 'upper' | 'lower'

export type SqlJob = {
  text: string
  mode: 'format' | 'minify'
  useTabs: boolean
  tabWidth: number
  dialect: SqlDialect
  keywordCase: KeywordCase
}
/** `parsesAs`: on a failure, the first other dialect that parses the text, to suggest a switch. */
export type SqlResult = { ok: true; output: string; stats?: SizeStats } | { ok: false; message: string; parsesAs?: SqlDialect }

/** Other dialects are tried only on texts up to this size (each try is a full parse). */
export const TRY_DIALECTS_UP_TO = 64 * 1024

type SqlFormatterModule = typeof SqlFormatter
let formatter: Promise<SqlFormatterModule> | null = null
const loadFormatter = () => (formatter ??= import('sql-formatter'))

/** Dialects whose string literals treat a backslash as an escape character. */
const BACKSLASH_ESCAPES = new Set<string>(['mysql', 'mariadb', 'bigquery', 'spark'])

/**
 * Collapses SQL to one line: whitespace runs and comments become one space (none next to
 * punctuation), while quoted strings and names ('…', "…", `…`, […], $tag$…$tag$) stay as written.
 */
export function minifySql(sql: string, dialect: SqlDialect = 'sql'): string {
  const backslash = BACKSLASH_ESCAPES.has(dialect)
  const hashComments = dialect === 'mysql' || dialect === 'mariadb' || dialect === 'bigquery'
  const out: string[] = []
  let pendingSpace = false
  const emit = (s: string) => {
    if (pendingSpace && out.length > 0) {
      const last = out[out.length - 1]!
      const prev = last[last.length - 1]!
      const next = s[0]!
      if (!'(,;'.includes(prev) && !'),;'.includes(next) && !(prev === '.' || next === '.')) out.push(' ')
    }
    pendingSpace = false
    out.push(s)
  }
  const n = sql.length
  let i = 0
  while (i < n) {
    const c = sql[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
      pendingSpace = true
      i++
    } else if ((c === '-' && sql[i + 1] === '-') || (hashComments && c === '#')) {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? n : end + 1
      pendingSpace = true
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      const stop = end === -1 ? n : end + 2
      // Optimizer hints (/*+ … */) and MySQL's conditional code (/*! … */) mean something: kept as written.
      if (sql[i + 2] === '+' || sql[i + 2] === '!') emit(sql.slice(i, stop))
      else pendingSpace = true
      i = stop
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c
      let j = i + 1
      while (j < n) {
        const d = sql[j]!
        if (backslash && d === '\\' && c !== '[') j += 2
        else if (d === close) {
          if (sql[j + 1] === close && c !== '[') j += 2
          else break
        } else j++
      }
      emit(sql.slice(i, Math.min(j + 1, n)))
      i = j + 1
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64))![0]
      const end = sql.indexOf(tag, i + tag.length)
      const stop = end === -1 ? n : end + tag.length
      emit(sql.slice(i, stop))
      i = stop
    } else {
      let j = i + 1
      // A run of ordinary characters up to the next space, quote, comment or punctuation.
      if (!'(),;'.includes(c)) {
        while (j < n && !/[\s'"`[(),;]/.test(sql[j]!) && !(sql[j] === '-' && sql[j + 1] === '-') && !(sql[j] === '/' && sql[j + 1] === '*') && !(sql[j] === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(j, j + 64))) && !(hashComments && sql[j] === '#')) j++
      }
      emit(sql.slice(i, j))
      i = j
    }
  }
  return out.join('')
}

/**
 * The first dialect other than `job.dialect` (in the menu's order) whose parser takes the text, or
 * undefined; tried only up to TRY_DIALECTS_UP_TO characters.
 */
export function dialectThatParses(format: SqlFormatterModule['format'], job: Pick<SqlJob, 'text' | 'dialect'>): SqlDialect | undefined {
  if (job.text.length > TRY_DIALECTS_UP_TO) return undefined
  for (const { value } of SQL_DIALECTS) {
    if (value === job.dialect) continue
    try {
      format(job.text, { language: value })
      return value
    } catch {
      // Not this one.
    }
  }
  return undefined
}

/**
 * Formats or minifies SQL; a parse failure returns sql-formatter's own message (first line), and
 * the first other dialect that parses the text (`parsesAs`), so the screen can offer to switch.
 */
export async function formatSql(job: SqlJob): Promise<SqlResult> {
  const { format } = await loadFormatter()
  try {
    const formatted = format(job.text, {
      language: job.dialect,
      tabWidth: job.tabWidth,
      useTabs: job.useTabs,
      keywordCase: job.keywordCase,
    })
    if (job.mode === 'format') return { ok: true, output: formatted }
    const output = minifySql(formatted, job.dialect)
    return { ok: true, output, stats: await sizeStats(job.text, output) }
  } catch (e) {
    const message = e instanceof Error ? e.message.split('\n')[0]!.trim() : String(e)
    const parsesAs = dialectThatParses(format, job)
    return parsesAs ? { ok: false, message, parsesAs } : { ok: false, message }
  }
}

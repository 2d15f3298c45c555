import { constructFromEvents, CORE_SCHEMA, EVENT_ID, getScalarValue, mergeTag, parseEvents, realMapTag, SCALAR_STYLE, type Event } from 'js-yaml'

export type YamlError = { message: string; line: number; column: number }
/** A plain scalar that does not mean what it looks like, at its line and column (from 1). */
export type YamlWarning = { line: number; column: number; text: string; message: string }
export type YamlResult =
  | { ok: true; documents: number; warnings: YamlWarning[]; moreWarnings: number }
  | { ok: false; error: YamlError | null }

/** At most this many warnings travel back; the rest are counted. */
export const MAX_WARNINGS = 500

/**
 * YAML 1.2 core schema with merge keys and Map mappings: the reading YAML -> JSON uses
 * (src/workers/convert/yaml.impl.ts), so `<<: *base` is validated as a merge there and here.
 */
const SCHEMA = CORE_SCHEMA.withTags(mergeTag, realMapTag)

/** js-yaml's own reason, without the "(line:column)" it appends to `message`. */
function reasonOf(e: unknown): string {
  if (e && typeof e === 'object') {
    const reason = (e as { reason?: unknown }).reason
    if (typeof reason === 'string' && reason.trim()) return reason.trim()
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string') return message.split('\n')[0]!.replace(/\s*\(\d+:\d+\)\s*$/, '').trim()
  }
  return ''
}

/* YAML 1.1 traps ------------------------------------------------------------------------------ */

/** Booleans in YAML 1.1 (yaml.org/type/bool.html) that YAML 1.2's core schema reads as strings. */
const BOOL_11 = /^(?:y|Y|yes|Yes|YES|on|On|ON|n|N|no|No|NO|off|Off|OFF)$/
const TRUE_11 = /^(?:y|Y|yes|Yes|YES|on|On|ON)$/
/** YAML 1.1 octal integers (yaml.org/type/int.html); YAML 1.2 reads `0777` as decimal 777. */
const OCTAL_11 = /^[-+]?0[0-7]+$/
/** YAML 1.1 base-60 integers and floats (yaml.org/type/int.html, float.html); strings in YAML 1.2. */
const SEXAGESIMAL_11 = /^[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/
/** A YAML 1.2 core float written with a decimal point (and no exponent). */
const DECIMAL = /^[-+]?[0-9]+\.[0-9]+$/

const quoted = (text: string) => `"${text}"`

function sexagesimalValue(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1
  const parts = text.replace(/^[-+]/, '').replace(/_/g, '').split(':')
  return sign * parts.reduce((sum, part) => sum * 60 + Number(part), 0)
}

/**
 * What is wrong with a plain (unquoted, untagged) scalar, or null: YAML 1.1 readings that differ
 * from YAML 1.2's (booleans, octals, base 60), and decimals whose number is not the text written.
 */
export function trapOf(text: string): string | null {
  if (BOOL_11.test(text)) {
    const value = TRUE_11.test(text) ? 'true' : 'false'
    return `${text} is the string ${quoted(text)} in YAML 1.2, but YAML 1.1 parsers (PyYAML, go-yaml v2 and others) read it as the boolean ${value}. Quote it (${quoted(text)}) to keep the string, or write ${value}.`
  }
  if (OCTAL_11.test(text)) {
    const v12 = Number(text)
    const v11 = (text.startsWith('-') ? -1 : 1) * parseInt(text.replace(/^[-+]/, ''), 8)
    if (v11 === v12) return null
    return `${text} is the number ${v12} in YAML 1.2, but YAML 1.1 parsers read the leading zero as octal: ${v11}. Quote it (${quoted(text)}) to keep the text, or write the number without the leading zero.`
  }
  if (SEXAGESIMAL_11.test(text)) {
    return `${text} is the string ${quoted(text)} in YAML 1.2, but YAML 1.1 parsers read it as a base-60 number: ${sexagesimalValue(text)}. Quote it (${quoted(text)}) to keep the string.`
  }
  if (DECIMAL.test(text)) {
    const value = String(Number(text))
    if (value === text.replace(/^\+/, '')) return null
    return `${text} is the number ${value}: the text ${quoted(text)} is not kept. If it is a version or an identifier, quote it (${quoted(text)}).`
  }
  return null
}

/** Line (from 1) of each offset, by binary search over the line starts. */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}
function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= offset) lo = mid
    else hi = mid - 1
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 }
}

function warningsOf(text: string, events: Event[]): { warnings: YamlWarning[]; more: number } {
  const warnings: YamlWarning[] = []
  let more = 0
  let starts: number[] | null = null
  for (const e of events) {
    if (e.type !== EVENT_ID.SCALAR || e.style !== SCALAR_STYLE.PLAIN || e.tagStart !== -1) continue
    // Every trap is a short single token; skip long scalars without decoding them.
    if (e.valueEnd - e.valueStart > 40) continue
    const value = getScalarValue(text, e)
    const message = trapOf(value)
    if (!message) continue
    if (warnings.length >= MAX_WARNINGS) {
      more++
      continue
    }
    starts ??= lineStarts(text)
    warnings.push({ ...positionOf(starts, e.valueStart), text: value, message })
  }
  return { warnings, more }
}

/**
 * Validates a YAML stream with js-yaml (YAML 1.2): every document is parsed and constructed, as
 * YAML -> JSON would read it. Nothing is re-serialised: the screen shows the document as written.
 * A valid stream gives its document count and warnings about plain scalars that YAML 1.1 parsers
 * read differently (`NO`, `on`, `0777`, `1:30`) or whose number is not the text (`1.10`), each with
 * its line and column. A syntax error gives the parser's reason with its line and column (from 1);
 * an error without a position gives `error: null`.
 */
export function validateYaml({ text }: { text: string }): YamlResult {
  let events: Event[]
  let documents: number
  try {
    events = parseEvents(text, {})
    documents = constructFromEvents(events, { source: text, schema: SCHEMA }).length
  } catch (e) {
    const mark = (e as { mark?: { line?: number; column?: number } }).mark
    if (mark && typeof mark.line === 'number' && typeof mark.column === 'number') {
      return { ok: false, error: { message: reasonOf(e), line: mark.line + 1, column: mark.column + 1 } }
    }
    const message = reasonOf(e)
    return { ok: false, error: message ? { message, line: 0, column: 0 } : null }
  }
  const { warnings, more } = warningsOf(text, events)
  return { ok: true, documents, warnings, moreWarnings: more }
}

import { documentValue, parseYaml, plainScalars, YamlValueError, type ParsedYaml } from '../../lib/yaml-engine'

export type YamlError = { message: string; line: number; column: number }
/** A value that may not mean what it looks like (or an unknown tag), at its line and column (from 1). */
export type YamlWarning = { line: number; column: number; text: string; message: string }
/** One document of the stream: where it starts, and how many errors and warnings it has. */
export type YamlDocumentReport = { index: number; line: number; errors: number; warnings: number }
export type YamlResult =
  | { ok: true; documents: number; warnings: YamlWarning[]; moreWarnings: number; perDocument: YamlDocumentReport[] }
  | {
      ok: false
      /** The first error of the stream (null only when it has no message). */
      error: YamlError | null
      /** Every error, document by document (at most MAX_ERRORS; `moreErrors` counts the rest). */
      errors: (YamlError & { document: number })[]
      moreErrors: number
      documents: number
      perDocument: YamlDocumentReport[]
    }

/** At most this many warnings (and errors) travel back; the rest are counted. */
export const MAX_WARNINGS = 500
export const MAX_ERRORS = 100

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

/** What an unknown tag means for the document. */
export const unknownTagMessage = (tag: string) => `${tag} is a tag this validator does not know: the value is valid YAML and is read as if untagged.`

type Positioned = YamlWarning & { offset: number; document: number }

function warningsOf(parsed: ParsedYaml): Positioned[] {
  const found: Positioned[] = []
  for (const w of parsed.warnings) {
    const { tag } = w
    found.push({ line: w.line, column: w.column, offset: w.offset, document: w.document, text: tag ?? '', message: tag ? unknownTagMessage(tag) : w.message })
  }
  parsed.documents.forEach((doc, document) => {
    plainScalars(doc, (text, offset) => {
      // Every trap is a short single token; skip long scalars.
      if (text.length > 40) return
      const message = trapOf(text)
      if (message) found.push({ ...parsed.position(offset), offset, document, text, message })
    })
  })
  return found.sort((a, b) => a.offset - b.offset)
}

/**
 * Validates a YAML stream with the one YAML engine (src/lib/yaml-engine.ts, D29): every document
 * is parsed and read as YAML -> JSON reads it (merge keys included). Nothing is re-serialised: the
 * screen shows the stream as written. A valid stream gives its document count, a report per
 * document, and warnings: unknown tags (kept, D29), and plain scalars that YAML 1.1 parsers read
 * differently (`NO`, `on`, `0777`, `1:30`) or whose number is not the text (`1.10`), each with its
 * line and column. An invalid one gives every error, document by document, each with its line and
 * column (from 1); `error` is the first.
 */
export function validateYaml({ text }: { text: string }): YamlResult {
  const parsed = parseYaml(text)
  const errors: (YamlError & { document: number; offset: number })[] = parsed.errors.map(({ message, line, column, document, offset }) => ({ message, line, column, document, offset }))
  const cycles: Positioned[] = []
  parsed.documents.forEach((doc, document) => {
    if (doc.errors.length) return
    try {
      documentValue(doc)
    } catch (e) {
      if (!(e instanceof YamlValueError)) throw e
      const at = parsed.position(e.offset)
      // An alias inside its own anchor is valid YAML (JSON cannot hold it): a warning, not an error.
      if (e.kind === 'cycle') cycles.push({ ...at, offset: e.offset, document, text: '', message: e.message })
      else errors.push({ message: e.message, ...at, document, offset: e.offset })
    }
  })
  const warnings = [...warningsOf(parsed), ...cycles].sort((a, b) => a.offset - b.offset)
  const perDocument: YamlDocumentReport[] = parsed.documents.map((doc, index) => ({ index, line: parsed.position(doc.range[0]).line, errors: 0, warnings: 0 }))
  for (const e of errors) if (perDocument[e.document]) perDocument[e.document]!.errors++
  for (const w of warnings) if (perDocument[w.document]) perDocument[w.document]!.warnings++
  if (errors.length) {
    errors.sort((a, b) => a.offset - b.offset)
    const list = errors.slice(0, MAX_ERRORS).map(({ message, line, column, document }) => ({ message, line, column, document }))
    const first = list[0]!
    return {
      ok: false,
      error: first.message ? { message: first.message, line: first.line, column: first.column } : null,
      errors: list,
      moreErrors: errors.length - list.length,
      documents: parsed.documents.length,
      perDocument,
    }
  }
  return {
    ok: true,
    documents: parsed.documents.length,
    warnings: warnings.slice(0, MAX_WARNINGS).map(({ line, column, text, message }) => ({ line, column, text, message })),
    moreWarnings: Math.max(0, warnings.length - MAX_WARNINGS),
    perDocument,
  }
}

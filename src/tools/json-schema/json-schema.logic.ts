import { DRAFT_LABEL, DRAFTS, type DraftChoice } from '../../workers/schema/drafts'
import type { ErrorRow, SchemaJob, SchemaOutcome, SyntaxError } from '../../workers/schema/schema.impl'

/** JSON Schema Validator (D28, issue 15 item 2): the screen's rules and words. */

export type JsonSchemaState = { schema: string; document: string; draft: DraftChoice; formats: boolean }
export const DEFAULTS: JsonSchemaState = { schema: '', document: '', draft: 'auto', formats: true }

export const DRAFT_CHOICES: readonly DraftChoice[] = ['auto', ...DRAFTS]
export const DRAFT_OPTIONS = DRAFT_CHOICES.map((value) => ({ value, label: value === 'auto' ? 'Auto (from $schema)' : DRAFT_LABEL[value].replace(/^draft[ -]/, '') }))

export const validateState = (s: JsonSchemaState, d: JsonSchemaState): JsonSchemaState => ({
  schema: typeof s.schema === 'string' ? s.schema : d.schema,
  document: typeof s.document === 'string' ? s.document : d.document,
  draft: DRAFT_CHOICES.includes(s.draft) ? s.draft : d.draft,
  formats: typeof s.formats === 'boolean' ? s.formats : d.formats,
})

/** Inputs up to this size (schema + document, characters) validate as you type; larger ones on Validate. */
export const LIVE_LIMIT = 1_000_000
export const DEBOUNCE_MS = 250
export const isLive = (s: JsonSchemaState) => s.schema.length + s.document.length <= LIVE_LIMIT

/** What a result is made from (D31): both texts and both options. */
export const resultInputs = (s: JsonSchemaState): Record<string, unknown> => ({ schema: s.schema, document: s.document, draft: s.draft, formats: s.formats })
export const jobOf = (s: JsonSchemaState): SchemaJob => ({ schema: s.schema, document: s.document, draft: s.draft, formats: s.formats })

export const EMPTY_HINT = 'Paste a JSON Schema and a JSON document: the verdict and every error, with its line, appear here as you type.'
export const NEED_SCHEMA = 'Enter a schema to validate the document against.'
export const NEED_DOCUMENT = 'Enter a JSON document to validate.'
export const SCHEMA_INVALID = 'The schema is invalid'
export const INFER_CONFIRM = 'Replace the schema with one inferred from the document?'
export const INFER_EMPTY = 'Enter a JSON document to infer a schema from.'
export const INFER_DONE = 'Schema inferred from the document (draft 2020-12)'
export const CRASHED = 'The validator stopped unexpectedly. Try again; your input is unchanged.'

export const validMessage = (o: Extract<SchemaOutcome, { kind: 'valid' }>) => `✅ Valid against ${DRAFT_LABEL[o.draft]}`

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/** "3 errors against draft 2020-12" (the count is every error, also those not listed). */
export const errorCount = (o: Extract<SchemaOutcome, { kind: 'invalid' }>) => `${plural(o.total, 'error')} against ${DRAFT_LABEL[o.draft]}`

/** "line 4, column 10", or nothing when the position is unknown. */
export const positionOf = (r: { line: number; column: number }) => (r.line > 0 ? `line ${r.line}, column ${r.column}` : '')

/** The pointer as shown: the root is "/" (Ajv's instancePath is empty there). */
export const shownPointer = (pointer: string) => pointer || '/'

/** One row of the report: `/age (line 2, column 10): must be integer [type]`. */
export function rowText(r: ErrorRow): string {
  const at = positionOf(r)
  return `${shownPointer(r.pointer)}${at ? ` (${at})` : ''}: ${r.message}${r.detail ? ` ${r.detail}` : ''} [${r.keyword}]`
}

export const syntaxLine = (e: SyntaxError) => `${e.message} (line ${e.line}, column ${e.column})`

/** The frame's result (Copy): the verdict and every listed error as text. */
export function reportText(o: SchemaOutcome): string {
  switch (o.kind) {
    case 'valid':
      return [validMessage(o), ...(o.note ? [o.note] : [])].join('\n')
    case 'invalid':
      return [errorCount(o), ...(o.note ? [o.note] : []), ...o.errors.map(rowText), ...(o.total > o.errors.length ? [`…and ${o.total - o.errors.length} more`] : [])].join('\n')
    case 'schema-invalid':
      return [`${SCHEMA_INVALID} (${DRAFT_LABEL[o.draft]})`, ...o.errors.map(rowText)].join('\n')
    case 'syntax':
      return [
        ...(o.schema ? [`Schema is not valid JSON: ${syntaxLine(o.schema)}`] : []),
        ...(o.document ? [`Document is not valid JSON: ${syntaxLine(o.document)}`] : []),
      ].join('\n')
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * D25, the input port: does a text look like a schema rather than a document? A JSON object with
 * `$schema`, or with `type` and one of `properties`, `items`, `$defs`, `definitions`.
 */
export function looksLikeSchema(text: string): boolean {
  const t = text.trim()
  if (!t.startsWith('{') || t.length > 5_000_000) return false
  let v: unknown
  try {
    v = JSON.parse(t)
  } catch {
    return false
  }
  if (!isObject(v)) return false
  if (typeof v.$schema === 'string') return true
  const typed = typeof v.type === 'string' || Array.isArray(v.type)
  return typed && (isObject(v.properties) || 'items' in v || isObject(v.$defs) || isObject(v.definitions))
}

/** The input port's rule: a schema goes to the schema side, anything else to the document. */
export const acceptText = (s: JsonSchemaState, text: string): JsonSchemaState => (looksLikeSchema(text) ? { ...s, schema: text } : { ...s, document: text })

export const EXAMPLE: Pick<JsonSchemaState, 'schema' | 'document'> = {
  schema: `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "id": { "type": "integer", "minimum": 1 },
    "name": { "type": "string", "minLength": 1 },
    "email": { "type": "string", "format": "email" },
    "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true },
    "role": { "enum": ["admin", "editor", "viewer"] }
  },
  "required": ["id", "name", "email"],
  "additionalProperties": false
}`,
  document: `{
  "id": 0,
  "name": "Ada Lovelace",
  "email": "ada@example",
  "tags": ["math", "math"],
  "role": "owner",
  "active": true
}`,
}

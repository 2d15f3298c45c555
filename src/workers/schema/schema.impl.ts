import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv'
import Ajv2019 from 'ajv/dist/2019'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describeJsonError } from '../format/json.impl'
import type { ProgressFn } from '../core/types'
import { DEFAULT_DRAFT, DRAFT_LABEL, draftOfUri, type Draft, type DraftChoice } from './drafts'
import { inferSchema } from './infer'
import { locatePointers, pointerOf, pointerTokens, type PointerPosition } from './json-positions'

/**
 * The `schema` engine: JSON Schema validation with Ajv (drafts 2020-12, 2019-09 and 07) and
 * ajv-formats, every error placed at its line and column. Ajv compiles a schema into a function
 * (`new Function`), which the page's CSP forbids; a worker script gets its own policy from its own
 * response, so Ajv only ever runs here, in the worker (and in node for the tests).
 */

export { DEFAULT_DRAFT, DRAFT_LABEL, DRAFT_URI, DRAFTS, draftOfUri, type Draft, type DraftChoice } from './drafts'

export type EngineOptions = {
  /** Schemas `$ref` may reach by URI (the test suite's remotes); nothing is ever fetched. */
  remotes?: Record<string, unknown>
  /** `format` as an assertion (ajv-formats); on unless turned off. */
  formats?: boolean
}

/** A fresh Ajv for a draft: all errors, lenient about unknown keywords (schemas in the wild). */
export function createAjv(draft: Draft, options: EngineOptions = {}): Ajv {
  // ownProperties: `required: ["toString"]` is not met by a property inherited from Object.prototype.
  const opts = { allErrors: true, strict: false, ownProperties: true, logger: false as const, validateFormats: options.formats !== false }
  const ajv = draft === '2020-12' ? new Ajv2020(opts) : draft === '2019-09' ? new Ajv2019(opts) : new Ajv(opts)
  addFormats(ajv)
  for (const [uri, schema] of Object.entries(options.remotes ?? {})) {
    try {
      ajv.addSchema(schema as AnySchema, uri)
    } catch {
      // A remote another draft's validator cannot take (a draft-04 meta-schema, say) is left out.
    }
  }
  return ajv
}

/** Why a schema could not be compiled: the meta-schema's errors, or Ajv's own message. */
export type SchemaProblem = { errors: ErrorObject[]; message: string; missingRef?: string }

export type Prepared = { ok: true; validate: (data: unknown) => { valid: boolean; errors: ErrorObject[] } } | { ok: false; problem: SchemaProblem }

/**
 * Checks `schema` against its draft's meta-schema and compiles it. This is the function the
 * tool's worker and the JSON-Schema-Test-Suite conformance test both run.
 */
export function prepareValidator(schema: unknown, draft: Draft, options: EngineOptions = {}): Prepared {
  const ajv = createAjv(draft, options)
  let fn: ValidateFunction
  try {
    if (typeof schema === 'object' && schema !== null && !Array.isArray(schema)) {
      const metaOk = ajv.validateSchema(schema as AnySchema)
      if (metaOk === false) return { ok: false, problem: { errors: [...(ajv.errors ?? [])], message: ajv.errorsText(ajv.errors, { dataVar: 'schema' }) } }
    }
    fn = ajv.compile(schema as AnySchema)
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    const missingRef = e && typeof e === 'object' && 'missingRef' in e ? String((e as { missingRef: unknown }).missingRef) : undefined
    return { ok: false, problem: { errors: [], message, missingRef } }
  }
  return {
    ok: true,
    validate: (data) => {
      const valid = fn(data) as boolean
      return { valid, errors: valid ? [] : [...(fn.errors ?? [])] }
    },
  }
}

// ——— The tool's job ———

export type SchemaJob = {
  schema: string
  document: string
  draft: DraftChoice
  /** `format` as an assertion (ajv-formats); off, it is an annotation (the drafts' default). */
  formats: boolean
}
export type SyntaxError = { message: string; line: number; column: number }

/** One error, where it is and what Ajv says about it. */
export type ErrorRow = {
  /** The JSON pointer of the value in error (Ajv's instancePath): `/items/0/name`, `` for the root. */
  pointer: string
  keyword: string
  /** Ajv's own message ("must be integer"). */
  message: string
  /** What the message leaves out: the extra property's name, the allowed values. */
  detail?: string
  /** Where in the schema the failing keyword is (Ajv's schemaPath). */
  schemaPath: string
  /** Line and column (from 1) in the text checked; 0 when the position is not known. */
  line: number
  column: number
}

export type SchemaOutcome =
  | { kind: 'syntax'; schema: SyntaxError | null; document: SyntaxError | null }
  | { kind: 'schema-invalid'; draft: Draft; errors: ErrorRow[]; total: number; note?: string }
  | { kind: 'valid'; draft: Draft; note?: string }
  | { kind: 'invalid'; draft: Draft; errors: ErrorRow[]; total: number; note?: string }

/** Errors listed with their positions; the count says how many there are in all. */
export const MAX_ERRORS = 500

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: SyntaxError } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (e) {
    const { message, line, column } = describeJsonError(text, e)
    return { ok: false, error: { message, line, column } }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The draft to validate with, and a note when the choice overrides what `$schema` says. */
export function resolveDraft(schema: unknown, choice: DraftChoice): { draft: Draft; note?: string; unknown?: string } {
  const declared = isObject(schema) ? schema.$schema : undefined
  const named = draftOfUri(declared)
  if (choice === 'auto') {
    if (declared === undefined) return { draft: DEFAULT_DRAFT }
    if (named) return { draft: named }
    return { draft: DEFAULT_DRAFT, unknown: String(declared) }
  }
  if (declared !== undefined && named !== choice) {
    return { draft: choice, note: `The schema's $schema is ${JSON.stringify(declared)}; validated as ${DRAFT_LABEL[choice]}, as chosen.` }
  }
  return { draft: choice }
}

/** Where an error points in the text: the key of a named property, else the value. */
function target(e: ErrorObject): { pointer: string; key: boolean } {
  const p = e.params as Record<string, unknown>
  const name = p.additionalProperty ?? p.unevaluatedProperty ?? p.propertyName
  if (typeof name === 'string') return { pointer: pointerOf([...pointerTokens(e.instancePath), name]), key: true }
  return { pointer: e.instancePath, key: false }
}

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v)
  return s.length > 120 ? `${s.slice(0, 117)}...` : s
}

/** What Ajv's message leaves out, from its params. */
function detailOf(e: ErrorObject): string | undefined {
  const p = e.params as Record<string, unknown>
  if (typeof p.additionalProperty === 'string') return `"${p.additionalProperty}"`
  if (typeof p.unevaluatedProperty === 'string') return `"${p.unevaluatedProperty}"`
  if (typeof p.propertyName === 'string') return `"${p.propertyName}"`
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return short(p.allowedValues)
  if (e.keyword === 'const' && 'allowedValue' in p) return short(p.allowedValue)
  return undefined
}

/** Ajv's errors as rows with their line and column in `text` (the first MAX_ERRORS of them). */
export function errorRows(errors: readonly ErrorObject[], text: string): ErrorRow[] {
  const shown = errors.slice(0, MAX_ERRORS)
  const targets = shown.map(target)
  const positions = locatePointers(text, new Set(targets.flatMap((t, i) => [t.pointer, shown[i]!.instancePath])))
  return shown.map((e, i) => {
    const t = targets[i]!
    const at: PointerPosition | undefined = positions.get(t.pointer) ?? positions.get(e.instancePath)
    const pos = t.key && at?.key ? at.key : at?.value
    const detail = detailOf(e)
    return {
      pointer: e.instancePath,
      keyword: e.keyword,
      message: e.message ?? e.keyword,
      ...(detail ? { detail } : {}),
      schemaPath: e.schemaPath,
      line: pos?.line ?? 0,
      column: pos?.column ?? 0,
    }
  })
}

/** The pointer of the first `$ref` in `schema` whose value is `ref` (for "can't resolve reference"). */
function findRef(schema: unknown, ref: string, path: string[] = [], depth = 0): string | null {
  if (depth > 200) return null
  if (Array.isArray(schema)) {
    for (let i = 0; i < schema.length; i++) {
      const found = findRef(schema[i], ref, [...path, String(i)], depth + 1)
      if (found !== null) return found
    }
  } else if (isObject(schema)) {
    for (const [k, v] of Object.entries(schema)) {
      if ((k === '$ref' || k === '$dynamicRef' || k === '$recursiveRef') && typeof v === 'string' && (v === ref || ref.endsWith(v))) return pointerOf([...path, k])
      const found = findRef(v, ref, [...path, k], depth + 1)
      if (found !== null) return found
    }
  }
  return null
}

/** Validates a document against a schema: the `schema` worker's main job. */
export function validateJob(job: SchemaJob, progress?: ProgressFn): SchemaOutcome {
  const total = 4
  progress?.({ done: 0, total })
  const schema = parse(job.schema)
  const document = parse(job.document)
  if (!schema.ok || !document.ok) return { kind: 'syntax', schema: schema.ok ? null : schema.error, document: document.ok ? null : document.error }
  progress?.({ done: 1, total })

  const { draft, note, unknown } = resolveDraft(schema.value, job.draft)
  if (unknown !== undefined) {
    const at = locatePointers(job.schema, ['/$schema']).get('/$schema')?.value
    const message = `names ${JSON.stringify(unknown)}, which is not draft 2020-12, 2019-09 or 07: choose the draft by hand`
    return { kind: 'schema-invalid', draft, errors: [{ pointer: '/$schema', keyword: '$schema', message, schemaPath: '', line: at?.line ?? 0, column: at?.column ?? 0 }], total: 1 }
  }
  // Chosen by hand over another $schema: validate as the chosen draft (its meta-schema applies).
  const value = note && isObject(schema.value) ? Object.fromEntries(Object.entries(schema.value).filter(([k]) => k !== '$schema')) : schema.value
  const prepared = prepareValidator(value, draft, { formats: job.formats })
  progress?.({ done: 2, total })
  if (!prepared.ok) {
    const { problem } = prepared
    if (problem.errors.length > 0) return { kind: 'schema-invalid', draft, errors: errorRows(problem.errors, job.schema), total: problem.errors.length, ...(note ? { note } : {}) }
    const pointer = problem.missingRef ? (findRef(schema.value, problem.missingRef) ?? '') : ''
    const at = locatePointers(job.schema, [pointer]).get(pointer)?.value
    return {
      kind: 'schema-invalid',
      draft,
      errors: [{ pointer, keyword: problem.missingRef ? '$ref' : 'compile', message: problem.message, schemaPath: '', line: at?.line ?? 0, column: at?.column ?? 0 }],
      total: 1,
      ...(note ? { note } : {}),
    }
  }
  const result = prepared.validate(document.value)
  progress?.({ done: 3, total })
  if (result.valid) return { kind: 'valid', draft, ...(note ? { note } : {}) }
  const errors = errorRows(result.errors, job.document)
  progress?.({ done: 4, total })
  return { kind: 'invalid', draft, errors, total: result.errors.length, ...(note ? { note } : {}) }
}

export type InferOutcome = { ok: true; schema: string } | { ok: false; error: SyntaxError }

/** 'Infer a schema' from the document text: a draft 2020-12 schema, 2-space indented. */
export function inferJob(document: string): InferOutcome {
  const parsed = parse(document)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  return { ok: true, schema: JSON.stringify(inferSchema(parsed.value), null, 2) }
}

export const schemaApi = {
  validate: validateJob,
  infer: inferJob,
}

export type SchemaApi = typeof schemaApi

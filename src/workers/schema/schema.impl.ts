import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv'
import Ajv2019 from 'ajv/dist/2019'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describeJsonError } from '../format/json.impl'
import type { ProgressFn } from '../core/types'
import { DEFAULT_DRAFT, DRAFT_LABEL, draftOfUri, type Draft, type DraftChoice } from './drafts'
import { inferSchema } from './infer'
import { prepareReference, type ReferenceError, type ReferenceResult } from './reference'
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

/**
 * A document's verdict, and who gave it. Both engines agreeing, Ajv's errors are shown (its
 * messages and parameters are the richer); where they differ, or Ajv cannot take the schema, the
 * reference validator's verdict stands (issue 35: it passes the whole required suite).
 */
export type Verdict = { valid: boolean; errors: ErrorObject[]; engine: 'ajv' | 'reference'; ajvDisagreed?: boolean }

export type Prepared =
  | { ok: true; validate: (data: unknown) => Promise<Verdict | { problem: SchemaProblem }>; release: () => void }
  | { ok: false; problem: SchemaProblem }

/** Keywords where Ajv 8 is known to fall short of the drafts (the suite's required cases): the reference always checks these. */
const AJV_SHORT = new Set(['$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor', 'unevaluatedProperties', 'unevaluatedItems'])

/** Whether a schema uses one of AJV_SHORT's keywords, or an empty `enum` (which Ajv refuses). */
export function usesAjvShortfalls(schema: unknown, depth = 0): boolean {
  if (depth > 500 || typeof schema !== 'object' || schema === null) return false
  if (Array.isArray(schema)) return schema.some((v) => usesAjvShortfalls(v, depth + 1))
  return Object.entries(schema).some(([k, v]) => AJV_SHORT.has(k) || (k === 'enum' && Array.isArray(v) && v.length === 0) || usesAjvShortfalls(v, depth + 1))
}

/** Where subschemas are, per draft: maps of them, single ones, and lists of them. */
const PLACES_07 = {
  maps: ['properties', 'patternProperties', 'definitions', 'dependencies'],
  one: ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'items'],
  lists: ['allOf', 'anyOf', 'oneOf', 'items'],
}
const PLACES_2019 = {
  maps: [...PLACES_07.maps, '$defs', 'dependentSchemas'],
  one: [...PLACES_07.one, 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'],
  lists: [...PLACES_07.lists, 'prefixItems'],
}

/**
 * `schema` with `f` applied to it and then to each of its subschemas, walking only where a
 * draft puts subschemas (so a property named `$ref` or `dependencies` inside `properties` stays).
 */
function mapSchemas(schema: unknown, draft: Draft, f: (s: Record<string, unknown>) => Record<string, unknown>, depth = 0): unknown {
  if (depth > 500 || !isObject(schema)) return schema
  const out = { ...f(schema) }
  const places = draft === '07' ? PLACES_07 : PLACES_2019
  for (const k of places.maps) {
    const m = out[k]
    if (isObject(m)) out[k] = Object.fromEntries(Object.entries(m).map(([n, v]) => [n, Array.isArray(v) ? v : mapSchemas(v, draft, f, depth + 1)]))
  }
  for (const k of places.one) if (k in out && !Array.isArray(out[k])) out[k] = mapSchemas(out[k], draft, f, depth + 1)
  for (const k of places.lists) {
    const l = out[k]
    if (Array.isArray(l)) out[k] = l.map((v) => mapSchemas(v, draft, f, depth + 1))
  }
  return out
}

/**
 * draft-07 says "all other properties in a `$ref` object MUST be ignored"; Ajv 8 applies them (as
 * 2019-09 does) and the reference lets a sibling `$id` move the base URI. Both engines are given
 * the schema with each `$ref` object reduced to its `$ref`.
 */
export const refSiblingsIgnored = (schema: unknown) => mapSchemas(schema, '07', (s) => (typeof s.$ref === 'string' ? { $ref: s.$ref } : s))

/**
 * draft-07's `dependencies` in a 2019-09 or 2020-12 schema, as those drafts split it (and as Ajv
 * reads it there): lists of names into `dependentRequired`, schemas into `dependentSchemas`. The
 * reference validator would otherwise ignore it as an unknown keyword.
 */
export const dependenciesSplit = (schema: unknown) =>
  mapSchemas(schema, '2020-12', (s) => {
    if (!isObject(s.dependencies)) return s
    const { dependencies, ...rest } = s
    const required = { ...(isObject(rest.dependentRequired) ? rest.dependentRequired : {}) }
    const schemas = { ...(isObject(rest.dependentSchemas) ? rest.dependentSchemas : {}) }
    for (const [name, v] of Object.entries(dependencies as Record<string, unknown>)) (Array.isArray(v) ? required : schemas)[name] = v
    return { ...rest, ...(Object.keys(required).length ? { dependentRequired: required } : {}), ...(Object.keys(schemas).length ? { dependentSchemas: schemas } : {}) }
  })

/**
 * Whether an `enum` or `const` value holds an object with `$id`, `$anchor` or `id`: data, not
 * identifiers, but @hyperjump/json-schema 1.18 registers them as identifiers (the suite's
 * optional anchor.json and id.json). Where the engines differ on such a schema, Ajv's verdict
 * stands.
 */
export function identifiersInValues(schema: unknown, draft: Draft): boolean {
  let found = false
  const hasId = (v: unknown, depth = 0): boolean =>
    depth < 100 && typeof v === 'object' && v !== null && (Array.isArray(v) ? v.some((x) => hasId(x, depth + 1)) : Object.entries(v).some(([k, x]) => k === '$id' || k === '$anchor' || k === 'id' || hasId(x, depth + 1)))
  mapSchemas(schema, draft, (s) => {
    if ((Array.isArray(s.enum) && hasId(s.enum)) || ('const' in s && hasId(s.const))) found = true
    return s
  })
  return found
}

const problemOf = (e: unknown): SchemaProblem => {
  const message = e instanceof Error ? e.message : String(e)
  const missingRef = e && typeof e === 'object' && 'missingRef' in e ? String((e as { missingRef: unknown }).missingRef) : undefined
  return { errors: [], message, missingRef }
}

/**
 * Checks `schema` against its draft's meta-schema (Ajv) and prepares both engines: Ajv compiled,
 * and the reference validator where it is wanted (`reference: 'always'`, the default, or
 * `'when-needed'`: when the schema uses a keyword Ajv falls short on, or Ajv cannot compile it).
 * This is the function the tool's worker and the JSON-Schema-Test-Suite conformance test both run.
 */
export function prepareValidator(schema: unknown, draft: Draft, options: EngineOptions & { reference?: 'always' | 'when-needed' } = {}): Prepared {
  const s = draft === '07' ? refSiblingsIgnored(schema) : dependenciesSplit(schema)
  const ajv = createAjv(draft, options)
  let fn: ValidateFunction | null = null
  let ajvProblem: SchemaProblem | null = null
  try {
    if (isObject(s)) {
      const metaOk = ajv.validateSchema(s as AnySchema)
      if (metaOk === false) return { ok: false, problem: { errors: [...(ajv.errors ?? [])], message: ajv.errorsText(ajv.errors, { dataVar: 'schema' }) } }
    }
    fn = ajv.compile(s as AnySchema)
  } catch (e) {
    ajvProblem = problemOf(e)
  }
  const shortfalls = usesAjvShortfalls(s)
  const wanted = options.reference !== 'when-needed' || !fn || shortfalls
  const referenceMisreads = identifiersInValues(s, draft)
  const prepared = wanted ? prepareReference(s, draft, options) : null
  const ref = prepared?.ok ? prepared : null
  if (!fn && !ref) return { ok: false, problem: ajvProblem ?? { errors: [], message: prepared && !prepared.ok ? prepared.message : 'The schema could not be compiled' } }
  return {
    ok: true,
    release: () => ref?.release(),
    validate: async (data) => {
      let a: { valid: boolean; errors: ErrorObject[] } | null = null
      try {
        a = fn ? { valid: fn(data) as boolean, errors: [...(fn.errors ?? [])] } : null
      } catch {
        // Ajv's generated code can overflow the stack on some dynamic references: the reference decides.
        a = null
      }
      let r: ReferenceResult | null = null
      if (ref) {
        try {
          r = await ref.validate(data)
        } catch (e) {
          // An address the reference cannot reach (nothing is fetched): Ajv's verdict, if it has one.
          if (!a) return { problem: ajvProblem ?? problemOf(e) }
        }
      }
      // Ajv's errors where it is sound; on a keyword it falls short on, even an agreeing verdict may come with wrong errors.
      if (a && (!r || (a.valid === r.valid && !shortfalls) || referenceMisreads)) return { valid: a.valid, errors: a.valid ? [] : a.errors, engine: 'ajv' }
      if (!r) return { problem: ajvProblem ?? { errors: [], message: 'The document could not be checked against this schema' } }
      return { valid: r.valid, errors: r.errors.map((e) => referenceError(e, s, data)), engine: 'reference', ...(a && a.valid !== r.valid ? { ajvDisagreed: true } : {}) }
    },
  }
}

/** The value at a JSON pointer, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let v = root
  for (const t of pointerTokens(pointer)) {
    if (typeof v !== 'object' || v === null) return undefined
    v = (v as Record<string, unknown>)[t]
  }
  return v
}

const KEYED = new Set(['additionalProperties', 'unevaluatedProperties', 'propertyNames'])

/** A reference error in Ajv's shape, with Ajv's wording where the keyword's value tells it. */
function referenceError(e: ReferenceError, schema: unknown, data: unknown): ErrorObject {
  const v = valueAt(schema, e.schemaPointer)
  const at = valueAt(data, e.instancePointer)
  const tokens = pointerTokens(e.instancePointer)
  const keyed = KEYED.has(e.keyword) && tokens.length > 0
  const name = keyed ? tokens[tokens.length - 1]! : undefined
  const params: Record<string, unknown> = keyed ? { [e.keyword === 'propertyNames' ? 'propertyName' : e.keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty']: name } : {}
  const message = ((): string => {
    switch (e.keyword) {
      case 'type':
        return `must be ${Array.isArray(v) ? v.join(',') : String(v)}`
      case 'required': {
        const missing = Array.isArray(v) && isObject(at) ? v.filter((k) => !Object.prototype.hasOwnProperty.call(at, String(k))) : []
        return missing.length ? `must have required property '${missing.join("', '")}'` : 'must have the required properties'
      }
      case 'additionalProperties':
        return 'must NOT have additional properties'
      case 'unevaluatedProperties':
        return 'must NOT have unevaluated properties'
      case 'unevaluatedItems':
        return 'must NOT have unevaluated items'
      case 'enum':
        return Array.isArray(v) && v.length === 0 ? 'no value is allowed (an empty enum)' : 'must be equal to one of the allowed values'
      case 'const':
        return 'must be equal to constant'
      case 'minimum':
        return `must be >= ${String(v)}`
      case 'maximum':
        return `must be <= ${String(v)}`
      case 'exclusiveMinimum':
        return `must be > ${String(v)}`
      case 'exclusiveMaximum':
        return `must be < ${String(v)}`
      case 'minLength':
        return `must NOT have fewer than ${String(v)} characters`
      case 'maxLength':
        return `must NOT have more than ${String(v)} characters`
      case 'minItems':
        return `must NOT have fewer than ${String(v)} items`
      case 'maxItems':
        return `must NOT have more than ${String(v)} items`
      case 'pattern':
        return `must match pattern "${String(v)}"`
      case 'format':
        return `must match format "${String(v)}"`
      case 'multipleOf':
        return `must be multiple of ${String(v)}`
      case 'uniqueItems':
        return 'must NOT have duplicate items'
      case 'false':
      case '':
        return 'no value is allowed here (a false schema)'
      default:
        return v === undefined ? `fails "${e.keyword}"` : `fails "${e.keyword}": ${short(v)}`
    }
  })()
  return {
    keyword: e.keyword,
    instancePath: keyed ? pointerOf(tokens.slice(0, -1)) : e.instancePointer,
    schemaPath: `#${e.schemaPointer}`,
    params,
    message,
    ...(e.keyword === 'enum' && Array.isArray(v) ? { params: { allowedValues: v } } : {}),
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

/** Documents up to this size are also checked by the reference validator whatever the schema (it takes about 0.6 s for 5 MB). */
export const REFERENCE_ALWAYS_UP_TO = 5 * 1024 * 1024

/** Validates a document against a schema: the `schema` worker's main job. */
export async function validateJob(job: SchemaJob, progress?: ProgressFn): Promise<SchemaOutcome> {
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
  const prepared = prepareValidator(value, draft, { formats: job.formats, reference: job.document.length <= REFERENCE_ALWAYS_UP_TO ? 'always' : 'when-needed' })
  progress?.({ done: 2, total })
  const failed = (problem: SchemaProblem): SchemaOutcome => {
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
  if (!prepared.ok) return failed(prepared.problem)
  try {
    const result = await prepared.validate(document.value)
    progress?.({ done: 3, total })
    if ('problem' in result) return failed(result.problem)
    const notes = [note, result.ajvDisagreed ? DISAGREED(result.valid) : undefined].filter(Boolean).join(' ')
    if (result.valid) return { kind: 'valid', draft, ...(notes ? { note: notes } : {}) }
    const errors = errorRows(result.errors, job.document)
    progress?.({ done: 4, total })
    return { kind: 'invalid', draft, errors, total: result.errors.length, ...(notes ? { note: notes } : {}) }
  } finally {
    prepared.release()
  }
}

/** Said when Ajv and the reference validator differ: the verdict shown is the reference's. */
export const DISAGREED = (valid: boolean) =>
  `Ajv found this document ${valid ? 'invalid' : 'valid'}; the verdict shown is the reference validator's (@hyperjump/json-schema), which passes the official test suite where Ajv does not.`

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

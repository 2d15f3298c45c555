import { removeUriSchemePlugin } from '@hyperjump/browser'
import '@hyperjump/json-schema/draft-07'
import '@hyperjump/json-schema/draft-2019-09'
import { registerSchema, setShouldValidateFormat, unregisterSchema, validate } from '@hyperjump/json-schema/draft-2020-12'
import '@hyperjump/json-schema/formats'
import { addFormat } from '@hyperjump/json-schema/experimental'
import { fullFormats } from 'ajv-formats/dist/formats'
import { DRAFT_URI, type Draft } from './drafts'

/**
 * Issue 35: the reference validator, @hyperjump/json-schema, which passes every required case of
 * the official suite for drafts 2020-12 and 2019-09 (`$dynamicRef`, `$recursiveRef`,
 * `unevaluated*`, an empty `enum`: where Ajv falls short). It interprets the schema rather than
 * compiling it, so it is slower than Ajv (about 1.2 s against 35 ms for 10 MB in node): the engine
 * runs it where the verdict may differ (see `needsReference`). Nothing is ever fetched: the http and
 * https retrievers are removed, so an unknown `$ref` is an error, never a request.
 */
removeUriSchemePlugin('http')
removeUriSchemePlugin('https')

/**
 * RFC 3339 `time` as ajv-formats checks it: the reference's own check refuses leap seconds
 * (`23:59:60Z`, and their offset forms), which the suite's optional time cases accept.
 */
const ajvTime = fullFormats.time as { validate: (s: string) => boolean }
addFormat({ id: 'https://json-schema.org/format/time', handler: (v: unknown) => typeof v !== 'string' || ajvTime.validate(v) })

/** An error as the reference reports it: the keyword, where in the schema, and where in the document. */
export type ReferenceError = { keyword: string; schemaPointer: string; instancePointer: string }
export type ReferenceResult = { valid: boolean; errors: ReferenceError[] }
export type ReferenceValidator = (data: unknown) => Promise<ReferenceResult>

type BasicOutput = { valid: boolean; errors?: { keyword: string; absoluteKeywordLocation: string; instanceLocation: string }[] }
type Compiled = (instance: unknown, format: string) => BasicOutput

type SchemaArg = Parameters<typeof registerSchema>[0]

/** idn-hostname's own verdicts, which the formats package logs with console.log before returning false. */
const IDN_ERRORS = /^(?:Idna\w*Error|PunycodeError)$/
const log = console.log
/** Runs `f` (synchronous) without idn-hostname's console lines: an invalid host name is a verdict, not an event. */
function quietly<T>(f: () => T): T {
  console.log = (...args: unknown[]) => {
    if (!(args.length === 1 && args[0] instanceof Error && IDN_ERRORS.test(args[0].name))) log(...args)
  }
  try {
    return f()
  } finally {
    console.log = log
  }
}

let counter = 0
let remotesIn: Record<string, unknown> | null = null

/** The suite's (or a caller's) remote documents, registered once per set; the previous set is removed first. */
function registerRemotes(remotes: Record<string, unknown> | undefined, draft: Draft) {
  if (remotes === remotesIn) return
  for (const uri of Object.keys(remotesIn ?? {})) unregisterSchema(uri)
  remotesIn = remotes ?? null
  for (const [uri, schema] of Object.entries(remotes ?? {})) {
    try {
      // A remote kept in a draft's own folder (the suite's remotes/draft2019-09/...) is that draft's.
      const folder = /\/(draft2020-12|draft2019-09|draft7)\//.exec(uri)?.[1]
      const own: Draft = folder === 'draft2020-12' ? '2020-12' : folder === 'draft2019-09' ? '2019-09' : folder === 'draft7' ? '07' : draft
      registerSchema(schema as SchemaArg, uri, DRAFT_URI[own].replace(/#$/, ''))
    } catch {
      // One the reference cannot take (another draft's meta-schema, say) is left out, as Ajv does.
    }
  }
}

const decodePointer = (fragment: string) => {
  const hash = fragment.indexOf('#')
  const p = hash >= 0 ? fragment.slice(hash + 1) : ''
  try {
    return decodeURIComponent(p)
  } catch {
    return p
  }
}

/**
 * Registers `schema` under a fresh address and returns its validator, or the reason the reference
 * cannot take it (a `file:` `$id`, which it refuses by design). `release` unregisters it.
 */
export function prepareReference(
  schema: unknown,
  draft: Draft,
  options: { remotes?: Record<string, unknown>; formats?: boolean } = {},
): { ok: true; validate: ReferenceValidator; release: () => void } | { ok: false; message: string } {
  registerRemotes(options.remotes, draft)
  const uri = `https://schema.devtools.invalid/${++counter}`
  try {
    registerSchema(schema as SchemaArg, uri, DRAFT_URI[draft].replace(/#$/, ''))
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
  let compiled: Promise<Compiled> | null = null
  return {
    ok: true,
    validate: async (data) => {
      compiled ??= validate(uri) as unknown as Promise<Compiled>
      setShouldValidateFormat(options.formats !== false)
      const run = await compiled
      const out = quietly(() => run(data, 'BASIC'))
      return {
        valid: out.valid,
        errors: (out.errors ?? []).map((e) => ({
          keyword: decodePointer(e.absoluteKeywordLocation).split('/').pop() ?? '',
          schemaPointer: decodePointer(e.absoluteKeywordLocation),
          instancePointer: decodePointer(e.instanceLocation),
        })),
      }
    },
    release: () => unregisterSchema(uri),
  }
}

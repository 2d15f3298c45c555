/**
 * 'Infer a schema': a draft 2020-12 schema that the given document satisfies, written the way a
 * person would start one: the types seen, every object's properties, `required` for the keys
 * present in every sample, and the items of an array (arrays of objects merged into one object
 * schema). Pure: runs in node and in the schema worker.
 */

export const INFER_SCHEMA_URI = 'https://json-schema.org/draft/2020-12/schema'

export type InferredSchema = {
  $schema?: string
  type?: string | string[]
  properties?: Record<string, InferredSchema>
  required?: string[]
  items?: InferredSchema
}

type Kind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object'
/** The order types are listed in when a value takes several. */
const KIND_ORDER: readonly Kind[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']

function kindOf(v: unknown): Kind {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  switch (typeof v) {
    case 'boolean':
      return 'boolean'
    case 'number':
      return Number.isInteger(v) ? 'integer' : 'number'
    case 'string':
      return 'string'
    default:
      return 'object'
  }
}

/** The schema of a set of samples (the values found at one place of the document). */
function fromSamples(samples: readonly unknown[]): InferredSchema {
  const kinds = new Set<Kind>()
  const objects: Record<string, unknown>[] = []
  const items: unknown[] = []
  for (const s of samples) {
    const k = kindOf(s)
    kinds.add(k)
    if (k === 'object') objects.push(s as Record<string, unknown>)
    else if (k === 'array') for (const item of s as unknown[]) items.push(item)
  }
  // An integer where other samples are fractional is a number.
  if (kinds.has('number')) kinds.delete('integer')
  const types = KIND_ORDER.filter((k) => kinds.has(k))
  const schema: InferredSchema = {}
  if (types.length === 1) schema.type = types[0]
  else if (types.length > 1) schema.type = types
  if (objects.length > 0) {
    const values = new Map<string, unknown[]>()
    for (const o of objects) {
      for (const [key, value] of Object.entries(o)) {
        const list = values.get(key)
        if (list) list.push(value)
        else values.set(key, [value])
      }
    }
    const properties: Record<string, InferredSchema> = {}
    const required: string[] = []
    for (const [key, list] of values) {
      // defineProperty: a key named "__proto__" stays a key.
      Object.defineProperty(properties, key, { value: fromSamples(list), enumerable: true, writable: true, configurable: true })
      if (list.length === objects.length) required.push(key)
    }
    schema.properties = properties
    if (required.length > 0) schema.required = required
  }
  if (kinds.has('array') && items.length > 0) schema.items = fromSamples(items)
  return schema
}

/** A draft 2020-12 schema for `document` (a parsed JSON value). */
export function inferSchema(document: unknown): InferredSchema {
  return { $schema: INFER_SCHEMA_URI, ...fromSamples([document]) }
}

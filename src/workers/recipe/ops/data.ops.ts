import { isLosslessNumber, LosslessNumber } from 'lossless-json'
import type { ArgValue } from '../../../ops/types'
import { parseJson, stringifyJson, type JsonValue } from '../../convert/json-tree'
import type { ConvertResult } from '../../convert/result'
import { processJson, type JsonError } from '../../format/json.impl'
import { OpError, type OpImpls } from '../op-impl'

/*
 * Data formats (src/ops/data.manifest.ts). Each runs the engine its tool runs: the JSON
 * Formatter's re-indenter and key sorter (format/json.impl.ts), the converters
 * (convert/{yaml,xml,csv}.impl.ts), the Query tab's jq and JSONPath (query/query.impl.ts) and
 * its result layout. Everything past the JSON layout is imported on first use. Numbers stay as
 * written (D24): JSON is read with the converters' lossless parser (numbers as their text) and
 * written with their writer, never through JSON.parse + JSON.stringify.
 */

/* ------------------------------------------------------------------------------------ layout */

/** Lines of laid-out JSON start with their indent only (JSON strings hold no raw line breaks): one space per level becomes a tab. */
const tabs = (oneSpace: string) => oneSpace.replace(/^ +/gm, (m) => '\t'.repeat(m.length))

/** The spaces per level an Indent argument means; null for one line, 1 for a tab (see `tabs`). */
const indentWidth = (indent: ArgValue | undefined): number | null => (indent === 'none' ? null : indent === 'tab' ? 1 : indent === '4' ? 4 : indent === '8' ? 8 : 2)

/** JSON text (valid, any layout) laid out as the Indent argument says, exactly as written otherwise. */
async function layout(json: string, indent: ArgValue | undefined): Promise<string> {
  const { reindentJson } = await import('../../format/json.impl')
  const out = reindentJson(json, indentWidth(indent)).output
  return indent === 'tab' ? tabs(out) : out
}

/** A value of the converters' JSON tree (Maps, LosslessNumbers) as JSON text, laid out as the Indent argument says. */
function writeJson(value: unknown, indent: ArgValue | undefined): string {
  const out = stringifyJson(value, indentWidth(indent) ?? 0)
  return indent === 'tab' ? tabs(out) : out
}

const at = (e: { line?: number; column?: number }) => (e.line ? ` (line ${e.line}, column ${e.column ?? 1})` : '')

/** A JSON syntax error in the JSON Formatter's words, at its line and column. */
const jsonError = (e: JsonError) => new OpError(`Invalid JSON: ${e.message}${at(e)}`)

/** A converter's answer, or its error in its own words (the reason, and where when known). */
function converted(r: ConvertResult): string {
  if (r.ok) return r.output
  const { message, detail } = r.error
  const text = detail ? `${message}: ${detail}` : message
  throw new OpError(/\(line \d+/.test(text) ? text : `${text}${at(r.error)}`)
}

/** The JSON tree of a JSON text (the runner has checked it parses; a direct call may not have). */
function tree(text: string): JsonValue {
  const parsed = parseJson(text)
  if (!parsed.ok) throw jsonError(parsed.error)
  return parsed.value
}

/* ------------------------------------------------------------------- numbers between formats */

/** A decimal number's value as digits and a power of ten (`1.50` and `15e-1` give the same), to compare two texts. */
function decimalKey(text: string): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text)
  if (!m) return text
  const [, sign, int = '', frac = '', exp = '0'] = m
  let digits = int + frac
  let power = int.length + Number(exp)
  const lead = /^0*/.exec(digits)![0].length
  digits = digits.slice(lead).replace(/0+$/, '')
  power -= lead
  return digits ? `${sign}0.${digits}e${power}` : '0'
}

const INTEGER = /^-?\d+$/

/**
 * A JSON number (its text) as a target format holds it: an integer as a bigint, checked against
 * the range the format can hold; any other number as a double, refused when the double would not
 * be the number written (`0.10000000000000000001`), so nothing is rounded in silence (D24).
 */
function numberFor(text: string, where: string, format: string, range: [bigint, bigint] | null, bigints: boolean): number | bigint {
  if (INTEGER.test(text) && text !== '-0') {
    const n = BigInt(text)
    if (range && (n < range[0] || n > range[1])) throw new OpError(`The number ${text} at ${where} is out of ${format}'s integer range`)
    return bigints || !Number.isSafeInteger(Number(n)) ? n : Number(n)
  }
  const n = Number(text)
  if (!Number.isFinite(n)) throw new OpError(`The number ${text} at ${where} is beyond a 64-bit float: ${format} cannot hold it`)
  if (decimalKey(String(n)) !== decimalKey(text)) throw new OpError(`The number ${text} at ${where} has more digits than a 64-bit float keeps: ${format} cannot hold it exactly`)
  return n
}

const pathKey = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`)

/**
 * An object whose keys come in the given order, whatever they look like: a plain object would move
 * integer-like keys ("2") to the front, and the encoders read keys with Object.keys.
 */
function ordered(map: Map<string, unknown>): Record<string, unknown> {
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    ownKeys: () => [...map.keys()],
    getOwnPropertyDescriptor: (_, k) => (typeof k === 'string' && map.has(k) ? { value: map.get(k), enumerable: true, configurable: true, writable: true } : undefined),
    get: (_, k) => (typeof k === 'string' ? map.get(k) : undefined),
    has: (_, k) => typeof k === 'string' && map.has(k),
  })
}

/** How an encoder takes values: its integer range, every integer as a bigint or only those past 2^53, Maps or objects, null or not. */
type Native = { format: string; range: [bigint, bigint] | null; bigints: boolean; maps: 'map' | 'object'; nulls: boolean }

/** A JSON tree as plain values an encoder takes: numbers by `numberFor`, objects as Maps or ordered objects. */
function toNative(value: JsonValue, opts: Native, where = '$'): unknown {
  if (value === null) {
    if (!opts.nulls) throw new OpError(`${opts.format} has no null: the value at ${where} is null`)
    return null
  }
  if (isLosslessNumber(value)) return numberFor(value.value, where, opts.format, opts.range, opts.bigints)
  if (Array.isArray(value)) return value.map((v, i) => toNative(v, opts, `${where}[${i}]`))
  if (value instanceof Map) {
    const m = new Map<string, unknown>()
    for (const [k, v] of value) m.set(k, toNative(v, opts, pathKey(where, k)))
    return opts.maps === 'map' ? m : ordered(m)
  }
  return value
}

/** How decoded values are read: the format's name, a mark to take off keys, a reading of values of its own first. */
type Decoded = { format: string; keyMark?: string; special?: (value: unknown) => unknown }

/** Decoded values as a JSON tree: integers exact, bytes as arrays of byte values, dates as ISO text. */
function fromNative(value: unknown, opts: Decoded, where = '$'): unknown {
  const own = opts.special?.(value)
  if (own !== undefined) return own
  if (value === null || value === undefined) return null
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new OpError(`The ${opts.format} value at ${where} is ${value}, which JSON cannot write`)
    return new LosslessNumber(String(value))
  }
  if (typeof value === 'bigint') return new LosslessNumber(value.toString())
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Uint8Array) return Array.from(value)
  if (Array.isArray(value)) return value.map((v, i) => fromNative(v, opts, `${where}[${i}]`))
  const entries: [unknown, unknown][] = value instanceof Map ? [...value.entries()] : Object.entries(value as Record<string, unknown>)
  const out = new Map<string, unknown>()
  const mark = opts.keyMark ?? ''
  for (const [k, v] of entries) {
    let key = typeof k === 'string' ? k : typeof k === 'number' || typeof k === 'bigint' ? String(k) : stringifyJson(fromNative(k, opts, where), 0)
    if (mark && key.startsWith(mark)) key = key.slice(mark.length)
    out.set(key, fromNative(v, opts, pathKey(where, key)))
  }
  return out
}

/** Deep nesting runs out of call stack in the converters above: said in words. */
function guarded<T>(format: string, f: () => T): T {
  try {
    return f()
  } catch (e) {
    if (e instanceof OpError) throw e
    if (e instanceof RangeError && /call stack/i.test(e.message)) throw new OpError(`The ${format} document is nested too deeply`)
    throw e
  }
}

/** Marks MessagePack map keys while decoding (see from-messagepack), so a plain object keeps their order. */
const KEY_MARK = '\u0000\u0001'

const INT64: [bigint, bigint] = [-(2n ** 63n), 2n ** 63n - 1n]
/** MessagePack's integers: int 64 down, uint 64 up. */
const MSGPACK_INTS: [bigint, bigint] = [-(2n ** 63n), 2n ** 64n - 1n]

/* ----------------------------------------------------------------------------- query strings */

/** URLSearchParams's reading of a query string (a leading `?`, or a whole URL, allowed): repeated keys give arrays. */
function queryToJson(text: string, indent: ArgValue | undefined): string {
  const trimmed = text.trim()
  let query = trimmed
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      query = new URL(trimmed).search
    } catch {
      throw new OpError(`Not a URL: ${trimmed.slice(0, 60)}`)
    }
  }
  const out = new Map<string, string | string[]>()
  for (const [k, v] of new URLSearchParams(query.replace(/#.*$/s, ''))) {
    const seen = out.get(k)
    out.set(k, seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v])
  }
  return writeJson(out, indent)
}

function jsonToQuery(text: string): string {
  const value = tree(text)
  if (!(value instanceof Map)) throw new OpError('A query string is made from a JSON object (key: value pairs)')
  const params = new URLSearchParams()
  const cell = (v: JsonValue, where: string): string => {
    if (v === null) return ''
    if (isLosslessNumber(v)) return v.value
    if (typeof v === 'string' || typeof v === 'boolean') return String(v)
    throw new OpError(`The value at ${where} is ${Array.isArray(v) ? 'an array inside an array' : 'an object'}: a query string holds only text`)
  }
  for (const [k, v] of value) {
    const where = pathKey('$', k)
    if (Array.isArray(v)) v.forEach((item, i) => params.append(k, cell(item, `${where}[${i}]`)))
    else params.append(k, cell(v, where))
  }
  return params.toString()
}

/* ---------------------------------------------------------------------------------- protobuf */

const WIRE = ['varint', 'i64', 'len', 'sgroup', 'egroup', 'i32'] as const
const MAX_PROTOBUF_DEPTH = 64
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

class WireError extends Error {}

/**
 * Protocol Buffers' wire format read without a schema (protobuf.dev/programming-guides/encoding):
 * each record's field number and wire type, and its value: a varint as an unsigned integer, I64
 * and I32 as unsigned integers (exact), LEN guessed as CyberChef guesses it: a nested message when
 * its bytes read whole as one, else UTF-8 text, else an array of byte values. A field met more
 * than once gives an array. With `showTypes`, keys read "1 (varint)", "2 (string)", "3 (message)".
 * Groups (wire types 3 and 4, deprecated) are not read.
 */
export function readProtobuf(bytes: Uint8Array, showTypes: boolean): Map<string, unknown> {
  try {
    return readMessage(bytes, 0, bytes.length, showTypes, 0)
  } catch (e) {
    if (e instanceof WireError) throw new OpError(`Not Protobuf: ${e.message}`)
    throw e
  }
}

function readMessage(b: Uint8Array, start: number, end: number, showTypes: boolean, depth: number): Map<string, unknown> {
  const fields = new Map<string, unknown[]>()
  let pos = start
  const varint = (): bigint => {
    const from = pos
    let v = 0n
    for (let shift = 0n; ; shift += 7n) {
      if (pos >= end) throw new WireError(`the varint at byte ${from} runs past the end`)
      if (shift > 63n) throw new WireError(`the varint at byte ${from} is longer than 10 bytes`)
      const c = b[pos++]!
      v |= BigInt(c & 0x7f) << shift
      if (c < 0x80) return v
    }
  }
  const fixed = (n: number, at: number): bigint => {
    if (pos + n > end) throw new WireError(`the ${n * 8}-bit value at byte ${at} runs past the end`)
    let v = 0n
    for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[pos + i]!)
    pos += n
    return v
  }
  while (pos < end) {
    const at = pos
    const key = varint()
    const field = key >> 3n
    const wire = Number(key & 7n)
    if (field === 0n) throw new WireError(`field number 0 at byte ${at}`)
    if (field > 536870911n) throw new WireError(`field number ${field} at byte ${at} is past the largest (2^29 - 1)`)
    let value: unknown
    let type: string = WIRE[wire] ?? String(wire)
    if (wire === 0) value = new LosslessNumber(varint().toString())
    else if (wire === 1) value = new LosslessNumber(fixed(8, at).toString())
    else if (wire === 5) value = new LosslessNumber(fixed(4, at).toString())
    else if (wire === 2) {
      const length = varint()
      if (BigInt(pos) + length > BigInt(end)) throw new WireError(`the ${length} bytes of field ${field} at byte ${at} run past the end`)
      const from = pos
      pos += Number(length)
      let nested: Map<string, unknown> | null = null
      if (length > 0n && depth < MAX_PROTOBUF_DEPTH) {
        try {
          nested = readMessage(b, from, pos, showTypes, depth + 1)
        } catch (e) {
          if (!(e instanceof WireError)) throw e
        }
      }
      if (nested) {
        value = nested
        type = 'message'
      } else {
        try {
          value = strictUtf8.decode(b.subarray(from, pos))
          type = 'string'
        } catch {
          value = Array.from(b.subarray(from, pos))
          type = 'bytes'
        }
      }
    } else throw new WireError(`wire type ${wire}${wire === 3 || wire === 4 ? ' (a group, not read)' : ''} at byte ${at}`)
    const name = showTypes ? `${field} (${type})` : String(field)
    const seen = fields.get(name)
    if (seen) seen.push(value)
    else fields.set(name, [value])
  }
  return new Map(Array.from(fields, ([name, values]) => [name, values.length === 1 ? values[0] : values]))
}

/* --------------------------------------------------------------------------------- the impls */

const decodeError = (format: string, e: unknown) => new OpError(`Not ${format}: ${(e instanceof Error ? e.message : String(e)).replace(/^CBOR decode error: /, '')}`)

/** jq.wasm is fetched from the app (as the query worker does) the first time a recipe runs jq. */
let jqReady: Promise<void> | null = null
async function jqEngine() {
  jqReady ??= Promise.all([import('../../query/jq-runtime'), import('../../query/jq-wasm-url')]).then(([{ setJqWasmSource }, { fetchJqWasm }]) => setJqWasmSource(fetchJqWasm))
  await jqReady
  return import('../../query/query.impl')
}

/** Query results laid out as the JSON workbench's Query tab lays them out, one after the other. */
async function queryOutput(outputs: string[], indent: ArgValue | undefined, raw = false): Promise<string> {
  const { layoutResults } = await import('../../../tools/json-formatter/json-query.logic')
  const width = indentWidth(indent)
  return outputs
    .map((o) => {
      // -r: a string result as its text (JSON.parse of a string literal touches no number).
      if (raw && o.startsWith('"')) return JSON.parse(o) as string
      if (width === null) return o
      const out = layoutResults([o], width)
      return indent === 'tab' ? tabs(out) : out
    })
    .join('\n')
}

export default {
  'json-format': {
    run(input, args) {
      const width = indentWidth(args.indent) ?? 2
      const r = processJson({ text: input as string, mode: 'format', indent: width })
      if (!r.ok) throw jsonError(r.error)
      return args.indent === 'tab' ? tabs(r.output) : r.output
    },
  },
  'json-minify': {
    run(input) {
      const r = processJson({ text: input as string, mode: 'minify', indent: 0 })
      if (!r.ok) throw jsonError(r.error)
      return r.output
    },
  },
  'json-sort-keys': {
    run(input, args) {
      const r = processJson({ text: input as string, mode: indentWidth(args.indent) === null ? 'minify' : 'format', indent: indentWidth(args.indent) ?? 0, sortKeys: true })
      if (!r.ok) throw jsonError(r.error)
      return args.indent === 'tab' ? tabs(r.output) : r.output
    },
  },
  jq: {
    async run(input, args) {
      const { runJq } = await jqEngine()
      const { errorText } = await import('../../../tools/json-formatter/json-query.logic')
      const r = await runJq(String(args.filter), input as string)
      if (r.error) throw new OpError(errorText(r.error))
      return queryOutput(r.outputs, args.indent, args.raw === true)
    },
  },
  jsonpath: {
    async run(input, args) {
      const { runJsonPath } = await import('../../query/query.impl')
      const { errorText } = await import('../../../tools/json-formatter/json-query.logic')
      const r = runJsonPath(String(args.path), input as string)
      if (r.error) throw new OpError(errorText(r.error))
      return queryOutput(r.outputs, args.indent)
    },
  },
  'json-repair': {
    async run(input) {
      const { repairJson } = await import('../../format/json-repair.impl')
      const r = repairJson(input as string)
      if (!r.ok) throw new OpError(`Cannot repair: ${r.error.message}${at(r.error)}`)
      return r.output
    },
  },
  'json-to-yaml': {
    async run(input) {
      const { jsonToYaml } = await import('../../convert/yaml.impl')
      return converted(jsonToYaml({ text: input as string }))
    },
  },
  'yaml-to-json': {
    async run(input, args) {
      const { yamlToJson } = await import('../../convert/yaml.impl')
      const out = converted(yamlToJson({ text: input as string, documents: args.documents === 'all' ? 'all' : 'first' }))
      return args.indent === '2' ? out : layout(out, args.indent)
    },
  },
  'json-to-xml': {
    async run(input, args) {
      const { jsonToXml } = await import('../../convert/xml.impl')
      const r = jsonToXml({ text: input as string })
      const out = converted(r)
      // The converter renames keys that are not XML names and says so; strict makes that an error.
      const renamed = r.ok ? r.warnings.filter((w) => w.includes('is not an XML name') || /more keys? renamed/.test(w)) : []
      if (args.strictNames === true && renamed.length) throw new OpError(renamed.join('; '))
      return out
    },
  },
  'xml-to-json': {
    async run(input, args) {
      const { xmlToJson } = await import('../../convert/xml.impl')
      const out = converted(xmlToJson({ text: input as string }))
      return args.indent === '2' ? out : layout(out, args.indent)
    },
  },
  'csv-to-json': {
    async run(input, args) {
      const { csvToJson } = await import('../../convert/csv.impl')
      const delimiter = args.delimiter === 'auto' ? '' : String(args.delimiter)
      const out = converted(csvToJson({ text: input as string, hasHeaders: args.header !== false, inferTypes: args.inferTypes === true, delimiter }))
      return args.indent === '2' ? out : layout(out, args.indent)
    },
  },
  'json-to-csv': {
    async run(input, args) {
      const { jsonToCsv } = await import('../../convert/csv.impl')
      return converted(jsonToCsv({ text: input as string, delimiter: String(args.delimiter), header: args.header !== false, flatten: args.flatten === true }))
    },
  },
  'query-string-to-json': {
    run: (input, args) => queryToJson(input as string, args.indent),
  },
  'json-to-query-string': {
    run: (input) => jsonToQuery(input as string),
  },
  'toml-to-json': {
    async run(input, args) {
      const { parse, TomlError } = await import('smol-toml')
      let doc: unknown
      try {
        doc = parse(input as string, { integersAsBigInt: true })
      } catch (e) {
        // smol-toml's message carries a code frame after its first line; its line and column are kept.
        if (e instanceof TomlError) throw new OpError(`Invalid TOML: ${e.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '')} (line ${e.line}, column ${e.column})`)
        throw e
      }
      // Integers come as bigints, so any number is a TOML float: an integral one keeps its ".0" (D24).
      const special = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e21 ? new LosslessNumber(`${v}.0`) : undefined)
      return writeJson(guarded('TOML', () => fromNative(doc, { format: 'TOML', special })), args.indent)
    },
  },
  'json-to-toml': {
    async run(input) {
      const { stringify } = await import('smol-toml')
      const value = tree(input as string)
      if (!(value instanceof Map)) throw new OpError('TOML holds a table: the JSON must be an object (key: value pairs)')
      // Every integer is a bigint here, so a `number` is a float and is written as one (1.0 stays 1.0).
      const native = guarded('JSON', () => toNative(value, { format: 'TOML', range: INT64, bigints: true, maps: 'object', nulls: false }))
      try {
        return stringify(native, { numbersAsFloat: true })
      } catch (e) {
        throw new OpError(`Cannot write TOML: ${e instanceof Error ? e.message : String(e)}`)
      }
    },
  },
  'from-messagepack': {
    async run(input, args) {
      const { decode, ExtData } = await import('@msgpack/msgpack')
      let value: unknown
      try {
        // Keys are marked while decoding so a plain object keeps their order (a key "2" would move first), then unmarked.
        value = decode(input as Uint8Array, {
          useBigInt64: true,
          mapKeyConverter: (key: unknown) => {
            if (typeof key === 'string' || typeof key === 'number' || typeof key === 'bigint') return KEY_MARK + String(key)
            throw new Error(`a map key is ${key instanceof Uint8Array ? 'binary' : typeof key}, which JSON cannot hold`)
          },
        })
      } catch (e) {
        // Reading past the end surfaces as the DataView's RangeError (or the decoder's "Insufficient data").
        if (e instanceof RangeError && /bounds|insufficient/i.test(e.message)) throw new OpError(`Not MessagePack: the data ends before its values do (${(input as Uint8Array).length} bytes)`)
        throw decodeError('MessagePack', e)
      }
      // An extension other than a timestamp (which decodes as a Date): its type and bytes.
      const special = (v: unknown) => (v instanceof ExtData ? new Map<string, unknown>([['type', new LosslessNumber(String(v.type))], ['data', Array.from(v.data as Uint8Array)]]) : undefined)
      return writeJson(guarded('MessagePack', () => fromNative(value, { format: 'MessagePack', keyMark: KEY_MARK, special })), args.indent)
    },
  },
  'to-messagepack': {
    async run(input) {
      const { encode } = await import('@msgpack/msgpack')
      const native = guarded('JSON', () => toNative(tree(input as string), { format: 'MessagePack', range: MSGPACK_INTS, bigints: false, maps: 'object', nulls: true }))
      return encode(native, { useBigInt64: true })
    },
  },
  'cbor-decode': {
    async run(input, args) {
      const { decode } = await import('cborg')
      const { bigIntDecoder, bigNegIntDecoder } = await import('cborg/taglib')
      const tags: Record<number, (d: () => unknown) => unknown> = []
      // RFC 8949 3.4: 0 a date string, 1 an epoch time (kept as their values), 2 and 3 bignums.
      tags[0] = (d) => d()
      tags[1] = (d) => d()
      tags[2] = bigIntDecoder as (d: () => unknown) => unknown
      tags[3] = bigNegIntDecoder as (d: () => unknown) => unknown
      let value: unknown
      try {
        value = decode(input as Uint8Array, { useMaps: true, tags: tags as never })
      } catch (e) {
        throw decodeError('CBOR', e)
      }
      return writeJson(guarded('CBOR', () => fromNative(value, { format: 'CBOR' })), args.indent)
    },
  },
  'cbor-encode': {
    async run(input) {
      const { encode } = await import('cborg')
      const { bigIntEncoder } = await import('cborg/taglib')
      const native = guarded('JSON', () => toNative(tree(input as string), { format: 'CBOR', range: null, bigints: false, maps: 'map', nulls: true }))
      // Integers of 64 bits are CBOR integers; past them, bignum tags 2 and 3.
      const bigint = (n: bigint) => (n >= -(2n ** 64n) && n < 2n ** 64n ? null : bigIntEncoder(n))
      return encode(native, { mapSorter: undefined, typeEncoders: { bigint: bigint as never } })
    },
  },
  'protobuf-decode': {
    run: (input, args) => writeJson(readProtobuf(input as Uint8Array, args.showTypes !== false), args.indent),
  },
} satisfies OpImpls

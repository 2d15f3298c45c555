import { customAlphabet, urlAlphabet } from 'nanoid'
import { monotonicFactory } from 'ulid'
import { MAX, NIL, v1, v3, v4, v5, v6, v7, validate } from 'uuid'
import { CUSTOM_EPOCH_ERROR, customEpochMs, epochMs, SNOWFLAKE_EPOCHS, type EpochChoice, type SnowflakeEpoch } from '../../lib/uuid-inspect'

/** SPEC "UUID Generator", sections 8 and 9, and DECISIONS D10 (RFC 9562 v1, v4, v7). */
export const VERSIONS = [
  { value: 'v1', label: 'UUID v1' },
  { value: 'v4', label: 'UUID v4' },
  { value: 'v7', label: 'UUID v7' },
] as const
export type UuidVersion = (typeof VERSIONS)[number]['value']
export const COUNTS = ['1', '5', '10', '25', '50'] as const
export type UuidCount = (typeof COUNTS)[number]

export const COPIED_ONE = 'UUID copied to clipboard!'
export const COPIED_ALL = 'All UUIDs copied to clipboard!'
export const COPY_TOAST_MS = 2000

/**
 * Issue 34 item 5: the kinds of ID the tool makes. `uuid` is SPEC's screen (its Version select,
 * v1, v4 and v7); the others are additions, each with its own options.
 */
export const KINDS = [
  { value: 'uuid', label: 'UUID v1, v4 or v7' },
  { value: 'name', label: 'UUID v3 or v5 (from a name)' },
  { value: 'v6', label: 'UUID v6 (reordered time)' },
  { value: 'v8', label: 'UUID v8 (custom data)' },
  { value: 'nil', label: 'Nil UUID (all zeros)' },
  { value: 'max', label: 'Max UUID (all ones)' },
  { value: 'ulid', label: 'ULID' },
  { value: 'nanoid', label: 'NanoID' },
  { value: 'objectid', label: 'ObjectID (MongoDB)' },
  { value: 'snowflake', label: 'Snowflake' },
] as const
export type IdKind = (typeof KINDS)[number]['value']

export const NAME_VERSIONS = [
  { value: 'v5', label: 'v5 (SHA-1)' },
  { value: 'v3', label: 'v3 (MD5)' },
] as const
export type NameVersion = (typeof NAME_VERSIONS)[number]['value']

/** RFC 9562 section 6.6 (appendix C): the namespace IDs for names of each kind. */
export const NAMESPACES = [
  { value: 'dns', label: 'DNS', id: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'url', label: 'URL', id: '6ba7b811-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'oid', label: 'OID', id: '6ba7b812-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'x500', label: 'X.500 DN', id: '6ba7b814-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'custom', label: 'Custom UUID', id: '' },
] as const
export type Namespace = (typeof NAMESPACES)[number]['value']

export const EPOCHS = [
  { value: 'twitter', label: 'Twitter (2010-11-04)' },
  { value: 'discord', label: 'Discord (2015-01-01)' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly { value: SnowflakeEpoch; label: string }[]

export const INFO: readonly { title: string; text: string }[] = [
  { title: 'UUID v1', text: 'Timestamp-based: the time of generation (100 ns steps since 1582) plus a clock sequence and a random node id.' },
  { title: 'UUID v4', text: 'Random: 122 random bits from the browser’s cryptographic generator.' },
  { title: 'UUID v7', text: 'Time-ordered: a Unix millisecond timestamp followed by random bits, so new ids sort after older ones (good database keys).' },
  { title: 'Format', text: '32 hexadecimal digits in five groups, 8-4-4-4-12, e.g. 123e4567-e89b-12d3-a456-426614174000.' },
]

/** What the other kinds say about themselves, shown in the information box when chosen. */
export const KIND_INFO: Record<Exclude<IdKind, 'uuid'>, string> = {
  name: 'Name-based: the same namespace and name always give the same UUID (v5 hashes them with SHA-1, v3 with MD5). One UUID per line of names.',
  v6: 'Time-ordered v1: the same Gregorian timestamp, clock sequence and node, with the time’s most significant bits first so ids sort by time.',
  v8: 'Custom: 122 bits of your own data (32 hex digits, one UUID per line); the version (8) and variant (10) bits are set over it. Empty: random data.',
  nil: 'The nil UUID (RFC 9562 5.9): all 128 bits zero, for “no value”.',
  max: 'The max UUID (RFC 9562 5.10): all 128 bits one, a sentinel after every other UUID.',
  ulid: 'ULID: 48-bit Unix milliseconds and 80 random bits in 26 characters of Crockford’s base 32; sortable, ids of one batch in increasing order.',
  nanoid: 'NanoID: random characters from an alphabet; 21 URL-safe characters hold about 126 random bits.',
  objectid: 'MongoDB ObjectID: 4 bytes of Unix seconds, 5 random bytes fixed for this page, and a 3-byte counter; 24 hex digits.',
  snowflake: 'Snowflake: 41 bits of milliseconds since an epoch, a 5-bit worker id, a 5-bit process id and a 12-bit sequence, as a 64-bit number.',
}

/** `inspect`: an ID pasted to be read (issue 32); the rest are the generator's options (issue 34). */
export type UuidState = {
  version: UuidVersion
  count: UuidCount
  inspect: string
  kind: IdKind
  nameVersion: NameVersion
  namespace: Namespace
  customNamespace: string
  names: string
  v8Data: string
  nanoSize: number
  nanoAlphabet: string
  epoch: SnowflakeEpoch
  customEpoch: string
  worker: number
  process: number
}
export const DEFAULTS: UuidState = {
  version: 'v4',
  count: '1',
  inspect: '',
  kind: 'uuid',
  nameVersion: 'v5',
  namespace: 'dns',
  customNamespace: '',
  names: 'example.com',
  v8Data: '',
  nanoSize: 21,
  nanoAlphabet: urlAlphabet,
  epoch: 'twitter',
  customEpoch: '2020-01-01T00:00:00Z',
  worker: 0,
  process: 0,
}

const oneOf = <T extends string>(list: readonly { value: T }[], v: string, d: T): T => (list.some((o) => o.value === v) ? (v as T) : d)
const intIn = (v: number, min: number, max: number, d: number) => (Number.isInteger(v) && v >= min && v <= max ? v : d)

export const validateState = (s: UuidState, d: UuidState): UuidState => ({
  ...s,
  version: oneOf(VERSIONS, s.version, d.version),
  count: (COUNTS as readonly string[]).includes(s.count) ? s.count : d.count,
  kind: oneOf(KINDS, s.kind, d.kind),
  nameVersion: oneOf(NAME_VERSIONS, s.nameVersion, d.nameVersion),
  namespace: oneOf(NAMESPACES, s.namespace, d.namespace),
  nanoSize: intIn(s.nanoSize, 1, 256, d.nanoSize),
  epoch: oneOf(EPOCHS, s.epoch, d.epoch),
  worker: intIn(s.worker, 0, 31, d.worker),
  process: intIn(s.process, 0, 31, d.process),
})

const GENERATORS: Record<UuidVersion, () => string> = { v1: () => v1(), v4: () => v4(), v7: () => v7() }

/** `count` new UUIDs of the given version; v7 ids of one batch are in increasing order. */
export function generateUuids(version: UuidVersion, count: number): string[] {
  const make = GENERATORS[version]
  return Array.from({ length: count }, make)
}

/** Copy All's text: one UUID per line. */
export const joinUuids = (ids: readonly string[]) => ids.join('\n')

/* -------------------------------------------------------------------------------------------- */
/* Other kinds (issue 34 item 5)                                                                 */

export type Generated = { ok: true; ids: string[] } | { ok: false; error: string }
const fail = (error: string): Generated => ({ ok: false, error })

/** The lines of a multi-line field that hold something. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

/** The namespace UUID of a v3/v5 choice, or why the custom one is not a UUID. */
export function namespaceId(namespace: Namespace, custom: string): { ok: true; id: string } | { ok: false; error: string } {
  if (namespace !== 'custom') return { ok: true, id: NAMESPACES.find((n) => n.value === namespace)!.id }
  const id = custom.trim().replace(/^\{|\}$/g, '').toLowerCase()
  if (!validate(id) && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
    return { ok: false, error: 'Custom namespace: enter a UUID (8-4-4-4-12 hexadecimal digits), e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8.' }
  }
  return { ok: true, id }
}

/** RFC 9562 5.3 and 5.5: one name-based UUID per name (a line each). */
export function nameBased(version: NameVersion, namespace: Namespace, custom: string, names: string): Generated {
  const ns = namespaceId(namespace, custom)
  if (!ns.ok) return fail(ns.error)
  const list = linesOf(names)
  if (!list.length) return fail('Enter a name (one per line) to make its UUID.')
  const make = version === 'v3' ? v3 : v5
  return { ok: true, ids: list.map((name) => make(name, ns.id)) }
}

const hexOf = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
const dashed = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`

/**
 * RFC 9562 5.8: a v8 UUID from 128 bits of custom data (32 hex digits; dashes, spaces and braces are
 * ignored): the version nibble becomes 8 and the variant bits 10, the other 122 bits are the data's.
 */
export function uuidV8(data: string): { ok: true; id: string } | { ok: false; error: string } {
  const hex = data.replace(/[\s{}-]/g, '').replace(/^0x/i, '')
  if (!/^[0-9a-f]{32}$/i.test(hex)) {
    return { ok: false, error: `Custom data: expected 32 hexadecimal digits (128 bits), got ${/^[0-9a-f]*$/i.test(hex) ? `${hex.length} digits` : `“${data.trim().slice(0, 40)}”`}.` }
  }
  const bytes = Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return { ok: true, id: dashed(hexOf(bytes)) }
}

/** NanoID's rules for an alphabet: 2 to 256 distinct characters. */
export function nanoAlphabetError(alphabet: string): string | null {
  const chars = [...alphabet]
  if (chars.length < 2) return 'Alphabet: enter at least 2 characters.'
  if (chars.length > 256) return 'Alphabet: at most 256 characters.'
  if (new Set(chars).size !== chars.length) return 'Alphabet: each character may appear only once.'
  return null
}

/* ObjectID (MongoDB's ObjectId spec): the 5 random bytes are fixed for a "process" (this page) and
   the 3-byte counter starts at a random value. */
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n))
const OBJECTID_RANDOM = hexOf(random(5))
let objectIdCounter = new DataView(random(4).buffer).getUint32(0) & 0xffffff

/** One ObjectID at `ms`: seconds (4 bytes) + this page's random value (5) + the counter (3). */
export function objectId(ms = Date.now(), rnd = OBJECTID_RANDOM, counter?: number): string {
  const c = counter ?? (objectIdCounter = (objectIdCounter + 1) & 0xffffff)
  return `${Math.floor(ms / 1000).toString(16).padStart(8, '0')}${rnd}${c.toString(16).padStart(6, '0')}`
}

/** The epoch a Snowflake is made or read with, from the tool's state. */
export const epochChoice = (s: Pick<UuidState, 'epoch' | 'customEpoch'>): EpochChoice => ({ epoch: s.epoch, customMs: customEpochMs(s.customEpoch) ?? 0 })

/** A Snowflake from its parts: (ms - epoch) << 22 | worker << 17 | process << 12 | sequence. */
export const snowflake = (ms: number, epoch: number, worker: number, process: number, sequence: number): string =>
  String((BigInt(ms - epoch) << 22n) | (BigInt(worker) << 17n) | (BigInt(process) << 12n) | BigInt(sequence))

let lastSnowflake = { ms: 0, seq: 0 }
/** `count` Snowflakes made now, in increasing order: the sequence counts up within a millisecond. */
export function snowflakes(count: number, e: EpochChoice, worker: number, process: number, now = Date.now()): Generated {
  const base = epochMs(e)
  if (now < base) return fail('The epoch is in the future: a Snowflake counts the milliseconds since it.')
  if (now - base >= 2 ** 41) return fail('The epoch is more than 69 years ago: the time no longer fits 41 bits.')
  const ids: string[] = []
  let { ms, seq } = lastSnowflake
  for (let i = 0; i < count; i++) {
    if (now > ms) [ms, seq] = [now, 0]
    else if (++seq > 4095) [ms, seq] = [ms + 1, 0]
    ids.push(snowflake(ms, base, worker, process, seq))
  }
  lastSnowflake = { ms, seq }
  return { ok: true, ids }
}

/** Every kind's ids for the tool's state (count applies to the random and time-based kinds). */
export function generateIds(s: UuidState): Generated {
  const count = Number(s.count)
  switch (s.kind) {
    case 'uuid':
      return { ok: true, ids: generateUuids(s.version, count) }
    case 'name':
      return nameBased(s.nameVersion, s.namespace, s.customNamespace, s.names)
    case 'v6':
      return { ok: true, ids: Array.from({ length: count }, () => v6()) }
    case 'v8': {
      const lines = linesOf(s.v8Data)
      const ids: string[] = []
      for (const line of lines.length ? lines : Array.from({ length: count }, () => hexOf(random(16)))) {
        const r = uuidV8(line)
        if (!r.ok) return fail(r.error)
        ids.push(r.id)
      }
      return { ok: true, ids }
    }
    case 'nil':
      return { ok: true, ids: [NIL] }
    case 'max':
      return { ok: true, ids: [MAX] }
    case 'ulid': {
      const next = monotonicFactory()
      return { ok: true, ids: Array.from({ length: count }, () => next()) }
    }
    case 'nanoid': {
      const error = nanoAlphabetError(s.nanoAlphabet)
      if (error) return fail(error)
      const make = customAlphabet(s.nanoAlphabet, s.nanoSize)
      return { ok: true, ids: Array.from({ length: count }, () => make()) }
    }
    case 'objectid':
      return { ok: true, ids: Array.from({ length: count }, () => objectId()) }
    case 'snowflake':
      if (s.epoch === 'custom' && customEpochMs(s.customEpoch) === null) return fail(CUSTOM_EPOCH_ERROR)
      return snowflakes(count, epochChoice(s), s.worker, s.process)
  }
}

/** Whether the Count select means anything for a kind (a name-based or custom-data UUID is one per line). */
export const usesCount = (s: Pick<UuidState, 'kind' | 'v8Data'>) => !['name', 'nil', 'max'].includes(s.kind) && !(s.kind === 'v8' && s.v8Data.trim())

/** The options a generated list depends on, so a list made with others is regenerated (D31). */
export const generationKey = (s: UuidState) =>
  JSON.stringify([s.kind, s.version, s.count, s.nameVersion, s.namespace, s.customNamespace, s.names, s.v8Data, s.nanoSize, s.nanoAlphabet, s.epoch, s.customEpoch, s.worker, s.process])

export { CUSTOM_EPOCH_ERROR, customEpochMs, SNOWFLAKE_EPOCHS }
export { inspectId, inspectUuid, VERSION_NAMES, type IdInspection, type UuidInspection } from '../../lib/uuid-inspect'

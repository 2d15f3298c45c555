import { v1, v4, v7 } from 'uuid'

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

export const INFO: readonly { title: string; text: string }[] = [
  { title: 'UUID v1', text: 'Timestamp-based: the time of generation (100 ns steps since 1582) plus a clock sequence and a random node id.' },
  { title: 'UUID v4', text: 'Random: 122 random bits from the browser’s cryptographic generator.' },
  { title: 'UUID v7', text: 'Time-ordered: a Unix millisecond timestamp followed by random bits, so new ids sort after older ones (good database keys).' },
  { title: 'Format', text: '32 hexadecimal digits in five groups, 8-4-4-4-12, e.g. 123e4567-e89b-12d3-a456-426614174000.' },
]

/** `inspect`: a UUID pasted to be read (issue 32), apart from the generated ones. */
export type UuidState = { version: UuidVersion; count: UuidCount; inspect: string }
export const DEFAULTS: UuidState = { version: 'v4', count: '1', inspect: '' }

export const validateState = (s: UuidState, d: UuidState): UuidState => ({
  version: VERSIONS.some((v) => v.value === s.version) ? s.version : d.version,
  count: (COUNTS as readonly string[]).includes(s.count) ? s.count : d.count,
  inspect: typeof s.inspect === 'string' ? s.inspect : d.inspect,
})

const GENERATORS: Record<UuidVersion, () => string> = { v1: () => v1(), v4: () => v4(), v7: () => v7() }

/** `count` new UUIDs of the given version; v7 ids of one batch are in increasing order. */
export function generateUuids(version: UuidVersion, count: number): string[] {
  const make = GENERATORS[version]
  return Array.from({ length: count }, make)
}

/** Copy All's text: one UUID per line. */
export const joinUuids = (ids: readonly string[]) => ids.join('\n')

export { inspectUuid, VERSION_NAMES, type UuidInspection } from '../../lib/uuid-inspect'

import { EPOCH_NAMES, inspectId, inspectUuid } from '../uuid-inspect'
import type { Detection, Detector, Sample } from './types'
import { detections, firstLines, plural, unquote, utc } from './util'

const UUID = /^(?:urn:uuid:)?\{?([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\}?$/i

const NAMES: Record<number, string> = {
  1: 'time-based',
  2: 'DCE security',
  3: 'name-based, MD5',
  4: 'random',
  5: 'name-based, SHA-1',
  6: 'time-ordered',
  7: 'time-ordered',
  8: 'custom',
}

/** Plausible creation times for an id pasted today: 1990 to 2200. */
const plausible = (ms: number | undefined): ms is number => ms !== undefined && ms > Date.UTC(1990, 0, 1) && ms < Date.UTC(2200, 0, 1)

/** "UUID v4 (random)", "UUID v7, created 2024-05-01 10:00:00 UTC", "nil UUID": the UUID tool's reading, in short. */
export function describeUuid(text: string): string | null {
  if (!UUID.test(text)) return null
  const r = inspectUuid(text)
  if (!r.ok) return null
  const hex = r.value.uuid.replace(/-/g, '')
  if (/^0+$/.test(hex)) return 'nil UUID (all zeros)'
  if (/^f+$/.test(hex)) return 'max UUID (all ones)'
  const version = parseInt(hex[12]!, 16)
  const variant = parseInt(hex[16]!, 16)
  if (variant < 8 || variant > 11) return `UUID, not RFC 9562 (variant ${variant >= 14 ? 'reserved' : variant >= 12 ? 'Microsoft' : 'NCS'})`
  const created = plausible(r.ms) ? `, created ${utc(new Date(r.ms))}` : ''
  if (version === 7) return `UUID v7${created}`
  if ((version === 1 || version === 6) && created) return `UUID v${version} (${NAMES[version]})${created}`
  return NAMES[version] ? `UUID v${version} (${NAMES[version]})` : `UUID/GUID, non-standard version ${version}`
}

/**
 * Issue 34: the other IDs the UUID tool decodes, each only when its embedded time is plausible: a
 * ULID, an ObjectID (24 hex digits: no digest has that length), a Snowflake (17 to 20 digits; ranked
 * low, below a Unix time or any other reading of a number, so it wins only when nothing else does).
 */
function otherId(t: string): Detection[] {
  if (/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(t) && /\d/.test(t)) {
    const r = inspectId(t)
    if (r.ok && plausible(r.ms)) return detections('ulid', `ULID, created ${utc(new Date(r.ms))}`, [['uuid', 0.9]])
  }
  if (/^[0-9a-f]{24}$/i.test(t)) {
    const r = inspectId(t)
    if (r.ok && r.ms! > Date.UTC(2009, 0, 1) && r.ms! < Date.now() + 5 * 365 * 86_400_000) return detections('objectid', `MongoDB ObjectID, created ${utc(new Date(r.ms!))}`, [['uuid', 0.85]])
  }
  if (/^[1-9]\d{16,19}$/.test(t)) {
    const soon = Date.now() + 365 * 86_400_000
    const times = (['twitter', 'discord'] as const).flatMap((epoch) => {
      const r = inspectId(t, { epoch })
      return r.ok && r.ms! < soon ? [`${utc(new Date(r.ms!), { minutes: true })} (${EPOCH_NAMES[epoch]} epoch)`] : []
    })
    if (times.length) return detections('snowflake', `Snowflake ID? ${times.join(' or ')}`, [['uuid', 0.35]])
  }
  return []
}

/** A UUID, or a list of them one per line; a ULID, ObjectID or Snowflake (issue 34). */
export const uuid: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed.length <= 50) {
    const t = unquote(trimmed)
    const d = describeUuid(t)
    return d ? detections('uuid', d, [['uuid', 0.98]]) : otherId(t)
  }
  if (sample.truncated) return []
  const lines = firstLines(trimmed, 2000).map((l) => l.trim().replace(/,$/, '')).filter(Boolean)
  if (lines.length < 2 || !lines.every((l) => UUID.test(l))) return []
  const versions = [...new Set(lines.map((l) => describeUuid(l)?.match(/v\d/)?.[0]).filter(Boolean))]
  return detections('uuid', `${plural(lines.length, 'UUID')}${versions.length ? ` (${versions.join(', ')})` : ''}`, [['uuid', 0.9]])
}

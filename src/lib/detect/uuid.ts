import type { Detector, Sample } from './types'
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

/** "UUID v4 (random)", "UUID v7, created 2024-05-01 10:00:00 UTC", "nil UUID". */
export function describeUuid(text: string): string | null {
  const m = UUID.exec(text)
  if (!m) return null
  const hex = m.slice(1, 6).join('').toLowerCase()
  if (/^0+$/.test(hex)) return 'nil UUID (all zeros)'
  if (/^f+$/.test(hex)) return 'max UUID (all ones)'
  const version = parseInt(hex[12]!, 16)
  const variant = parseInt(hex[16]!, 16)
  if (variant < 8 || variant > 11) return `UUID, not RFC 9562 (variant ${variant >= 14 ? 'reserved' : variant >= 12 ? 'Microsoft' : 'NCS'})`
  if (version === 7) {
    const ms = parseInt(hex.slice(0, 12), 16)
    return `UUID v7, created ${utc(new Date(ms))}`
  }
  if (version === 1) {
    // 100-ns intervals since 1582-10-15: time_hi (12 bits), time_mid, time_low.
    const t = BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`)
    const ms = Number((t - 122192928000000000n) / 10000n)
    if (ms > 0 && ms < Date.UTC(2200, 0, 1)) return `UUID v1 (time-based), created ${utc(new Date(ms))}`
  }
  return NAMES[version] ? `UUID v${version} (${NAMES[version]})` : `UUID/GUID, non-standard version ${version}`
}

/** A UUID, or a list of them one per line. */
export const uuid: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed.length <= 50) {
    const d = describeUuid(unquote(trimmed))
    return d ? detections('uuid', d, [['uuid', 0.98]]) : []
  }
  if (sample.truncated) return []
  const lines = firstLines(trimmed, 2000).map((l) => l.trim().replace(/,$/, '')).filter(Boolean)
  if (lines.length < 2 || !lines.every((l) => UUID.test(l))) return []
  const versions = [...new Set(lines.map((l) => describeUuid(l)?.match(/v\d/)?.[0]).filter(Boolean))]
  return detections('uuid', `${plural(lines.length, 'UUID')}${versions.length ? ` (${versions.join(', ')})` : ''}`, [['uuid', 0.9]])
}

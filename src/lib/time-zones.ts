/**
 * Time zones through Intl (IANA data): a zone's offset at an instant, ISO 8601 in a zone. Shared by
 * the Timestamp tool's zones side by side and the recipe worker's time operations (D34).
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0')
const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** The IANA zones this browser knows (Intl), UTC first. */
let zones: string[] | undefined
export function supportedZones(): string[] {
  if (!zones) {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    zones = ['UTC', ...all.filter((z) => z !== 'UTC')]
  }
  return zones
}

/** The zone as Intl's list spells it (any case typed), or as typed when Intl knows it; null when Intl does not. */
export function knownZone(zone: string): string | null {
  const z = zone.trim()
  if (!z) return null
  const listed = supportedZones().find((name) => name.toLowerCase() === z.toLowerCase())
  if (listed) return listed
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: z }).resolvedOptions().timeZone
  } catch {
    return null
  }
  // A current name Intl maps to an older one (Asia/Kathmandu to Asia/Katmandu) is kept as typed, each word capitalised.
  return resolved.toLowerCase() === z.toLowerCase() ? resolved : z.replace(/(^|[/_-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

/** A zone's offset from UTC (ms) at an instant, from Intl: UTC or any IANA zone. Throws RangeError for an unknown zone. */
export function offsetIn(zone: string): (utcMs: number) => number {
  let format = offsetFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    offsetFormats.set(zone, format)
  }
  const f = format
  return (utcMs) => {
    const name = f.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
    const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name)
    return m ? (m[1] === '-' ? -1 : 1) * ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000 : 0
  }
}

export const isUtc = (zone: string) => /^(?:utc|etc\/utc|z)$/i.test(zone)

/** `+05:30` for an offset in ms. */
export function offsetText(offset: number): string {
  const abs = Math.abs(offset) / 60_000
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** ISO 8601 of an instant in a zone: `2023-11-15T03:43:20.000+05:30`, or `...Z` in UTC; `digits` after the second. */
export function isoIn(seconds: number, nanos: number, digits: number, zone: string): string {
  const offset = offsetIn(zone)(seconds * 1000)
  const d = new Date(seconds * 1000 + offset)
  const y = d.getUTCFullYear()
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(Math.abs(y), 6)}`
  const fraction = digits ? `.${String(nanos).padStart(9, '0').slice(0, digits)}` : ''
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${fraction}${isUtc(zone) ? 'Z' : offsetText(offset)}`
}

/** An instant (Unix ms) in a zone, for a row of the zones side by side. */
export type ZoneTime = { zone: string; iso: string; offset: string; abbreviation: string; local: string }

export function timeInZone(ms: number, zone: string, locale?: string): ZoneTime {
  const seconds = Math.floor(ms / 1000)
  const offset = offsetIn(zone)(ms)
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? ''
  return {
    zone,
    iso: isoIn(seconds, Math.round((ms - seconds * 1000) * 1e6), 3, zone),
    offset: `UTC${offsetText(offset)}`,
    abbreviation,
    local: new Date(ms).toLocaleString(locale, { timeZone: zone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }),
  }
}

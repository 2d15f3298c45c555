import type { Detector, Sample } from './types'
import { detections, firstLines, plural, unquote } from './util'

/**
 * An IPv4 or IPv6 address, CIDR, address with netmask, or range (`10.0.0.1 - 10.0.0.9`), or a list
 * of them one a line: the subnet calculator. Only a text that is nothing else: an address inside a
 * log line, JSON or a config file is left to the detectors of those (regexes only, no parser).
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const V4 = `${OCTET}(?:\\.${OCTET}){3}`
const V6 = '[0-9A-Fa-f:]*:[0-9A-Fa-f:]*(?:' + V4 + ')?(?:%[\\w.-]+)?'
const ADDR = new RegExp(`^(?:(${V4})|(${V6}))$`)
const ENTRY = new RegExp(`^(\\S+?)(?:\\s*/\\s*(\\d{1,3}|${V4})|\\s+(${V4}))?$`)
const RANGE = /^(\S+)\s*(?:-|–|to)\s*(\S+)$/

/** 4 or 6 for an address, else 0. IPv6 is checked by its groups: 8, or fewer with one "::". */
function familyOf(s: string): 0 | 4 | 6 {
  const m = ADDR.exec(s)
  if (!m) return 0
  if (m[1]) return 4
  const body = s.replace(/%.*$/, '').replace(/:(?:\d+\.){3}\d+$/, ':0:0')
  const doubles = body.split('::').length - 1
  if (doubles > 1) return 0
  const groups = body.split(':').filter((g) => g !== '')
  if (groups.some((g) => g.length > 4) || groups.length > 8) return 0
  if (doubles === 0 && (groups.length !== 8 || body.startsWith(':') || body.endsWith(':'))) return 0
  if (doubles === 1 && groups.length > 7) return 0
  return 6
}

type Entry = { family: 4 | 6; what: 'address' | 'network' | 'range'; text: string }

function entryOf(text: string): Entry | null {
  const r = RANGE.exec(text)
  if (r && !text.includes('/')) {
    const [a, b] = [familyOf(r[1]!), familyOf(r[2]!)]
    return a && a === b ? { family: a, what: 'range', text } : null
  }
  const m = ENTRY.exec(text)
  if (!m) return null
  const f = familyOf(m[1]!)
  if (!f) return null
  const prefix = m[2] ?? m[3]
  if (prefix === undefined) return { family: f, what: 'address', text }
  if (/^\d+$/.test(prefix) ? Number(prefix) > (f === 4 ? 32 : 128) : f !== 4) return null
  return { family: f, what: 'network', text }
}

export const ip: Detector = (sample: Sample) => {
  if (sample.truncated) return []
  const one = unquote(sample.trimmed)
  if (!/[\r\n]/.test(one)) {
    const e = entryOf(one)
    return e ? detections(`ip-${e.what}`, `IPv${e.family} ${e.what} ${one.length > 60 ? `${one.slice(0, 59)}…` : one}`, [['subnet', 0.95]]) : []
  }
  const lines = firstLines(sample.trimmed, 5001).filter((l) => l.trim() && !l.trim().startsWith('#'))
  if (lines.length > 5000) return []
  let n = 0
  for (const line of lines) {
    for (const item of line.replace(/#.*/, '').trim().split(/\s*[,;]\s*/)) {
      if (item && !entryOf(item)) return []
      if (item) n++
    }
  }
  return n > 1 ? detections('ip-list', `List of ${plural(n, 'IP address or network', 'IP addresses and networks')}`, [['subnet', 0.92]]) : []
}

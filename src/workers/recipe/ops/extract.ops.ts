import { compareCodePoints } from '../../format/json.impl'
import type { Args, OpImpls } from '../op-impl'

/** Extractors (src/ops/extract.manifest.ts): matches in the order found, one per line. */

/** The list as asked: the first of each when unique, in code point order when sorted. */
function listOf(found: string[], args: Args): string {
  let out = args.unique ? [...new Set(found)] : found
  if (args.sort) out = [...out].sort(compareCodePoints)
  return out.join('\n')
}

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = `${IPV4_PART}(?:\\.${IPV4_PART}){3}`
/** A dotted quad not inside a longer run of digits and dots (1.2.3.4.5 is not an address). */
const IPV4_IN_TEXT = new RegExp(`(?<![\\d.])${IPV4}(?!\\d|\\.\\d)`, 'g')
const IPV4_WHOLE = new RegExp(`^${IPV4}$`)
/** A run of hex digits, colons and dots holding a colon: an IPv6 address when it parses. */
const IPV6_CANDIDATE = /[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*/g
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/

/** RFC 4291 section 2.2 text forms: eight groups, one `::` for a run of zeros, an IPv4 tail. */
export function isIPv6(s: string): boolean {
  const halves = s.split('::')
  if (halves.length > 2) return false
  const groups = (h: string) => (h === '' ? [] : h.split(':'))
  const head = groups(halves[0]!)
  const tail = halves.length === 2 ? groups(halves[1]!) : []
  const all = [...head, ...tail]
  let count = all.length
  const last = all[all.length - 1]
  if (last !== undefined && last.includes('.')) {
    if (!IPV4_WHOLE.test(last)) return false
    all.pop()
    count += 1
  }
  if (!all.every((g) => HEX_GROUP.test(g))) return false
  return halves.length === 2 ? count <= 7 : count === 8
}

const WORD_CHAR = /[0-9A-Za-z]/

function ipAddresses(text: string, args: Args): string[] {
  const found: { at: number; end: number; s: string }[] = []
  if (args.ipv6) {
    for (const m of text.matchAll(IPV6_CANDIDATE)) {
      const at = m.index
      let s = m[0]
      if (WORD_CHAR.test(text[at - 1] ?? '') || WORD_CHAR.test(text[at + s.length] ?? '')) continue
      // A sentence's full stop or a label's colon after the address is not part of it.
      if (!isIPv6(s)) s = s.replace(/[.:]+$/, '')
      if (s.includes(':') && isIPv6(s)) found.push({ at, end: at + s.length, s })
    }
  }
  if (args.ipv4) {
    for (const m of text.matchAll(IPV4_IN_TEXT)) {
      if (found.some((f) => m.index >= f.at && m.index < f.end)) continue
      found.push({ at: m.index, end: m.index + m[0].length, s: m[0] })
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.s)
}

/** The local part (RFC 5322 atext in dotted atoms, any letter or digit) @ dotted labels. */
const ATEXT = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]"
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?'
const EMAIL = new RegExp(`${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${LABEL}`, 'gu')

/** CyberChef's URL pattern: scheme://, host of dotted labels, port, a path that does not end in punctuation. */
const URL_PATH = '[^.!,?"<>\\[\\]{}\\s\\x7F-\\xFF]'
const URL_RE = new RegExp(`[A-Z]+://[-\\w]+(?:\\.\\w[-\\w]*)+(?::\\d+)?(?:/${URL_PATH}*(?:[.!,?]+${URL_PATH}+)*)?`, 'gi')

/** CyberChef's domain pattern: labels of 1-63 characters (xn-- allowed), a TLD of 2-63 letters. */
const DOMAIN = /\b(?:(?=[a-z0-9-]{1,63}\.)(?:xn--)?[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]{2,63}\b/gi

const all = (re: RegExp) => (text: string) => Array.from(text.matchAll(re), (m) => m[0])

const extractor = (find: (text: string, args: Args) => string[]) => ({ run: (input: unknown, args: Args) => listOf(find(input as string, args), args) })

export default {
  'extract-ip-addresses': extractor(ipAddresses),
  'extract-email-addresses': extractor(all(EMAIL)),
  'extract-urls': extractor(all(URL_RE)),
  'extract-domains': extractor(all(DOMAIN)),
} satisfies OpImpls

/** SPEC "DNS Lookup", sections 3, 7, 8, 9; DECISIONS D20. */
export const PROVIDERS = {
  cloudflare: { label: 'Cloudflare', url: 'https://cloudflare-dns.com/dns-query', headers: { Accept: 'application/dns-json' } as Record<string, string> },
  google: { label: 'Google', url: 'https://dns.google/resolve', headers: {} as Record<string, string> },
} as const
export type Provider = keyof typeof PROVIDERS
export const PROVIDER_IDS = Object.keys(PROVIDERS) as Provider[]

/** SPEC's five record types first, then the ones we add. */
export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SOA', 'CAA', 'SRV', 'PTR'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

export const LOOKUP_FAILED = 'Lookup failed'
export const TIMEOUT_MS = 10_000

export type DnsState = { domain: string; type: RecordType; provider: Provider }
export const DEFAULTS: DnsState = { domain: '', type: 'A', provider: 'cloudflare' }
export const validateState = (s: DnsState, d: DnsState): DnsState => ({
  ...s,
  type: (RECORD_TYPES as readonly string[]).includes(s.type) ? s.type : d.type,
  provider: PROVIDER_IDS.includes(s.provider) ? s.provider : d.provider,
})

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/** The 8 groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted), or null. */
export function ipv6Groups(text: string): number[] | null {
  let s = text.trim().toLowerCase()
  if (!s.includes(':') || !/^[0-9a-f:.]+$/.test(s)) return null
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s)
  if (v4) {
    if (!IPV4.test(v4[1]!)) return null
    const b = v4[1]!.split('.').map(Number)
    s = s.slice(0, -v4[1]!.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const part = (h: string) => (h ? h.split(':') : [])
  const head = part(halves[0]!)
  const tail = halves.length === 2 ? part(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => parseInt(g, 16))
}

/** The reverse-lookup name of an IP address (in-addr.arpa / ip6.arpa), or null if it is not one. */
export function reverseName(ip: string): string | null {
  const t = ip.trim()
  if (IPV4.test(t)) return `${t.split('.').reverse().join('.')}.in-addr.arpa`
  const groups = ipv6Groups(t)
  if (!groups) return null
  const nibbles = groups.map((g) => g.toString(16).padStart(4, '0')).join('')
  return `${[...nibbles].reverse().join('.')}.ip6.arpa`
}

export type QueryName = { ok: true; name: string; note?: string } | { ok: false; error: string }

/**
 * The name to ask for: a pasted URL gives its host, a trailing dot and spaces go, international
 * names become their ASCII (punycode) form; for PTR an IP address becomes its reverse name.
 */
export function queryName(domain: string, type: RecordType): QueryName {
  let d = domain.trim()
  if (!d) return { ok: false, error: 'Enter a domain name' }
  if (type === 'PTR') {
    const reverse = reverseName(d)
    if (reverse) return { ok: true, name: reverse, note: `Reverse lookup of ${d}` }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(d)) {
    try {
      d = new URL(d).hostname
    } catch {
      return { ok: false, error: 'Not a valid domain name' }
    }
  }
  d = d.replace(/\.$/, '')
  let ascii: string
  try {
    ascii = /^[\x21-\x7e]+$/.test(d) ? d.toLowerCase() : new URL(`http://${d}`).hostname
  } catch {
    return { ok: false, error: 'Not a valid domain name' }
  }
  if (ascii.length > 253 || !ascii.split('.').every((l) => /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/i.test(l))) return { ok: false, error: 'Not a valid domain name' }
  return { ok: true, name: ascii }
}

/** The DNS-over-HTTPS request of D20: JSON API with query parameters name and type. */
export function dnsRequest(name: string, type: RecordType, provider: Provider): { url: string; headers: Record<string, string> } {
  const p = PROVIDERS[provider]
  const params = new URLSearchParams({ name, type })
  return { url: `${p.url}?${params.toString()}`, headers: { ...p.headers } }
}

/** IANA type numbers the answers carry. */
const TYPE_NAMES: Record<number, string> = {
  1: 'A', 2: 'NS', 5: 'CNAME', 6: 'SOA', 12: 'PTR', 13: 'HINFO', 15: 'MX', 16: 'TXT', 28: 'AAAA', 33: 'SRV', 35: 'NAPTR', 39: 'DNAME', 43: 'DS', 46: 'RRSIG', 47: 'NSEC', 48: 'DNSKEY', 50: 'NSEC3', 52: 'TLSA', 64: 'SVCB', 65: 'HTTPS', 99: 'SPF', 257: 'CAA',
}
export const typeName = (n: unknown) => (typeof n === 'number' ? (TYPE_NAMES[n] ?? `TYPE${n}`) : String(n ?? ''))

/** DNS response codes (RFC 1035, 6895). */
const RCODES: Record<number, string> = { 0: 'NOERROR', 1: 'FORMERR', 2: 'SERVFAIL', 3: 'NXDOMAIN', 4: 'NOTIMP', 5: 'REFUSED' }
export const rcodeName = (n: unknown) => (typeof n === 'number' ? (RCODES[n] ?? `RCODE ${n}`) : 'unknown')

export type AnswerRow = { name: string; type: string; ttl: number | null; data: string }
export type DnsAnswer = { status: string; rows: AnswerRow[]; authority: AnswerRow[]; json: string }

const rowsOf = (list: unknown): AnswerRow[] =>
  Array.isArray(list)
    ? list
        .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
        .map((r) => ({ name: String(r.name ?? ''), type: typeName(r.type), ttl: typeof r.TTL === 'number' ? r.TTL : null, data: String(r.data ?? '') }))
    : []

/** Reads a DoH JSON answer: the status, the answer and authority rows, and the JSON pretty-printed. */
export function readAnswer(body: string): DnsAnswer | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const o = parsed as Record<string, unknown>
  return { status: rcodeName(o.Status), rows: rowsOf(o.Answer), authority: rowsOf(o.Authority), json: JSON.stringify(parsed, null, 2) }
}

export const NO_RECORDS = 'No records of this type.'
export const NXDOMAIN_NOTE = 'The name does not exist (NXDOMAIN).'

/**
 * What to say when an answer holds no records: NXDOMAIN means the name itself does not exist;
 * NOERROR with no answers means it exists but has no records of the type asked; other codes say
 * the resolver could not answer.
 */
export function emptyAnswerNote(status: string): string {
  switch (status) {
    case 'NOERROR':
      return NO_RECORDS
    case 'NXDOMAIN':
      return NXDOMAIN_NOTE
    case 'SERVFAIL':
      return 'The resolver could not get an answer (SERVFAIL): the domain’s name servers failed or did not respond.'
    case 'REFUSED':
      return 'The resolver refused the query (REFUSED).'
    default:
      return `No records: the resolver answered ${status}.`
  }
}

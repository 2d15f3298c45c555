import ipaddr from 'ipaddr.js'

/**
 * IPv4 and IPv6 arithmetic for the subnet calculator (#/subnet) and its recipe operations (D34):
 * one copy, called by the screen and by src/workers/recipe/ops/subnet.ops.ts. ipaddr.js parses
 * IPv6 and names the IANA special-purpose blocks; addresses are BigInts here, so counts, splits
 * and summaries are exact for IPv6 too. Results follow Python's `ipaddress` module (the committed
 * cases in src/tools/subnet/fixtures/cases.json, checked by subnet.test.ts).
 */

export type Family = 4 | 6
export const BITS: Record<Family, number> = { 4: 32, 6: 128 }

/** A block of addresses: one address, a CIDR network, or a range from `first` to `last`. */
export type Block = {
  family: Family
  first: bigint
  last: bigint
  kind: 'address' | 'cidr' | 'range'
  /** The prefix length of an address or a CIDR (an address is a /32 or /128). */
  prefix?: number
  /** The address as written before its prefix (10.0.0.77 of 10.0.0.77/24). */
  address?: bigint
  /** An IPv6 zone (fe80::1%eth0): shown, not used in arithmetic. */
  zone?: string
}

export class SubnetError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SubnetError'
  }
}

export const NOT_AN_ADDRESS = 'Not an IPv4 or IPv6 address or CIDR'
const bad = (text: string, why: string) => new SubnetError(`${NOT_AN_ADDRESS}: ${text} (${why})`)

/* ------------------------------------------------------------------------------------------ */
/* Parsing                                                                                     */

/** Why a dotted IPv4 text is not an address, or null when it is one (Python's strict rules: four decimal octets, no leading zeros). */
function ipv4Problem(s: string): string | null {
  const parts = s.split('.')
  if (parts.length !== 4) return `an IPv4 address has 4 octets, this has ${parts.length}`
  for (const p of parts) {
    if (p === '') return 'an octet is empty'
    if (!/^\d+$/.test(p)) return `octet ${p} is not a number from 0 to 255`
    if (p.length > 1 && p.startsWith('0')) return `octet ${p} has a leading zero`
    if (Number(p) > 255) return `octet ${p} is over 255`
  }
  return null
}

/** Why an IPv6 text is not an address (in words), for the error message. */
function ipv6Problem(s: string): string {
  const bad = /[^0-9a-fA-F:.]/.exec(s)
  if (bad) return `'${bad[0]}' is not a hex digit`
  if ((s.match(/::/g) ?? []).length > 1 || s.includes(':::')) return '"::" may appear only once'
  const long = s.split(':').find((g) => !g.includes('.') && g.length > 4)
  if (long) return `group ${long} has more than 4 hex digits`
  const groups = s.split(':').filter((g) => g !== '').length
  if (!s.includes('::') && groups !== 8) return `an IPv6 address has 8 groups, this has ${groups}`
  if (groups > 8) return `an IPv6 address has at most 8 groups, this has ${groups}`
  return 'not a valid IPv6 address'
}

const v4Value = (s: string) => s.split('.').reduce((n, o) => (n << 8n) | BigInt(o), 0n)

function v6Value(a: ipaddr.IPv6): bigint {
  return a.parts.reduce((n, p) => (n << 16n) | BigInt(p), 0n)
}

export type Address = { family: Family; value: bigint; zone?: string }

/** An IPv4 or IPv6 address, or a SubnetError in words. */
export function parseAddress(text: string, shown = text): Address {
  const s = text.trim()
  if (!s) throw bad(shown || '(empty)', 'nothing to read')
  if (!s.includes(':')) {
    if (!/^[\d.]+$/.test(s) && !/\d\.\d/.test(s)) throw bad(shown, 'not an address')
    const why = ipv4Problem(s)
    if (why) throw bad(shown, why)
    return { family: 4, value: v4Value(s) }
  }
  const [addr, zone] = s.split('%', 2) as [string, string | undefined]
  if (zone !== undefined && !/^[\w.-]+$/.test(zone)) throw bad(shown, `zone ${zone || '(empty)'} is not a zone name`)
  // An embedded IPv4 tail must follow the IPv4 rules too (::ffff:1.2.3.300).
  const tail = /:([\d.]+)$/.exec(addr)?.[1]
  const tailProblem = tail?.includes('.') ? ipv4Problem(tail) : null
  if (tailProblem) throw bad(shown, tailProblem)
  if (!ipaddr.IPv6.isValid(addr)) throw bad(shown, ipv6Problem(addr))
  return { family: 6, value: v6Value(ipaddr.IPv6.parse(addr)), ...(zone ? { zone } : {}) }
}

const ones = (n: number) => (1n << BigInt(n)) - 1n
/** The netmask of a prefix length, as a number. */
export const maskOf = (family: Family, prefix: number) => ones(BITS[family]) ^ ones(BITS[family] - prefix)
export const sizeOf = (family: Family, prefix: number) => 1n << BigInt(BITS[family] - prefix)

/** The prefix length of a netmask (ones then zeros) or of a hostmask (zeros then ones), or null. */
function prefixOfMask(family: Family, mask: bigint): { prefix: number; hostmask: boolean } | null {
  const bits = BITS[family]
  for (let p = 0; p <= bits; p++) if (maskOf(family, p) === mask) return { prefix: p, hostmask: false }
  for (let p = 0; p <= bits; p++) if (ones(bits - p) === mask) return { prefix: p, hostmask: true }
  return null
}

const RANGE_SPLIT = /^(\S+)\s*(?:-|–|—|\bto\b)\s*(\S+)$/

/**
 * A block from the ways people write one: an address (`10.0.0.1`, `2001:db8::1`), a CIDR
 * (`10.0.0.0/24`; host bits may be set, as in `10.0.0.77/24`), an address and a netmask or a
 * wildcard (`10.0.0.0/255.255.255.0`, `10.0.0.0 255.255.255.0`, `10.0.0.0 0.0.0.255`), or a range
 * (`10.0.0.1 - 10.0.0.9`, `10.0.0.1-10.0.0.9`).
 */
export function parseBlock(text: string): Block {
  const s = text.trim()
  const range = RANGE_SPLIT.exec(s)
  if (range && !s.includes('/')) {
    const a = parseAddress(range[1]!, s)
    const b = parseAddress(range[2]!, s)
    if (a.family !== b.family) throw new SubnetError(`Not an IP range: ${s} (one end is IPv${a.family}, the other IPv${b.family})`)
    if (b.value < a.value) throw new SubnetError(`Not an IP range: ${s} (it ends before it starts)`)
    return { family: a.family, first: a.value, last: b.value, kind: 'range' }
  }
  const parts = s.split(/\s*\/\s*|\s+/)
  if (parts.length > 2) throw bad(s, parts.length > 2 && s.includes('/') ? 'more than one prefix' : 'not an address')
  const a = parseAddress(parts[0]!, s)
  const bits = BITS[a.family]
  if (parts.length === 1) return { family: a.family, first: a.value, last: a.value, kind: 'address', prefix: bits, address: a.value, ...(a.zone ? { zone: a.zone } : {}) }
  const p = parts[1]!
  let prefix: number
  if (/^\d+$/.test(p)) {
    prefix = Number(p)
    if (prefix > bits || (p.length > 1 && p.startsWith('0'))) throw bad(s, `an IPv${a.family} prefix is 0 to ${bits}`)
  } else if (a.family === 4 && p.includes('.')) {
    const why = ipv4Problem(p)
    if (why) throw bad(s, `netmask ${p}: ${why}`)
    const m = prefixOfMask(4, v4Value(p))
    if (!m) throw bad(s, `${p} is not a netmask: its ones are not contiguous`)
    prefix = m.prefix
  } else throw bad(s, p.startsWith('-') ? `an IPv${a.family} prefix is 0 to ${bits}` : `${p} is not a prefix length`)
  const mask = maskOf(a.family, prefix)
  const first = a.value & mask
  return { family: a.family, first, last: first | (ones(bits) ^ mask), kind: 'cidr', prefix, address: a.value, ...(a.zone ? { zone: a.zone } : {}) }
}

/* ------------------------------------------------------------------------------------------ */
/* Formatting                                                                                  */

/** An address as Python's `str()` writes it (RFC 5952 for IPv6). */
export function formatAddress(family: Family, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 255n)).join('.')
  const parts = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn))
  return new ipaddr.IPv6(parts).toRFC5952String()
}

/** Every digit written out: 2001:0db8:0000:...; IPv4 as it is. */
export function explodeAddress(family: Family, value: bigint): string {
  if (family === 4) return formatAddress(4, value)
  return Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16).padStart(4, '0')).join(':')
}

export const formatCidr = (family: Family, first: bigint, prefix: number) => `${formatAddress(family, first)}/${prefix}`

/** 1,234,567 for any size (IPv6 counts are BigInts). */
export const formatCount = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The DNS name of an address's PTR record (Python's reverse_pointer). */
export function reversePointer(family: Family, value: bigint): string {
  if (family === 4) return `${formatAddress(4, value).split('.').reverse().join('.')}.in-addr.arpa`
  return `${value.toString(16).padStart(32, '0').split('').reverse().join('.')}.ip6.arpa`
}

/* ------------------------------------------------------------------------------------------ */
/* Networks                                                                                    */

/** First and last host and their count, as Python's `hosts()` gives them. */
export function hostsOf(family: Family, first: bigint, prefix: number): { first: bigint; last: bigint; count: bigint } {
  const bits = BITS[family]
  const last = first + sizeOf(family, prefix) - 1n
  if (prefix >= bits - 1) return { first, last, count: last - first + 1n }
  // IPv4 leaves out the network and broadcast addresses; IPv6 only the Subnet-Router anycast address (the first).
  return family === 4 ? { first: first + 1n, last: last - 1n, count: last - first - 1n } : { first: first + 1n, last, count: last - first }
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), or null. */
export function ipv4Mapped(family: Family, value: bigint): bigint | null {
  return family === 6 && value >> 32n === 0xffffn ? value & 0xffffffffn : null
}

const net = (cidr: string): [bigint, bigint] => {
  const b = parseBlock(cidr)
  return [b.first, b.last]
}
const inAny = (nets: readonly [bigint, bigint][], first: bigint, last: bigint) => nets.some(([a, b]) => first >= a && last <= b)

/** Python 3.11's ipaddress tables (the IANA special-purpose registries as it reads them). */
const PY = {
  4: {
    private: ['0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/29', '192.0.0.170/31', '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '240.0.0.0/4', '255.255.255.255/32'],
    loopback: ['127.0.0.0/8'],
    linkLocal: ['169.254.0.0/16'],
    multicast: ['224.0.0.0/4'],
    reserved: ['240.0.0.0/4'],
  },
  6: {
    private: ['::1/128', '::/128', '::ffff:0:0/96', '100::/64', '2001::/23', '2001:2::/48', '2001:db8::/32', '2001:10::/28', 'fc00::/7', 'fe80::/10'],
    loopback: ['::1/128'],
    linkLocal: ['fe80::/10'],
    multicast: ['ff00::/8'],
    reserved: ['::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4', '4000::/3', '6000::/3', '8000::/3', 'a000::/3', 'c000::/3', 'e000::/4', 'f000::/5', 'f800::/6', 'fe00::/9'],
  },
} as const
let pyTables: Record<Family, Record<keyof (typeof PY)[4], [bigint, bigint][]>> | null = null
const tables = () =>
  (pyTables ??= {
    4: Object.fromEntries(Object.entries(PY[4]).map(([k, v]) => [k, v.map((c) => net(c))])) as Record<keyof (typeof PY)[4], [bigint, bigint][]>,
    6: Object.fromEntries(Object.entries(PY[6]).map(([k, v]) => [k, v.map((c) => net(c))])) as Record<keyof (typeof PY)[4], [bigint, bigint][]>,
  })

export type Flags = { is_private: boolean; is_global: boolean; is_loopback: boolean; is_link_local: boolean; is_multicast: boolean; is_reserved: boolean; is_unspecified: boolean }

/**
 * Python's is_private, is_global, ... of an address (first = last) or a network (both ends must be
 * in the block), as its ipaddress module computes them.
 */
export function flagsOf(family: Family, first: bigint, last: bigint, network = first !== last): Flags {
  const t = tables()[family]
  // An IPv4-mapped address takes its IPv4 address's privacy (not a network of them).
  const mapped = network ? null : ipv4Mapped(family, first)
  const isPrivate = mapped !== null ? inAny(tables()[4].private, mapped, mapped) : inAny(t.private, first, last)
  const cgnat = family === 4 && inAny([net('100.64.0.0/10')], first, last)
  return {
    is_private: isPrivate,
    is_global: !isPrivate && !cgnat,
    is_loopback: inAny(t.loopback, first, last),
    is_link_local: inAny(t.linkLocal, first, last),
    is_multicast: inAny(t.multicast, first, last),
    is_reserved: inAny(t.reserved, first, last),
    // Python: the address 0.0.0.0 or ::, or a network whose both ends are that address.
    is_unspecified: first === 0n && last === 0n,
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Classification (ipaddr.js's special-purpose blocks, in words)                              */

export type Kind = { id: string; name: string }

const KIND_NAMES: Record<string, string> = {
  unicast: 'Public (global unicast)',
  unspecified: 'Unspecified ("this host", RFC 1122)',
  broadcast: 'Limited broadcast (RFC 919)',
  multicast: 'Multicast',
  linkLocal: 'Link-local',
  loopback: 'Loopback',
  carrierGradeNat: 'CGNAT shared address space (RFC 6598)',
  private: 'Private (RFC 1918)',
  reserved: 'Reserved',
  as112: 'AS112 DNS service (RFC 7534, RFC 7535)',
  amt: 'AMT multicast tunnelling (RFC 7450)',
  uniqueLocal: 'Unique local, private (RFC 4193)',
  ipv4Mapped: 'IPv4-mapped (RFC 4291)',
  deprecatedSiteLocal: 'Site-local, deprecated (RFC 3879)',
  discard: 'Discard-only (RFC 6666)',
  rfc6145: 'IPv4-translated (RFC 6145)',
  rfc6052: 'NAT64 IPv4/IPv6 translation (RFC 6052, RFC 8215)',
  '6to4': '6to4 (RFC 3056)',
  teredo: 'Teredo tunnelling (RFC 4380)',
  benchmarking: 'Benchmarking (RFC 2544, RFC 5180)',
  as112v6: 'AS112 DNS service (RFC 7534, RFC 7535)',
  deprecatedOrchid: 'ORCHID, deprecated (RFC 4843)',
  orchid2: 'ORCHIDv2 (RFC 7343)',
  droneRemoteIdProtocolEntityTags: 'Drone Remote ID entity tags (RFC 9374)',
  segmentRouting: 'SRv6 segment identifiers (RFC 9602)',
}

/** ipaddr.js puts several blocks under "reserved": their own names, most specific first. */
const RESERVED_DETAIL: readonly [string, Kind][] = [
  ['192.0.2.0/24', { id: 'documentation', name: 'Documentation, TEST-NET-1 (RFC 5737)' }],
  ['198.51.100.0/24', { id: 'documentation', name: 'Documentation, TEST-NET-2 (RFC 5737)' }],
  ['203.0.113.0/24', { id: 'documentation', name: 'Documentation, TEST-NET-3 (RFC 5737)' }],
  ['2001:db8::/32', { id: 'documentation', name: 'Documentation (RFC 3849)' }],
  ['3fff::/20', { id: 'documentation', name: 'Documentation (RFC 9637)' }],
  ['198.18.0.0/15', { id: 'benchmarking', name: 'Benchmarking (RFC 2544)' }],
  ['192.88.99.0/24', { id: '6to4-relay', name: '6to4 relay anycast, deprecated (RFC 7526)' }],
  ['192.0.0.0/24', { id: 'ietf', name: 'IETF protocol assignments (RFC 6890)' }],
  ['2001::/23', { id: 'ietf', name: 'IETF protocol assignments (RFC 2928)' }],
  ['240.0.0.0/4', { id: 'reserved', name: 'Reserved for future use (RFC 1112)' }],
]

function ipaddrOf(family: Family, value: bigint): ipaddr.IPv4 | ipaddr.IPv6 {
  return ipaddr.parse(formatAddress(family, value))
}

/** The special-purpose block an address is in (ipaddr.js's table, with its "reserved" blocks named). */
export function kindOf(family: Family, value: bigint): Kind {
  const id = ipaddrOf(family, value).range()
  if (id === 'reserved') {
    for (const [cidr, kind] of RESERVED_DETAIL) {
      const b = parseBlock(cidr)
      if (b.family === family && value >= b.first && value <= b.last) return kind
    }
  }
  return { id, name: KIND_NAMES[id] ?? id }
}

/** The block's kind: that of its first address when its last is of the same kind, else null (it spans several). */
export function kindOfBlock(b: Pick<Block, 'family' | 'first' | 'last'>): Kind | null {
  const a = kindOf(b.family, b.first)
  const z = kindOf(b.family, b.last)
  return a.id === z.id && a.name === z.name ? a : null
}

/* ------------------------------------------------------------------------------------------ */
/* Ranges, summaries, splits                                                                   */

export type Cidr = { family: Family; first: bigint; prefix: number }
export const cidrText = (c: Cidr) => formatCidr(c.family, c.first, c.prefix)
export const lastOf = (c: Cidr) => c.first + sizeOf(c.family, c.prefix) - 1n

/** The fewest CIDRs that cover first..last exactly (Python's summarize_address_range). */
export function rangeToCidrs(family: Family, first: bigint, last: bigint): Cidr[] {
  const bits = BITS[family]
  const out: Cidr[] = []
  let at = first
  while (at <= last) {
    // The largest aligned block starting at `at` that does not go past `last`.
    let size = 0
    while (size < bits && (at & ((1n << BigInt(size + 1)) - 1n)) === 0n && at + (1n << BigInt(size + 1)) - 1n <= last) size++
    out.push({ family, first: at, prefix: bits - size })
    at += 1n << BigInt(size)
  }
  return out
}

/** A block's CIDRs: itself when it is one, else the fewest that cover it. */
export const cidrsOf = (b: Block): Cidr[] => (b.kind === 'range' ? rangeToCidrs(b.family, b.first, b.last) : [{ family: b.family, first: b.first, prefix: b.prefix! }])

/** The fewest CIDRs covering every block, IPv4 first (Python's collapse_addresses, one family at a time). */
export function summarise(blocks: readonly Block[]): Cidr[] {
  const out: Cidr[] = []
  for (const family of [4, 6] as const) {
    const spans = blocks.filter((b) => b.family === family).map((b) => [b.first, b.last] as [bigint, bigint])
    spans.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    let cur: [bigint, bigint] | null = null
    for (const s of spans) {
      if (cur && s[0] <= cur[1] + 1n) {
        if (s[1] > cur[1]) cur[1] = s[1]
      } else {
        if (cur) out.push(...rangeToCidrs(family, cur[0], cur[1]))
        cur = [s[0], s[1]]
      }
    }
    if (cur) out.push(...rangeToCidrs(family, cur[0], cur[1]))
  }
  return out
}

export type ParsedList = { blocks: Block[]; errors: string[] }

/** A pasted list: one block a line, or several separated by commas or semicolons; blank lines and # comments skipped. */
export function parseList(text: string): ParsedList {
  const blocks: Block[] = []
  const errors: string[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    const body = line.replace(/#.*/, '').trim()
    if (!body) return
    for (const item of body.split(/\s*[,;]\s*/)) {
      if (!item) continue
      try {
        blocks.push(parseBlock(item))
      } catch (e) {
        errors.push(`Line ${i + 1}: ${(e as Error).message}`)
      }
    }
  })
  return { blocks, errors }
}

/** A list's blocks, or a SubnetError naming every line at fault (at most 5, then how many more). */
export function parseListStrict(text: string): Block[] {
  const { blocks, errors } = parseList(text)
  if (errors.length) throw new SubnetError(errors.slice(0, 5).join('\n') + (errors.length > 5 ? `\n…and ${errors.length - 5} more lines` : ''))
  return blocks
}

/** How many subnets a split lists at most (a /8 into /30s would be 4 million rows). */
export const MAX_SUBNETS = 4096

/** The subnets of a CIDR at a longer prefix (Python's subnets(new_prefix=)), the first `max` of them. */
export function subnetsOf(c: Cidr, newPrefix: number, max = MAX_SUBNETS): { subnets: Cidr[]; total: bigint } {
  const bits = BITS[c.family]
  if (!Number.isInteger(newPrefix) || newPrefix < c.prefix || newPrefix > bits) {
    throw new SubnetError(`A /${c.prefix} splits into prefixes from /${c.prefix} to /${bits}; /${newPrefix} is not one of them`)
  }
  const total = 1n << BigInt(newPrefix - c.prefix)
  const step = sizeOf(c.family, newPrefix)
  const n = total < BigInt(max) ? Number(total) : max
  return { subnets: Array.from({ length: n }, (_, i) => ({ family: c.family, first: c.first + step * BigInt(i), prefix: newPrefix })), total }
}

/** The prefix that splits a CIDR into at least `count` equal subnets. */
export function prefixForCount(c: Cidr, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new SubnetError('The number of subnets is a whole number from 1 up')
  const extra = Math.ceil(Math.log2(count))
  const bits = BITS[c.family]
  if (c.prefix + extra > bits) throw new SubnetError(`${cidrText(c)} cannot be split into ${count.toLocaleString('en-US')} subnets: it has only ${formatCount(sizeOf(c.family, c.prefix))} addresses`)
  return c.prefix + extra
}

/**
 * The longest prefix with room for `hosts` hosts in a VLSM plan: an IPv4 subnet keeps its network
 * and broadcast addresses (a /30 at least: /31 and /32 are for point-to-point links and single
 * hosts, not LANs); an IPv6 one its Subnet-Router anycast address, as Python's hosts() counts.
 */
export function prefixForHosts(family: Family, hosts: bigint): number | null {
  for (let p = family === 4 ? 30 : 128; p >= 0; p--) if (hostsOf(family, 0n, p).count >= hosts) return p
  return null
}

export type Allocation = { label: string; hosts: bigint; cidr: Cidr }

/**
 * VLSM: a subnet for each host count, the largest first, packed from the start of the network
 * (each block then starts aligned); `free` is what is left, as CIDRs.
 */
export function vlsm(c: Cidr, needs: readonly { label: string; hosts: bigint }[]): { allocations: Allocation[]; free: Cidr[] } {
  if (!needs.length) throw new SubnetError('Enter the number of hosts each subnet needs, for example 50, 20, 10')
  const sized = needs.map((n, i) => {
    if (n.hosts < 1n) throw new SubnetError(`Subnet ${n.label} needs at least 1 host`)
    const prefix = prefixForHosts(c.family, n.hosts)
    if (prefix === null || prefix < c.prefix) throw new SubnetError(`Subnet ${n.label} needs ${formatCount(n.hosts)} hosts; ${cidrText(c)} has ${formatCount(hostsOf(c.family, c.first, c.prefix).count)}`)
    return { ...n, prefix, i }
  })
  const order = [...sized].sort((a, b) => a.prefix - b.prefix || a.i - b.i)
  const needed = order.reduce((n, s) => n + sizeOf(c.family, s.prefix), 0n)
  const size = sizeOf(c.family, c.prefix)
  if (needed > size) throw new SubnetError(`The subnets need ${formatCount(needed)} addresses; ${cidrText(c)} has ${formatCount(size)}`)
  let at = c.first
  const placed = new Map<number, Allocation>()
  for (const s of order) {
    placed.set(s.i, { label: s.label, hosts: s.hosts, cidr: { family: c.family, first: at, prefix: s.prefix } })
    at += sizeOf(c.family, s.prefix)
  }
  const end = lastOf(c)
  return { allocations: sized.map((s) => placed.get(s.i)!), free: at <= end ? rangeToCidrs(c.family, at, end) : [] }
}

/** Host counts as typed: "50, 20, 10" or "web 50, db 20" (a name before the number labels the subnet). */
export function parseHostCounts(text: string): { label: string; hosts: bigint }[] {
  return text
    .split(/[,;\n]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t, i) => {
      const m = /^(?:(.*?)\s*[: ]\s*)?(\d+)$/.exec(t)
      if (!m) throw new SubnetError(`Not a host count: ${t} (write a number, or a name and a number: web 50)`)
      return { label: m[1]?.trim() || `#${i + 1}`, hosts: BigInt(m[2]!) }
    })
}

/* ------------------------------------------------------------------------------------------ */
/* Two blocks                                                                                  */

export type Relation =
  | { kind: 'families'; sentence: string }
  | { kind: 'equal' | 'a-contains-b' | 'b-contains-a' | 'overlap' | 'disjoint' | 'adjacent'; sentence: string; common: [bigint, bigint] | null; family: Family }

const describe = (b: Block) => (b.kind === 'range' ? `${formatAddress(b.family, b.first)} - ${formatAddress(b.family, b.last)}` : b.kind === 'address' ? formatAddress(b.family, b.first) : formatCidr(b.family, b.first, b.prefix!))

/** How two blocks meet: the same, one inside the other, overlapping (and where), or apart. */
export function relate(a: Block, b: Block): Relation {
  const [sa, sb] = [describe(a), describe(b)]
  if (a.family !== b.family) return { kind: 'families', sentence: `${sa} is IPv${a.family} and ${sb} is IPv${b.family}: they cannot overlap` }
  const f = a.family
  const lo = a.first > b.first ? a.first : b.first
  const hi = a.last < b.last ? a.last : b.last
  const common: [bigint, bigint] | null = lo <= hi ? [lo, hi] : null
  const n = common ? formatCount(common[1] - common[0] + 1n) : '0'
  if (a.first === b.first && a.last === b.last) return { kind: 'equal', sentence: `${sa} and ${sb} are the same ${n} addresses`, common, family: f }
  if (a.first <= b.first && a.last >= b.last) return { kind: 'a-contains-b', sentence: `${sa} contains ${sb}`, common, family: f }
  if (b.first <= a.first && b.last >= a.last) return { kind: 'b-contains-a', sentence: `${sa} is inside ${sb}`, common, family: f }
  if (common) return { kind: 'overlap', sentence: `${sa} and ${sb} overlap: ${n} addresses in common, ${formatAddress(f, lo)} - ${formatAddress(f, hi)}`, common, family: f }
  const touching = a.last + 1n === b.first || b.last + 1n === a.first
  return { kind: touching ? 'adjacent' : 'disjoint', sentence: `${sa} and ${sb} do not overlap${touching ? ' (they are adjacent)' : ''}`, common: null, family: f }
}

/* ------------------------------------------------------------------------------------------ */
/* The text operations (D34): the screen and the recipe steps call these                      */

/** Each line's block as "first - last" (a CIDR, an address or a range per line; blank lines kept). */
export function cidrToRangeText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line, i) => {
      if (!line.trim()) return ''
      try {
        const b = parseBlock(line)
        return `${formatAddress(b.family, b.first)} - ${formatAddress(b.family, b.last)}`
      } catch (e) {
        throw new SubnetError(`Line ${i + 1}: ${(e as Error).message}`)
      }
    })
    .join('\n')
}

/** A pasted list of addresses, CIDRs and ranges as the fewest CIDRs, one a line. */
export const summariseText = (text: string): string => summarise(parseListStrict(text)).map(cidrText).join('\n')

export const MAX_EXPAND = 65_536

/** Every address of the blocks listed, one a line; refused over MAX_EXPAND addresses in all. */
export function expandText(text: string, max = MAX_EXPAND): string {
  const blocks = parseListStrict(text)
  const total = blocks.reduce((n, b) => n + b.last - b.first + 1n, 0n)
  if (total > BigInt(max)) {
    const one = blocks.length === 1 ? describe(blocks[0]!) : `The list`
    throw new SubnetError(`${one} has ${formatCount(total)} addresses; expanding lists at most ${formatCount(BigInt(max))} (a /16 of IPv4, a /112 of IPv6)`)
  }
  const out: string[] = []
  for (const b of blocks) for (let v = b.first; v <= b.last; v++) out.push(formatAddress(b.family, v))
  return out.join('\n')
}

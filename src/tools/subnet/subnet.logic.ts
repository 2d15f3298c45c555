import {
  BITS,
  cidrsOf,
  cidrText,
  explodeAddress,
  flagsOf,
  formatAddress,
  formatCount,
  hostsOf,
  ipv4Mapped,
  kindOf,
  kindOfBlock,
  MAX_SUBNETS,
  parseBlock,
  parseHostCounts,
  parseList,
  prefixForCount,
  relate,
  reversePointer,
  sizeOf,
  subnetsOf,
  summarise,
  vlsm,
  type Block,
  type Cidr,
  type Relation,
} from '../../lib/subnet'

/** The subnet calculator's state and what the screen shows, from src/lib/subnet.ts (issue 34). */

export const TABS = ['split', 'compare', 'summarise'] as const
export type Tab = (typeof TABS)[number]
export const SPLIT_MODES = ['count', 'prefix', 'hosts'] as const
export type SplitMode = (typeof SPLIT_MODES)[number]

export type SubnetState = { input: string; tab: Tab; splitMode: SplitMode; count: string; prefix: string; hosts: string; compare: string; list: string }

export const DEFAULTS: SubnetState = { input: '192.168.1.0/24', tab: 'split', splitMode: 'count', count: '4', prefix: '', hosts: 'web 50, db 20, mgmt 10', compare: '', list: '' }

const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d)
export const validateState = (s: SubnetState, d: SubnetState): SubnetState => ({
  input: str(s.input, d.input),
  tab: (TABS as readonly string[]).includes(s.tab) ? s.tab : d.tab,
  splitMode: (SPLIT_MODES as readonly string[]).includes(s.splitMode) ? s.splitMode : d.splitMode,
  count: str(s.count, d.count),
  prefix: str(s.prefix, d.prefix),
  hosts: str(s.hosts, d.hosts),
  compare: str(s.compare, d.compare),
  list: str(s.list, d.list),
})

/** D25: a list of several addresses or networks goes to Summarise; one goes to the main field. */
export function acceptText(s: SubnetState, text: string): SubnetState {
  const t = text.trim()
  const lines = t.split(/\r?\n/).filter((l) => l.trim())
  if (lines.length > 1 || /[,;]/.test(t)) return { ...s, list: t, tab: 'summarise' }
  return { ...s, input: t }
}

export type Row = { label: string; value: string; copy?: boolean }

export type Analysis = { ok: true; block: Block; rows: Row[]; cidr: Cidr | null } | { ok: false; error: string }

const yesNo = (b: boolean) => (b ? 'Yes' : 'No')

/** The details of what was typed, as rows of a table. Null when the field is empty. */
export function analyse(input: string): Analysis | null {
  if (!input.trim()) return null
  let b: Block
  try {
    b = parseBlock(input)
  } catch (e) {
    return { ok: false, error: (e as Error).message }
  }
  const f = b.family
  const fmt = (v: bigint) => formatAddress(f, v)
  const rows: Row[] = []
  const kind = kindOfBlock(b)
  const flags = flagsOf(f, b.first, b.last, b.kind !== 'address')
  const reach = `${yesNo(flags.is_global)}${flags.is_private ? ' (IANA special-purpose)' : ''}`
  const total = b.last - b.first + 1n
  if (b.kind === 'address') {
    rows.push({ label: 'Address', value: fmt(b.first), copy: true }, { label: 'Version', value: `IPv${f}` })
    if (b.zone) rows.push({ label: 'Zone', value: b.zone })
    if (f === 6) rows.push({ label: 'Expanded', value: explodeAddress(6, b.first), copy: true })
    const mapped = ipv4Mapped(f, b.first)
    if (mapped !== null) rows.push({ label: 'IPv4 address inside', value: formatAddress(4, mapped), copy: true }, { label: 'Its IPv4 type', value: kindOf(4, mapped).name })
    if (f === 4) rows.push({ label: 'As IPv4-mapped IPv6', value: `::ffff:${fmt(b.first)}`, copy: true })
    rows.push({ label: 'Integer', value: b.first.toString(), copy: true }, { label: 'Reverse DNS name', value: reversePointer(f, b.first), copy: true })
  } else if (b.kind === 'cidr') {
    const prefix = b.prefix!
    const bits = BITS[f]
    const mask = ((1n << BigInt(bits)) - 1n) ^ (sizeOf(f, prefix) - 1n)
    const h = hostsOf(f, b.first, prefix)
    rows.push({ label: 'Network', value: `${fmt(b.first)}/${prefix}`, copy: true })
    if (b.address !== undefined && b.address !== b.first) rows.push({ label: 'Address given', value: `${fmt(b.address)} (host bits set: its network is above)` })
    rows.push(
      { label: 'Netmask', value: fmt(mask), copy: true },
      { label: 'Wildcard (host mask)', value: fmt(sizeOf(f, prefix) - 1n), copy: true },
      { label: 'Network address', value: fmt(b.first), copy: true },
      { label: f === 4 ? 'Broadcast address' : 'Last address', value: fmt(b.last), copy: true },
      { label: 'First host', value: fmt(h.first), copy: true },
      { label: 'Last host', value: fmt(h.last), copy: true },
      { label: 'Addresses', value: formatCount(total) },
      { label: 'Usable hosts', value: `${formatCount(h.count)}${f === 4 && prefix === 31 ? ' (point-to-point, RFC 3021)' : ''}` },
      { label: 'Range', value: `${fmt(b.first)} - ${fmt(b.last)}`, copy: true },
    )
    if (f === 4) rows.push({ label: 'Netmask in binary', value: mask.toString(2).padStart(32, '0').replace(/(.{8})(?!$)/g, '$1 ') })
  } else {
    const cidrs = cidrsOf(b)
    rows.push(
      { label: 'Range', value: `${fmt(b.first)} - ${fmt(b.last)}`, copy: true },
      { label: 'Addresses', value: formatCount(total) },
      { label: cidrs.length === 1 ? 'As a CIDR' : `As ${cidrs.length} CIDRs`, value: cidrs.map(cidrText).join(', '), copy: true },
    )
  }
  rows.push({ label: 'Type', value: kind ? kind.name : `Spans several kinds: ${kindOf(f, b.first).name} to ${kindOf(f, b.last).name}` }, { label: 'Globally reachable', value: reach })
  const cidr = b.kind === 'range' ? null : { family: f, first: b.first, prefix: b.prefix! }
  return { ok: true, block: b, rows, cidr }
}

/** One segment of the address-space bar and one row of the split table. */
export type Segment = { label: string; cidr: string; first: string; last: string; addresses: string; hosts: string; share: number; free: boolean; need?: string }

export type Split = { ok: true; segments: Segment[]; note: string; total: bigint } | { ok: false; error: string }

/** A segment's share of the network, as a fraction (a BigInt ratio kept exact to 1 in a million). */
const shareOf = (c: Cidr, of: Cidr) => Number((sizeOf(c.family, c.prefix) * 1_000_000n) / sizeOf(of.family, of.prefix)) / 1_000_000

function segment(c: Cidr, of: Cidr, label: string, free = false, need?: bigint): Segment {
  const h = hostsOf(c.family, c.first, c.prefix)
  return {
    label,
    cidr: cidrText(c),
    first: formatAddress(c.family, h.first),
    last: formatAddress(c.family, h.last),
    addresses: formatCount(sizeOf(c.family, c.prefix)),
    hosts: formatCount(h.count),
    share: shareOf(c, of),
    free,
    ...(need !== undefined ? { need: formatCount(need) } : {}),
  }
}

/** The split of a network as the options say: into N equal parts, at a prefix, or by host counts (VLSM). */
export function splitOf(c: Cidr, s: Pick<SubnetState, 'splitMode' | 'count' | 'prefix' | 'hosts'>): Split {
  try {
    if (s.splitMode === 'hosts') {
      const { allocations, free } = vlsm(c, parseHostCounts(s.hosts))
      const placed = [...allocations.map((a) => [a.cidr.first, segment(a.cidr, c, a.label, false, a.hosts)] as const), ...free.map((f) => [f.first, segment(f, c, 'Free', true)] as const)]
      const segs = placed.sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, seg]) => seg)
      const used = allocations.reduce((n, a) => n + sizeOf(c.family, a.cidr.prefix), 0n)
      return { ok: true, segments: segs, total: BigInt(segs.length), note: `${allocations.length} subnets use ${formatCount(used)} of ${formatCount(sizeOf(c.family, c.prefix))} addresses; ${free.length ? `${free.length} free ${free.length === 1 ? 'block is' : 'blocks are'} left` : 'none are left'}` }
    }
    let newPrefix: number
    if (s.splitMode === 'count') {
      const n = Number(s.count.trim())
      if (!/^\d+$/.test(s.count.trim())) throw new Error('The number of subnets is a whole number from 1 up')
      newPrefix = prefixForCount(c, n)
    } else {
      const p = s.prefix.trim().replace(/^\//, '')
      if (!/^\d+$/.test(p)) throw new Error(`Enter a prefix length from /${c.prefix} to /${BITS[c.family]}`)
      newPrefix = Number(p)
    }
    const { subnets, total } = subnetsOf(c, newPrefix, MAX_SUBNETS)
    const each = sizeOf(c.family, newPrefix)
    const shown = total > BigInt(subnets.length) ? `; the first ${formatCount(BigInt(subnets.length))} are listed` : ''
    const asked = s.splitMode === 'count' && BigInt(Number(s.count)) !== total ? ` (${s.count.trim()} asked: the next power of two)` : ''
    return { ok: true, total, segments: subnets.map((x, i) => segment(x, c, `#${i + 1}`)), note: `${formatCount(total)} subnets of /${newPrefix}${asked}, ${formatCount(each)} addresses each${shown}` }
  } catch (e) {
    return { ok: false, error: (e as Error).message }
  }
}

/** The split as text: one CIDR a line (the frame's Copy and Send to). */
export const splitText = (split: Split) => (split.ok ? split.segments.map((s) => (s.free ? `${s.cidr} (free)` : s.cidr)).join('\n') : '')

export type Compared = { ok: true; relation: Relation } | { ok: false; error: string }

/** How the main block and the second one meet. Null when the second field is empty. */
export function compareWith(a: Block, other: string): Compared | null {
  if (!other.trim()) return null
  try {
    return { ok: true, relation: relate(a, parseBlock(other)) }
  } catch (e) {
    return { ok: false, error: (e as Error).message }
  }
}

export type Summary = { ok: true; cidrs: string[]; count: number; addresses: string } | { ok: false; error: string; lines: string[] }

/** A pasted list as the fewest CIDRs. Null when the list is empty. */
export function summaryOf(list: string): Summary | null {
  if (!list.trim()) return null
  const { blocks, errors } = parseList(list)
  if (errors.length) return { ok: false, error: errors.length === 1 ? errors[0]! : `${errors.length} lines are not addresses, CIDRs or ranges`, lines: errors.slice(0, 20) }
  const cidrs = summarise(blocks)
  const v4 = cidrs.filter((c) => c.family === 4).reduce((n, c) => n + sizeOf(4, c.prefix), 0n)
  const v6 = cidrs.filter((c) => c.family === 6).reduce((n, c) => n + sizeOf(6, c.prefix), 0n)
  const addresses = [v4 ? `${formatCount(v4)} IPv4` : '', v6 ? `${formatCount(v6)} IPv6` : ''].filter(Boolean).join(' and ')
  return { ok: true, cidrs: cidrs.map(cidrText), count: blocks.length, addresses }
}

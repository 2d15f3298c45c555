import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  cidrsOf,
  cidrText,
  cidrToRangeText,
  expandText,
  explodeAddress,
  flagsOf,
  formatAddress,
  hostsOf,
  ipv4Mapped,
  kindOf,
  kindOfBlock,
  parseAddress,
  parseBlock,
  parseHostCounts,
  parseList,
  prefixForCount,
  rangeToCidrs,
  relate,
  reversePointer,
  sizeOf,
  subnetsOf,
  summarise,
  summariseText,
  vlsm,
  type Block,
  type Cidr,
} from './subnet'

type Flagged = { flags: Record<string, boolean> }
type Cases = {
  networks: (Flagged & { input: string; version: number; network: string; prefixlen: number; broadcast: string; netmask: string; hostmask: string; num_addresses: string; first_host: string; last_host: string | null; host_count: number | null; with_netmask: string })[]
  addresses: (Flagged & { input: string; version: number; compressed: string; exploded: string; reverse_pointer: string; int: string; ipv4_mapped: string | null })[]
  subnets: { network: string; new_prefix: number; subnets: string[] }[]
  collapse: { input: string[]; output: string[] }[]
  ranges: { first: string; last: string; cidrs: string[] }[]
  relations: { a: string; b: string; overlaps: boolean; subnet_of: boolean; supernet_of: boolean }[]
  invalid: { input: string; python_error: string }[]
}

/** Read as data (lib and workers import no tool): the cases Python's ipaddress gave, committed with make-cases.py. */
const cases = JSON.parse(readFileSync(new URL('../tools/subnet/fixtures/cases.json', import.meta.url), 'utf8')) as Cases

/**
 * Against Python's ipaddress module: src/tools/subnet/fixtures/cases.json, made by
 * `python3 src/tools/subnet/fixtures/make-cases.py` (the Python version is in the file).
 */

const cidrOf = (b: Block): Cidr => ({ family: b.family, first: b.first, prefix: b.prefix! })

describe('networks, as Python ip_network(strict=False) reads them', () => {
  it.each(cases.networks.map((c) => [c.input, c] as const))('%s', (_, c) => {
    const b = parseBlock(c.input)
    expect(b.family).toBe(c.version)
    expect(b.prefix).toBe(c.prefixlen)
    expect(formatAddress(b.family, b.first)).toBe(c.network)
    expect(formatAddress(b.family, b.last)).toBe(c.broadcast)
    const mask = ((1n << BigInt(b.family === 4 ? 32 : 128)) - 1n) ^ (sizeOf(b.family, b.prefix!) - 1n)
    expect(formatAddress(b.family, mask)).toBe(c.netmask)
    expect(formatAddress(b.family, sizeOf(b.family, b.prefix!) - 1n)).toBe(c.hostmask)
    expect(`${formatAddress(b.family, b.first)}/${formatAddress(b.family, mask)}`).toBe(c.with_netmask)
    expect((b.last - b.first + 1n).toString()).toBe(c.num_addresses)
    const h = hostsOf(b.family, b.first, b.prefix!)
    expect(formatAddress(b.family, h.first)).toBe(c.first_host)
    if (c.last_host !== null) expect(formatAddress(b.family, h.last)).toBe(c.last_host)
    if (c.host_count !== null) expect(Number(h.count)).toBe(c.host_count)
    expect(flagsOf(b.family, b.first, b.last, true)).toEqual(c.flags)
  })
})

describe('addresses, as Python ip_address reads them', () => {
  it.each(cases.addresses.map((c) => [c.input, c] as const))('%s', (_, c) => {
    const a = parseAddress(c.input)
    expect(a.family).toBe(c.version)
    expect(a.value.toString()).toBe(c.int)
    expect(formatAddress(a.family, a.value)).toBe(c.compressed)
    expect(explodeAddress(a.family, a.value)).toBe(c.exploded)
    expect(reversePointer(a.family, a.value)).toBe(c.reverse_pointer)
    expect(flagsOf(a.family, a.value, a.value)).toEqual(c.flags)
    const m = ipv4Mapped(a.family, a.value)
    expect(m === null ? null : formatAddress(4, m)).toBe(c.ipv4_mapped)
  })
})

describe('subnets(new_prefix=)', () => {
  it.each(cases.subnets.map((c) => [`${c.network} -> /${c.new_prefix}`, c] as const))('%s', (_, c) => {
    const { subnets, total } = subnetsOf(cidrOf(parseBlock(c.network)), c.new_prefix)
    expect(subnets.map(cidrText)).toEqual(c.subnets)
    expect(Number(total)).toBe(c.subnets.length)
  })

  it('lists the first MAX of a huge split and says how many there are', () => {
    const { subnets, total } = subnetsOf(cidrOf(parseBlock('2001:db8::/32')), 64, 3)
    expect(subnets.map(cidrText)).toEqual(['2001:db8::/64', '2001:db8:0:1::/64', '2001:db8:0:2::/64'])
    expect(total).toBe(1n << 32n)
  })

  it('refuses a prefix shorter than the network or past the family', () => {
    expect(() => subnetsOf(cidrOf(parseBlock('10.0.0.0/24')), 23)).toThrow('A /24 splits into prefixes from /24 to /32; /23 is not one of them')
    expect(() => subnetsOf(cidrOf(parseBlock('10.0.0.0/24')), 33)).toThrow('/33 is not one of them')
  })

  it('splits into N equal parts at the next power of two', () => {
    const c = cidrOf(parseBlock('10.0.0.0/24'))
    expect(prefixForCount(c, 1)).toBe(24)
    expect(prefixForCount(c, 4)).toBe(26)
    expect(prefixForCount(c, 5)).toBe(27)
    expect(() => prefixForCount(cidrOf(parseBlock('10.0.0.0/30')), 8)).toThrow('10.0.0.0/30 cannot be split into 8 subnets: it has only 4 addresses')
    expect(() => prefixForCount(c, 0)).toThrow('The number of subnets is a whole number from 1 up')
  })
})

describe('collapse_addresses and summarize_address_range', () => {
  it.each(cases.collapse.map((c) => [c.input.join(' '), c] as const))('collapses %s', (_, c) => {
    expect(summarise(c.input.map(parseBlock)).map(cidrText)).toEqual(c.output)
    expect(summariseText(c.input.join('\n'))).toBe(c.output.join('\n'))
  })

  it.each(cases.ranges.map((c) => [`${c.first} - ${c.last}`, c] as const))('summarises %s', (_, c) => {
    const b = parseBlock(`${c.first} - ${c.last}`)
    expect(rangeToCidrs(b.family, b.first, b.last).map(cidrText)).toEqual(c.cidrs)
    expect(cidrsOf(b).map(cidrText)).toEqual(c.cidrs)
  })

  it('summarises a mixed list: ranges, addresses, both families (IPv4 first), comments and commas', () => {
    const text = '# office\n2001:db8::/33\n10.0.0.1 - 10.0.0.9, 10.0.0.0\n2001:db8:8000::/33\n10.0.0.10-10.0.0.15  # rest\n'
    expect(summariseText(text)).toBe('10.0.0.0/28\n2001:db8::/32')
  })

  it('names each line it cannot read', () => {
    expect(parseList('10.0.0.0/24\nfoo\n10.0.0.300').errors).toEqual([
      'Line 2: Not an IPv4 or IPv6 address or CIDR: foo (not an address)',
      'Line 3: Not an IPv4 or IPv6 address or CIDR: 10.0.0.300 (octet 300 is over 255)',
    ])
    expect(() => summariseText('1.2.3.4\nx')).toThrow('Line 2: Not an IPv4 or IPv6 address or CIDR: x (not an address)')
  })
})

describe('overlaps, subnet_of, supernet_of', () => {
  it.each(cases.relations.map((c) => [`${c.a} / ${c.b}`, c] as const))('%s', (_, c) => {
    const r = relate(parseBlock(c.a), parseBlock(c.b))
    expect(r.kind !== 'disjoint' && r.kind !== 'adjacent' && r.kind !== 'families').toBe(c.overlaps)
    expect(r.kind === 'b-contains-a' || r.kind === 'equal').toBe(c.subnet_of)
    expect(r.kind === 'a-contains-b' || r.kind === 'equal').toBe(c.supernet_of)
  })

  it('says where two ranges overlap, in words', () => {
    expect(relate(parseBlock('10.0.0.0/24'), parseBlock('10.0.0.200 - 10.0.1.5')).sentence).toBe('10.0.0.0/24 and 10.0.0.200 - 10.0.1.5 overlap: 56 addresses in common, 10.0.0.200 - 10.0.0.255')
    expect(relate(parseBlock('10.0.0.0/25'), parseBlock('10.0.0.128/25')).sentence).toBe('10.0.0.0/25 and 10.0.0.128/25 do not overlap (they are adjacent)')
    expect(relate(parseBlock('10.0.0.0/8'), parseBlock('::1')).sentence).toBe('10.0.0.0/8 is IPv4 and ::1 is IPv6: they cannot overlap')
    expect(relate(parseBlock('10.1.0.0/16'), parseBlock('10.0.0.0/8')).sentence).toBe('10.1.0.0/16 is inside 10.0.0.0/8')
  })
})

describe('parsing errors, in words (every text Python refuses is refused)', () => {
  it.each(cases.invalid.map((c) => [c.input || '(empty)', c] as const))('%s', (_, c) => {
    expect(() => parseBlock(c.input)).toThrow(/^Not an IPv4 or IPv6 address or CIDR: /)
  })

  it('says what is wrong', () => {
    const msg = (t: string) => {
      try {
        parseBlock(t)
      } catch (e) {
        return (e as Error).message
      }
      return 'no error'
    }
    expect(msg('10.0.0.300/24')).toBe('Not an IPv4 or IPv6 address or CIDR: 10.0.0.300/24 (octet 300 is over 255)')
    expect(msg('10.0.0')).toBe('Not an IPv4 or IPv6 address or CIDR: 10.0.0 (an IPv4 address has 4 octets, this has 3)')
    expect(msg('010.0.0.1')).toBe('Not an IPv4 or IPv6 address or CIDR: 010.0.0.1 (octet 010 has a leading zero)')
    expect(msg('10.0.0.1/33')).toBe('Not an IPv4 or IPv6 address or CIDR: 10.0.0.1/33 (an IPv4 prefix is 0 to 32)')
    expect(msg('2001:db8::/129')).toBe('Not an IPv4 or IPv6 address or CIDR: 2001:db8::/129 (an IPv6 prefix is 0 to 128)')
    expect(msg('10.0.0.0/255.0.255.0')).toBe('Not an IPv4 or IPv6 address or CIDR: 10.0.0.0/255.0.255.0 (255.0.255.0 is not a netmask: its ones are not contiguous)')
    expect(msg('2001:db8::g')).toBe("Not an IPv4 or IPv6 address or CIDR: 2001:db8::g ('g' is not a hex digit)")
    expect(msg('1::2::3')).toBe('Not an IPv4 or IPv6 address or CIDR: 1::2::3 ("::" may appear only once)')
    expect(msg('12345::')).toBe('Not an IPv4 or IPv6 address or CIDR: 12345:: (group 12345 has more than 4 hex digits)')
    expect(msg('1:2:3:4:5:6:7:8:9')).toBe('Not an IPv4 or IPv6 address or CIDR: 1:2:3:4:5:6:7:8:9 (an IPv6 address has 8 groups, this has 9)')
    expect(msg('::ffff:1.2.3.300')).toBe('Not an IPv4 or IPv6 address or CIDR: ::ffff:1.2.3.300 (octet 300 is over 255)')
    expect(msg('10.0.0.9 - 10.0.0.1')).toBe('Not an IP range: 10.0.0.9 - 10.0.0.1 (it ends before it starts)')
    expect(msg('10.0.0.1 - ::1')).toBe('Not an IP range: 10.0.0.1 - ::1 (one end is IPv4, the other IPv6)')
    expect(msg('')).toBe('Not an IPv4 or IPv6 address or CIDR: (empty) (nothing to read)')
  })

  it('reads the other ways people write a network', () => {
    const same = (t: string) => cidrText(cidrsOf(parseBlock(t))[0]!)
    expect(same('10.0.0.77/255.255.255.0')).toBe('10.0.0.0/24')
    expect(same('10.0.0.77 255.255.255.0')).toBe('10.0.0.0/24')
    expect(same('10.0.0.0 0.0.0.255')).toBe('10.0.0.0/24')
    expect(same(' 10.0.0.5 / 30 ')).toBe('10.0.0.4/30')
    expect(parseBlock('fe80::1%eth0')).toMatchObject({ kind: 'address', family: 6, zone: 'eth0' })
    expect(parseBlock('10.0.0.1 to 10.0.0.9')).toMatchObject({ kind: 'range', first: 167772161n, last: 167772169n })
  })
})

describe('classification (ipaddr.js special-purpose blocks, named)', () => {
  const kind = (t: string) => {
    const b = parseBlock(t)
    return kindOfBlock(b)?.id ?? 'several'
  }
  it('names the common blocks', () => {
    expect(kind('192.168.1.1')).toBe('private')
    expect(kind('10.0.0.0/8')).toBe('private')
    expect(kind('127.0.0.1')).toBe('loopback')
    expect(kind('::1')).toBe('loopback')
    expect(kind('169.254.3.4')).toBe('linkLocal')
    expect(kind('fe80::1')).toBe('linkLocal')
    expect(kind('100.64.0.0/10')).toBe('carrierGradeNat')
    expect(kind('192.0.2.7')).toBe('documentation')
    expect(kind('203.0.113.0/24')).toBe('documentation')
    expect(kind('2001:db8::/32')).toBe('documentation')
    expect(kind('224.0.0.251')).toBe('multicast')
    expect(kind('ff02::1')).toBe('multicast')
    expect(kind('::ffff:192.168.1.1')).toBe('ipv4Mapped')
    expect(kind('fd00::1')).toBe('uniqueLocal')
    expect(kind('8.8.8.8')).toBe('unicast')
    expect(kind('2002::1')).toBe('6to4')
    expect(kind('64:ff9b::1.2.3.4')).toBe('rfc6052')
    expect(kind('198.18.0.1')).toBe('benchmarking')
    expect(kind('240.0.0.1')).toBe('reserved')
    expect(kind('255.255.255.255')).toBe('broadcast')
    expect(kind('0.0.0.0/0')).toBe('several')
    expect(kindOf(4, parseAddress('100.64.0.1').value).name).toBe('CGNAT shared address space (RFC 6598)')
  })
})

describe('VLSM', () => {
  it('packs the largest first, keeps the order typed, and lists what is free', () => {
    const { allocations, free } = vlsm(cidrOf(parseBlock('192.168.1.0/24')), parseHostCounts('web 50, db 20, 10, 2'))
    expect(allocations.map((a) => `${a.label} ${cidrText(a.cidr)}`)).toEqual(['web 192.168.1.0/26', 'db 192.168.1.64/27', '#3 192.168.1.96/28', '#4 192.168.1.112/30'])
    expect(free.map(cidrText)).toEqual(['192.168.1.116/30', '192.168.1.120/29', '192.168.1.128/25'])
  })

  it('keeps network and broadcast in IPv4 (no /31 LAN); IPv6 leaves out only the first address', () => {
    expect(vlsm(cidrOf(parseBlock('10.0.0.0/29')), parseHostCounts('2, 1')).allocations.map((a) => cidrText(a.cidr))).toEqual(['10.0.0.0/30', '10.0.0.4/30'])
    expect(vlsm(cidrOf(parseBlock('2001:db8::/64')), parseHostCounts('3')).allocations.map((a) => cidrText(a.cidr))).toEqual(['2001:db8::/126'])
  })

  it('refuses what does not fit, in words', () => {
    expect(() => vlsm(cidrOf(parseBlock('10.0.0.0/24')), parseHostCounts('200, 100'))).toThrow('The subnets need 384 addresses; 10.0.0.0/24 has 256')
    expect(() => vlsm(cidrOf(parseBlock('10.0.0.0/24')), parseHostCounts('300'))).toThrow('Subnet #1 needs 300 hosts; 10.0.0.0/24 has 254')
    expect(() => parseHostCounts('web fifty')).toThrow('Not a host count: web fifty (write a number, or a name and a number: web 50)')
    expect(() => vlsm(cidrOf(parseBlock('10.0.0.0/24')), [])).toThrow('Enter the number of hosts each subnet needs')
    expect(() => vlsm(cidrOf(parseBlock('10.0.0.0/24')), parseHostCounts('0'))).toThrow('Subnet #1 needs at least 1 host')
  })
})

describe('the text operations', () => {
  it('CIDR to range: a line each, blank lines kept', () => {
    expect(cidrToRangeText('10.0.0.0/24\n\n2001:db8::/126\n10.0.0.5')).toBe('10.0.0.0 - 10.0.0.255\n\n2001:db8:: - 2001:db8::3\n10.0.0.5 - 10.0.0.5')
    expect(() => cidrToRangeText('10.0.0.0/24\n10.0.0.0/40')).toThrow('Line 2: Not an IPv4 or IPv6 address or CIDR: 10.0.0.0/40 (an IPv4 prefix is 0 to 32)')
  })

  it('expand: every address, refused over the limit', () => {
    expect(expandText('10.0.0.0/30\n2001:db8::ff - 2001:db8::100')).toBe('10.0.0.0\n10.0.0.1\n10.0.0.2\n10.0.0.3\n2001:db8::ff\n2001:db8::100')
    expect(expandText('10.0.0.0/16').split('\n')).toHaveLength(65536)
    expect(() => expandText('10.0.0.0/8')).toThrow('10.0.0.0/8 has 16,777,216 addresses; expanding lists at most 65,536 (a /16 of IPv4, a /112 of IPv6)')
    expect(() => expandText('2001:db8::/64')).toThrow('2001:db8::/64 has 18,446,744,073,709,551,616 addresses')
    expect(() => expandText('10.0.0.0/16\n10.1.0.0/31')).toThrow('The list has 65,538 addresses')
  })
})

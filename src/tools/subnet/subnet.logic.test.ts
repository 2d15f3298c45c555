import { describe, expect, it } from 'vitest'
import { acceptText, analyse, compareWith, DEFAULTS, splitOf, splitText, summaryOf, validateState } from './subnet.logic'

const rows = (input: string) => {
  const a = analyse(input)
  if (!a?.ok) throw new Error(a ? a.error : 'empty')
  return Object.fromEntries(a.rows.map((r) => [r.label, r.value]))
}
const cidr = (input: string) => {
  const a = analyse(input)
  if (!a?.ok || !a.cidr) throw new Error('not a CIDR')
  return a.cidr
}

describe('subnet screen logic', () => {
  it('shows a network as its table (values as Python ipaddress gives them, cases.json)', () => {
    expect(rows('192.168.1.77/26')).toMatchObject({
      Network: '192.168.1.64/26',
      'Address given': '192.168.1.77 (host bits set: its network is above)',
      Netmask: '255.255.255.192',
      'Wildcard (host mask)': '0.0.0.63',
      'Broadcast address': '192.168.1.127',
      'First host': '192.168.1.65',
      'Last host': '192.168.1.126',
      Addresses: '64',
      'Usable hosts': '62',
      'Netmask in binary': '11111111 11111111 11111111 11000000',
      Type: 'Private (RFC 1918)',
      'Globally reachable': 'No (IANA special-purpose)',
    })
    expect(rows('2001:db8::/32')).toMatchObject({ 'Last address': '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', Addresses: '79,228,162,514,264,337,593,543,950,336', Type: 'Documentation (RFC 3849)' })
    expect(rows('10.0.0.0/31')['Usable hosts']).toBe('2 (point-to-point, RFC 3021)')
  })

  it('shows an address and a range', () => {
    expect(rows('::ffff:192.168.1.1')).toMatchObject({ 'IPv4 address inside': '192.168.1.1', 'Its IPv4 type': 'Private (RFC 1918)', Type: 'IPv4-mapped (RFC 4291)', 'Globally reachable': 'No (IANA special-purpose)' })
    expect(rows('100.64.0.1')).toMatchObject({ Type: 'CGNAT shared address space (RFC 6598)', 'Globally reachable': 'No', 'As IPv4-mapped IPv6': '::ffff:100.64.0.1' })
    expect(rows('10.0.0.1 - 10.0.0.9')).toMatchObject({ Addresses: '9', 'As 4 CIDRs': '10.0.0.1/32, 10.0.0.2/31, 10.0.0.4/30, 10.0.0.8/31' })
    expect(analyse('  ')).toBeNull()
    expect(analyse('10.0.0.300/24')).toEqual({ ok: false, error: 'Not an IPv4 or IPv6 address or CIDR: 10.0.0.300/24 (octet 300 is over 255)' })
  })

  it('splits into N subnets, at a prefix, or by hosts, with each segment\'s share of the bar', () => {
    const four = splitOf(cidr('10.0.0.0/24'), { ...DEFAULTS, splitMode: 'count', count: '3' })
    expect(four.ok && four.note).toBe('4 subnets of /26 (3 asked: the next power of two), 64 addresses each')
    expect(four.ok && four.segments.map((s) => [s.cidr, s.share, s.first, s.last])).toEqual([
      ['10.0.0.0/26', 0.25, '10.0.0.1', '10.0.0.62'],
      ['10.0.0.64/26', 0.25, '10.0.0.65', '10.0.0.126'],
      ['10.0.0.128/26', 0.25, '10.0.0.129', '10.0.0.190'],
      ['10.0.0.192/26', 0.25, '10.0.0.193', '10.0.0.254'],
    ])
    expect(splitText(four)).toBe('10.0.0.0/26\n10.0.0.64/26\n10.0.0.128/26\n10.0.0.192/26')
    const v = splitOf(cidr('192.168.1.0/24'), { ...DEFAULTS, splitMode: 'hosts', hosts: 'web 50, db 20, mgmt 10' })
    expect(v.ok && v.segments.map((s) => `${s.label} ${s.cidr} ${s.share}`)).toEqual(['web 192.168.1.0/26 0.25', 'db 192.168.1.64/27 0.125', 'mgmt 192.168.1.96/28 0.0625', 'Free 192.168.1.112/28 0.0625', 'Free 192.168.1.128/25 0.5'])
    expect(v.ok && v.note).toBe('3 subnets use 112 of 256 addresses; 2 free blocks are left')
    expect(splitOf(cidr('10.0.0.0/24'), { ...DEFAULTS, splitMode: 'prefix', prefix: '/20' })).toEqual({ ok: false, error: 'A /24 splits into prefixes from /24 to /32; /20 is not one of them' })
    expect(splitOf(cidr('10.0.0.0/24'), { ...DEFAULTS, splitMode: 'count', count: 'many' })).toEqual({ ok: false, error: 'The number of subnets is a whole number from 1 up' })
    const big = splitOf(cidr('2001:db8::/32'), { ...DEFAULTS, splitMode: 'prefix', prefix: '64' })
    expect(big.ok && big.note).toBe('4,294,967,296 subnets of /64, 18,446,744,073,709,551,616 addresses each; the first 4,096 are listed')
  })

  it('compares and summarises', () => {
    const a = analyse('10.0.0.0/24')
    if (!a?.ok) throw new Error('x')
    expect(compareWith(a.block, '10.0.0.128/25')).toEqual({ ok: true, relation: expect.objectContaining({ kind: 'a-contains-b', sentence: '10.0.0.0/24 contains 10.0.0.128/25' }) })
    expect(compareWith(a.block, '')).toBeNull()
    expect(compareWith(a.block, 'nope')).toEqual({ ok: false, error: 'Not an IPv4 or IPv6 address or CIDR: nope (not an address)' })
    expect(summaryOf('10.0.0.0/25\n10.0.0.128/25\n2001:db8::/128')).toEqual({ ok: true, cidrs: ['10.0.0.0/24', '2001:db8::/128'], count: 3, addresses: '256 IPv4 and 1 IPv6' })
    expect(summaryOf('x\ny')).toMatchObject({ ok: false, error: '2 lines are not addresses, CIDRs or ranges' })
  })

  it('takes a pasted text (D25): one entry into the field, a list into Summarise', () => {
    expect(acceptText(DEFAULTS, ' 10.0.0.0/8 \n')).toEqual({ ...DEFAULTS, input: '10.0.0.0/8' })
    expect(acceptText(DEFAULTS, '10.0.0.0/24\n10.0.1.0/24')).toEqual({ ...DEFAULTS, list: '10.0.0.0/24\n10.0.1.0/24', tab: 'summarise' })
  })

  it('keeps what storage gives only when it is valid', () => {
    expect(validateState({ ...DEFAULTS, tab: 'nope' as never, splitMode: 'x' as never, input: 5 as never }, DEFAULTS)).toEqual(DEFAULTS)
  })
})

describe('Share (D32)', () => {
  it('carries what is on screen and opens it back, validated', async () => {
    const { openShared } = await import('../../lib/share')
    const { subnetShare } = await import('./subnet.state')
    const state = { ...DEFAULTS, input: '10.0.0.0/8', tab: 'summarise' as const, list: '10.0.0.0/25\n10.0.0.128/25' }
    const payload = JSON.parse(JSON.stringify(subnetShare.pick(state, { credentials: false })))
    expect(payload).toEqual(state)
    expect(openShared(subnetShare, payload, DEFAULTS)).toEqual(state)
    expect(openShared(subnetShare, { ...payload, tab: 'evil', extra: 1 }, DEFAULTS)).toEqual({ ...state, tab: 'split' })
  })
})

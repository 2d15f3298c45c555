import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { opError, run } from './op-test-kit'

/** Read as data (lib and workers import no tool): the cases Python's ipaddress gave, committed with make-cases.py. */
const cases = JSON.parse(readFileSync(new URL('../../../tools/subnet/fixtures/cases.json', import.meta.url), 'utf8')) as {
  networks: { input: string; network: string; broadcast: string }[]
  collapse: { input: string[]; output: string[] }[]
  ranges: { first: string; last: string; cidrs: string[] }[]
}

/** Against Python's ipaddress (src/tools/subnet/fixtures/cases.json, made by make-cases.py beside it). */
describe('subnet operations', () => {
  it('CIDR to IP Range gives network and broadcast as Python does', async () => {
    for (const c of cases.networks) expect(await run('cidr-to-range', c.input)).toBe(`${c.network} - ${c.broadcast}`)
    expect(await run('cidr-to-range', '10.0.0.0/24\n\n10.0.0.1-10.0.0.9')).toBe('10.0.0.0 - 10.0.0.255\n\n10.0.0.1 - 10.0.0.9')
  })

  it('Summarise IP Ranges collapses as collapse_addresses and summarize_address_range do', async () => {
    for (const c of cases.collapse) expect(await run('summarise-ip-ranges', c.input.join('\n'))).toBe(c.output.join('\n'))
    for (const c of cases.ranges) expect(await run('summarise-ip-ranges', `${c.first} - ${c.last}`)).toBe(c.cidrs.join('\n'))
  })

  it('Expand CIDR to Addresses lists hosts, and refuses too many in words', async () => {
    expect(await run('expand-cidr', '192.168.1.77/30')).toBe('192.168.1.76\n192.168.1.77\n192.168.1.78\n192.168.1.79')
    expect(await opError('expand-cidr', '10.0.0.0/8')).toBe('10.0.0.0/8 has 16,777,216 addresses; expanding lists at most 65,536 (a /16 of IPv4, a /112 of IPv6)')
  })

  it('say which line is wrong', async () => {
    expect(await opError('cidr-to-range', '10.0.0.0/24\n10.0.0.300/24')).toBe('Line 2: Not an IPv4 or IPv6 address or CIDR: 10.0.0.300/24 (octet 300 is over 255)')
    expect(await opError('summarise-ip-ranges', 'hello')).toBe('Line 1: Not an IPv4 or IPv6 address or CIDR: hello (not an address)')
  })
})

import { describe, expect, it } from 'vitest'
import { defaultArgs, operationById } from '../../../ops/manifest'
import type { Args } from '../../../ops/types'
import { implOf } from '../registry'

/**
 * Defang and refang, against CyberChef's behaviour: its Defang IP tests (tests/operations/tests/
 * DefangIP.mjs) and the rules of its Defang URL / Fang URL operations (dots to [.], http to hxxp,
 * :// to [://]; URLs, then domains).
 */

const run = async (id: string, input: string, args: Args = {}) => (await implOf(id)!.run(input, { ...defaultArgs(operationById(id)!), ...args }, {})) as string
const utf8 = new TextEncoder()

async function streamed(id: string, text: string, size: number): Promise<string> {
  const t = implOf(id)!.stream!(defaultArgs(operationById(id)!))
  const bytes = utf8.encode(text)
  const parts: number[] = []
  for (let at = 0; at < bytes.length; at += size) parts.push(...(await t.push(bytes.subarray(at, at + size))))
  parts.push(...(await t.flush()))
  return new TextDecoder().decode(Uint8Array.from(parts))
}

describe('Defang URL / Refang URL', () => {
  it('defangs URLs and domains as CyberChef does', async () => {
    expect(await run('defang-url', 'https://evil.com/a')).toBe('hxxps[://]evil[.]com/a')
    // "Valid domains and full URLs" (the default): a domain alone is defanged too.
    expect(await run('defang-url', 'Visit https://www.example.com/x.html or example.org today.')).toBe('Visit hxxps[://]www[.]example[.]com/x[.]html or example[.]org today.')
    expect(await run('defang-url', 'Visit https://www.example.com/x or example.org.', { process: 'urls' })).toBe('Visit hxxps[://]www[.]example[.]com/x or example.org.')
    expect(await run('defang-url', 'HTTP://a.b', { process: 'everything' })).toBe('HXXP[://]a[.]b')
    expect(await run('defang-url', 'http://a.b/c', { dots: false, slashes: false })).toBe('hxxp://a.b/c')
    // Plain prose is left alone.
    expect(await run('defang-url', 'No links here. Version 1.2 works.')).toBe('No links here. Version 1.2 works.')
  })

  it('refangs what it defanged, and the other forms when asked', async () => {
    expect(await run('refang-url', 'hxxps[://]evil[.]com/a')).toBe('https://evil.com/a')
    expect(await run('refang-url', 'HXXP[://]a[.]b')).toBe('HTTP://a.b')
    expect(await run('refang-url', 'evil(.)com evil{.}com evil[dot]com 10[:]1')).toBe('evil(.)com evil{.}com evil[dot]com 10[:]1')
    expect(await run('refang-url', 'evil(.)com evil{.}com evil[dot]com fe80[:][:]1', { variants: true })).toBe('evil.com evil.com evil.com fe80::1')
    const text = 'See https://a.example.com/p?q=1 and http://b.org, then c.net.\nHTTPS://D.IO/x'
    expect(await run('refang-url', await run('defang-url', text))).toBe(text)
  })

  it('streams line by line', async () => {
    const text = 'Visit https://www.example.com/x.html\nor example.org today.\nhttp://a.b/c'
    for (const size of [1, 3, 7, 20]) expect(await streamed('defang-url', text, size)).toBe(await run('defang-url', text))
  })
})

describe('Defang / Refang IP Addresses', () => {
  it('defangs IPv4 and IPv6 addresses as CyberChef does', async () => {
    // CyberChef's tests "Defang IP: Valid IPV4", "Valid IPV6" and "Valid IPV6 Shorthand".
    expect(await run('defang-ip', '192.168.1.1')).toBe('192[.]168[.]1[.]1')
    expect(await run('defang-ip', '2001:0db8:85a3:0000:0000:8a2e:0370:7343')).toBe('2001[:]0db8[:]85a3[:]0000[:]0000[:]8a2e[:]0370[:]7343')
    expect(await run('defang-ip', '2001:db8:3c4d:15::1a2f:1a2b')).toBe('2001[:]db8[:]3c4d[:]15[:][:]1a2f[:]1a2b')
    expect(await run('defang-ip', 'from 10.0.0.1/24 to 2001:db8::1 via ::ffff:1.2.3.4')).toBe('from 10[.]0[.]0[.]1/24 to 2001[:]db8[:][:]1 via [:][:]ffff[:]1[.]2[.]3[.]4')
  })

  it('leaves what is not an address', async () => {
    expect(await run('defang-ip', 'version 1.2.3, 999.1.1.1, 1.2.3.4.5, time 12:30:00, a::b::c')).toBe('version 1.2.3, 999.1.1.1, 1.2.3.4.5, time 12:30:00, a::b::c')
  })

  it('refangs', async () => {
    expect(await run('refang-ip', '192[.]168[.]1[.]1 and 2001[:]db8[:][:]1')).toBe('192.168.1.1 and 2001:db8::1')
    for (const size of [1, 5]) expect(await streamed('defang-ip', 'a 10.0.0.1\nb 2001:db8::1\n', size)).toBe('a 10[.]0[.]0[.]1\nb 2001[:]db8[:][:]1\n')
  })
})

import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { DEFAULTS, dnsRequest, emptyAnswerNote, ipv6Groups, LOOKUP_FAILED, queryName, readAnswer, RECORD_TYPES, reverseName, validateState } from './dns.logic'

describe('DoH requests (D20)', () => {
  it('asks Cloudflare with the dns-json Accept header, and Google without it', () => {
    expect(dnsRequest('example.com', 'A', 'cloudflare')).toEqual({ url: 'https://cloudflare-dns.com/dns-query?name=example.com&type=A', headers: { Accept: 'application/dns-json' } })
    expect(dnsRequest('example.com', 'MX', 'google')).toEqual({ url: 'https://dns.google/resolve?name=example.com&type=MX', headers: {} })
  })

  it('defaults to type A and the first provider (Cloudflare)', () => {
    expect(DEFAULTS).toEqual({ domain: '', type: 'A', provider: 'cloudflare' })
    expect(RECORD_TYPES.slice(0, 5)).toEqual(['A', 'AAAA', 'CNAME', 'MX', 'TXT'])
    expect(LOOKUP_FAILED).toBe('Lookup failed')
    expect(validateState(mergeWithDefaults({ domain: 'a.b', type: 'ANY', provider: 'quad9' }, DEFAULTS), DEFAULTS)).toEqual({ domain: 'a.b', type: 'A', provider: 'cloudflare' })
  })
})

describe('queryName', () => {
  it('cleans what people paste', () => {
    expect(queryName('  Example.COM. ', 'A')).toEqual({ ok: true, name: 'example.com' })
    expect(queryName('https://www.example.com/path?q=1', 'A')).toEqual({ ok: true, name: 'www.example.com' })
    expect(queryName('_sip._tcp.example.com', 'SRV')).toEqual({ ok: true, name: '_sip._tcp.example.com' })
    expect(queryName('bücher.de', 'A')).toEqual({ ok: true, name: 'xn--bcher-kva.de' })
    expect(queryName('', 'A')).toEqual({ ok: false, error: 'Enter a domain name' })
    expect(queryName('exa mple.com', 'A')).toEqual({ ok: false, error: 'Not a valid domain name' })
    expect(queryName('-bad-.com', 'A')).toEqual({ ok: false, error: 'Not a valid domain name' })
  })

  it('turns an IP address into its reverse name for PTR only', () => {
    expect(queryName('8.8.4.4', 'PTR')).toEqual({ ok: true, name: '4.4.8.8.in-addr.arpa', note: 'Reverse lookup of 8.8.4.4' })
    expect(queryName('1.1.1.1', 'A')).toEqual({ ok: true, name: '1.1.1.1' })
    expect(queryName('4.4.8.8.in-addr.arpa', 'PTR')).toEqual({ ok: true, name: '4.4.8.8.in-addr.arpa' })
  })
})

describe('reverseName (RFC 1035 in-addr.arpa, RFC 3596 ip6.arpa)', () => {
  it('IPv4', () => {
    expect(reverseName('192.0.2.1')).toBe('1.2.0.192.in-addr.arpa')
    expect(reverseName('256.0.0.1')).toBeNull()
    expect(reverseName('1.2.3')).toBeNull()
  })

  it("IPv6, as RFC 3596's example", () => {
    // RFC 3596 section 2.5: 4321:0:1:2:3:4:567:89ab
    expect(reverseName('4321:0:1:2:3:4:567:89ab')).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa')
    expect(reverseName('2001:4860:4860::8888')).toBe('8.8.8.8.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.6.8.4.0.6.8.4.1.0.0.2.ip6.arpa')
    expect(reverseName('::1')).toBe(`1.${'0.'.repeat(31)}ip6.arpa`)
    expect(ipv6Groups('::ffff:192.0.2.128')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0280])
    expect(reverseName('1::2::3')).toBeNull()
    expect(reverseName('12345::')).toBeNull()
    expect(reverseName('1:2:3:4:5:6:7')).toBeNull()
  })
})

describe('readAnswer', () => {
  it('reads a DoH JSON answer into rows, naming the types', () => {
    const body = JSON.stringify({
      Status: 0,
      TC: false,
      Question: [{ name: 'example.com', type: 15 }],
      Answer: [
        { name: 'example.com', type: 5, TTL: 300, data: 'alias.example.net.' },
        { name: 'alias.example.net', type: 15, TTL: 3600, data: '10 mail.example.net.' },
        { name: 'example.com', type: 257, TTL: 60, data: '0 issue "letsencrypt.org"' },
      ],
    })
    const r = readAnswer(body)!
    expect(r.status).toBe('NOERROR')
    expect(r.rows).toEqual([
      { name: 'example.com', type: 'CNAME', ttl: 300, data: 'alias.example.net.' },
      { name: 'alias.example.net', type: 'MX', ttl: 3600, data: '10 mail.example.net.' },
      { name: 'example.com', type: 'CAA', ttl: 60, data: '0 issue "letsencrypt.org"' },
    ])
    expect(r.json).toBe(JSON.stringify(JSON.parse(body), null, 2))
  })

  it('reports NXDOMAIN with the authority, and nothing for a body that is not a JSON object', () => {
    const r = readAnswer('{"Status":3,"Authority":[{"name":"com.","type":6,"TTL":900,"data":"a.gtld-servers.net. nstld.verisign-grs.com. 1 1800 900 604800 86400"}]}')!
    expect(r.status).toBe('NXDOMAIN')
    expect(r.rows).toEqual([])
    expect(r.authority[0]).toMatchObject({ type: 'SOA', ttl: 900 })
    expect(readAnswer('<html>')).toBeNull()
    expect(readAnswer('[1]')).toBeNull()
  })
})

describe('an answer with no records', () => {
  it('NXDOMAIN says the name does not exist; NOERROR keeps "No records of this type"', () => {
    expect(emptyAnswerNote(readAnswer('{"Status":3}')!.status)).toBe('The name does not exist (NXDOMAIN).')
    expect(emptyAnswerNote(readAnswer('{"Status":0}')!.status)).toBe('No records of this type.')
    expect(emptyAnswerNote(readAnswer('{"Status":2}')!.status)).toBe('The resolver could not get an answer (SERVFAIL): the domain’s name servers failed or did not respond.')
    expect(emptyAnswerNote(readAnswer('{"Status":5}')!.status)).toBe('The resolver refused the query (REFUSED).')
    expect(emptyAnswerNote(readAnswer('{"Status":4}')!.status)).toBe('No records: the resolver answered NOTIMP.')
    expect(emptyAnswerNote(readAnswer('{"Status":9}')!.status)).toBe('No records: the resolver answered RCODE 9.')
  })
})

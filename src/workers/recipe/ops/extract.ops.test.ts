import { describe, expect, it } from 'vitest'
import { run } from './op-test-kit'

/**
 * Extractors against Python 3.11: `re` with the same patterns (\p{L}\p{N} written [^\W_]) and
 * `ipaddress.ip_address` deciding what is an address; each value with the command that printed it.
 */

const IPS = 'Hosts 10.0.0.1, 192.168.1.254 and 256.1.1.1; v6 2001:db8::1 and fe80::1:2. Loop ::1, mapped ::ffff:10.0.0.1 not 1.2.3.4.5 or 12:30:45. again 10.0.0.1.'

describe('Extract IP addresses', () => {
  it('finds IPv4 and IPv6 addresses in order (Python ipaddress)', async () => {
    // python3 -c "import re,ipaddress,json
    // def ok(s):
    //   try: ipaddress.ip_address(s); return True
    //   except ValueError: return False
    // print(json.dumps([w.rstrip('.') for w in re.findall(r'[0-9A-Fa-f:.]+', T) if ok(w.rstrip('.'))]))"  (T = IPS)
    // -> ["10.0.0.1", "192.168.1.254", "2001:db8::1", "fe80::1:2", "::1", "::ffff:10.0.0.1", "10.0.0.1"]
    expect(await run('extract-ip-addresses', IPS)).toBe(['10.0.0.1', '192.168.1.254', '2001:db8::1', 'fe80::1:2', '::1', '::ffff:10.0.0.1', '10.0.0.1'].join('\n'))
  })

  it('one family, unique, sorted', async () => {
    expect(await run('extract-ip-addresses', IPS, { ipv6: false })).toBe('10.0.0.1\n192.168.1.254\n10.0.0.1\n10.0.0.1') // the tail of ::ffff:10.0.0.1 too
    expect(await run('extract-ip-addresses', IPS, { ipv4: false })).toBe('2001:db8::1\nfe80::1:2\n::1\n::ffff:10.0.0.1')
    expect(await run('extract-ip-addresses', IPS, { ipv6: false, unique: true })).toBe('10.0.0.1\n192.168.1.254')
    expect(await run('extract-ip-addresses', IPS, { ipv6: false, unique: true, sort: true })).toBe('10.0.0.1\n192.168.1.254')
    expect(await run('extract-ip-addresses', '1:2:3:4:5:6:7:8 1:2:3:4:5:6:7 1::2::3 12345::1 2001:db8:0:0:0:0:2:1', { ipv4: false })).toBe('1:2:3:4:5:6:7:8\n2001:db8:0:0:0:0:2:1')
    expect(await run('extract-ip-addresses', 'no addresses here')).toBe('')
  })
})

describe('Extract email addresses', () => {
  it('finds addresses (Python re)', async () => {
    // python3 -c "import re,json; print(json.dumps(re.findall(r\"[\w!#\$%&'*+/=?^\`{|}~-]+(?:\.[\w!#\$%&'*+/=?^\`{|}~-]+)*@(?:[^\W_](?:[\w-]*[^\W_])?\.)+[^\W_](?:[\w-]*[^\W_])?\", E)))"
    // -> ["ana.b+tag@example.co.uk", "bob@mail.example.com", "\u00dcn\u00efc\u00f8d\u00e9@b\u00fccher.de", "bob@mail.example.com"]
    const E = 'Write to ana.b+tag@example.co.uk or bob@mail.example.com, not @nobody or x@y; Ünïcødé@bücher.de. Again bob@mail.example.com'
    expect(await run('extract-email-addresses', E)).toBe('ana.b+tag@example.co.uk\nbob@mail.example.com\nÜnïcødé@bücher.de\nbob@mail.example.com')
    expect(await run('extract-email-addresses', E, { unique: true, sort: true })).toBe('ana.b+tag@example.co.uk\nbob@mail.example.com\nÜnïcødé@bücher.de')
  })
})

describe('Extract URLs', () => {
  it("finds URLs with CyberChef's pattern (Python re, ASCII)", async () => {
    // python3 -c "import re,json; print(json.dumps(re.findall(r'[A-Z]+://[-\w]+(?:\.\w[-\w]*)+(?::\d+)?(?:/[^.!,?\"<>\[\]{}\s\x7F-\xFF]*(?:[.!,?]+[^.!,?\"<>\[\]{}\s\x7F-\xFF]+)*)?', U, re.I|re.A)))"
    // -> ["https://example.com/a/b?x=1&y=2", "ftp://files.example.org:2121/pub", "HTTP://Ex.com/path"]
    const U = 'See https://example.com/a/b?x=1&y=2. Or ftp://files.example.org:2121/pub, and http://localhost (no dot), HTTP://Ex.com/path!'
    expect(await run('extract-urls', U)).toBe('https://example.com/a/b?x=1&y=2\nftp://files.example.org:2121/pub\nHTTP://Ex.com/path')
    expect(await run('extract-urls', `${U} https://example.com/a/b?x=1&y=2`, { unique: true, sort: true })).toBe('HTTP://Ex.com/path\nftp://files.example.org:2121/pub\nhttps://example.com/a/b?x=1&y=2')
  })
})

describe('Extract domains', () => {
  it("finds domains with CyberChef's pattern (Python re)", async () => {
    // python3 -c "import re,json; print(json.dumps(re.findall(r'\b(?:(?=[a-z0-9-]{1,63}\.)(?:xn--)?[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]{2,63}\b', D, re.I)))"
    // -> ["www.example.com", "api.test-site.co.uk", "xn--bcher-kva.de"]
    const D = 'Visit www.example.com, api.test-site.co.uk and xn--bcher-kva.de; not localhost or 1.2.3.4 or a.b'
    expect(await run('extract-domains', D)).toBe('www.example.com\napi.test-site.co.uk\nxn--bcher-kva.de')
    expect(await run('extract-domains', 'b.com a.com b.com', { unique: true, sort: true })).toBe('a.com\nb.com')
  })
})

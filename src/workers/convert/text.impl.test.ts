import { encodeHTML } from 'entities'
import { describe, expect, it } from 'vitest'
import { htmlDecode, htmlEncode, urlCodec } from './text.impl'

const url = (text: string, mode: 'component' | 'uri' | 'decode') => urlCodec({ text, mode })

describe('URL encoding (RFC 3986 percent-encoding of UTF-8)', () => {
  it('Encode Component escapes every reserved character; Encode URI keeps the URL structure', () => {
    const reserved = ":/?#[]@!$&'()*+,;="
    expect(url(reserved, 'component')).toEqual({ ok: true, output: '%3A%2F%3F%23%5B%5D%40!%24%26\'()*%2B%2C%3B%3D' })
    expect(url(reserved, 'uri')).toEqual({ ok: true, output: ":/?#%5B%5D@!$&'()*+,;=" })
    expect(url('https://example.com/a b?q=1&r=ü#x', 'uri')).toEqual({ ok: true, output: 'https://example.com/a%20b?q=1&r=%C3%BC#x' })
    expect(url('a b&c=d', 'component')).toEqual({ ok: true, output: 'a%20b%26c%3Dd' })
  })

  it('encodes non-ASCII as UTF-8 bytes and decodes them back', () => {
    expect(url('é 😀 日本', 'component')).toEqual({ ok: true, output: '%C3%A9%20%F0%9F%98%80%20%E6%97%A5%E6%9C%AC' })
    expect(url('%C3%A9%20%F0%9F%98%80%20%E6%97%A5%E6%9C%AC', 'decode')).toEqual({ ok: true, output: 'é 😀 日本' })
    expect(url('a+b%2Bc', 'decode')).toEqual({ ok: true, output: 'a+b+c' })
  })

  it('fails on a malformed % sequence or a lone surrogate, naming it and its place (from 1)', () => {
    expect(url('https://%ZZ', 'decode')).toEqual({ ok: false, reason: '%ZZ at character 9 is not % and two hex digits' })
    expect(url('%E0%A4%A', 'decode')).toEqual({ ok: false, reason: '%A at character 7 is not % and two hex digits' })
    expect(url('100%', 'decode')).toEqual({ ok: false, reason: '% at character 4 is not % and two hex digits' })
    expect(url('a=1\nb=%G1 c', 'decode')).toEqual({ ok: false, reason: '%G1 at line 2, column 3 is not % and two hex digits' })
    expect(url('x=%4\ny', 'decode')).toEqual({ ok: false, reason: '%4 at line 1, column 3 is not % and two hex digits' })
    // Well-formed escapes whose bytes are not UTF-8: the run that holds them.
    expect(url('ok%20then%C3%28', 'decode')).toEqual({ ok: false, reason: '%C3%28 at character 10 is not UTF-8 text' })
    expect(url('%FF'.repeat(20), 'decode')).toEqual({ ok: false, reason: `${'%FF'.repeat(8)}… at character 1 is not UTF-8 text` })
    expect(url('a\ud800b', 'component')).toEqual({ ok: false, reason: 'U+D800 at character 2 is half of a character (a lone surrogate) and has no UTF-8 form' })
    expect(url('\udc00', 'uri')).toEqual({ ok: false, reason: 'U+DC00 at character 1 is half of a character (a lone surrogate) and has no UTF-8 form' })
  })
})

describe('HTML entities (SPEC section 9: & < > " \' and no-break space)', () => {
  it('encodes the six characters and nothing else', () => {
    expect(htmlEncode({ text: `<a href="x">Tom & Jerry's\u00a0show</a> é 😀` })).toEqual({
      ok: true,
      output: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&nbsp;show&lt;/a&gt; é 😀',
    })
  })

  it('decodes the named entities and numeric references in one pass', () => {
    expect(htmlDecode({ text: '&lt;p&gt;&quot;Tom&quot; &amp; Jerry&#39;s &#x27;x&#X27; &apos;&nbsp;&#128512; &#xe9;' })).toEqual({
      ok: true,
      output: '<p>"Tom" & Jerry\'s \'x\' \'\u00a0😀 é',
    })
    expect(htmlDecode({ text: '&amp;lt; stays &lt;' }).ok && htmlDecode({ text: '&amp;lt;' })).toEqual({ ok: true, output: '&lt;' })
  })

  it('leaves unknown names and unterminated or broken references alone; invalid code points become U+FFFD', () => {
    expect(htmlDecode({ text: '&notanentity; &copy 2024 &amp &#; &#0; &#x110000; &#xD800;' })).toEqual({ ok: true, output: '&notanentity; &copy 2024 &amp &#; \ufffd \ufffd \ufffd' })
  })

  it('decodes every HTML5 named entity (the WHATWG table), not just the six it encodes', () => {
    // Values from the WHATWG named character references table.
    expect(htmlDecode({ text: 'caf&eacute; &copy; 2024&hellip; &mdash; &euro;5 &NotEqualTilde; &fjlig; &AMP;' })).toEqual({ ok: true, output: 'café © 2024… — €5 \u2242\u0338 fj &' })
    expect(htmlDecode({ text: '&#x1F600; &#128512; &#128;' })).toEqual({ ok: true, output: '😀 😀 €' })
    expect(htmlDecode({ text: '&amp;eacute; &amp;amp;lt;' })).toEqual({ ok: true, output: '&eacute; &amp;lt;' })
  })

  it("decodes each name in the entities package's own table back to its character", () => {
    // encodeHTML writes a character as its named reference when the table has one: walk the planes.
    let names = 0
    for (let cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const char = String.fromCodePoint(cp)
      const ref = encodeHTML(char)
      if (!/^&[A-Za-z][A-Za-z0-9]*;$/.test(ref)) continue
      names++
      expect(htmlDecode({ text: `[${ref}]` }), ref).toEqual({ ok: true, output: `[${char}]` })
    }
    expect(names).toBeGreaterThan(1400)
  })

  it('round-trips', () => {
    const text = `<script>alert("x" + 'y')</script>\u00a0&amp;`
    const encoded = htmlEncode({ text })
    expect(encoded.ok && htmlDecode({ text: encoded.output })).toEqual({ ok: true, output: text })
  })
})

import { describe, expect, it } from 'vitest'
import { defaultArgs, operationById } from '../../../ops/manifest'
import type { Args } from '../../../ops/types'
import type { Value } from '../op-impl'
import { implOf } from '../registry'

/**
 * The text codecs against references: Python 3.11's standard library (each value with the command
 * that printed it), the WHATWG Encoding tables (through TextDecoder, the same in every browser),
 * and the engines the tools use. Streams are checked against whole runs on awkward chunkings.
 */

const run = async (id: string, input: Value, args: Args = {}) => implOf(id)!.run(input, { ...defaultArgs(operationById(id)!), ...args }, {})
const fails = async (id: string, input: Value, args: Args = {}) => {
  try {
    await run(id, input, args)
  } catch (e) {
    return (e as Error).message
  }
  return 'no error'
}
const utf8 = new TextEncoder()
const hex = (b: Value) => Array.from(b as Uint8Array, (x) => x.toString(16).padStart(2, '0')).join('')
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16))
const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

/** The op's stream over `bytes` cut into pieces of `size` bytes, as one byte string. */
async function streamed(id: string, bytes: Uint8Array, size: number, args: Args = {}): Promise<Uint8Array> {
  const t = implOf(id)!.stream!({ ...defaultArgs(operationById(id)!), ...args })
  const parts: number[] = []
  for (let at = 0; at < bytes.length; at += size) parts.push(...(await t.push(bytes.subarray(at, at + size))))
  parts.push(...(await t.flush()))
  return Uint8Array.from(parts)
}
const asBytes = (v: Value) => (typeof v === 'string' ? utf8.encode(v) : v)
/** Stream == run for every chunk size from 1 to 9 (every place an escape can be cut). */
async function streamsLikeRun(id: string, input: Value, args: Args = {}) {
  const whole = hex(asBytes(await run(id, input, args)))
  for (let size = 1; size <= 9; size++) expect(hex(await streamed(id, asBytes(input), size, args)), `${id} in chunks of ${size}`).toBe(whole)
}

describe('URL Encode / Decode (the URL Encoder tool’s engine)', () => {
  it('encodes a component, a whole URL, or a form as Python and URLSearchParams do', async () => {
    // python3 -c "import urllib.parse as u; print(repr(u.quote('a b&c=d/é?😀', safe='')))"
    expect(await run('url-encode', 'a b&c=d/é?😀')).toBe('a%20b%26c%3Dd%2F%C3%A9%3F%F0%9F%98%80')
    // python3 -c "import urllib.parse as u; print(repr(u.quote_plus('a b&c=d/é?😀~')))"
    expect(await run('url-encode', 'a b&c=d/é?😀~', { mode: 'form' })).toBe('a+b%26c%3Dd%2F%C3%A9%3F%F0%9F%98%80~'.replace('~', '%7E'))
    expect(await run('url-encode', "it's (fine)!", { mode: 'form' })).toBe(new URLSearchParams({ k: "it's (fine)!" }).toString().slice(2))
    expect(await run('url-encode', 'https://example.com/a b?q=1&r=ü#x', { mode: 'uri' })).toBe('https://example.com/a%20b?q=1&r=%C3%BC#x')
  })

  it('decodes, + as a space only in form mode', async () => {
    // python3 -c "import urllib.parse as u; print(repr(u.unquote('caf%C3%A9%20%F0%9F%98%80')))"
    expect(await run('url-decode', 'caf%C3%A9%20%F0%9F%98%80')).toBe('café 😀')
    // python3 -c "import urllib.parse as u; print(repr(u.unquote_plus('a+b%2Bc')))"
    expect(await run('url-decode', 'a+b%2Bc', { mode: 'form' })).toBe('a b+c')
    expect(await run('url-decode', 'a+b%2Bc')).toBe('a+b+c')
  })

  it('names a bad sequence and where it is (from 0)', async () => {
    expect(await fails('url-decode', 'https://%ZZ')).toBe("Invalid percent sequence '%ZZ' at 8")
    expect(await fails('url-decode', '100%')).toBe("Invalid percent sequence '%' at 3")
    expect(await fails('url-decode', 'ok%20then%C3%28')).toBe("Percent sequence '%C3%28' at 9 is not UTF-8")
    expect(await fails('url-encode', 'a\ud800b')).toBe('U+D800 at 1 is half of a character (a lone surrogate) and has no UTF-8 form')
  })

  it('streams without cutting an escape or a character’s escapes', async () => {
    const text = 'h%C3%A9llo+w%C3%B6rld %F0%9F%98%80 %E6%97%A5%E6%9C%AC 100%25 a+b'
    await streamsLikeRun('url-decode', text)
    await streamsLikeRun('url-decode', text, { mode: 'form' })
    await streamsLikeRun('url-encode', 'a b/é😀~日本', { mode: 'form' })
    // The place of a bad sequence is counted from the start of the whole input, not the chunk.
    await expect(streamed('url-decode', utf8.encode('abcdefgh%ZZ'), 4)).rejects.toThrow("Invalid percent sequence '%ZZ' at 8")
  })
})

describe('To / From HTML Entity (the HTML Entity tool’s engine, then `entities`)', () => {
  it('encodes the tool’s six characters by default', async () => {
    // The tool writes &#39; for ' where Python's html.escape writes &#x27; (both are the same reference):
    // python3 -c "import html; print(repr(html.escape('<a href=\"x\">Tom & Jerry\'s</a>')))"
    // '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;'
    expect(await run('to-html-entity', `<a href="x">Tom & Jerry's</a>\u00a0é`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;&nbsp;é')
  })

  it('encodes non-ASCII or every character with a reference, as names or numbers', async () => {
    expect(await run('to-html-entity', 'a<é😀', { chars: 'nonAscii' })).toBe('a&lt;&eacute;&#128512;')
    expect(await run('to-html-entity', 'a<é😀', { chars: 'nonAscii', form: 'decimal' })).toBe('a&#60;&#233;&#128512;')
    expect(await run('to-html-entity', 'a<é😀', { chars: 'nonAscii', form: 'hex' })).toBe('a&#x3C;&#xE9;&#x1F600;')
    expect(await run('to-html-entity', 'a.b<', { chars: 'all' })).toBe('a&period;b&lt;')
    expect(await run('to-html-entity', 'a.b<', { chars: 'all', form: 'decimal' })).toBe('a&#46;b&#60;')
  })

  it('decodes named and numeric references as Python does', async () => {
    // python3 -c "import html; print(repr(html.unescape('&lt;p&gt;caf&eacute; &#128512; &#x1F600;')))"
    expect(await run('from-html-entity', '&lt;p&gt;caf&eacute; &#128512; &#x1F600;')).toBe('<p>café 😀 😀')
    // Strict: a reference must end with ';' (the tool’s rule).
    expect(await run('from-html-entity', '&copy 2024 &amp;lt;')).toBe('&copy 2024 &lt;')
  })

  it('streams without cutting a reference', async () => {
    await streamsLikeRun('from-html-entity', '&lt;&CounterClockwiseContourIntegral;&#x1F600;&#233;&amp &copy;x')
    for (const form of ['named', 'decimal', 'hex']) for (const chars of ['nonAscii', 'all']) await streamsLikeRun('to-html-entity', 'a<é😀. ≂̸ <⃒ x≂̸', { chars, form })
    // One name for two characters: as numbers, each of them.
    expect(await run('to-html-entity', '≂̸', { chars: 'nonAscii' })).toBe('&nesim;')
    expect(await run('to-html-entity', '≂̸', { chars: 'nonAscii', form: 'hex' })).toBe('&#x2242;&#x338;')
  })
})

describe('To / From Quoted Printable (RFC 2045 section 6.7; Python’s quopri)', () => {
  // python3 -c "import quopri; print(repr(quopri.encodestring('Caf\u00e9 = 1 \u20ac\nline with trailing space \n.\n'.encode())))"
  const QP_TEXT = 'Caf=C3=A9 =3D 1 =E2=82=AC\nline with trailing space=20\n=2E\n'
  it('encodes as quopri.encodestring does', async () => {
    expect(await run('to-quoted-printable', utf8.encode('Café = 1 €\nline with trailing space \n.\n'))).toBe(QP_TEXT)
    // python3 -c "import quopri; print(repr(quopri.encodestring(b'x'*80 + b'\r\n' + b'y'*10)))"
    expect(await run('to-quoted-printable', latin1(`${'x'.repeat(80)}\r\n${'y'.repeat(10)}`))).toBe(`${'x'.repeat(75)}=\r\n${'x'.repeat(5)}\r\n${'y'.repeat(10)}`)
    // python3 -c "import quopri; print(repr(quopri.encodestring(bytes(b for b in range(256) if b != 13)).decode()))"
    const all = Uint8Array.from({ length: 255 }, (_, i) => (i < 13 ? i : i + 1))
    expect(await run('to-quoted-printable', all)).toBe(
      '=00=01=02=03=04=05=06=07=08=09\n=0B=0C=0E=0F=10=11=12=13=14=15=16=17=18=19=1A=1B=1C=1D=1E=1F !"#$%&\'()*+,-.=\n/0123456789:;<=3D>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvw=\nxyz{|}~=7F=80=81=82=83=84=85=86=87=88=89=8A=8B=8C=8D=8E=8F=90=91=92=93=94=\n=95=96=97=98=99=9A=9B=9C=9D=9E=9F=A0=A1=A2=A3=A4=A5=A6=A7=A8=A9=AA=AB=AC=AD=\n=AE=AF=B0=B1=B2=B3=B4=B5=B6=B7=B8=B9=BA=BB=BC=BD=BE=BF=C0=C1=C2=C3=C4=C5=C6=\n=C7=C8=C9=CA=CB=CC=CD=CE=CF=D0=D1=D2=D3=D4=D5=D6=D7=D8=D9=DA=DB=DC=DD=DE=DF=\n=E0=E1=E2=E3=E4=E5=E6=E7=E8=E9=EA=EB=EC=ED=EE=EF=F0=F1=F2=F3=F4=F5=F6=F7=F8=\n=F9=FA=FB=FC=FD=FE=FF',
    )
  })

  // python3 -c "
  // import quopri, random
  // r=random.Random(7)
  // for n in (150, 220):
  //     s=bytes(r.choice([b for b in range(256) if b!=13] + [32]*20 + [10]*4 + list(range(97,123))*3) for _ in range(n))
  //     print(repr(s.hex())); print(repr(quopri.encodestring(s).decode('latin1')))"
  const RANDOM = [
    [
      'a64ecb6319262031bc741e206e142ddfd7247c2f64da1f6b4073727174207175cc1a7218674595d74a0a3d6e9e68735d35736e7761bf3262216a1f6c6aff7220dba1ef75e9ba9a805d7d2a709a20feb0e69467263d20d755b04efbd8156c28676fa1af79b47aff72ea24308bf37a6a22209f617172e592c66cb20bedb657683cfd1f7094437fccc9ff2a56e6ce638f47dd638fd5b873',
      '=A6N=CBc=19& 1=BCt=1E n=14-=DF=D7$|/d=DA=1Fk@srqt qu=CC=1Ar=18gE=95=D7J\n=3Dn=9Ehs]5snwa=BF2b!j=1Flj=FFr =DB=A1=EFu=E9=BA=9A=80]}*p=9A =FE=B0=E6=94g=\n&=3D =D7U=B0N=FB=D8=15l(go=A1=AFy=B4z=FFr=EA$0=8B=F3zj" =9Faqr=E5=92=C6l=B2=\n=0B=ED=B6Wh<=FD=1Fp=94C=7F=CC=C9=FF*V=E6=CEc=8FG=DDc=8F=D5=B8s',
    ],
    [
      'c3774e2b5b4e77677806f9775e8791024bd720be686ba44177206c65701cea7268c9cccdca36f774ce2062236be25439af631b35006c4e2034bb6a0e256b6ac14d7482b264bbf33f3cfaeff6f8a02c4a35b088f67853200b6a20ba4c770a0e2099792f7a8620bc56b773200a20a9757369647bce756720fdb70f0f90f285647865b1e5b3bb2a713575f165ad69f86f6800f664b1792c683ec767f55cdf75ab2dcbeece2c5258420f4e78ef654b6961f366b4506262440a0762352048df646d0f816d96207c76a7850ad74420b6eb697420d82043204e202009e25e67',
      '=C3wN+[Nwgx=06=F9w^=87=91=02K=D7 =BEhk=A4Aw lep=1C=EArh=C9=CC=CD=CA6=F7t=CE=\n b#k=E2T9=AFc=1B5=00lN 4=BBj=0E%kj=C1Mt=82=B2d=BB=F3?<=FA=EF=F6=F8=A0,J5=B0=\n=88=F6xS =0Bj =BALw\n=0E =99y/z=86 =BCV=B7s=20\n =A9usid{=CEug =FD=B7=0F=0F=90=F2=85dxe=B1=E5=B3=BB*q5u=F1e=ADi=F8oh=00=F6d=\n=B1y,h>=C7g=F5\\=DFu=AB-=CB=EE=CE,RXB=0FNx=EFeKia=F3f=B4PbbD\n=07b5 H=DFdm=0F=81m=96 |v=A7=85\n=D7D =B6=EBit =D8 C N  \t=E2^g',
    ],
  ] as const
  it.each(RANDOM.map((r, i) => [i, ...r] as const))('matches quopri on random bytes #%i, both ways and streamed', async (_, inHex, qp) => {
    expect(await run('to-quoted-printable', fromHex(inHex))).toBe(qp)
    expect(hex(await run('from-quoted-printable', qp))).toBe(inHex)
    await streamsLikeRun('to-quoted-printable', fromHex(inHex))
    await streamsLikeRun('from-quoted-printable', qp)
  })

  it('decodes soft breaks (with transport padding) and drops blanks that end a line', async () => {
    // python3 -c "import quopri; print(repr(quopri.decodestring(b'Caf=C3=A9 =3D 1 =E2=82=AC\nsoft=\nbreak')))"
    expect(hex(await run('from-quoted-printable', 'Caf=C3=A9 =3D 1 =E2=82=AC\nsoft=\nbreak'))).toBe(hex(utf8.encode('Café = 1 €\nsoftbreak')))
    expect(hex(await run('from-quoted-printable', 'a=  \r\nb  \r\nc=c3=a9'))).toBe(hex(utf8.encode('ab\r\ncé')))
  })

  it('writes a lone CR as =0D and keeps each line break as it is, so every byte string comes back', async () => {
    expect(await run('to-quoted-printable', latin1('a\rb\nc\r\nd'))).toBe('a=0Db\nc\r\nd')
    expect(hex(await run('from-quoted-printable', 'a=0Db\nc\r\nd'))).toBe(hex(latin1('a\rb\nc\r\nd')))
  })

  it("names an '=' that starts no escape", async () => {
    expect(await fails('from-quoted-printable', 'abc=4G')).toBe("Invalid escape '=4G' at 3: '=' must be followed by two hex digits or a line break")
    expect(await fails('from-quoted-printable', 'x=ZZ')).toBe("Invalid escape '=ZZ' at 1: '=' must be followed by two hex digits or a line break")
  })
})

describe('To / From Punycode (the punycode package: IDNA toASCII / toUnicode)', () => {
  it('converts domain names as Python’s idna codec does, line by line', async () => {
    // python3 -c "print(repr('münchen.de'.encode('idna')), repr(b'xn--mnchen-3ya.de'.decode('idna')))"
    expect(await run('to-punycode', 'münchen.de')).toBe('xn--mnchen-3ya.de')
    expect(await run('from-punycode', 'xn--mnchen-3ya.de')).toBe('münchen.de')
    // RFC 3492 section 7.1 (L): 3<nen>B<gumi><kinpachi><sensei>
    expect(await run('to-punycode', '3年B組金八先生\nexample.com')).toBe('xn--3B-ww4c5e180e575a65lsy2b\nexample.com')
    expect(await run('to-punycode', 'джумла@джpумлатест.bрфa')).toBe('джумла@xn--p-8sbkgc5ag7bhce.xn--ba-lmcq')
  })

  it('round-trips domain names made of random labels', async () => {
    const labels = ['münchen', 'bücher', '日本語', 'пример', 'example', 'café', '😀', 'a-b']
    for (let k = 0; k < 40; k++) {
      const domain = Array.from({ length: 1 + (k % 4) }, (_, i) => labels[(k * 7 + i * 3) % labels.length]).join('.')
      expect(await run('from-punycode', await run('to-punycode', domain))).toBe(domain)
    }
  })

  it('names a line that is not punycode', async () => {
    expect(await fails('from-punycode', 'ok.com\nxn--zz.com')).toBe("Not punycode: line 2 'xn--zz.com' (Invalid input)")
  })
})

describe('Escape / Unescape String (JavaScript string literals)', () => {
  it('escapes what a string literal needs, and non-ASCII when asked', async () => {
    expect(await run('escape-string', 'say "hi"\n\tit\'s \\ \u0001\u2028é😀')).toBe('say \\"hi\\"\\n\\tit\'s \\\\ \\x01\\u2028é😀')
    expect(await run('escape-string', `it's "x"`, { quote: 'single' })).toBe(`it\\'s "x"`)
    expect(await run('escape-string', 'a`${b}`$', { quote: 'backtick' })).toBe('a\\`\\${b}\\`$')
    expect(await run('escape-string', 'é😀', { nonAscii: true })).toBe('\\u00E9\\uD83D\\uDE00')
  })

  it('unescapes every escape a JavaScript engine reads', async () => {
    const literal = String.raw`a\n\t\r\b\f\v\0\x41\u0042\u{1F600}\101\7\'\"\\\q\
z`
    // The reference is the engine itself: the same characters inside a real string literal.
    expect(await run('unescape-string', literal)).toBe(new Function(`return "${literal}"`)())
    expect(await run('unescape-string', literal)).toBe('a\n\t\r\b\f\v\0AB😀A\u0007\'"\\qz')
  })

  it('names a malformed escape and where it is', async () => {
    expect(await fails('unescape-string', 'abc\\x4G')).toBe("Invalid escape '\\x4G' at 3: \\x takes two hex digits")
    expect(await fails('unescape-string', 'a\\u12')).toBe("Invalid escape '\\u12' at 1: \\u takes four hex digits or {code point}")
    expect(await fails('unescape-string', '\\u{110000}')).toBe("Invalid escape '\\u{110000}' at 0: past U+10FFFF")
    expect(await fails('unescape-string', 'end\\')).toBe("A lone '\\' ends the text at 3")
  })

  it('streams without cutting an escape', async () => {
    await streamsLikeRun('unescape-string', String.raw`\x41\u0042\u{1F600}\101\\\n\uD83D\uDE00\77\08x\
y\r`)
    await streamsLikeRun('escape-string', 'a$${b}`😀', { quote: 'backtick' })
  })
})

describe('JSON String Escape / Unescape (RFC 8259)', () => {
  it('escapes as JSON.stringify (and json.dumps with ensure_ascii) without the quotes', async () => {
    // python3 -c "import json; print(json.dumps('a\"b\\\\c\n\t\u0001é😀/', ensure_ascii=False))"  ->  "a\"b\\c\n\t\u0001é😀/"
    expect(await run('json-escape', 'a"b\\c\n\t\u0001é😀/')).toBe('a\\"b\\\\c\\n\\t\\u0001é😀/')
    // python3 -c "import json; print(json.dumps('é😀'))"  ->  "\u00e9\ud83d\ude00"
    expect(await run('json-escape', 'é😀', { ascii: true })).toBe('\\u00e9\\ud83d\\ude00')
  })

  it('unescapes as JSON.parse does, and names an escape JSON does not have', async () => {
    const inner = 'a\\"b\\\\c\\/\\n\\t\\u0001\\u00e9\\ud83d\\ude00'
    expect(await run('json-unescape', inner)).toBe(JSON.parse(`"${inner}"`))
    expect(await fails('json-unescape', 'ab\\x41')).toBe("Invalid escape '\\x' at 2 (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)")
    expect(await fails('json-unescape', '\\u00G1')).toBe("Invalid escape '\\u00G1' at 0: \\u takes four hex digits")
    await streamsLikeRun('json-unescape', inner)
  })
})

describe('Escape / Unescape Unicode Characters and %u', () => {
  it('writes \\uXXXX (or \\u{...}) for non-ASCII, and the backslash too so any text comes back', async () => {
    // python3 -c "import json; print(json.dumps('é😀'))" gives the same code units, in lower case.
    expect(await run('escape-unicode', 'aé😀\\')).toBe('a\\u00E9\\uD83D\\uDE00\\u005C')
    expect(await run('escape-unicode', 'aé😀', { astral: 'brace', upper: false })).toBe('a\\u00e9\\u{1f600}')
    expect(await run('escape-unicode', 'ab', { all: true })).toBe('\\u0061\\u0062')
    expect(await run('unescape-unicode', 'a\\u00e9\\uD83D\\uDE00 \\u{1F600} \\n \\u12 \\u{110000}')).toBe('aé😀 😀 \\n \\u12 \\u{110000}')
    expect(await run('unescape-unicode', await run('escape-unicode', 'a\\u0041'))).toBe('a\\u0041')
    await streamsLikeRun('unescape-unicode', 'x\\u00e9\\u{1F600}\\uD83D\\uDE00\\q')
  })

  it('writes %uXXXX as JavaScript’s escape() does past Latin-1, and reads it back as unescape() does', async () => {
    expect(await run('escape-percent-u', 'a%é😀')).toBe('a%u0025%u00E9%uD83D%uDE00')
    expect(await run('escape-percent-u', 'ab', { all: true })).toBe('%u0061%u0062')
    expect(await run('unescape-percent-u', '%u00E9%uD83D%uDE00 %41 %zz')).toBe('é😀 %41 %zz')
    expect(await run('unescape-percent-u', '%u00E9%uD83D%uDE00 %41 %zz', { percentXX: true })).toBe(unescape('%u00E9%uD83D%uDE00 %41 %zz'))
    await streamsLikeRun('unescape-percent-u', '%u00E9%uD83D%uDE00%41%u0025', { percentXX: true })
  })
})

describe('Encode Text / Decode Text (WHATWG encodings)', () => {
  it('encodes UTF-16LE/BE (with a BOM when asked) and single-byte encodings as Python does', async () => {
    // python3 -c "print('hé😀'.encode('utf-16-le').hex(), 'hé😀'.encode('utf-16-be').hex(), 'hé😀'.encode('utf-16').hex())"
    expect(hex(await run('encode-text', 'hé😀'))).toBe('6800e9003dd800de')
    expect(hex(await run('encode-text', 'hé😀', { encoding: 'utf-16be' }))).toBe('006800e9d83dde00')
    expect(hex(await run('encode-text', 'hé😀', { bom: true }))).toBe('fffe6800e9003dd800de')
    // python3 -c "print('café €'.encode('cp1252').hex(), 'Привет'.encode('koi8_r').hex(), 'Łódź'.encode('iso8859_2').hex())"
    expect(hex(await run('encode-text', 'café €', { encoding: 'windows-1252' }))).toBe('636166e92080')
    expect(hex(await run('encode-text', 'Привет', { encoding: 'koi8-r' }))).toBe('f0d2c9d7c5d4')
    expect(hex(await run('encode-text', 'Łódź', { encoding: 'iso-8859-2' }))).toBe('a3f364bc')
  })

  it('names the characters an encoding lacks, with their places', async () => {
    expect(await fails('encode-text', 'a😀bŁ', { encoding: 'windows-1252' })).toBe("2 characters cannot be encoded in windows-1252: '😀' (U+1F600) at 1, 'Ł' (U+0141) at 4")
    expect(await fails('encode-text', 'ok€', { encoding: 'iso-8859-2' })).toBe("A character cannot be encoded in iso-8859-2: '€' (U+20AC) at 2")
  })

  it('decodes any label as Python decodes the same encoding', async () => {
    // python3 -c "print(repr(bytes.fromhex('636166e920800a').decode('cp1252')))"
    expect(await run('decode-text', fromHex('636166e920800a'), { encoding: 'windows-1252' })).toBe('café €\n')
    // python3 -c "print(repr('テスト'.encode('shift_jis').hex()), repr('한국어'.encode('euc_kr').hex()), repr('中文'.encode('gbk').hex()))"
    expect(await run('decode-text', fromHex('836583588367'), { encoding: 'shift_jis' })).toBe('テスト')
    expect(await run('decode-text', fromHex('c7d1b1b9beee'), { encoding: 'euc-kr' })).toBe('한국어')
    expect(await run('decode-text', fromHex('d6d0cec4'), { encoding: 'gbk' })).toBe('中文')
    expect(await run('decode-text', fromHex('f0d2c9d7c5d4'), { encoding: 'koi8-r' })).toBe('Привет')
    // python3 -c "print(repr(bytes(b for b in range(0x80,0xa0) if b not in (0x81,0x8d,0x8f,0x90,0x9d)).decode('cp1252')))"
    const c1 = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i).filter((b) => ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(b))
    expect(await run('decode-text', c1, { encoding: 'windows-1252' })).toBe('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
    expect(hex(await run('encode-text', '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ', { encoding: 'windows-1252' }))).toBe(hex(c1))
    expect(await run('decode-text', fromHex('fffe6800e900'))).toBe('hé')
    expect(await run('decode-text', fromHex('fffe6800e900'), { bom: false })).toBe('\ufeffhé')
  })

  it('replaces invalid bytes, or names the first when asked to stop', async () => {
    expect(await run('decode-text', fromHex('6800e9'))).toBe('h\ufffd')
    expect(await fails('decode-text', fromHex('6800e9'), { invalid: 'error' })).toBe('Not utf-16le: the bytes end in the middle of a character')
    expect(await fails('decode-text', fromHex('41428220'), { encoding: 'shift_jis', invalid: 'error' })).toBe('Not shift_jis: byte 0x20 at 3')
    expect(await fails('decode-text', fromHex('4142ff43'), { encoding: 'utf-8', invalid: 'error' })).toBe('Not utf-8: byte 0xff at 2')
  })

  it('streams, multi-byte characters split anywhere', async () => {
    await streamsLikeRun('decode-text', fromHex('836583588367836583588367'), { encoding: 'shift_jis' })
    await streamsLikeRun('decode-text', fromHex('fffe6800e9003dd800de'), { bom: false })
    await streamsLikeRun('encode-text', 'hé😀 café', { bom: true, encoding: 'utf-16be' })
  })
})

describe('ROT13, ROT47, XOR', () => {
  it('rotates as Python’s rot13 codec does, and undoes itself', async () => {
    // python3 -c "import codecs; print(repr(codecs.encode('Hello, World! 123', 'rot13')))"
    expect(new TextDecoder().decode(await run('rot13', utf8.encode('Hello, World! 123')) as Uint8Array)).toBe('Uryyb, Jbeyq! 123')
    expect(new TextDecoder().decode(await run('rot13', utf8.encode('Hello 123 é'), { digits: true }) as Uint8Array)).toBe('Uryyb 678 é')
    expect(new TextDecoder().decode(await run('rot13', utf8.encode('abcxyz'), { amount: 3 }) as Uint8Array)).toBe('defabc')
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(hex(await run('rot13', await run('rot13', bytes, { digits: true }), { digits: true }))).toBe(hex(bytes))
  })

  it('ROT47 rotates ! to ~ and undoes itself', async () => {
    // python3 -c "print(''.join(chr(33+(ord(c)-33+47)%94) if 33<=ord(c)<=126 else c for c in 'Hello, World!'))"
    expect(new TextDecoder().decode(await run('rot47', utf8.encode('Hello, World!')) as Uint8Array)).toBe('w6==@[ (@C=5P')
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(hex(await run('rot47', await run('rot47', bytes)))).toBe(hex(bytes))
  })

  it('XORs with a repeating key in UTF-8, hex or Base64, and undoes itself', async () => {
    // python3 -c "print(bytes(a ^ b for a, b in zip(b'Hello', b'keyke')).hex())"
    expect(hex(await run('xor', utf8.encode('Hello'), { key: 'key' }))).toBe('230015070a')
    expect(hex(await run('xor', utf8.encode('Hello'), { key: '6b 65 79', keyEncoding: 'hex' }))).toBe('230015070a')
    expect(hex(await run('xor', utf8.encode('Hello'), { key: 'a2V5', keyEncoding: 'base64' }))).toBe('230015070a')
    expect(hex(await run('xor', fromHex('00416b'), { key: 'k', nullPreserving: true }))).toBe('002a6b')
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 255)
    for (const nullPreserving of [false, true]) expect(hex(await run('xor', await run('xor', bytes, { key: 'secret', nullPreserving }), { key: 'secret', nullPreserving }))).toBe(hex(bytes))
    await streamsLikeRun('xor', bytes, { key: 'secret' })
  })

  it('names a key that does not read', async () => {
    expect(await fails('xor', fromHex('00'), { key: 'abc', keyEncoding: 'hex' })).toBe('Key: odd number of hex digits (3)')
    expect(await fails('xor', fromHex('00'), { key: 'zz', keyEncoding: 'hex' })).toBe("Key: 'z' is not a hex digit")
    expect(await fails('xor', fromHex('00'), { key: '!!', keyEncoding: 'base64' })).toBe('Key: not Base64')
  })
})

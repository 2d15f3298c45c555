import { describe, expect, it } from 'vitest'
import { errorOf, hexBytes, randomBytes, run, streamed, text, utf8 } from './op-test-kit'

/** Base32, Base58, Base62, Base85 and Base45 against their RFCs' vectors and Python's output. */


describe('To Base32 / From Base32', () => {
  // python3 -c "import base64; [print(base64.b32encode(v), base64.b32hexencode(v)) for v in (b'',b'f',b'fo',b'foo',b'foob',b'fooba',b'foobar')]"
  // (the RFC 4648 section 10 BASE32 and BASE32-HEX vectors)
  const rfc: [string, string, string][] = [
    ['', '', ''],
    ['f', 'MY======', 'CO======'],
    ['fo', 'MZXQ====', 'CPNG===='],
    ['foo', 'MZXW6===', 'CPNMU==='],
    ['foob', 'MZXW6YQ=', 'CPNMUOG='],
    ['fooba', 'MZXW6YTB', 'CPNMUOJ1'],
    ['foobar', 'MZXW6YTBOI======', 'CPNMUOJ1E8======'],
  ]
  it.each(rfc)('RFC 4648 section 10: %j is %j, and %j in base32hex', async (plain, b32, b32hex) => {
    expect(await run('to-base32', plain)).toBe(b32)
    expect(await run('to-base32', plain, { alphabet: 'hex' })).toBe(b32hex)
    expect(await run('to-base32', plain, { padding: false })).toBe(b32.replace(/=/g, ''))
    expect(text(await run('from-base32', b32))).toBe(plain)
    expect(text(await run('from-base32', b32hex, { alphabet: 'hex' }))).toBe(plain)
    expect(text(await run('from-base32', b32.replace(/=/g, '').toLowerCase()))).toBe(plain)
    expect(await streamed('to-base32', plain, { alphabet: 'hex' })).toBe(b32hex)
    expect(text(await streamed('from-base32', b32))).toBe(plain)
  })

  it('skips white space', async () => {
    expect(text(await run('from-base32', 'MZXW 6YTB\r\nOI======\n'))).toBe('foobar')
  })

  it('says where Base32 is wrong', async () => {
    expect(await errorOf('from-base32', 'MZXW1')).toBe("OpError: Invalid character '1' at 4")
    expect(await errorOf('from-base32', 'MZXW6YTB', { alphabet: 'hex' })).toBe("OpError: Invalid character 'Z' at 1")
    expect(await errorOf('from-base32', 'MY======MY')).toBe("OpError: '=' may only end the text: 'M' at 8 comes after it")
    expect(await errorOf('from-base32', 'MZXW6YTBMZX')).toBe('OpError: Base32 cannot end in a group of 3 characters (at 10): a last group has 2, 4, 5, 7 or 8')
    // 'MZ' is 10 bits: 8 make 'f', and the 2 left over (01) are not zero (RFC 4648 section 3.5).
    expect(await errorOf('from-base32', 'MZ')).toBe("OpError: The last group 'MZ' has bits left over that are not zero (at 1)")
  })
})

describe('To Base58 / From Base58', () => {
  // Bitcoin Core's src/test/data/base58_encode_decode.json; the same from
  // python3 -c "A='123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  // def b58(b):
  //     n=int.from_bytes(b,'big'); s=''
  //     while n: n,r=divmod(n,58); s=A[r]+s
  //     return '1'*(len(b)-len(b.lstrip(b'\0')))+s
  // print(b58(bytes.fromhex('61')))"   (and so on for each hex)
  const vectors: [string, string][] = [
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
    ['572e4794', '3EFU7m'],
    ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
    ['10c8511e', 'Rt5zm'],
    ['00000000000000000000', '1111111111'],
  ]
  it.each(vectors)('%s is %s', async (hex, b58) => {
    expect(await run('to-base58', hexBytes(hex))).toBe(b58)
    expect(await run('from-base58', b58)).toEqual(hexBytes(hex))
  })

  it('trims white space and says where a character is not Base58', async () => {
    expect(text(await run('from-base58', ' 2g\n'))).toBe('a')
    expect(await errorOf('from-base58', '2gO')).toBe("OpError: Invalid character 'O' at 2")
    expect(await errorOf('from-base58', '0')).toBe("OpError: Invalid character '0' at 0")
  })

  it('refuses inputs too long for its quadratic cost, in words', async () => {
    expect(await run('from-base58', (await run('to-base58', randomBytes(5, 2048))) as string)).toEqual(randomBytes(5, 2048))
    expect(await errorOf('to-base58', new Uint8Array(2049))).toBe('OpError: Base58 takes at most 2048 bytes (this is 2049): it is for keys, hashes and addresses, and its cost grows with the square of the length')
    expect(await errorOf('from-base58', '2'.repeat(4097))).toBe('OpError: Base58 text may have at most 4096 characters (this has 4097)')
  })
})

describe('To Base62 / From Base62', () => {
  // python3 -c "A='0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  // def b62(b):
  //     n=int.from_bytes(b,'big'); s=''
  //     while n: n,r=divmod(n,62); s=A[r]+s
  //     return '0'*(len(b)-len(b.lstrip(b'\0')))+s
  // print(b62(b'Hello World'), b62(b'\0\0hi'), b62(b'\0'), b62(b'\xff'*16))"
  // -> 73XpUgyMwkGr29M 006x7 0 7n42DGM5Tflk9n8mt7Fhc7   (the first as the base-x library's README has it)
  const vectors: [Uint8Array, string][] = [
    [new Uint8Array(0), ''],
    [utf8('Hello World'), '73XpUgyMwkGr29M'],
    [Uint8Array.from([0, 0, ...utf8('hi')]), '006x7'],
    [Uint8Array.of(0), '0'],
    [new Uint8Array(16).fill(0xff), '7n42DGM5Tflk9n8mt7Fhc7'],
  ]
  it.each(vectors)('%s is %j', async (bytes, b62) => {
    expect(await run('to-base62', bytes)).toBe(b62)
    expect(await run('from-base62', b62)).toEqual(bytes)
  })

  it('round-trips long inputs (eight digits a step) and says where a character is wrong', async () => {
    const b = randomBytes(3, 1000)
    expect(await run('from-base62', (await run('to-base62', b)) as string)).toEqual(b)
    expect(await errorOf('from-base62', '73Xp-Ugy')).toBe("OpError: Invalid character '-' at 4")
    expect(await errorOf('to-base62', new Uint8Array(16385))).toBe('OpError: Base62 takes at most 16384 bytes (this is 16385): it is for ids and keys, and its cost grows with the square of the length')
    expect(await errorOf('from-base62', '7'.repeat(22401))).toBe('OpError: Base62 text may have at most 22400 characters (this has 22401)')
  })
})

describe('To Base85 / From Base85', () => {
  it('writes Ascii85 as Python does', async () => {
    // python3 -c "import base64; print(base64.a85encode(b'Hello, world!'), base64.a85encode(b'\0\0\0\0abc\0'), base64.a85encode(b'Hello, world!', adobe=True), base64.a85encode(b'\xff\xff\xff\xff'))"
    // -> b'87cURD_*#TDfTZ)+T' b'z@:E^H' b'<~87cURD_*#TDfTZ)+T~>' b's8W-!'
    expect(await run('to-base85', 'Hello, world!')).toBe('87cURD_*#TDfTZ)+T')
    expect(await run('to-base85', Uint8Array.from([0, 0, 0, 0, ...utf8('abc'), 0]))).toBe('z@:E^H')
    expect(await run('to-base85', 'Hello, world!', { delimiters: true })).toBe('<~87cURD_*#TDfTZ)+T~>')
    expect(await run('to-base85', new Uint8Array(4).fill(0xff))).toBe('s8W-!')
    // python3 -c "import base64; print(base64.a85encode(b'', adobe=True))" -> b'<~~>'
    expect(await run('to-base85', '', { delimiters: true })).toBe('<~~>')
    expect(await streamed('to-base85', '', { delimiters: true })).toBe('<~~>')
    // python3 -c "import base64; print(base64.a85encode(b'Man is distinguished, by his reason, but by this singular passion from other animals, which is a lust of the mind'))"
    const man = 'Man is distinguished, by his reason, but by this singular passion from other animals, which is a lust of the mind'
    const manA85 = '9jqo^BlbD-BleB1DJ+*+F(f,q/0JDI+D>J1+ED%%F)PqI+C]J8+C]U=FD,B0+EM77B6A$!EZf=0F)u&6DBNP3Df$V8FD,6++CT/%D..7%/0K.MBk(g!BlbD*+Dc1AF<GL6+EV:.+Dkh1A,'
    expect(await run('to-base85', man)).toBe(manA85)
    expect(await streamed('to-base85', man, { delimiters: true }, 3)).toBe(`<~${manA85}~>`)
    expect(text(await run('from-base85', manA85))).toBe(man)
  })

  it('reads Ascii85 with or without <~ ~>, z, and white space', async () => {
    expect(text(await run('from-base85', '<~87cURD_*#TDfTZ)+T~>'))).toBe('Hello, world!')
    expect(text(await run('from-base85', '  <~87cURD_*#\n TDfTZ)+T~>\n'))).toBe('Hello, world!')
    expect(text(await streamed('from-base85', '<~87cURD_*#TDfTZ)+T~>'))).toBe('Hello, world!')
    expect(await run('from-base85', 'z@:E^H')).toEqual(Uint8Array.from([0, 0, 0, 0, ...utf8('abc'), 0]))
    // '<' is an Ascii85 digit too: only '<~' opens a frame.
    // python3 -c "import base64; print(base64.a85decode(b'<<<<<').hex())" -> 550204bf
    expect(await run('from-base85', '<<<<<')).toEqual(hexBytes('550204bf'))
    expect(await streamed('from-base85', '<<<<<')).toEqual(hexBytes('550204bf'))
  })

  it('writes and reads Z85 as ZeroMQ RFC 32 says', async () => {
    // RFC 32/Z85's test vector: 86 4F D2 6F B5 59 F7 5B is "HelloWorld".
    expect(await run('to-base85', hexBytes('864FD26FB559F75B'), { variant: 'z85' })).toBe('HelloWorld')
    expect(await run('from-base85', 'HelloWorld', { variant: 'z85' })).toEqual(hexBytes('864FD26FB559F75B'))
    // Z85 is b85's arithmetic with its own alphabet, so Python's b85encode translated is a reference:
    // python3 -c "import base64; B=b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#\$%&()*+-;<=>?@^_\`{|}~'; Z=b'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%\$#'; print(base64.b85encode(b'Hello, world!').translate(bytes.maketrans(B,Z)))"
    // -> b'nm=QNz.92Pz/PV8aP'  (13 bytes: the last group of 1 byte is 2 characters, as Ascii85 ends)
    expect(await run('to-base85', 'Hello, world!', { variant: 'z85' })).toBe('nm=QNz.92Pz/PV8aP')
    expect(text(await run('from-base85', 'nm=QNz.92Pz/PV8aP', { variant: 'z85' }))).toBe('Hello, world!')
    // Z85 has no 'z' for zeros.
    expect(await run('to-base85', new Uint8Array(4), { variant: 'z85' })).toBe('00000')
  })

  it('says where Base85 is wrong', async () => {
    expect(await errorOf('from-base85', '87cU~RD')).toBe("OpError: Invalid character '~' at 4 (only '~>' ends Ascii85)")
    expect(await errorOf('from-base85', '87cURD_*#v')).toBe("OpError: Invalid character 'v' at 9")
    expect(await errorOf('from-base85', '87czURD')).toBe("OpError: 'z' at 3 is inside a group (it stands for four zero bytes between groups)")
    expect(await errorOf('from-base85', 's8W-"')).toBe('OpError: The group at 0 is over 2^32 - 1 (not Base85)')
    expect(await errorOf('from-base85', '87cURD')).toBe('OpError: A last group of one character (at 5) is not Base85')
    expect(await errorOf('from-base85', '<~87cUR~>x')).toBe("OpError: Invalid character 'x' at 9: nothing may follow '~>'")
    expect(await errorOf('from-base85', 'Hello~', { variant: 'z85' })).toBe("OpError: Invalid character '~' at 5")
  })
})

describe('To Base45 / From Base45', () => {
  // RFC 9285 section 4.3 and 4.4's examples.
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
  ])('RFC 9285: %j is %j', async (plain, b45) => {
    expect(await run('to-base45', plain)).toBe(b45)
    expect(text(await run('from-base45', b45))).toBe(plain)
    expect(await streamed('to-base45', plain)).toBe(b45)
    expect(text(await streamed('from-base45', `${b45}\n`))).toBe(plain)
  })

  it('reads the largest group and refuses what is over, in words', async () => {
    // 'FGW' = 15 + 16 * 45 + 32 * 45^2 = 65535; RFC 9285 section 6 calls 'GGW' (65536) invalid.
    expect(await run('from-base45', 'FGW')).toEqual(Uint8Array.of(0xff, 0xff))
    expect(await errorOf('from-base45', 'BB8GGW')).toBe("OpError: The group 'GGW' at 3 is over 65535 (not Base45)")
    // A last pair: 'U5' = 30 + 5 * 45 = 255; 'V5' = 256 is over a byte.
    expect(await run('from-base45', 'U5')).toEqual(Uint8Array.of(0xff))
    expect(await errorOf('from-base45', 'V5')).toBe("OpError: The last group 'V5' at 0 is over 255 (not Base45)")
    expect(await errorOf('from-base45', 'BB8A')).toBe('OpError: Base45 cannot end in a single character (at 3)')
    expect(await errorOf('from-base45', 'bb8')).toBe("OpError: Invalid character 'b' at 0")
  })
})

describe('every argument round-trips, in a run and in a stream', () => {
  it.each([
    ['to-base32', 'from-base32', { alphabet: 'hex', padding: false }],
    ['to-base32', 'from-base32', { alphabet: 'standard', padding: false }],
    ['to-base85', 'from-base85', { variant: 'z85' }],
    ['to-base85', 'from-base85', { variant: 'ascii85', delimiters: true }],
    ['to-base45', 'from-base45', {}],
  ] as const)('%s then %s with %j', async (to, from, args) => {
    for (let k = 0; k < 20; k++) {
      const b = randomBytes(k + 100, k * 37)
      if (k % 4 === 0) b.fill(0, 0, Math.min(b.length, 9))
      const s = (await run(to, b, args)) as string
      expect(await streamed(to, b, args, 1 + k), `${to} #${k}`).toBe(s)
      expect(await run(from, s, args), `${from} #${k}`).toEqual(b)
      expect(await streamed(from, s, args, 1 + k), `${from} #${k}`).toEqual(b)
    }
  })
})

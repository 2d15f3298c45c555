import { describe, expect, it } from 'vitest'
import type { Args } from '../../../ops/types'
import { errorOf, hexBytes, randomBytes, run, streamed, text, utf8 } from './op-test-kit'

/** Hex, hex dumps, binary, octal, decimal and charcode, against Python's and xxd's/hexdump's own output. */


describe('To Hex / From Hex', () => {
  // python3 -c "import base64; [print(base64.b16encode(v)) for v in (b'',b'f',b'fo',b'foo',b'foob',b'fooba',b'foobar')]"
  // (the RFC 4648 section 10 BASE16 vectors)
  const rfc: [string, string][] = [
    ['', ''],
    ['f', '66'],
    ['fo', '666F'],
    ['foo', '666F6F'],
    ['foob', '666F6F62'],
    ['fooba', '666F6F6261'],
    ['foobar', '666F6F626172'],
  ]
  it.each(rfc)('RFC 4648 section 10: BASE16(%j) = %j', async (plain, hex) => {
    expect(await run('to-hex', plain, { delimiter: 'none', case: 'upper' })).toBe(hex)
    expect(text(await run('from-hex', hex))).toBe(plain)
    expect(text(await run('from-hex', hex.toLowerCase()))).toBe(plain)
  })

  it('writes each delimiter', async () => {
    const b = Uint8Array.of(0x00, 0xff, 0x10)
    // python3 -c "import binascii; print(binascii.hexlify(b'Hello, world!'))" -> b'48656c6c6f2c20776f726c6421'
    expect(await run('to-hex', 'Hello, world!', { delimiter: 'none' })).toBe('48656c6c6f2c20776f726c6421')
    // python3 -c "import binascii; print(binascii.hexlify(b'\x00\xff\x10', ' '), binascii.hexlify(b'\x00\xff\x10', ':'))" -> b'00 ff 10' b'00:ff:10'
    expect(await run('to-hex', b)).toBe('00 ff 10')
    expect(await run('to-hex', b, { delimiter: 'colon' })).toBe('00:ff:10')
    expect(await run('to-hex', b, { delimiter: 'comma' })).toBe('00,ff,10')
    expect(await run('to-hex', b, { delimiter: 'semicolon' })).toBe('00;ff;10')
    expect(await run('to-hex', b, { delimiter: 'lf' })).toBe('00\nff\n10')
    expect(await run('to-hex', b, { delimiter: 'crlf' })).toBe('00\r\nff\r\n10')
    expect(await run('to-hex', b, { delimiter: '0x', case: 'upper' })).toBe('0x00 0xFF 0x10')
    expect(await run('to-hex', b, { delimiter: 'backslash-x' })).toBe('\\x00\\xff\\x10')
    expect(await run('to-hex', b, { delimiter: 'c-array' })).toBe('{ 0x00, 0xff, 0x10 }')
    expect(await run('to-hex', new Uint8Array(0), { delimiter: 'c-array' })).toBe('{ }')
  })

  it('puts a number of bytes a line', async () => {
    const b = Uint8Array.of(1, 2, 3, 4, 5)
    expect(await run('to-hex', b, { perLine: 2 })).toBe('01 02\n03 04\n05')
    expect(await run('to-hex', b, { perLine: 2, delimiter: 'none' })).toBe('0102\n0304\n05')
    expect(await run('to-hex', b, { perLine: 2, delimiter: 'c-array' })).toBe('{\n  0x01, 0x02,\n  0x03, 0x04,\n  0x05\n}')
    expect(await run('to-hex', b, { perLine: 5 })).toBe('01 02 03 04 05')
  })

  it('reads hex in any of the common layouts', async () => {
    for (const form of ['48656c6c6f', '48 65 6C 6c 6F', '0x48,0x65,0x6c,0x6c,0x6f', '\\x48\\x65\\x6c\\x6c\\x6f', '{ 0x48, 0x65, 0x6c, 0x6c, 0x6f };', '48:65:6c:6c:6f', '48-65-6c\r\n6c-6f', '%48%65%6C%6C%6F', '[0X48; 0X65]6c 6c\t6f', '4 8 6 5 6c6c6f']) {
      expect(text(await run('from-hex', form)), form).toBe('Hello')
    }
  })

  it('reads back every layout it writes, in a run and in a stream of single bytes', async () => {
    const b = randomBytes(7, 300)
    for (const delimiter of ['none', 'space', 'comma', 'colon', 'semicolon', 'lf', 'crlf', '0x', 'backslash-x', 'c-array'])
      for (const args of [{ delimiter }, { delimiter, case: 'upper', perLine: 16 }] as Args[]) {
        const hex = (await run('to-hex', b, args)) as string
        expect(await streamed('to-hex', b, args, 7), delimiter).toBe(hex)
        expect(await run('from-hex', hex), delimiter).toEqual(b)
        expect(await streamed('from-hex', hex), delimiter).toEqual(b)
      }
  })

  it('says where a digit is wrong, and when the digits are odd', async () => {
    expect(await errorOf('from-hex', '48656g')).toBe("OpError: Invalid hex digit 'g' at 5")
    expect(await errorOf('from-hex', '48 é')).toBe("OpError: Invalid hex digit 'é' at 3")
    expect(await errorOf('from-hex', '48\u0000')).toBe('OpError: Invalid hex digit U+0000 at 2')
    // 'x' only makes a prefix after a '0' that begins a byte: here 40 is a byte, so 'x' is wrong.
    expect(await errorOf('from-hex', '40x12')).toBe("OpError: Invalid hex digit 'x' at 2")
    expect(await errorOf('from-hex', '48 \\y')).toBe("OpError: Invalid hex digit '\\' at 3")
    expect(await errorOf('from-hex', '48 \\')).toBe("OpError: Invalid hex digit '\\' at 3")
    expect(await errorOf('from-hex', 'abcdefa')).toBe('OpError: Odd number of hex digits (7)')
    expect(await errorOf('from-hex', '480')).toBe('OpError: Odd number of hex digits (3)')
    expect(await errorOf('from-hex', '0x48 0x6')).toBe('OpError: Odd number of hex digits (3)')
  })

  it('gives the same error positions in a stream', async () => {
    await expect(streamed('from-hex', '48 65 6c zz')).rejects.toThrow("Invalid hex digit 'z' at 9")
    await expect(streamed('from-hex', 'é48656g', {}, 1)).rejects.toThrow("Invalid hex digit 'é' at 0")
  })
})

describe('To Hexdump / From Hexdump', () => {
  const fox = Uint8Array.from([...utf8('The quick brown fox jumps over the lazy dog.\n'), 0x00, 0x01, 0x7f, 0x80, 0xff])
  // printf 'The quick brown fox jumps over the lazy dog.\n\x00\x01\x7f\x80\xff' | xxd   (xxd 2022-01-14)
  const foxXxd =
    '00000000: 5468 6520 7175 6963 6b20 6272 6f77 6e20  The quick brown \n' +
    '00000010: 666f 7820 6a75 6d70 7320 6f76 6572 2074  fox jumps over t\n' +
    '00000020: 6865 206c 617a 7920 646f 672e 0a00 017f  he lazy dog.....\n' +
    '00000030: 80ff                                     ..\n'
  // printf 'The quick brown fox jumps over the lazy dog.\n\x00\x01\x7f\x80\xff' | hexdump -C
  const foxCanonical =
    '00000000  54 68 65 20 71 75 69 63  6b 20 62 72 6f 77 6e 20  |The quick brown |\n' +
    '00000010  66 6f 78 20 6a 75 6d 70  73 20 6f 76 65 72 20 74  |fox jumps over t|\n' +
    '00000020  68 65 20 6c 61 7a 79 20  64 6f 67 2e 0a 00 01 7f  |he lazy dog.....|\n' +
    '00000030  80 ff                                             |..|\n' +
    '00000032\n'
  const zeros = Uint8Array.from([0x61, 0x62, ...new Uint8Array(48), 0x63, 0x64])
  // (printf 'ab'; head -c 48 /dev/zero; printf 'cd') | hexdump -C
  const zerosCanonical =
    '00000000  61 62 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |ab..............|\n' +
    '00000010  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n' +
    '*\n' +
    '00000030  00 00 63 64                                       |..cd|\n' +
    '00000034\n'

  it('writes what xxd and hexdump -C write', async () => {
    expect(await run('to-hexdump', fox)).toBe(foxXxd)
    expect(await run('to-hexdump', fox, { layout: 'canonical' })).toBe(foxCanonical)
    expect(await run('to-hexdump', zeros, { layout: 'canonical' })).toBe(zerosCanonical)
    // printf 'hi\n' | xxd
    expect(await run('to-hexdump', 'hi\n')).toBe('00000000: 6869 0a                                  hi.\n')
    // printf '' | xxd ; printf '' | hexdump -C   (both write nothing)
    expect(await run('to-hexdump', '')).toBe('')
    expect(await run('to-hexdump', '', { layout: 'canonical' })).toBe('')
    // head -c 48 /dev/zero | hexdump -C
    expect(await run('to-hexdump', new Uint8Array(48), { layout: 'canonical' })).toBe(
      '00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n*\n00000030\n',
    )
  })

  it('streams the same lines, the * of a repeat across chunks too', async () => {
    expect(await streamed('to-hexdump', fox, {}, 5)).toBe(foxXxd)
    expect(await streamed('to-hexdump', zeros, { layout: 'canonical' }, 3)).toBe(zerosCanonical)
  })

  it('reads xxd and hexdump -C back, * lines included', async () => {
    expect(await run('from-hexdump', foxXxd)).toEqual(fox)
    expect(await run('from-hexdump', foxCanonical)).toEqual(fox)
    expect(await run('from-hexdump', zerosCanonical)).toEqual(zeros)
    expect(await streamed('from-hexdump', zerosCanonical)).toEqual(zeros)
    expect(await streamed('from-hexdump', foxXxd.replace(/\n/g, '\r\n'))).toEqual(fox)
    // xxd -s 256 starts at its offset; the ASCII column is not read (it may hold anything).
    expect(text(await run('from-hexdump', '00000100: 4142 4344  1234  '))).toBe('ABCD')
    expect(text(await run('from-hexdump', '00000000  41 42 7c 43  |AB|C|\n00000004\n'))).toBe('AB|C')
    // printf 'The quick brown fox jumps over the lazy dog.\n\x00\x01\x7f\x80\xff' | od -A x -t x1z
    const foxOd =
      '000000 54 68 65 20 71 75 69 63 6b 20 62 72 6f 77 6e 20  >The quick brown <\n' +
      '000010 66 6f 78 20 6a 75 6d 70 73 20 6f 76 65 72 20 74  >fox jumps over t<\n' +
      '000020 68 65 20 6c 61 7a 79 20 64 6f 67 2e 0a 00 01 7f  >he lazy dog.....<\n' +
      '000030 80 ff                                            >..<\n' +
      '000032\n'
    expect(await run('from-hexdump', foxOd)).toEqual(fox)
    // printf 'The quick brown fox jumps over the lazy dog.\n\x00\x01\x7f\x80\xff' | xxd -c 20 -g 3 -u
    const foxXxdWide =
      '00000000: 546865 207175 69636B 206272 6F776E 20666F 7820  The quick brown fox \n' +
      '00000014: 6A756D 707320 6F7665 722074 686520 6C617A 7920  jumps over the lazy \n' +
      '00000028: 646F67 2E0A00 017F80 FF                         dog.......\n'
    expect(await run('from-hexdump', foxXxdWide)).toEqual(fox)
  })

  it('says which line is wrong', async () => {
    expect(await errorOf('from-hexdump', 'hello')).toBe('OpError: Line 1 is not a hex dump line (it should start with an offset)')
    expect(await errorOf('from-hexdump', '48656c6c6f')).toBe('OpError: Line 1 is not a hex dump line (an offset, then bytes): plain hex is for From Hex')
    expect(await errorOf('from-hexdump', '00000000: 4865 6g6c  He.l\n')).toBe("OpError: Invalid hex digit 'g' on line 1")
    expect(await errorOf('from-hexdump', '00000000: 4865 6  He.\n')).toBe("OpError: Odd number of hex digits in '6' on line 1")
    expect(await errorOf('from-hexdump', '00000000  41 42  |AB|\n00000003\n')).toBe('OpError: Line 2 holds only an offset (00000003), which should be where the bytes before it end (00000002)')
    expect(await errorOf('from-hexdump', '00000000  41 42  |AB|\n*\n')).toBe("OpError: The '*' line at the end has no offset after it to say how far it repeats")
  })
})

describe('binary, octal, decimal', () => {
  it('writes 8-bit groups and reads them back', async () => {
    // python3 -c "print(' '.join(format(b,'08b') for b in b'Hi!'))"
    expect(await run('to-binary', 'Hi!')).toBe('01001000 01101001 00100001')
    expect(await run('to-binary', 'Hi!', { delimiter: 'none' })).toBe('010010000110100100100001')
    expect(await run('to-binary', 'Hi!', { delimiter: 'comma', perLine: 2 })).toBe('01001000,01101001\n00100001')
    expect(text(await run('from-binary', '01001000 01101001 00100001'))).toBe('Hi!')
    expect(text(await run('from-binary', '010010000110100100100001'))).toBe('Hi!')
    // 7-bit groups, as some text-to-binary tools write them; 0b before a group.
    expect(text(await run('from-binary', '1001000 1101001, 0b00100001'))).toBe('Hi!')
    expect(text(await streamed('from-binary', '1001000 1101001, 0b00100001'))).toBe('Hi!')
  })

  it('says where binary is wrong', async () => {
    expect(await errorOf('from-binary', '01001000 0110102')).toBe("OpError: Invalid character '2' at 15")
    expect(await errorOf('from-binary', '010010000')).toBe('OpError: A group of 9 binary digits at 0 is not a whole number of bytes (8 digits each)')
  })

  it('writes octal and decimal as Python does', async () => {
    // python3 -c "print(' '.join(format(b,'o') for b in b'Hi!\n'))" -> 110 151 41 12
    expect(await run('to-octal', 'Hi!\n')).toBe('110 151 41 12')
    expect(await run('to-octal', Uint8Array.of(0, 255), { delimiter: 'comma' })).toBe('0,377')
    // python3 -c "print(' '.join(str(b) for b in b'Hi!\n'))" -> 72 105 33 10
    expect(await run('to-decimal', 'Hi!\n')).toBe('72 105 33 10')
    expect(await run('to-decimal', 'Hi!\n', { delimiter: 'crlf' })).toBe('72\r\n105\r\n33\r\n10')
  })

  it('reads octal and decimal in any list', async () => {
    expect(text(await run('from-octal', '110,151;41:12'))).toBe('Hi!\n')
    expect(text(await run('from-octal', '0110 0151'))).toBe('Hi')
    expect(text(await run('from-decimal', '[72, 105, 33, 10]'))).toBe('Hi!\n')
    expect(text(await streamed('from-decimal', '72\n105\n33\n10\n'))).toBe('Hi!\n')
  })

  it('says which number is wrong', async () => {
    expect(await errorOf('from-octal', '110 400')).toBe('OpError: Value 400 at 4 is over 377 (a byte)')
    expect(await errorOf('from-octal', '18')).toBe("OpError: Invalid character '8' at 1")
    expect(await errorOf('from-decimal', '72 256')).toBe('OpError: Value 256 at 3 is over 255 (a byte)')
    expect(await errorOf('from-decimal', '72 1x')).toBe("OpError: Invalid character 'x' at 4")
    expect(await errorOf('from-decimal', '72 -1')).toBe("OpError: Invalid character '-' at 3")
    expect(await errorOf('from-decimal', '1234567890123')).toBe('OpError: Value 1234567890123… at 0 is over 255 (a byte)')
  })

  it('round-trips every delimiter, in a run and in a stream', async () => {
    const b = randomBytes(11, 200)
    for (const [to, from, delims] of [
      ['to-binary', 'from-binary', ['none', 'space', 'comma', 'colon', 'semicolon', 'lf', 'crlf']],
      ['to-octal', 'from-octal', ['space', 'comma', 'colon', 'semicolon', 'lf', 'crlf']],
      ['to-decimal', 'from-decimal', ['space', 'comma', 'colon', 'semicolon', 'lf', 'crlf']],
    ] as const)
      for (const delimiter of delims) {
        const s = (await run(to, b, { delimiter })) as string
        expect(await streamed(to, b, { delimiter }, 3), `${to} ${delimiter}`).toBe(s)
        expect(await run(from, s), `${from} ${delimiter}`).toEqual(b)
        expect(await streamed(from, s, {}, 2), `${from} ${delimiter}`).toEqual(b)
      }
  })
})

describe('To Charcode / From Charcode', () => {
  it('writes the code points of a text, in base 10 or 16', async () => {
    // python3 -c "print(' '.join(str(ord(c)) for c in 'Hé€😀'), ' '.join(format(ord(c),'02x') for c in 'Hé€😀'))"
    expect(await run('to-charcode', 'Hé€😀')).toBe('72 233 8364 128512')
    expect(await run('to-charcode', 'Hé€😀', { base: '16' })).toBe('48 e9 20ac 1f600')
    expect(await run('to-charcode', 'Hi', { delimiter: 'comma' })).toBe('72,105')
    // A stream of single bytes splits every multi-byte character.
    expect(await streamed('to-charcode', 'Hé€😀', { base: '16' })).toBe('48 e9 20ac 1f600')
  })

  it('reads code points in the forms people paste', async () => {
    for (const [form, args] of [
      ['72 101 108 108 111', {}],
      ['0x48,0x65,0x6c,0x6c,0x6f', {}],
      ['[72, 101, 108, 108, 111]', {}],
      ['U+0048 U+0065 u+006C U+006C U+006F', {}],
      ['48 65 6c 6c 6f', { base: '16' }],
    ] as const)
      expect(await run('from-charcode', form, args), form).toBe('Hello')
    expect(await run('from-charcode', '72 233 8364 128512')).toBe('Hé€😀')
    expect(await streamed('from-charcode', '72 233 8364 128512')).toBe('Hé€😀')
  })

  it('refuses what is not a character', async () => {
    expect(await errorOf('from-charcode', '72 1114112')).toBe('OpError: Code point 1114112 at 3 is beyond U+10FFFF')
    expect(await errorOf('from-charcode', '0xD800')).toBe('OpError: Code point 0xD800 at 0 is a surrogate (U+D800 to U+DFFF), not a character')
    expect(await errorOf('from-charcode', '72 0x')).toBe("OpError: No digits after '0x' at 3")
    expect(await errorOf('from-charcode', '72 1a')).toBe("OpError: Invalid character 'a' at 4")
    expect(await errorOf('from-charcode', '0x4g')).toBe("OpError: Invalid character 'g' at 3")
  })
})

describe('every From is a decoder the runner can give text to', () => {
  it('hex bytes that are not UTF-8 are refused in a stream in words', async () => {
    await expect(streamed('from-hex', hexBytes('ff'))).rejects.toThrow('Not UTF-8 text')
  })
})

import { describe, expect, it } from 'vitest'
import { hexBytes, opError as error, randomBytes, run, streamed, text } from './op-test-kit'

/**
 * Useful small operations against Python 3.11 (stat.filemode, int(x, base), urllib.parse,
 * datetime, fractions/decimal), each value with the command that printed it.
 */

describe('Strip HTML tags, Remove ANSI escape codes, Remove null bytes', () => {
  it('strips tags, comments, scripts and styles', async () => {
    const html = '<html>\n  <head><style>p{color:red}</style><script>alert("<b>")</script></head>\n  <body>\n\n\n    <p>Hello <b>world</b><!-- note --></p>\n  </body>\n</html>'
    expect(await run('strip-html-tags', html)).toBe('Hello world\n')
    expect(await run('strip-html-tags', html, { removeIndentation: false, removeLineBreaks: false })).toBe('\n  \n  \n\n\n    Hello world\n  \n')
  })

  it('removes ANSI escapes (CSI colours, cursor moves, OSC links)', async () => {
    // python3 -c "import re; print(repr(re.sub(ANSI, '', s)))" with strip-ansi's pattern -> 'red bold up link'
    expect(await run('remove-ansi-escape-codes', '\x1b[31mred\x1b[0m \x1b[1;4mbold\x1b[22m \x1b[2Aup \x1b]8;;https://x.org\x07link\x1b]8;;\x07')).toBe('red bold up link')
    expect(await run('remove-ansi-escape-codes', 'plain [31m text')).toBe('plain [31m text')
  })

  it('removes null bytes, whole and streamed', async () => {
    expect(Array.from((await run('remove-null-bytes', hexBytes('00480069000000'))) as Uint8Array)).toEqual([0x48, 0x69])
    expect(Array.from((await streamed('remove-null-bytes', hexBytes('00480069000000'), {}, 2)) as Uint8Array)).toEqual([0x48, 0x69])
  })
})

describe('Drop bytes, Take bytes, Swap endianness', () => {
  const data = Uint8Array.from({ length: 20 }, (_, i) => i)
  it('cut a range, whole and streamed (Python data[3:3+5])', async () => {
    expect(Array.from((await run('take-bytes', data, { start: 3, length: 5 })) as Uint8Array)).toEqual([3, 4, 5, 6, 7])
    expect(Array.from((await run('drop-bytes', data, { start: 3, length: 15 })) as Uint8Array)).toEqual([0, 1, 2, 18, 19])
    expect(Array.from((await run('take-bytes', data, { start: 18, length: 10 })) as Uint8Array)).toEqual([18, 19])
    for (const size of [1, 3, 7]) {
      expect(Array.from((await streamed('take-bytes', data, { start: 3, length: 5 }, size)) as Uint8Array)).toEqual([3, 4, 5, 6, 7])
      expect(Array.from((await streamed('drop-bytes', data, { start: 3, length: 15 }, size)) as Uint8Array)).toEqual([0, 1, 2, 18, 19])
    }
  })

  it('swaps each word (Python array.byteswap), the last short word as it is or padded', async () => {
    // python3 -c "import array; a=array.array('I', bytes.fromhex('0102030405060708')); a.byteswap(); print(a.tobytes().hex())" -> 0403020108070605
    expect(text(await run('swap-endianness', hexBytes('0102030405060708')).then((b) => Buffer.from(b as Uint8Array).toString('hex')))).toBe('0403020108070605')
    const hex = async (h: string, args = {}) => Buffer.from((await run('swap-endianness', hexBytes(h), args)) as Uint8Array).toString('hex')
    expect(await hex('0102030405060708', { wordLength: '2' })).toBe('0201040306050807')
    expect(await hex('0102030405060708', { wordLength: '8' })).toBe('0807060504030201')
    expect(await hex('010203040506')).toBe('040302010605')
    expect(await hex('010203040506', { padIncomplete: true })).toBe('0403020100000605')
    const r = randomBytes(7, 101)
    expect(Array.from((await streamed('swap-endianness', r, {}, 3)) as Uint8Array)).toEqual(Array.from((await run('swap-endianness', r)) as Uint8Array))
  })
})

describe('Wrap', () => {
  it('breaks long lines at the width in characters', async () => {
    // python3 -c "s='abcdefghij'; print([s[i:i+4] for i in range(0,len(s),4)])" -> ['abcd', 'efgh', 'ij']
    expect(await run('wrap', 'abcdefghij\nxy\n', { width: 4 })).toBe('abcd\nefgh\nij\nxy\n')
    expect(await run('wrap', 'ÄÖÜ😀é', { width: 2 })).toBe('ÄÖ\nÜ😀\né')
  })
})

describe('To Base / From Base', () => {
  it('convert integers of any size (Python int(x, base))', async () => {
    // python3 -c "print(int('zz',36), int('-ff',16), int('123456789012345678901234567890'))" -> 1295 -255 123456789012345678901234567890
    expect(await run('from-base', 'zz')).toBe('1295')
    expect(await run('from-base', '-FF', { radix: 16 })).toBe('-255')
    expect(await run('from-base', '11111111\n\n777', { radix: 8 })).toBe('2396745\n\n511')
    // python3: digits of 123456789012345678901234567890 in base 36 (repeated divmod) -> byw97um9s91dlz68tsi; -255 in base 2 -> -11111111
    expect(await run('to-base', '123456789012345678901234567890')).toBe('byw97um9s91dlz68tsi')
    expect(await run('to-base', '-255\n\n10', { radix: 2 })).toBe('-11111111\n\n1010')
    for (let radix = 2; radix <= 36; radix++) {
      const n = '98765432109876543210987654321'
      expect(await run('from-base', await run('to-base', n, { radix }), { radix })).toBe(n)
    }
  })

  it('say which digit is wrong', async () => {
    expect(await error('from-base', '12g4', { radix: 16 })).toBe("Line 1: 'g' at 3 is not a base-16 digit")
    expect(await error('to-base', '1\n 12.5')).toBe("Line 2: '.' at 4 is not a base-10 digit")
    expect(await error('to-base', '-')).toBe('Line 1: no digits')
  })
})

describe('Parse URI', () => {
  it('gives the parts (Python urllib.parse.urlsplit, parse_qsl)', async () => {
    // python3 -c "from urllib.parse import urlsplit,parse_qsl; u=urlsplit('https://user:p%40ss@Example.COM:8443/a/b%20c?x=1&y=two&x=3&e=#frag'); print(u.scheme,u.username,u.password,u.hostname,u.port,u.path,parse_qsl(u.query,keep_blank_values=True),u.fragment)"
    // -> https user p%40ss example.com 8443 /a/b%20c [('x', '1'), ('y', 'two'), ('x', '3'), ('e', '')] frag  (the password decoded here)
    expect(JSON.parse(String(await run('parse-uri', 'https://user:p%40ss@Example.COM:8443/a/b%20c?x=1&y=two&x=3&e=#frag')))).toEqual({
      protocol: 'https', username: 'user', password: 'p@ss', host: 'example.com', port: '8443', path: '/a/b%20c', query: { x: ['1', '3'], y: 'two', e: '' }, fragment: 'frag',
    })
    expect(await error('parse-uri', 'example.com/path')).toBe("Not an absolute URL: 'example.com/path'")
  })
})

describe('Luhn Checksum', () => {
  it('checks and gives the check digit (the Luhn algorithm in Python)', async () => {
    // python3 -c "def luhn(s): ...  (ISO/IEC 7812-1: every second digit from the right doubled, 9 taken off over 9; sum mod 10)
    //   print([luhn(s) for s in ['79927398713','7992739871','4539148803436467']], [(10-luhn(s+'0'))%10 for s in (same)])" -> [0, 6, 0] [8, 3, 8]
    expect(await run('luhn-checksum', '79927398713')).toBe('Checksum: 0\nValid: yes\nCheck digit to append: 8')
    expect(await run('luhn-checksum', '7992739871')).toBe('Checksum: 6\nValid: no\nCheck digit to append: 3')
    expect(await run('luhn-checksum', '4539 1488-0343 6467')).toBe('Checksum: 0\nValid: yes\nCheck digit to append: 8')
    expect(await error('luhn-checksum', '4539x')).toBe("Invalid character 'x' at 5: only digits, spaces and dashes")
    expect(await error('luhn-checksum', ' - ')).toBe('No digits to check')
  })
})

describe('Parse UNIX file permissions', () => {
  it('reads octal and symbolic (Python stat.filemode)', async () => {
    // python3 -c "import stat; print(stat.filemode(0o100754), stat.filemode(0o104755), stat.filemode(0o41777), stat.filemode(0o102640))"
    // -> -rwxr-xr-- -rwsr-xr-x drwxrwxrwt -rw-r-S---
    const p = async (s: string) => JSON.parse(String(await run('parse-unix-file-permissions', s))) as Record<string, unknown>
    expect(await p('754')).toEqual({ octal: '0754', symbolic: '-rwxr-xr--', user: { read: true, write: true, execute: true }, group: { read: true, write: false, execute: true }, others: { read: true, write: false, execute: false }, setuid: false, setgid: false, sticky: false })
    expect((await p('4755')).symbolic).toBe('-rwsr-xr-x')
    expect((await p('2640')).symbolic).toBe('-rw-r-S---')
    expect(await p('drwxrwxrwt')).toMatchObject({ octal: '1777', symbolic: 'drwxrwxrwt', sticky: true })
    expect(await p('-rw-r-S---')).toMatchObject({ octal: '2640', setgid: true })
    expect(await p('rwxr-xr--')).toMatchObject({ octal: '0754', symbolic: '-rwxr-xr--' })
    expect(await error('parse-unix-file-permissions', '758')).toBe("Not a permission: '758' (write it as 754, 0754 or -rwxr-xr--)")
  })
})

describe('Parse ObjectID timestamp', () => {
  it('gives the time (Python datetime)', async () => {
    // python3 -c "from datetime import datetime,timezone; print(datetime.fromtimestamp(int('507f1f77bcf86cd799439011'[:8],16),timezone.utc).isoformat())" -> 2012-10-17T21:13:27+00:00
    expect(await run('parse-objectid-timestamp', ' 507f1f77bcf86cd799439011\n')).toBe('2012-10-17T21:13:27Z')
    expect(await error('parse-objectid-timestamp', '507f1f77bcf86cd79943901')).toBe("Not an ObjectId: '507f1f77bcf86cd79943901' (24 hex digits)")
  })
})

describe('Convert data units', () => {
  it('converts exactly (Python fractions / decimal)', async () => {
    // python3 -c "from fractions import Fraction as F; print(F(1536)/1024)" -> 3/2
    expect(await run('convert-data-units', '1536')).toBe('1.5')
    // python3 -c "from decimal import *; getcontext().prec=60; print((Decimal('1.5')*10**9/2**30).quantize(Decimal('1e-20')))" -> 1.39698386192321777344
    expect(await run('convert-data-units', '1.5', { from: 'GB', to: 'GiB' })).toBe('1.39698386192321777344')
    // python3 -c "from decimal import *; print(Decimal(100)*1000**2/8/1024**2)" -> 11.920928955078125
    expect(await run('convert-data-units', '100', { from: 'Mb', to: 'MiB' })).toBe('11.920928955078125')
    expect(await run('convert-data-units', '2e3', { from: 'KiB', to: 'b' })).toBe('16384000')
    expect(await error('convert-data-units', '12 MB')).toBe("Not a number: '12 MB'")
  })
})

describe('Set Union / Intersection / Difference', () => {
  it('as CyberChef: two sets split by a blank line, items by line', async () => {
    // python3 -c "a=['a','b','c','b'];b=['b','d','a']; print(list(dict.fromkeys(a+b)), [x for x in dict.fromkeys(a) if x in b], [x for x in dict.fromkeys(a) if x not in b])"
    // -> ['a', 'b', 'c', 'd'] ['a', 'b'] ['c']
    const sets = 'a\nb\nc\nb\n\nb\nd\na'
    expect(await run('set-union', sets)).toBe('a\nb\nc\nd')
    expect(await run('set-intersection', sets)).toBe('a\nb')
    expect(await run('set-difference', sets)).toBe('c')
    expect(await run('set-union', '1,2|2,3', { sampleDelimiter: '|', itemDelimiter: ',' })).toBe('1,2,3')
    expect(await error('set-union', 'a\n\nb\n\nc')).toBe("Expected 2 sets separated by '\\n\\n', found 3")
  })
})

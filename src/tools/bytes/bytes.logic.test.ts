import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../lib/bytes'
import { base64Groups, binaryText, clickSelect, hexText, visibleChar, decodeInput, DEFAULTS, guessReading, moveByKey, parseOffset, rangeOf, recipeHref, validateState, WINDOW, windowStart, xxdCells, type Selection } from './bytes.logic'

const fixture = (name: string) => readFileSync(new URL(`../../lib/fixtures/${name}`, import.meta.url))

describe('xxdCells (the hexdump rows)', () => {
  // src/lib/fixtures/xxd-rows.sh: xxd's own output for xxd-rows.bin (578 bytes: a short last row).
  it("joined, each row is xxd's line", () => {
    const bin = new Uint8Array(fixture('xxd-rows.bin'))
    const lines = fixture('xxd-rows.txt').toString('latin1').trimEnd().split('\n')
    expect(lines.length).toBe(Math.ceil(bin.length / 16))
    lines.forEach((line, r) => expect(xxdCells(r * 16, bin.subarray(r * 16, r * 16 + 16)).map((c) => c.text).join('')).toBe(line))
  })
  it('says which byte of the row each hex pair and character shows', () => {
    const cells = xxdCells(0x20, Uint8Array.of(0x41, 0x0a))
    expect(cells.filter((c) => c.byte === 1).map((c) => [c.text, c.part])).toEqual([
      ['0a', 'hex'],
      ['.', 'char'],
    ])
  })
})

describe('guessReading and decodeInput', () => {
  it.each([
    ['48 65 6c 6c 6f', 'hex'],
    ['0x48, 0x65', 'hex'],
    ['deadbeef', 'hex'],
    ['SGVsbG8sIHdvcmxkIQ==', 'base64'],
    ['aGVsbG8', 'base64'],
    ['Hello, world!', 'text'],
    ['hello', 'text'],
    ['cafe au lait', 'text'],
    ['', 'text'],
  ] as const)('%j reads %s', (text, as) => expect(guessReading(text)).toBe(as))

  it('reads the bytes the chosen way, whatever the guess', () => {
    expect(decodeInput('48 65', 'auto')).toEqual({ bytes: Uint8Array.of(0x48, 0x65), as: 'hex', error: null })
    expect(decodeInput('48 65', 'text')).toEqual({ bytes: new TextEncoder().encode('48 65'), as: 'text', error: null })
    expect(decodeInput('SGk=', 'base64')).toEqual({ bytes: Uint8Array.of(0x48, 0x69), as: 'base64', error: null })
  })
  it('says why a text is not what it was asked to be read as', () => {
    expect(decodeInput('48 6', 'hex').error).toBe('Not hex: Odd number of hex digits (3)')
    expect(decodeInput('48 zz', 'hex').error).toBe("Not hex: Invalid hex digit 'z' at 3")
    expect(decodeInput('a!b', 'base64').error).toBe('Not Base64: only A-Z a-z 0-9 + / (or - _) and = padding at the end')
  })
})

describe('parseOffset', () => {
  it('reads decimal and 0x hex', () => {
    expect(parseOffset('1024', 2000)).toEqual({ offset: 1024 })
    expect(parseOffset(' 0x3FF ', 2000)).toEqual({ offset: 1023 })
    expect(parseOffset('1_000', 2000)).toEqual({ offset: 1000 })
  })
  it('refuses what is not an offset, or past the end', () => {
    expect(parseOffset('12a', 100)).toEqual({ error: 'Write the offset in decimal (1024) or hex (0x400)' })
    expect(parseOffset('-1', 100)).toEqual({ error: 'Write the offset in decimal (1024) or hex (0x400)' })
    expect(parseOffset('0x64', 100)).toEqual({ error: 'Past the end: the last byte is at 99 (0x63)' })
    expect(parseOffset('0', 0)).toEqual({ error: 'No bytes yet' })
  })
})

describe('selection', () => {
  const at = (n: number): Selection => ({ anchor: n, focus: n })
  it('maps a click on any view to its bytes, shift extending from the anchor', () => {
    expect(clickSelect(at(0), 6, 9, false)).toEqual({ anchor: 6, focus: 8 })
    expect(rangeOf(clickSelect(at(4), 6, 9, true))).toEqual([4, 9])
    expect(rangeOf(clickSelect(at(10), 3, 6, true))).toEqual([3, 11])
  })
  it('moves the cursor by keys, within the bytes', () => {
    const size = 100
    const no = { shift: false, ctrl: false }
    expect(moveByKey(at(5), 'ArrowRight', no, size, 10)).toEqual(at(6))
    expect(moveByKey(at(0), 'ArrowLeft', no, size, 10)).toEqual(at(0))
    expect(moveByKey(at(5), 'ArrowDown', no, size, 10)).toEqual(at(21))
    expect(moveByKey(at(90), 'ArrowDown', no, size, 10)).toEqual(at(90))
    expect(moveByKey(at(20), 'Home', no, size, 10)).toEqual(at(16))
    expect(moveByKey(at(20), 'End', no, size, 10)).toEqual(at(31))
    expect(moveByKey(at(97), 'End', no, size, 10)).toEqual(at(99))
    expect(moveByKey(at(20), 'End', { shift: false, ctrl: true }, size, 10)).toEqual(at(99))
    expect(moveByKey(at(20), 'Home', { shift: false, ctrl: true }, size, 10)).toEqual(at(0))
    expect(moveByKey(at(5), 'PageDown', no, 1000, 10)).toEqual(at(165))
    expect(moveByKey(at(5), 'PageDown', no, size, 10)).toEqual(at(99))
    expect(moveByKey(at(37), 'PageUp', no, size, 10)).toEqual(at(5))
    expect(moveByKey(at(5), 'ArrowRight', { shift: true, ctrl: false }, size, 10)).toEqual({ anchor: 5, focus: 6 })
    expect(moveByKey(at(5), 'a', no, size, 10)).toBeNull()
    expect(moveByKey(at(0), 'ArrowRight', no, 0, 10)).toBeNull()
  })
})

describe('the views window', () => {
  it('is aligned to 3 and 16, so its Base64 is that part of the whole Base64', () => {
    expect(WINDOW % 48).toBe(0)
    const bytes = Uint8Array.from({ length: WINDOW * 2 + 7 }, (_, i) => i * 13)
    const start = windowStart(WINDOW + 100)
    expect(start).toBe(WINDOW)
    const whole = bytesToBase64(bytes)
    expect(bytesToBase64(bytes.subarray(start, start + WINDOW))).toBe(whole.slice((start / 3) * 4, ((start + WINDOW) / 3) * 4))
  })
  it('groups Base64 by the 3 bytes that make each 4 characters', () => {
    expect(base64Groups('SGVsbG8=', 5)).toEqual([
      { start: 0, end: 3, text: 'SGVs' },
      { start: 3, end: 5, text: 'bG8=' },
    ])
  })
})

describe('recipeHref', () => {
  it("starts with the paste's own decoding, then the view's operation", () => {
    expect(recipeHref('hex', 'hexdump', 'utf-8')).toBe('/recipe?op=from-hex,to-hexdump')
    expect(recipeHref('base64', 'numbers', 'utf-8')).toBe('/recipe?op=from-base64,read-numbers')
    expect(recipeHref('file', 'binary', 'utf-8')).toBe('/recipe?op=to-binary')
    expect(recipeHref('text', 'text', 'utf-16le')).toBe('/recipe?op=decode-text:encoding=utf-16le')
    expect(recipeHref('file', 'text', 'utf-8')).toBe('/recipe')
  })
  it('carries the selection (more than one byte) as Take bytes, the cursor to Read Numbers, the encoding to Decode Text', () => {
    const sel = { anchor: 40, focus: 8 }
    expect(recipeHref('hex', 'hex', 'utf-8', sel)).toBe('/recipe?op=from-hex,take-bytes:start=8;length=33,to-hex')
    expect(recipeHref('file', 'text', 'utf-16be', sel)).toBe('/recipe?op=take-bytes:start=8;length=33,decode-text:encoding=utf-16be')
    expect(recipeHref('file', 'numbers', 'utf-8', sel)).toBe('/recipe?op=read-numbers:offset=8')
    expect(recipeHref('file', 'type', 'utf-8', sel)).toBe('/recipe?op=detect-file-type')
    // A cursor alone (one byte) is not a selection: the view is the whole input's.
    expect(recipeHref('base64', 'hexdump', 'utf-8', { anchor: 5, focus: 5 })).toBe('/recipe?op=from-base64,to-hexdump')
  })
})

describe('validateState', () => {
  it('puts back what it does not know', () => {
    expect(validateState({ input: 'x', reading: 'nope', encoding: 'ebcdic' } as never, DEFAULTS)).toEqual({ input: 'x', reading: 'auto', encoding: 'utf-8' })
  })
})

describe('the views texts', () => {
  it('are To Hex and To Binary with their defaults, a byte at a fixed place', () => {
    expect(hexText(Uint8Array.of(0x48, 0x0a, 0xff))).toBe('48 0a ff')
    expect(binaryText(Uint8Array.of(0x48, 0x01))).toBe('01001000 00000001')
    expect(hexText(new Uint8Array(0))).toBe('')
  })
  it('shows control characters as dots', () => {
    expect(['\0', '\n', '\x7f', '\x85', 'a', 'é', '😀'].map(visibleChar).join('')).toBe('···\u00b7aé😀')
  })
})

describe('a long paste', () => {
  it('is guessed from its start and its characters, and read whole', () => {
    const hex = '0a1b '.repeat(40_000)
    expect(guessReading(hex)).toBe('hex')
    expect(decodeInput(hex, 'auto').bytes?.length).toBe(80_000)
    // Hex for 64 KiB, then a character that is not: text.
    expect(guessReading(`${hex}zz`)).toBe('text')
    const b64 = 'QUJDZGVm'.repeat(15_000)
    expect(guessReading(b64)).toBe('base64')
    // Base64 characters throughout, but a bad length at the end: read as text after all.
    expect(decodeInput(`${b64}A`, 'auto')).toMatchObject({ as: 'text', error: null })
  })
})

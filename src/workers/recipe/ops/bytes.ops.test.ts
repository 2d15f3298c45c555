import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hexBytes, opError, run } from './op-test-kit'

/**
 * The Bytes inspector's operations: its integer panel (Read Numbers at Offset, checked against
 * Python's struct in src/lib/bytes-inspect.test.ts), its file type, and its hexdump view, which
 * is To Hexdump's xxd layout byte for byte (src/lib/fixtures/xxd-rows.sh made the reference).
 */

const fixture = (name: string) => readFileSync(new URL(`../../../lib/fixtures/${name}`, import.meta.url))

describe('Read Numbers at Offset', () => {
  // python3 -c "import struct; b = bytes.fromhex('0102030405060708'); print(struct.unpack('<H', b[2:4]), struct.unpack('>H', b[2:4]), struct.unpack('<q', b[0:8]), struct.unpack('>d', b[0:8]))"
  it('reads every type at the offset', async () => {
    const out = (await run('read-numbers', hexBytes('0102030405060708'), { offset: 2 })) as string
    expect(out.split('\n')[0]).toBe('Offset 2 (0x2)')
    expect(out).toContain('uint16   LE 1027  BE 772')
    expect(((await run('read-numbers', hexBytes('0102030405060708'))) as string).split('\n')).toContain('int64    LE 578437695752307201  BE 72623859790382856')
    expect(await run('read-numbers', hexBytes('0102030405060708'))).toContain('float64  LE 5.447603722011605e-270  BE 8.20788039913184e-304')
  })
  it('says when the offset is past the end', async () => {
    expect(await opError('read-numbers', hexBytes('0102'), { offset: 5 })).toBe('Offset 5 is past the end (the last byte is at 1)')
    expect(await opError('read-numbers', new Uint8Array(0))).toBe('No bytes to read')
  })
})

describe('Detect File Type', () => {
  it('names the type from the first bytes', async () => {
    expect(await run('detect-file-type', hexBytes('1f8b0800000000000003'))).toBe('gzip data (.gz, application/gzip)')
    expect(await run('detect-file-type', 'plain text')).toBe('Unknown: no known file signature at the start')
  })
})

describe("the inspector's hexdump view is To Hexdump (xxd)", () => {
  it('gives what xxd gives', async () => {
    expect(await run('to-hexdump', new Uint8Array(fixture('xxd-rows.bin')), { layout: 'xxd' })).toBe(fixture('xxd-rows.txt').toString('latin1'))
  })
})

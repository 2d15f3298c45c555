import { describe, expect, it } from 'vitest'
import { parse } from 'acorn'
import { diffLines } from 'diff'
import { gunzipSync } from 'node:zlib'
import { diffPair, gzipBlob, javascript, jsonRecords, randomBlob } from './inputs'

describe('bench inputs', () => {
  it('gzipBlob is a gzip file (node zlib reads it) of exactly `size` bytes of text, each MiB numbered, compressible', async () => {
    const size = 2 * 1024 * 1024 + 5
    const gz = await gzipBlob(size)
    const content = gunzipSync(new Uint8Array(await gz.arrayBuffer()))
    expect(content.length).toBe(size)
    expect(content.subarray(0, 8).toString()).toBe('chunk 0 ')
    expect(content.subarray(1024 * 1024, 1024 * 1024 + 8).toString()).toBe('chunk 1 ')
    expect(gz.size).toBeLessThan(size / 2)
    const again = gunzipSync(new Uint8Array(await (await gzipBlob(size)).arrayBuffer()))
    expect(again.equals(content)).toBe(true)
  })

  it('randomBlob has the exact size, repeats its 4 MiB block, and starts with xorshift32 of the seed', async () => {
    const b = randomBlob(5 * 1024 * 1024 + 3)
    expect(b.size).toBe(5 * 1024 * 1024 + 3)
    const bytes = new Uint8Array(await b.arrayBuffer())
    // xorshift32 from 0x5eed: s ^= s << 13; s ^= s >>> 17; s ^= s << 5
    let s = 0x5eed
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    expect(new DataView(bytes.buffer).getUint32(0, true)).toBe(s >>> 0)
    expect(bytes.subarray(4 * 1024 * 1024, 4 * 1024 * 1024 + 64)).toEqual(bytes.subarray(0, 64))
    expect(randomBlob(10).size).toBe(10)
  })

  it('javascript is valid ES2022 of at most the target size, deterministic', () => {
    for (const target of [8 * 1024, 100 * 1024]) {
      const js = javascript(target)
      expect(js.length).toBeLessThanOrEqual(target)
      expect(js.length).toBeGreaterThan(target * 0.95)
      expect(() => parse(js, { ecmaVersion: 2022, sourceType: 'module' })).not.toThrow()
      expect(javascript(target)).toBe(js)
    }
    expect(javascript(50_000, 4)).not.toBe(javascript(50_000, 3))
  })

  it('jsonRecords is a JSON array of records within the target size', () => {
    const text = jsonRecords(64 * 1024)
    expect(text.length).toBeLessThanOrEqual(64 * 1024)
    const data = JSON.parse(text) as { id: number; email: string }[]
    expect(data.length).toBeGreaterThan(300)
    expect(data[0]).toMatchObject({ id: 0 })
    expect(data[5]!.email).toMatch(/^[a-z]+\.5@example\.com$/)
  })

  it('diffPair changes exactly the asked share of lines (checked with jsdiff)', () => {
    for (const pct of [1, 30, 100]) {
      const { a, b, changed } = diffPair(2000, pct)
      expect(a.split('\n')).toHaveLength(2001)
      expect(b.split('\n')).toHaveLength(2001)
      expect(changed).toBe(Math.round((2000 * pct) / 100))
      const removed = diffLines(a, b)
        .filter((c) => c.removed)
        .reduce((n, c) => n + (c.count ?? 0), 0)
      expect(removed).toBe(changed)
    }
  })
})

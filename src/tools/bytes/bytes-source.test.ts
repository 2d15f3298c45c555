import { describe, expect, it } from 'vitest'
import { BLOCK, blobSource, MAX_BLOCKS, memorySource } from './bytes-source'

describe('blobSource', () => {
  const bytes = Uint8Array.from({ length: BLOCK * 3 + 100 }, (_, i) => (i * 7) & 255)
  it('reads nothing before its blocks are loaded, then any range across blocks', async () => {
    const src = blobSource(new Blob([bytes]))
    expect(src.size).toBe(bytes.length)
    expect(src.read(BLOCK - 5, BLOCK + 5)).toBeNull()
    await src.load(BLOCK - 5, BLOCK + 5)
    expect(src.read(BLOCK - 5, BLOCK + 5)).toEqual(bytes.slice(BLOCK - 5, BLOCK + 5))
    await src.load(bytes.length - 10, bytes.length + 50)
    expect(src.read(bytes.length - 10, bytes.length + 50)).toEqual(bytes.slice(bytes.length - 10))
  })
  it('keeps a bounded number of blocks', async () => {
    const big = new Blob([new Uint8Array(BLOCK * (MAX_BLOCKS + 2))])
    const src = blobSource(big)
    await src.load(0, 1)
    for (let i = 1; i <= MAX_BLOCKS; i++) await src.load(i * BLOCK, i * BLOCK + 1)
    expect(src.read(0, 1)).toBeNull()
    expect(src.read(MAX_BLOCKS * BLOCK, MAX_BLOCKS * BLOCK + 1)).toEqual(new Uint8Array(1))
  })
})

describe('memorySource', () => {
  it('reads at once, cut at the end', () => {
    expect(memorySource(Uint8Array.of(1, 2, 3)).read(1, 9)).toEqual(Uint8Array.of(2, 3))
  })
})

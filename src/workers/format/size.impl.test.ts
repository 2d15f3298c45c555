import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { blobSizeStats, gzipSize, sizeStats } from './size.impl'

describe('Minify sizes (issue 35 item 2)', () => {
  const input = '{\n  "café": [1, 2, 3],\n  "note": "über"\n}'
  const output = '{"café":[1,2,3],"note":"über"}'

  it('counts UTF-8 bytes before and after, and the gzip size of the output', async () => {
    const s = await sizeStats(input, output)
    expect(s.before).toBe(Buffer.byteLength(input))
    expect(s.after).toBe(Buffer.byteLength(output))
    // The size is of a real gzip stream of the output.
    const chunks: Uint8Array[] = []
    const reader = new Blob([output]).stream().pipeThrough(new CompressionStream('gzip')).getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value)
    const gz = Buffer.concat(chunks)
    expect(gunzipSync(gz).toString()).toBe(output)
    expect(s.gzip).toBe(gz.length)
  })

  it('gives the same sizes for an output held as a Blob (a very large one), read as a stream', async () => {
    const big = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item ${i} é` })))
    expect(await blobSizeStats(new Blob([input]), new Blob([big]))).toEqual({ before: Buffer.byteLength(input), after: Buffer.byteLength(big), gzip: await gzipSize(big) })
  })
})

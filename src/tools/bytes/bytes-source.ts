/**
 * The bytes the inspector shows, from a pasted text (already in memory) or a dropped file (read
 * through Blob.slice in blocks as the hexdump scrolls: a 100 MB file is never read whole, never a
 * string). `read` answers from what is loaded, `load` fetches the blocks a range needs.
 */
export type ByteSource = {
  size: number
  /** The bytes [start, end) when they are loaded, else null. */
  read(start: number, end: number): Uint8Array | null
  /** Loads the blocks [start, end) needs; resolves once they are in. */
  load(start: number, end: number): Promise<void>
}

export function memorySource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: (s, e) => bytes.subarray(s, Math.min(e, bytes.length)), load: () => Promise.resolve() }
}

export const BLOCK = 64 * 1024
/** Blocks kept (4 MiB): the oldest read goes first. */
export const MAX_BLOCKS = 64

export function blobSource(blob: Blob): ByteSource {
  const blocks = new Map<number, Uint8Array>()
  const loading = new Map<number, Promise<void>>()
  const touch = (i: number, b: Uint8Array) => {
    blocks.delete(i)
    blocks.set(i, b)
    while (blocks.size > MAX_BLOCKS) blocks.delete(blocks.keys().next().value!)
  }
  const loadBlock = (i: number): Promise<void> => {
    if (blocks.has(i)) return Promise.resolve()
    let p = loading.get(i)
    if (!p) {
      p = blob
        .slice(i * BLOCK, Math.min(blob.size, (i + 1) * BLOCK))
        .arrayBuffer()
        .then((buf) => touch(i, new Uint8Array(buf)))
        .finally(() => loading.delete(i))
      loading.set(i, p)
    }
    return p
  }
  return {
    size: blob.size,
    read(start, end) {
      end = Math.min(end, blob.size)
      if (start >= end) return new Uint8Array(0)
      const first = Math.floor(start / BLOCK)
      const last = Math.floor((end - 1) / BLOCK)
      const out = new Uint8Array(end - start)
      for (let i = first; i <= last; i++) {
        const b = blocks.get(i)
        if (!b) return null
        const from = Math.max(start, i * BLOCK)
        const to = Math.min(end, (i + 1) * BLOCK)
        out.set(b.subarray(from - i * BLOCK, to - i * BLOCK), from - start)
      }
      return out
    },
    async load(start, end) {
      end = Math.min(end, blob.size)
      const jobs: Promise<void>[] = []
      for (let i = Math.floor(start / BLOCK); i * BLOCK < end; i++) jobs.push(loadBlock(i))
      await Promise.all(jobs)
    },
  }
}

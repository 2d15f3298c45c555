import type { ProgressFn } from './types'

/**
 * Reads a Blob through `stream()`, chunk by chunk (with each chunk's offset), never whole, and
 * reports the bytes read; `onChunk` may be async (the next chunk is read once it settles). Returns
 * the bytes read. The hash and encrypt engines read files with it.
 */
export async function eachChunk(file: Blob, onChunk: (chunk: Uint8Array, at: number) => void | Promise<void>, progress?: ProgressFn): Promise<number> {
  const total = file.size
  let done = 0
  progress?.({ done, total })
  const reader = file.stream().getReader()
  for (;;) {
    const { value, done: end } = await reader.read()
    if (end) break
    await onChunk(value, done)
    done += value.byteLength
    progress?.({ done, total })
  }
  return done
}

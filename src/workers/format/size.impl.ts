/** What a minify result shows (issue 35 item 2): sizes in UTF-8 bytes, before, after and after gzip. */
export type SizeStats = { before: number; after: number; gzip: number }

const utf8 = new TextEncoder()

/** The gzip size of a text (CompressionStream: native in the browser's worker and in node alike). */
export const gzipSize = (text: string): Promise<number> => streamGzipSize(new Blob([utf8.encode(text)]).stream())

/** The gzip size of a stream of bytes, read as it comes (a Blob of any size). */
async function streamGzipSize(bytes: ReadableStream<BufferSource>): Promise<number> {
  const reader = bytes.pipeThrough(new CompressionStream('gzip')).getReader()
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return size
    size += value.byteLength
  }
}

/** Bytes before and after, and the output's gzip size. */
export async function sizeStats(input: string, output: string): Promise<SizeStats> {
  return { before: utf8.encode(input).byteLength, after: utf8.encode(output).byteLength, gzip: await gzipSize(output) }
}

/**
 * The same for an output too large to cross as a string (the JSON Formatter holds one of 100 MB as a
 * Blob, D30): the input and output as Blobs, the output's gzip size read as a stream.
 */
export async function blobSizeStats(input: Blob, output: Blob): Promise<SizeStats> {
  return { before: input.size, after: output.size, gzip: await streamGzipSize(output.stream()) }
}

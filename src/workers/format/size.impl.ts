/** What a minify result shows (issue 35 item 2): sizes in UTF-8 bytes, before, after and after gzip. */
export type SizeStats = { before: number; after: number; gzip: number }

const utf8 = new TextEncoder()

/** The gzip size of a text (CompressionStream: native in the browser's worker and in node alike). */
export async function gzipSize(text: string): Promise<number> {
  const reader = new Blob([utf8.encode(text)]).stream().pipeThrough(new CompressionStream('gzip')).getReader()
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

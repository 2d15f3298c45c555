/**
 * A result too large to keep as a string on the page (issue 17, DECISIONS D30): the page keeps its
 * start (for the preview) and its length; the whole text stays in the holder worker
 * (workers/held) and comes back as a Blob when the user copies, downloads or sends it on. A 560 MB
 * output held as strings on the page made its garbage collector stall frames for 75-110 ms.
 */
export type HeldText = {
  readonly kind: 'held'
  /** The whole text, UTF-8, from where it is held (rejects if it is no longer held). */
  readonly blob: () => Promise<Blob>
  /** Its start, at least one preview's worth when the text is that long. */
  readonly head: string
  /** Its length in characters (UTF-16 code units), as `string.length` would give. */
  readonly length: number
}

/** A tool's result: a string, or a text held off the page. */
export type ResultText = string | HeldText

export const heldText = (blob: () => Promise<Blob>, head: string, length: number): HeldText => ({ kind: 'held', blob, head, length })

export const isHeld = (r: ResultText | null | undefined): r is HeldText => typeof r === 'object' && r !== null && r.kind === 'held'

/** The start of a result, for a preview or for guessing what it is. */
export const headOfResult = (r: ResultText): string => (isHeld(r) ? r.head : r)

/** The whole text (a held one is fetched and read back, asynchronously). */
export const textOf = async (r: ResultText): Promise<string> => (isHeld(r) ? (await r.blob()).text() : r)

/** The result as a Blob, for a download or the clipboard (a held one as the holder made it; a string in `type`). */
export const blobOf = async (r: ResultText, type = 'text/plain;charset=utf-8'): Promise<Blob> => (isHeld(r) ? r.blob() : new Blob([r], { type }))

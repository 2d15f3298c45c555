/**
 * What the page and the `json-diff` worker share (issue 35 item 4): the request and the result. A
 * module of its own so the page's client takes nothing of the engine with it.
 */

/** How array items are paired: by their place, or by the value of a member (`id`) of each item. */
export type ArrayMatch = 'position' | 'key'
export type DiffOptions = { arrays: ArrayMatch; key: string }

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved'

/**
 * One change. `path`: a JSON Pointer into the right document (added, changed, moved) or the left
 * one (removed); `from`: where a moved value was in the left document. `left`/`right`: the values
 * as written (compact, cut to a preview). `sameNumber`: both are numbers of the same value written
 * differently (`1.0` and `1`, D24).
 */
export type Change = { kind: ChangeKind; path: string; from?: string; left?: string; right?: string; sameNumber?: boolean }

export type ChangeCounts = Record<ChangeKind, number>

/** An invalid document (which side, the parser's message and where), or a comparison too large to list (`side: null`). */
export type DiffError = { side: 'left' | 'right'; message: string; line: number; column: number } | { side: null; message: string }

export type DiffResult =
  | {
      ok: true
      counts: ChangeCounts
      /** The first MAX_CHANGES changes in document order (counts has them all). */
      changes: Change[]
      /** The JSON Patch (RFC 6902), one operation a line: applied to the left document it gives the right one. */
      patch: string
      /** Every change, one a line: `changed /a/b: 1 → 2`. */
      listing: string
      /** Numbers of the same value written differently (counted in `changed`). */
      sameNumbers: number
      /** Object items of arrays paired by key that have no `key` member (paired by place among themselves), or a repeated one. */
      unkeyed: number
    }
  | { ok: false; error: DiffError }

/** A JSON Pointer token (RFC 6901): `~` as `~0`, `/` as `~1`. */
export const pointerToken = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key)

/** An invalid document in words: which one (the input or the compared document), the parser's message and where. */
export const diffErrorText = (e: DiffError) => (e.side === null ? e.message : `${e.side === 'left' ? 'Input' : 'Compared document'}: ${e.message} (line ${e.line}, column ${e.column})`)

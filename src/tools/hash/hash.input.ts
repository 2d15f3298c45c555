import { atom } from 'jotai'
import { inputPort } from '../define-tool'
import type { HashState } from './hash.logic'
import { hashAtom, hashExpectedAtom } from './hash.state'

/** A hex digest alone: MD5, SHA-1, SHA-224, SHA-256, SHA-384 or SHA-512 by its length. */
export const isHexDigest = (text: string) => /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i.test(text.trim())

/** The tool's state with the expected digest beside it, as the port sees them. */
export type HashPortState = HashState & { expected: string }
export const hashPortAtom = atom(
  (get): HashPortState => ({ ...get(hashAtom), expected: get(hashExpectedAtom) }),
  (_get, set, { expected, ...state }: HashPortState) => {
    set(hashAtom, state)
    set(hashExpectedAtom, expected)
  },
)

/**
 * D25: a hex digest goes to the expected-digest field, to compare with what the text (or a file)
 * hashes to; any other text becomes the text to hash. The digests follow the text live and the
 * comparison follows the field, so nothing runs.
 */
export default inputPort<HashPortState>(hashPortAtom, (s, text) => (isHexDigest(text) ? { ...s, expected: text.trim() } : { ...s, input: text }))

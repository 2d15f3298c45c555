/** SPEC sections 2, 4, 5, 8 and 9: the Bcrypt Tester's rules and messages, word for word. */
import { clampWhole, readBoundedCount } from '../../lib/bounded-count'

export const HASH_ERROR = '❌ Error generating hash'
export const VERIFY_ERROR = '❌ Error verifying hash'
export const HASHED = '✅ Hash generated!'
export const MATCHES = '✅ Password matches!'
export const NO_MATCH = '❌ Password does not match'
/** SPEC gives no wording for an empty password: nothing is hashed and this shows instead. */
export const NEED_PASSWORD = 'Enter a password first.'
/** Which prefix generated hashes carry (the worker writes `$2b$`). */
export const PREFIX_NOTE = 'Hashes use the $2b$ prefix (as OpenBSD and most libraries today).'
export const NEED_HASH = 'Paste a bcrypt hash ($2a$, $2b$ or $2y$) to check the password against.'

/** The form allows 4-15 (the hashing itself clamps to 4-31); default 10. */
export const MIN_ROUNDS = 4
export const MAX_ROUNDS = 15
export const DEFAULT_ROUNDS = 10

export type BcryptState = { rounds: number }
/** Persisted as `devtools-bcrypt-tester` {rounds} only: never the password or a hash. */
export const DEFAULTS: BcryptState = { rounds: DEFAULT_ROUNDS }

export const clampFormRounds = (n: number) => clampWhole(n, MIN_ROUNDS, MAX_ROUNDS, DEFAULT_ROUNDS)
/**
 * What the Rounds field holds, read as Lorem reads its count: the cost to hash with and, when the
 * text is not a whole number from 4 to 15, the line beside the field saying which cost is used
 * instead ("At most 15 rounds: using 15"); text that is no number keeps `current`.
 */
export const readRounds = (raw: string, current: number) => readBoundedCount(raw, current, { min: MIN_ROUNDS, max: MAX_ROUNDS, unit: ['round', 'rounds'], verb: 'using' })
export const validateState = (s: BcryptState): BcryptState => ({ rounds: clampFormRounds(s.rounds) })

/** "83 ms" or "1.24 s". */
export const formatElapsed = (ms: number) => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`)

/** bcrypt reads only the first 72 bytes of a password. */
export const isTruncated = (password: string) => new TextEncoder().encode(password).length > 72

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/
/** An htpasswd line: `user:$2y$10$...`. */
const HTPASSWD_LINE = /^[^:\s]{1,64}:(\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53})$/

/** D25: the bcrypt hash a text is ($2a$, $2b$, $2y$, alone or as an htpasswd line), or null. */
export function bcryptHashIn(text: string): string | null {
  const t = text.trim()
  if (t.length > 200) return null
  return BCRYPT_HASH.test(t) ? t : (HTPASSWD_LINE.exec(t)?.[1] ?? null)
}

/** A text as a single-line field holds it: line breaks go, as when pasted into one. */
export const asOneLine = (text: string) => text.replace(/[\r\n]+/g, '')

/** Enter (without a modifier, outside an IME composition) submits a field's form action. */
export const isSubmitKey = (e: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean; isComposing?: boolean }) =>
  e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey && !e.isComposing

import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './bcrypt.logic'

/** Persisted as `devtools-bcrypt-tester` {rounds} (SPEC section 3); never the password. */
export const bcryptAtom = toolAtom('bcrypt-tester', DEFAULTS, { validate: validateState })

/** What the user typed: in memory only, never stored or shared (passwords and the hash to check). */
export type BcryptFields = { password: string; checkHash: string; checkPassword: string }
export const bcryptFieldsAtom = atom<BcryptFields>({ password: '', checkHash: '', checkPassword: '' })

/**
 * D31 (issue 32): the hash last generated, with what made it, in memory like the fields, so that
 * Back to this screen shows the hash of the password it shows (a new hash would be another salt).
 */
export type HashOutcome = ({ ok: true } & { hash: string; ms: number; rounds: number; password: string }) | { ok: false; message: string }
export const bcryptHashedAtom = atom<HashOutcome | null>(null)

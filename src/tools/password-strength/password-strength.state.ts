import { atom } from 'jotai'

/** The password: in memory only, never stored or sent. */
export const strengthPasswordAtom = atom('')

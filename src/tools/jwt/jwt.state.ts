import { atom } from 'jotai'

/** The token: in memory only, never stored (a credential). */
export const jwtTokenAtom = atom('')

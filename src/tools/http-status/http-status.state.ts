import { atom } from 'jotai'

/** The search: in memory only (the reference persists nothing). */
export const statusQueryAtom = atom('')

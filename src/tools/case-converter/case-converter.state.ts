import { atom } from 'jotai'

/** The text to convert: in memory only (SPEC: the Case Converter persists nothing). */
export const caseTextAtom = atom('')

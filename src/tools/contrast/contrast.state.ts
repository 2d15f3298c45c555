import { atom } from 'jotai'
import { DEFAULT_BG, DEFAULT_FG } from './contrast.logic'

/** The two colours as typed: in memory only (SPEC: the Contrast Checker persists nothing). */
export type ContrastState = { fg: string; bg: string }
export const contrastAtom = atom<ContrastState>({ fg: DEFAULT_FG, bg: DEFAULT_BG })

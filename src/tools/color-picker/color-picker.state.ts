import { atom } from 'jotai'
import { DEFAULT_HEX, parseHex, type Rgb } from './color.logic'

/**
 * The hex field as typed and the last valid colour it gave: in memory only (SPEC: the Color Picker
 * persists nothing).
 */
export type ColorState = { text: string; rgb: Rgb }
export const colorAtom = atom<ColorState>({ text: DEFAULT_HEX, rgb: parseHex(DEFAULT_HEX)! })

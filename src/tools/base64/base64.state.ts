import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, type Base64Direction } from './base64.logic'

/** Persisted as `devtools-base64` {textInput, base64Input} (SPEC section 3). */
export const base64Atom = toolAtom('base64', DEFAULTS)

/** What a Share link carries (D32). */
export const base64Share = shareFields(base64Atom, ['textInput', 'base64Input'])

/** The open tab: in memory only, Encode on open. */
export const base64TabAtom = atom<Base64Direction>('encode')

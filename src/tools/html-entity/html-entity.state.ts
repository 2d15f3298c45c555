import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, type Mode } from './html-entity.logic'

/** Persisted as `devtools-html-entity` {input}: the text the user typed (SPEC names no key). */
export const htmlEntityAtom = toolAtom('html-entity', DEFAULTS)

/** What a Share link carries (D32). */
export const htmlEntityShare = shareFields(htmlEntityAtom, ['input'])

/** The last action used (what Ctrl/Cmd+Enter repeats): in memory only, Encode on open. */
export const htmlEntityModeAtom = atom<Mode>('encode')

import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'
import { DEFAULTS, shareCredentials, sharePick, validateState } from './qr-code.logic'

/**
 * Persisted as `devtools-qr-code`: the payload kind, every kind's fields and the options (level,
 * size, margin, colours). Images read on the Read tab and their text are never stored.
 */
export const qrAtom = toolAtom('qr-code', DEFAULTS, { validate: validateState })

/**
 * What a Share link carries (D32): the chosen kind's fields and the options; the Wi-Fi password
 * only when the user chooses "Include credentials" in the Share dialog (the screen says so beside
 * the field).
 */
export const qrShare = defineShare(qrAtom, { pick: sharePick, credentials: shareCredentials })

export type QrTab = 'create' | 'read'
/** The open tab, in memory: a file handed to the tool opens Read, a text sent to it opens Create. */
export const qrTabAtom = atom<QrTab>('create')

import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import type { UrlMode } from '../../workers/convert/text.impl'
import { DEFAULTS, type UrlState } from './url-encode.logic'

/** Persisted as `devtools-url-encoder` {input, plusAsSpace}: the text the user typed and the form option (SPEC names no key). */
export const urlEncoderAtom = toolAtom<UrlState>('url-encoder', DEFAULTS)

/** What a Share link carries (D32). */
export const urlEncoderShare = shareFields(urlEncoderAtom, ['input', 'plusAsSpace'])

/** The last action used (what Ctrl/Cmd+Enter repeats): in memory only, Encode Component on open. */
export const urlModeAtom = atom<UrlMode>('component')

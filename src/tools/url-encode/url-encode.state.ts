import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './url-encode.logic'

/** Persisted as `devtools-url-encoder` {input}: the text the user typed (SPEC names no key). */
export const urlEncoderAtom = toolAtom('url-encoder', DEFAULTS)

/** What a Share link carries (D32). */
export const urlEncoderShare = shareFields(urlEncoderAtom, ['input'])

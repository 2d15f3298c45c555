import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './url-encode.logic'

/** Persisted as `devtools-url-encoder` {input}: the text the user typed (SPEC names no key). */
export const urlEncoderAtom = toolAtom('url-encoder', DEFAULTS)

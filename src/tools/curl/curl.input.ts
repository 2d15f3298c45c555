import { inputPort } from '../define-tool'
import type { CurlBuilderState } from './curl.logic'
import { curlAtom } from './curl.state'

/** D25: a text becomes the URL; the command is built live, so nothing runs. */
export default inputPort<CurlBuilderState>(curlAtom, (s, text) => ({ ...s, url: text.trim() }))

import { parseCurl } from '../../lib/curl'
import { inputPort } from '../define-tool'
import { stateFromCurl, type CurlBuilderState } from './curl.logic'
import { curlAtom } from './curl.state'

/** D25: a cURL command fills the fields (as Import cURL does); any other text becomes the URL. The command is built live, so nothing runs. */
export default inputPort<CurlBuilderState>(curlAtom, (s, text) => {
  const t = text.trim()
  if (/^curl(?:\.exe)?\s/.test(t)) {
    const parsed = parseCurl(t)
    if (parsed.ok) return stateFromCurl(s, parsed.request).state
  }
  return { ...s, url: t }
})

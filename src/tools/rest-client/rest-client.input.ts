import { parseCurl } from '../../lib/curl'
import { inputPort } from '../define-tool'
import { importCurl, paramsFromUrl, type RestState } from './rest-client.logic'
import { restClientAtom } from './rest-client.state'

/**
 * D25: a cURL command fills the request as Import cURL does (method, URL, params, headers, auth,
 * body; scripts, variables and saved requests stay), ready to send; any other text becomes the URL,
 * with the Params table following it. Nothing is sent until the user presses Send.
 */
export default inputPort<RestState>(restClientAtom, (s, text) => {
  const t = text.trim()
  if (/^curl\s/.test(t)) {
    const parsed = parseCurl(t)
    if (parsed.ok) return importCurl(s, parsed.request).state
  }
  return { ...s, url: t, params: paramsFromUrl(t, s.params) }
})

import { inputPort } from '../define-tool'
import { statusQueryAtom } from './http-status.state'

/**
 * D25: what a text searches for. A status code, a code with its phrase (`404 Not Found`) or a
 * response's status line (`HTTP/1.1 503 Service Unavailable`, headers after it) searches for the
 * code; other text is searched as it is, on one line. The list follows the search, so nothing runs.
 */
export function queryOf(text: string): string {
  const t = text.trim()
  const code = /^(?:HTTP\/\d(?:\.\d)?\s+)?([1-5]\d\d)(?:[ \t]+[^\r\n]*)?(?:\r?\n|$)/i.exec(t.slice(0, 200))
  if (code) return code[1]!
  return t.slice(0, 200).replace(/\s+/g, ' ')
}

export default inputPort<string>(statusQueryAtom, (_, text) => queryOf(text))

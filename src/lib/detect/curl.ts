import { parseCurl } from '../curl'
import type { Detector, Sample } from './types'
import { detections, prefixNote } from './util'

const HTTP_REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (https?:\/\/\S+|\/\S*)(?: HTTP\/\d(?:\.\d)?)?$/

/**
 * Chrome's "Copy as cURL (cmd)" escapes with `^` (`^"` for a quote, `^` at a line end to go on):
 * undone here so the POSIX reader can read the words. Other commands are left as they are.
 */
function fromCmd(text: string): string {
  if (!/\^"|\^\r?\n/.test(text)) return text
  return text.replace(/\^\r?\n/g, ' ').replace(/\^(.)/g, '$1')
}

/**
 * A cURL command (browser dev tools' "Copy as cURL", API docs): to the REST Client's import first,
 * then to the cURL Builder. A raw HTTP request (`GET /path HTTP/1.1` and headers) goes to the REST
 * Client too.
 */
export const curl: Detector = (sample: Sample) => {
  const text = sample.trimmed.replace(/^\$\s+/, '')
  if (/^curl(?:\.exe)?\s/.test(text)) {
    const parsed = sample.truncated ? null : parseCurl(fromCmd(text.replace(/^curl\.exe/, 'curl')))
    if (parsed?.ok) {
      const { method, url } = parsed.request
      const shown = url.length > 60 ? `${url.slice(0, 59)}…` : url
      return detections('curl', `cURL command: ${method} ${shown}`, [
        ['rest-client', 0.99],
        ['curl', 0.9],
      ])
    }
    // Windows "Copy as cURL (cmd)" quoting, or a command cut short: still a cURL command.
    const url = /(?:https?:\/\/)[^\s'"^]+/.exec(text.slice(0, 4000))?.[0]
    return detections('curl', `cURL command${url ? `: ${url.length > 60 ? `${url.slice(0, 59)}…` : url}` : ''}${prefixNote(sample)}`, [
      ['rest-client', 0.93],
      ['curl', 0.85],
    ])
  }
  const first = text.slice(0, 2000).split(/\r?\n/, 1)[0]!
  const m = HTTP_REQUEST_LINE.exec(first)
  if (m && (m[2]!.startsWith('http') || /\r?\n[A-Za-z-]+:\s/.test(text.slice(0, 2000)) || / HTTP\//.test(first))) {
    return detections('http-request', `HTTP request: ${m[1]} ${m[2]!.length > 60 ? `${m[2]!.slice(0, 59)}…` : m[2]}`, [['rest-client', 0.85]])
  }
  return []
}

import type { Detector, Sample } from './types'
import { detections } from './util'

/** IANA's HTTP status code registry (RFC 9110 and others), the reason phrases. */
export const STATUS: Record<number, string> = {
  100: 'Continue', 101: 'Switching Protocols', 102: 'Processing', 103: 'Early Hints', 104: 'Upload Resumption Supported',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content', 205: 'Reset Content',
  206: 'Partial Content', 207: 'Multi-Status', 208: 'Already Reported', 226: 'IM Used',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified', 305: 'Use Proxy',
  307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 407: 'Proxy Authentication Required', 408: 'Request Timeout', 409: 'Conflict', 410: 'Gone',
  411: 'Length Required', 412: 'Precondition Failed', 413: 'Content Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable', 417: 'Expectation Failed', 418: "I'm a teapot", 421: 'Misdirected Request', 422: 'Unprocessable Content',
  423: 'Locked', 424: 'Failed Dependency', 425: 'Too Early', 426: 'Upgrade Required', 428: 'Precondition Required',
  429: 'Too Many Requests', 431: 'Request Header Fields Too Large', 451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported', 506: 'Variant Also Negotiates', 507: 'Insufficient Storage', 508: 'Loop Detected',
  510: 'Not Extended', 511: 'Network Authentication Required',
}

const name = (code: number) => (STATUS[code] ? `HTTP ${code} ${STATUS[code]}` : `HTTP status ${code}? (not registered)`)

/**
 * An HTTP status code: a bare number from 100 to 599, a code with its phrase (`404 Not Found`), or
 * a response's status line (`HTTP/1.1 503 Service Unavailable`, headers after it allowed).
 */
export const httpStatus: Detector = (sample: Sample) => {
  const text = sample.trimmed
  const bare = /^([1-5]\d\d)$/.exec(text)
  if (bare) {
    const code = Number(bare[1])
    return detections('http-status', name(code), [['http-status', STATUS[code] ? 0.9 : 0.5]])
  }
  const phrase = /^([1-5]\d\d)\s+([A-Za-z][A-Za-z '-]{1,40})$/.exec(text)
  if (phrase) {
    const code = Number(phrase[1])
    const known = STATUS[code]?.toLowerCase().replace(/[^a-z]/g, '') === phrase[2]!.toLowerCase().replace(/[^a-z]/g, '')
    return known ? detections('http-status', name(code), [['http-status', 0.92]]) : []
  }
  const line = /^HTTP\/\d(?:\.\d)?\s+([1-5]\d\d)(?:\s+[^\r\n]*)?(?:\r?\n|$)/.exec(text.slice(0, 200))
  if (line) {
    const code = Number(line[1])
    return detections('http-response', `HTTP response, status ${code}${STATUS[code] ? ` ${STATUS[code]}` : ''}`, [['http-status', 0.85]])
  }
  return []
}

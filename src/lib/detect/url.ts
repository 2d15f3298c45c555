import type { Detector, Sample } from './types'
import { detections, firstLines, plural } from './util'

const URL_LINE = /^(?:https?|wss?|ftp|sftp|file|s3|git|ssh|postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqps?):\/\/\S+$/i

/** Parses a URL without throwing. */
function parse(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/**
 * A URL on its own (or a list of them, one per line): to the URL Encoder/Decoder, and for http(s)
 * to the REST Client as a GET and to the QR Code Generator.
 */
export const url: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (sample.truncated) return []
  const lines = firstLines(trimmed, 1000).map((l) => l.trim()).filter(Boolean)
  if (lines.length === 0 || !lines.every((l) => URL_LINE.test(l))) return []
  if (lines.length > 1) {
    return detections('url', `${plural(lines.length, 'URL')} (${parse(lines[0]!)?.host ?? 'one per line'}, …)`, [['url-encode', 0.6]])
  }
  const u = parse(trimmed)
  if (!u) return []
  const params = [...u.searchParams.keys()].length
  const encoded = /%[0-9A-Fa-f]{2}/.test(trimmed)
  const where = `${u.host}${u.pathname === '/' ? '' : u.pathname.length > 30 ? `${u.pathname.slice(0, 29)}…` : u.pathname}`
  const details = [params ? plural(params, 'query parameter') : null, encoded ? 'percent-encoded' : null].filter(Boolean)
  const reason = `URL: ${where}${details.length ? `, ${details.join(', ')}` : ''}`
  const http = /^https?:$/.test(u.protocol)
  return detections('url', reason, [
    ['url-encode', params || encoded ? 0.88 : 0.8],
    ...(http ? ([['rest-client', 0.65], ['qr-code', 0.5]] as const) : []),
  ])
}

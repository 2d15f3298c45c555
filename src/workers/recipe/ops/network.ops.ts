import type { Args, OpImpls } from '../op-impl'
import { byLine, textStream } from './textcodec.stream'

/**
 * Defang and refang, as CyberChef's operations of those names behave (their regular expressions
 * are not copied; these are written from the behaviour). All work within a line, so they stream
 * line by line.
 */

/** A URL with its scheme: scheme://host then anything up to a space, a quote or an angle bracket. */
const URL_RE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]+/gi
/** A domain name: dotted labels (letters, digits, inner hyphens) ending in a top-level domain of letters. */
const DOMAIN_RE = /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\b/gi

/** Defangs one piece: dots as [.], http as hxxp (the case of each letter kept), :// as [://]. */
function defangPiece(s: string, args: Args): string {
  let out = s
  if (args.dots) out = out.replace(/\./g, '[.]')
  if (args.http) out = out.replace(/(h)(t)(t)(p)/gi, (_, h: string, t1: string, t2: string, p: string) => `${h}${t1 === 't' ? 'x' : 'X'}${t2 === 't' ? 'x' : 'X'}${p}`)
  if (args.slashes) out = out.replace(/:\/\//g, '[://]')
  return out
}

export function defangUrl(text: string, args: Args): string {
  if (args.process === 'everything') return defangPiece(text, args)
  const urls = text.replace(URL_RE, (m) => defangPiece(m, args))
  return args.process === 'urls' ? urls : urls.replace(DOMAIN_RE, (m) => defangPiece(m, args))
}

export function refangUrl(text: string, args: Args): string {
  let out = text
  if (args.variants) out = out.replace(/\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/gi, '.').replace(/\[:\]/g, ':')
  if (args.dots) out = out.replace(/\[\.\]/g, '.')
  if (args.http) out = out.replace(/(h)([xX])([xX])(p)/gi, (_, h: string, x1: string, x2: string, p: string) => `${h}${x1 === 'x' ? 't' : 'T'}${x2 === 'x' ? 't' : 'T'}${p}`)
  if (args.slashes) out = out.replace(/\[:\/\/\]/g, '://')
  return out
}

const IPV4_RE = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d]|\.\d)/g
/** A run that may be an IPv6 address (two colons at least); kept only when the URL parser reads it as one. */
const IPV6_CANDIDATE = /(?<![0-9A-Za-z:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![0-9A-Za-z:])/g

function isIpv6(s: string): boolean {
  if (!/[0-9A-Fa-f]/.test(s) && s !== '::') return false
  try {
    return new URL(`http://[${s}]/`).hostname.length > 2
  } catch {
    return false
  }
}

/** IPv6 addresses' colons as [:], then IPv4 addresses' dots as [.] (an IPv4 tail of an IPv6 address too). */
export function defangIp(text: string): string {
  return text.replace(IPV6_CANDIDATE, (m) => (isIpv6(m) ? m.replace(/:/g, '[:]') : m)).replace(IPV4_RE, (m) => m.replace(/\./g, '[.]'))
}

export const refangIp = (text: string) => text.replace(/\[\.\]/g, '.').replace(/\[:\]/g, ':')

const lineOp = (f: (text: string, args: Args) => string) => ({
  run: (input: unknown, args: Args) => f(input as string, args),
  stream: (args: Args) => textStream(byLine((t) => f(t, args))),
})

export default {
  'defang-url': lineOp(defangUrl),
  'refang-url': lineOp(refangUrl),
  'defang-ip': lineOp((t) => defangIp(t)),
  'refang-ip': lineOp((t) => refangIp(t)),
} satisfies OpImpls

/**
 * The one way the API tools (REST Client, Webhook Tester, GraphQL Playground) send a request the
 * user asked for: cancellable, with a time-out (D20), timed, sized, and — when the browser refuses
 * to hand over an answer — explained in plain words instead of a bare "Failed to fetch".
 */
import { fetchWithTimeout, isTimeout } from './fetch-with-timeout'

export interface HttpRequest {
  method: string
  url: string
  headers: ReadonlyArray<readonly [string, string]>
  body?: BodyInit | null
  timeoutMs: number
  signal?: AbortSignal
}

export interface HttpResponse {
  ok: true
  status: number
  statusText: string
  /** As the browser lets the page read them (CORS hides all but the safelisted unless exposed). */
  headers: Array<[string, string]>
  contentType: string
  /** The body decoded as UTF-8 (binary bodies come out garbled: read `bytes` for those). */
  text: string
  /** The body as received (after content decoding), for binary answers: images, PDFs, files. */
  bytes: Uint8Array
  /** Body size in bytes, as received (after content decoding). */
  size: number
  /** From just before the call until the whole body was read. */
  elapsedMs: number
  /** The redirected-to address, when the request was redirected. */
  finalUrl: string
}

export type FailureKind = 'invalid-url' | 'timeout' | 'mixed-content' | 'cors' | 'unreachable' | 'network' | 'offline'

export interface HttpFailure {
  ok: false
  kind: FailureKind
  /** A short reason, for SPEC's 'Request failed: ' + reason. */
  reason: string
  /** The likely causes and what to try, in plain words, one per line. */
  hints: string[]
  elapsedMs: number
}

export type HttpResult = HttpResponse | HttpFailure

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/** A URL the browser can fetch, or why not. */
export function checkUrl(url: string): { ok: true; url: URL } | { ok: false; reason: string } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, reason: `Invalid URL: ${url}` }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: `Only http and https addresses can be requested, not ${parsed.protocol}` }
  return { ok: true, url: parsed }
}

/** True when the browser knows it has no network (D27: say so instead of a bare network error). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host) || host.endsWith('.localhost')

/** True when a page at `pageUrl` may not call `target` because it is plain http from an https page. */
export function isMixedContent(target: URL, pageUrl: string | undefined): boolean {
  if (!pageUrl || !pageUrl.startsWith('https:')) return false
  return target.protocol === 'http:' && !isLoopback(target.hostname)
}

/**
 * Sends the request. Resolves with the answer or with a failure explained for people; rejects only
 * with the AbortError of the caller's own cancel, so the screen can tell "cancelled" from "failed".
 * `probe` (default on) lets a failed call be followed by one bare `no-cors` HEAD to the same address,
 * which tells "the server answered but CORS hid it" from "nothing answered".
 */
export async function sendHttp(req: HttpRequest, { pageUrl = typeof location !== 'undefined' ? location.href : undefined, probe = true } = {}): Promise<HttpResult> {
  const start = now()
  const fail = (kind: FailureKind, reason: string, hints: string[]): HttpFailure => ({ ok: false, kind, reason, hints, elapsedMs: Math.round(now() - start) })
  const checked = checkUrl(req.url)
  if (!checked.ok) return fail('invalid-url', checked.reason, ['Check the address: it needs a scheme (https://) and a host.'])
  const target = checked.url
  if (isMixedContent(target, pageUrl)) {
    return fail('mixed-content', 'Blocked: an http address from an https page', [
      'Browsers block plain http requests from a page served over https (mixed content).',
      'Use the https address of the API, or run the request from a terminal with the cURL command below.',
    ])
  }
  const headers = new Headers()
  try {
    for (const [name, value] of req.headers) headers.append(name, value)
  } catch (e) {
    return fail('network', e instanceof Error ? e.message : 'Invalid header', ['A header name or value contains characters HTTP does not allow.'])
  }
  let response: Response
  try {
    response = await fetchWithTimeout(target.href, { method: req.method, headers, body: req.body ?? null, signal: req.signal, timeoutMs: req.timeoutMs, redirect: 'follow', credentials: 'omit', cache: 'no-store' })
  } catch (e) {
    if (req.signal?.aborted) throw e
    if (isTimeout(e)) return fail('timeout', (e as DOMException).message, ['The server did not answer in time. Try again, or allow a longer time-out.'])
    if (!(e instanceof TypeError)) return fail('network', e instanceof Error ? e.message : String(e), [])
    if (isOffline()) {
      return fail('offline', 'You are offline: the request could not leave this device', [
        'The browser has no network connection. Connect, then press Send again.',
        'The other tools keep working offline; only requests to a server need the network.',
      ])
    }
    const reached = probe ? await probeReachable(target.href, req.signal) : null
    if (reached === true) {
      return fail('cors', 'Blocked by CORS: the server did not allow this page to read the answer', [
        `The server at ${target.host} answered, but its response did not allow requests from ${pageOrigin(pageUrl)} (CORS).`,
        'A browser page can only read answers from APIs that send Access-Control-Allow-Origin (and allow the headers and method you used, for a preflight).',
        'Run the same request from a terminal with the cURL command below, or enable CORS on the server.',
      ])
    }
    return fail(reached === false ? 'unreachable' : 'network', reached === false ? `Could not reach ${target.host}` : 'The browser blocked the request or could not connect', [
      'The connection failed: the server may be down or refusing connections, the host name may not resolve, or its certificate is not trusted by the browser.',
      'It may also be blocked by CORS, an ad blocker or a proxy.',
      'Check the address, then try the cURL command below from a terminal to see the real error.',
    ])
  }
  try {
    const buffer = await response.arrayBuffer()
    const bytes = new Uint8Array(buffer)
    const text = new TextDecoder().decode(bytes)
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      contentType: response.headers.get('content-type') ?? '',
      text,
      bytes,
      size: buffer.byteLength,
      elapsedMs: Math.round(now() - start),
      finalUrl: response.url,
    }
  } catch (e) {
    if (req.signal?.aborted) throw e
    return fail('network', `The answer could not be read: ${e instanceof Error ? e.message : String(e)}`, [])
  }
}

const pageOrigin = (pageUrl: string | undefined) => {
  try {
    return pageUrl ? new URL(pageUrl).origin : 'this page'
  } catch {
    return 'this page'
  }
}

/** true: something answered (an opaque response); false: nothing did; null: could not tell. */
async function probeReachable(url: string, signal?: AbortSignal): Promise<boolean | null> {
  try {
    await fetchWithTimeout(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal, timeoutMs: 5000 })
    return true
  } catch (e) {
    if (isTimeout(e)) return null
    return e instanceof TypeError ? false : null
  }
}

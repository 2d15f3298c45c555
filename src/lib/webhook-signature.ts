/**
 * Webhook signatures as GitHub, Stripe and Slack make them: HMAC-SHA256 (WebCrypto) of the raw body,
 * with a timestamp for Stripe and Slack. Signing (the Webhook Tester's Send) and verifying a received
 * payload, with a constant-time comparison and the usual 5-minute replay tolerance.
 */

export type WebhookProvider = 'github' | 'stripe' | 'slack'

export const WEBHOOK_PROVIDERS: Record<WebhookProvider, { label: string; signatureHeader: string; timestampHeader: string | null; format: string }> = {
  github: { label: 'GitHub', signatureHeader: 'X-Hub-Signature-256', timestampHeader: null, format: 'sha256=<hex HMAC-SHA256 of the body>' },
  stripe: { label: 'Stripe', signatureHeader: 'Stripe-Signature', timestampHeader: null, format: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{body}">' },
  slack: { label: 'Slack', signatureHeader: 'X-Slack-Signature', timestampHeader: 'X-Slack-Request-Timestamp', format: 'v0=<hex HMAC-SHA256 of "v0:{timestamp}:{body}">' },
}
export const WEBHOOK_PROVIDER_IDS = Object.keys(WEBHOOK_PROVIDERS) as WebhookProvider[]

/** Stripe's and Slack's libraries reject a timestamp more than five minutes old (replay protection). */
export const TOLERANCE_SECONDS = 300

const utf8 = new TextEncoder()

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** Hex HMAC of `message` (UTF-8) under `secret` (UTF-8, used as given, e.g. Stripe's whole `whsec_...`). */
export async function hmacHex(secret: string, message: string, hash: 'SHA-256' | 'SHA-1' = 'SHA-256'): Promise<string> {
  // An empty key is not allowed by WebCrypto's importKey; HMAC pads keys with zeros, so one zero byte is the same key.
  const keyBytes = secret ? utf8.encode(secret) : new Uint8Array(1)
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash }, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', key, utf8.encode(message)))
}

/** What each provider signs. */
export function signedContent(provider: WebhookProvider, body: string, timestamp: number): string {
  if (provider === 'stripe') return `${timestamp}.${body}`
  if (provider === 'slack') return `v0:${timestamp}:${body}`
  return body
}

export interface SignedWebhook {
  /** The headers to send, in order. */
  headers: Array<[string, string]>
  /** The hex signature. */
  signature: string
  /** The exact text that was signed. */
  content: string
  /** Unix seconds, for Stripe and Slack. */
  timestamp: number | null
}

/** Signs `body` as `provider` would, at `timestamp` (Unix seconds; used by Stripe and Slack). */
export async function signWebhook(provider: WebhookProvider, secret: string, body: string, timestamp: number): Promise<SignedWebhook> {
  const content = signedContent(provider, body, timestamp)
  const signature = await hmacHex(secret, content)
  const p = WEBHOOK_PROVIDERS[provider]
  if (provider === 'github') return { headers: [[p.signatureHeader, `sha256=${signature}`]], signature, content, timestamp: null }
  if (provider === 'stripe') return { headers: [[p.signatureHeader, `t=${timestamp},v1=${signature}`]], signature, content, timestamp }
  return {
    headers: [
      [p.timestampHeader!, String(timestamp)],
      [p.signatureHeader, `v0=${signature}`],
    ],
    signature,
    content,
    timestamp,
  }
}

/** True when two hex strings name the same bytes; the time taken does not depend on where they differ. */
export function timingSafeEqualHex(a: string, b: string): boolean {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  // Compare against itself when the lengths differ, so the loop runs the same way either way.
  const other = x.length === y.length ? y : x
  let diff = x.length === y.length ? 0 : 1
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ other.charCodeAt(i)
  return diff === 0
}

/** A pasted header line `Name: value` or just the value; gives the value. */
export function headerValue(text: string): string {
  const t = text.trim()
  const m = /^[A-Za-z0-9-]+\s*:\s*([\s\S]*)$/.exec(t)
  return (m ? m[1]! : t).trim()
}

export interface TimestampCheck {
  /** Unix seconds from the header. */
  value: number
  /** now - value; negative when the timestamp is in the future. */
  ageSeconds: number
  withinTolerance: boolean
}

export type WebhookVerification =
  | { status: 'error'; message: string }
  | {
      status: 'checked'
      /** Signature matches and (Stripe, Slack) the timestamp is within the tolerance. */
      valid: boolean
      signatureMatches: boolean
      /** The signature we computed, as the header would carry it. */
      expected: string
      timestamp: TimestampCheck | null
      message: string
    }

export interface VerifyInput {
  provider: WebhookProvider
  secret: string
  /** The raw body exactly as received. */
  body: string
  /** The signature header's value (a pasted `Name: value` line works too). */
  signatureHeader: string
  /** Slack's X-Slack-Request-Timestamp (value or line). */
  timestampHeader?: string
  /** Unix seconds now. */
  now: number
  toleranceSeconds?: number
}

const HEX64 = /^[0-9a-f]{64}$/i

export function describeAge(ageSeconds: number): string {
  const abs = Math.abs(ageSeconds)
  const text = abs < 60 ? `${abs} s` : abs < 3600 ? `${Math.floor(abs / 60)} min ${abs % 60} s` : abs < 86400 ? `${Math.floor(abs / 3600)} h ${Math.floor((abs % 3600) / 60)} min` : `${Math.floor(abs / 86400)} days`
  return ageSeconds < 0 ? `${text} in the future` : `${text} old`
}

/**
 * Checks a received webhook the way the providers' own libraries do: recompute the HMAC over the
 * raw body (and timestamp), compare in constant time, and for Stripe and Slack also require the
 * timestamp to be within the tolerance (Stripe: not older than it; Slack: not further off either way).
 */
export async function verifyWebhook({ provider, secret, body, signatureHeader, timestampHeader = '', now, toleranceSeconds = TOLERANCE_SECONDS }: VerifyInput): Promise<WebhookVerification> {
  const p = WEBHOOK_PROVIDERS[provider]
  const header = headerValue(signatureHeader)
  if (!secret) return { status: 'error', message: 'Enter the signing secret' }
  if (!header) return { status: 'error', message: `Paste the ${p.signatureHeader} header` }

  if (provider === 'github') {
    const m = /^(sha256|sha1)=([0-9a-f]+)$/i.exec(header)
    if (!m || (m[1]!.toLowerCase() === 'sha256' ? m[2]!.length !== 64 : m[2]!.length !== 40)) {
      return { status: 'error', message: `${p.signatureHeader} must look like sha256=<64 hex digits> (or X-Hub-Signature's sha1=<40 hex digits>)` }
    }
    const algo = m[1]!.toLowerCase() as 'sha256' | 'sha1'
    const expected = await hmacHex(secret, body, algo === 'sha1' ? 'SHA-1' : 'SHA-256')
    const matches = timingSafeEqualHex(expected, m[2]!)
    return { status: 'checked', valid: matches, signatureMatches: matches, expected: `${algo}=${expected}`, timestamp: null, message: matches ? 'Valid signature' : mismatch }
  }

  let timestamp: number
  let candidates: string[]
  if (provider === 'stripe') {
    const parts = header.split(',').map((kv) => {
      const eq = kv.indexOf('=')
      return eq < 0 ? ['', kv.trim()] : [kv.slice(0, eq).trim(), kv.slice(eq + 1).trim()]
    })
    const t = parts.find(([k]) => k === 't')?.[1] ?? ''
    candidates = parts.filter(([k]) => k === 'v1').map(([, v]) => v!)
    if (!/^\d{1,12}$/.test(t) || !candidates.length) return { status: 'error', message: 'Stripe-Signature must look like t=<unix seconds>,v1=<64 hex digits>' }
    timestamp = Number(t)
  } else {
    const m = /^v0=([0-9a-f]+)$/i.exec(header)
    if (!m || !HEX64.test(m[1]!)) return { status: 'error', message: 'X-Slack-Signature must look like v0=<64 hex digits>' }
    candidates = [m[1]!]
    const t = headerValue(timestampHeader)
    if (!/^\d{1,12}$/.test(t)) return { status: 'error', message: 'X-Slack-Request-Timestamp must be a Unix time in seconds' }
    timestamp = Number(t)
  }

  const expected = await hmacHex(secret, signedContent(provider, body, timestamp))
  // Every candidate is compared (Stripe sends several v1 values while a secret is rotated).
  let matches = false
  for (const c of candidates) matches = timingSafeEqualHex(expected, c) || matches
  const ageSeconds = now - timestamp
  const withinTolerance = provider === 'stripe' ? ageSeconds <= toleranceSeconds : Math.abs(ageSeconds) <= toleranceSeconds
  const minutes = Math.round(toleranceSeconds / 60)
  const message = !matches
    ? mismatch
    : withinTolerance
      ? 'Valid signature'
      : `The signature matches, but the timestamp is ${describeAge(ageSeconds)}: outside the ${minutes}-minute tolerance, so ${p.label}'s libraries would reject it as a possible replay`
  return {
    status: 'checked',
    valid: matches && withinTolerance,
    signatureMatches: matches,
    expected: provider === 'stripe' ? `t=${timestamp},v1=${expected}` : `v0=${expected}`,
    timestamp: { value: timestamp, ageSeconds, withinTolerance },
    message,
  }
}

const mismatch = 'Invalid signature: the payload, the secret or the header differs from what was signed'

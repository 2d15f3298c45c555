import { parseHeaderLines } from '../../lib/header-lines'
import { WEBHOOK_PROVIDER_IDS, type WebhookProvider } from '../../lib/webhook-signature'
import { describeJsonError } from '../../workers/format/json.impl'

/** SPEC "Webhook Tester", sections 3, 7, 8. */
export const REQUEST_FAILED = 'Request failed'
export const DEFAULT_PAYLOAD = '{}'
/** The response pane before anything was sent. */
export const EMPTY_RESPONSE = 'Send a request to see its status and response here. A response is not kept: after a reload, press Send to run it again.'
export const statusLine = (status: number) => `Status: ${status}`
/** What the frame's Copy gives: SPEC's 'Status: {code}' line, then the response text. */
export const responseText = (status: number, body: string) => `${statusLine(status)}\n${body}`

export type Signing = 'none' | WebhookProvider
export const SIGNINGS: readonly Signing[] = ['none', ...WEBHOOK_PROVIDER_IDS]

export const TIMEOUT = { min: 1, max: 300, default: 30 } as const

export type WebhookState = {
  url: string
  payload: string
  /** Extra request headers, one `Name: value` per line. */
  headers: string
  signing: Signing
  /** Kept only when rememberSecret is on; otherwise the secret lives in memory for the session. */
  secret: string
  rememberSecret: boolean
  timeoutSeconds: number
}

export const DEFAULTS: WebhookState = { url: '', payload: DEFAULT_PAYLOAD, headers: '', signing: 'none', secret: '', rememberSecret: false, timeoutSeconds: TIMEOUT.default }

export const clampTimeout = (n: number) => (Number.isFinite(n) ? Math.min(TIMEOUT.max, Math.max(TIMEOUT.min, Math.round(n))) : TIMEOUT.default)

export const validateState = (s: WebhookState, d: WebhookState): WebhookState => ({
  ...s,
  signing: SIGNINGS.includes(s.signing) ? s.signing : d.signing,
  secret: s.rememberSecret ? s.secret : '',
  timeoutSeconds: clampTimeout(s.timeoutSeconds),
})

export type PayloadCheck = { ok: true } | { ok: false; message: string; line: number; column: number }

/** The payload must be JSON before it is sent; the message names the parser's reason and the place. */
export function checkPayload(text: string): PayloadCheck {
  try {
    JSON.parse(text)
    return { ok: true }
  } catch (e) {
    if (!text.trim()) return { ok: false, message: 'Payload is not valid JSON: it is empty (use {} for an empty object)', line: 1, column: 1 }
    const error = describeJsonError(text, e)
    return { ok: false, message: `Payload is not valid JSON: ${error.message} (line ${error.line}, column ${error.column})`, line: error.line, column: error.column }
  }
}

export const URL_REQUIRED = 'Enter the webhook URL'
export const SECRET_REQUIRED = 'Enter the secret to sign with, or choose No signature'

/**
 * The headers of the POST, in order: Content-Type: application/json (SPEC), the signature headers,
 * then the extra header lines; an extra header named like an earlier one replaces it in place.
 */
export function requestHeaders(signatureHeaders: ReadonlyArray<readonly [string, string]>, extraText: string): Array<[string, string]> {
  const out: Array<[string, string]> = [['Content-Type', 'application/json'], ...signatureHeaders.map(([n, v]) => [n, v] as [string, string])]
  for (const [name, value] of parseHeaderLines(extraText).headers) {
    const i = out.findIndex(([n]) => n.toLowerCase() === name.toLowerCase())
    if (i >= 0) out[i] = [name, value]
    else out.push([name, value])
  }
  return out
}

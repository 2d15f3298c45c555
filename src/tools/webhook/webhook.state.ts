import { atom } from 'jotai'
import type { WebhookProvider } from '../../lib/webhook-signature'
import { toolAtom } from '../../lib/persistence'
import { redactHeaderLines, redactUrl } from '../../lib/secrets'
import { defineShare } from '../../lib/share'
import { DEFAULTS, validateState } from './webhook.logic'

/**
 * Persisted as `devtools-webhook-tester` {url, payload, headers, signing, timeoutSeconds,
 * rememberSecret} (SPEC section 3 plus ours); the secret only when "Remember secret" is ticked.
 */
export const webhookAtom = toolAtom('webhook-tester', DEFAULTS, { validate: validateState })

/**
 * What a Share link carries (D32): the URL, payload, headers, signing scheme and time-out. Never the
 * signing secret (remembered or not); secret-named header values and URL credentials only when asked.
 */
export const webhookShare = defineShare(webhookAtom, {
  pick: (s, { credentials }) => ({
    url: credentials ? s.url : redactUrl(s.url).url,
    payload: s.payload,
    headers: credentials ? s.headers : redactHeaderLines(s.headers).text,
    signing: s.signing,
    timeoutSeconds: s.timeoutSeconds,
  }),
  credentials: (s) => [...redactUrl(s.url).removed, ...redactHeaderLines(s.headers).removed],
})

/** The signing secret while it is not remembered: in memory for this tab only. */
export const sessionSecretAtom = atom('')

export type VerifyState = { provider: WebhookProvider; secret: string; signature: string; timestamp: string; body: string }
/** The verifier's inputs, in memory only (a received payload and its secret are not stored). */
export const verifyAtom = atom<VerifyState>({ provider: 'github', secret: '', signature: '', timestamp: '', body: '' })

export const tabAtom = atom<'send' | 'verify'>('send')

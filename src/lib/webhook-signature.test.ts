import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeAge, headerValue, hmacHex, signWebhook, timingSafeEqualHex, verifyWebhook } from './webhook-signature'

/** node's own HMAC, the reference the WebCrypto code is checked against. */
const nodeHmac = (secret: string, text: string, algo = 'sha256') => createHmac(algo, secret).update(text, 'utf8').digest('hex')

const BODY = '{"action":"opened","note":"it\'s ünïcödé ✓","n":12345678901234567890}\n'
const NOW = 1_700_000_000

describe('signing', () => {
  it("matches GitHub's documented example", async () => {
    // docs.github.com "Validating webhook deliveries": secret and payload below give this signature.
    const signed = await signWebhook('github', "It's a Secret to Everybody", 'Hello, World!', NOW)
    expect(signed.headers).toEqual([['X-Hub-Signature-256', 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17']])
    expect(signed.timestamp).toBeNull()
    expect(signed.content).toBe('Hello, World!')
  })

  it('Stripe: t=<seconds>,v1=HMAC("{t}.{body}"), the whsec_ secret used as is', async () => {
    const secret = 'whsec_test_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8FH'
    const signed = await signWebhook('stripe', secret, BODY, NOW)
    expect(signed.content).toBe(`${NOW}.${BODY}`)
    expect(signed.headers).toEqual([['Stripe-Signature', `t=${NOW},v1=${nodeHmac(secret, `${NOW}.${BODY}`)}`]])
  })

  it('Slack: v0=HMAC("v0:{ts}:{body}") with X-Slack-Request-Timestamp', async () => {
    const secret = '8f742231b10e8888abcd99yyyzzz85a5'
    const body = 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&command=%2Fweather&text=94070'
    const signed = await signWebhook('slack', secret, body, 1531420618)
    expect(signed.headers).toEqual([
      ['X-Slack-Request-Timestamp', '1531420618'],
      ['X-Slack-Signature', `v0=${nodeHmac(secret, `v0:1531420618:${body}`)}`],
    ])
  })

  it('hmacHex agrees with node for SHA-256 and SHA-1, and for an empty secret', async () => {
    expect(await hmacHex('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8') // RFC 2104 style vector (Wikipedia's HMAC example)
    expect(await hmacHex('key', BODY, 'SHA-1')).toBe(nodeHmac('key', BODY, 'sha1'))
    expect(await hmacHex('', 'abc')).toBe(nodeHmac('', 'abc'))
  })
})

describe('timingSafeEqualHex and headerValue', () => {
  it('compares hex case-insensitively and refuses different lengths', () => {
    expect(timingSafeEqualHex('abcdef', 'ABCDEF')).toBe(true)
    expect(timingSafeEqualHex('abcdef', 'abcdee')).toBe(false)
    expect(timingSafeEqualHex('abcdef', 'abcdef00')).toBe(false)
    expect(timingSafeEqualHex('', '')).toBe(true)
  })

  it('takes a value or a pasted Name: value line', () => {
    expect(headerValue('  X-Hub-Signature-256: sha256=abc ')).toBe('sha256=abc')
    expect(headerValue('t=1,v1=ab')).toBe('t=1,v1=ab')
    expect(describeAge(42)).toBe('42 s old')
    expect(describeAge(601)).toBe('10 min 1 s old')
    expect(describeAge(-30)).toBe('30 s in the future')
    expect(describeAge(7260)).toBe('2 h 1 min old')
  })
})

describe('verifyWebhook', () => {
  const secret = 'topsecret'

  it('GitHub: accepts the right signature, rejects a tampered body and a wrong secret', async () => {
    const header = `sha256=${nodeHmac(secret, BODY)}`
    const ok = await verifyWebhook({ provider: 'github', secret, body: BODY, signatureHeader: `X-Hub-Signature-256: ${header}`, now: NOW })
    expect(ok).toEqual({ status: 'checked', valid: true, signatureMatches: true, expected: header, timestamp: null, message: 'Valid signature' })
    const tampered = await verifyWebhook({ provider: 'github', secret, body: BODY.replace('opened', 'closed'), signatureHeader: header, now: NOW })
    expect(tampered).toMatchObject({ status: 'checked', valid: false, signatureMatches: false })
    const wrong = await verifyWebhook({ provider: 'github', secret: 'other', body: BODY, signatureHeader: header, now: NOW })
    expect(wrong).toMatchObject({ valid: false, message: 'Invalid signature: the payload, the secret or the header differs from what was signed' })
    // Whitespace is part of the raw body: re-serialised JSON does not verify.
    const reformatted = await verifyWebhook({ provider: 'github', secret, body: JSON.stringify(JSON.parse(BODY)), signatureHeader: header, now: NOW })
    expect(reformatted).toMatchObject({ valid: false })
  })

  it("GitHub: the legacy X-Hub-Signature sha1= works, and a malformed header is explained", async () => {
    const sha1 = await verifyWebhook({ provider: 'github', secret, body: BODY, signatureHeader: `sha1=${nodeHmac(secret, BODY, 'sha1')}`, now: NOW })
    expect(sha1).toMatchObject({ valid: true })
    expect(await verifyWebhook({ provider: 'github', secret, body: BODY, signatureHeader: 'sha256=abc', now: NOW })).toEqual({
      status: 'error',
      message: "X-Hub-Signature-256 must look like sha256=<64 hex digits> (or X-Hub-Signature's sha1=<40 hex digits>)",
    })
    expect(await verifyWebhook({ provider: 'github', secret: '', body: BODY, signatureHeader: 'sha256=abc', now: NOW })).toEqual({ status: 'error', message: 'Enter the signing secret' })
    expect(await verifyWebhook({ provider: 'github', secret, body: BODY, signatureHeader: ' ', now: NOW })).toEqual({ status: 'error', message: 'Paste the X-Hub-Signature-256 header' })
  })

  it('Stripe: valid within 5 minutes; stale past them; any of several v1 values may match', async () => {
    const t = NOW - 120
    const sig = nodeHmac(secret, `${t}.${BODY}`)
    const ok = await verifyWebhook({ provider: 'stripe', secret, body: BODY, signatureHeader: `t=${t},v1=${'0'.repeat(64)},v1=${sig},v0=deadbeef`, now: NOW })
    expect(ok).toEqual({ status: 'checked', valid: true, signatureMatches: true, expected: `t=${t},v1=${sig}`, timestamp: { value: t, ageSeconds: 120, withinTolerance: true }, message: 'Valid signature' })

    const old = NOW - 301
    const stale = await verifyWebhook({ provider: 'stripe', secret, body: BODY, signatureHeader: `t=${old},v1=${nodeHmac(secret, `${old}.${BODY}`)}`, now: NOW })
    expect(stale).toMatchObject({ valid: false, signatureMatches: true, timestamp: { ageSeconds: 301, withinTolerance: false } })
    expect(stale.status === 'checked' && stale.message).toBe(
      "The signature matches, but the timestamp is 5 min 1 s old: outside the 5-minute tolerance, so Stripe's libraries would reject it as a possible replay",
    )
    // Changing t without re-signing breaks the signature: the timestamp is signed too.
    const moved = await verifyWebhook({ provider: 'stripe', secret, body: BODY, signatureHeader: `t=${NOW},v1=${sig}`, now: NOW })
    expect(moved).toMatchObject({ valid: false, signatureMatches: false })
    expect(await verifyWebhook({ provider: 'stripe', secret, body: BODY, signatureHeader: `v1=${sig}`, now: NOW })).toEqual({
      status: 'error',
      message: 'Stripe-Signature must look like t=<unix seconds>,v1=<64 hex digits>',
    })
  })

  it('Slack: valid within 5 minutes either way; stale, tampered and wrong-secret rejected', async () => {
    const ts = NOW - 60
    const sig = `v0=${nodeHmac(secret, `v0:${ts}:${BODY}`)}`
    const ok = await verifyWebhook({ provider: 'slack', secret, body: BODY, signatureHeader: sig, timestampHeader: `X-Slack-Request-Timestamp: ${ts}`, now: NOW })
    expect(ok).toMatchObject({ status: 'checked', valid: true, expected: sig, timestamp: { value: ts, ageSeconds: 60, withinTolerance: true } })
    expect(await verifyWebhook({ provider: 'slack', secret, body: BODY, signatureHeader: sig, timestampHeader: String(ts), now: ts - 400 })).toMatchObject({
      valid: false,
      signatureMatches: true,
      timestamp: { ageSeconds: -400, withinTolerance: false },
    })
    expect(await verifyWebhook({ provider: 'slack', secret, body: BODY, signatureHeader: sig, timestampHeader: String(ts), now: ts + 3600 })).toMatchObject({ valid: false, signatureMatches: true })
    expect(await verifyWebhook({ provider: 'slack', secret, body: `${BODY} `, signatureHeader: sig, timestampHeader: String(ts), now: NOW })).toMatchObject({ valid: false, signatureMatches: false })
    expect(await verifyWebhook({ provider: 'slack', secret: 'nope', body: BODY, signatureHeader: sig, timestampHeader: String(ts), now: NOW })).toMatchObject({ valid: false, signatureMatches: false })
    expect(await verifyWebhook({ provider: 'slack', secret, body: BODY, signatureHeader: sig, timestampHeader: '', now: NOW })).toEqual({
      status: 'error',
      message: 'X-Slack-Request-Timestamp must be a Unix time in seconds',
    })
  })

  it('round-trips what signWebhook makes, for every provider', async () => {
    for (const provider of ['github', 'stripe', 'slack'] as const) {
      const signed = await signWebhook(provider, secret, BODY, NOW)
      const get = (name: string) => signed.headers.find(([n]) => n === name)?.[1] ?? ''
      const signatureHeader = get(provider === 'github' ? 'X-Hub-Signature-256' : provider === 'stripe' ? 'Stripe-Signature' : 'X-Slack-Signature')
      const r = await verifyWebhook({ provider, secret, body: BODY, signatureHeader, timestampHeader: get('X-Slack-Request-Timestamp'), now: NOW + 10 })
      expect(r).toMatchObject({ status: 'checked', valid: true })
    }
  })
})

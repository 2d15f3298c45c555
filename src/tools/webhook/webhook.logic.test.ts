import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { checkPayload, clampTimeout, DEFAULTS, REQUEST_FAILED, requestHeaders, responseText, SIGNINGS, statusLine, validateState } from './webhook.logic'

describe('state (SPEC section 3)', () => {
  it("has url and payload (default '{}') plus signing, extra headers and the time-out; never a secret unless asked", () => {
    expect(DEFAULTS).toEqual({ url: '', payload: '{}', headers: '', signing: 'none', secret: '', rememberSecret: false, timeoutSeconds: 30 })
    expect(SIGNINGS).toEqual(['none', 'github', 'stripe', 'slack'])
    const load = (stored: unknown) => validateState(mergeWithDefaults(stored, DEFAULTS), DEFAULTS)
    expect(load({ url: 'https://h', payload: '[1]', signing: 'paypal', secret: 's', timeoutSeconds: 9999 })).toEqual({ ...DEFAULTS, url: 'https://h', payload: '[1]', timeoutSeconds: 300 })
    expect(load({ signing: 'stripe', secret: 'whsec_x', rememberSecret: true, timeoutSeconds: 0.2 })).toMatchObject({ signing: 'stripe', secret: 'whsec_x', rememberSecret: true, timeoutSeconds: 1 })
    expect(load('nonsense')).toEqual(DEFAULTS)
    expect(clampTimeout(Number.NaN)).toBe(30)
    expect(clampTimeout(12.6)).toBe(13)
  })

  it("words the response as SPEC says: 'Status: {code}' then the text", () => {
    expect(statusLine(200)).toBe('Status: 200')
    expect(responseText(404, '{"error":"x"}')).toBe('Status: 404\n{"error":"x"}')
    expect(REQUEST_FAILED).toBe('Request failed')
  })
})

describe('checkPayload', () => {
  it('accepts any JSON value', () => {
    for (const ok of ['{}', '[]', '"text"', '42', 'null', ' {"a": [1, 2.5e3, true]}\n']) expect(checkPayload(ok)).toEqual({ ok: true })
  })

  it("names the parser's reason with the line and column", () => {
    expect(checkPayload('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      message: `Payload is not valid JSON: Comma ',' expected after value but got '"' (line 3, column 3)`,
      line: 3,
      column: 3,
    })
    expect(checkPayload('{"a":}')).toEqual({ ok: false, message: "Payload is not valid JSON: Object value expected after ':' (line 1, column 6)", line: 1, column: 6 })
    expect(checkPayload("{'a':1}")).toMatchObject({ ok: false, line: 1, column: 2 })
    expect(checkPayload('  ')).toEqual({ ok: false, message: 'Payload is not valid JSON: it is empty (use {} for an empty object)', line: 1, column: 1 })
  })
})

describe('requestHeaders', () => {
  it('sends JSON content type, then the signature, then extra header lines that count', () => {
    expect(requestHeaders([['X-Hub-Signature-256', 'sha256=ab']], 'X-GitHub-Event: push\nnot a header\nX-GitHub-Delivery: 1')).toEqual([
      ['Content-Type', 'application/json'],
      ['X-Hub-Signature-256', 'sha256=ab'],
      ['X-GitHub-Event', 'push'],
      ['X-GitHub-Delivery', '1'],
    ])
  })

  it('lets an extra line replace a header of the same name, in place', () => {
    expect(requestHeaders([], 'content-type: application/json; charset=utf-8\nX-A: 1')).toEqual([
      ['content-type', 'application/json; charset=utf-8'],
      ['X-A', '1'],
    ])
  })
})

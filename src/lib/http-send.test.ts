import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer, PNG_BYTES } from '../../tests/server/api-server.mjs'
import { checkUrl, isMixedContent, sendHttp } from './http-send'
import { prettyBody } from './pretty-body'

let server: Server
let base = ''
beforeAll(async () => {
  server = createApiServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('sendHttp', () => {
  it('sends method, headers and body, and reads status, headers, size and time', async () => {
    const r = await sendHttp({ method: 'POST', url: `${base}/echo/a?x=1`, headers: [['Content-Type', 'application/json'], ['X-Trace', 'abc 123']], body: '{"n":1}', timeoutMs: 5000 }, { pageUrl: 'http://127.0.0.1/' })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.status).toBe(200)
    const echo = JSON.parse(r.text)
    expect(echo).toMatchObject({ method: 'POST', path: '/echo/a', query: { x: '1' }, body: '{"n":1}' })
    expect(echo.headers['x-trace']).toBe('abc 123')
    expect(r.size).toBe(Buffer.byteLength(r.text))
    expect(r.headers).toContainEqual(['x-echo', 'yes'])
    expect(r.contentType).toBe('application/json; charset=utf-8')
    expect(r.elapsedMs).toBeGreaterThanOrEqual(0)
  })

  it('returns the bytes as received beside the text, so binary answers stay intact', async () => {
    const r = await sendHttp({ method: 'GET', url: `${base}/png`, headers: [], timeoutMs: 5000 })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.contentType).toBe('image/png')
    expect(Buffer.from(r.bytes).equals(PNG_BYTES)).toBe(true)
    expect(r.size).toBe(PNG_BYTES.length)
    const text = await sendHttp({ method: 'GET', url: `${base}/text`, headers: [], timeoutMs: 5000 })
    expect(text.ok && new TextDecoder().decode(text.bytes)).toBe(text.ok && text.text)
  })

  it('returns error statuses as answers, not failures', async () => {
    const r = await sendHttp({ method: 'GET', url: `${base}/status/418`, headers: [], timeoutMs: 5000 })
    expect(r.ok && r.status).toBe(418)
  })

  it('times out with a TimeoutError reason', async () => {
    const r = await sendHttp({ method: 'GET', url: `${base}/slow?ms=3000`, headers: [], timeoutMs: 200 })
    expect(r).toMatchObject({ ok: false, kind: 'timeout', reason: 'No answer within 0 s' })
  })

  it("rejects with the caller's AbortError on cancel", async () => {
    const controller = new AbortController()
    const p = sendHttp({ method: 'GET', url: `${base}/slow?ms=3000`, headers: [], timeoutMs: 5000, signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(p).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('explains a refused connection instead of "Failed to fetch"', async () => {
    const closed = createApiServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const r = await sendHttp({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: [], timeoutMs: 5000 })
    expect(r).toMatchObject({ ok: false, kind: 'unreachable', reason: `Could not reach 127.0.0.1:${port}` })
    expect(!r.ok && r.hints.join(' ')).toMatch(/refusing connections/)
  })

  it('refuses bad addresses and mixed content before sending', async () => {
    expect(await sendHttp({ method: 'GET', url: 'example.com', headers: [], timeoutMs: 1000 })).toMatchObject({ ok: false, kind: 'invalid-url', reason: 'Invalid URL: example.com' })
    expect(await sendHttp({ method: 'GET', url: 'ftp://example.com', headers: [], timeoutMs: 1000 })).toMatchObject({ ok: false, kind: 'invalid-url' })
    expect(await sendHttp({ method: 'GET', url: 'http://example.com/', headers: [], timeoutMs: 1000 }, { pageUrl: 'https://tools.example/' })).toMatchObject({ ok: false, kind: 'mixed-content' })
    expect(await sendHttp({ method: 'GET', url: `${base}/echo`, headers: [['Bad Name', 'x']], timeoutMs: 1000 })).toMatchObject({ ok: false, kind: 'network' })
  })

  it('checks URLs and mixed content', () => {
    expect(checkUrl('https://a.b/c').ok).toBe(true)
    expect(checkUrl('javascript:alert(1)')).toEqual({ ok: false, reason: 'Only http and https addresses can be requested, not javascript:' })
    expect(isMixedContent(new URL('http://localhost:3000'), 'https://x/')).toBe(false)
    expect(isMixedContent(new URL('http://api.example.com'), 'https://x/')).toBe(true)
    expect(isMixedContent(new URL('http://api.example.com'), 'http://x/')).toBe(false)
  })
})

describe('prettyBody', () => {
  it('pretty-prints JSON with 2 spaces, keeping big numbers and key order exactly', async () => {
    expect(await prettyBody('{"b":12345678901234567890,"a":[0.10000000000000000001]}', 'application/json')).toEqual({
      text: '{\n  "b": 12345678901234567890,\n  "a": [\n    0.10000000000000000001\n  ]\n}',
      json: true,
    })
  })

  it('leaves text and broken JSON as they came', async () => {
    expect(await prettyBody('hello', 'text/plain')).toEqual({ text: 'hello', json: false })
    expect(await prettyBody('{"a":', 'application/json')).toEqual({ text: '{"a":', json: false })
  })
})

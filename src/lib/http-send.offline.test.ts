import { createServer } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureReason } from './fetch-with-timeout'
import { sendHttp } from './http-send'

/** A local port nothing listens on, so fetch fails the way it does with no network. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

afterEach(() => vi.unstubAllGlobals())

describe('D27: network tools say they are offline', () => {
  it('explains a failed send as offline when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const r = await sendHttp({ method: 'GET', url: `http://127.0.0.1:${await closedPort()}/`, headers: [], timeoutMs: 5000 }, { pageUrl: 'http://127.0.0.1/' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.kind).toBe('offline')
    expect(r.reason).toBe('You are offline: the request could not leave this device')
    expect(r.hints[0]).toMatch(/no network connection/)
  })

  it('keeps the usual explanation when the browser is online', async () => {
    vi.stubGlobal('navigator', { onLine: true })
    const r = await sendHttp({ method: 'GET', url: `http://127.0.0.1:${await closedPort()}/`, headers: [], timeoutMs: 5000 }, { pageUrl: 'http://127.0.0.1/' })
    expect(r.ok || r.kind).toBe('unreachable')
  })

  it('says offline in the short reason of the other network tools', () => {
    vi.stubGlobal('navigator', { onLine: false })
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('You are offline: connect to the network and try again')
    vi.stubGlobal('navigator', { onLine: true })
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('Network error: the service could not be reached')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureReason, fetchWithTimeout, isTimeout } from './fetch-with-timeout'

/** A fetch that never answers, but rejects when its signal aborts (as the real one does). */
const hangingFetch = () =>
  vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('fetchWithTimeout (D20)', () => {
  it('passes the URL and headers through and returns the response', async () => {
    const fetch = vi.fn(async () => new Response('ok', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const r = await fetchWithTimeout('https://example.test/x?a=1', { timeoutMs: 1000, headers: { Accept: 'application/dns-json' } })
    expect(await r.text()).toBe('ok')
    expect(fetch).toHaveBeenCalledWith('https://example.test/x?a=1', expect.objectContaining({ headers: { Accept: 'application/dns-json' } }))
  })

  it('gives up with a TimeoutError after the time limit', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', hangingFetch())
    const call = fetchWithTimeout('https://example.test', { timeoutMs: 15_000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    const error = await call
    expect(isTimeout(error)).toBe(true)
    expect(failureReason(error)).toBe('No answer within 15 s')
  })

  it('rejects with an AbortError when the caller cancels', async () => {
    vi.stubGlobal('fetch', hangingFetch())
    const controller = new AbortController()
    const call = fetchWithTimeout('https://example.test', { timeoutMs: 15_000, signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await call
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
  })

  it('words a network failure', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('Network error: the service could not be reached')
  })
})

/**
 * D20: an outbound call that the user can cancel and that gives up after `timeoutMs`. A cancel
 * rejects with the caller's AbortError; a time-out rejects with a TimeoutError (a DOMException named
 * 'TimeoutError', as AbortSignal.timeout gives), so a screen can tell the two apart.
 */
export async function fetchWithTimeout(url: string, { signal, timeoutMs, ...init }: RequestInit & { signal?: AbortSignal; timeoutMs: number }): Promise<Response> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException(`No answer within ${Math.round(timeoutMs / 1000)} s`, 'TimeoutError'))
  }, timeoutMs)
  const onAbort = () => controller.abort(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
  if (signal?.aborted) onAbort()
  else signal?.addEventListener('abort', onAbort, { once: true })
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } catch (e) {
    if (timedOut) throw new DOMException(`No answer within ${Math.round(timeoutMs / 1000)} s`, 'TimeoutError')
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    throw e
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** True for the time-out rejection of fetchWithTimeout. */
export const isTimeout = (e: unknown) => e instanceof DOMException && e.name === 'TimeoutError'

/** A short reason for a failed call, for a detail line under the spec's message. */
export function failureReason(e: unknown): string {
  if (isTimeout(e)) return (e as DOMException).message
  if (e instanceof TypeError) {
    // D27: offline is the likeliest cause and the browser knows it; say so plainly.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'You are offline: connect to the network and try again'
    return 'Network error: the service could not be reached'
  }
  if (e instanceof Error && e.message) return e.message
  return 'Unknown error'
}

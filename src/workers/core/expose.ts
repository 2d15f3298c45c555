import * as Comlink from 'comlink'
import { throttle } from './throttle'
import type { ProgressFn } from './types'

/** About ten progress updates a second cross to the page: enough for a smooth bar, cheap to post. */
export const PROGRESS_INTERVAL_MS = 100

type RemoteProgress = ProgressFn & { [Comlink.releaseProxy]?: () => void }

/**
 * Wraps an engine's functions for `Comlink.expose`: the progress callback (a Comlink proxy to the
 * page) is throttled here, inside the worker, so a tight loop does not flood the page with
 * messages, and it is released when the call ends so no port is left open.
 */
export function wrapEngine<T extends Record<string, (...args: never[]) => unknown>>(api: T): T {
  const wrapped: Record<string, unknown> = {}
  for (const [name, fn] of Object.entries(api)) {
    wrapped[name] = async (input: unknown, progress?: RemoteProgress) => {
      const report = progress ? throttle((p: Parameters<ProgressFn>[0]) => void progress(p), PROGRESS_INTERVAL_MS) : undefined
      try {
        return await (fn as (i: unknown, p?: ProgressFn) => unknown)(input, report)
      } finally {
        report?.cancel()
        progress?.[Comlink.releaseProxy]?.()
      }
    }
  }
  return wrapped as T
}

/** Exposes an engine on the worker's global scope (or on a given endpoint, for tests). */
export function exposeEngine<T extends Record<string, (...args: never[]) => unknown>>(api: T, endpoint?: Comlink.Endpoint) {
  Comlink.expose(wrapEngine(api), endpoint)
}

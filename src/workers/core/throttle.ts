/**
 * Calls `fn` at most once every `intervalMs`; the first call goes through at once, a call after the
 * interval goes through at once, and the latest call within a window is delivered at its end (by a
 * timer, or by the next call past the interval, whichever comes first).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, intervalMs: number, now = () => Date.now()) {
  let last = -Infinity
  let pending: A | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    timer = null
    if (pending) {
      last = now()
      const args = pending
      pending = null
      fn(...args)
    }
  }
  const throttled = (...args: A) => {
    const t = now()
    // Deliver straight away once the interval has passed, even with a timer pending: a loop fed by
    // already-resolved promises (a cached file stream) never lets timers run, and its progress
    // would otherwise be held back until it ends.
    if (t - last >= intervalMs) {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      last = t
      fn(...args)
    } else {
      pending = args
      timer ??= setTimeout(flush, Math.max(0, intervalMs - (t - last)))
    }
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  throttled.flush = () => {
    if (timer) clearTimeout(timer)
    flush()
  }
  return throttled
}

/**
 * Calls `fn` at most once every `intervalMs`; the first call goes through at once and the latest
 * call within a window is delivered at its end, so the final figure is never lost.
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
    if (t - last >= intervalMs && !timer) {
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

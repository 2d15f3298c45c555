import { describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  it('passes the first call, then at most one per interval, and delivers the last one', () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const t = throttle((n: number) => calls.push(n), 100)
    for (let i = 1; i <= 50; i++) {
      t(i)
      vi.advanceTimersByTime(10)
    }
    vi.advanceTimersByTime(200)
    vi.useRealTimers()
    expect(calls[0]).toBe(1)
    expect(calls.at(-1)).toBe(50)
    expect(calls.length).toBeLessThanOrEqual(7)
    expect(calls.length).toBeGreaterThanOrEqual(5)
  })
})

describe('throttle without timers', () => {
  it('keeps delivering when the caller never yields to the timer queue (a cached stream)', () => {
    let clock = 0
    const calls: number[] = []
    const t = throttle((n: number) => calls.push(n), 100, () => clock)
    // 50 calls, 10 ms apart, with no timer ever firing in between.
    for (let i = 1; i <= 50; i++) {
      t(i)
      clock += 10
    }
    t.cancel()
    expect(calls[0]).toBe(1)
    expect(calls.length).toBeGreaterThanOrEqual(4)
    expect(calls.length).toBeLessThanOrEqual(6)
    expect(calls).toEqual([...calls].sort((a, b) => a - b))
  })
})

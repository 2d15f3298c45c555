import { useEffect, useRef, useState } from 'react'

/**
 * Live frame-gap meter: every requestAnimationFrame callback is stamped; four times a second the
 * meter shows the longest gap between two frames (or between the last frame and now) within the
 * last second, and the longest gap since `resetKey` last changed (the job in progress). An idle
 * page at 60 Hz shows about 17 ms; a page the main thread blocks shows the block's length once it
 * can paint again.
 */
export function useFrameGaps(resetKey: unknown) {
  const [lastSecond, setLastSecond] = useState(0)
  const [sinceReset, setSinceReset] = useState(0)
  const stamps = useRef<number[]>([])
  const peak = useRef(0)

  useEffect(() => {
    peak.current = 0
    setSinceReset(0)
  }, [resetKey])

  useEffect(() => {
    let raf = 0
    const tick = (t: number) => {
      const s = stamps.current
      const prev = s[s.length - 1]
      if (prev !== undefined) peak.current = Math.max(peak.current, t - prev)
      s.push(t)
      while (s.length > 0 && s[0]! < t - 1500) s.shift()
      raf = requestAnimationFrame(tick)
    }
    raf = requestAnimationFrame(tick)
    const timer = setInterval(() => {
      const now = performance.now()
      const s = stamps.current
      let gap = 0
      for (let i = 1; i < s.length; i++) if (s[i]! >= now - 1000) gap = Math.max(gap, s[i]! - s[i - 1]!)
      const last = s[s.length - 1]
      if (last !== undefined) gap = Math.max(gap, now - last)
      setLastSecond(gap)
      setSinceReset(Math.max(peak.current, last !== undefined ? now - last : 0))
    }, 250)
    return () => {
      cancelAnimationFrame(raf)
      clearInterval(timer)
    }
  }, [])

  return { lastSecond, sinceReset }
}

const level = (ms: number) => (ms > 50 ? 'stall' : ms > 25 ? 'slow' : 'smooth')

export function FrameMeter({ lastSecond, sinceReset, running }: { lastSecond: number; sinceReset: number; running: boolean }) {
  const l = level(lastSecond)
  // A 0-200 ms scale: 17 ms (60 Hz) sits near the left, a 50 ms long task at a quarter.
  const width = `${Math.min(100, (lastSecond / 200) * 100)}%`
  return (
    <section aria-labelledby="frame-meter-heading" className="rounded-lg border border-border bg-surface p-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="frame-meter-heading" className="text-sm font-medium">
          Frame gap, live
        </h2>
        <span className="text-xs text-muted-foreground">idle page ≈ 17 ms</span>
      </div>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="shrink-0 whitespace-nowrap font-mono text-2xl font-semibold tabular-nums" data-testid="frame-gap-now">
          {Math.round(lastSecond)} ms
        </span>
        <span className="text-xs text-muted-foreground">longest in the last second ({l === 'stall' ? 'the page froze' : l === 'slow' ? 'some frames dropped' : 'smooth'})</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className={l === 'stall' ? 'h-full rounded-full bg-destructive' : l === 'slow' ? 'h-full rounded-full bg-warning' : 'h-full rounded-full bg-success'}
          style={{ width }}
        />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {running ? (
          <>
            This job so far: <span className="font-mono tabular-nums text-foreground">{Math.round(sinceReset)} ms</span>
          </>
        ) : (
          'Run a benchmark to see the gap of each job.'
        )}
      </p>
    </section>
  )
}

/**
 * Times one job and watches the main thread while it runs: every requestAnimationFrame callback is
 * stamped, so the longest gap between two of them (or between the job's start or end and the
 * nearest frame) is the longest time the page could not paint; a PerformanceObserver adds up the
 * 'longtask' entries (tasks over 50 ms) that overlap the job.
 */
export type Figures = {
  /** Wall time of the job as the page sees it (posting, working, receiving the result). */
  ms: number
  /** Longest time without a frame callback while the job ran. */
  maxGapMs: number
  /** Frame callbacks while the job ran. */
  frames: number
  /** Total duration of long tasks (over 50 ms) overlapping the job, clipped to it. */
  longTaskMs: number
  longTasks: number
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function measure<T>(job: () => Promise<T> | T): Promise<Figures & { value: T }> {
  // Start on a fresh frame so an earlier frame's work does not count against the job.
  await nextFrame()
  const stamps: number[] = []
  let running = true
  const tick = () => {
    stamps.push(performance.now())
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  const tasks: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
  observer.observe({ type: 'longtask' })

  const t0 = performance.now()
  const value = await job()
  const t1 = performance.now()
  running = false

  // A long task is reported after it ends: give the observer a frame and a moment to deliver.
  await nextFrame()
  await sleep(30)
  tasks.push(...observer.takeRecords())
  observer.disconnect()

  const inside = stamps.filter((t) => t > t0 && t < t1)
  const points = [t0, ...inside, t1]
  let maxGapMs = 0
  for (let i = 1; i < points.length; i++) maxGapMs = Math.max(maxGapMs, points[i]! - points[i - 1]!)
  let longTaskMs = 0
  let longTasks = 0
  for (const e of tasks) {
    const overlap = Math.min(e.startTime + e.duration, t1) - Math.max(e.startTime, t0)
    if (overlap > 0) {
      longTaskMs += overlap
      longTasks++
    }
  }
  return { ms: t1 - t0, maxGapMs, frames: inside.length, longTaskMs, longTasks, value }
}

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { TaskRunner, type TaskFn, type TaskState } from './task-runner'

export type WorkerTask<I, R> = TaskState<R> & {
  /** Runs now (a button's job); supersedes whatever is running. */
  run: (input: I) => Promise<R | undefined>
  cancel: () => void
  reset: () => void
}

/**
 * Runs worker jobs for a screen. With `auto`, every change of `input` schedules a job after
 * `debounceMs` (as-you-type tools); without it, jobs start only through `run` (button tools).
 * Either way a newer job cancels the older one, stale results are dropped, and unmounting the
 * screen cancels whatever is running.
 */
export function useWorkerTask<I, R>(
  fn: TaskFn<I, R>,
  options: { auto?: { input: I; debounceMs?: number; enabled?: boolean } } = {},
): WorkerTask<I, R> {
  const [runner] = useState(() => new TaskRunner<I, R>(fn))
  const fnRef = useRef(fn)
  useEffect(() => {
    fnRef.current = fn
    runner.setFn((input, ctx) => fnRef.current(input, ctx))
  })
  useEffect(() => () => runner.dispose(), [runner])
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState)

  const auto = options.auto
  const autoInput = auto?.input
  const enabled = auto ? auto.enabled !== false : false
  const delay = auto?.debounceMs ?? 200
  useEffect(() => {
    if (!enabled) return
    runner.schedule(autoInput as I, delay)
  }, [runner, autoInput, enabled, delay])

  return {
    ...state,
    run: (input: I) => runner.run(input),
    cancel: () => runner.cancel(),
    reset: () => runner.reset(),
  }
}

import { createWorkerClient, isAbortError, WorkerCrashError } from '../core/create-worker-client'
import type { ScriptApi } from './script.impl'
import { DEFAULT_DEADLINE_MS, emptyOutcome, type ScriptJob, type ScriptOutcome } from './script.types'

/** The one `script` worker (D12); a run that does not answer in time gets it terminated. */
export const scriptClient = createWorkerClient<ScriptApi>(
  () => new Worker(new URL('./script.worker.ts', import.meta.url), { type: 'module', name: 'script' }),
)

/** Time the worker gets beyond the script's deadline before it is terminated: warm, and cold (loading QuickJS). */
export const GRACE_MS = 1500
export const COLD_GRACE_MS = 8000
let warm = false

/**
 * Runs a script in the sandbox and always resolves with an outcome, except when the caller's own
 * signal cancels it (then it rejects with that AbortError). The QuickJS deadline stops a runaway
 * script inside the worker; should the worker itself not answer by deadline + grace, it is
 * terminated and the outcome says the script was stopped.
 */
export async function runSandboxed(job: ScriptJob, signal?: AbortSignal, graceMs = warm ? GRACE_MS : COLD_GRACE_MS): Promise<ScriptOutcome> {
  const deadlineMs = job.deadlineMs ?? DEFAULT_DEADLINE_MS
  const limit = AbortSignal.timeout(deadlineMs + graceMs)
  const started = performance.now()
  try {
    const outcome = await scriptClient.run('run', job, { signal: signal ? AbortSignal.any([signal, limit]) : limit })
    warm = true
    return outcome
  } catch (e) {
    warm = false
    if (signal?.aborted) throw e
    const durationMs = Math.round(performance.now() - started)
    if (limit.aborted && isAbortError(e)) return emptyOutcome(job, `The script did not finish within ${deadlineMs / 1000} s; its sandbox was stopped`, true, durationMs)
    if (e instanceof WorkerCrashError) return emptyOutcome(job, `The script sandbox failed: ${e.message}`, false, durationMs)
    return emptyOutcome(job, `The script sandbox failed: ${e instanceof Error ? e.message : String(e)}`, false, durationMs)
  }
}

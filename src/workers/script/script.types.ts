/**
 * The `script` engine's data (D12): what goes into a sandboxed run and what comes out. Kept apart
 * from the engine so the page can use these types and limits without loading QuickJS.
 */
export type Pair = [string, string]

/** The request as a script sees it (pm.request). `mode` follows Postman's body modes. */
export type ScriptBody = { mode: string; raw: string; urlencoded: Pair[]; formdata: Pair[] }
export type ScriptRequest = { method: string; url: string; headers: Pair[]; body: ScriptBody }

/** The response as a test script sees it (pm.response): `code` is the number, `status` the reason text. */
export type ScriptResponse = { code: number; status: string; headers: Pair[]; body: string; responseTime: number; responseSize: number }

export type ScriptKind = 'pre-request' | 'test'

export type ScriptJob = {
  kind: ScriptKind
  code: string
  request: ScriptRequest
  response?: ScriptResponse
  environment: Pair[]
  /** Interrupt deadline (default DEFAULT_DEADLINE_MS). */
  deadlineMs?: number
}

export type TestResult = { name: string; passed: boolean; error: string | null }
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error'
export type ConsoleLine = { level: ConsoleLevel; text: string }

export type ScriptOutcome = {
  /** What went wrong (a thrown error, a time-out, the memory limit), or null. */
  error: string | null
  timedOut: boolean
  /** The request after the script: changed as the script left it, else as given. */
  request: ScriptRequest
  environment: Pair[]
  tests: TestResult[]
  console: ConsoleLine[]
  durationMs: number
}

export const DEFAULT_DEADLINE_MS = 2000
/** What a script may allocate. */
export const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024

/** The outcome of a run that produced nothing: the request and environment as they were given. */
export function emptyOutcome(job: Pick<ScriptJob, 'request' | 'environment'>, error: string | null, timedOut = false, durationMs = 0): ScriptOutcome {
  return { error, timedOut, request: job.request, environment: job.environment, tests: [], console: [], durationMs }
}

/**
 * The `script` engine (D12): runs a REST Client pre-request or test script inside a QuickJS
 * WebAssembly sandbox. Each run gets a fresh runtime and context with a memory limit, a stack limit
 * and an interrupt deadline; the script sees only the `pm` API, `console`, `atob` and `btoa` that
 * the prelude defines from the JSON it is given. There is no host function at all: no network,
 * storage, DOM or page global can be reached from inside.
 */
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSWASMModule } from 'quickjs-emscripten-core'
import baseVariant from '@jitl/quickjs-singlefile-browser-release-sync'
import { PRELUDE } from './script.prelude'
import { DEFAULT_DEADLINE_MS, emptyOutcome, MEMORY_LIMIT_BYTES, type ConsoleLevel, type ConsoleLine, type Pair, type ScriptJob, type ScriptKind, type ScriptOutcome, type ScriptRequest, type TestResult } from './script.types'

/** The WebAssembly heap QuickJS starts with (emscripten's default initial memory). */
const BASE_HEAP_BYTES = 16 * 1024 * 1024
const PAGE = 64 * 1024
/** QuickJS's own stack limit; well under the host's, so deep recursion ends in a catchable error. */
export const STACK_LIMIT = 256 * 1024
/** The time the engine allows itself to read the results back after the script. */
const COLLECT_MS = 250
export const CONSOLE_LIMITS = { consoleLines: 500, consoleChars: 10_000 }

const FILE_NAMES: Record<ScriptKind, string> = { 'pre-request': 'pre-request.js', test: 'tests.js' }

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * The memory limit is enforced by the WebAssembly memory itself: QuickJS gets a heap that cannot grow
 * past its base plus MEMORY_LIMIT_BYTES, so an allocation beyond it fails inside the sandbox with
 * 'out of memory'. (QuickJS's own malloc limit is also set, but in this build it counts allocations
 * rather than their size, so it alone would let a few big arrays through.)
 */
const variant = newVariant(baseVariant, {
  wasmMemory: async () => new WebAssembly.Memory({ initial: BASE_HEAP_BYTES / PAGE, maximum: (BASE_HEAP_BYTES + MEMORY_LIMIT_BYTES) / PAGE }),
})

let modulePromise: Promise<QuickJSWASMModule> | null = null
/** The QuickJS module is loaded on the first run and kept warm for the next ones. */
function loadModule(): Promise<QuickJSWASMModule> {
  modulePromise ??= newQuickJSWASMModuleFromVariant(variant).catch((e: unknown) => {
    modulePromise = null
    throw e
  })
  return modulePromise
}

type Dumped = { name?: unknown; message?: unknown; stack?: unknown } | string | number | boolean | null | undefined

/** A thrown value as one line: "TypeError: x is not a function (line 3)". */
export function describeError(dumped: Dumped, fileName: string, deadlineMs: number): { message: string; timedOut: boolean } {
  if (dumped && typeof dumped === 'object') {
    const name = typeof dumped.name === 'string' ? dumped.name : 'Error'
    const message = typeof dumped.message === 'string' ? dumped.message : String(dumped.message ?? '')
    if (name === 'InternalError' && message === 'interrupted') return { message: `The script ran longer than ${formatSeconds(deadlineMs)} and was stopped`, timedOut: true }
    if (name === 'InternalError' && (message === 'out of memory' || message === 'string too long')) {
      return { message: `The script used more than ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory and was stopped`, timedOut: false }
    }
    const stack = typeof dumped.stack === 'string' ? dumped.stack : ''
    const at = new RegExp(`\\b${fileName.replace('.', '\\.')}:(\\d+)`).exec(stack)
    const where = at ? ` (line ${at[1]})` : ''
    if (name === 'InternalError' && message === 'stack overflow') return { message: `Stack overflow: the script recursed too deeply${where}`, timedOut: false }
    return { message: `${name}: ${message}${where}`, timedOut: false }
  }
  return { message: `Uncaught ${typeof dumped === 'string' ? `'${dumped}'` : String(dumped)}`, timedOut: false }
}

const formatSeconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`)

const isPair = (p: unknown): p is Pair => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string'
const pairs = (v: unknown): Pair[] => (Array.isArray(v) ? v.filter(isPair).map(([k, val]) => [k, val] as Pair) : [])
const LEVELS = new Set<ConsoleLevel>(['log', 'info', 'warn', 'error'])

/** Reads the JSON the sandbox's collect() returned; anything malformed falls back to what was given. */
export function readCollected(json: string, job: Pick<ScriptJob, 'request' | 'environment'>): Omit<ScriptOutcome, 'error' | 'timedOut' | 'durationMs'> {
  const parsed = JSON.parse(json) as Record<string, unknown>
  const r = (parsed.request ?? {}) as Record<string, unknown>
  const b = (r.body ?? {}) as Record<string, unknown>
  const given = job.request
  const request: ScriptRequest = {
    method: typeof r.method === 'string' ? r.method : given.method,
    url: typeof r.url === 'string' ? r.url : given.url,
    headers: Array.isArray(r.headers) ? pairs(r.headers) : given.headers,
    body: {
      mode: typeof b.mode === 'string' ? b.mode : given.body.mode,
      raw: typeof b.raw === 'string' ? b.raw : given.body.raw,
      urlencoded: Array.isArray(b.urlencoded) ? pairs(b.urlencoded) : given.body.urlencoded,
      formdata: Array.isArray(b.formdata) ? pairs(b.formdata) : given.body.formdata,
    },
  }
  const tests: TestResult[] = Array.isArray(parsed.tests)
    ? parsed.tests
        .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
        .map((t) => ({ name: String(t.name ?? ''), passed: t.passed === true, error: typeof t.error === 'string' ? t.error : null }))
    : []
  const consoleLines: ConsoleLine[] = Array.isArray(parsed.console)
    ? parsed.console
        .filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null)
        .map((l) => ({ level: LEVELS.has(l.level as ConsoleLevel) ? (l.level as ConsoleLevel) : 'log', text: String(l.text ?? '') }))
    : []
  return { request, environment: Array.isArray(parsed.environment) ? pairs(parsed.environment) : job.environment, tests, console: consoleLines }
}

/** Runs one script in a fresh sandbox. Never throws for anything the script does. */
export async function runScript(job: ScriptJob): Promise<ScriptOutcome> {
  const deadlineMs = job.deadlineMs ?? DEFAULT_DEADLINE_MS
  const fileName = FILE_NAMES[job.kind]
  let mod: QuickJSWASMModule
  try {
    mod = await loadModule()
  } catch (e) {
    return emptyOutcome(job, `The script sandbox could not start: ${e instanceof Error ? e.message : String(e)}`)
  }
  const started = now()
  const elapsed = () => Math.round(now() - started)
  const runtime = mod.newRuntime()
  let context: QuickJSContext | null = null
  const handles: QuickJSHandle[] = []
  try {
    runtime.setMemoryLimit(MEMORY_LIMIT_BYTES)
    runtime.setMaxStackSize(STACK_LIMIT)
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + deadlineMs))
    const ctx = (context = runtime.newContext())
    const keep = (h: QuickJSHandle) => (handles.push(h), h)

    const prelude = keep(ctx.unwrapResult(ctx.evalCode(PRELUDE, 'sandbox-prelude.js')))
    const input = keep(ctx.newString(JSON.stringify({ kind: job.kind, request: job.request, response: job.response ?? null, environment: job.environment, limits: CONSOLE_LIMITS })))
    const collect = keep(ctx.unwrapResult(ctx.callFunction(prelude, ctx.undefined, input)))

    let error: string | null = null
    let timedOut = false
    const fail = (h: QuickJSHandle) => {
      const d = describeError(ctx.dump(h) as Dumped, fileName, deadlineMs)
      h.dispose()
      error = d.message
      timedOut = d.timedOut
    }
    const result = ctx.evalCode(job.code, fileName)
    if (result.error) fail(result.error)
    else {
      result.value.dispose()
      // Promise callbacks (async tests) run within the same deadline.
      const jobs = runtime.executePendingJobs()
      if (jobs.error) fail(jobs.error)
    }

    // Read back what the script left, within a fresh short deadline (the first may have passed).
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + COLLECT_MS))
    const collected = ctx.callFunction(collect, ctx.undefined)
    if (collected.error) {
      const d = describeError(ctx.dump(collected.error) as Dumped, fileName, deadlineMs)
      collected.error.dispose()
      return emptyOutcome(job, error ?? `The script's results could not be read: ${d.message}`, timedOut, elapsed())
    }
    const json = ctx.getString(collected.value)
    collected.value.dispose()
    return { ...readCollected(json, job), error, timedOut, durationMs: elapsed() }
  } catch (e) {
    // A failure of the engine itself (not of the script): start from a fresh module next time.
    modulePromise = null
    return emptyOutcome(job, `The script sandbox failed: ${e instanceof Error ? e.message : String(e)}`, false, elapsed())
  } finally {
    try {
      for (const h of handles) if (h.alive) h.dispose()
      context?.dispose()
      runtime.dispose()
    } catch {
      modulePromise = null
    }
  }
}

export const scriptApi = { run: runScript }
export type ScriptApi = typeof scriptApi

import type { Jq } from 'jq-wasm'

/**
 * jq itself, compiled to WebAssembly: jq-wasm 3.0.0's Emscripten build of jq 1.8.2 (with
 * Oniguruma for test/match/sub, and decNumber, so a number the program does not compute with
 * keeps its digits: 12345678901234567890 and 1.0 stay as written; 1e1000 comes out as 1E+1000).
 * The wasm is jq-wasm's own `jq.wasm` file, which the app emits as an asset (jq-wasm-url.ts; the
 * service worker precaches it) and compiles streamed; the glue (jq-wasm's JavaScript) uses no
 * eval / new Function (the page's CSP allows only 'wasm-unsafe-eval').
 *
 * Each run is jq's own command line (`jq -M -c -- <program> /dev/stdin`, see query.impl.ts)
 * through jq-wasm's `raw()`, which calls the module's `callMain` and puts the C stack pointer back
 * afterwards (jq leaves main through `exit()`: without that each run leaked its stack frames and
 * the module crashed after about 300 runs; `run` checks it too). jq-wasm's own stdin and stdout
 * are not used: its `instantiateWasm` option hands us the module's imports before instantiation,
 * and the file-system ones are wrapped, so that
 * - the input file (`/dev/stdin`, opened by name: a fresh stream per run, so a `halt` leaves
 *   nothing behind) is read straight from the bytes the worker holds, with no copy per query;
 * - stdout and stderr are collected apart and untrimmed, with the exit status, and stdout stops
 *   jq past `maxOutputBytes` (jq-wasm's own stdout grows until memory runs out on a runaway
 *   `repeat`);
 * - jq closing its standard streams leaves them open for the next run.
 * Never coloured: `-M` (and stdout is not a terminal). This build's stdout is line-buffered (a
 * write per result), so output is gathered in one growing buffer.
 * Each run also gets a bigger C stack than the build's own (STACK_BYTES, below), and a run that
 * reaches its end is a crash. A trap (out of memory, a failed assertion, too deep a recursion) is
 * a JqCrashError; after it, or a cut output, the next `getJq()` instantiates a fresh module from
 * the compiled one (a few milliseconds).
 * The import and export names ("d" for fd_write, ...) are those of this build, minified and fixed
 * in its wasm file: `load` refuses a build where the first runs do not show each doing its job.
 */

/** One run of the jq command line: its exit status and everything it wrote. */
export type JqRun = {
  exitCode: number
  stdout: string
  stderr: string
  /** Output passed `maxOutputBytes`: jq was stopped there (the module with it) and `stdout` ends at the last whole line. */
  outputCut: boolean
}

export type JqRunOptions = {
  /** Where jq is stopped (default MAX_OUTPUT_BYTES): a runaway `repeat` fills memory otherwise. */
  maxOutputBytes?: number
}

/** jq stopped with an internal error (out of memory, a failed assertion, a stack overflow); what it wrote before is kept. */
export class JqCrashError extends Error {
  constructor(
    message: string,
    readonly stdout = '',
    readonly stderr = '',
  ) {
    super(message)
    this.name = 'JqCrashError'
  }
}

export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
/** The path the program reads its input from (jq-wasm names it last on the command line). */
export const INPUT_PATH = '/dev/stdin'
/** `jq --version` of the build the import names below are for. */
export const JQ_VERSION = 'jq-1.8.2'

/** Where the compiled jq.wasm comes from: fetched in the worker (jq-wasm-url.ts), read from disk in the tests. */
export type JqWasmSource = () => Promise<WebAssembly.Module>

type ImportFn = (...args: number[]) => number

/** Import names of jq-wasm 3.0.0-jq-1.8.2's build (its glue's `wasmImports`). */
const IMPORT = { fdWrite: 'd', fdRead: 'h', fdClose: 'c', openat: 'f' } as const
/** Export names: `_emscripten_stack_restore`, `_emscripten_stack_alloc`, `emscripten_stack_get_current`. */
const EXPORT = { stackRestore: 'J', stackAlloc: 'K', stackGet: 'L' } as const
/**
 * The C stack each run gets, taken from the bottom of the heap. The build's own stack (below the
 * heap, above jq's static data) is too small for jq 1.8's nesting limits (10,000 levels): jq's
 * printer takes about 1.6 KB of it per level, `setpath` 1.2 KB, so a 700-deep document ran past its
 * end into jq's static data, silently (a wrong result, or a crash some runs later). 16 MB holds
 * 10,000 levels of either. The engine's own call stack (V8's, about 1 MB, less in a browser's
 * worker) runs out first, at a few thousand levels: a RangeError, a clean crash.
 */
export const STACK_BYTES = 16 * 1024 * 1024
/** Written at the far end of that stack and checked after every run: a run that reached it is a crash. */
const CANARY = [0x6a712d31, 0x2e382e32, 0x73746163, 0x6b656e64]

class OutputLimit extends Error {}

/** Bytes written to a stream, in one growing buffer (this build's stdout is line-buffered: a write per result). */
class Sink {
  private bytes = new Uint8Array(4096)
  length = 0
  push(from: Uint8Array): void {
    if (this.length + from.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + from.length))
      grown.set(this.bytes.subarray(0, this.length))
      this.bytes = grown
    }
    this.bytes.set(from, this.length)
    this.length += from.length
  }
  text(): string {
    return decoder.decode(this.bytes.subarray(0, this.length))
  }
}

/** What one run reads and writes; replaced at the start of every run. */
class RunIo {
  readonly inputFds = new Map<number, number>()
  readonly out = new Sink()
  readonly err = new Sink()
  lastFd: number | undefined
  constructor(
    readonly input: Uint8Array,
    readonly maxOutputBytes: number,
  ) {}
}

/** How often each wrapped import did its job since the module was loaded (the load-time check, and the tests). */
export type ImportUse = { openedInput: number; readInput: number; closedInput: number; stdoutWrites: number; stderrWrites: number }
const noUse = (): ImportUse => ({ openedInput: 0, readInput: 0, closedInput: 0, stdoutWrites: 0, stderrWrites: 0 })

const decoder = new TextDecoder()

const EMPTY = new Uint8Array(0)

/** A loaded jq module, with its I/O redirected. Dead after a crash or a cut output: load another one. */
export class JqRuntime {
  private io = new RunIo(EMPTY, MAX_OUTPUT_BYTES)
  private memory: WebAssembly.Memory | null = null
  private stack: { get: () => number; restore: (sp: number) => void; alloc: (size: number) => number } | null = null
  /** Where each run's stack starts (it grows down to `heapBase`), and the address of the heap's break (sbrk's pointer). */
  private stackTop = 0
  private heapBase = 0
  private breakAt = 0
  private handle: Jq | null = null
  private closeFd: ImportFn | null = null
  /** Counts of each wrapped import doing its job, since the module was loaded. */
  readonly used: ImportUse = noUse()
  dead = false

  /** Wraps the imports the module is about to be instantiated with (see the file comment). */
  hook(imports: Record<string, ImportFn>): void {
    const missing = Object.values(IMPORT).filter((name) => typeof imports[name] !== 'function')
    if (missing.length) throw new Error(`jq-wasm's module has no import ${missing.join(', ')}: not the build the query engine was written for`)
    const real = { ...imports } as Record<string, ImportFn>
    const used = this.used
    const mem = () => new DataView(this.memory!.buffer)
    const cString = (ptr: number) => {
      const bytes = new Uint8Array(this.memory!.buffer)
      let end = ptr
      while (bytes[end] !== 0 && end - ptr < 4096) end++
      return decoder.decode(bytes.subarray(ptr, end))
    }
    imports[IMPORT.openat] = (dirfd, pathPtr, flags, varargs) => {
      const fd = real[IMPORT.openat]!(dirfd!, pathPtr!, flags!, varargs!)
      if (fd >= 0 && cString(pathPtr!) === INPUT_PATH) {
        this.io.inputFds.set(fd, 0)
        this.io.lastFd = fd
        used.openedInput++
      }
      return fd
    }
    imports[IMPORT.fdRead] = (fd, iov, iovcnt, pnum) => {
      const io = this.io
      const pos = io.inputFds.get(fd!)
      if (pos === undefined) return real[IMPORT.fdRead]!(fd!, iov!, iovcnt!, pnum!)
      used.readInput++
      const view = mem()
      let at = pos
      for (let i = 0; i < iovcnt!; i++) {
        const ptr = view.getUint32(iov! + i * 8, true)
        const len = view.getUint32(iov! + i * 8 + 4, true)
        const take = Math.min(len, io.input.length - at)
        new Uint8Array(this.memory!.buffer, ptr, take).set(io.input.subarray(at, at + take))
        at += take
        if (take < len) break
      }
      io.inputFds.set(fd!, at)
      view.setUint32(pnum!, at - pos, true)
      return 0
    }
    imports[IMPORT.fdWrite] = (fd, iov, iovcnt, pnum) => {
      if (fd !== 1 && fd !== 2) return real[IMPORT.fdWrite]!(fd!, iov!, iovcnt!, pnum!)
      const io = this.io
      const sink = fd === 1 ? io.out : io.err
      const view = mem()
      let written = 0
      for (let i = 0; i < iovcnt!; i++) {
        const ptr = view.getUint32(iov! + i * 8, true)
        const len = view.getUint32(iov! + i * 8 + 4, true)
        if (len === 0) continue
        sink.push(new Uint8Array(this.memory!.buffer, ptr, len))
        written += len
      }
      if (fd === 1) used.stdoutWrites++
      else used.stderrWrites++
      view.setUint32(pnum!, written, true)
      if (fd === 1 && io.out.length > io.maxOutputBytes) throw new OutputLimit()
      return 0
    }
    this.closeFd = real[IMPORT.fdClose]!
    // The standard streams stay open for the next run, whatever jq does with them at its end.
    imports[IMPORT.fdClose] = (fd) => {
      if (fd! <= 2) return 0
      if (this.io.inputFds.delete(fd!)) used.closedInput++
      return real[IMPORT.fdClose]!(fd!)
    }
  }

  attach(instance: WebAssembly.Instance): void {
    const exports = instance.exports
    this.memory = Object.values(exports).find((e): e is WebAssembly.Memory => e instanceof WebAssembly.Memory) ?? null
    const fn = (name: string) => {
      const f = exports[name]
      if (typeof f !== 'function') throw new Error(`jq-wasm's module has no export ${name}: not the build the query engine was written for`)
      return f as (...args: number[]) => number
    }
    const [get, restore, alloc] = [fn(EXPORT.stackGet), fn(EXPORT.stackRestore), fn(EXPORT.stackAlloc)]
    this.stack = { get: () => get(), restore: (sp) => void restore(sp), alloc: (size) => alloc(size) }
    this.moveStack()
  }

  /**
   * Before any of jq's code has run: moves the heap up by STACK_BYTES and gives that room to the
   * runs' stack (see STACK_BYTES). The linker put the heap right above the stack, so the heap's
   * break (sbrk's pointer, in the static data) still holds the stack pointer's first value: it must
   * be the one word below that does.
   */
  private moveStack(): void {
    const memory = this.memory!
    const heapBase = this.stack!.get()
    const words = new Uint32Array(memory.buffer, 0, heapBase >>> 2)
    const found: number[] = []
    for (let i = 0; i < words.length; i++) if (words[i] === heapBase) found.push(i * 4)
    if (found.length !== 1) throw new Error(`jq-wasm's module: ${found.length} words hold the heap's start, expected 1 (the heap's break): not the build the query engine was written for`)
    const top = heapBase + STACK_BYTES
    if (top > memory.buffer.byteLength) memory.grow(Math.ceil((top - memory.buffer.byteLength) / 65536))
    new Uint32Array(memory.buffer)[found[0]! >>> 2] = top
    this.heapBase = heapBase
    this.stackTop = top
    this.breakAt = found[0]!
    new Uint32Array(memory.buffer, heapBase, CANARY.length).set(CANARY)
  }

  /** The heap's break, as sbrk keeps it (for the load-time check: the heap grows above the runs' stack). */
  heapBreak(): number {
    return new Uint32Array(this.memory!.buffer)[this.breakAt >>> 2]!
  }

  /** The runs' stack: [heapBase, stackTop). */
  stackRegion(): { bottom: number; top: number } {
    return { bottom: this.heapBase, top: this.stackTop }
  }

  private canaryIntact(): boolean {
    const words = new Uint32Array(this.memory!.buffer, this.heapBase, CANARY.length)
    return CANARY.every((w, i) => words[i] === w)
  }

  setHandle(handle: Jq): void {
    this.handle = handle
  }

  /** The C stack pointer (for the tests: it must be where it was after every run). */
  stackPointer(): number {
    return this.stack?.get() ?? -1
  }

  /** The file descriptor the last run read its input from (for the tests: halted runs must not use up descriptors). */
  lastInputFd(): number | undefined {
    return [...this.io.inputFds.keys()].at(-1) ?? this.io.lastFd
  }

  /** `jq --version`: "jq-1.8.2" for jq-wasm 3.0.0-jq-1.8.2. */
  version(): string {
    return this.run(['--version'], '', EMPTY).stdout.trim()
  }

  /**
   * Runs `jq -M <flags> <program> /dev/stdin` on `input` (end `flags` with "--" so a program
   * starting with "-" is the program). Throws JqCrashError when jq crashed.
   */
  run(flags: readonly string[], program: string, input: Uint8Array, options: JqRunOptions = {}): JqRun {
    const { handle, stack } = this
    if (this.dead || !handle || !stack) throw new JqCrashError('jq is not loaded')
    // A run that halted left its input file open: close it (the fd, not jq's FILE, which is a few bytes).
    for (const fd of this.io.inputFds.keys()) this.closeFd?.(fd)
    const io = (this.io = new RunIo(input, options.maxOutputBytes ?? MAX_OUTPUT_BYTES))
    const sp = stack.get()
    // In node, jq-wasm sets process.exitCode after each run (0, or Emscripten's exit status): not ours to change.
    const proc = (globalThis as { process?: { exitCode?: number | string } }).process
    const exitCodeBefore = proc?.exitCode
    let exitCode = -1
    let crash: unknown = null
    try {
      stack.restore(this.stackTop)
      // jq-wasm's own stdin gets '' (the input is read through the wrapped imports); -M: never coloured.
      exitCode = handle.raw('', program, ['-M', ...flags]).exitCode
    } catch (e) {
      crash = e
    } finally {
      if (proc) proc.exitCode = exitCodeBefore
      stack.restore(sp)
    }
    if (!this.canaryIntact()) crash ??= new Error('C stack overflow: the run reached the end of its stack')
    const outputCut = crash instanceof OutputLimit
    // A trap, or the output limit's exception, left the module mid-run: the run's heap never freed,
    // stdout's buffer half written (the next run would print its rest first). The next getJq() loads a fresh one.
    if (crash) this.dead = true
    let stdout = io.out.text()
    const stderr = io.err.text()
    // Only whole lines: the last one may have been cut in the middle.
    if (crash) stdout = stdout.slice(0, stdout.lastIndexOf('\n') + 1)
    if (crash && !outputCut) throw new JqCrashError(crash instanceof Error ? crash.message : String(crash), stdout, stderr)
    return { exitCode, stdout, stderr, outputCut }
  }

  /** The export names hold: allocating on the C stack moves the pointer, restoring puts it back. */
  checkStack(): boolean {
    const stack = this.stack
    if (!stack) return false
    const sp = stack.get()
    const p = stack.alloc(16)
    const moved = stack.get() === p && p <= sp - 16
    stack.restore(sp)
    return moved && stack.get() === sp
  }
}

let wasmSource: JqWasmSource | null = null
let compiled: Promise<WebAssembly.Module> | null = null

/** Says where jq.wasm comes from (the worker: fetched from the app; the tests: read from disk). */
export function setJqWasmSource(source: JqWasmSource): void {
  wasmSource = source
  compiled = null
}

const encoder = new TextEncoder()

async function load(): Promise<JqRuntime> {
  if (!wasmSource) throw new Error('jq.wasm has no source: call setJqWasmSource first (query.worker.ts does)')
  const source = wasmSource
  const module = await (compiled ??= source().catch((e: unknown) => {
    compiled = null
    throw e
  }))
  // jq-wasm's glue is a chunk of its own, fetched with the wasm on the first jq query (JSONPath needs neither).
  const { loadJq } = await import('jq-wasm')
  const runtime = new JqRuntime()
  runtime.setHandle(
    await loadJq({
      // The promise goes back to jq-wasm, which rejects loadJq when it rejects (a missing name, a failed instantiation).
      instantiateWasm: (imports, onSuccess) =>
        Promise.resolve().then(async () => {
          runtime.hook(imports.a as Record<string, ImportFn>)
          const instance = await WebAssembly.instantiate(module, imports)
          runtime.attach(instance)
          onSuccess(instance, module)
        }),
    }),
  )
  // The first runs check the names: the input opened by name, read and closed, stdout and stderr
  // captured apart with the exit status, the stack pointer back where it was, the heap above the
  // runs' stack, `jq --version`.
  const sp = runtime.stackPointer()
  const check = runtime.run(['-c', '--'], '.[0], (.[0].a | debug), .[1]', encoder.encode('[{"a":12345678901234567890}, 1.0]'))
  const expected = { exitCode: 0, stdout: '{"a":12345678901234567890}\n12345678901234567890\n1.0\n', stderr: '["DEBUG:",12345678901234567890]\n', outputCut: false }
  const version = runtime.version()
  const { used } = runtime
  const failed = [
    JSON.stringify(check) === JSON.stringify(expected) ? '' : `a first run gave ${JSON.stringify(check)}`,
    version === JQ_VERSION ? '' : `jq --version says ${JSON.stringify(version)}`,
    used.openedInput === 1 && used.readInput > 0 && used.closedInput === 1 && used.stdoutWrites > 0 && used.stderrWrites > 0 ? '' : `imports ${JSON.stringify(used)}`,
    runtime.stackPointer() === sp && runtime.checkStack() ? '' : 'stack exports',
    runtime.heapBreak() > runtime.stackRegion().top ? '' : `heap break ${runtime.heapBreak()}`,
  ].filter(Boolean)
  if (failed.length) throw new Error(`This jq-wasm build is not the one the query engine was written for (jq-wasm 3.0.0, ${JQ_VERSION}): ${failed.join('; ')}`)
  return runtime
}

let loading: Promise<JqRuntime> | null = null

/** The shared jq module, loaded on first use; after a crash or a cut output the next call loads a fresh one. */
export async function getJq(): Promise<JqRuntime> {
  for (;;) {
    const current = (loading ??= startLoading())
    const runtime = await current
    if (!runtime.dead) return runtime
    if (loading === current) loading = null
  }
}

function startLoading(): Promise<JqRuntime> {
  const next = load()
  next.catch(() => {
    if (loading === next) loading = null
  })
  return next
}

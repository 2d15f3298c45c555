/**
 * jq itself, compiled to WebAssembly: jq-wasm 1.0.1's Emscripten build of jq 1.7.1 (with
 * Oniguruma for test/match/sub, and decNumber, so numbers a program does not touch keep their
 * digits, written in decNumber's canonical form: 1e3 comes out as 1E+3). The wasm is embedded in
 * the script as base64, so it works offline once the script is cached, and the glue uses no
 * eval / new Function (the page's CSP allows only 'wasm-unsafe-eval').
 *
 * Each run is jq's own command line (`jq -M -c -- <program> /dev/stdin`, see query.impl.ts),
 * called through the module's `callMain`. jq-wasm's `raw()` wrapper is not used, for four reasons found by testing it:
 * - its stdin and stdout move one byte at a time, each copying the whole buffer (quadratic: a
 *   230 KB document took 22 s);
 * - it throws away stderr whenever there is output, so `1, error("x")` loses the error, and it
 *   never reads the exit status;
 * - jq leaves main through `exit()`, which unwinds past the stack pointer: each run leaks the C
 *   stack frames it had, and after about 300 runs the module crashes;
 * - a program that halts (`halt`, `halt_error`) leaves stdin at a sticky end of file, so every
 *   later run sees no input.
 * So the module's file-system imports are wrapped while it is instantiated (the glue offers no
 * other way in: `WebAssembly.instantiate` is wrapped for that one call): the input file's
 * reads come straight from a Uint8Array, stdout and stderr writes are collected in chunks, jq's
 * `fclose(stdout)` at the end of a run leaves the standard streams open, stdout is not a
 * terminal (fully buffered, never coloured), and the stack pointer is put back after each run.
 * The input is opened by name (`/dev/stdin`, a fresh stream per run) rather than read from fd 0,
 * which is what makes a halt harmless. The import names ("d" for fd_write, ...) are those of this
 * build; `load` checks them with a first run and refuses a build where they do not hold.
 */

/** One run of the jq command line: its exit status and everything it wrote. */
export type JqRun = {
  exitCode: number
  stdout: string
  stderr: string
  /** Output passed `maxOutputBytes`: jq was stopped there and `stdout` ends at the last whole line. */
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
/** The path the program reads its input from; any name the module's file system can open would do. */
export const INPUT_PATH = '/dev/stdin'

type ImportFn = (...args: number[]) => number
type JqModule = { callMain(args: string[]): number }
type Factory = (moduleArg?: object) => Promise<JqModule>

/** Emscripten's errno for "not a terminal" (its syscalls return -errno). */
const ENOTTY = 59
/** Import names of jq-wasm 1.0.1's build (see its `wasmImports`) and the export of `_emscripten_stack_alloc`. */
const IMPORT = { fdWrite: 'd', fdRead: 'g', fdClose: 'c', openat: 'f', ioctl: 'h' } as const
const STACK_ALLOC = 'J'

class OutputLimit extends Error {}

/** What one run reads and writes; replaced at the start of every run. */
class RunIo {
  readonly inputFds = new Map<number, number>()
  readonly out: Uint8Array[] = []
  readonly err: Uint8Array[] = []
  outBytes = 0
  lastFd: number | undefined
  constructor(
    readonly input: Uint8Array,
    readonly maxOutputBytes: number,
  ) {}
}

const decoder = new TextDecoder()
function joinText(chunks: Uint8Array[]): string {
  if (chunks.length === 1) return decoder.decode(chunks[0])
  let length = 0
  for (const c of chunks) length += c.length
  const all = new Uint8Array(length)
  let at = 0
  for (const c of chunks) {
    all.set(c, at)
    at += c.length
  }
  return decoder.decode(all)
}

/** A loaded jq module, with its I/O redirected. Dead after a crash: load another one. */
export class JqRuntime {
  private io = new RunIo(new Uint8Array(0), MAX_OUTPUT_BYTES)
  private memory: WebAssembly.Memory | null = null
  private stackAlloc: ((size: number) => number) | null = null
  private module: JqModule | null = null
  private closeFd: ImportFn | null = null
  dead = false

  /** Wraps the imports the module is about to be instantiated with (see the file comment). */
  hook(imports: Record<string, ImportFn>): void {
    const real = { ...imports }
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
      }
      return fd
    }
    imports[IMPORT.fdRead] = (fd, iov, iovcnt, pnum) => {
      const io = this.io
      const pos = io.inputFds.get(fd!)
      if (pos === undefined) return real[IMPORT.fdRead]!(fd!, iov!, iovcnt!, pnum!)
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
      const view = mem()
      let written = 0
      for (let i = 0; i < iovcnt!; i++) {
        const ptr = view.getUint32(iov! + i * 8, true)
        const len = view.getUint32(iov! + i * 8 + 4, true)
        if (len === 0) continue
        const chunk = new Uint8Array(this.memory!.buffer, ptr, len).slice()
        if (fd === 1) {
          io.out.push(chunk)
          io.outBytes += len
        } else io.err.push(chunk)
        written += len
      }
      view.setUint32(pnum!, written, true)
      if (fd === 1 && io.outBytes > io.maxOutputBytes) throw new OutputLimit()
      return 0
    }
    this.closeFd = real[IMPORT.fdClose]!
    // jq closes stdout at the end of every run; the next run needs it open.
    imports[IMPORT.fdClose] = (fd) => {
      if (fd! <= 2) return 0
      this.io.inputFds.delete(fd!)
      return real[IMPORT.fdClose]!(fd!)
    }
    // stdout is not a terminal: fully buffered (a line-buffered stdout was 2-4 times slower) and
    // never coloured.
    imports[IMPORT.ioctl] = (fd, op, varargs) => (fd === 1 ? -ENOTTY : real[IMPORT.ioctl]!(fd!, op!, varargs!))
  }

  attach(instance: WebAssembly.Instance): void {
    const exports = instance.exports
    this.memory = Object.values(exports).find((e): e is WebAssembly.Memory => e instanceof WebAssembly.Memory) ?? null
    this.stackAlloc = exports[STACK_ALLOC] as (size: number) => number
  }

  setModule(module: JqModule): void {
    this.module = module
  }

  /** The C stack pointer (for the tests: it must be where it was after every run). */
  stackPointer(): number {
    return this.stackAlloc?.(0) ?? -1
  }

  /** The file descriptor the last run read its input from (for the tests: halted runs must not use up descriptors). */
  lastInputFd(): number | undefined {
    return [...this.io.inputFds.keys()].at(-1) ?? this.io.lastFd
  }

  /** `jq --version`: "jq-1.7.1-dirty" for jq-wasm 1.0.1 (built from a patched tree, hence "dirty"). */
  version(): string {
    return this.run(['--version'], new Uint8Array(0)).stdout.trim()
  }

  /** Runs `jq <args>` on `input` (the program names INPUT_PATH as its file). Throws JqCrashError when jq crashed. */
  run(args: readonly string[], input: Uint8Array, options: JqRunOptions = {}): JqRun {
    if (this.dead || !this.module || !this.stackAlloc) throw new JqCrashError('jq is not loaded')
    // A run that halted left its input file open: close it (the fd, not jq's FILE, which is a few bytes).
    for (const fd of this.io.inputFds.keys()) this.closeFd?.(fd)
    const io = (this.io = new RunIo(input, options.maxOutputBytes ?? MAX_OUTPUT_BYTES))
    const stackAlloc = this.stackAlloc
    const sp = stackAlloc(0)
    // In node, Emscripten's exit sets process.exitCode (5 after a jq error): not ours to change.
    const proc = (globalThis as { process?: { exitCode?: number | string } }).process
    const exitCodeBefore = proc?.exitCode
    let exitCode = -1
    let crash: unknown = null
    try {
      exitCode = this.module.callMain([...args])
    } catch (e) {
      // A JS exception or a trap left the module mid-run (its heap and stdio in an unknown state).
      this.dead = true
      crash = e
    } finally {
      if (proc) proc.exitCode = exitCodeBefore
    }
    if (!this.dead) stackAlloc(stackAlloc(0) - sp) // negative size: the stack pointer goes back up
    let stdout = joinText(io.out)
    const stderr = joinText(io.err)
    const outputCut = crash instanceof OutputLimit
    // Only whole lines: the last one may have been cut in the middle.
    if (crash) stdout = stdout.slice(0, stdout.lastIndexOf('\n') + 1)
    if (crash && !outputCut) throw new JqCrashError(crash instanceof Error ? crash.message : String(crash), stdout, stderr)
    return { exitCode, stdout, stderr, outputCut }
  }
}

let loading: Promise<JqRuntime> | null = null

/** The module's instantiation, with `runtime` hooking its imports (the only way in: see the file comment). */
async function instantiate(factory: Factory, runtime: JqRuntime): Promise<void> {
  const real = WebAssembly.instantiate
  let hooked = false
  const patched = (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    const env = imports?.a as Record<string, ImportFn> | undefined
    if (hooked || !env || !(source instanceof Uint8Array || source instanceof ArrayBuffer) || typeof env[IMPORT.fdWrite] !== 'function') {
      return real.call(WebAssembly, source as BufferSource, imports)
    }
    hooked = true
    WebAssembly.instantiate = real
    runtime.hook(env)
    const fromBytes = real as (bytes: BufferSource, imports?: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource>
    return fromBytes.call(WebAssembly, source as BufferSource, imports).then((result) => {
      runtime.attach(result.instance)
      return result
    })
  }
  WebAssembly.instantiate = patched as typeof WebAssembly.instantiate
  try {
    runtime.setModule(await factory())
  } finally {
    WebAssembly.instantiate = real
  }
  if (!hooked) throw new Error('jq-wasm did not instantiate its WebAssembly module as expected')
}

const encoder = new TextEncoder()

async function load(): Promise<JqRuntime> {
  const mod = (await import('jq-wasm/dist/build/jq.js')) as unknown as { default: Factory | { default: Factory } }
  const factory = typeof mod.default === 'function' ? mod.default : mod.default.default
  const runtime = new JqRuntime()
  await instantiate(factory, runtime)
  // The first run checks the redirection: input read by name, output captured, stack restored.
  const check = runtime.run(['-M', '-c', '.[0]', INPUT_PATH], encoder.encode('[{"a":12345678901234567890}]'))
  if (check.exitCode !== 0 || check.stdout !== '{"a":12345678901234567890}\n') {
    throw new Error(`This jq-wasm build is not the one the query engine was written for (jq-wasm 1.0.1): ${JSON.stringify(check)}`)
  }
  return runtime
}

/** The shared jq module, loaded on first use; after a crash the next call loads a fresh one. */
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

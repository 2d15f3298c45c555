import { describe, expect, it } from 'vitest'
import { getJq, JqCrashError, JqRuntime, setJqWasmSource, STACK_BYTES } from './jq-runtime'
import { jqWasmFromDisk } from './jq-wasm-node'

setJqWasmSource(jqWasmFromDisk)

const encode = (text: string) => new TextEncoder().encode(text)
const FLAGS = ['-c', '--']
/** The module's memory, which the runtime keeps to itself (the canary test writes into it). */
const memoryOf = (jq: JqRuntime) => (jq as unknown as { memory: WebAssembly.Memory }).memory

describe('jq-runtime: jq-wasm’s jq 1.8.2, its I/O redirected', () => {
  it('is jq 1.8.2, one module reused, WebAssembly.instantiate left as it was', async () => {
    const before = WebAssembly.instantiate
    const jq = await getJq()
    expect(jq.version()).toBe('jq-1.8.2')
    expect(WebAssembly.instantiate).toBe(before)
    expect(await getJq()).toBe(jq)
  })

  it('puts the stack pointer back after every run, and hundreds of runs leak neither stack nor heap (without it ~300 runs crashed)', async () => {
    const jq = await getJq()
    const sp = jq.stackPointer()
    for (const program of ['.', '.[] | error', '"x" | halt_error', 'halt', '.[', '[.[] | . * 2]', 'def f: f; 1']) {
      jq.run(FLAGS, program, encode('[1, 2]'))
      expect(jq.stackPointer(), program).toBe(sp)
    }
    for (let i = 0; i < 50; i++) jq.run(FLAGS, '[.[] | tostring] | join(",")', encode('[1, 2, 3]'))
    const heap = jq.heapBreak()
    for (let i = 0; i < 600; i++) jq.run(FLAGS, i % 2 ? '[.[] | tostring] | join(",")' : '.[5]', encode('[1, 2, 3]'))
    expect(jq.stackPointer()).toBe(sp)
    expect(jq.heapBreak()).toBe(heap)
  })

  it('reads the input anew after a halt, and halted runs do not use up file descriptors', async () => {
    const jq = await getJq()
    expect(jq.run(FLAGS, 'halt_error', encode('"bye"'))).toEqual({ exitCode: 5, stdout: '', stderr: 'bye', outputCut: false })
    expect(jq.run(FLAGS, '.', encode('{"still": "here"}'))).toEqual({ exitCode: 0, stdout: '{"still":"here"}\n', stderr: '', outputCut: false })
    // A halt leaves its input file open; the next run closes it (the module has 4096 descriptors).
    jq.run(FLAGS, '.', encode('1'))
    const fd = jq.lastInputFd()
    for (let i = 0; i < 20; i++) jq.run(FLAGS, 'halt', encode('1'))
    jq.run(FLAGS, '.', encode('1'))
    expect(jq.lastInputFd()).toBe(fd)
  })

  it('keeps stdout and stderr apart and untrimmed, with the exit status', async () => {
    const jq = await getJq()
    expect(jq.run(FLAGS, '.[] | if . > 1 then error("too big") else . end', encode('[1, 2, 3]'))).toEqual({
      exitCode: 5,
      stdout: '1\n',
      stderr: 'jq: error (at /dev/stdin:0): too big\n',
      outputCut: false,
    })
    expect(jq.run(FLAGS, '"  spaced  \\n" | stderr | empty', encode('null'))).toEqual({ exitCode: 0, stdout: '', stderr: '  spaced  \n', outputCut: false })
    expect(jq.run(FLAGS, '.', encode('1 2'))).toMatchObject({ exitCode: 0, stdout: '1\n2\n' })
  })

  it('leaves node’s process.exitCode alone (jq-wasm and Emscripten set it)', async () => {
    const jq = await getJq()
    const before = process.exitCode
    jq.run(FLAGS, 'error("x")', encode('null'))
    jq.run(FLAGS, '.', encode('null'))
    expect(process.exitCode).toBe(before)
  })

  it('reads and writes in blocks, not a call per byte: megabytes move in linear time', async () => {
    const jq = await getJq()
    const text = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })))
    expect(text.length).toBeGreaterThan(1_500_000)
    const reads = jq.used.readInput
    const writes = jq.used.stdoutWrites
    expect(jq.run(FLAGS, '.', encode(text)).stdout).toBe(`${text}\n`)
    // jq reads its input 4 KB at a time; stdout, line-buffered, is written in a few large pieces.
    expect(jq.used.readInput - reads).toBeLessThan(text.length / 1000)
    expect(jq.used.stdoutWrites - writes).toBeLessThan(text.length / 1000)
  })

  it('stops jq past the output limit, keeping whole lines; the next getJq() is a fresh module', async () => {
    const jq = await getJq()
    const r = jq.run(FLAGS, 'repeat("abc")', encode('null'), { maxOutputBytes: 100 })
    expect(r.outputCut).toBe(true)
    expect(r.stdout).toBe('"abc"\n'.repeat(r.stdout.length / 6))
    expect(r.stdout.length).toBeGreaterThan(90)
    // Stopped mid-write: its stdout buffer still held a result, which the next run would print first.
    expect(jq.dead).toBe(true)
    const fresh = await getJq()
    expect(fresh).not.toBe(jq)
    expect(fresh.run(FLAGS, '.a', encode('{"a": 1}')).stdout).toBe('1\n')
  })
})

describe('jq-runtime: the C stack', () => {
  it('gives each run a 16 MB stack of its own: 3,000-deep documents print, jq’s static data untouched', async () => {
    const jq = await getJq()
    const { bottom, top } = jq.stackRegion()
    expect(top - bottom).toBe(STACK_BYTES)
    expect(jq.heapBreak()).toBeGreaterThan(top)
    // 3,000 levels take ~5 MB of C stack; the build's own stack ran out at about 650 (into jq's data).
    const deep = `${'['.repeat(3000)}1${']'.repeat(3000)}`
    expect(jq.run(FLAGS, '., (tojson | length), getpath([range(3000) | 0]), (flatten | .[0])', encode(deep))).toEqual({
      exitCode: 0,
      stdout: `${deep}\n6001\n1\n1\n`,
      stderr: '',
      outputCut: false,
    })
    expect(jq.run(FLAGS, 'setpath([range(9000) | 0]; 7) | flatten', encode('null')).stdout).toBe('[7]\n')
    expect(jq.dead).toBe(false)
  })

  it('a run deeper than the engine’s own call stack allows is a crash, and the next getJq() is a fresh module', async () => {
    const jq = await getJq()
    const deep = `${'['.repeat(9000)}${']'.repeat(9000)}`
    let error: unknown
    try {
      jq.run(FLAGS, '1, tojson', encode(deep))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(JqCrashError)
    expect((error as JqCrashError).message).toBe('Maximum call stack size exceeded')
    expect((error as JqCrashError).stdout).toBe('1\n')
    expect(jq.dead).toBe(true)
    expect(() => jq.run(FLAGS, '.', encode('1'))).toThrow('jq is not loaded')
    const fresh = await getJq()
    expect(fresh).not.toBe(jq)
    expect(fresh.run(FLAGS, '.a', encode('{"a": 2}')).stdout).toBe('2\n')
  })

  it('a run that reaches the far end of its stack is a crash (the canary there is checked after every run)', async () => {
    const jq = await getJq()
    const { bottom } = jq.stackRegion()
    new Uint32Array(memoryOf(jq).buffer, bottom, 1)[0] = 0
    let error: unknown
    try {
      jq.run(FLAGS, '.', encode('1'))
    } catch (e) {
      error = e
    }
    expect(error).toEqual(new JqCrashError('C stack overflow: the run reached the end of its stack', '1\n'))
    expect((error as JqCrashError).stdout).toBe('1\n')
    expect(jq.dead).toBe(true)
    expect((await getJq()).run(FLAGS, '.', encode('3')).stdout).toBe('3\n')
  })
})

describe('jq-runtime: refuses a build it was not written for', () => {
  it('checks the import names before instantiating', () => {
    const fn = () => 0
    expect(() => new JqRuntime().hook({ a: fn, d: fn, h: fn })).toThrow("jq-wasm's module has no import c, f: not the build the query engine was written for")
  })

  it('checks the export names and finds the heap’s break in the static data', () => {
    const memory = new WebAssembly.Memory({ initial: 1 })
    const fake = (exports: Record<string, unknown>) => ({ exports }) as unknown as WebAssembly.Instance
    expect(() => new JqRuntime().attach(fake({ F: memory, J: () => 0, K: () => 0 }))).toThrow("jq-wasm's module has no export L")
    // A stack pointer at 4096 and no word below it holding 4096: not the layout this runtime moves.
    expect(() => new JqRuntime().attach(fake({ F: memory, J: () => 0, K: () => 0, L: () => 4096 }))).toThrow(
      "jq-wasm's module: 0 words hold the heap's start, expected 1 (the heap's break): not the build the query engine was written for",
    )
  })
})

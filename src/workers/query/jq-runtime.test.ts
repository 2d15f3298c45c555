import { describe, expect, it } from 'vitest'
import { getJq, INPUT_PATH } from './jq-runtime'

const encode = (text: string) => new TextEncoder().encode(text)
const args = (program: string) => ['-M', '-c', '--', program, INPUT_PATH]

describe('jq-runtime: jq-wasm’s jq, its I/O redirected', () => {
  it('is jq 1.7.1, and leaves WebAssembly.instantiate as it found it', async () => {
    const before = WebAssembly.instantiate
    const jq = await getJq()
    expect(jq.version()).toMatch(/^jq-1\.7\.1/)
    expect(WebAssembly.instantiate).toBe(before)
    expect(await getJq()).toBe(jq) // one module, reused
  })

  it('puts the stack pointer back after every run (jq leaves main through exit(); ~300 runs crashed without this)', async () => {
    const jq = await getJq()
    const sp = jq.stackPointer()
    for (const program of ['.', '.[] | error', '"x" | halt_error', 'halt', '.[', '[.[] | . * 2]']) {
      jq.run(args(program), encode('[1, 2]'))
      expect(jq.stackPointer(), program).toBe(sp)
    }
  })

  it('reads the input anew after a halt (a sticky end of file on stdin left later runs with no input)', async () => {
    const jq = await getJq()
    expect(jq.run(args('halt_error'), encode('"bye"'))).toEqual({ exitCode: 5, stdout: '', stderr: 'bye', outputCut: false })
    expect(jq.run(args('.'), encode('{"still": "here"}'))).toEqual({ exitCode: 0, stdout: '{"still":"here"}\n', stderr: '', outputCut: false })
    // The file a halt leaves open is closed by the next run: halts do not use up descriptors (the
    // module has 4096; without this, about 4000 halts later every run failed to open its input).
    jq.run(args('.'), encode('1'))
    const fd = jq.lastInputFd()
    for (let i = 0; i < 20; i++) jq.run(args('halt'), encode('1'))
    jq.run(args('.'), encode('1'))
    expect(jq.lastInputFd()).toBe(fd)
  })

  it('keeps stdout and stderr apart, with the exit status', async () => {
    const jq = await getJq()
    expect(jq.run(args('.[] | if . > 1 then error("too big") else . end'), encode('[1, 2, 3]'))).toEqual({
      exitCode: 5,
      stdout: '1\n',
      stderr: 'jq: error (at /dev/stdin:0): too big\n',
      outputCut: false,
    })
  })

  it('leaves node’s process.exitCode alone (Emscripten’s exit sets it)', async () => {
    const jq = await getJq()
    const before = process.exitCode
    jq.run(args('error("x")'), encode('null'))
    expect(process.exitCode).toBe(before)
  })

  it('moves megabytes in and out in linear time (jq-wasm’s own I/O copies its buffer for every byte)', async () => {
    const jq = await getJq()
    const text = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })))
    expect(text.length).toBeGreaterThan(1_500_000)
    const started = performance.now()
    const r = jq.run(args('.'), encode(text))
    expect(r.stdout).toBe(`${text}\n`)
    // O(n²) copying took minutes for this size; jq itself parses and prints it in about a second.
    expect(performance.now() - started).toBeLessThan(15_000)
  })
})

import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmdWords, parseCurl } from '../curl'
import { COMMANDS } from './curl-to-code.fixtures'
import { curlToCode, type CodeLanguage } from './index'

/**
 * Each output runs: a local server on 127.0.0.1 records the request it receives from real curl
 * running the command, and from the generated program (fetch in this Node; Python requests and Java
 * when they are on the machine); the two must agree on the method, path and query, the headers the
 * command names (and Authorization, Cookie, Content-Type) and the body bytes (multipart: its fields).
 */

const run = promisify(execFile)
const has = (cmd: string, args: string[]) => {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const HAS_CURL = has('curl', ['--version'])
const HAS_PYTHON = has('python3', ['-c', 'import requests'])
const HAS_JAVA = has('javac', ['-version'])
if (!HAS_CURL) console.warn('curl is not on this machine: the programs are compared with the parsed command instead.')
if (!HAS_PYTHON) console.warn('python3 with requests is not on this machine (python3 -c "import requests" failed): the Python output is not run.')
if (!HAS_JAVA) console.warn('javac is not on this machine: the Java output is not run.')

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }
let seen: Seen[] = []
const server = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) })
    res.end('ok')
  })
})
let host = ''
const dir = mkdtempSync(join(tmpdir(), 'curl-to-code-'))
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  // The Java programs are compiled together (one javac start, not one per program), each as its own class.
  if (HAS_JAVA) {
    const files = Object.keys(COMMANDS).map((name) => {
      const r = curlToCode(command(name), 'java')
      if (!r.ok) throw new Error(r.error)
      const file = join(dir, `${javaClass(name)}.java`)
      writeFileSync(file, r.code.replace('public class Main', `public class ${javaClass(name)}`))
      return file
    })
    await run('javac', ['-d', dir, ...files], { timeout: 120_000 })
  }
}, 150_000)
const javaClass = (name: string) => `Main_${name.replace(/-/g, '_')}`
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The fields of a multipart body, or the body as text. */
function bodyOf(s: Seen): unknown {
  const m = /boundary=(.+)$/.exec(String(s.headers['content-type'] ?? ''))
  if (!/^multipart\/form-data/.test(String(s.headers['content-type'] ?? '')) || !m) return s.body.toString('latin1')
  const parts = s.body.toString('latin1').split(`--${m[1]!.replace(/^"|"$/g, '')}`).slice(1, -1)
  return parts.map((p) => {
    const [head, ...rest] = p.split('\r\n\r\n')
    return [/name="([^"]*)"/.exec(head!)?.[1], rest.join('\r\n\r\n').replace(/\r\n$/, '')]
  })
}

/** What counts in a request: the headers the command names, plus Authorization, Cookie and Content-Type. */
function essence(s: Seen, names: string[]) {
  const headers: Record<string, unknown> = {}
  for (const n of [...names, 'authorization', 'cookie', 'content-type']) {
    const v = s.headers[n]
    headers[n] = n === 'content-type' && /^multipart\/form-data/.test(String(v)) ? 'multipart/form-data' : v
  }
  return { method: s.method, url: s.url, headers, body: bodyOf(s) }
}

async function capture(f: () => Promise<unknown>): Promise<Seen> {
  seen = []
  await f()
  expect(seen).toHaveLength(1)
  return seen[0]!
}

/** The command as real curl sends it (bash runs a bash command; a cmd command's words go straight to curl, as cmd.exe would hand them). */
async function viaCurl(command: string): Promise<Seen> {
  return capture(async () => {
    if (command.includes('^"')) {
      const w = cmdWords(command)
      if (!w.ok) throw new Error(w.error)
      await run('curl', [...w.words.slice(1), '--silent', '--max-time', '10'])
    } else await run('bash', ['-c', `${command} --silent --max-time 10`])
  })
}

async function viaProgram(lang: CodeLanguage, name: string): Promise<Seen> {
  const r = curlToCode(command(name), lang)
  if (!r.ok) throw new Error(r.error)
  return capture(async () => {
    if (lang === 'fetch') {
      const file = join(dir, 'fetch.mjs')
      writeFileSync(file, r.code)
      await run(process.execPath, [file], { timeout: 20_000 })
    } else if (lang === 'python') {
      const file = join(dir, 'main.py')
      writeFileSync(file, r.code)
      await run('python3', [file], { timeout: 20_000 })
    } else if (lang === 'java') await run('java', ['-cp', dir, javaClass(name)], { timeout: 30_000 })
  })
}

const RUNNABLE = Object.keys(COMMANDS)
const command = (name: string) => COMMANDS[name]!.replace(/HOST/g, host)
const namesIn = (cmd: string) => {
  const p = parseCurl(cmd)
  if (!p.ok) throw new Error(p.error)
  return p.request.headers.map(([n]) => n.toLowerCase())
}

describe.each([
  ['fetch', true],
  ['python', HAS_PYTHON],
  ['java', HAS_JAVA],
] as const)('the %s program sends what curl sends', (lang, available) => {
  it.skipIf(!available).each(RUNNABLE)('%s', async (name) => {
    const cmd = command(name)
    const names = namesIn(cmd)
    const fromProgram = essence(await viaProgram(lang, name), names)
    if (HAS_CURL) expect(fromProgram).toEqual(essence(await viaCurl(cmd), names))
    else {
      const p = parseCurl(cmd)
      expect(p.ok && fromProgram.method).toBe(p.ok && p.request.method)
    }
  }, 90_000)
})

describe('the server sees what the command means (checked against the parse)', () => {
  it.skipIf(!HAS_CURL)("Chrome's cmd command: real curl gets the body byte for byte", async () => {
    const s = await viaCurl(command('chrome-cmd'))
    expect(s.body.toString('utf8')).toBe('{"msg":"50% off <now> & |pipe| café","n":"a\nb"}')
    expect(s.url).toBe('/api?a=1&b=%22x%22')
  })
})

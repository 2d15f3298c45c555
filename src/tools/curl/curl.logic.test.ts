import { execFile, execFileSync } from 'node:child_process'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { builderCommand, builderNotes, builderRequest, CURL_METHODS, DEFAULTS, validateState, type CurlBuilderState } from './curl.logic'

/** What bash hands to `curl` when it runs `command`: a shell function stands in for curl. */
function bashArgs(command: string): string[] {
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' })
  return out.split('\0').slice(0, -1)
}

const state = (patch: Partial<CurlBuilderState>): CurlBuilderState => ({ ...DEFAULTS, ...patch })

describe('state (SPEC section 3)', () => {
  it('has the SPEC fields and methods, and repairs a bad stored method', () => {
    expect(CURL_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
    expect(DEFAULTS).toEqual({ method: 'GET', url: '', headers: '', body: '', multiline: true })
    expect(validateState(mergeWithDefaults({ method: 'HEAD', url: 'u', headers: 1, body: 'b' }, DEFAULTS), DEFAULTS)).toEqual({ method: 'GET', url: 'u', headers: '', body: 'b', multiline: true })
  })
})

describe('builderRequest', () => {
  it('keeps header lines with a name and a colon, and the body only for non-GET', () => {
    const s = state({ method: 'POST', url: '  https://e.com/x  ', headers: 'Accept: application/json\nnot a header\n: nameless\nX-Empty:', body: 'b' })
    expect(builderRequest(s)).toEqual({ method: 'POST', url: 'https://e.com/x', headers: [['Accept', 'application/json'], ['X-Empty', '']], body: 'b' })
    expect(builderRequest({ ...s, method: 'GET' }).body).toBeNull()
  })
})

describe('builderCommand', () => {
  it('waits for a URL', () => {
    expect(builderCommand(state({ url: '   ' }))).toBeNull()
  })

  it('writes the exact multi-line and one-line text', () => {
    const s = state({ method: 'POST', url: 'https://api.example.com/users', headers: 'Content-Type: application/json', body: `{"name":"O'Brien"}` })
    expect(builderCommand(s)).toBe(`curl -X POST 'https://api.example.com/users' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"name":"O'\\''Brien"}'`)
    expect(builderCommand({ ...s, multiline: false })).toBe(`curl -X POST 'https://api.example.com/users' -H 'Content-Type: application/json' -d '{"name":"O'\\''Brien"}'`)
    expect(builderCommand(state({ url: 'https://e.com', body: 'ignored for GET' }))).toBe(`curl 'https://e.com'`)
  })

  // bash -c: the screen's output reaches curl as exactly the intended arguments, for every method.
  const body = `{"q":"it's $HOME \`id\` \\"x\\" !!","lines":"a\nb"}`
  const headers = "Accept: */*\nX-Quote: it's \"fine\"\nbroken line\nX-Empty:"
  it.each(CURL_METHODS.map((m) => [m]))('%s: bash passes curl the intended arguments (both layouts)', (method) => {
    const expected = [
      ...(method === 'GET' ? [] : ['-X', method]),
      'https://e.com/a?b=1&c=$x',
      '-H',
      'Accept: */*',
      '-H',
      `X-Quote: it's "fine"`,
      '-H',
      'X-Empty;',
      ...(method === 'GET' ? [] : ['-d', body]),
    ]
    for (const multiline of [true, false]) {
      expect(bashArgs(builderCommand(state({ method, url: 'https://e.com/a?b=1&c=$x', headers, body, multiline }))!)).toEqual(expected)
    }
  })

  const hasCurl = (() => {
    try {
      execFileSync('curl', ['--version'])
      return true
    } catch {
      return false
    }
  })()

  it.skipIf(!hasCurl)('real curl sends what the builder shows (method, headers incl. an empty one, raw body)', async () => {
    const seen: { method?: string; headers?: IncomingHttpHeaders; body?: string } = {}
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        Object.assign(seen, { method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
        res.end('ok')
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const port = (server.address() as AddressInfo).port
      const command = builderCommand(state({ method: 'PATCH', url: `http://127.0.0.1:${port}/p`, headers: "Content-Type: application/json\nX-Empty:\nX-Q: it's", body: `{"name":"O'Brien"}` }))!
      await promisify(execFile)('bash', ['-c', `${command} --silent --max-time 10`])
      expect(seen.method).toBe('PATCH')
      expect(seen.headers?.['content-type']).toBe('application/json')
      expect(seen.headers?.['x-empty']).toBe('')
      expect(seen.headers?.['x-q']).toBe("it's")
      expect(seen.body).toBe(`{"name":"O'Brien"}`)
    } finally {
      server.close()
    }
  })
})

describe('builderNotes', () => {
  it('explains ignored lines, empty headers, a GET body, a missing scheme and a JSON body without Content-Type', () => {
    expect(builderNotes(state({ url: 'example.com/a b', headers: 'Accept json\nX-Empty:', body: '{}' }))).toEqual([
      'Line 1 ignored (no colon): Accept json',
      "X-Empty has no value: it is written as -H 'X-Empty;', curl's way to send an empty header.",
      'No scheme in the URL: curl will assume http://.',
      'The URL contains spaces: curl refuses them; write them as %20.',
      'The body is not sent with GET; choose another method to send it.',
    ])
    expect(builderNotes(state({ method: 'POST', url: 'https://e.com', body: '{"a":1}' }))).toEqual([
      "curl -d labels the body application/x-www-form-urlencoded: add a 'Content-Type: application/json' header for JSON.",
    ])
    expect(builderNotes(state({ method: 'POST', url: 'https://e.com', headers: 'content-type: application/json', body: '{"a":1}' }))).toEqual([])
  })
})

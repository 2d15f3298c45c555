import { execFile, execFileSync } from 'node:child_process'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { parseCurl } from '../../lib/curl'
import { requestToCode } from '../../lib/curl-to-code'
import { builderCodeRequest, builderCommand, builderNotes, builderRequest, CURL_METHODS, DEFAULTS, stateFromCurl, validateState, type CurlBuilderState } from './curl.logic'

/** What bash hands to `curl` when it runs `command`: a shell function stands in for curl. */
function bashArgs(command: string): string[] {
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' })
  return out.split('\0').slice(0, -1)
}

const state = (patch: Partial<CurlBuilderState>): CurlBuilderState => ({ ...DEFAULTS, ...patch })

describe('state (SPEC section 3)', () => {
  it('has the SPEC fields and methods, and repairs a bad stored method', () => {
    expect(CURL_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
    expect(DEFAULTS).toEqual({ method: 'GET', url: '', headers: '', body: '', multiline: true, insecure: false, compressed: false, language: 'python' })
    expect(validateState(mergeWithDefaults({ method: 'HEAD', url: 'u', headers: 1, body: 'b', language: 'cobol' }, DEFAULTS), DEFAULTS)).toEqual({
      method: 'GET',
      url: 'u',
      headers: '',
      body: 'b',
      multiline: true,
      insecure: false,
      compressed: false,
      language: 'python',
    })
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

describe('stateFromCurl (a pasted command fills the fields, and the builder writes it back)', () => {
  const from = (cmd: string) => {
    const p = parseCurl(cmd)
    if (!p.ok) throw new Error(p.error)
    return stateFromCurl(DEFAULTS, p.request)
  }

  it("fills the fields from Chrome's Copy as cURL (cmd), and the command it builds sends the same", () => {
    const cmd = 'curl ^"https://api.example.com/v1/items?q=a^&n=2^" ^\n  -H ^"content-type: application/json^" ^\n  --data-raw ^"^{^\\^"name^\\^":^\\^"caf^é 100^%^\\^"^}^" ^\n  --compressed'
    const { state: s, notes } = from(cmd)
    expect(notes).toEqual([])
    expect(s).toMatchObject({ method: 'POST', url: 'https://api.example.com/v1/items?q=a&n=2', headers: 'content-type: application/json', body: '{"name":"café 100%"}', compressed: true, insecure: false })
    const back = parseCurl(builderCommand(s)!)
    expect(back.ok && back.request).toMatchObject({ method: 'POST', url: 'https://api.example.com/v1/items?q=a&n=2', headers: [['content-type', 'application/json']], body: '{"name":"café 100%"}', compressed: true })
  })

  it('writes -u as an Authorization header, leaves curl its default Content-Type, and says what the fields cannot hold', () => {
    const a = from(`curl -k -u 'ann:pw ü' -d 'a=1' https://e.com/x`)
    expect(a.state).toMatchObject({ method: 'POST', headers: `Authorization: Basic ${Buffer.from('ann:pw ü').toString('base64')}`, body: 'a=1', insecure: true })
    expect(builderCommand(a.state)).toBe(`curl -X POST 'https://e.com/x' \\\n  -H 'Authorization: Basic YW5uOnB3IMO8' \\\n  -d a=1 \\\n  -k`)
    const h = from(`curl -X OPTIONS -F f=1 -F pic=@me.png https://e.com`)
    expect(h.state.method).toBe('GET')
    expect(h.notes).toEqual([
      'Left out: -F pic=@me.png (a file, which cannot be read from here: paste its content instead)',
      'OPTIONS is not one of the methods here: GET is chosen instead.',
      "Left out: the multipart fields (f): the builder sends a raw body; the Recipe Workbench's cURL to Code keeps them.",
    ])
  })

  it("the Code pane's request carries curl's default Content-Type for -d, as curl sends it", () => {
    const s = state({ method: 'PUT', url: 'https://e.com', body: 'a=1' })
    expect(builderCodeRequest(s).headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']])
    expect(builderCodeRequest({ ...s, headers: 'Content-Type: text/plain' }).headers).toEqual([['Content-Type', 'text/plain']])
    expect(requestToCode(builderCodeRequest(s), 'python')).toContain(`requests.put(url, headers=headers, data=data)`)
  })
})

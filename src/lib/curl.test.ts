import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { buildCurl, curlArgs, parseCurl, shellQuote, shellWords, type CurlRequest } from './curl'

/** What bash hands to `curl` when it runs `command`: a shell function stands in for curl. */
function bashArgs(command: string): string[] {
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' })
  return out.split('\0').slice(0, -1)
}

const NASTY = [
  "it's",
  "'",
  "''",
  "a'b'c",
  '"double" and \\backslash\\',
  '$HOME $(whoami) `id` ${PATH}',
  'line one\nline two\r\n\ttabbed',
  '!event !! history',
  'semi; rm -rf / && echo pwned | cat > x',
  'glob * ? [a-z] ~user',
  'ünïcödé ✓ 😀',
  '',
  ' leading and trailing ',
  '#not a comment',
  '\\',
  "'\\''",
]

describe('shellQuote', () => {
  it('gives bash back exactly the text, whatever it holds', () => {
    const args = bashArgs(`curl ${NASTY.map(shellQuote).join(' ')}`)
    expect(args).toEqual(NASTY)
  })

  it('leaves plain words bare and quotes the rest in single quotes', () => {
    expect(shellQuote('https://example.com/a?b=1')).toBe("'https://example.com/a?b=1'")
    expect(shellQuote('application/json')).toBe('application/json')
    expect(shellQuote("it's")).toBe(`'it'\\''s'`)
    expect(shellQuote('')).toBe("''")
  })
})

describe('buildCurl', () => {
  const requests: CurlRequest[] = [
    { method: 'GET', url: 'https://api.example.com/users?page=2&sort=name', headers: [['Accept', 'application/json']] },
    { method: 'POST', url: 'https://api.example.com/users', headers: [['Content-Type', 'application/json'], ['Authorization', 'Bearer abc.def']], body: `{"name":"O'Brien","note":"$HOME \`id\`"}` },
    { method: 'PUT', url: 'http://localhost:8080/x', headers: [], body: '@not-a-file' },
    { method: 'PATCH', url: 'https://e.com', headers: [['X-Multi', "a'b\"c"]], body: 'line1\nline2' },
    { method: 'DELETE', url: 'https://e.com/items/1', headers: [] },
    { method: 'HEAD', url: 'https://e.com', headers: [] },
    { method: 'POST', url: 'https://e.com/upload', headers: [], form: [['name', "it's"], ['file', '@/etc/passwd']] },
  ]

  it.each(requests.map((r) => [r.method, r] as const))('%s: bash passes curl exactly the intended arguments', (_m, req) => {
    const command = buildCurl(req)
    expect(bashArgs(command)).toEqual(curlArgs(req))
    expect(bashArgs(buildCurl(req, { multiline: false }))).toEqual(curlArgs(req))
  })

  it('lays a POST out one option per line', () => {
    expect(buildCurl(requests[1]!)).toBe(
      `curl -X POST 'https://api.example.com/users' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer abc.def' \\\n  -d '{"name":"O'\\''Brien","note":"$HOME \`id\`"}'`,
    )
  })

  it('sends no body with GET or HEAD, and keeps @ bodies and form values from being read as files', () => {
    expect(curlArgs({ method: 'GET', url: 'u', headers: [], body: 'x' })).toEqual(['u'])
    expect(curlArgs({ method: 'HEAD', url: 'u', headers: [], body: 'x' })).toEqual(['-I', 'u'])
    expect(curlArgs(requests[2]!)).toContain('--data-raw')
    expect(curlArgs(requests[6]!)).toEqual(['-X', 'POST', 'https://e.com/upload', '--form-string', "name=it's", '--form-string', 'file=@/etc/passwd'])
  })
})

describe('shellWords', () => {
  it('splits like bash on quotes, escapes and continuations', () => {
    const text = `curl -H "A: \\"q\\" \\$x" 'single '\\''quoted' plain\\ word \\\n  $'ansi\\n\\t\\x41\\u00e9\\'' "multi\nline"`
    const r = shellWords(text)
    expect(r).toEqual({ ok: true, words: bashArgs(text).length ? ['curl', ...bashArgs(text)] : [] })
  })

  it('reports an unclosed quote', () => {
    expect(shellWords(`curl 'abc`)).toEqual({ ok: false, error: 'A single quote is not closed' })
    expect(shellWords(`curl "abc`)).toEqual({ ok: false, error: 'A double quote is not closed' })
  })
})

describe('parseCurl', () => {
  it('reads back every command buildCurl writes', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const req: CurlRequest = { method, url: 'https://e.com/a?x=1', headers: [['X-A', "it's"], ['Content-Type', 'text/plain']], body: method === 'GET' ? null : 'hello\nworld' }
      const r = parseCurl(buildCurl(req))
      expect(r.ok).toBe(true)
      if (!r.ok) continue
      expect(r.request.method).toBe(method)
      expect(r.request.url).toBe(req.url)
      expect(r.request.headers).toEqual(req.headers)
      expect(r.request.body).toBe(req.body ?? null)
    }
  })

  it("reads Chrome's Copy as cURL (bash)", () => {
    const cmd = `curl 'https://api.example.com/graphql' \\
  -H 'accept: */*' \\
  -H 'content-type: application/json' \\
  -b 'session=abc; theme=dark' \\
  --data-raw $'{"query":"{ me { name } }","note":"it\\'s"}' \\
  --compressed`
    const r = parseCurl(cmd)
    expect(r).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://api.example.com/graphql',
        headers: [['accept', '*/*'], ['content-type', 'application/json'], ['Cookie', 'session=abc; theme=dark']],
        body: `{"query":"{ me { name } }","note":"it's"}`,
        form: [],
        user: null,
        ignored: [],
      },
    })
  })

  it('reads bundled and attached short options, -u, -G, --json and forms', () => {
    const a = parseCurl(`curl -sSL -XPUT -uadmin:s3cr:et https://e.com -d a=1 -d b=2`)
    expect(a.ok && a.request).toMatchObject({ method: 'PUT', url: 'https://e.com', body: 'a=1&b=2', user: { username: 'admin', password: 's3cr:et' }, headers: [['Content-Type', 'application/x-www-form-urlencoded']] })
    const g = parseCurl(`curl -G https://e.com/s --data-urlencode 'q=a b&c'`)
    expect(g.ok && g.request).toMatchObject({ method: 'GET', url: 'https://e.com/s?q=a%20b%26c', body: null })
    const j = parseCurl(`curl --json '{"a":1}' https://e.com`)
    expect(j.ok && j.request).toMatchObject({ method: 'POST', body: '{"a":1}', headers: [['Content-Type', 'application/json'], ['Accept', 'application/json']] })
    const f = parseCurl(`curl -F name=joe -F photo=@me.jpg https://e.com/up`)
    expect(f.ok && f.request).toMatchObject({ method: 'POST', form: [['name', 'joe']], ignored: ['-F photo=@me.jpg (a file)'] })
    const h = parseCurl(`curl -I https://e.com`)
    expect(h.ok && h.request.method).toBe('HEAD')
  })

  it('refuses what is not a curl command', () => {
    expect(parseCurl('wget https://e.com')).toEqual({ ok: false, error: 'The command must start with curl' })
    expect(parseCurl('curl -s')).toEqual({ ok: false, error: 'No URL found in the command' })
    expect(parseCurl('curl https://e.com -H')).toEqual({ ok: false, error: '-H needs a value' })
  })
})

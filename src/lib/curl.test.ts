import { execFile, execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { buildCurl, curlArgs, curlUrl, curlUrlencode, parseCurl, shellQuote, shellWords, type CurlRequest } from './curl'

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
        defaultContentType: false,
        compressed: true,
      },
    })
  })

  it('reads bundled and attached short options, -u, -G, --json and forms', () => {
    const a = parseCurl(`curl -sSL -XPUT -uadmin:s3cr:et https://e.com -d a=1 -d b=2`)
    expect(a.ok && a.request).toMatchObject({ method: 'PUT', url: 'https://e.com', body: 'a=1&b=2', user: { username: 'admin', password: 's3cr:et' }, headers: [['Content-Type', 'application/x-www-form-urlencoded']] })
    const g = parseCurl(`curl -G https://e.com/s --data-urlencode 'q=a b&c'`)
    expect(g.ok && g.request).toMatchObject({ method: 'GET', url: 'https://e.com/s?q=a+b%26c', body: null })
    const j = parseCurl(`curl --json '{"a":1}' https://e.com`)
    expect(j.ok && j.request).toMatchObject({ method: 'POST', body: '{"a":1}', headers: [['Content-Type', 'application/json'], ['Accept', 'application/json']] })
    const f = parseCurl(`curl -F name=joe -F photo=@me.jpg https://e.com/up`)
    expect(f.ok && f.request).toMatchObject({ method: 'POST', form: [['name', 'joe']], ignored: ['-F photo=@me.jpg (a file, which cannot be read from here: paste its content instead)'] })
    const h = parseCurl(`curl -I https://e.com`)
    expect(h.ok && h.request.method).toBe('HEAD')
  })

  it('refuses what is not a curl command', () => {
    expect(parseCurl('wget https://e.com')).toEqual({ ok: false, error: 'The command must start with curl' })
    expect(parseCurl('curl -s')).toEqual({ ok: false, error: 'No URL found in the command' })
    expect(parseCurl('curl https://e.com -H')).toEqual({ ok: false, error: '-H needs a value' })
  })
})

const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'])
    return true
  } catch {
    return false
  }
})()

/** Runs `command` (a curl command line) in bash against a local server; what arrived, or curl's exit code. */
async function realCurl(command: (base: string) => string): Promise<{ url: string; contentType: string | undefined; body: string } | { exit: number }> {
  let seen: { url: string; contentType: string | undefined; body: string } | null = null
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      seen = { url: req.url ?? '', contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') }
      res.end('ok')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      await promisify(execFile)('bash', ['-c', `${command(base)} --silent --max-time 10 -o /dev/null`], { cwd: '/tmp' })
    } catch (e) {
      return { exit: (e as { code?: number }).code ?? -1 }
    }
    return seen!
  } finally {
    server.close()
  }
}

describe('curlUrl', () => {
  it('percent-encodes what curl refuses or globs, after the host, and keeps what is encoded already', () => {
    expect(curlUrl('http://127.0.0.1:4000/search?q=a b%26c')).toBe('http://127.0.0.1:4000/search?q=a%20b%26c')
    expect(curlUrl('https://e.com/a b/ü?filter[name]={x}&p="q"|<>^`\\')).toBe('https://e.com/a%20b/%C3%BC?filter%5Bname%5D=%7Bx%7D&p=%22q%22%7C%3C%3E%5E%60%5C')
    expect(curlUrl("https://user:pw@e.com/a?b=1&c=it's~*!$(),;:@/?%41")).toBe("https://user:pw@e.com/a?b=1&c=it's~*!$(),;:@/?%41")
    expect(curlUrl('http://[::1]:8080/x y')).toBe('http://[::1]:8080/x%20y')
    expect(curlUrl('https://e.com/tab\there\nnewline')).toBe('https://e.com/tab%09here%0Anewline')
  })

  it('gives bash the encoded URL in a built command', () => {
    const url = curlUrl('https://e.com/s?q=a b&x=[1]')
    expect(bashArgs(buildCurl({ method: 'GET', url, headers: [] }))).toEqual(['https://e.com/s?q=a%20b&x=%5B1%5D'])
  })

  it.skipIf(!hasCurl)('real curl accepts the encoded URL (and refuses the raw one), and the server reads the same query', async () => {
    const raw = (base: string) => `${base}/search?q=a b%26c&f[x]={1}&u=ü`
    expect(await realCurl((base) => buildCurl({ method: 'GET', url: raw(base), headers: [] }))).toEqual({ exit: 3 })
    const seen = await realCurl((base) => buildCurl({ method: 'GET', url: curlUrl(raw(base)), headers: [] }))
    expect(seen).toMatchObject({ url: '/search?q=a%20b%26c&f%5Bx%5D=%7B1%7D&u=%C3%BC' })
    const query = new URL(`http://h${(seen as { url: string }).url}`).searchParams
    expect([...query]).toEqual([['q', 'a b&c'], ['f[x]', '{1}'], ['u', 'ü']])
  })
})

describe('parseCurl: data options as curl sends them', () => {
  const body = (cmd: string) => {
    const r = parseCurl(cmd)
    if (!r.ok) throw new Error(r.error)
    return r.request
  }

  it('keeps -d text byte for byte, with curl\'s default content type unless one is named', () => {
    expect(body(`curl http://h/orders -d '{"sku":"A-1","qty":2}'`)).toMatchObject({
      method: 'POST',
      body: '{"sku":"A-1","qty":2}',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      defaultContentType: true,
    })
    expect(body(`curl http://h/ -H 'Content-Type: text/plain' --data-binary $'line 1\\nline 2'`)).toMatchObject({ body: 'line 1\nline 2', headers: [['Content-Type', 'text/plain']], defaultContentType: false })
    // -H 'Content-Type:' removes the header: curl then sends none, and neither do we add one.
    expect(body(`curl http://h/ -H 'Content-Type:' -d x`)).toMatchObject({ body: 'x', headers: [], defaultContentType: false })
  })

  it('says a file named with @ cannot be read', () => {
    for (const opt of ['-d', '--data', '--data-binary', '--data-ascii']) {
      expect(body(`curl http://h/ ${opt} @body.json`)).toMatchObject({ body: null, ignored: [`${opt} @body.json (a file, which cannot be read from here: paste its content instead)`] })
    }
    expect(body(`curl http://h/ --data-raw @literal`).body).toBe('@literal')
    expect(body(`curl http://h/ --data-urlencode name@file.txt -d a=1`)).toMatchObject({ body: 'a=1', ignored: ['--data-urlencode name@file.txt (a file, which cannot be read from here: paste its content instead)'] })
  })

  it('encodes --data-urlencode as curl does: letters, digits and -._~ stay, a space is +', () => {
    expect(curlUrlencode("Jane Doe!*'()~é+&=")).toBe('Jane+Doe%21%2A%27%28%29~%C3%A9%2B%26%3D')
    expect(body(`curl http://h/ --data-urlencode 'name=a b' --data-urlencode '=c d' --data-urlencode 'e f' -d 'raw=x y'`).body).toBe('name=a+b&c+d&e+f&raw=x y')
  })

  // The reference: what real curl sends for the same command.
  const commands = [
    `-d '{"sku":"A-1","qty":2}'`,
    `-d a=1 -d 'b=two words' --data-raw '@x' --data-ascii 'c=%20'`,
    `--data-urlencode "name=Jane Doe!*'()~é+&" --data-urlencode '=a b' --data-urlencode 'a b' --data-urlencode '@a@b=c'`,
    `-H 'Content-Type: application/json' --data-binary '{"a": [1, 2]}'`,
    `-H 'Content-Type:' -d 'x=1'`,
  ]
  it.skipIf(!hasCurl).each(commands.map((c) => [c]))('sends what real curl sends: %s', async (args) => {
    const parsed = body(`curl http://h/p ${args}`)
    const seen = await realCurl((base) => `curl ${base}/p ${args}`)
    const type = parsed.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1]
    expect({ body: parsed.body, contentType: type }).toEqual({ body: (seen as { body: string }).body, contentType: (seen as { contentType?: string }).contentType })
  })
})

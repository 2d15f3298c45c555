import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { parseCurl } from '../curl'
import { COMMANDS } from './curl-to-code.fixtures'
import { basicAuth, CODE_LANGUAGES, curlToCode, multipartText, requestToCode } from './index'
import { csString, goString, javaString, jsString, phpString, pyString, rustString } from './literals'

/**
 * Golden outputs: each command of the set in each language, compared with the files in __golden__
 * (written once, then read by eye and kept; a change in a generator shows as a diff). That the
 * programs really send what curl sends is checked in curl-to-code.run.test.ts.
 */
/** What Chrome's cmd command above carries, byte for byte. */
const CHROME_CMD_BODY = '{"msg":"50% off <now> & |pipe| café","n":"a\nb"}'

describe('literals: each language reads back exactly the text', () => {
  const NASTY = `it's "quoted" \\back\\slash\n\r\t\x00\x1b\x7f é ✓ 😀 \u2028 $HOME \`id\` {x} #{y} \${z}`
  it('JavaScript', () => {
    expect(new Function(`return ${jsString(NASTY)}`)()).toBe(NASTY)
  })
  it('Python', () => {
    expect(execFileSync('python3', ['-c', `import sys; sys.stdout.buffer.write(${pyString(NASTY)}.encode('utf-8'))`], { encoding: 'utf8' })).toBe(NASTY)
  })
  it('the others, by their rules', () => {
    expect(goString(`a"b\\c\n\x00é`)).toBe(`"a\\"b\\\\c\\n\\x00é"`)
    expect(phpString(`it's \\ "x"\n`)).toBe(`'it\\'s \\\\ "x"\n'`)
    expect(javaString(`a"b\\c\né😀`)).toBe(`"a\\"b\\\\c\\n\\u00e9\\ud83d\\ude00"`)
    expect(csString(`a"b\\c\n\x00é`)).toBe(`"a\\"b\\\\c\\n\\u0000é"`)
    expect(rustString(`a"b\\c\n\x00é`)).toBe(`"a\\"b\\\\c\\n\\u{0}é"`)
  })
})

describe('parseCurl reads Windows and PowerShell commands', () => {
  it("Chrome's Copy as cURL (cmd), ^ escapes and all", () => {
    const r = parseCurl(COMMANDS['chrome-cmd']!)
    expect(r.ok && r.request).toMatchObject({
      method: 'POST',
      url: 'http://HOST/api?a=1&b=%22x%22',
      headers: [['accept', '*/*'], ['content-type', 'application/json'], ['cookie', 'id=42']],
      body: CHROME_CMD_BODY,
      compressed: true,
    })
  })

  it("Firefox's Copy as cURL (Windows): \"...\" with \"\" for a quote and ^ line ends", () => {
    const r = parseCurl(`curl.exe "http://HOST/x" ^\n  -X POST ^\n  -H "Content-Type: application/json" ^\n  --data-raw "{""a"":""b c""}"`)
    expect(r.ok && r.request).toMatchObject({ method: 'POST', url: 'http://HOST/x', body: '{"a":"b c"}' })
  })

  it('PowerShell: backtick line ends, single and double quotes', () => {
    const r = parseCurl("curl.exe 'http://HOST/p' `\n  -H 'X-A: it''s' `\n  -H \"X-B: tab`there\" `\n  -d 'x=1'")
    expect(r.ok && r.request).toMatchObject({ url: 'http://HOST/p', headers: [['X-A', "it's"], ['X-B', 'tab\there'], ['Content-Type', 'application/x-www-form-urlencoded']], body: 'x=1' })
  })

  it("Firefox's Copy as cURL (bash), and bash commands that only look like cmd or PowerShell, stay bash", () => {
    const ff = parseCurl(`curl 'http://HOST/a' -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' -H 'Accept: */*' --data-raw '{"re":"^\\"a"}'`)
    expect(ff.ok && ff.request).toMatchObject({ method: 'POST', url: 'http://HOST/a', body: '{"re":"^\\"a"}' })
    const docs = parseCurl(`curl "https://e.com/x" \\\n  -H "X-A: \\$HOME" \\\n  -d 'tick \`\n'`)
    expect(docs.ok && docs.request).toMatchObject({ url: 'https://e.com/x', headers: [['X-A', '$HOME'], ['Content-Type', 'application/x-www-form-urlencoded']], body: 'tick `\n' })
  })

  it('a dangling quote is an error, in each dialect', () => {
    expect(parseCurl('curl ^"http://x')).toEqual({ ok: false, error: 'A double quote is not closed' })
    expect(parseCurl("curl 'http://x `\n -d 'a'")).toEqual({ ok: false, error: 'A single quote is not closed' })
  })
})

describe('curlToCode', () => {
  it.each(Object.keys(COMMANDS).flatMap((name) => CODE_LANGUAGES.map((l) => [name, l.id] as const)))('%s in %s matches its golden output', async (name, lang) => {
    const r = curlToCode(COMMANDS[name]!.replace(/HOST/g, 'api.example.com'), lang)
    if (!r.ok) throw new Error(r.error)
    await expect(r.code).toMatchFileSnapshot(`__golden__/${name}.${lang}.txt`)
  })

  it('refuses a command that is not curl, and says what it could not carry (files)', () => {
    expect(curlToCode('wget http://x', 'fetch')).toEqual({ ok: false, error: 'The command must start with curl' })
    const r = curlToCode(`curl --data-binary @photo.jpg -H 'Content-Type: image/jpeg' https://e.com/up`, 'python')
    expect(r.ok && r.notes).toEqual(['Left out: --data-binary @photo.jpg (a file, which cannot be read from here: paste its content instead)'])
  })

  it('writes Basic auth as curl does (UTF-8 bytes of user:password)', () => {
    expect(basicAuth({ username: 'admin', password: 's3cr:et ü' })).toBe(`Basic ${Buffer.from('admin:s3cr:et ü', 'utf8').toString('base64')}`)
  })

  it('writes a multipart body with CRLF and the fixed boundary', () => {
    expect(multipartText([['a', '1']])).toBe('------CurlToCodeBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------CurlToCodeBoundary7MA4YWxkTrZu0gW--\r\n')
  })

  it('raw HTTP counts the body in UTF-8 bytes and leaves GET bodyless', () => {
    const post = requestToCode({ method: 'POST', url: 'https://e.com/a?b=1', headers: [['Content-Type', 'text/plain']], body: 'é' }, 'http')
    expect(post).toBe('POST /a?b=1 HTTP/1.1\r\nHost: e.com\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\né')
    expect(requestToCode({ method: 'GET', url: 'e.com', headers: [], body: 'ignored' }, 'http')).toBe('GET / HTTP/1.1\r\nHost: e.com\r\n\r\n')
  })

  it('a method without a shortcut goes through the general call', () => {
    const req = { method: 'PURGE', url: 'https://e.com/c', headers: [] }
    expect(requestToCode(req, 'python')).toContain("requests.request('PURGE', url)")
    expect(requestToCode(req, 'rust')).toContain('reqwest::Method::from_bytes(b"PURGE")?')
  })
})


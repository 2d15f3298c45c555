import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { ToolAtom } from '../lib/persistence'
import { runsOnRestore, type InputPort } from './define-tool'
import { TOOLS, toolById } from './registry'
import { textToParagraphs } from './linkedin-post/linkedin-post.input'
import { toDatetimeLocal } from './timestamp/timestamp.logic'

/** Tools that take no text: generators, and image-converter and image-compress (files only). */
const NO_TEXT = ['lorem', 'password', 'image-converter', 'image-compress']
/**
 * A typical text per tool, the field it must land in (exactly; no field: the port's state is that
 * one value), any other field it may change with it, and whether the main action runs.
 */
const CASES: Record<string, { text: string; field?: string; also?: string[]; run: boolean; expected?: unknown }> = {
  'json-formatter': { text: '{"name":"Ada","tags":["a","b"]}', field: 'input', run: true },
  'json-schema': { text: '{"id": 1}', field: 'document', run: false },
  'fake-data': { text: '{"name": "Ada", "email": "ada@example.com"}', field: 'fields', run: false, expected: [{ id: 'f1', name: 'name', type: 'person', part: 'full' }, { id: 'f2', name: 'email', type: 'email' }] },
  'json-typescript': { text: '{"id": 1, "name": "Ada"}', field: 'json', run: false },
  recipe: { text: 'aGVsbG8=', field: 'input', run: false },
  bytes: { text: '48 65 6c 6c 6f', field: 'input', also: ['reading'], run: false },
  'svg-optimizer': { text: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', field: 'markup', run: false },
  'json-yaml': { text: '{"name":"Ada"}', field: 'jsonInput', run: true },
  'json-xml': { text: '{"user":{"name":"Ada"}}', field: 'jsonInput', run: true },
  'csv-json': { text: 'name,email\nAda,ada@example.com', field: 'csvInput', run: true },
  'yaml-validator': { text: 'name: Ada\nlist:\n  - 1\n', field: 'input', run: true },
  'xml-formatter': { text: '<root><a>1</a></root>', field: 'input', run: true },
  'sql-formatter': { text: 'select * from users where id = 1', field: 'input', run: true },
  'js-formatter': { text: 'const a={b:1}', field: 'input', run: true },
  'css-formatter': { text: 'a{color:red}', field: 'input', run: true },
  'html-formatter': { text: '<div><p>Hi</p></div>', field: 'input', run: true },
  dockerfile: { text: 'FROM node:latest\nRUN apt-get install curl\n', field: 'dockerfile', run: true },
  base64: { text: 'Hello, world', field: 'textInput', run: true },
  'url-encode': { text: 'a b&c=d', field: 'input', run: true },
  'html-entity': { text: '<p>Tom & Jerry</p>', field: 'input', run: true },
  timestamp: { text: '1700000000', field: 'timestampInput', run: true },
  cron: { text: '*/5 * * * *', field: 'expression', run: true },
  semver: { text: '2.3.4-beta.1', field: 'version', run: false },
  hash: { text: 'hello', field: 'input', run: false },
  markdown: { text: '# Title\n\n- item', field: 'markdown', run: false },
  regex: { text: 'foo 123 bar 45', field: 'testString', run: false },
  slug: { text: 'Hello World: a Title!', field: 'inputText', run: false },
  diff: { text: 'line one\nline two', field: 'left', run: false },
  'text-diff': { text: 'line one\nline two', field: 'left', run: false },
  curl: { text: 'https://api.example.com/items?id=1', field: 'url', run: false },
  dns: { text: 'example.com', field: 'domain', run: false },
  gitignore: { text: 'node,react,python', field: 'templates', run: true },
  graphql: { text: 'query { viewer { login } }', field: 'query', run: false },
  webhook: { text: '{"event":"push"}', field: 'payload', run: false },
  'linkedin-post': { text: 'Hello <world> & you\n\nSecond', field: 'html', run: false, expected: '<p>Hello &lt;world&gt; &amp; you</p><p></p><p>Second</p>' },
  'rest-client': { text: 'https://api.example.com/users', field: 'url', also: ['params'], run: false },
  bcrypt: { text: 'correct horse', field: 'password', run: false },
  'case-converter': { text: 'hello world\nXMLHttpRequest', run: false },
  'color-picker': { text: '#FF8800', field: 'text', also: ['rgb'], run: false },
  contrast: { text: '#336699', field: 'fg', run: false },
  gradient: { text: 'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)', field: 'stops', also: ['incoming'], run: false, expected: [{ id: 's1', color: '#ff0000', pos: 0 }, { id: 's2', color: '#0000ff', pos: 100 }] },
  'http-status': { text: 'teapot', run: false },
  jwt: { text: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', run: false },
  'password-strength': { text: 'correct horse battery staple', run: false },
  'unit-converter': { text: '3.5 GiB', field: 'value', also: ['quantity', 'unit', 'others'], run: false, expected: '3.5' },
  'qr-code': { text: 'Hello, QR', field: 'text', also: ['kind'], run: false },
  subnet: { text: '10.0.0.0/24', field: 'input', run: false },
  x509: { text: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', run: false },
  keys: { text: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC2yUzVLJxPsG96QtV2c9ZSKHuhQFHM/fFE+8+ROGvwy me@host', field: 'inspect', also: ['tab'], run: false },
  encrypt: { text: 'Deploy done', field: 'plaintext', run: false },
  'ascii-art': { text: 'Deploy done', field: 'text', run: false },
  // Issue 32: a pasted UUID is inspected (the first of a list).
  uuid: { text: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n919108f7-52d1-4320-9bac-f847db4148a8', field: 'inspect', run: false, expected: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' },
  favicon: { text: 'Deploy done', field: 'text', run: false, expected: 'De' },
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any

async function portOf(id: string): Promise<InputPort<State>> {
  const tool = toolById(id)
  expect(tool?.input, id).toBeTypeOf('function')
  return (await tool!.input!()).default
}

/**
 * What the port makes of the text, starting from a fresh store's state (the tool as it opens) or
 * `from`, as the frame applies it: checked to be a valid state (persisted tools), and to land whole
 * in the tool's atoms (a port's atom may join the stored state and in-memory ones, such as the tab).
 */
async function apply(id: string, text: string, from?: State) {
  const port = await portOf(id)
  const store = createStore()
  const before = from ?? store.get(port.atom)
  const after = port.accept(before, text)
  if ('validate' in port.atom) {
    // Valid in, valid out: validating the result changes nothing the port wrote.
    const a = port.atom as ToolAtom<State>
    const valid = (v: State) => a.validate(v, a.defaults)
    expect(valid(after), `${id}: the state stays valid`).toEqual(port.accept(valid(before), text))
  }
  store.set(port.atom, after)
  expect(store.get(port.atom), `${id}: the state lands in the tool's atoms`).toEqual(after)
  return { port, before, after }
}

const without = (s: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(s).filter(([k]) => !keys.includes(k)))

describe('input ports (D25)', () => {
  it('every tool that takes text declares a port; the others are listed here', () => {
    for (const tool of TOOLS) {
      if (NO_TEXT.includes(tool.id)) expect(tool.input, `${tool.id} has a port: take it off the list`).toBeUndefined()
      else expect(tool.input, `${tool.id} takes text, so it needs a port (<id>.input.ts and input in index.ts)`).toBeTypeOf('function')
    }
    for (const id of NO_TEXT) expect(toolById(id), id).toBeDefined()
    expect(Object.keys(CASES).sort()).toEqual(TOOLS.filter((t) => t.input).map((t) => t.id).sort())
  })

  it('files go to the hash and image tools and the Recipe Workbench only', () => {
    expect(toolById('hash')!.files).toEqual({ accept: ['*'], reason: 'Hash this file' })
    expect(toolById('image-converter')!.files).toEqual({ accept: ['image/*'], reason: 'Convert this image' })
    expect(toolById('svg-optimizer')!.files).toEqual({ accept: ['image/svg+xml'], reason: 'Optimize this SVG' })
    expect(toolById('qr-code')!.files).toEqual({ accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'], reason: 'Read the QR code in this image' })
    expect(toolById('image-compress')!.files).toEqual({ accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], reason: 'Compress this image' })
    expect(toolById('favicon')!.files).toEqual({ accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'], reason: 'Make favicons from this image' })
    expect(toolById('recipe')!.files).toEqual({ accept: ['*'], reason: 'Run a recipe on this file' })
    expect(TOOLS.filter((t) => t.files).map((t) => t.id).sort()).toEqual(['bytes', 'encrypt', 'favicon', 'hash', 'image-compress', 'image-converter', 'qr-code', 'recipe', 'svg-optimizer'])
  })

  for (const [id, c] of Object.entries(CASES)) {
    it(`${id}: the text goes into ${c.field}, every other field as it was; ${c.run ? 'runs once' : 'runs nothing'}`, async () => {
      const { port, before, after } = await apply(id, c.text)
      if (c.field === undefined) expect(after).toEqual(c.expected ?? c.text)
      else {
        expect(after[c.field]).toEqual(c.expected ?? c.text)
        const changed = [c.field, ...(c.also ?? [])]
        expect(without(after, changed)).toEqual(without(before, changed))
      }
      expect(port.run).toBe(c.run)
    })
  }

  it('keeps what the user had in the other fields (not only the defaults)', async () => {
    const { after } = await apply('json-yaml', '{"a":1}', { jsonInput: 'old', yamlInput: 'a: 2', side: 'toJson' })
    expect(after).toEqual({ jsonInput: '{"a":1}', yamlInput: 'a: 2', side: 'toYaml' })
    const sql = await apply('sql-formatter', 'select 1', { input: 'x', indentType: 'tabs', indentSize: '4', dialect: 'postgresql', keywordCase: 'upper' })
    expect(sql.after).toEqual({ input: 'select 1', indentType: 'tabs', indentSize: '4', dialect: 'postgresql', keywordCase: 'upper' })
  })

  it('D31: a tool whose main action runs on content also runs it on an input it opens with, and only on one', async () => {
    for (const [id, c] of Object.entries(CASES)) {
      const port = await portOf(id)
      if (!c.run) {
        expect(port.restore, id).toBeUndefined()
        continue
      }
      // A rule (or a reason not to): the text it was given counts as an input, a fresh state does not.
      expect(port.restore, `${id} says when it runs on a restored input`).toBeDefined()
      if (typeof port.restore !== 'function') {
        expect(port.restore!.skip, id).toMatch(/live/)
        continue
      }
      const store = createStore()
      const fresh = store.get(port.atom)
      expect(runsOnRestore(port, port.accept(fresh, c.text)), `${id} runs on the text it took`).toBe(true)
      expect(runsOnRestore(port, port.accept(fresh, '  \n ')), `${id} runs nothing on white space`).toBe(false)
    }
  })

  it('D31: a two-way tool runs on the side that is open, not on the other side\'s input', async () => {
    const port = await portOf('base64')
    expect(runsOnRestore(port, { textInput: '', base64Input: 'aGk=', side: 'decode' })).toBe(true)
    expect(runsOnRestore(port, { textInput: '', base64Input: 'aGk=', side: 'encode' })).toBe(false)
    const ts = await portOf('timestamp')
    expect(runsOnRestore(ts, { timestampInput: '', dateInput: '2024-01-01T00:00', side: 'toTimestamp' })).toBe(true)
    expect(runsOnRestore(ts, { timestampInput: '', dateInput: '2024-01-01T00:00', side: 'toDate' })).toBe(false)
  })

  it('network tools never send by themselves', async () => {
    for (const id of ['rest-client', 'graphql', 'webhook', 'dns']) expect((await portOf(id)).run, id).toBe(false)
  })

  it('REST Client: a cURL command becomes the imported request, ready to send', async () => {
    const { before, after } = await apply('rest-client', `curl -X POST https://api.example.com/x -H 'Content-Type: application/json' -d '{"a":1}'`)
    expect(after.method).toBe('POST')
    expect(after.url).toBe('https://api.example.com/x')
    expect(after.bodyType).toBe('raw')
    expect(after.rawBody).toBe('{"a":1}')
    expect(after.headers).toEqual([{ key: 'Content-Type', value: 'application/json', enabled: true }])
    for (const k of ['preRequestScript', 'tests', 'savedRequests', 'environment', 'timeoutSeconds']) expect(after[k], k).toEqual(before[k])
  })

  it('REST Client: a bare URL fills the URL and its Params; an unreadable command is left as the URL to fix', async () => {
    const { after } = await apply('rest-client', ' https://api.example.com/users?page=2 \n')
    expect(after.url).toBe('https://api.example.com/users?page=2')
    // As typing the URL does: its query becomes the rows, with the empty row to add more.
    expect(after.params).toEqual([{ key: 'page', value: '2', enabled: true }, { key: '', value: '', enabled: true }])
    expect(after.method).toBe('GET')
    const bad = await apply('rest-client', `curl 'unterminated`)
    expect(bad.after.url).toBe(`curl 'unterminated`)
  })

  it('SemVer: a range goes to the range field, a version (or anything else) to the version', async () => {
    expect((await apply('semver', '^1.2.0')).after).toMatchObject({ version: '1.0.0', range: '^1.2.0' })
    expect((await apply('semver', '>=1 <2')).after).toMatchObject({ version: '1.0.0', range: '>=1 <2' })
    expect((await apply('semver', 'v3.1.0')).after).toMatchObject({ version: 'v3.1.0', range: '' })
    expect((await apply('semver', 'not a version')).after).toMatchObject({ version: 'not a version', range: '' })
  })

  it('single-line fields take the text trimmed; DNS takes the host of an address; gitignore takes names a line', async () => {
    expect((await apply('cron', '  0 9 * * 1-5\n')).after.expression).toBe('0 9 * * 1-5')
    expect((await apply('timestamp', '1700000000\n')).after.timestampInput).toBe('1700000000')
    expect((await apply('dns', 'https://www.example.org/path?q=1')).after.domain).toBe('www.example.org')
    expect((await apply('dns', ' example.com \n')).after.domain).toBe('example.com')
    expect((await apply('gitignore', 'node\npython\n')).after.templates).toBe('node,python')
  })

  it('LinkedIn: text becomes escaped paragraphs, one a line', () => {
    expect(textToParagraphs('')).toBe('')
    expect(textToParagraphs('<script>alert("x")</script>')).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>')
    expect(textToParagraphs('a\r\nb')).toBe('<p>a</p><p>b</p>')
  })
  describe('two-way tools choose the side by the content, and run its action', () => {
    it('Base64: Base64 of text goes to Decode, anything else to Encode; both run', async () => {
      expect((await portOf('base64')).run).toBe(true)
      const decode = async (text: string) => expect((await apply('base64', text, { textInput: 'kept', base64Input: 'old', side: 'encode' })).after, text).toEqual({ textInput: 'kept', base64Input: text, side: 'decode' })
      const encode = async (text: string) => expect((await apply('base64', text, { textInput: 'old', base64Input: 'kept', side: 'decode' })).after, text).toEqual({ textInput: text, base64Input: 'kept', side: 'encode' })
      await decode('eyJhIjoxfQ==')
      await decode('SGVsbG8sIHdvcmxk')
      await decode('eyJhIjoi8J-YgCJ9') // Base64URL of {"a":"😀"}
      await decode('SGVsbG8s\nIHdvcmxk\n') // wrapped
      await decode('YWJj') // letters that decode to letters
      await decode('aGVsbG8g'.repeat(20_000)) // long: judged by its start
      await encode('hello')
      await encode('Hello, world')
      await encode('test') // valid Base64, but of bytes that are not UTF-8
      await encode('AAECAwQF') // control characters: binary, not text
      await encode('d41d8cd98f00b204e9800998ecf8427e')
      await encode('eyJhIjox=fQ==') // padding in the middle
      await encode('')
    })

    it('URL Encoder: %XX escapes go to Decode; other text to the encoding last used', async () => {
      expect((await portOf('url-encode')).run).toBe(true)
      expect((await apply('url-encode', 'caf%C3%A9%20au%20lait')).after).toEqual({ input: 'caf%C3%A9%20au%20lait', mode: 'decode' })
      expect((await apply('url-encode', 'a b&c=d', { input: 'x', mode: 'decode' })).after).toEqual({ input: 'a b&c=d', mode: 'component' })
      expect((await apply('url-encode', 'https://example.com/a b', { input: 'x', mode: 'uri' })).after).toEqual({ input: 'https://example.com/a b', mode: 'uri' })
      expect((await apply('url-encode', '100% sure')).after.mode).toBe('component')
    })

    it('HTML Entity: text with entities goes to Decode, other text to Encode', async () => {
      expect((await portOf('html-entity')).run).toBe(true)
      for (const text of ['&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;', 'Caf&eacute;', 'it&#39;s', '&#x1F600;']) expect((await apply('html-entity', text)).after, text).toEqual({ input: text, mode: 'decode' })
      for (const text of ['<p>Tom & Jerry</p>', 'a &b c;', 'AT&T']) expect((await apply('html-entity', text, { input: 'x', mode: 'decode' })).after, text).toEqual({ input: text, mode: 'encode' })
    })

    it('JSON and YAML: JSON goes to the JSON side (Convert to YAML), anything else to the YAML side (Convert to JSON)', async () => {
      expect((await portOf('json-yaml')).run).toBe(true)
      const from = { jsonInput: 'j', yamlInput: 'y', side: 'toYaml' }
      expect((await apply('json-yaml', '[1, 2]', { ...from, side: 'toJson' })).after).toEqual({ jsonInput: '[1, 2]', yamlInput: 'y', side: 'toYaml' })
      expect((await apply('json-yaml', 'name: Ada\nlist:\n  - 1\n', from)).after).toEqual({ jsonInput: 'j', yamlInput: 'name: Ada\nlist:\n  - 1\n', side: 'toJson' })
      expect((await apply('json-yaml', '{a: 1}', from)).after.side).toBe('toJson') // YAML flow mapping, not JSON
    })

    it('CSV and JSON: text starting with [ or { goes to JSON to CSV, anything else to CSV to JSON', async () => {
      expect((await portOf('csv-json')).run).toBe(true)
      const from = { csvInput: 'c', jsonInput: 'j', hasHeaders: false, side: 'toJson' }
      expect((await apply('csv-json', '[{"a":1}]', from)).after).toEqual({ ...from, jsonInput: '[{"a":1}]', side: 'toCsv' })
      expect((await apply('csv-json', '\n {"a":1}', from)).after.side).toBe('toCsv')
      expect((await apply('csv-json', 'a,b\n1,2', { ...from, side: 'toCsv' })).after).toEqual({ ...from, csvInput: 'a,b\n1,2', side: 'toJson' })
    })

    it('Timestamp: a number goes to Timestamp to Date, a written date to Date to Timestamp (local time)', async () => {
      expect((await portOf('timestamp')).run).toBe(true)
      const from = { timestampInput: 't', dateInput: 'd', side: 'toTimestamp' }
      expect((await apply('timestamp', ' 1700000000\n', from)).after).toEqual({ timestampInput: '1700000000', dateInput: 'd', side: 'toDate' })
      expect((await apply('timestamp', '1700000000000', from)).after.side).toBe('toDate')
      const date = async (text: string, want: string) => expect((await apply('timestamp', text, { ...from, side: 'toDate' })).after, text).toEqual({ timestampInput: 't', dateInput: want, side: 'toTimestamp' })
      await date('2023-11-14', '2023-11-14T00:00:00')
      await date('2023-11-14 08:30', '2023-11-14T08:30:00')
      await date('2023-11-14T08:30:15.250', '2023-11-14T08:30:15')
      await date('2023-11-14T22:13:20Z', toDatetimeLocal(Date.UTC(2023, 10, 14, 22, 13, 20)))
      await date('2023-11-14T22:13:20.5+02:00', toDatetimeLocal(Date.UTC(2023, 10, 14, 20, 13, 20)))
      await date('2023-11-14T22:13:20+0530', toDatetimeLocal(Date.UTC(2023, 10, 14, 16, 43, 20)))
      await date('Tue, 14 Nov 2023 22:13:20 GMT', toDatetimeLocal(Date.UTC(2023, 10, 14, 22, 13, 20)))
      await date('Tue Nov 14 2023 22:13:20 GMT+0100 (Central European Standard Time)', toDatetimeLocal(Date.UTC(2023, 10, 14, 21, 13, 20)))
      // Not a real date, or not a date: the timestamp field, whose error says so.
      for (const text of ['2023-02-30', 'next tuesday', 'hello 2']) expect((await apply('timestamp', text, from)).after, text).toEqual({ timestampInput: text, dateInput: 'd', side: 'toDate' })
    })
  })

  it('Hash: a hex digest goes to the expected digest (to compare), other text is hashed', async () => {
    const from = { input: 'kept', algorithms: ['sha256'], format: 'hex', expected: '' }
    for (const digest of ['d41d8cd98f00b204e9800998ecf8427e', 'a'.repeat(40), 'B'.repeat(56), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'c'.repeat(96), 'd'.repeat(128)]) {
      expect((await apply('hash', `  ${digest}\n`, from)).after, digest).toEqual({ ...from, expected: digest })
    }
    for (const text of ['abc123', 'a'.repeat(31), 'a'.repeat(64) + ' b', 'g'.repeat(64), 'sha256:' + 'a'.repeat(64)]) {
      expect((await apply('hash', text, from)).after, text).toEqual({ ...from, input: text })
    }
  })

  it('Bcrypt: a $2a$/$2b$/$2y$ hash goes to the hash to check, other text to the password; nothing runs', async () => {
    const hash = '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'
    const from = { password: 'p', checkHash: 'h', checkPassword: 'c' }
    expect((await apply('bcrypt', ` ${hash}\n`, from)).after).toEqual({ ...from, checkHash: hash })
    expect((await apply('bcrypt', hash.replace('$2b$', '$2y$'), from)).after.checkHash).toBe(hash.replace('$2b$', '$2y$'))
    expect((await apply('bcrypt', `admin:${hash.replace('$2b$', '$2a$')}`, from)).after.checkHash).toBe(hash.replace('$2b$', '$2a$'))
    expect((await apply('bcrypt', 'hunter2\n', from)).after).toEqual({ ...from, password: 'hunter2' })
    expect((await apply('bcrypt', hash.slice(0, -1), from)).after).toEqual({ ...from, password: hash.slice(0, -1) })
    expect((await portOf('bcrypt')).run).toBe(false)
  })

  it('Color Picker: any CSS colour stays as written (D33); other text is marked invalid', async () => {
    const from = { text: '#3b82f6', rgb: { r: 59, g: 130, b: 246 } }
    expect((await apply('color-picker', ' #FF8800\n', from)).after).toEqual({ text: '#FF8800', rgb: { r: 255, g: 136, b: 0 } })
    expect((await apply('color-picker', 'f80', from)).after).toEqual({ text: 'f80', rgb: { r: 255, g: 136, b: 0 } })
    expect((await apply('color-picker', 'rgb(255, 136, 0)', from)).after).toEqual({ text: 'rgb(255, 136, 0)', rgb: { r: 255, g: 136, b: 0 } })
    expect((await apply('color-picker', 'hsl(270, 50%, 40%);', from)).after).toEqual({ text: 'hsl(270, 50%, 40%)', rgb: { r: 102, g: 51, b: 153 } })
    expect((await apply('color-picker', 'RebeccaPurple', from)).after).toEqual({ text: 'RebeccaPurple', rgb: { r: 102, g: 51, b: 153 } })
    expect((await apply('color-picker', 'not a colour', from)).after).toEqual({ text: 'not a colour', rgb: from.rgb })
    expect((await portOf('color-picker')).run).toBe(false)
  })

  it('Contrast: a colour becomes the foreground, two colours the foreground and background', async () => {
    const from = { fg: '#000000', bg: '#ffffff' }
    expect((await apply('contrast', '#336699', from)).after).toEqual({ fg: '#336699', bg: '#ffffff' })
    expect((await apply('contrast', 'rgb(255, 0, 0)', from)).after).toEqual({ fg: 'rgb(255, 0, 0)', bg: '#ffffff' })
    expect((await apply('contrast', 'navy', from)).after).toEqual({ fg: 'navy', bg: '#ffffff' })
    expect((await apply('contrast', '#333 on #fafafa', from)).after).toEqual({ fg: '#333', bg: '#fafafa' })
    expect((await apply('contrast', '#111111, white', from)).after).toEqual({ fg: '#111111', bg: 'white' })
    expect((await apply('contrast', '#123\n#456', from)).after).toEqual({ fg: '#123', bg: '#456' })
    expect((await apply('contrast', '12345', from)).after).toEqual({ fg: '12345', bg: '#ffffff' })
    expect((await portOf('contrast')).run).toBe(false)
  })

  it('HTTP Status: a code, a code with its phrase or a status line searches for the code; other text as it is', async () => {
    expect((await apply('http-status', '404')).after).toBe('404')
    expect((await apply('http-status', '404 Not Found')).after).toBe('404')
    expect((await apply('http-status', 'HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\n\r\nbody')).after).toBe('503')
    expect((await apply('http-status', 'HTTP/2 204')).after).toBe('204')
    expect((await apply('http-status', '  rate\n limit ')).after).toBe('rate limit')
    expect((await portOf('http-status')).run).toBe(false)
  })

  it('JWT: the token without Bearer (never stored); it decodes live, so nothing runs', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'
    expect((await apply('jwt', `Bearer ${token}`)).after).toBe(token)
    expect((await apply('jwt', ` Authorization: bearer ${token}\n`)).after).toBe(token)
    expect((await apply('jwt', `${token}\n`)).after).toBe(token)
    expect((await portOf('jwt')).run).toBe(false)
  })

  it('Password Strength and Case Converter: the text as it is (the password on one line)', async () => {
    expect((await apply('password-strength', ' pass word \n')).after).toBe(' pass word ')
    expect((await apply('case-converter', '  two\nlines ')).after).toBe('  two\nlines ')
    expect((await portOf('password-strength')).run).toBe(false)
    expect((await portOf('case-converter')).run).toBe(false) // live (D31): the cards follow the text
  })

  it('ports whose tool deliberately persists nothing keep their input in memory only', async () => {
    for (const id of ['bcrypt', 'color-picker', 'contrast', 'http-status', 'jwt', 'password-strength']) {
      const port = await portOf(id)
      expect('storageId' in port.atom, id).toBe(false)
    }
  })
})

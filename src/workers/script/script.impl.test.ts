import { describe, expect, it } from 'vitest'
import { describeError, readCollected, runScript } from './script.impl'
import type { ScriptJob, ScriptRequest, ScriptResponse } from './script.types'

const REQUEST: ScriptRequest = {
  method: 'POST',
  url: 'https://api.example.com/items?a=1',
  headers: [['Content-Type', 'application/json'], ['X-One', '1']],
  body: { mode: 'raw', raw: '{"a":1}', urlencoded: [], formdata: [] },
}
const RESPONSE: ScriptResponse = {
  code: 201,
  status: 'Created',
  headers: [['content-type', 'application/json; charset=utf-8'], ['x-echo', 'yes']],
  body: '{"id":7,"tags":["a","b"],"owner":{"name":"Ada"}}',
  responseTime: 42,
  responseSize: 48,
}

const pre = (code: string, extra: Partial<ScriptJob> = {}) => runScript({ kind: 'pre-request', code, request: REQUEST, environment: [['host', 'example.com']], ...extra })
const test = (code: string, extra: Partial<ScriptJob> = {}) => runScript({ kind: 'test', code, request: REQUEST, response: RESPONSE, environment: [], ...extra })

describe('the sandbox sees nothing of the page (D12)', () => {
  it('has no network, storage, DOM, worker or host globals', async () => {
    const names = ['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'indexedDB', 'document', 'window', 'self', 'postMessage', 'importScripts', 'WebSocket', 'navigator', 'location', 'caches', 'require', 'process', 'Deno', 'std', 'os', 'setTimeout', 'Worker', 'BroadcastChannel']
    const r = await pre(`console.log(JSON.stringify({ ${names.map((n) => `${n}: typeof ${n}`).join(', ')} }))`)
    expect(r.error).toBeNull()
    expect(JSON.parse(r.console[0]!.text)).toEqual(Object.fromEntries(names.map((n) => [n, 'undefined'])))
  })

  it('has only pm, console, atob and btoa added to the language', async () => {
    const r = await pre("console.log(typeof pm, typeof console.log, typeof atob, typeof btoa, typeof pm.request, typeof pm.response, pm.info.eventName)")
    expect(r.console).toEqual([{ level: 'log', text: 'object function function function object undefined prerequest' }])
  })

  it('starts every run in a fresh context', async () => {
    await pre('globalThis.leak = 42; Object.prototype.polluted = true')
    const r = await pre('console.log(typeof leak, ({}).polluted)')
    expect(r.console[0]!.text).toBe('undefined undefined')
  })

  it('an escape attempt through the constructor chain still finds nothing', async () => {
    const r = await pre("const g = (function () { return this })() || Function('return this')(); console.log(Object.keys(g).sort().join(','), typeof g.fetch)")
    expect(r.error).toBeNull()
    expect(r.console[0]!.text).toBe('atob,btoa,console,pm undefined')
  })
})

describe('pre-request scripts change the request and the environment', () => {
  it('changes url, method, headers and raw body; sets and unsets variables', async () => {
    const r = await pre(`
      pm.request.url = pm.request.url + '&b=2'
      pm.request.headers.upsert({ key: 'x-one', value: 'one' })
      pm.request.headers.add({ key: 'X-Two', value: 2 })
      pm.request.headers.remove('content-type')
      pm.request.body.raw = JSON.stringify({ signed: btoa('user:pw') })
      pm.environment.set('token', 'abc')
      pm.environment.set('count', 3)
      pm.environment.unset('host')
    `)
    expect(r.error).toBeNull()
    expect(r.request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/items?a=1&b=2',
      headers: [['X-One', 'one'], ['X-Two', '2']],
      body: { mode: 'raw', raw: '{"signed":"dXNlcjpwdw=="}', urlencoded: [], formdata: [] },
    })
    expect(r.environment).toEqual([['token', 'abc'], ['count', '3']])
  })

  it('reads variables and replaces {{name}} in text', async () => {
    const r = await pre("console.log(pm.environment.get('host'), pm.variables.get('host'), pm.variables.get('nope'), pm.variables.replaceIn('https://{{host}}/{{ nope }}'))")
    expect(r.console[0]!.text).toBe("example.com example.com undefined https://example.com/{{ nope }}")
  })

  it('accepts headers as a plain object and a body as a plain string', async () => {
    const r = await pre("pm.request.headers.set('Accept', 'text/plain'); console.log(pm.request.headers.get('ACCEPT'), pm.request.headers.has('x-one'), JSON.stringify(pm.request.headers.toObject()))")
    expect(r.console[0]!.text).toBe('text/plain true {"Content-Type":"application/json","X-One":"1","Accept":"text/plain"}')
    const plain = await pre("pm.request.headers = { 'X-Plain': 'yes' }; pm.request.body = 'just text'")
    // pm.request itself cannot be replaced, but its members can.
    expect(plain.request.headers).toEqual([['X-Plain', 'yes']])
    expect(plain.request.body).toEqual({ mode: 'raw', raw: 'just text', urlencoded: [], formdata: [] })
  })

  it('changes form fields', async () => {
    const r = await pre("pm.request.body.urlencoded.push({ key: 'added', value: 1 }); pm.request.body.mode = 'urlencoded'", {
      request: { ...REQUEST, body: { mode: 'urlencoded', raw: '', urlencoded: [['a', 'b']], formdata: [] } },
    })
    expect(r.request.body).toEqual({ mode: 'urlencoded', raw: '', urlencoded: [['a', 'b'], ['added', '1']], formdata: [] })
  })

  it('cannot replace pm.request, and tampering with JSON does not break reading the results', async () => {
    const r = await pre("pm.request = null; pm.request.url = 'https://changed.example/'; JSON.stringify = () => 'broken'; JSON.parse = null")
    expect(r.error).toBeNull()
    expect(r.request.url).toBe('https://changed.example/')
  })
})

describe('console', () => {
  it('captures levels and formats values', async () => {
    const r = await pre("console.log('a', 1, true, null, undefined, {x:[1,2]}); console.info('i'); console.warn('w'); console.error(new TypeError('bad')); console.debug(function named() {})")
    expect(r.console).toEqual([
      { level: 'log', text: 'a 1 true null undefined {"x":[1,2]}' },
      { level: 'info', text: 'i' },
      { level: 'warn', text: 'w' },
      { level: 'error', text: 'TypeError: bad' },
      { level: 'log', text: '[Function: named]' },
    ])
  })

  it('keeps at most 500 lines and cuts long ones', async () => {
    const r = await pre("for (let i = 0; i < 2000; i++) console.log(i); console.log('x'.repeat(20000))")
    expect(r.console).toHaveLength(501)
    expect(r.console[499]!.text).toBe('499')
    expect(r.console[500]!.text).toBe('(further console output was dropped)')
    const long = await pre("console.log('x'.repeat(20000))")
    expect(long.console[0]!.text).toBe(`${'x'.repeat(10000)} … (cut)`)
  })
})

describe('base64 as browsers do it', () => {
  it('btoa and atob agree with the platform', async () => {
    const samples = ['', 'a', 'ab', 'abc', 'user:pass', '\u00ff\u00fe\u0000', 'Hello, World!']
    const r = await pre(`const s = ${JSON.stringify(samples)}; console.log(JSON.stringify(s.map(btoa))); console.log(JSON.stringify(s.map(btoa).map(atob)))`)
    expect(JSON.parse(r.console[0]!.text)).toEqual(samples.map((s) => btoa(s)))
    expect(JSON.parse(r.console[1]!.text)).toEqual(samples)
    const forgiving = await pre("console.log(atob(' YW Jj\\n'), atob('YQ'), atob('YQ=='))")
    expect(forgiving.console[0]!.text).toBe(`${atob(' YW Jj\n')} ${atob('YQ')} ${atob('YQ==')}`)
    const bad = await pre("try { atob('a') } catch (e) { console.log('atob', e.message) } try { btoa('€') } catch (e) { console.log('btoa', e.message) }")
    expect(bad.console.map((l) => l.text.split(' ')[0])).toEqual(['atob', 'btoa'])
  })
})

describe('tests: pm.test, pm.expect and pm.response', () => {
  it('reads the response', async () => {
    const r = await test("const j = pm.response.json(); console.log(pm.response.code, pm.response.status, pm.response.headers.get('X-Echo'), j.owner.name, pm.response.text().length, pm.response.responseTime, pm.response.responseSize, pm.info.eventName)")
    expect(r.console[0]!.text).toBe(`201 Created yes Ada ${RESPONSE.body.length} 42 48 test`)
  })

  it('records passing and failing tests with chai-like messages', async () => {
    const r = await test(`
      pm.test('status is 201', () => pm.response.to.have.status(201))
      pm.test('status is 200', () => pm.response.to.have.status(200))
      pm.test('is ok', () => { pm.response.to.be.ok })
      pm.test('header', () => pm.response.to.have.header('Content-Type'))
      pm.test('equal', () => pm.expect(pm.response.json().id).to.equal(8))
      pm.test('eql', () => pm.expect(pm.response.json().tags).to.eql(['a', 'b']))
      pm.test('deep equal', () => pm.expect({ a: [1] }).to.deep.equal({ a: [1] }))
      pm.test('type', () => pm.expect(pm.response.json().tags).to.be.an('array'))
      pm.test('wrong type', () => pm.expect('x').to.be.a('number'))
      pm.test('include', () => pm.expect(pm.response.text()).to.include('Ada'))
      pm.test('not include', () => pm.expect([1, 2]).to.not.include(3))
      pm.test('property', () => pm.expect(pm.response.json()).to.have.property('owner').that.has.property('name', 'Ada'))
      pm.test('missing property', () => pm.expect({}).to.have.property('id'))
      pm.test('above', () => pm.expect(pm.response.responseTime).to.be.below(1000).and.above(1))
      pm.test('ok getter fails', () => { pm.expect(0).to.be.ok })
      pm.test('custom message', () => pm.expect(1, 'the count').to.equal(2))
      pm.test('throws', () => { throw new RangeError('nope') })
      pm.test('lengthOf, match, oneOf, keys, empty', () => {
        pm.expect('abc').to.have.lengthOf(3)
        pm.expect('abc').to.match(/b/)
        pm.expect(2).to.be.oneOf([1, 2])
        pm.expect({ a: 1, b: 2 }).to.have.keys('a', 'b')
        pm.expect([]).to.be.empty
        pm.expect(null).to.not.exist
      })
    `)
    expect(r.error).toBeNull()
    expect(r.tests).toEqual([
      { name: 'status is 201', passed: true, error: null },
      { name: 'status is 200', passed: false, error: 'expected response to have status code 200 but got 201' },
      { name: 'is ok', passed: true, error: null },
      { name: 'header', passed: true, error: null },
      { name: 'equal', passed: false, error: 'expected 7 to equal 8' },
      { name: 'eql', passed: true, error: null },
      { name: 'deep equal', passed: true, error: null },
      { name: 'type', passed: true, error: null },
      { name: 'wrong type', passed: false, error: "expected 'x' to be a number" },
      { name: 'include', passed: true, error: null },
      { name: 'not include', passed: true, error: null },
      { name: 'property', passed: true, error: null },
      { name: 'missing property', passed: false, error: "expected {} to have property 'id'" },
      { name: 'above', passed: true, error: null },
      { name: 'ok getter fails', passed: false, error: 'expected 0 to be ok' },
      { name: 'custom message', passed: false, error: 'the count: expected 1 to equal 2' },
      { name: 'throws', passed: false, error: 'RangeError: nope' },
      { name: 'lengthOf, match, oneOf, keys, empty', passed: true, error: null },
    ])
  })

  it('waits for async tests, and fails one that never settles', async () => {
    const r = await test(`
      pm.test('async pass', async () => { await null; pm.expect(1).to.equal(1) })
      pm.test('async fail', async () => { await null; pm.expect(1).to.equal(2) })
      pm.test('never', () => new Promise(() => {}))
    `)
    expect(r.tests).toEqual([
      { name: 'async pass', passed: true, error: null },
      { name: 'async fail', passed: false, error: 'expected 1 to equal 2' },
      { name: 'never', passed: false, error: 'The test did not finish (a promise that never settled)' },
    ])
  })
})

describe('limits: errors, time-out, memory, recursion', () => {
  it('reports a thrown error with its line, and keeps what happened before it', async () => {
    const r = await pre("console.log('before')\npm.environment.set('x', '1')\nundefinedFunction()")
    expect(r.error).toBe("ReferenceError: 'undefinedFunction' is not defined (line 3)")
    expect(r.timedOut).toBe(false)
    expect(r.console).toEqual([{ level: 'log', text: 'before' }])
    expect(r.environment).toContainEqual(['x', '1'])
  })

  it('reports a syntax error and a thrown non-error', async () => {
    expect((await pre('let = ;')).error).toMatch(/^SyntaxError: .+ \(line 1\)$/)
    expect((await pre("throw 'plain'")).error).toBe("Uncaught 'plain'")
  })

  it('stops an infinite loop at the deadline and still returns the console and changes made before it', async () => {
    const started = Date.now()
    const r = await pre("console.log('start'); pm.request.headers.upsert({ key: 'X-Before', value: 'loop' }); while (true) {}", { deadlineMs: 300 })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(r.timedOut).toBe(true)
    expect(r.error).toBe('The script ran longer than 300 ms and was stopped')
    expect(r.console).toEqual([{ level: 'log', text: 'start' }])
    expect(r.request.headers).toContainEqual(['X-Before', 'loop'])
    // A catch block cannot swallow the interrupt.
    const caught = await pre('try { while (true) {} } catch (e) { console.log("caught") }', { deadlineMs: 200 })
    expect(caught.timedOut).toBe(true)
    expect(caught.console).toEqual([])
  })

  it('a loop inside a test is stopped too', async () => {
    const r = await test("pm.test('spins', () => { for (;;) {} })", { deadlineMs: 200 })
    expect(r.timedOut).toBe(true)
    expect(r.tests).toEqual([{ name: 'spins', passed: true, error: null }])
  })

  it('stops a script at the memory limit: many small objects, or a few big ones', async () => {
    for (const code of ['const a = []; for (let i = 0; ; i++) a.push({ i })', 'const a = []; while (true) a.push(new Array(100000).fill(a.length))', 'new Array(2e7).fill(1)', "let s = 'x'; while (true) s += s"]) {
      const started = Date.now()
      const r = await pre(code, { deadlineMs: 20_000 })
      expect(r.error, code).toBe('The script used more than 32 MB of memory and was stopped')
      expect(r.timedOut).toBe(false)
      expect(Date.now() - started).toBeLessThan(10_000)
    }
    expect((await pre("console.log('fine')")).console[0]!.text).toBe('fine')
  }, 60_000)

  it('ends deep recursion with an error, and the engine keeps working', async () => {
    const r = await pre('function f(n) { return f(n + 1) + 1 }\nf(0)')
    expect(r.error).toMatch(/^Stack overflow: the script recursed too deeply/)
    expect((await pre("console.log('still here')")).console[0]!.text).toBe('still here')
  })
})

describe('reading results', () => {
  it('falls back to the given request for anything malformed', () => {
    const job = { request: REQUEST, environment: [['a', 'b']] as [string, string][] }
    const r = readCollected(JSON.stringify({ request: { url: 5, headers: [['ok', 'yes'], ['bad'], [1, 2]], body: { mode: 'raw', raw: null } }, tests: [{ name: 'n', passed: 'yes' }], console: [{ level: 'shout', text: 'hi' }] }), job)
    expect(r.request).toEqual({ method: 'POST', url: REQUEST.url, headers: [['ok', 'yes']], body: { mode: 'raw', raw: REQUEST.body.raw, urlencoded: [], formdata: [] } })
    expect(r.environment).toEqual([['a', 'b']])
    expect(r.tests).toEqual([{ name: 'n', passed: false, error: null }])
    expect(r.console).toEqual([{ level: 'log', text: 'hi' }])
  })

  it('describes errors', () => {
    const limits = 2000
    expect(describeError({ name: 'InternalError', message: 'interrupted' }, 'tests.js', limits)).toEqual({ message: 'The script ran longer than 2 s and was stopped', timedOut: true })
    expect(describeError({ name: 'InternalError', message: 'out of memory' }, 'tests.js', limits).message).toBe('The script used more than 32 MB of memory and was stopped')
    expect(describeError({ name: 'TypeError', message: 'x', stack: '    at f (tests.js:4:2)\n' }, 'tests.js', limits).message).toBe('TypeError: x (line 4)')
    expect(describeError(undefined, 'tests.js', limits).message).toBe('Uncaught undefined')
  })
})

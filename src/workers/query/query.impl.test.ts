import { JqError, loadJq, type Jq } from 'jq-wasm'
import { JSONPath } from 'jsonpath-plus'
import { beforeAll, describe, expect, it } from 'vitest'
import { setJqWasmSource } from './jq-runtime'
import { jqWasmFromDisk } from './jq-wasm-node'
import {
  compactValueAt,
  crashMessage,
  createQueryEngine,
  hasInexactNumbers,
  jqError,
  NEED_TEXT,
  outputLimitMessage,
  runJq,
  runJsonPath,
  runQuery,
  type QueryResult,
} from './query.impl'

setJqWasmSource(jqWasmFromDisk)

/** jq-wasm's own API, on its own instance (its own stdin and stdout): the reference our runtime is compared with. */
let reference: Jq
beforeAll(async () => {
  reference = await loadJq()
})

/** jq-wasm's `raw()` (stdout and stderr trimmed), with node's exit code left as it was (jq-wasm sets it). */
function jqWasmOwn(text: string, program: string): { stdout: string; stderr: string; exitCode: number } {
  const before = process.exitCode
  try {
    return reference.raw(text, program, ['-c'])
  } finally {
    process.exitCode = before
  }
}

const STORE = JSON.stringify({
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 19.95 },
  },
  expensive: 10,
})
/** Fifteen documents: objects, arrays, scalars, empty ones, odd keys, deep nesting, number forms, escapes. */
const DOCUMENTS = [
  STORE,
  '[1, 2.5, -3, null, true, "a", {"b": [false, "c"]}, []]',
  '{"big": 12345678901234567890, "exact": 1.000000000000000000001, "name": "Zoë 🙂", "nested": {"a": {"b": null}}}',
  '"Hello, World"',
  'null',
  '{}',
  '[]',
  '{"users": [{"id": 1, "name": "Ann", "roles": ["admin", "dev"], "active": true}, {"id": 2, "name": "Bob", "roles": [], "active": false}, {"id": 3, "name": "Cy", "active": true}]}',
  '{"a.b": 1, "c d": {"e-f": [1, 2]}, "": "empty key", "$ref": "#/x"}',
  '[[1, [2, [3, [4]]]], {"x": {"y": {"z": "deep"}}}]',
  '{"values": [1.0, 1e3, -0, 0.1, 100, 2.50, -1.5E-3]}',
  '{"text": "line1\\nline2\\ttab \\"quoted\\" \\\\ backslash", "unicode": "\\u00e9\\u4e2d", "nul": "a\\u0000b"}',
  '42',
  'false',
  '{"matrix": [[1, 2, 3], [4, 5, 6]], "ids": ["a1", "b22", "c333"], "meta": {"count": 2, "tags": null}}',
]

describe('jq: the same outputs and errors as jq-wasm’s own API', () => {
  const programs = [
    '.',
    '.store.book[].title',
    '[.store.book[] | select(.price < 10) | .author]',
    '.store | keys',
    'keys',
    '.[]?',
    '.[]',
    '.[0]',
    '.missing',
    '.a.b.c',
    'empty',
    'select(false)',
    'length',
    'type',
    '[.. | numbers]',
    '[.. | strings]',
    '[paths] | length',
    '[paths(type == "number")]',
    'to_entries? // "not an object"',
    '.big, .exact, .big + 0, .exact + 0, (.big | tojson), (.big | tostring)',
    '.values[]?, (.values[]? | . * 1)',
    'strings | test("o")',
    'strings | [match("o"; "g").offset]',
    'strings | sub("(?<x>[A-Z])"; "<\\(.x)>"; "g")',
    'map(type)? // "no map"',
    'reduce (.. | numbers) as $n (0; . + $n)',
    '[limit(2; .[]?)]',
    '@base64?',
    'tojson',
    'ltrimstr("He")',
    'trim?',
    'abs?',
    'toboolean?',
    'add(.[]? | numbers)',
    '[.[]?] | add',
    'getpath(["users", 0, "name"])?',
    '.users | map(.roles // [] | length)?',
    '[.matrix[]? | add]',
    'error',
    'error("custom: \\(type)")',
    '.[',
    'nosuchfunction',
    '$undefined',
  ]
  for (const [d, text] of DOCUMENTS.entries()) {
    it(`document ${d + 1}: ${text.slice(0, 40)}`, async () => {
      for (const program of programs) {
        const ours = await runJq(program, text)
        const theirs = jqWasmOwn(text, program)
        // Deliberate differences: jq-wasm trims stdout and stderr (ours keeps stderr as written, in
        // `log`) and returns the exit status, where ours says what kind of error it was.
        expect(ours.outputs.join('\n'), program).toBe(theirs.stdout)
        expect(ours.log.trim(), program).toBe(theirs.stderr)
        expect(ours.error === null, `${program}: ${JSON.stringify(ours.error)}`).toBe(theirs.exitCode === 0)
        // jq-wasm's json() throws exactly when ours reports an error, with the same stderr.
        let thrown: unknown = null
        const before = process.exitCode
        try {
          reference.json(text, program)
        } catch (e) {
          thrown = e
        } finally {
          process.exitCode = before
        }
        if (ours.error) {
          expect(thrown, program).toBeInstanceOf(JqError)
          expect((thrown as JqError).stderr, program).toBe(ours.log.trim())
        } else expect(thrown, program).toBeNull()
      }
    })
  }

  it('errors with no output: jq-wasm’s words, with the kind and the position in the program', async () => {
    const cases: [string, string, QueryResult['error']][] = [
      ['.[] )', '[1]', { kind: 'syntax', message: 'syntax error, unexpected INVALID_CHARACTER, expecting end of file', line: 1, column: 5 }],
      ['.a |\n  $undefined', '{}', { kind: 'syntax', message: '$undefined is not defined', line: 2, column: 3 }],
      ['.a.b', '{"a": 5}', { kind: 'runtime', message: 'Cannot index number with string ("b")' }],
      ['nosuchfunction(1)', 'null', { kind: 'syntax', message: 'nosuchfunction/1 is not defined', line: 1, column: 1 }],
      ['.', '{"a": 1,\n "b": }', { kind: 'input', message: "Unmatched '}'", line: 2, column: 7 }],
      // jq 1.8 folds constants while compiling: a number key is a compile error, with its position.
      ['{(1): 2}', 'null', { kind: 'syntax', message: 'Cannot use number (1) as object key', line: 1, column: 3 }],
    ]
    for (const [program, text, error] of cases) {
      const ours = await runJq(program, text)
      expect(ours.outputs, program).toEqual([])
      expect(ours.error, program).toEqual(error)
      expect(ours.log.trim(), program).toBe(jqWasmOwn(text, program).stderr)
    }
  })

  it('keeps the results before a runtime error, as jq-wasm’s raw() does; its json() throws them away', async () => {
    const program = '.[] | if type == "string" then error("bad item: \\(.)") else . * 2 end'
    const ours = await runJq(program, '[1, 2, "x", 4]')
    expect(ours.outputs).toEqual(['2', '4'])
    expect(ours.error).toEqual({ kind: 'runtime', message: 'bad item: x' })
    expect(jqWasmOwn('[1, 2, "x", 4]', program)).toEqual({ stdout: '2\n4', stderr: 'jq: error (at /dev/stdin:0): bad item: x', exitCode: 5 })
    expect(() => reference.json('[1, 2, "x", 4]', program)).toThrow(JqError)
  })
})

describe('jq: big numbers and number forms (D24), exactly as jq 1.8.2 writes them', () => {
  // What jq 1.8.2 (decNumber) does, which the screen shows as is: literals it does not compute
  // with keep their digits (in decNumber's form: 1e1000 is 1E+1000); arithmetic is in doubles.
  const table: [input: string, program: string, output: string][] = [
    ['12345678901234567890', '.', '12345678901234567890'],
    ['12345678901234567890', '. + 1', '12345678901234567000'],
    ['[12345678901234567890]', '[.[]]', '[12345678901234567890]'],
    ['12345678901234567890', 'tostring', '"12345678901234567890"'],
    ['12345678901234567890', 'tojson', '"12345678901234567890"'],
    ['12345678901234567890', '. == 12345678901234567891', 'false'],
    ['1.0', '.', '1.0'],
    ['1.0', '. + 1', '2'],
    ['[1.0]', '[.[]]', '[1.0]'],
    ['1.0', 'tostring', '"1.0"'],
    ['1e1000', '.', '1E+1000'],
    ['1e1000', '. + 1', '1.7976931348623157e+308'],
    ['[1e1000]', '[.[]]', '[1E+1000]'],
    ['1e1000', 'tostring', '"1E+1000"'],
    ['-0', '.', '-0'],
    ['-0', '. + 1', '1'],
    ['[-0]', '[.[]]', '[-0]'],
    ['-0', 'tostring', '"-0"'],
    ['-0', '-.', '0'],
    ['[1e3, 2.50e-1, 100000000000000000000000000001]', '.', '[1E+3,0.250,100000000000000000000000000001]'],
    ['1.000000000000000000001', '.', '1.000000000000000000001'],
    ['1.000000000000000000001', '. + 0', '1'],
  ]
  it('gives these outputs, the same as jq-wasm’s own', async () => {
    for (const [input, program, output] of table) {
      expect(await runJq(program, input), `${program} on ${input}`).toEqual({ outputs: [output], error: null, log: '' })
      expect(jqWasmOwn(input, program).stdout, `${program} on ${input}`).toBe(output)
    }
  })
})

describe('jq: outputs, inputs and errors', () => {
  it('gives one JSON text per result, null results and empty results as they are', async () => {
    expect((await runJq('.[]', '[1, {"a": [2, "x"]}, "s", null]')).outputs).toEqual(['1', '{"a":[2,"x"]}', '"s"', 'null'])
    expect(await runJq('.nothing', '{}')).toEqual({ outputs: ['null'], error: null, log: '' })
    expect(await runJq('empty', '{}')).toEqual({ outputs: [], error: null, log: '' })
    expect((await runJq('.', '')).outputs).toEqual([])
    // Strings stay JSON texts (the screen may show them raw); a program starting with "-" is a program.
    expect((await runJq('"a\\nb", -.', '3')).outputs).toEqual(['"a\\nb"', '-3'])
  })

  it('runs once per input for several JSON texts, and -n runs once on null with the inputs left for input/inputs', async () => {
    expect((await runJq('. * 10', '1 2 3')).outputs).toEqual(['10', '20', '30'])
    expect((await runJq('[inputs]', '1 2 3', { nullInput: true })).outputs).toEqual(['[1,2,3]'])
    expect((await runJq('.', '1', { nullInput: true })).outputs).toEqual(['null'])
  })

  it('has jq 1.8’s builtins: trim, ltrimstr’s type check, toboolean, add/1, skip, have_decnum, abs', async () => {
    expect((await runJq('trim, (1 | try ltrimstr("a") catch .), ("true" | toboolean), add(1, 2), [skip(1; 1, 2, 3)], have_decnum, (-5 | abs)', '"  x  "')).outputs).toEqual([
      '"x"',
      '"startswith() requires string inputs"',
      'true',
      '3',
      '[2,3]',
      'true',
      '5',
    ])
  })

  it('has Oniguruma: test, match, capture, sub, gsub, splits', async () => {
    const r = await runJq('test("^h.*o$"; "i"), (capture("(?<first>\\\\w+), (?<second>\\\\w+)") | .second), gsub("l"; "L"), [splits(", ")]', '"Hello, World"')
    expect(r).toEqual({ outputs: ['false', '"World"', '"HeLLo, WorLd"', '["Hello","World"]'], error: null, log: '' })
  })

  it('says what is wrong with the document, with its line and column', async () => {
    expect((await runJq('.', '{"a": 1,\n "b": }')).error).toEqual({ kind: 'input', message: "Unmatched '}'", line: 2, column: 7 })
    expect((await runJq('.', '{"a": 1')).error).toEqual({ kind: 'input', message: 'Unfinished JSON term at EOF', line: 1, column: 7 })
    expect((await runJq('.', "{'a': 1}")).error).toEqual({ kind: 'input', message: "Invalid string literal; expected \", but got '", line: 1, column: 5 })
  })

  it('halt_error: the message as the program wrote it; halt: no error; debug and stderr go to the log', async () => {
    expect(await runJq('"stopped here\\n" | halt_error', 'null')).toEqual({ outputs: [], error: { kind: 'halt', message: 'stopped here' }, log: 'stopped here\n' })
    expect((await runJq('{a: 1} | halt_error(3)', 'null')).error).toEqual({ kind: 'halt', message: '{"a":1}' })
    expect(await runJq('1, halt, 2', 'null')).toEqual({ outputs: ['1'], error: null, log: '' })
    expect(await runJq('debug | . + 1 | stderr', '1')).toEqual({ outputs: ['2'], error: null, log: '["DEBUG:",1]\n2' })
    expect((await runJq('.a', '{"a": "after"}')).outputs).toEqual(['"after"'])
    // `stderr` writes no newline, so jq's error line follows the program's text on the same line.
    const noted = await runJq('("note" | stderr | empty), error("boom")', 'null')
    expect(noted.error).toEqual({ kind: 'runtime', message: 'boom' })
    expect(noted.log).toBe('notejq: error (at /dev/stdin:0): boom\n')
  })

  it('cuts the results at the output limit, keeping whole results; the next query runs on a fresh jq', async () => {
    const r = await runJq('range(1e9)', 'null', { maxOutputBytes: 1000 })
    expect(r.error).toEqual({ kind: 'output-limit', message: 'The results passed 1000 bytes and were cut there.' })
    expect(r.outputs.length).toBeGreaterThan(200)
    expect(r.outputs.every((o, i) => o === String(i))).toBe(true)
    expect((await runJq('.', '[1]')).outputs).toEqual(['[1]'])
    expect(outputLimitMessage(64 * 1024 * 1024)).toBe('The results passed 64 MB and were cut there.')
  })

  it('a program that crashes jq says so, keeps what came before, and the next query gets a fresh jq', async () => {
    const oom = await runJq('1, (def f: [f]; f)', 'null')
    expect(oom).toEqual({ outputs: ['1'], error: { kind: 'crash', message: 'jq ran out of memory and was stopped.' }, log: 'jq: error: cannot allocate memory\n' })
    expect((await runJq('.a + 1', '{"a": 41}')).outputs).toEqual(['42'])
    const deep = await runJq('2, (reduce range(9000) as $i (0; [.]) | tojson)', 'null')
    expect(deep.outputs).toEqual(['2'])
    expect(deep.error).toEqual({ kind: 'crash', message: 'jq stopped: the program or the data nests too deeply for its stack (Maximum call stack size exceeded).' })
    expect((await runJq('.a + 1', '{"a": 1}')).outputs).toEqual(['2'])
    // jq 1.7.1's failed assertion here (a crash) is an error in 1.8.2.
    expect((await runJq('try _strindices("abc") catch .', '123')).outputs).toEqual(['"number (123) cannot be searched, as it is not a string"'])
  })

  it('takes documents nested thousands deep (jq 1.8 parses 10,000 levels; 1.7.1 stopped at 256)', async () => {
    const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`
    expect(await runJq('([paths] | length), (tojson | length)', deep)).toEqual({ outputs: ['2000', String(deep.length)], error: null, log: '' })
    expect((await runJq('.', `${'['.repeat(10001)}${']'.repeat(10001)}`)).error).toEqual({ kind: 'input', message: 'Exceeds depth limit for parsing', line: 1, column: 10001 })
  })
})

describe('jqError and crashMessage: jq’s own words', () => {
  it('reads jq 1.7’s and 1.8’s compile errors, runtime errors, parse errors and halts', () => {
    expect(jqError(3, 'jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at <top-level>, line 3:\n  {\njq: 1 compile error\n')).toEqual({
      kind: 'syntax',
      message: 'syntax error, unexpected end of file',
      line: 3,
    })
    expect(jqError(3, 'jq: error: $foo is not defined at <top-level>, line 1, column 5:\n    1 + $foo + 2\n        ^^^^\njq: 1 compile error\n')).toEqual({
      kind: 'syntax',
      message: '$foo is not defined',
      line: 1,
      column: 5,
    })
    expect(jqError(3, 'jq: error: Top-level program not given (try ".")\njq: 1 compile error\n')).toEqual({ kind: 'syntax', message: 'Top-level program not given (try ".")' })
    expect(jqError(5, 'jq: error (at /dev/stdin:0): first line\nsecond line\n["DEBUG:",1]\n')).toEqual({ kind: 'runtime', message: 'first line\nsecond line' })
    expect(jqError(5, 'jq: error (at /dev/stdin:0) (not a string): {"a":1}\n')).toEqual({ kind: 'runtime', message: '{"a":1} (not a string)' })
    expect(jqError(2, 'jq: parse error: Invalid numeric literal at line 1, column 4\n')).toEqual({ kind: 'input', message: 'Invalid numeric literal', line: 1, column: 4 })
    expect(jqError(3, 'custom\n')).toEqual({ kind: 'halt', message: 'custom' })
    expect(jqError(1, '')).toEqual({ kind: 'halt', message: 'The program stopped with exit status 1.' })
    expect(jqError(0, '["DEBUG:",1]\n')).toBeNull()
  })

  it('explains a crash from the trap', () => {
    expect(crashMessage('Aborted(). Build with -sASSERTIONS for more info.', 'jq: error: cannot allocate memory\n')).toBe('jq ran out of memory and was stopped.')
    expect(crashMessage('memory access out of bounds', '')).toBe('jq stopped: the program or the data nests too deeply for its stack (memory access out of bounds).')
    expect(crashMessage('Maximum call stack size exceeded', '')).toMatch(/nests too deeply/)
    expect(crashMessage('C stack overflow: the run reached the end of its stack', '')).toBe(
      'jq stopped: the program or the data nests too deeply for its stack (C stack overflow: the run reached the end of its stack).',
    )
    expect(crashMessage('Aborted(Assertion failed: 0 && "invalid kind passed to jv_cmp", at: src/jv_aux.c,634,jvp_cmp)', '')).toBe(
      'jq stopped on a failed internal check (Assertion failed: 0 && "invalid kind passed to jv_cmp", at: src/jv_aux.c,634,jvp_cmp).',
    )
    expect(crashMessage('unreachable', '')).toBe('jq stopped with an internal error (unreachable).')
  })
})

describe('JSONPath: the same results as jsonpath-plus itself', () => {
  const paths = [
    '$.store.book[*].author',
    '$..author',
    '$.store.*',
    '$.store..price',
    '$..book[2]',
    '$..book[-1:]',
    '$..book[0,1]',
    '$..book[:2]',
    '$..book[?(@.isbn)]',
    '$..book[?(@.price < 10)].title',
    "$..book[?(@.category === 'fiction' && @.price > 10)].title",
    '$..book[(@.length-1)].title',
    '$..*',
    '$.store.*~',
    '$..book[0]^',
    '$.nothing',
    '$..[?(@ === null)]',
    '$[*]',
    '$',
    '',
  ]
  for (const [d, text] of DOCUMENTS.entries()) {
    it(`document ${d + 1}: ${text.slice(0, 40)}`, () => {
      for (const path of paths) {
        const ours = runJsonPath(path, text)
        let theirs: unknown[] | Error
        try {
          // jsonpath-plus gives undefined, not [], for a document that is null (or another falsy value).
          theirs = (JSONPath({ path, json: JSON.parse(text) as object, wrap: true, eval: 'safe' }) as unknown[] | undefined) ?? []
        } catch (e) {
          theirs = e as Error
        }
        if (theirs instanceof Error) expect(ours.error?.message, path).toBe(theirs.message)
        else {
          expect(ours.error, path).toBeNull()
          expect(ours.outputs.map((o) => JSON.parse(o) as unknown), path).toEqual(theirs)
        }
      }
    })
  }

  it('says what is wrong: a script that does not parse, a script that fails, a document that is not JSON', () => {
    expect(runJsonPath('$..book[?(@.price <)]', STORE).error).toEqual({ kind: 'syntax', message: 'Expected expression after < at character 12' })
    expect(runJsonPath('$..book[?(@.nope.deeper)]', STORE).error).toEqual({
      kind: 'runtime',
      message: "jsonPath: Cannot read properties of undefined (reading 'deeper'): @.nope.deeper",
    })
    expect(runJsonPath('$', '{"a": 1,}').error).toEqual({ kind: 'input', message: expect.any(String) as string, line: 1, column: 9 })
  })

  it('uses the safe evaluator: no eval, no way out to Function (D21)', () => {
    const escape = runJsonPath('$..[?(@.constructor.constructor("return globalThis")())]', STORE)
    expect(escape.outputs).toEqual([])
    expect(escape.error?.kind).toBe('runtime')
    expect(runJsonPath('$.store.book[?(this.constructor)]', STORE).error).toEqual({ kind: 'runtime', message: 'jsonPath: Unexpected expression: this.constructor' })
  })

  it('cuts big numbers, 1.0 and 1e3 from the document: exactly as written (D24)', () => {
    const doc = '{"id": 12345678901234567890, "items": [ {"n": 1.0}, {"n": 1e3, "s": "a \\" } ]"} ], "m": -0.000}'
    expect(runJsonPath('$.id', doc).outputs).toEqual(['12345678901234567890'])
    expect(JSONPath({ path: '$.id', json: JSON.parse(doc) as object, wrap: true, eval: 'safe' })).toEqual([12345678901234567000])
    expect(runJsonPath('$.items[*]', doc).outputs).toEqual(['{"n":1.0}', '{"n":1e3,"s":"a \\" } ]"}'])
    expect(runJsonPath('$..n', doc).outputs).toEqual(['1.0', '1e3'])
    expect(runJsonPath('$..[?(@ > 100)]', doc).outputs).toEqual(['12345678901234567890', '1e3'])
    expect(runJsonPath('$.*~', doc).outputs).toEqual(['"id"', '"items"', '"m"'])
    expect(runJsonPath('$.items.length', doc).outputs).toEqual(['2'])
    expect(runJsonPath('$', doc).outputs).toEqual(['{"id":12345678901234567890,"items":[{"n":1.0},{"n":1e3,"s":"a \\" } ]"}],"m":-0.000}'])
  })

  it('cuts the results at the output limit', () => {
    const r = runJsonPath('$..*', STORE, { maxOutputBytes: 100 })
    expect(r.error).toEqual({ kind: 'output-limit', message: 'The results passed 100 bytes and were cut there.' })
    expect(r.outputs.length).toBeLessThan(5)
  })
})

describe('helpers', () => {
  it('hasInexactNumbers: only numbers JSON.stringify would rewrite, never digits inside strings', () => {
    expect(hasInexactNumbers('{"a": [1, -2.5, 0, 1e-7, 123456789]}')).toBe(false)
    expect(hasInexactNumbers('{"a": "12345678901234567890 1.0"}')).toBe(false)
    for (const n of ['1.0', '1e3', '12345678901234567890', '-0', '0.10', '1E+2']) expect(hasInexactNumbers(`[${n}]`), n).toBe(true)
  })

  it('compactValueAt: the value at an offset, compacted, strings untouched', () => {
    const text = '{ "a" : [ 1 , { "b" : "x y ] }" } ] , "c" : 2.50 }'
    expect(compactValueAt(text, text.indexOf('['))).toBe('[1,{"b":"x y ] }"}]')
    expect(compactValueAt(text, text.indexOf('2.50'))).toBe('2.50')
    expect(compactValueAt(text, text.indexOf('"x'))).toBe('"x y ] }"')
    expect(compactValueAt(text, 0)).toBe('{"a":[1,{"b":"x y ] }"}],"c":2.50}')
    expect(compactValueAt('[true,null]', 1)).toBe('true')
  })
})

describe('the worker engine: the document crosses once per change', () => {
  it('answers NEED_TEXT for a document it does not hold, then reuses it for both languages', async () => {
    const engine = createQueryEngine()
    expect(await engine.run({ language: 'jq', query: '.a', textId: 1 })).toBe(NEED_TEXT)
    expect((await engine.run({ language: 'jq', query: '.a', textId: 1, text: '{"a": 12345678901234567890}' })) as QueryResult).toEqual({
      outputs: ['12345678901234567890'],
      error: null,
      log: '',
    })
    expect(((await engine.run({ language: 'jsonpath', query: '$.a', textId: 1 })) as QueryResult).outputs).toEqual(['12345678901234567890'])
    expect(((await engine.run({ language: 'jq', query: 'keys', textId: 1 })) as QueryResult).outputs).toEqual(['["a"]'])
    expect(await engine.run({ language: 'jq', query: '.', textId: 2 })).toBe(NEED_TEXT)
  })

  it('runQuery runs either language', async () => {
    expect((await runQuery({ language: 'jq', query: '.[1]', text: '[1, 2]' })).outputs).toEqual(['2'])
    expect((await runQuery({ language: 'jsonpath', query: '$[1]', text: '[1, 2]' })).outputs).toEqual(['2'])
    expect((await runQuery({ language: 'jq', query: 'input', text: '1 2', nullInput: true })).outputs).toEqual(['1'])
  })
})

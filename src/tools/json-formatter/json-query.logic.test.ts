import { raw as jqWasmRaw } from 'jq-wasm'
import { describe, expect, it } from 'vitest'
import { setJqWasmSource } from '../../workers/query/jq-runtime'
import { jqWasmFromDisk } from '../../workers/query/jq-wasm-node'
import { runJq, runJsonPath } from '../../workers/query/query.impl'
import type { QueryError } from '../../workers/query/query.types'
import { DEFAULTS, HISTORY_SIZE, pushHistory, type QueryEntry } from './json-formatter.logic'
import {
  caretMarker,
  chooseEntry,
  countLabel,
  EMPTY_DOCUMENT_HINT,
  EMPTY_QUERY_HINT,
  errorText,
  historyLabel,
  idleHint,
  LAYOUT_SLICE_CHARS,
  layoutResults,
  logSection,
  offsetOf,
  QUERY_DEBOUNCE_MS,
  queryRows,
  ResultLayout,
  sameJob,
  treeText,
} from './json-query.logic'

setJqWasmSource(jqWasmFromDisk)

/** jq-wasm's own run of the jq command line (the same jq the engine runs): its stdout. */
async function jqOwn(text: string, program: string, flags: string[]): Promise<string> {
  const { stdout, exitCode } = await jqWasmRaw(text, program, flags)
  expect(exitCode).toBe(0)
  return stdout
}

const STORE = JSON.stringify({
  items: [
    { name: 'pen', price: 2.5, tags: [], meta: {} },
    { name: 'lamp', price: 24.99, tags: ['home', 'light'], meta: { color: 'white', dims: [10, 20] } },
    { name: 'Zoë "q" \\ 🙂', price: 12, tags: ['gift'], meta: { empty: [[], {}], n: null, ok: true } },
  ],
})

describe('result layout', () => {
  it('pretty-prints each compact result with the indent, one after the other, as JSON.stringify lays it out', () => {
    const values: unknown[] = [JSON.parse(STORE), [1, [2, []], {}], 'a,b:{c}', null, true, -1.5e-7, { 'k:"x"': { 'a,b': ['[', ']'] } }]
    for (const indent of [2, 4, 8]) {
      const outputs = values.map((v) => JSON.stringify(v))
      expect(layoutResults(outputs, indent)).toBe(values.map((v) => JSON.stringify(v, null, indent)).join('\n'))
    }
    expect(layoutResults([], 2)).toBe('')
    expect(layoutResults(['{}', '[]', '""'], 2)).toBe('{}\n[]\n""')
  })

  it('gives what jq itself prints with --indent, from the compact results the engine returns', async () => {
    const doc = `${STORE}\n{"big": 12345678901234567890, "exact": 1.000000000000000000001, "list": [1.0, -0, 1e3, 0.10000000000000000001]}`
    for (const program of ['.', '.items[]? | select(.price > 10)', '.items[]?.meta', '.. | numbers', '[.items[]?.tags] | add', 'keys_unsorted']) {
      const { outputs, error } = await runJq(program, doc)
      expect(error).toBeNull()
      for (const indent of [2, 4]) expect(layoutResults(outputs, indent)).toBe((await jqOwn(doc, program, ['--indent', String(indent)])).replace(/\n$/, ''))
    }
  })

  it('keeps number text exactly as the engine gives it (D24)', async () => {
    expect(layoutResults(['{"big":12345678901234567890,"a":[1.0,1E+3,0.10000000000000000001,-0]}'], 2)).toBe(
      '{\n  "big": 12345678901234567890,\n  "a": [\n    1.0,\n    1E+3,\n    0.10000000000000000001,\n    -0\n  ]\n}',
    )
    // jq keeps the digits of a number it does not compute with; arithmetic is in doubles.
    expect((await runJq('.', '12345678901234567890')).outputs).toEqual(['12345678901234567890'])
    expect((await runJq('. + 1', '12345678901234567890')).outputs).toEqual(['12345678901234567000'])
    expect((await runJq('.[0]', '[12345678901234567890]')).outputs).toEqual(['12345678901234567890'])
    // JSONPath results are cut from the document's text, so they keep it whole, nested ones too.
    const doc = '{"a": [12345678901234567890, 1.0, {"b": 0.10000000000000000001}]}'
    expect(runJsonPath('$.a[0]', doc).outputs).toEqual(['12345678901234567890'])
    expect(layoutResults(runJsonPath('$.a', doc).outputs, 2)).toBe('[\n  12345678901234567890,\n  1.0,\n  {\n    "b": 0.10000000000000000001\n  }\n]')
    expect(layoutResults(runJsonPath('$..b', doc).outputs, 2)).toBe('0.10000000000000000001')
  })

  it('lays out a large result in slices that join up to the same text', () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item "${i}"\\`, tags: ['a', 'b'], n: i / 7, e: {} })))
    expect(big.length).toBeGreaterThan(2 * LAYOUT_SLICE_CHARS)
    const outputs = [big, '1', big]
    const layout = new ResultLayout(outputs, 4)
    let slices = 1
    while (!layout.step(LAYOUT_SLICE_CHARS)) slices++
    expect(slices).toBeGreaterThan(4)
    expect(layout.progress).toBe(layout.total)
    expect(layout.text()).toBe(layoutResults(outputs, 4))
    expect(layout.text()).toBe([JSON.stringify(JSON.parse(big), null, 4), '1', JSON.stringify(JSON.parse(big), null, 4)].join('\n'))
  })

  it('shows one result as itself in the tree, several as a JSON array of them', () => {
    expect(treeText([])).toBeNull()
    expect(treeText(['{"a":12345678901234567890}'])).toBe('{"a":12345678901234567890}')
    const several = treeText(['1', '"x"', '{"a":[]}'])!
    expect(several).toBe('[1,"x",{"a":[]}]')
    expect(JSON.parse(several)).toEqual([1, 'x', { a: [] }])
  })
})

describe('what runs, and the count', () => {
  it('runs nothing on an empty query or document: a hint, not an error', () => {
    expect(idleHint({ language: 'jq', query: '.a', text: '  \n' })).toBe(EMPTY_DOCUMENT_HINT)
    expect(idleHint({ language: 'jq', query: ' ', text: '{}' })).toBe(EMPTY_QUERY_HINT.jq)
    expect(idleHint({ language: 'jsonpath', query: '', text: '{}' })).toBe('Type a JSONPath expression, e.g. $.items[?(@.price > 10)]')
    expect(idleHint({ language: 'jq', query: '.', text: '1' })).toBeNull()
    expect(QUERY_DEBOUNCE_MS).toBe(250)
  })

  it('tells one run from another by language, query and document', () => {
    const a = { language: 'jq' as const, query: '.a', text: '{}' }
    expect(sameJob(a, { ...a })).toBe(true)
    expect(sameJob(a, { ...a, language: 'jsonpath' })).toBe(false)
    expect(sameJob(a, { ...a, query: '.b' })).toBe(false)
    expect(sameJob(a, { ...a, text: '{ }' })).toBe(false)
    expect(sameJob(a, null)).toBe(false)
  })

  it('counts results, and says when an error came after some or the output was cut', () => {
    expect(countLabel(0)).toBe('No results')
    expect(countLabel(1)).toBe('1 result')
    expect(countLabel(1234)).toBe('1,234 results')
    expect(countLabel(2, { kind: 'runtime', message: 'x' })).toBe('2 results before the error')
    expect(countLabel(0, { kind: 'runtime', message: 'x' })).toBe('No results')
    expect(countLabel(5000, { kind: 'output-limit', message: 'cut' })).toBe('5,000 results (cut)')
  })

  it('grows the query box with its lines, up to five', () => {
    expect(queryRows('')).toBe(1)
    expect(queryRows('.a |\n.b')).toBe(2)
    expect(queryRows('1\n2\n3\n4\n5\n6\n7')).toBe(5)
  })
})

describe('errors', () => {
  it('words each kind with the engine message and where it points', () => {
    const cases: [QueryError, string][] = [
      [{ kind: 'syntax', message: "syntax error, unexpected '|'", line: 1, column: 6 }, "Query error: syntax error, unexpected '|' (query line 1, column 6)"],
      [{ kind: 'syntax', message: 'syntax error, unexpected end of file', line: 2 }, 'Query error: syntax error, unexpected end of file (query line 2)'],
      [{ kind: 'syntax', message: 'Unexpected "?" at character 0' }, 'Query error: Unexpected "?" at character 0'],
      [{ kind: 'runtime', message: 'Cannot index number with "a"' }, 'Runtime error: Cannot index number with "a"'],
      [{ kind: 'input', message: 'Unfinished JSON term at EOF', line: 1, column: 6 }, 'The document is not JSON: Unfinished JSON term at EOF (document line 1, column 6)'],
      [{ kind: 'halt', message: 'bye' }, 'Stopped by halt_error: bye'],
      [{ kind: 'output-limit', message: 'The results passed 64 MB and were cut there.' }, 'The results passed 64 MB and were cut there.'],
      [{ kind: 'crash', message: 'jq ran out of memory and was stopped.' }, 'jq ran out of memory and was stopped.'],
    ]
    for (const [error, text] of cases) expect(errorText(error)).toBe(text)
  })

  it("words the engines' real errors", async () => {
    const jsonPathInput = runJsonPath('$.a', '{"a": 1,}').error!
    expect(errorText(jsonPathInput)).toBe("The document is not JSON: Quoted object key expected but got '}' (document line 1, column 9)")
    const jqInput = (await runJq('.', '{"a":1')).error!
    expect(errorText(jqInput)).toBe('The document is not JSON: Unfinished JSON term at EOF (document line 1, column 6)')
    const halted = await runJq('"custom stop\\n" | halt_error', 'null')
    expect(errorText(halted.error!)).toBe('Stopped by halt_error: custom stop')
    const partial = await runJq('.[] | if . == 3 then error("three") else . end', '[1,2,3,4]')
    expect(partial.outputs).toEqual(['1', '2'])
    expect(countLabel(partial.outputs.length, partial.error)).toBe('2 results before the error')
    expect(errorText(partial.error!)).toBe('Runtime error: three')
  })

  it('puts a caret under the column of the line a syntax error points at', () => {
    expect(caretMarker('.a | | b', { line: 1, column: 6 })).toEqual({ line: '.a | | b', caret: '     ^' })
    expect(caretMarker('.a |\n  foo', { line: 2, column: 3 })).toEqual({ line: '  foo', caret: '  ^' })
    // Past the end of the line (an unexpected end of file): just after it.
    expect(caretMarker('.[', { line: 1, column: 9 })).toEqual({ line: '.[', caret: '  ^' })
    expect(caretMarker('.a\n.b', { line: 2 })).toEqual({ line: '.b', caret: null })
    expect(caretMarker('.a', { line: 3, column: 1 })).toBeNull()
  })

  it('finds the offset of a line and column in the query', () => {
    expect(offsetOf('.a | | b', 1, 6)).toBe(5)
    expect(offsetOf('.a |\n  foo', 2, 3)).toBe(7)
    expect(offsetOf('.a |\n  foo', 2)).toBe(5)
    expect(offsetOf('.a', 1, 40)).toBe(2)
    expect(offsetOf('.a', 5, 1)).toBe(2)
  })

  it("shows jq's log when there is one, open when it says more than the error", async () => {
    const debug = await runJq('debug | .a', '{"a": 12345678901234567890}')
    expect(debug.outputs).toEqual(['12345678901234567890'])
    expect(logSection(debug.log, debug.error)).toEqual({ text: '["DEBUG:",{"a":12345678901234567890}]', open: true })
    const failed = await runJq('.a', '1')
    expect(logSection(failed.log, failed.error)?.open).toBe(false)
    const both = await runJq('("note\\n" | stderr | empty), error("a\\nb")', 'null')
    expect(both.error).toEqual({ kind: 'runtime', message: 'a\nb' })
    expect(logSection(both.log, both.error)).toEqual({ text: 'note\njq: error (at /dev/stdin:0): a\nb', open: true })
    const multiline = await runJq('error("a\\nb")', 'null')
    expect(logSection(multiline.log, multiline.error)).toEqual({ text: 'jq: error (at /dev/stdin:0): a\nb', open: false })
    expect(logSection('', null)).toBeNull()
    expect(logSection('', { kind: 'runtime', message: 'x' })).toBeNull()
  })
})

describe('history', () => {
  const entry = (query: string, language: QueryEntry['language'] = 'jq'): QueryEntry => ({ language, query })

  it('choosing an entry sets its language and query and moves it to the front', () => {
    const history = [entry('.a'), entry('$.b', 'jsonpath'), entry('.c')]
    const state = { ...DEFAULTS, queryLanguage: 'jq' as const, query: '.x', queryHistory: history }
    expect(chooseEntry(state, history[1]!, pushHistory)).toEqual({ ...state, queryLanguage: 'jsonpath', query: '$.b', queryHistory: [history[1], history[0], history[2]] })
  })

  it('keeps the last ten, newest first, without duplicates', () => {
    let history: QueryEntry[] = []
    for (let i = 1; i <= 12; i++) history = pushHistory(history, entry(`.k${i}`))
    expect(history).toHaveLength(HISTORY_SIZE)
    expect(history.map((e) => e.query)).toEqual(['.k12', '.k11', '.k10', '.k9', '.k8', '.k7', '.k6', '.k5', '.k4', '.k3'])
    history = pushHistory(history, entry('.k5'))
    expect(history.map((e) => e.query).slice(0, 3)).toEqual(['.k5', '.k12', '.k11'])
    expect(history).toHaveLength(HISTORY_SIZE)
    // The same text in the other language is another entry.
    expect(pushHistory([entry('$')], entry('$', 'jsonpath'))).toHaveLength(2)
  })

  it('labels an entry with its language and the query on one line', () => {
    expect(historyLabel(entry('.items[]\n  | select(.price > 10)'))).toBe('jq: .items[] | select(.price > 10)')
    expect(historyLabel(entry('$.items[*]', 'jsonpath'))).toBe('JSONPath: $.items[*]')
  })
})

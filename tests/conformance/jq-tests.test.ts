import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isLosslessNumber } from 'lossless-json'
import { beforeEach } from 'vitest'
import { parseJson, type JsonValue } from '../../src/workers/convert/json-tree'
import { getJq, setJqWasmSource, type JqRuntime } from '../../src/workers/query/jq-runtime'
import { jqWasmFromDisk } from '../../src/workers/query/jq-wasm-node'
import { runJqOn } from '../../src/workers/query/query.impl'
import { conformanceSuite, type Case, type CaseResult } from './corpora'
import { canonicalNumber } from './json-values'

/**
 * jq's own test files (jq 1.8.2: `tests/jq.test`, `tests/man.test`, `tests/onig.test`) through the
 * JSON workbench's jq engine: `runJqOn`, the function the `query` worker runs (jq-wasm 3.0.0's jq 1.8.2,
 * its command line on the test's input). Files are read the way jq's harness (src/jq_test.c)
 * reads them: a program line, an input line, then one expected output per line up to a blank or
 * `#` line; `%%FAIL` groups give a program that must not compile and the message it must give
 * (`%%FAIL IGNORE MSG`: any message). A case is `<file>:<line of its program>`; it passes when
 * the outputs equal the expected values in number and order, compared as JSON values the way
 * jq's `jv_equal` does (object key order does not matter), except that numbers are compared as
 * decimal values, never through a double (`1.0` is `1`, but 12345678901234567000 is not
 * 12345678901234567890): jq's harness compares a computed number with the expected one as
 * doubles, and no case needs that. The cases that import jq's test modules (tests/modules/, not
 * in the corpus) are skipped by id, below.
 */
const ACCEPTED = fileURLToPath(new URL('./jq-tests.accepted.txt', import.meta.url))
const FILES = ['jq.test', 'man.test', 'onig.test'] as const

/** Cases that load modules from jq's tests/modules/ directory (`-L tests/modules` in jq's test run). */
const NEEDS_MODULES: ReadonlyMap<string, string> = new Map([
  ...['1900', '1904', '1908', '1912', '1917', '1921', '1925', '1929', '1993'].map((l) => [`jq.test:${l}`, 'imports a module from tests/modules/'] as const),
  ...['1969', '1973', '1977'].map((l) => [`jq.test:${l}`, 'modulemeta of tests/modules/c'] as const),
  ['jq.test:1982', 'must fail on tests/modules/syntaxerror/syntaxerror.jq'],
])
const USES_MODULES = /\b(?:import|include)\s+"|\bmodulemeta\b|\bget_search_list\b/

/** A runaway generator is stopped here rather than filling memory (jq's harness only pulls as many results as it expects). */
const MAX_OUTPUT_BYTES = 1 << 20

type TestCase =
  | { kind: 'run'; id: string; program: string; input: string; expected: string[] }
  | { kind: 'fail'; id: string; program: string; checkMessage: boolean; message: string[] }

/** jq_test.c's `skipline`: blank, or a comment. */
const skipline = (line: string) => /^[ \t]*(?:#|$)/.test(line)

function parseTestFile(file: string, text: string): TestCase[] {
  const lines = text.split('\n')
  const cases: TestCase[] = []
  let i = 0
  let mustFail = false
  let checkMessage = false
  const block = () => {
    const out: string[] = []
    while (i < lines.length && !skipline(lines[i]!)) out.push(lines[i++]!)
    return out
  }
  while (i < lines.length) {
    const line = lines[i++]!
    if (skipline(line)) continue
    if (line === '%%FAIL' || line === '%%FAIL IGNORE MSG') {
      mustFail = true
      checkMessage = line === '%%FAIL'
      continue
    }
    const id = `${file}:${i}`
    if (mustFail) {
      cases.push({ kind: 'fail', id, program: line, checkMessage, message: block() })
      mustFail = false
      continue
    }
    const input = lines[i++] ?? ''
    cases.push({ kind: 'run', id, program: line, input, expected: block() })
  }
  return cases
}


/** Where two values differ (jv_equal: arrays in order, objects as key sets), or null. */
function difference(actual: JsonValue, expected: JsonValue, at = '$'): string | null {
  const show = (v: JsonValue): string =>
    isLosslessNumber(v)
      ? v.value
      : Array.isArray(v)
        ? `[${v.map(show).join(',')}]`
        : v instanceof Map
          ? `{${[...v].map(([k, x]) => `${JSON.stringify(k)}:${show(x)}`).join(',')}}`
          : JSON.stringify(v)
  const differs = () => `${at}: got ${show(actual)}, expected ${show(expected)}`
  if (isLosslessNumber(actual) || isLosslessNumber(expected)) {
    return isLosslessNumber(actual) && isLosslessNumber(expected) && canonicalNumber(actual.value) === canonicalNumber(expected.value) ? null : differs()
  }
  if (Array.isArray(actual) || Array.isArray(expected)) {
    if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return differs()
    for (let k = 0; k < actual.length; k++) {
      const d = difference(actual[k]!, expected[k]!, `${at}[${k}]`)
      if (d) return d
    }
    return null
  }
  if (actual instanceof Map || expected instanceof Map) {
    if (!(actual instanceof Map) || !(expected instanceof Map) || actual.size !== expected.size) return differs()
    for (const [key, value] of expected) {
      if (!actual.has(key)) return differs()
      const d = difference(actual.get(key)!, value, `${at}.${key}`)
      if (d) return d
    }
    return null
  }
  return actual === expected ? null : differs()
}

/** The message jq's harness compares: the last error jq reported, as its error callback got it (without the CLI's "jq: 1 compile error" line). */
function lastErrorMessage(log: string): string {
  const lines = log.replace(/\n$/, '').split('\n')
  if (/^jq: \d+ compile errors?$/.test(lines.at(-1) ?? '')) lines.pop()
  let start = lines.length - 1
  while (start > 0 && !lines[start]!.startsWith('jq: error')) start--
  return lines.slice(start).join('\n')
}

setJqWasmSource(jqWasmFromDisk)
let jq: JqRuntime
// A case that crashes jq leaves its module dead; the next case gets a fresh one.
beforeEach(async () => {
  jq = await getJq()
})

function runCase(c: TestCase): CaseResult {
  if (c.kind === 'fail') {
    const r = runJqOn(jq, c.program, '', { nullInput: true, maxOutputBytes: MAX_OUTPUT_BYTES })
    if (r.error?.kind !== 'syntax') return { ok: false, detail: `the program compiled; it must not (${r.error ? `${r.error.kind}: ${r.error.message}` : `outputs ${r.outputs.join(' ')}`})` }
    if (!c.checkMessage) return { ok: true }
    // jq_test.c: each expected line is a prefix of what is left of the message, the message all used.
    const got = lastErrorMessage(r.log)
    let rest = got
    for (const line of c.message) {
      if (!rest.startsWith(line)) return { ok: false, detail: `message ${JSON.stringify(got)}, expected ${JSON.stringify(c.message.join('\n'))}` }
      rest = rest.slice(line.length)
      if (rest.startsWith('\n')) rest = rest.slice(1)
    }
    return rest === '' ? { ok: true } : { ok: false, detail: `message ${JSON.stringify(got)}, expected ${JSON.stringify(c.message.join('\n'))}` }
  }
  const r = runJqOn(jq, c.program, c.input, { maxOutputBytes: MAX_OUTPUT_BYTES })
  if (r.error?.kind === 'syntax') return { ok: false, detail: `does not compile: ${r.error.message}` }
  if (r.error?.kind === 'input') return { ok: false, detail: `input ${c.input} rejected: ${r.error.message}` }
  const why = r.error ? ` (then ${r.error.kind}: ${r.error.message})` : ''
  for (let k = 0; k < c.expected.length; k++) {
    const expected = parseJson(c.expected[k]!)
    if (!expected.ok) return { ok: false, detail: `expected line ${JSON.stringify(c.expected[k])} is not JSON` }
    const output = r.outputs[k]
    if (output === undefined) return { ok: false, detail: `${r.outputs.length} results, expected ${c.expected.length}${why}` }
    const actual = parseJson(output)
    if (!actual.ok) return { ok: false, detail: `result ${k + 1} is not JSON: ${output}` }
    const d = difference(actual.value, expected.value)
    if (d) return { ok: false, detail: `result ${k + 1}: ${d}` }
  }
  if (r.outputs.length > c.expected.length) return { ok: false, detail: `superfluous result ${r.outputs[c.expected.length]}` }
  return { ok: true }
}

const perFile = new Map<string, { ids: string[]; skipped: number }>()

conformanceSuite('jq-tests', 'jq-tests', ACCEPTED, (root) => {
  const cases: Case[] = []
  let skipped = 0
  const unlisted: string[] = []
  const skippedIds = new Set<string>()
  for (const file of FILES) {
    const stats = { ids: [] as string[], skipped: 0 }
    perFile.set(file, stats)
    for (const c of parseTestFile(file, readFileSync(path.join(root, 'tests', file), 'utf8'))) {
      if (NEEDS_MODULES.has(c.id)) {
        skippedIds.add(c.id)
        stats.skipped++
        skipped++
        continue
      }
      // Every other program that names a module must be a compile error found before any module is loaded.
      if (USES_MODULES.test(c.program) && c.kind !== 'fail') unlisted.push(c.id)
      stats.ids.push(c.id)
      cases.push({ id: c.id, run: () => runCase(c) })
    }
  }
  if (unlisted.length) throw new Error(`jq-tests: cases that load modules but are not in NEEDS_MODULES: ${unlisted.join(', ')}`)
  const missing = [...NEEDS_MODULES.keys()].filter((id) => !skippedIds.has(id))
  if (missing.length) throw new Error(`jq-tests: NEEDS_MODULES names no case: ${missing.join(', ')}`)
  return {
    cases,
    skipped,
    extra: (results) =>
      FILES.map((file) => {
        const { ids, skipped: s } = perFile.get(file)!
        const passed = ids.filter((id) => results.get(id)?.ok).length
        const failed = ids.filter((id) => results.get(id)?.ok === false).length
        return `  ${file}: ${passed}/${ids.length} passed (${failed} accepted failures, ${s} skipped)`
      }),
  }
})

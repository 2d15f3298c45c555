import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { yamlToJson } from '../../src/workers/convert/yaml.impl'
import { validateYaml } from '../../src/workers/lint/yaml.impl'
import { bytesOf, conformanceSuite, textOf, type Case, type CaseResult } from './corpora'
import { jsonDifference, jsonStream, jsonValue } from './json-values'

/**
 * yaml-test-suite (data-2022-01-17), through the one YAML engine every YAML path uses (D29):
 * - a case with `error` is rejected by the validator and by YAML -> JSON, each with a line and a column;
 * - a case with `in.json` converts to that JSON, values compared exactly (numbers by their decimal
 *   value, never through a double; keys in any order, as the suite's in.json files do not keep
 *   the source order, e.g. RR7F): the whole stream as YAML -> JSON's 'all documents'
 *   array, and a one-document stream also as 'first document'; the validator accepts it;
 * - every other case is accepted by the validator and by YAML -> JSON.
 */
const ACCEPTED = fileURLToPath(new URL('./yaml-test-suite.accepted.txt', import.meta.url))

function caseDirs(root: string): string[] {
  const dirs: string[] = []
  for (const name of readdirSync(root).sort()) {
    const dir = path.join(root, name)
    if (existsSync(path.join(dir, 'in.yaml'))) dirs.push(dir)
    else if (statSync(dir).isDirectory()) for (const sub of readdirSync(dir).sort()) if (existsSync(path.join(dir, sub, 'in.yaml'))) dirs.push(path.join(dir, sub))
  }
  return dirs
}

const fail = (detail: string): CaseResult => ({ ok: false, detail })
const positioned = (p: { line?: number; column?: number } | null | undefined) => !!p && (p.line ?? 0) > 0 && (p.column ?? 0) > 0

function runCase(dir: string): CaseResult {
  const yaml = textOf(bytesOf(path.join(dir, 'in.yaml')))
  const validated = validateYaml({ text: yaml })
  const all = yamlToJson({ text: yaml, documents: 'all' })

  if (existsSync(path.join(dir, 'error'))) {
    if (validated.ok) return fail('the validator accepted invalid YAML')
    if (!positioned(validated.error)) return fail(`the validator's error has no line and column: ${JSON.stringify(validated.error)}`)
    if (all.ok) return fail('YAML -> JSON accepted invalid YAML')
    if (!positioned(all.error)) return fail(`YAML -> JSON's error has no line and column: ${JSON.stringify(all.error)}`)
    return { ok: true }
  }

  if (!validated.ok) return fail(`the validator rejected valid YAML: ${JSON.stringify(validated.error)}`)
  if (!all.ok) return fail(`YAML -> JSON rejected valid YAML: ${JSON.stringify(all.error)}`)
  const inJson = path.join(dir, 'in.json')
  if (!existsSync(inJson)) return { ok: true }

  const expected = jsonStream(textOf(bytesOf(inJson)))
  const difference = jsonDifference(jsonValue(all.output), expected, { keyOrder: false })
  if (difference) return fail(`'all documents' differs from in.json at ${difference}`)
  if (expected.length === 1) {
    const first = yamlToJson({ text: yaml, documents: 'first' })
    if (!first.ok) return fail(`'first document' failed: ${first.error.message}`)
    const d = jsonDifference(jsonValue(first.output), expected[0]!, { keyOrder: false })
    if (d) return fail(`'first document' differs from in.json at ${d}`)
  }
  return { ok: true }
}

conformanceSuite('yaml-test-suite', 'yaml-test-suite', ACCEPTED, (root) => ({
  cases: caseDirs(root).map((dir): Case => ({ id: path.relative(root, dir).split(path.sep).join('/'), run: () => runCase(dir) })),
}))

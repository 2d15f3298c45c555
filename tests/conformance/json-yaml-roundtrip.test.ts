import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJson, stringifyJson } from '../../src/workers/convert/json-tree'
import { jsonToYaml, yamlToJson } from '../../src/workers/convert/yaml.impl'
import { bytesOf, conformanceSuite, textOf, type Case, type CaseResult } from './corpora'

/**
 * D24 on every JSON document JSONTestSuite says a parser must accept (its `y_` files: `-0`, `1E22`,
 * escapes, odd whitespace, nesting), and on the `i_` files our parser accepts (numbers beyond double
 * range such as `1.5e+9999`, lone surrogates, invalid UTF-8 read as U+FFFD): JSON -> YAML -> JSON gives
 * back exactly the JSON text the converter writes for that document (2-space indent), numbers as written.
 */
const ACCEPTED = fileURLToPath(new URL('./json-yaml-roundtrip.accepted.txt', import.meta.url))

function roundTrip(file: string): CaseResult {
  const text = textOf(bytesOf(file))
  const parsed = parseJson(text)
  if (!parsed.ok) return { ok: false, detail: `not read as JSON: ${parsed.error.message}` }
  const expected = stringifyJson(parsed.value, 2)
  const yaml = jsonToYaml({ text })
  if (!yaml.ok) return { ok: false, detail: `JSON -> YAML failed: ${yaml.error.message}` }
  const back = yamlToJson({ text: yaml.output })
  if (!back.ok) return { ok: false, detail: `YAML -> JSON failed on ${JSON.stringify(yaml.output)}: ${back.error.message}` }
  return back.output === expected ? { ok: true } : { ok: false, detail: `${JSON.stringify(expected)} came back as ${JSON.stringify(back.output)} (YAML ${JSON.stringify(yaml.output)})` }
}

conformanceSuite('JSONTestSuite through JSON -> YAML -> JSON', 'JSONTestSuite', ACCEPTED, (root) => {
  const dir = path.join(root, 'test_parsing')
  const names = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  // y_ files, and the i_ files our parser accepts (numbers beyond double range, lone surrogates).
  const chosen = names.filter((f) => f.startsWith('y_') || (f.startsWith('i_') && parseJson(textOf(bytesOf(path.join(dir, f)))).ok))
  const cases: Case[] = chosen.map((name) => ({ id: name, run: () => roundTrip(path.join(dir, name)) }))
  return { cases }
})

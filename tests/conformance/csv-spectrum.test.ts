import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { csvToJson } from '../../src/workers/convert/csv.impl'
import { bytesOf, conformanceSuite, textOf, type Case, type CaseResult } from './corpora'
import { jsonDifference, jsonValue } from './json-values'

/**
 * csv-spectrum (v1.0.0): CSV to JSON with "first row is the header" on (and type detection off,
 * the SPEC default: every value a string) gives exactly the expected rows, keys in header order,
 * CRLF inside quoted fields kept.
 */
const ACCEPTED = fileURLToPath(new URL('./csv-spectrum.accepted.txt', import.meta.url))

function runCase(csvFile: string, jsonFile: string): CaseResult {
  const r = csvToJson({ text: textOf(bytesOf(csvFile)), hasHeaders: true })
  if (!r.ok) return { ok: false, detail: `rejected: ${r.error.message}` }
  const difference = jsonDifference(jsonValue(r.output), jsonValue(textOf(bytesOf(jsonFile))))
  return difference ? { ok: false, detail: difference } : { ok: true }
}

conformanceSuite('csv-spectrum', 'csv-spectrum', ACCEPTED, (root) => {
  const cases: Case[] = readdirSync(path.join(root, 'csvs'))
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.csv$/, '')
      return { id: name, run: () => runCase(path.join(root, 'csvs', f), path.join(root, 'json', `${name}.json`)) }
    })
  return { cases }
})

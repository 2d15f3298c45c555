import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { processJson } from '../../src/workers/format/json.impl'
import { bytesOf, conformanceSuite, textOf, type Case, type CaseResult } from './corpora'

/**
 * JSONTestSuite `test_parsing` through the JSON Formatter's parser (processJson, the path of
 * Format, Minify and Validate): every `y_` file accepted, every `n_` file rejected (with a line and
 * column). A file's bytes reach the parser as the browser reads a dropped or opened file
 * (`File.text()`: UTF-8, a BOM removed, invalid bytes as U+FFFD). The `i_` files, where RFC 8259
 * lets the parser choose, are decided without a crash and the decisions are printed.
 */
const ACCEPTED = fileURLToPath(new URL('./json-test-suite.accepted.txt', import.meta.url))

type Decision = { accepted: true } | { accepted: false; line: number; column: number; message: string }

function decide(file: string): Decision {
  const r = processJson({ text: textOf(bytesOf(file)), mode: 'validate', indent: 2 })
  return r.ok ? { accepted: true } : { accepted: false, ...r.error }
}

const decisions = new Map<string, boolean>()

conformanceSuite('JSONTestSuite', 'JSONTestSuite', ACCEPTED, (root) => {
  const dir = path.join(root, 'test_parsing')
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  const cases: Case[] = []
  for (const name of files) {
    const file = path.join(dir, name)
    if (name.startsWith('y_')) {
      cases.push({ id: name, run: (): CaseResult => { const d = decide(file); return d.accepted ? { ok: true } : { ok: false, detail: `rejected: ${d.message} (line ${d.line}, column ${d.column})` } } })
    } else if (name.startsWith('n_')) {
      cases.push({
        id: name,
        run: (): CaseResult => {
          const d = decide(file)
          if (d.accepted) return { ok: false, detail: 'accepted' }
          return d.line > 0 && d.column > 0 ? { ok: true } : { ok: false, detail: `rejected without a line and column: ${d.message}` }
        },
      })
    } else if (name.startsWith('i_')) {
      // Either answer is right; it must come back (no crash, no hang). Counted apart from passed/total.
      cases.push({ id: name, counted: false, run: (): CaseResult => { decisions.set(name, decide(file).accepted); return { ok: true } } })
    }
  }
  return {
    cases,
    extra: (results) => {
      const count = (prefix: string) => {
        const ids = cases.filter((c) => c.id.startsWith(prefix)).map((c) => c.id)
        return `${ids.filter((id) => results.get(id)?.ok).length}/${ids.length} ${prefix}`
      }
      const yes = [...decisions].filter(([, a]) => a).map(([n]) => n.replace(/^i_|\.json$/g, ''))
      const no = [...decisions].filter(([, a]) => !a).map(([n]) => n.replace(/^i_|\.json$/g, ''))
      return [
        `  ${count('y_')} accepted, ${count('n_')} rejected; i_ (the parser's choice): accepted ${yes.length} (${yes.join(', ')}); rejected ${no.length} (${no.join(', ')})`,
      ]
    },
  }
})

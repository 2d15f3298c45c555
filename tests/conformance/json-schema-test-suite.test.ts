import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { prepareValidator, type Draft, type Prepared } from '../../src/workers/schema/schema.impl'
import { conformanceSuite, type Case, type CaseResult } from './corpora'

/**
 * JSON-Schema-Test-Suite (drafts 2020-12, 2019-09 and 7; required tests, `optional/` and
 * `optional/format/`) through the JSON Schema Validator's engine: `prepareValidator`, the function
 * the tool's `schema` worker runs, with `format` asserted only for `optional/format/` (the tool's
 * "Check formats" option; the drafts make it an annotation by default). Documents the
 * suite `$ref`s at http://localhost:1234/ are registered from its `remotes/` folder; nothing is
 * fetched. A case is one instance check, `<draft>/<file>/<group>/<test>` (indices from 0); it
 * passes when the verdict equals the suite's `valid`.
 */
const ACCEPTED = fileURLToPath(new URL('./json-schema-test-suite.accepted.txt', import.meta.url))

const DRAFTS: readonly { folder: string; draft: Draft }[] = [
  { folder: 'draft2020-12', draft: '2020-12' },
  { folder: 'draft2019-09', draft: '2019-09' },
  { folder: 'draft7', draft: '07' },
]
/** Remote folders that belong to one draft; a draft's run registers its own and the shared ones. */
const DRAFT_REMOTE_DIRS = ['draft3', 'draft4', 'draft6', 'draft7', 'draft2019-09', 'draft2020-12', 'v1']
/** The drafts the validator knows: their remotes are registered for every draft's run (optional/cross-draft.json refers across them). */
const CROSS_DRAFT_DIRS = ['draft7', 'draft2019-09', 'draft2020-12']

type Group = { description: string; schema: unknown; tests: { description: string; data: unknown; valid: boolean }[] }

function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel))
    .sort()
    .flatMap((name) => {
      const r = rel ? `${rel}/${name}` : name
      return statSync(path.join(dir, r)).isDirectory() ? filesUnder(dir, r) : name.endsWith('.json') ? [r] : []
    })
}

function remotesFor(root: string, folder: string): Record<string, unknown> {
  const dir = path.join(root, 'remotes')
  const remotes: Record<string, unknown> = {}
  for (const rel of filesUnder(dir)) {
    const top = rel.split('/')[0]!
    if (DRAFT_REMOTE_DIRS.includes(top) && top !== folder && !CROSS_DRAFT_DIRS.includes(top)) continue
    remotes[`http://localhost:1234/${rel}`] = JSON.parse(readFileSync(path.join(dir, rel), 'utf8'))
  }
  return remotes
}

const perDraft = new Map<string, { ids: string[]; required: string[] }>()

conformanceSuite('JSON-Schema-Test-Suite', 'JSON-Schema-Test-Suite', ACCEPTED, (root) => {
  const cases: Case[] = []
  for (const { folder, draft } of DRAFTS) {
    const remotes = remotesFor(root, folder)
    const dir = path.join(root, 'tests', folder)
    const stats = { ids: [] as string[], required: [] as string[] }
    perDraft.set(folder, stats)
    for (const rel of filesUnder(dir)) {
      const groups = JSON.parse(readFileSync(path.join(dir, rel), 'utf8')) as Group[]
      groups.forEach((group, gi) => {
        let prepared: Prepared | null = null
        // `format` is an annotation unless asked for (2019-09 and 2020-12 say so; the required tests
        // check it); optional/format/ expects it asserted, the tool's "Check formats" option.
        const formats = rel.startsWith('optional/format/')
        const prepare = () => (prepared ??= prepareValidator(group.schema, draft, { remotes, formats }))
        group.tests.forEach((test, ti) => {
          const id = `${folder}/${rel}/${gi}/${ti}`
          stats.ids.push(id)
          if (!rel.startsWith('optional/')) stats.required.push(id)
          cases.push({
            id,
            run: async (): Promise<CaseResult> => {
              const p = prepare()
              const what = `${group.description} / ${test.description}`
              if (!p.ok) return { ok: false, detail: `${what}: the schema did not compile: ${p.problem.message}` }
              const verdict = await p.validate(test.data)
              if ('problem' in verdict) return { ok: false, detail: `${what}: the schema could not be used: ${verdict.problem.message}` }
              const { valid } = verdict
              return valid === test.valid ? { ok: true } : { ok: false, detail: `${what}: expected ${test.valid ? 'valid' : 'invalid'}, got ${valid ? 'valid' : 'invalid'}` }
            },
          })
        })
      })
    }
  }
  return {
    cases,
    extra: (results) =>
      [...perDraft].map(([folder, { ids, required }]) => {
        const ok = (list: string[]) => list.filter((id) => results.get(id)?.ok).length
        const optional = ids.filter((id) => !required.includes(id))
        return `  ${folder}: required ${ok(required)}/${required.length}, optional (format included) ${ok(optional)}/${optional.length}`
      }),
  }
})

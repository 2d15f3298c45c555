import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { operationById } from '../ops/manifest'

/**
 * D35: the screens that offer their transform as a recipe step (Send to's "Add to recipe") name
 * operations by id in their code; each id must be one the manifest knows, and each argument one
 * the operation declares, or the step would be refused when it reaches the workbench.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(tsx?|ts)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))

const offers = files(join(__dirname))
  .concat(files(join(__dirname, '../ui')))
  .flatMap((f) => {
    const text = readFileSync(f, 'utf8')
    if (!/recipeStep|RecipeStepOffer/.test(text)) return []
    const file = f.slice(f.indexOf('src/'))
    // `op: 'json-format'` or `op: tab === 'encode' ? 'to-base64' : 'from-base64'`, then the arguments' keys when written inline.
    return [...text.matchAll(/\bop: ([^,\n]*?'[a-z0-9-]+'[^,\n]*?)(?:,\s*args: \{\s*([^}]*?)\s*\})?(?=,|\s*\})/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([a-z0-9-]+)'/g)]
        .map((id) => id[1]!)
        .filter((id) => !/^(encode|decode|format|minify|validate|tabs|typescript|uri|toYaml)$/.test(id))
        .map((op) => ({ file, op, keys: m[2] ? [...m[2].matchAll(/(?:^|,\s*)(\w+)(?=[:,]|$)/g)].map((k) => k[1]!) : [] })),
    )
  })

describe('recipe steps offered by tool screens', () => {
  it('are found in the 14 tools wired (a pattern change here would hide them all)', () => {
    expect(new Set(offers.map((o) => o.file.split('/')[2])).size).toBeGreaterThanOrEqual(14)
  })
  it.each(offers.map((o) => [`${o.file}: ${o.op}`, o] as const))('%s names a known operation and its arguments', (_, o) => {
    const op = operationById(o.op)
    expect(op, o.op).toBeDefined()
    const declared = op!.args?.map((a) => a.key) ?? []
    for (const k of o.keys) expect(declared, `${o.op} has no argument ${k}`).toContain(k)
  })
})

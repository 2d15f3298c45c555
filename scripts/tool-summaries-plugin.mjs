import { readFileSync } from 'node:fs'
import { parseSync } from 'vite'

/**
 * Issue 17: the home page, the sidebar and a tool's title while its frame loads need each tool's id,
 * title, description and category, but not its definition module (icon, screen loader, input port,
 * which pull in code). A tool's `index.ts` imported with `?summary` is, through this plugin, just
 * those four strings, read from the file's own `defineTool({...})` at build time: one source of
 * truth (the tool's folder), and the full registry (src/tools/registry.ts) loads only when needed.
 * Types: tool-summaries-plugin.d.mts.
 */
export const SUMMARY_QUERY = 'summary'
export const SUMMARY_FIELDS = ['id', 'title', 'description', 'category']

/** A string the source spells out: a string literal, or a template literal without `${}`. */
function literalString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined
  return undefined
}

/**
 * The summary fields of `export default defineTool({ ... })` in a tool's `index.ts`. Throws (and so
 * fails the build) when the file has no such call or a field is not written as a plain string.
 */
export function extractToolSummary(source, file) {
  const { program, errors } = parseSync(file, source, { lang: 'ts' })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`)
  const call = program.body.find((n) => n.type === 'ExportDefaultDeclaration')?.declaration
  const definition = call?.arguments?.[0]
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'defineTool' || definition?.type !== 'ObjectExpression')
    throw new Error(`${file}: expected \`export default defineTool({ ... })\``)
  const values = new Map()
  for (const p of definition.properties) if (p.type === 'Property' && !p.computed && p.key.type === 'Identifier') values.set(p.key.name, p.value)
  const summary = {}
  for (const field of SUMMARY_FIELDS) {
    const value = literalString(values.get(field))
    if (value === undefined) throw new Error(`${file}: defineTool's \`${field}\` must be a plain string literal (the first paint reads it at build time)`)
    summary[field] = value
  }
  return summary
}

/** Serves `src/tools/<id>/index.ts?summary` as `export default { id, title, description, category }`. */
export function toolSummaries() {
  return {
    name: 'devtools-tool-summaries',
    enforce: 'pre',
    load(id) {
      const q = id.indexOf('?')
      if (q < 0 || id.slice(q + 1) !== SUMMARY_QUERY) return null
      const file = id.slice(0, q)
      this.addWatchFile(file)
      return { code: `export default ${JSON.stringify(extractToolSummary(readFileSync(file, 'utf8'), file))}`, moduleType: 'js' }
    },
  }
}

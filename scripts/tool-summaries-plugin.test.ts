import { describe, expect, it } from 'vitest'
import { extractToolSummary } from './tool-summaries-plugin.mjs'

const tool = (fields: string) => `import { Braces } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
${fields}
  icon: Braces,
  load: () => import('./x'),
})
`

describe('extractToolSummary (issue 17: the first paint reads defineTool at build time)', () => {
  it('reads id, title, description and category, quotes and template literals included', () => {
    const source = tool(`  id: 'x-tool',
  title: "Quotes: 'single' \\"double\\" ↔",
  description: \`A template literal, it's fine.\`,
  category: 'formatters',
  keywords: ['a', 'b'],`)
    expect(extractToolSummary(source, 'x/index.ts')).toEqual({
      id: 'x-tool',
      title: `Quotes: 'single' "double" ↔`,
      description: "A template literal, it's fine.",
      category: 'formatters',
    })
  })

  it('fails the build on a field that is not a plain string, naming the file and the field', () => {
    const computed = tool(`  id: 'x-tool',
  title: TITLE,
  description: 'd',
  category: 'formatters',`)
    expect(() => extractToolSummary(computed, 'src/tools/x/index.ts')).toThrow("src/tools/x/index.ts: defineTool's `title` must be a plain string literal")
    const interpolated = tool("  id: 'x', title: 't', description: `${'a'}b`, category: 'text',")
    expect(() => extractToolSummary(interpolated, 'f.ts')).toThrow('`description` must be a plain string literal')
    const missing = tool("  id: 'x', title: 't', description: 'd',")
    expect(() => extractToolSummary(missing, 'f.ts')).toThrow('`category` must be a plain string literal')
  })

  it('fails on a file that does not default-export defineTool({...}), or does not parse', () => {
    expect(() => extractToolSummary("export default { id: 'x' }", 'f.ts')).toThrow('f.ts: expected `export default defineTool({ ... })`')
    expect(() => extractToolSummary("export const tool = defineTool({ id: 'x' })", 'f.ts')).toThrow('expected `export default defineTool')
    expect(() => extractToolSummary('export default defineTool({ id: ', 'f.ts')).toThrow(/^f\.ts: /)
  })
})

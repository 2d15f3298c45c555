import type { Args } from '../../../ops/types'
import type { CodeLanguage } from '../../format/prettier.impl'
import type { SqlDialect } from '../../format/sql.impl'
import { OpError, type OpImpls } from '../op-impl'

/*
 * Code formatters (src/ops/format.manifest.ts), on the engines the formatter tools run: the XML
 * Prettifier's checker and layout (format/xml.impl.ts), sql-formatter (format/sql.impl.ts),
 * Prettier (format/prettier.impl.ts), marked and the Markdown preview's DOM-less sanitizer
 * (format/markdown.impl.ts, markdown/html-sanitize.ts). Each is imported on first use.
 */

const where = (e: { line?: number; column?: number }) => (e.line ? ` (line ${e.line}, column ${e.column ?? 1})` : '')

const indentOf = (args: Args) => ({ useTabs: args.indent === 'tab', tabWidth: args.indent === '4' ? 4 : 2 })

const LANGUAGE_NAME: Record<CodeLanguage, string> = { javascript: 'JavaScript', typescript: 'TypeScript', css: 'CSS', html: 'HTML' }

function prettier(language: CodeLanguage) {
  return {
    async run(input: unknown, args: Args) {
      const { formatCode } = await import('../../format/prettier.impl')
      const r = await formatCode({ text: input as string, language, ...indentOf(args) })
      if (r.ok) return r.output
      const hint = r.parsesAs ? ` (it reads as ${LANGUAGE_NAME[r.parsesAs]}: try ${LANGUAGE_NAME[r.parsesAs]} Format)` : ''
      throw new OpError(`${r.error.message}${where(r.error)}${hint}`)
    },
  }
}

function sql(mode: 'format' | 'minify') {
  return {
    async run(input: unknown, args: Args) {
      const { formatSql, SQL_DIALECTS } = await import('../../format/sql.impl')
      const r = await formatSql({ text: input as string, mode, dialect: args.dialect as SqlDialect, keywordCase: args.keywordCase === 'upper' || args.keywordCase === 'lower' ? args.keywordCase : 'preserve', ...indentOf(args) })
      if (r.ok) return r.output
      const other = r.parsesAs && SQL_DIALECTS.find((d) => d.value === r.parsesAs)?.label
      throw new OpError(`${r.message}${other ? ` (it reads as ${other}: choose that dialect)` : ''}`)
    },
  }
}

/** The XML Prettifier's check, its words for what is wrong and where. */
async function checkedXml(text: string) {
  const [{ checkXml, xmlProblemText }, xml] = await Promise.all([import('../../../lib/xml-check'), import('../../format/xml.impl')])
  const checked = checkXml(text)
  if (!checked.ok) throw new OpError(`${xml.XML_SCREEN_ERROR}: ${xmlProblemText(checked.problem)}`)
  return { tokens: checked.tokens, xml }
}

export default {
  'xml-format': {
    async run(input, args) {
      const { tokens, xml } = await checkedXml(input as string)
      return xml.layoutXml(tokens, xml.shapeOf(tokens), args.indent === '2' ? 2 : 4)
    },
  },
  'xml-minify': {
    /** The XML Prettifier's Minify (format/xml.impl.ts minifyXml), on the same check. */
    async run(input) {
      const { tokens, xml } = await checkedXml(input as string)
      return xml.minifyTokens(tokens)
    },
  },
  'sql-format': sql('format'),
  'sql-minify': sql('minify'),
  'javascript-format': prettier('javascript'),
  'typescript-format': prettier('typescript'),
  'css-format': prettier('css'),
  'html-format': prettier('html'),
  'markdown-to-html': {
    /** marked's HTML (as the Markdown tool renders it), then the preview's sanitizer: what DOMPurify keeps, without a DOM. */
    async run(input) {
      const [{ renderMarkdown }, { sanitizeHtml }] = await Promise.all([import('../../format/markdown.impl'), import('../../markdown/html-sanitize')])
      const r = renderMarkdown({ text: input as string })
      if (!r.ok) throw new OpError(r.message)
      return sanitizeHtml(r.html)
    },
  },
} satisfies OpImpls

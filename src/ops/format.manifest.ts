import { SQL_DIALECTS } from '../lib/sql-dialects'
import { defineOperation, type ArgDef } from './types'

/**
 * Code formatters (D34): the XML, SQL, JavaScript, TypeScript, CSS and HTML formatters and the
 * Markdown renderer, on the engines their tools run (src/workers/recipe/ops/format.ops.ts).
 * Formatting changes layout only, so none declares an inverse: Minify is no exact undoing of
 * Format on arbitrary text.
 */

const INDENTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
] as const

const indent = (fallback: '2' | '4', ...values: (typeof INDENTS)[number]['value'][]): ArgDef => ({
  key: 'indent',
  label: 'Indent',
  type: 'select',
  default: fallback,
  options: INDENTS.filter((o) => values.includes(o.value)),
})

/** The SQL Formatter's dialects, in its menu's order (format.ops.test.ts checks they are the engine's). */
const DIALECT: ArgDef = {
  key: 'dialect',
  label: 'Dialect',
  type: 'select',
  default: 'sql',
  options: SQL_DIALECTS,
}

const KEYWORD_CASE: ArgDef = {
  key: 'keywordCase',
  label: 'Keywords',
  type: 'select',
  default: 'preserve',
  options: [
    { value: 'preserve', label: 'Preserve' },
    { value: 'upper', label: 'UPPER' },
    { value: 'lower', label: 'lower' },
  ],
}

export default [
  defineOperation({
    id: 'xml-format',
    name: 'XML Format',
    category: 'data',
    description: 'Lays XML out one node per line (4 spaces by default); mixed content and xml:space="preserve" are kept as written.',
    keywords: ['xml beautify', 'xml prettify', 'pretty print xml', 'indent xml'],
    input: 'text',
    output: 'text',
    args: [indent('4', '2', '4')],
  }),
  defineOperation({
    id: 'xml-minify',
    name: 'XML Minify',
    category: 'data',
    description: 'Removes the white space between XML tags; text, mixed content and xml:space="preserve" are kept exactly as written.',
    keywords: ['xml compact', 'compress xml', 'one line xml'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'sql-format',
    name: 'SQL Format',
    category: 'data',
    description: 'Lays SQL out with sql-formatter in the chosen dialect, keywords as written or in upper or lower case.',
    keywords: ['sql beautify', 'sql prettify', 'pretty print sql', 'format query'],
    input: 'text',
    output: 'text',
    args: [DIALECT, KEYWORD_CASE, indent('2', '2', '4', 'tab')],
  }),
  defineOperation({
    id: 'sql-minify',
    name: 'SQL Minify',
    category: 'data',
    description: 'SQL on one line: comments removed, string literals and quoted names kept byte for byte.',
    keywords: ['sql compact', 'compress sql', 'one line sql'],
    input: 'text',
    output: 'text',
    args: [DIALECT, KEYWORD_CASE],
  }),
  defineOperation({
    id: 'javascript-format',
    name: 'JavaScript Format',
    category: 'data',
    description: 'Lays JavaScript (and JSX) out with Prettier, as the JavaScript Formatter does.',
    keywords: ['javascript beautify', 'js beautify', 'prettier', 'pretty print js', 'format js', 'jsx'],
    input: 'text',
    output: 'text',
    args: [indent('2', '2', '4', 'tab')],
  }),
  defineOperation({
    id: 'typescript-format',
    name: 'TypeScript Format',
    category: 'data',
    description: 'Lays TypeScript (and TSX) out with Prettier, as the JavaScript Formatter does for TypeScript.',
    keywords: ['typescript beautify', 'ts beautify', 'prettier', 'format ts', 'tsx'],
    input: 'text',
    output: 'text',
    args: [indent('2', '2', '4', 'tab')],
  }),
  defineOperation({
    id: 'css-format',
    name: 'CSS Format',
    category: 'data',
    description: 'Lays CSS out with Prettier, as the CSS Formatter does.',
    keywords: ['css beautify', 'prettier', 'pretty print css', 'format stylesheet'],
    input: 'text',
    output: 'text',
    args: [indent('2', '2', '4', 'tab')],
  }),
  defineOperation({
    id: 'html-format',
    name: 'HTML Format',
    category: 'data',
    description: 'Lays HTML out with Prettier, inline scripts and styles included, as the HTML Formatter does.',
    keywords: ['html beautify', 'prettier', 'pretty print html', 'format markup'],
    input: 'text',
    output: 'text',
    args: [indent('2', '2', '4', 'tab')],
  }),
  defineOperation({
    id: 'markdown-to-html',
    name: 'Markdown to HTML',
    category: 'data',
    description: "GitHub-flavoured Markdown (marked, footnotes) as HTML, sanitized by the Markdown preview's rules: no script, handler or remote image.",
    keywords: ['render markdown', 'md to html', 'gfm', 'markdown preview'],
    input: 'text',
    output: 'text',
  }),
]

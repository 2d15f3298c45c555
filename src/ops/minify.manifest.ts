import { defineOperation } from './types'

/**
 * Minifiers (issue 35 item 2) for the JavaScript, CSS and HTML formatters, on the engines their
 * Minify buttons run (src/workers/format/minify.impl.ts): terser, csso, html-minifier-terser. XML
 * and SQL Minify are in format.manifest.ts. No inverse: Format does not undo Minify.
 */
export default [
  defineOperation({
    id: 'javascript-minify',
    name: 'JavaScript Minify',
    category: 'data',
    description: 'Minifies JavaScript with terser (compress and mangle, comments removed), as the JavaScript Formatter does.',
    keywords: ['js minify', 'uglify', 'terser', 'compress javascript', 'minify js'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'css-minify',
    name: 'CSS Minify',
    category: 'data',
    description: 'Minifies CSS with csso (structure optimised, comments removed), as the CSS Formatter does.',
    keywords: ['css minify', 'csso', 'compress css', 'minify stylesheet'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'html-minify',
    name: 'HTML Minify',
    category: 'data',
    description: 'Minifies HTML with html-minifier-terser, inline styles and scripts too, as the HTML Formatter does.',
    keywords: ['html minify', 'compress html', 'minify markup', 'html-minifier'],
    input: 'text',
    output: 'text',
  }),
]

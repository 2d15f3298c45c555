import type { CodeError, CodeLanguage } from './prettier.impl'
import { sizeStats, type SizeStats } from './size.impl'
import type * as HtmlMinifier from 'html-minifier-terser'

/**
 * Minify for the JavaScript, CSS and HTML formatters (issue 35 item 2), in the `format` worker:
 * terser for JavaScript, csso for CSS (measured against lightningcss-wasm: as small or smaller,
 * and 59 KB gzip of code where lightningcss-wasm is a 3.8 MB gzip wasm), html-minifier-terser for
 * HTML with its inline styles and scripts minified by the same csso and terser. Each engine is
 * imported on first use and stays warm. TypeScript is not compiled: terser reads JavaScript only,
 * so TypeScript with types is refused with a message that says so.
 */
export type MinifyJob = { text: string; language: CodeLanguage }
export type MinifyResult = { ok: true; output: string; stats: SizeStats } | { ok: false; error: CodeError }

/** Said when TypeScript does not read as JavaScript. */
export const TYPESCRIPT_NOT_MINIFIED = 'Minify reads JavaScript only: TypeScript types are not stripped. Compile to JavaScript first.'

/** Terser: compress and mangle, no top-level names touched (a script's globals keep their names). */
export async function minifyJs(text: string): Promise<string> {
  const { minify } = await import('terser')
  const r = await minify(text, { compress: true, mangle: true, format: { comments: false }, module: false })
  return r.code ?? ''
}

/** csso, after css-tree's parse has found no error (csso alone skips what it cannot read). */
export async function minifyCss(text: string): Promise<string> {
  const csso = await import('csso')
  let first: CodeError | null = null
  csso.syntax.parse(text, {
    positions: true,
    onParseError: (e) => {
      first ??= { message: e.message, line: e.line ?? 1, column: e.column ?? 1 }
    },
  })
  if (first) throw Object.assign(new Error((first as CodeError).message), { loc: { start: first } })
  return csso.minify(text).css
}

/**
 * html-minifier-terser imports clean-css, which reads `process.platform` as it loads and
 * `process.cwd()` when html-minifier-terser checks CSS around template fragments (`<% %>`,
 * `<?php ?>`); CSS itself goes through csso here. A worker has no `process`: a stand-in is there
 * while the module loads and while a minify runs, and gone after. (Its browser bundle instead
 * would carry a second terser.)
 */
async function withProcess<T>(run: () => Promise<T>): Promise<T> {
  const g = globalThis as { process?: unknown }
  const stand = g.process === undefined
  if (stand) g.process = { platform: 'browser', env: {}, cwd: () => '/', nextTick: (f: () => void) => queueMicrotask(f) }
  try {
    return await run()
  } finally {
    if (stand) delete g.process
  }
}
let htmlMinifier: Promise<typeof HtmlMinifier> | null = null
const loadHtmlMinifier = () => (htmlMinifier ??= withProcess(() => import('html-minifier-terser')).catch((e: unknown) => {
  htmlMinifier = null
  throw e
}))

/**
 * html-minifier-terser with safe options: comments and the white space around block elements
 * removed; inside text and around inline elements one space stays, <pre> and <textarea> are kept
 * as written; attribute quotes, optional tags and redundant attributes are kept, so the page reads
 * and lays out the same. Inline <style> and style="" go through csso, <script> and on* handlers
 * through terser.
 */
export async function minifyHtml(text: string): Promise<string> {
  const [{ minify }, csso] = await Promise.all([loadHtmlMinifier(), import('csso')])
  return withProcess(() => minify(text, {
    collapseWhitespace: true,
    removeComments: true,
    continueOnParseError: false,
    // html-minifier-terser awaits what this returns (a plain string breaks it: `.then is not a function`).
    minifyCSS: async (css: string, type?: string) => {
      try {
        // Inline style="" and media queries are not whole stylesheets: wrap, minify, unwrap.
        if (type === 'inline') return csso.minifyBlock(css).css
        if (type === 'media') return css.replace(/\s+/g, ' ').trim()
        return csso.minify(css).css
      } catch {
        return css
      }
    },
    // As html-minifier-terser's own minifyJS: an on* handler may `return`.
    minifyJS: async (js: string, inline?: boolean) => {
      try {
        const { minify: terser } = await import('terser')
        const r = await terser(js, { parse: { bare_returns: !!inline }, format: { comments: false } })
        return (r.code ?? js).replace(/;$/, '')
      } catch {
        return js
      }
    },
  }))
}

/** Terser's and csso's errors carry their position differently: both as a CodeError. */
function describeError(e: unknown): CodeError {
  const err = e as { message?: unknown; line?: number; col?: number; loc?: { start?: { line?: number; column?: number } } }
  const message = (typeof err?.message === 'string' ? err.message : String(e)).split('\n')[0]!.trim() || 'Syntax error'
  if (err?.loc?.start) return { message, line: err.loc.start.line ?? 1, column: err.loc.start.column ?? 1 }
  // terser: 1-based line, 0-based column.
  return { message, line: err?.line ?? 1, column: (err?.col ?? 0) + 1 }
}

const MINIFIERS: Record<CodeLanguage, (text: string) => Promise<string>> = {
  javascript: minifyJs,
  typescript: minifyJs,
  css: minifyCss,
  html: minifyHtml,
}

/** Minifies with the language's engine; the output with its sizes, or the error at its position. */
export async function minifyCode(job: MinifyJob): Promise<MinifyResult> {
  try {
    const output = await MINIFIERS[job.language](job.text)
    return { ok: true, output, stats: await sizeStats(job.text, output) }
  } catch (e) {
    const error = describeError(e)
    return { ok: false, error: job.language === 'typescript' ? { ...error, message: `${TYPESCRIPT_NOT_MINIFIED} (${error.message})` } : error }
  }
}

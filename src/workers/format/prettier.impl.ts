import type { Plugin } from 'prettier'

/**
 * JavaScript/TypeScript, CSS and HTML formatting with prettier's standalone build. Prettier and each
 * plugin are imported on first use inside the worker (about 265 KB gzip in all) and kept warm.
 */
export type CodeLanguage = 'javascript' | 'typescript' | 'css' | 'html'
export type CodeJob = { text: string; language: CodeLanguage; tabWidth: number; useTabs: boolean }
export type CodeError = { message: string; line: number; column: number }
/** `parsesAs`: on a failure, the other language that parses the text (JavaScript <-> TypeScript). */
export type CodeResult = { ok: true; output: string } | { ok: false; error: CodeError; parsesAs?: CodeLanguage }

/** The language tried when one fails: code that babel refuses may be TypeScript, and the other way round. */
export const ALTERNATIVE: Partial<Record<CodeLanguage, CodeLanguage>> = { javascript: 'typescript', typescript: 'javascript' }
/** The other language is tried only on texts up to this size (a second full parse). */
export const TRY_OTHER_UP_TO = 256 * 1024

const once = <T>(load: () => Promise<T>) => {
  let p: Promise<T> | null = null
  return () => (p ??= load().catch((e) => {
    p = null
    throw e
  }))
}
const loadPrettier = once(() => import('prettier/standalone'))
const plugin = {
  babel: once(() => import('prettier/plugins/babel')),
  estree: once(() => import('prettier/plugins/estree')),
  typescript: once(() => import('prettier/plugins/typescript')),
  postcss: once(() => import('prettier/plugins/postcss')),
  html: once(() => import('prettier/plugins/html')),
}

const SETUP: Record<CodeLanguage, { parser: string; plugins: (keyof typeof plugin)[] }> = {
  // babel parses JSX too.
  javascript: { parser: 'babel', plugins: ['babel', 'estree'] },
  typescript: { parser: 'typescript', plugins: ['typescript', 'estree'] },
  css: { parser: 'css', plugins: ['postcss'] },
  // Inline <script> and <style> are formatted as well, so HTML needs the JS and CSS plugins.
  html: { parser: 'html', plugins: ['html', 'postcss', 'babel', 'estree'] },
}

/** Prettier's message without its code frame, and the position it points at. */
export function describePrettierError(e: unknown): CodeError {
  const err = e as { message?: unknown; loc?: { start?: { line?: number; column?: number } } }
  const raw = typeof err?.message === 'string' ? err.message : String(e)
  const first = raw.split('\n')[0]!.replace(/^\w*SyntaxError: /, '').trim()
  const line = err?.loc?.start?.line ?? 1
  const column = err?.loc?.start?.column ?? 1
  const message = first.replace(/\s*\(\d+:\d+\)$/, '') || 'Syntax error'
  return { message, line, column }
}

async function run(job: CodeJob): Promise<string> {
  const setup = SETUP[job.language]
  const [prettier, ...plugins] = await Promise.all([loadPrettier(), ...setup.plugins.map((p) => plugin[p]())])
  return prettier.format(job.text, { parser: setup.parser, plugins: plugins as Plugin[], tabWidth: job.tabWidth, useTabs: job.useTabs })
}

/**
 * Formats with prettier. On a syntax error, the error at its position, and when the other language
 * of the pair (JavaScript / TypeScript) parses the text, that language (`parsesAs`), so the
 * screen can say "This looks like TypeScript".
 */
export async function formatCode(job: CodeJob): Promise<CodeResult> {
  try {
    return { ok: true, output: await run(job) }
  } catch (e) {
    const error = describePrettierError(e)
    const other = ALTERNATIVE[job.language]
    if (!other || job.text.length > TRY_OTHER_UP_TO) return { ok: false, error }
    try {
      await run({ ...job, language: other })
      return { ok: false, error, parsesAs: other }
    } catch {
      return { ok: false, error }
    }
  }
}

import { dump, loadAll } from 'js-yaml'

export type YamlError = { message: string; line: number; column: number }
export type YamlResult =
  | { ok: true; output: string; documents: number }
  | { ok: false; error: YamlError | null }

/** js-yaml's own reason, without the "(line:column)" it appends to `message`. */
function reasonOf(e: unknown): string {
  if (e && typeof e === 'object') {
    const reason = (e as { reason?: unknown }).reason
    if (typeof reason === 'string' && reason.trim()) return reason.trim()
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string') return message.split('\n')[0]!.replace(/\s*\(\d+:\d+\)\s*$/, '').trim()
  }
  return ''
}

/**
 * Validates a YAML stream with js-yaml: every document is parsed (loadAll), then re-serialised with
 * dump (2-space indent), documents joined by `---`. A syntax error gives the parser's reason with
 * its line and column (from 1); an error without a position gives `error: null`.
 */
export function validateYaml({ text }: { text: string }): YamlResult {
  let documents: unknown[]
  try {
    documents = loadAll(text)
  } catch (e) {
    const mark = (e as { mark?: { line?: number; column?: number } }).mark
    if (mark && typeof mark.line === 'number' && typeof mark.column === 'number') {
      return { ok: false, error: { message: reasonOf(e), line: mark.line + 1, column: mark.column + 1 } }
    }
    const message = reasonOf(e)
    return { ok: false, error: message ? { message, line: 0, column: 0 } : null }
  }
  try {
    const output = documents.map((d) => dump(d, { indent: 2 })).join('---\n')
    return { ok: true, output, documents: documents.length }
  } catch (e) {
    const message = reasonOf(e)
    return { ok: false, error: message ? { message, line: 0, column: 0 } : null }
  }
}

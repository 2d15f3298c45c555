import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The official conformance suites (issue 22) live outside the project, as data, in
 * `../shared/corpora` beside the checkout (or wherever CORPORA_DIR says); they are read in place,
 * never copied in. Without them (a user's clone) a suite says so once and is skipped; with
 * `CI=true` a missing corpus is a failing test, so the suites cannot silently stop running.
 */
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')

export function corporaDir(): string {
  const fromEnv = process.env.CORPORA_DIR
  return fromEnv ? path.resolve(fromEnv) : path.resolve(PROJECT_ROOT, '../shared/corpora')
}

/** A case's outcome: `ok` when the engine did what the suite expects; `detail` says what went wrong. */
export type CaseResult = { ok: true } | { ok: false; detail: string }
/** `counted: false`: run (it must not crash) but left out of passed/total, as JSONTestSuite's i_ files. */
export type Case = { id: string; run: () => CaseResult | Promise<CaseResult>; counted?: false }

/**
 * The committed list of failures we accept, beside the test: one `<case id>  <reason>` per line
 * (two or more spaces or a tab between them; an id may hold single spaces, as wpt-base64's `"ab cd"`),
 * `#` at the start of a line or after a space starts a comment. Every line needs a reason.
 */
export function readAccepted(file: string): Map<string, string> {
  const accepted = new Map<string, string>()
  if (!existsSync(file)) return accepted
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.replace(/(^|\s)#.*$/, '').trim()
      if (!line) return
      const m = /^(.+?)(?: {2,}|\t+)(\S.*)$/.exec(line)
      if (!m) throw new Error(`${path.basename(file)} line ${i + 1}: expected "<case id>  <reason>", got "${raw}"`)
      accepted.set(m[1]!, m[2]!)
    })
  return accepted
}

/**
 * Runs one suite: a test per case, each failing on a failure not in the accepted list and on a
 * listed case that now passes (so the list only shrinks), a test that every listed id is a case
 * of the suite, and one summary line: `name: passed/total passed (n accepted failures, n skipped)`.
 * `extra` adds lines after the summary (JSONTestSuite's i_ decisions).
 */
export function conformanceSuite(
  name: string,
  folder: string,
  acceptedFile: string,
  collect: (dir: string) => { cases: Case[]; skipped?: number; extra?: (results: Map<string, CaseResult>) => string[] },
): void {
  const dir = path.join(corporaDir(), folder)
  if (!existsSync(dir)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('finds its corpus (CI=true)', () => {
          throw new Error(`${name}: corpus not found at ${dir}; in CI the conformance suites must run (set CORPORA_DIR or put shared/ beside the checkout)`)
        })
      })
    } else {
      console.log(`${name}: corpus not found at ${dir}, skipped`)
      describe.skip(name, () => {
        it('corpus not found', () => {})
      })
    }
    return
  }
  const { cases, skipped = 0, extra } = collect(dir)
  const accepted = readAccepted(acceptedFile)
  const results = new Map<string, CaseResult>()
  describe(name, () => {
    it('has cases, and every accepted failure names one of them', () => {
      expect(cases.length).toBeGreaterThan(0)
      const ids = new Set(cases.map((c) => c.id))
      expect([...accepted.keys()].filter((id) => !ids.has(id)), `${path.basename(acceptedFile)} lists ids that are not cases of ${name}`).toEqual([])
    })
    for (const c of cases) {
      it(c.id, async () => {
        let result: CaseResult
        try {
          result = await c.run()
        } catch (e) {
          result = { ok: false, detail: `threw: ${e instanceof Error ? e.message : String(e)}` }
        }
        results.set(c.id, result)
        const reason = accepted.get(c.id)
        if (reason !== undefined) {
          expect(result.ok, `${c.id} is listed in ${path.basename(acceptedFile)} (${reason}) but now passes: remove it from the list`).toBe(false)
        } else if (!result.ok) {
          expect.fail(`${c.id}: ${result.detail}`)
        }
      })
    }
    afterAll(() => {
      const counted = cases.filter((c) => c.counted !== false)
      const passed = counted.filter((c) => results.get(c.id)?.ok).length
      const failedAccepted = [...accepted.keys()].filter((id) => results.get(id)?.ok === false).length
      const lines = [`${name}: ${passed}/${counted.length} passed (${failedAccepted} accepted failures, ${skipped} skipped)`, ...(extra?.(results) ?? [])]
      console.log(lines.join('\n'))
    })
  })
}

/** Raw bytes of a corpus file: several suites depend on exact bytes (CRLF, BOMs, invalid UTF-8). */
export const bytesOf = (file: string): Buffer => readFileSync(file)

/** UTF-8 text the way a browser reads a dropped or opened file (`File.text()`: BOM removed, bad bytes as U+FFFD). */
export const textOf = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes)

import type { Finding } from '../../workers/lint/dockerfile.impl'

/** SPEC "Dockerfile Linter" and section 8. */
export const NO_ISSUES = 'No issues found'
export const NO_ISSUES_TOAST = 'No issues found!'
export const foundToast = (n: number) => `Found ${n} issue(s)`
export const WARNINGS_HEADING = "Warnings (hadolint's rules):"
/** Blank input is not linted (SPEC names no message; worded like its siblings' "Please enter ..."). */
export const EMPTY = 'Please enter a Dockerfile to lint'

/** The message for blank input (empty or only white space), or null to lint it (DECISIONS D31). */
export const blankInput = (text: string): string | null => (text.trim() ? null : EMPTY)

export type DockerfileState = { dockerfile: string }
export const DEFAULTS: DockerfileState = { dockerfile: '' }

export const issueLine = (f: Finding) => `Line ${f.line}: ${f.message}`
export const warningLine = (f: Finding) => `Line ${f.line}: ${f.code} ${f.message}`

export type LintReport = { issues: Finding[]; warnings: Finding[]; text: string; toast: { kind: 'success' | 'warning' | 'error'; message: string } }

/**
 * SPEC's issues are listed as 'Line N: ...'; the hadolint warnings follow under their own heading
 * with their codes. The toast 'Found N issue(s)' counts everything listed (issues and warnings), so
 * it never disagrees with the list; 'No issues found' (and its success toast) only when nothing is.
 */
export function report(findings: Finding[]): LintReport {
  const issues = findings.filter((f) => f.severity === 'issue')
  const warnings = findings.filter((f) => f.severity === 'warning')
  const lines = issues.map(issueLine)
  if (warnings.length) lines.push(...(lines.length ? [''] : []), WARNINGS_HEADING, ...warnings.map(warningLine))
  const listed = issues.length + warnings.length
  return {
    issues,
    warnings,
    text: listed ? lines.join('\n') : NO_ISSUES,
    toast: !listed
      ? { kind: 'success', message: NO_ISSUES_TOAST }
      : { kind: issues.length ? 'error' : 'warning', message: foundToast(listed) },
  }
}

export const ruleUrl = (code: string) => `https://github.com/hadolint/hadolint/wiki/${code}`

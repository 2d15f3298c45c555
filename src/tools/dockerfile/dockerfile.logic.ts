import type { Finding } from '../../workers/lint/dockerfile.impl'

/** SPEC "Dockerfile Linter" and section 8. */
export const NO_ISSUES = 'No issues found'
export const NO_ISSUES_TOAST = 'No issues found!'
export const foundToast = (n: number) => `Found ${n} issue(s)`
export const WARNINGS_HEADING = "Warnings (hadolint's rules):"

export type DockerfileState = { dockerfile: string }
export const DEFAULTS: DockerfileState = { dockerfile: '' }

export const issueLine = (f: Finding) => `Line ${f.line}: ${f.message}`
export const warningLine = (f: Finding) => `Line ${f.line}: ${f.code} ${f.message}`

export type LintReport = { issues: Finding[]; warnings: Finding[]; text: string; toast: { kind: 'success' | 'error'; message: string } }

/**
 * SPEC's issues are listed as 'Line N: ...' (or 'No issues found'); the hadolint warnings follow
 * under their own heading with their codes. The toast counts SPEC's issues only.
 */
export function report(findings: Finding[]): LintReport {
  const issues = findings.filter((f) => f.severity === 'issue')
  const warnings = findings.filter((f) => f.severity === 'warning')
  const lines = issues.length ? issues.map(issueLine) : [NO_ISSUES]
  if (warnings.length) lines.push('', WARNINGS_HEADING, ...warnings.map(warningLine))
  return {
    issues,
    warnings,
    text: lines.join('\n'),
    toast: issues.length ? { kind: 'error', message: foundToast(issues.length) } : { kind: 'success', message: NO_ISSUES_TOAST },
  }
}

export const ruleUrl = (code: string) => `https://github.com/hadolint/hadolint/wiki/${code}`

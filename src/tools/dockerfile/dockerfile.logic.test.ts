import { describe, expect, it } from 'vitest'
import { lintDockerfile } from '../../workers/lint/dockerfile.impl'
import { report } from './dockerfile.logic'

describe('dockerfile report (SPEC section 8)', () => {
  it("lists issues as 'Line N: ...' and toasts 'Found N issue(s)'", () => {
    const r = report(lintDockerfile({ text: 'FROM node:latest\nWORKDIR /app\nADD . .\nUSER node\n' }))
    expect(r.text).toBe("Line 1: Avoid using 'latest' tag in FROM\nLine 3: Use COPY instead of ADD")
    expect(r.toast).toEqual({ kind: 'error', message: 'Found 2 issue(s)' })
  })

  it("says 'No issues found' and toasts 'No issues found!'", () => {
    const r = report(lintDockerfile({ text: 'FROM node:20\nCOPY . /app\n' }))
    expect(r.text).toBe('No issues found')
    expect(r.toast).toEqual({ kind: 'success', message: 'No issues found!' })
  })

  it('keeps warnings apart, after the issues, with their codes, outside the count', () => {
    const r = report(lintDockerfile({ text: 'FROM ubuntu\nRUN cd /src && make\n' }))
    expect(r.text).toBe("No issues found\n\nWarnings (hadolint's rules):\nLine 1: DL3006 Always tag the version of an image explicitly.\nLine 2: DL3003 Use WORKDIR to switch to a directory.")
    expect(r.toast.message).toBe('No issues found!')
    expect(r.warnings).toHaveLength(2)
  })
})

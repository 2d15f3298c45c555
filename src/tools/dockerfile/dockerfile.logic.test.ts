import { describe, expect, it } from 'vitest'
import { lintDockerfile } from '../../workers/lint/dockerfile.impl'
import { blankInput, issueLine, report } from './dockerfile.logic'

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

  it('keeps warnings apart, after the issues, with their codes; the toast counts everything listed', () => {
    const r = report(lintDockerfile({ text: 'FROM ubuntu\nRUN cd /src && make\n' }))
    expect(r.text).toBe("Warnings (hadolint's rules):\nLine 1: DL3006 Always tag the version of an image explicitly.\nLine 2: DL3003 Use WORKDIR to switch to a directory.")
    expect(r.toast).toEqual({ kind: 'warning', message: 'Found 2 issue(s)' })
    expect(r.warnings).toHaveLength(2)
  })

  it('the toast count equals the number of findings listed, issues and warnings together', () => {
    const text = 'FROM node:latest\nWORKDIR app\nADD . .\nRUN cd /app && npm ci\nRUN apt-get install curl\nUSER root\n'
    const r = report(lintDockerfile({ text }))
    expect(r.issues.map(issueLine)).toEqual([
      "Line 1: Avoid using 'latest' tag in FROM",
      'Line 3: Use COPY instead of ADD',
      'Line 4: Consider reducing the number of RUN commands',
      "Line 5: Use '--no-install-recommends' with apt-get install",
    ])
    expect(r.warnings.map((f) => f.code)).toEqual(['DL3000', 'DL3003', 'DL3008', 'DL3014', 'DL3002'])
    expect(r.toast).toEqual({ kind: 'error', message: 'Found 9 issue(s)' })
    expect(r.text.split('\n').filter((l) => l.startsWith('Line '))).toHaveLength(9)
  })

  it('blank input is not linted: a clear message, never a success (D31)', () => {
    expect(blankInput('')).toBe('Please enter a Dockerfile to lint')
    expect(blankInput(' \n\t\n')).toBe('Please enter a Dockerfile to lint')
    expect(blankInput('FROM alpine:3.20')).toBeNull()
  })

  it('text that is not a Dockerfile (no FROM) is an issue, not "No issues found"', () => {
    const r = report(lintDockerfile({ text: 'hello world\n' }))
    expect(r.text).toBe('Line 1: Missing FROM instruction: a Dockerfile must start with FROM (only ARG and comments may come before it)')
    expect(r.toast).toEqual({ kind: 'error', message: 'Found 1 issue(s)' })
  })

  it('a single chained RUN is not told to reduce its RUN commands', () => {
    const r = report(lintDockerfile({ text: 'FROM alpine:3.20\nRUN apk add --no-cache curl && adduser -D app && mkdir /data && chown app /data\nUSER app\n' }))
    expect(r).toMatchObject({ text: 'No issues found', toast: { kind: 'success', message: 'No issues found!' } })
  })
})

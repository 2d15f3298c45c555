import { describe, expect, it } from 'vitest'
import { compileError, countLabel, DEFAULTS, display, flagString, validateState } from './regex.logic'

describe('regex tester rules', () => {
  it('shows the live flags display', () => {
    expect(display('a+b', DEFAULTS.flags)).toBe('/a+b/g')
    expect(display('x', { global: true, ignoreCase: true, multiline: true, dotAll: true, unicode: true, sticky: true })).toBe('/x/gimsuy')
    expect(flagString({ ...DEFAULTS.flags, global: false })).toBe('')
  })
  it('words the match-count badge', () => {
    expect(countLabel(0)).toBe('0 matches')
    expect(countLabel(1)).toBe('1 match')
    expect(countLabel(1234)).toBe('1,234 matches')
  })
  it("gives the engine's message for an invalid pattern", () => {
    let expected = ''
    const unterminated = '(a'
    try {
      new RegExp(unterminated, 'g')
    } catch (e) {
      expected = (e as Error).message
    }
    expect(expected).toMatch(/Invalid regular expression/)
    expect(compileError('(a', DEFAULTS.flags)).toBe(expected)
    expect(compileError('a{2}', DEFAULTS.flags)).toBeNull()
  })
  it('defaults: global on, the rest off; a stored flag of the wrong type falls back', () => {
    expect(DEFAULTS.flags).toEqual({ global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false })
    expect(validateState({ ...DEFAULTS, flags: { ...DEFAULTS.flags, dotAll: 'yes' as unknown as boolean } }, DEFAULTS).flags.dotAll).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { clampFormRounds, DEFAULTS, formatElapsed, isSubmitKey, isTruncated, NEED_PASSWORD, PREFIX_NOTE, readRounds, validateState } from './bcrypt.logic'

describe('bcrypt tester rules (SPEC sections 5 and 9)', () => {
  it('defaults to 10 rounds and keeps the form within 4-15', () => {
    expect(DEFAULTS).toEqual({ rounds: 10 })
    expect([clampFormRounds(3), clampFormRounds(4), clampFormRounds(12.4), clampFormRounds(15), clampFormRounds(16), clampFormRounds(NaN)]).toEqual([4, 4, 12, 15, 15, 10])
    expect(validateState({ rounds: 99 })).toEqual({ rounds: 15 })
  })
  it('says when it clamps the Rounds field, as Lorem says for its count', () => {
    expect(readRounds('12', 10)).toEqual({ count: 12, message: null })
    expect(readRounds('16', 10)).toEqual({ count: 15, message: 'At most 15 rounds: using 15' })
    expect(readRounds('3', 10)).toEqual({ count: 4, message: 'At least 4 rounds: using 4' })
    expect(readRounds('4.5', 10)).toEqual({ count: 5, message: 'Whole numbers only: using 5' })
    expect(readRounds('', 12)).toEqual({ count: 12, message: 'Enter a number from 4 to 15' })
  })
  it('formats elapsed time', () => {
    expect([formatElapsed(0.2), formatElapsed(83.4), formatElapsed(1240)]).toEqual(['1 ms', '83 ms', '1.24 s'])
  })
  it('knows when bcrypt would ignore the end of a password (over 72 UTF-8 bytes)', () => {
    expect(isTruncated('a'.repeat(72))).toBe(false)
    expect(isTruncated('a'.repeat(73))).toBe(true)
    expect(isTruncated('ü'.repeat(37))).toBe(true) // 74 bytes
  })
  it('says which prefix hashes use and asks for a password instead of hashing an empty one', () => {
    expect(PREFIX_NOTE).toBe('Hashes use the $2b$ prefix (as OpenBSD and most libraries today).')
    expect(NEED_PASSWORD).toBe('Enter a password first.')
  })
  it('Enter alone submits; with a modifier or inside an IME composition it does not', () => {
    const key = { key: 'Enter', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }
    expect(isSubmitKey(key)).toBe(true)
    expect(isSubmitKey({ ...key, shiftKey: true })).toBe(false)
    expect(isSubmitKey({ ...key, ctrlKey: true })).toBe(false)
    expect(isSubmitKey({ ...key, metaKey: true })).toBe(false)
    expect(isSubmitKey({ ...key, isComposing: true })).toBe(false)
    expect(isSubmitKey({ ...key, key: 'a' })).toBe(false)
  })
})

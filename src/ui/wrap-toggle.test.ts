import { describe, expect, it } from 'vitest'
import { isWrapKey, WRAP_KEY } from './wrap-toggle'

const key = (k: string, more: Partial<{ code: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, ...more })

describe('the wrap shortcut (Alt+Z, as the code editors have it)', () => {
  it('is Alt+Z alone, whatever the layout makes of the key', () => {
    expect(WRAP_KEY).toBe('Alt-z')
    expect(isWrapKey(key('z', { code: 'KeyZ' }))).toBe(true)
    expect(isWrapKey(key('Z'))).toBe(true)
    expect(isWrapKey(key('Ω', { code: 'KeyZ' }))).toBe(true) // Option+Z on a Mac
  })
  it('is not Z without Alt, nor with another modifier, nor another key', () => {
    expect(isWrapKey(key('z', { altKey: false }))).toBe(false)
    expect(isWrapKey(key('z', { ctrlKey: true }))).toBe(false)
    expect(isWrapKey(key('z', { metaKey: true }))).toBe(false)
    expect(isWrapKey(key('Z', { shiftKey: true }))).toBe(false)
    expect(isWrapKey(key('y', { code: 'KeyY' }))).toBe(false)
  })
})

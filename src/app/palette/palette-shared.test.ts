import { describe, expect, it } from 'vitest'
import { attachEarlyInput, clearEarlyTyping, earlyTyping, typeEarly } from './palette-shared'

/** A stand-in for the look-alike's <input>: what these functions read and write of it. */
const field = (value = '') => ({ value, isConnected: true }) as unknown as HTMLInputElement

describe('keys pressed after Ctrl/Cmd+K before the look-alike has a field (the app still mounting)', () => {
  it('are kept, in order, and put into the field when it comes; Enter is remembered', () => {
    clearEarlyTyping()
    expect(typeEarly('j')).toBe(true)
    expect(typeEarly('q')).toBe(true)
    expect(typeEarly('Shift')).toBe(false)
    expect(typeEarly('Enter')).toBe(true)
    const el = field()
    attachEarlyInput(el)
    expect(el.value).toBe('jq')
    expect(earlyTyping()).toEqual({ text: 'jq', pasted: '', enter: true })
  })
  it('once the field is there, keys are left to it', () => {
    clearEarlyTyping()
    const el = field('a')
    attachEarlyInput(el)
    expect(typeEarly('b')).toBe(false)
    expect(el.value).toBe('a')
  })
  it('are dropped when the palette closes', () => {
    clearEarlyTyping()
    typeEarly('x')
    clearEarlyTyping()
    const el = field()
    attachEarlyInput(el)
    expect(el.value).toBe('')
  })
})

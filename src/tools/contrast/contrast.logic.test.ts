import { describe, expect, it } from 'vitest'
import { checks, contrastRatio, isValidHex, luminance, ratioLabel } from './contrast.logic'

describe('WCAG contrast', () => {
  it('matches published pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21)
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.48)
    expect(contrastRatio('#ffffff', '#777777')).toBe(4.48) // order does not matter
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54) // the lightest grey that passes AA on white
    expect(contrastRatio('#0000ff', '#ffffff')).toBe(8.59)
    expect(contrastRatio('#ff0000', '#ffffff')).toBe(4)
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1)
  })
  it('uses the relative-luminance weights of SPEC', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 10)
    expect(luminance('#ff0000')).toBeCloseTo(0.2126, 10)
    expect(luminance('#00ff00')).toBeCloseTo(0.7152, 10)
    expect(luminance('#0000ff')).toBeCloseTo(0.0722, 10)
  })
  it('counts an invalid colour as ratio 1', () => {
    expect(isValidHex('000000') && isValidHex('#ABCDEF')).toBe(true)
    expect(isValidHex('#fff')).toBe(false)
    expect(contrastRatio('#fff', '#000000')).toBe(1)
    expect(contrastRatio('#000000', 'white')).toBe(1)
  })
  it('shows the ratio as N:1 and the four badges at 3, 4.5, 4.5 and 7', () => {
    expect(ratioLabel(21)).toBe('21:1')
    expect(ratioLabel(4.48)).toBe('4.48:1')
    expect(checks(4.48).map((c) => c.pass)).toEqual([true, false, false, false])
    expect(checks(4.5).map((c) => c.pass)).toEqual([true, true, true, false])
    expect(checks(7).map((c) => c.pass)).toEqual([true, true, true, true])
    expect(checks(2.99).map((c) => c.pass)).toEqual([false, false, false, false])
  })
})

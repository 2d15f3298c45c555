import { describe, expect, it } from 'vitest'
import port from './contrast.input'
import { checks, composite, contrastRatio, luminance, parseColor, pickerHex, ratioLabel } from './contrast.logic'

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
  it('takes every CSS colour (D33): #fff, rgb(), hsl(), hwb(), lab(), oklch(), names', () => {
    for (const white of ['#fff', 'fff', '#FFFF', 'FFFFFF', '#ffffffff', 'rgb(255, 255, 255)', 'hsl(0 0% 100%)', 'hwb(0 100% 0%)', 'lab(100% 0 0)', 'oklch(100% 0 0)', 'white', 'White'])
      expect([white, contrastRatio('#000000', white)]).toEqual([white, 21])
    expect(contrastRatio('red', 'white')).toBe(4)
    expect(contrastRatio('rgb(0 0 255)', '#fff')).toBe(8.59)
    expect(pickerHex('hsl(120,100%,50%)')).toBe('#00ff00')
    expect(pickerHex('#3b82f680')).toBe('#3b82f6')
  })
  it('gives no ratio (—) for an invalid colour, never 1', () => {
    for (const bad of ['', '#ff', '#fffff', '12345', 'whit', 'rgb(1,2)', 'currentcolor']) expect([bad, parseColor(bad), contrastRatio(bad, '#ffffff'), contrastRatio('#000', bad)]).toEqual([bad, null, null, null])
    expect(ratioLabel(null)).toBe('—')
    expect(luminance('nope')).toBeNaN()
  })
  it('composites a translucent colour over the background before the ratio', () => {
    // 50% black over white is rgb(127.5, 127.5, 127.5): (1.05) / (L + 0.05) with L of that grey.
    const grey = composite({ r: 0, g: 0, b: 0, alpha: 0.5 }, { r: 1, g: 1, b: 1, alpha: 1 })
    expect(grey).toEqual({ r: 0.5, g: 0.5, b: 0.5, alpha: 1 })
    expect(contrastRatio('rgb(0 0 0 / 50%)', '#ffffff')).toBe(Math.round((1.05 / (luminance('rgb(127.5, 127.5, 127.5)') + 0.05)) * 100) / 100)
    expect(contrastRatio('rgb(0 0 0 / 50%)', '#ffffff')).toBe(3.98)
    expect(contrastRatio('#00000000', '#ffffff')).toBe(1) // fully transparent text is invisible
    // A translucent background lies over the white page: 50% black over white is the same grey.
    expect(contrastRatio('#000000', 'rgb(0 0 0 / 50%)')).toBe(contrastRatio('#000000', 'rgb(127.5 127.5 127.5)'))
  })
  it('input port: one colour or two, kept as written', () => {
    const s = { fg: '#000000', bg: '#ffffff' }
    expect(port.accept(s, 'hsl(120,100%,50%)')).toEqual({ fg: 'hsl(120,100%,50%)', bg: '#ffffff' })
    expect(port.accept(s, '#333 on #fff')).toEqual({ fg: '#333', bg: '#fff' })
    expect(port.accept(s, 'nothing here at all')).toEqual({ fg: 'nothing here at all', bg: '#ffffff' })
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

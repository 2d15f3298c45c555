import { describe, expect, it } from 'vitest'
import port from './color-picker.input'
import { formats, hsl, hsv, parseColor, parseHex, toCss, toHex } from './color.logic'

describe('colour conversions', () => {
  // CSS Color 4 named colours and the spec's default, with their published rgb/hsl values.
  const table: [string, [number, number, number], [number, number, number]][] = [
    ['#3b82f6', [59, 130, 246], [217, 91, 60]],
    ['#ff0000', [255, 0, 0], [0, 100, 50]], // red
    ['#008000', [0, 128, 0], [120, 100, 25]], // green
    ['#4682b4', [70, 130, 180], [207, 44, 49]], // steelblue
    ['#ffa500', [255, 165, 0], [39, 100, 50]], // orange
    ['#663399', [102, 51, 153], [270, 50, 40]], // rebeccapurple
    ['#808080', [128, 128, 128], [0, 0, 50]], // grey
    ['#ffffff', [255, 255, 255], [0, 0, 100]],
    ['#000000', [0, 0, 0], [0, 0, 0]],
  ]
  it.each(table)('%s is rgb %j and hsl %j', (hex, rgb, hslv) => {
    const c = parseHex(hex)!
    expect([c.r, c.g, c.b]).toEqual(rgb)
    const l = hsl(c)
    expect([l.h, l.s, l.l]).toEqual(hslv)
    expect(toHex(c)).toBe(hex.toUpperCase())
  })
  it('computes HSV', () => {
    expect(hsv(parseHex('#3b82f6')!)).toEqual({ h: 217, s: 76, v: 96 })
    expect(hsv(parseHex('#ff0000')!)).toEqual({ h: 0, s: 100, v: 100 })
  })
  it('accepts 3-digit hex and hex without #; refuses the rest', () => {
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0 })
    expect(parseHex('3B82F6')).toEqual({ r: 59, g: 130, b: 246 })
    for (const bad of ['', '#12', '#12345', '#gggggg', 'blue', '#1234567', '#1234567890']) expect(parseHex(bad)).toBeNull()
  })
  it("shows SPEC's strings: hex upper-cased, rgba and hsla with alpha 1", () => {
    expect(formats(parseHex('#3b82f6')!)).toEqual([
      { format: 'HEX', value: '#3B82F6' },
      { format: 'RGB', value: 'rgb(59, 130, 246)' },
      { format: 'RGBA', value: 'rgba(59, 130, 246, 1)' },
      { format: 'HSL', value: 'hsl(217, 91%, 60%)' },
      { format: 'HSLA', value: 'hsla(217, 91%, 60%, 1)' },
      { format: 'HSV', value: 'hsv(217, 76%, 96%)' },
    ])
  })
})

describe('every CSS colour (D33)', () => {
  it('reads rgb(), hsl(), hwb(), lab(), oklch() and names as culori does', () => {
    expect(parseColor('rgb(255, 0, 0)')).toEqual({ r: 255, g: 0, b: 0 })
    expect(parseColor('hsl(120,100%,50%)')).toEqual({ r: 0, g: 255, b: 0 })
    expect(parseColor('red')).toEqual({ r: 255, g: 0, b: 0 })
    expect(parseColor('RebeccaPurple')).toEqual({ r: 102, g: 51, b: 153 })
    expect(parseColor('hwb(120 0% 0%)')).toEqual({ r: 0, g: 255, b: 0 })
    // culori: lab(50% 40 59.5) is rgb(0.748, 0.342, -0.0002): the negative channel is clipped to 0.
    expect(parseColor('lab(50% 40 59.5)')).toEqual({ r: 191, g: 87, b: 0 })
    expect(parseColor('oklch(62.8% 0.2577 29.23)')).toEqual({
      r: 255,
      g: 0,
      b: 0,
    })
  })
  it('keeps the alpha of 4- and 8-digit hex and of rgb(... / a)', () => {
    expect(parseHex('#3b82f680')).toEqual({
      r: 59,
      g: 130,
      b: 246,
      a: 128 / 255,
    })
    expect(parseColor('#f008')).toEqual({ r: 255, g: 0, b: 0, a: 136 / 255 })
    expect(parseColor('rgb(255 0 0 / 50%)')).toEqual({
      r: 255,
      g: 0,
      b: 0,
      a: 0.5,
    })
    expect(parseColor('#ffff')).toEqual({ r: 255, g: 255, b: 255 }) // alpha ff is opaque
  })
  it('shows a translucent colour with its alpha in HEX, RGBA and HSLA', () => {
    expect(formats(parseColor('#3b82f680')!)).toEqual([
      { format: 'HEX', value: '#3B82F680' },
      { format: 'RGB', value: 'rgb(59, 130, 246)' },
      { format: 'RGBA', value: 'rgba(59, 130, 246, 0.5)' },
      { format: 'HSL', value: 'hsl(217, 91%, 60%)' },
      { format: 'HSLA', value: 'hsla(217, 91%, 60%, 0.5)' },
      { format: 'HSV', value: 'hsv(217, 76%, 96%)' },
    ])
    expect(toCss(parseColor('#3b82f680')!)).toBe('rgba(59, 130, 246, 0.5)')
    expect(toCss(parseColor('red')!)).toBe('#FF0000')
  })
  it('refuses what is no colour', () => {
    for (const bad of ['', 'bluish', '#12345', '12345', 'rgb(1, 2)', 'hsl(foo)', 'currentcolor', '#1234567', 'red blue']) expect(parseColor(bad)).toBeNull()
  })
})

describe('input port', () => {
  it('takes any CSS colour as written, and marks anything else in the field', () => {
    const s = { text: '#3b82f6', rgb: { r: 59, g: 130, b: 246 } }
    expect(port.accept(s, ' hsl(120,100%,50%);\n')).toEqual({
      text: 'hsl(120,100%,50%)',
      rgb: { r: 0, g: 255, b: 0 },
    })
    expect(port.accept(s, '#3b82f680')).toEqual({
      text: '#3b82f680',
      rgb: { r: 59, g: 130, b: 246, a: 128 / 255 },
    })
    expect(port.accept(s, 'not a colour')).toEqual({
      ...s,
      text: 'not a colour',
    })
  })
})

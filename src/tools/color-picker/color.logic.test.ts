import { describe, expect, it } from 'vitest'
import { formats, hsl, hsv, parseHex, toHex } from './color.logic'

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
    for (const bad of ['', '#12', '#12345', '#gggggg', 'blue', '#1234567']) expect(parseHex(bad)).toBeNull()
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

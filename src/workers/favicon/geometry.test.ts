import { describe, expect, it } from 'vitest'
import { contentBox, downscaleSteps, fitText, frameOf, ICO_KEYS, imagePlacement, outputOf, OUTPUTS, placeImage, safeSquare, safeZone, textTarget, type Look } from './geometry'

const look: Look = { shape: 'rounded', radius: 20, padding: 10, fill: true }

describe('the outputs', () => {
  it('are the favicon sizes, the Apple touch icon, the manifest icons and the maskable one', () => {
    expect(OUTPUTS.map((o) => `${o.key}:${o.size}:${o.purpose}`)).toEqual(['ico-16:16:any', 'ico-32:32:any', 'ico-48:48:any', 'apple:180:apple', 'icon-192:192:any', 'icon-512:512:any', 'maskable:512:maskable'])
    expect(ICO_KEYS.map((k) => outputOf(k).size)).toEqual([16, 32, 48])
  })

  it('the Apple and maskable icons are opaque full squares whatever the shape; the others take the look', () => {
    expect(frameOf(outputOf('apple'), { ...look, shape: 'circle', fill: false })).toEqual({ shape: 'square', radius: 0, fill: true })
    expect(frameOf(outputOf('maskable'), { ...look, fill: false })).toEqual({ shape: 'square', radius: 0, fill: true })
    expect(frameOf(outputOf('icon-192'), look)).toEqual({ shape: 'rounded', radius: 38.4, fill: true })
    expect(frameOf(outputOf('ico-16'), { ...look, shape: 'circle', fill: false })).toEqual({ shape: 'circle', radius: 0, fill: false })
  })
})

describe('the maskable safe zone (W3C: a centred circle of radius 40%)', () => {
  it('is the circle 80% across, in the square 10% in from each side', () => {
    expect(safeZone(512)).toEqual({ cx: 256, cy: 256, r: 204.8 })
    const square = safeSquare(512)
    for (const [k, v] of Object.entries({ x: 51.2, y: 51.2, w: 409.6, h: 409.6 })) expect(square[k as keyof typeof square], k).toBeCloseTo(v, 9)
  })

  it('an image goes into that square, whatever the padding', () => {
    expect(contentBox(outputOf('maskable'), { ...look, padding: 30 })).toEqual(safeSquare(512))
  })

  it('text is scaled so its ink corners touch the safe circle', () => {
    const ink = { left: 0, right: 60, ascent: 80, descent: 0 }
    const fit = fitText(ink, 100, textTarget(outputOf('maskable'), look))!
    const k = fit.fontSize / 100
    const corners = [
      [fit.x - ink.left * k, fit.y - ink.ascent * k],
      [fit.x + ink.right * k, fit.y + ink.descent * k],
    ]
    for (const [x, y] of corners) expect(Math.hypot(x! - 256, y! - 256)).toBeCloseTo(204.8, 6)
    // 60×80 ink: half-diagonal 50 at 100 px, so the font grows to 204.8 / 50 × 100 px.
    expect(fit.fontSize).toBeCloseTo(409.6, 6)
  })
})

describe('content placement', () => {
  it('the padding is a share of the icon on each side', () => {
    expect(contentBox(outputOf('icon-192'), { ...look, padding: 25 })).toEqual({ x: 48, y: 48, w: 96, h: 96 })
    expect(contentBox(outputOf('ico-16'), { ...look, padding: 0 })).toEqual({ x: 0, y: 0, w: 16, h: 16 })
  })

  it('contain fits a wide image whole and centres it; cover fills the box and crops the sides', () => {
    const box = { x: 0, y: 0, w: 512, h: 512 }
    expect(placeImage(640, 480, box, 'contain')).toEqual({ x: 0, y: 64, w: 512, h: 384 })
    const cover = placeImage(640, 480, box, 'cover')
    expect(cover.h).toBeCloseTo(512)
    expect(cover.w).toBeCloseTo(682.667, 2)
    expect(cover.x).toBeCloseTo(-85.333, 2)
    expect(cover.y).toBe(0)
    expect(imagePlacement(outputOf('ico-32'), { ...look, padding: 0 }, 'contain', 100, 100)).toEqual({ box: { x: 0, y: 0, w: 32, h: 32 }, rect: { x: 0, y: 0, w: 32, h: 32 } })
  })

  it('text in a box: the ink fills the box on its tighter side and is centred on its own middle', () => {
    // Ink 50 wide (10 left of the origin) and 100 tall (20 below the baseline), measured at 100 px.
    const ink = { left: 10, right: 40, ascent: 80, descent: 20 }
    const fit = fitText(ink, 100, { box: { x: 10, y: 10, w: 80, h: 80 } })!
    expect(fit.fontSize).toBeCloseTo(80)
    const k = 0.8
    expect(fit.x - ink.left * k + fit.x + ink.right * k).toBeCloseTo(100) // left + right = 2 × centre
    expect(fit.y - ink.ascent * k + fit.y + ink.descent * k).toBeCloseTo(100)
    expect(fitText({ left: 0, right: 0, ascent: 0, descent: 0 }, 100, { box: { x: 0, y: 0, w: 10, h: 10 } })).toBeNull()
  })

  it('text in a circle shape fits the padded circle', () => {
    expect(textTarget(outputOf('icon-192'), { ...look, shape: 'circle', padding: 25 })).toEqual({ circle: { cx: 96, cy: 96, r: 48 } })
    expect(textTarget(outputOf('apple'), { ...look, shape: 'circle', padding: 0 })).toEqual({ box: { x: 0, y: 0, w: 180, h: 180 } })
  })
})

describe('downscaling in halving steps', () => {
  it('halves while more than twice the target', () => {
    expect(downscaleSteps(4000, 16)).toEqual([2000, 1000, 500, 250, 125, 63, 32])
    expect(downscaleSteps(1000, 512)).toEqual([])
    expect(downscaleSteps(64, 512)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import {
  addStop,
  colorAt,
  colorError,
  cssDeclaration,
  DEFAULTS,
  EMPTY_COLOR,
  formatColor,
  gradientCss,
  hexOf,
  importText,
  INVALID_COLOR,
  keyStep,
  LENGTH_POSITION,
  COLOR_HINT,
  moveStop,
  NEED_TWO_STOPS,
  NOT_A_GRADIENT,
  parseColor,
  parseGradient,
  pickedColor,
  PRESETS,
  radialRadii,
  RADIAL_LENGTH,
  recolorStop,
  removeStop,
  svgMarkup,
  svgNote,
  CONIC_SVG,
  tailwindClass,
  validateState,
  VENDOR_PREFIX,
  applyGradient,
  type GradientState,
  type Stop,
} from './gradient.logic'
import { acceptText } from './gradient.state'

const RB: Stop[] = [
  { id: 's1', color: '#ff0000', pos: 0 },
  { id: 's2', color: '#0000ff', pos: 100 },
]
const base: GradientState = { ...DEFAULTS, stops: RB }
const g = (over: Partial<GradientState>): GradientState => ({ ...base, ...over })

/**
 * css-tree (svgo's CSS engine) holds the W3C value grammar of background-image, CSS Images 4's
 * `<color-interpolation-method>` included: every value we write must match it. Loaded by name so
 * the test needs no type declarations for it.
 */
const CSS_TREE = 'css-tree'
async function matchesBackgroundImage(value: string): Promise<string | null> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const csstree: any = await import(/* @vite-ignore */ CSS_TREE)
  const ast = csstree.parse(value, { context: 'value' })
  const m = csstree.lexer.matchProperty('background-image', ast)
  return m.error ? (String(m.error.message).split('\n')[0] ?? 'error') : null
}

describe('colours in each notation', () => {
  it('writes the CSS Color 4 reference values', () => {
    const red = parseColor('red')!
    expect(formatColor(red, 'hex')).toBe('#ff0000')
    expect(formatColor(red, 'rgb')).toBe('rgb(255 0 0)')
    expect(formatColor(red, 'hsl')).toBe('hsl(0 100% 50%)')
    // CSS Color 4, section 9 (OKLCH): red is oklch(62.8% 0.2577 29.23).
    expect(formatColor(red, 'oklch')).toBe('oklch(62.8% 0.2577 29.23)')
    // Tailwind's blue-500: hsl(217.2 91.2% 59.8%).
    expect(formatColor(parseColor('#3b82f6')!, 'hsl')).toBe('hsl(217.2 91.2% 59.8%)')
    expect(formatColor(parseColor('white')!, 'oklch')).toBe('oklch(100% 0 0)')
    expect(formatColor(parseColor('rgb(255 0 0 / 50%)')!, 'rgb')).toBe('rgb(255 0 0 / 0.5)')
    expect(formatColor(parseColor('#3b82f680')!, 'hex')).toBe('#3b82f680')
    expect(formatColor(parseColor('transparent')!, 'hex')).toBe('#00000000')
    expect(formatColor(parseColor('hsl(120 100% 25% / 0.25)')!, 'hsl')).toBe('hsl(120 100% 25% / 0.25)')
  })

  it('clips a wide-gamut colour for hex, rgb and hsl, and keeps it in oklch', () => {
    const wide = parseColor('oklch(70% 0.4 150)')!
    expect(formatColor(wide, 'hex')).toMatch(/^#00[0-9a-f]{2}00$/)
    expect(formatColor(wide, 'rgb')).toMatch(/^rgb\(0 \d+ 0\)$/)
    expect(formatColor(wide, 'oklch')).toBe('oklch(70% 0.4 150)')
  })

  it('takes any CSS colour and refuses the rest with a message', () => {
    for (const ok of ['#fff', 'fff', '#3b82f680', 'rgb(1 2 3)', 'rgba(1, 2, 3, 0.5)', 'hsl(120deg 50% 50%)', 'hwb(120 0% 0%)', 'lab(50% 40 59.5)', 'oklch(62.8% 0.2577 29.23)', 'rebeccapurple', 'transparent']) {
      expect(colorError(ok), ok).toBeNull()
    }
    expect(colorError('')).toBe(EMPTY_COLOR)
    for (const bad of ['bluish', '#12345', '12345', 'rgb(1, 2)', 'currentcolor', 'red blue']) expect(colorError(bad), bad).toBe(INVALID_COLOR)
  })
})

describe('CSS output: exact strings', () => {
  it('linear, radial and conic, plain and repeating', () => {
    expect(gradientCss(base)).toBe('linear-gradient(90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ angle: 45.5, repeating: true }))).toBe('repeating-linear-gradient(45.5deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ kind: 'radial' }))).toBe('radial-gradient(ellipse at 50% 50%, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ kind: 'radial', shape: 'circle', size: 'closest-side', x: 30, y: 40 }))).toBe(
      'radial-gradient(circle closest-side at 30% 40%, #ff0000 0%, #0000ff 100%)',
    )
    expect(gradientCss(g({ kind: 'conic', angle: 45, x: 25, y: 75 }))).toBe('conic-gradient(from 45deg at 25% 75%, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ kind: 'conic', repeating: true, angle: 0 }))).toBe('repeating-conic-gradient(from 0deg at 50% 50%, #ff0000 0%, #0000ff 100%)')
  })

  it('each interpolation space, with a hue method only where the space has a hue', () => {
    expect(gradientCss(g({ space: 'oklch' }))).toBe('linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ space: 'oklch', hue: 'longer' }))).toBe('linear-gradient(in oklch longer hue 90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ space: 'oklab', hue: 'longer' }))).toBe('linear-gradient(in oklab 90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ space: 'hsl', hue: 'increasing' }))).toBe('linear-gradient(in hsl increasing hue 90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ space: 'srgb-linear' }))).toBe('linear-gradient(in srgb-linear 90deg, #ff0000 0%, #0000ff 100%)')
    expect(gradientCss(g({ kind: 'radial', space: 'lch', hue: 'decreasing', shape: 'circle' }))).toBe(
      'radial-gradient(in lch decreasing hue circle at 50% 50%, #ff0000 0%, #0000ff 100%)',
    )
    expect(gradientCss(g({ kind: 'conic', space: 'oklab' }))).toBe('conic-gradient(in oklab from 90deg at 50% 50%, #ff0000 0%, #0000ff 100%)')
  })

  it('writes the stop colours in the chosen notation', () => {
    expect(gradientCss(g({ format: 'rgb' }))).toBe('linear-gradient(90deg, rgb(255 0 0) 0%, rgb(0 0 255) 100%)')
    expect(gradientCss(g({ format: 'hsl' }))).toBe('linear-gradient(90deg, hsl(0 100% 50%) 0%, hsl(240 100% 50%) 100%)')
    expect(gradientCss(g({ format: 'oklch' }))).toBe('linear-gradient(90deg, oklch(62.8% 0.2577 29.23) 0%, oklch(45.2% 0.3132 264.05) 100%)')
  })

  it('puts a plain sRGB fallback line before an interpolated gradient (hex when the notation is oklch)', () => {
    expect(cssDeclaration(base)).toBe('background-image: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);')
    expect(cssDeclaration(g({ space: 'oklch', format: 'oklch' }))).toBe(
      'background-image: linear-gradient(90deg, #ff0000 0%, #0000ff 100%);\n' +
        'background-image: linear-gradient(in oklch 90deg, oklch(62.8% 0.2577 29.23) 0%, oklch(45.2% 0.3132 264.05) 100%);',
    )
    expect(cssDeclaration(g({ space: 'oklch', fallback: false }))).toBe('background-image: linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%);')
  })

  it('sorts stops by position and writes positions with at most two decimals', () => {
    const stops = [
      { id: 's1', color: 'red', pos: 100 },
      { id: 's2', color: 'lime', pos: 33.333 },
      { id: 's3', color: 'blue', pos: 0 },
    ]
    expect(gradientCss(g({ stops }))).toBe('linear-gradient(90deg, #0000ff 0%, #00ff00 33.33%, #ff0000 100%)')
  })

  it('every value matches the background-image grammar (css-tree, CSS Images 4)', async () => {
    const states: GradientState[] = [
      base,
      g({ repeating: true, format: 'rgb' }),
      g({ kind: 'radial', shape: 'circle', size: 'farthest-side', format: 'hsl', x: 10, y: 90 }),
      g({ kind: 'radial', space: 'oklch', hue: 'longer', format: 'oklch' }),
      g({ kind: 'conic', space: 'hsl', hue: 'longer', angle: 200 }),
      g({ kind: 'conic', repeating: true, format: 'rgb', stops: [...RB, { id: 's3', color: 'rgb(0 0 0 / 50%)', pos: 50 }] }),
      g({ space: 'srgb-linear', stops: [RB[0]!, { ...RB[0]!, id: 's3', pos: 50 }, { ...RB[1]!, pos: 50 }, RB[1]!] }),
      ...PRESETS.map((p) => {
        const r = parseGradient(p.css)
        if (!r.ok) throw new Error(r.error)
        return applyGradient(base, r.gradient)
      }),
    ]
    for (const s of states) {
      expect(await matchesBackgroundImage(gradientCss(s)), gradientCss(s)).toBeNull()
      expect(await matchesBackgroundImage(gradientCss(s, { plain: true })), gradientCss(s, { plain: true })).toBeNull()
    }
    expect(await matchesBackgroundImage('linear-gradient(in oklch, 90deg, red, blue)')).not.toBeNull() // the check can fail
  })
})

describe('Tailwind arbitrary value', () => {
  it('spaces become underscores, and the space after a comma goes', () => {
    expect(tailwindClass(base)).toBe('bg-[linear-gradient(90deg,#ff0000_0%,#0000ff_100%)]')
    expect(tailwindClass(g({ space: 'oklch', hue: 'longer' }))).toBe('bg-[linear-gradient(in_oklch_longer_hue_90deg,#ff0000_0%,#0000ff_100%)]')
    expect(tailwindClass(g({ format: 'rgb', stops: [RB[0]!, { id: 's2', color: 'rgb(0 0 255 / 50%)', pos: 100 }] }))).toBe(
      'bg-[linear-gradient(90deg,rgb(255_0_0)_0%,rgb(0_0_255_/_0.5)_100%)]',
    )
    expect(tailwindClass(g({ kind: 'radial', shape: 'circle', x: 30, y: 40 }))).toBe('bg-[radial-gradient(circle_at_30%_40%,#ff0000_0%,#0000ff_100%)]')
  })
})

describe('SVG output', () => {
  it('linear: the CSS gradient line mapped onto the box, in user space', () => {
    expect(svgMarkup(base)).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">',
        '  <defs>',
        '    <linearGradient id="gradient" gradientUnits="userSpaceOnUse" x1="0" y1="200" x2="800" y2="200">',
        '      <stop offset="0%" stop-color="#ff0000"/>',
        '      <stop offset="100%" stop-color="#0000ff"/>',
        '    </linearGradient>',
        '  </defs>',
        '  <rect width="800" height="400" fill="url(#gradient)"/>',
        '</svg>',
        '',
      ].join('\n'),
    )
    // 45deg in 800x400: the 0% line goes through the bottom-left corner, 100% through the top-right
    // (CSS Images 3: the gradient line is |w sin a| + |h cos a| long, through the centre).
    expect(svgMarkup(g({ angle: 45 }))).toContain('x1="100" y1="500" x2="700" y2="-100"')
    expect(svgMarkup(g({ angle: 180, svgWidth: 300, svgHeight: 100 }))).toContain('x1="150" y1="0" x2="150" y2="100"')
  })

  it('radial: the size keyword as radii, translucent stops with stop-opacity', () => {
    const circle = svgMarkup(g({ kind: 'radial', shape: 'circle', size: 'closest-side', x: 25, y: 50, stops: [RB[0]!, { id: 's2', color: '#0000ff80', pos: 100 }] }))
    expect(circle).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">',
        '  <defs>',
        '    <radialGradient id="gradient" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="translate(200 200) scale(200 200)">',
        '      <stop offset="0%" stop-color="#ff0000"/>',
        '      <stop offset="100%" stop-color="#0000ff" stop-opacity="0.502"/>',
        '    </radialGradient>',
        '  </defs>',
        '  <rect width="800" height="400" fill="url(#gradient)"/>',
        '</svg>',
        '',
      ].join('\n'),
    )
    // The default ellipse (farthest-corner, centred) has radii w/2·√2 and h/2·√2.
    expect(svgMarkup(g({ kind: 'radial' }))).toContain('gradientTransform="translate(400 200) scale(565.69 282.84)"')
  })

  it('radial radii for every size keyword (CSS Images 3)', () => {
    expect(radialRadii('circle', 'closest-side', 800, 400, 200, 100)).toEqual({ rx: 100, ry: 100 })
    expect(radialRadii('circle', 'farthest-side', 800, 400, 200, 100)).toEqual({ rx: 600, ry: 600 })
    expect(radialRadii('ellipse', 'closest-side', 800, 400, 200, 100)).toEqual({ rx: 200, ry: 100 })
    expect(radialRadii('ellipse', 'farthest-side', 800, 400, 200, 100)).toEqual({ rx: 600, ry: 300 })
    expect(radialRadii('circle', 'closest-corner', 800, 400, 300, 400)).toEqual({ rx: 300, ry: 300 })
    expect(radialRadii('circle', 'farthest-corner', 300, 400, 0, 0)).toEqual({ rx: 500, ry: 500 })
    const e = radialRadii('ellipse', 'closest-corner', 800, 400, 200, 100)
    // Through the closest corner (200, 100 away), with closest-side's ratio 2:1.
    expect(e.rx / e.ry).toBeCloseTo(2, 10)
    expect((200 / e.rx) ** 2 + (100 / e.ry) ** 2).toBeCloseTo(1, 10)
  })

  it('repeating: the span between the first and last stops repeats', () => {
    const stripes = svgMarkup(g({ repeating: true, stops: [{ id: 's1', color: 'red', pos: 0 }, { id: 's2', color: 'blue', pos: 25 }] }))!
    expect(stripes).toContain('x1="0" y1="200" x2="200" y2="200" spreadMethod="repeat"')
    expect(stripes).toContain('<stop offset="100%" stop-color="#0000ff"/>')
  })

  it('another interpolation space is approximated with sampled stops; conic has no SVG', () => {
    const s = g({ space: 'oklch' })
    const svg = svgMarkup(s)!
    expect(svg.match(/<stop /g)).toHaveLength(10)
    expect(svg).toContain(`<stop offset="11.11%" stop-color="${hexOf(colorAt(s, 100 / 9))}"/>`)
    // oklch's midpoint of red (62.8% 0.2577 29.23) and blue (45.2% 0.3132 264.05): the mean
    // lightness and chroma, and the hue halfway along the shorter arc (326.64), not sRGB's #800080.
    expect(formatColor(colorAt(s, 50), 'oklch')).toBe('oklch(54% 0.2854 326.64)')
    expect(hexOf(colorAt(s, 50))).not.toBe('#800080')
    expect(svgNote(s)).toBe('SVG blends only in sRGB: the in oklch blend is approximated with 8 extra stops between each pair.')
    expect(svgMarkup(g({ kind: 'conic' }))).toBeNull()
    expect(svgNote(g({ kind: 'conic' }))).toBe(CONIC_SVG)
    expect(svgNote(base)).toBeNull()
  })
})

describe('stop rules', () => {
  it('adds a stop with the colour the gradient has there, in the widest gap when no position is given', () => {
    const r = addStop(base)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.id).toBe('s3')
    // Halfway from red to blue in sRGB: #800080 (each channel 127.5, rounded).
    expect(r.state.stops).toEqual([RB[0], { id: 's3', color: '#800080', pos: 50 }, RB[1]])
    // #3b82f6 to #ec4899: (59+236)/2 = 147.5 rounds up to 0x94, though floating point gives 147.4999…
    const pink = addStop(DEFAULTS)
    expect(pink.ok && pink.state.stops[1]!.color).toBe('#9465c8')
    const second = addStop(r.state)
    expect(second.ok && second.state.stops.map((s) => s.pos)).toEqual([0, 25, 50, 100])
    // In oklch the midpoint keeps its chroma.
    const ok = addStop(g({ space: 'oklch' }), 50)
    expect(ok.ok && ok.state.stops[1]!.color).toBe(hexOf(colorAt(g({ space: 'oklch' }), 50)))
    // A gradient starting at 40% gets its new stop at 20%, coloured as the first stop.
    const late = addStop(g({ stops: [{ ...RB[0]!, pos: 40 }, { ...RB[1]!, pos: 60 }] }))
    expect(late.ok && late.state.stops[0]).toEqual({ id: 's3', color: '#ff0000', pos: 20 })
  })

  it('moves a stop (clamped, two decimals) and keeps the list in position order', () => {
    const three = addStop(base)
    if (!three.ok) throw new Error()
    const moved = moveStop(three.state, 's1', 75.123)
    expect(moved.stops.map((s) => [s.id, s.pos])).toEqual([
      ['s3', 50],
      ['s1', 75.12],
      ['s2', 100],
    ])
    expect(moveStop(base, 's2', 140).stops[1]!.pos).toBe(100)
    expect(moveStop(base, 's1', -3).stops[0]!.pos).toBe(0)
    expect(moveStop(base, 's1', NaN)).toBe(base)
  })

  it('removes a stop only while more than two remain', () => {
    expect(removeStop(base, 's1')).toEqual({ ok: false, error: NEED_TWO_STOPS })
    expect(NEED_TWO_STOPS).toBe('A gradient needs at least two stops')
    const three = addStop(base)
    if (!three.ok) throw new Error()
    expect(removeStop(three.state, 's3')).toEqual({ ok: true, state: base })
  })

  it('recolours with any CSS colour as written; an invalid one is refused', () => {
    const r = recolorStop(base, 's2', ' oklch(70% 0.1 200) ')
    expect(r.ok && r.state.stops[1]).toEqual({ id: 's2', color: 'oklch(70% 0.1 200)', pos: 100 })
    expect(recolorStop(base, 's2', 'blu')).toEqual({ ok: false, error: INVALID_COLOR })
    // The native picker gives #rrggbb; a translucent stop keeps its alpha.
    expect(pickedColor('#ff000080', '#00FF00')).toBe('#00ff0080')
    expect(pickedColor('red', '#00FF00')).toBe('#00ff00')
  })

  it('keys of a stop handle: arrows 1%, Shift 10%, Page keys 10%, Home and End, Delete removes', () => {
    expect(keyStep('ArrowRight', false, 50)).toBe(51)
    expect(keyStep('ArrowUp', false, 50)).toBe(51)
    expect(keyStep('ArrowLeft', true, 50)).toBe(40)
    expect(keyStep('ArrowDown', false, 0)).toBe(0)
    expect(keyStep('ArrowRight', true, 95)).toBe(100)
    expect(keyStep('ArrowRight', false, 33.33)).toBe(34) // to the next whole percent
    expect(keyStep('ArrowLeft', false, 33.33)).toBe(33)
    expect(keyStep('PageUp', false, 5)).toBe(15)
    expect(keyStep('Home', false, 50)).toBe(0)
    expect(keyStep('End', false, 50)).toBe(100)
    expect(keyStep('Delete', false, 50)).toBe('remove')
    expect(keyStep('Backspace', false, 50)).toBe('remove')
    expect(keyStep('a', false, 50)).toBeNull()
  })
})

describe('reading CSS back', () => {
  it('round trip: CSS -> state -> the same CSS, for every kind, space and notation', () => {
    const css = [
      'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)',
      'linear-gradient(in oklch longer hue 33.5deg, #ff0000 0%, #00ff00 20%, #0000ff 100%)',
      'repeating-linear-gradient(45deg, #3b82f6 0%, #3b82f6 5%, #1e40af 5%, #1e40af 10%)',
      'radial-gradient(ellipse at 50% 50%, #ff0000 0%, #0000ff 100%)',
      'radial-gradient(in oklab circle farthest-side at 10% 90%, #ff000080 0%, #0000ff 100%)',
      'repeating-radial-gradient(circle closest-corner at 0% 0%, #000000 0%, #ffffff 12.5%)',
      'conic-gradient(from 45deg at 25% 75%, #ff0000 0%, #0000ff 100%)',
      'conic-gradient(in hsl longer hue from 0deg at 50% 50%, #ff0000 0%, #ff00ff 100%)',
      'linear-gradient(180deg, rgb(255 0 0) 0%, rgb(0 0 255 / 0.5) 100%)',
      'linear-gradient(180deg, hsl(217.2 91.2% 59.8%) 0%, hsl(330.4 81.2% 60.4%) 100%)',
      'linear-gradient(in oklch 180deg, oklch(62.8% 0.2577 29.23) 0%, oklch(45.2% 0.3132 264.05) 100%)',
    ]
    const formats = ['hex', 'hex', 'hex', 'hex', 'hex', 'hex', 'hex', 'hex', 'rgb', 'hsl', 'oklch'] as const
    css.forEach((text, i) => {
      const r = parseGradient(text)
      expect(r.ok, text).toBe(true)
      if (!r.ok) return
      expect(gradientCss(applyGradient({ ...DEFAULTS, format: formats[i]! }, r.gradient))).toBe(text)
    })
  })

  it('fills missing positions as CSS does, and reads directions, keywords and units', () => {
    const r = parseGradient('linear-gradient(to top right, red, yellow, lime 80%, blue)')
    expect(r.ok && r.gradient).toEqual({
      kind: 'linear',
      repeating: false,
      angle: 45,
      space: 'srgb',
      hue: 'shorter',
      stops: [
        { id: 's1', color: 'red', pos: 0 },
        { id: 's2', color: 'yellow', pos: 40 },
        { id: 's3', color: 'lime', pos: 80 },
        { id: 's4', color: 'blue', pos: 100 },
      ],
    })
    // A position below an earlier one takes that one; the default direction is to bottom.
    const fix = parseGradient('linear-gradient(red 50%, blue 20%)')
    expect(fix.ok && [fix.gradient.angle, fix.gradient.stops.map((s) => s.pos)]).toEqual([180, [50, 50]])
    expect(parseGradient('linear-gradient(0.25turn, red, blue)').ok && (parseGradient('linear-gradient(0.25turn, red, blue)') as { gradient: { angle: number } }).gradient.angle).toBe(90)
    expect((parseGradient('linear-gradient(to left, red, blue)') as { gradient: { angle: number } }).gradient.angle).toBe(270)
    expect((parseGradient('linear-gradient(-90deg, red, blue)') as { gradient: { angle: number } }).gradient.angle).toBe(270)
    // Double-position stops become two stops (a hard edge).
    const hard = parseGradient('linear-gradient(90deg, red 0 50%, blue 50% 100%)')
    expect(hard.ok && hard.gradient.stops.map((s) => `${s.color} ${s.pos}`)).toEqual(['red 0', 'red 50', 'blue 50', 'blue 100'])
    const radial = parseGradient('radial-gradient(circle at top left, red, blue)')
    expect(radial.ok && radial.gradient).toMatchObject({ kind: 'radial', shape: 'circle', size: 'farthest-corner', x: 0, y: 0 })
    const rightCenter = parseGradient('radial-gradient(at right, red, blue)')
    expect(rightCenter.ok && rightCenter.gradient).toMatchObject({ shape: 'ellipse', x: 100, y: 50 })
    const conic = parseGradient('conic-gradient(from 0.5turn at 10% 20%, red 0deg, blue 90deg, red 1turn)')
    expect(conic.ok && conic.gradient).toMatchObject({ kind: 'conic', angle: 180, x: 10, y: 20 })
    expect(conic.ok && conic.gradient.stops.map((s) => s.pos)).toEqual([0, 25, 100])
  })

  it('takes a declaration, a rule, our own two-line output and a Tailwind class', () => {
    const expected = 'linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%)'
    const back = (text: string) => {
      const r = parseGradient(text)
      if (!r.ok) throw new Error(r.error)
      return gradientCss(applyGradient(DEFAULTS, r.gradient))
    }
    expect(back(`background-image: ${expected};`)).toBe(expected)
    expect(back(`.hero {\n  background: ${expected} no-repeat;\n}`)).toBe(expected)
    expect(back(cssDeclaration(g({ space: 'oklch' })))).toBe(expected) // the last line wins over the fallback
    expect(back(tailwindClass(g({ space: 'oklch' })))).toBe(expected)
    expect(back(`background-image: ${expected} !important`)).toBe(expected)
  })

  it('a colour becomes a two-stop gradient from it', () => {
    const r = parseGradient('#3b82f6')
    expect(r.ok && r.gradient.kind).toBe('linear')
    expect(r.ok && r.gradient.stops[0]).toEqual({ id: 's1', color: '#3b82f6', pos: 0 })
    // The second stop is the same colour turned 60° in oklch.
    const second = r.ok ? parseColor(r.gradient.stops[1]!.color)! : null
    expect(formatColor(second!, 'oklch')).toMatch(/^oklch\(62\.\d% 0\.18\d+ 3(19|20)(\.\d+)?\)$/)
    const grey = parseGradient('grey')
    // A grey has no hue to turn: it goes 0.35 darker in oklch lightness (60% -> 25%: L³ = 1.56% luminance, #222222).
    expect(grey.ok && grey.gradient.stops.map((s) => s.color)).toEqual(['grey', '#222222'])
  })

  it('says what it cannot read, and the state stays as it was', () => {
    const cases: [string, string][] = [
      ['hello', NOT_A_GRADIENT],
      ['-webkit-linear-gradient(left, red, blue)', VENDOR_PREFIX],
      ['linear-gradient(90deg, red 10px, blue)', LENGTH_POSITION],
      ['linear-gradient(red, 30%, blue)', COLOR_HINT],
      ['radial-gradient(circle 40px at center, red, blue)', RADIAL_LENGTH],
      ['linear-gradient(90deg, red)', 'A gradient needs at least two stops: this one has 1.'],
      ['linear-gradient(90deg, red, bluish)', 'Not a colour: "bluish".'],
      ['linear-gradient(in display-p3 90deg, red, blue)', 'Blending "in display-p3" is not offered here: use oklch, oklab, hsl, lch, lab, srgb-linear or srgb.'],
      ['linear-gradient(in oklab longer hue, red, blue)', 'A hue method applies only to a polar space (oklch, hsl, lch), not oklab.'],
      ['linear-gradient(sideways, red, blue)', 'Not understood in a linear gradient: "sideways".'],
      ['linear-gradient(90deg, red, blue', 'The gradient is cut short: a parenthesis is not closed.'],
      ['', 'Paste a CSS gradient (or a colour) to import.'],
    ]
    for (const [text, error] of cases) expect(parseGradient(text), text).toEqual({ ok: false, error })
    const state = g({ angle: 10 })
    const r = importText(state, 'hello')
    expect(r.state).toBe(state)
    expect(r.incoming).toEqual({ text: 'hello', error: NOT_A_GRADIENT, note: '' })
  })

  it('notes what it changed: only the first layer, positions pulled into 0-100%', () => {
    const r = importText(base, 'linear-gradient(red -10%, blue 120%), radial-gradient(red, blue)')
    expect(r.incoming).toEqual({
      text: 'linear-gradient(red -10%, blue 120%), radial-gradient(red, blue)',
      error: '',
      note: 'Imported a linear gradient with 2 stops. Imported the first of 2 gradient layers. Positions outside 0-100% were moved to the ends.',
    })
    expect(r.state.stops.map((s) => s.pos)).toEqual([0, 100])
  })

  it('every preset reads back', () => {
    for (const p of PRESETS) expect(parseGradient(p.css).ok, p.name).toBe(true)
    expect(PRESETS.length).toBeGreaterThanOrEqual(8)
  })
})

describe('input port', () => {
  const incoming = { text: '', error: '', note: '' }
  it('a gradient text is imported and shown in the import box; a bad one only says why', () => {
    const after = acceptText({ ...DEFAULTS, format: 'rgb', incoming }, '  radial-gradient(circle, red, blue)\n')
    expect(after).toEqual({
      ...DEFAULTS,
      format: 'rgb',
      kind: 'radial',
      shape: 'circle',
      size: 'farthest-corner',
      x: 50,
      y: 50,
      angle: 0,
      stops: [
        { id: 's1', color: 'red', pos: 0 },
        { id: 's2', color: 'blue', pos: 100 },
      ],
      incoming: { text: 'radial-gradient(circle, red, blue)', error: '', note: 'Imported a radial gradient with 2 stops.' },
    })
    const bad = acceptText({ ...DEFAULTS, incoming }, 'not css')
    expect(bad).toEqual({ ...DEFAULTS, incoming: { text: 'not css', error: NOT_A_GRADIENT, note: '' } })
  })
})

describe('stored and shared state', () => {
  it('keeps a valid state as it is', () => {
    expect(validateState(base, DEFAULTS)).toEqual(base)
  })
  it('repairs what is wrong field by field', () => {
    const bad = {
      ...base,
      kind: 'diamond',
      angle: 725,
      x: 140,
      space: 'display-p3',
      hue: 'sideways',
      format: 'cmyk',
      svgWidth: 100_000,
      stops: [{ id: 's1', color: 'red', pos: 150 }, { id: 's1', color: 'blue', pos: 10 }, { color: 'nope', pos: 5 }, 'x'],
    } as unknown as GradientState
    expect(validateState(bad, DEFAULTS)).toEqual({
      ...base,
      kind: 'linear',
      angle: 5,
      x: 100,
      space: 'srgb',
      hue: 'shorter',
      format: 'hex',
      svgWidth: 8192,
      stops: [
        { id: 's2', color: 'blue', pos: 10 },
        { id: 's1', color: 'red', pos: 100 },
      ],
    })
    expect(validateState({ ...base, stops: [RB[0]!] }, DEFAULTS).stops).toEqual(DEFAULTS.stops)
  })
})

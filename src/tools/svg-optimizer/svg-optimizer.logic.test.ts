import { optimize as svgoNode } from 'svgo'
import { describe, expect, it } from 'vitest'
import { openShared } from '../../lib/share'
import { optimizeSvg, svgoConfig } from '../../workers/svgo/svgo.impl'
import {
  acceptText,
  batchInputs,
  clampPrecision,
  DEFAULTS,
  errorText,
  EXAMPLE,
  isSvgFile,
  markupInputs,
  minName,
  optionsOf,
  saving,
  savingText,
  sizeText,
  TOGGLES,
  validateState,
  zipNames,
  type SvgOptimizerState,
} from './svg-optimizer.logic'
import { svgOptimizerShare } from './svg-optimizer.state'

describe('svg-optimizer logic', () => {
  it('the example is an Inkscape save that svgo shrinks, exactly as svgo itself does with the screen defaults', () => {
    const r = optimizeSvg({ key: 'm', text: EXAMPLE }, optionsOf(DEFAULTS))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.data).toBe(svgoNode(EXAMPLE, { multipass: true, floatPrecision: 3, plugins: ['preset-default'] }).data)
    expect(r.data).toContain('viewBox="0 0 128 128"')
    expect(r.data).not.toMatch(/inkscape|sodipodi|metadata|<!--/)
    expect(r.after / r.before).toBeLessThan(0.5)
  })

  it('every toggle on screen is a setting svgo is configured with', () => {
    for (const t of TOGGLES) {
      const flipped = { ...DEFAULTS, [t.key]: !DEFAULTS[t.key] }
      expect(svgoConfig(optionsOf(flipped)), t.key).not.toEqual(svgoConfig(optionsOf(DEFAULTS)))
    }
    expect(TOGGLES.map((t) => t.label)).toEqual(['Multipass', 'Remove metadata', 'Remove comments', 'Remove editor data', 'Merge paths', 'Convert shapes to paths', 'Keep viewBox', 'Prefix IDs', 'Pretty print'])
    // The markup and the preview background are not svgo settings.
    expect(optionsOf({ ...DEFAULTS, markup: '<svg/>', checkerboard: false })).toEqual(optionsOf(DEFAULTS))
  })

  it('validates a stored state: wrong types fall back, precision is clamped to 0–8', () => {
    const bad = { ...DEFAULTS, markup: 5, multipass: 'yes', precision: 42, prefix: null } as unknown as SvgOptimizerState
    expect(validateState(bad, DEFAULTS)).toEqual({ ...DEFAULTS, precision: 8 })
    expect(clampPrecision(-1)).toBe(0)
    expect(clampPrecision(2.6)).toBe(3)
    expect(clampPrecision(Number.NaN)).toBe(3)
    expect(validateState({ ...DEFAULTS, markup: '<svg/>', keepViewBox: false }, DEFAULTS)).toEqual({ ...DEFAULTS, markup: '<svg/>', keepViewBox: false })
  })

  it('sizes and savings in bytes and percent', () => {
    expect(saving(2000, 500)).toEqual({ bytes: 1500, percent: 75 })
    expect(savingText(1872, 553)).toBe('70.5% smaller (1.29 KiB saved)')
    expect(savingText(100, 112)).toBe('12% larger (12 Bytes more)')
    expect(savingText(10, 10)).toBe('Same size')
    expect(sizeText(1872, 553)).toBe('1.83 KiB → 553 Bytes')
  })

  it("svgo's error with its position", () => {
    expect(errorText({ message: 'Unexpected close tag', line: 1, column: 14 })).toBe('Unexpected close tag (line 1, column 14)')
    expect(errorText({ message: 'No <svg> element found: the text is not an SVG image.', line: 0, column: 0 })).toBe('No <svg> element found: the text is not an SVG image.')
  })

  it('download names: name.min.svg; pasted markup is optimized.min.svg', () => {
    expect(minName('logo.svg')).toBe('logo.min.svg')
    expect(minName('Logo.SVG')).toBe('Logo.min.svg')
    expect(minName('logo.min.svg')).toBe('logo.min.svg')
    expect(minName('icon')).toBe('icon.min.svg')
    expect(minName('dir/sub\\x.svg')).toBe('x.min.svg')
    expect(minName(null)).toBe('optimized.min.svg')
    expect(minName('  ')).toBe('optimized.min.svg')
  })

  it('ZIP names are unique, ignoring case, without taking a later file’s name', () => {
    expect(zipNames(['a.svg', 'b.svg'])).toEqual(['a.min.svg', 'b.min.svg'])
    expect(zipNames(['a.svg', 'a.svg', 'A.svg', 'a-2.svg', 'a.min.svg'])).toEqual(['a.min.svg', 'a-2.min.svg', 'A-3.min.svg', 'a-2-2.min.svg', 'a-4.min.svg'])
    expect(zipNames([])).toEqual([])
  })

  it('takes .svg files by type or name', () => {
    expect(isSvgFile({ name: 'a.svg', type: '' })).toBe(true)
    expect(isSvgFile({ name: 'blob', type: 'image/svg+xml' })).toBe(true)
    expect(isSvgFile({ name: 'a.png', type: 'image/png' })).toBe(false)
    expect(isSvgFile({ name: 'a.svgz', type: '' })).toBe(false)
  })

  it('D31: a result is tied to the text, the file name and the settings', () => {
    const job = (text: string, precision = 3) => ({ items: [{ key: 'm', text }], options: optionsOf({ ...DEFAULTS, precision }) })
    expect(markupInputs(job('<svg/>'))).toEqual(markupInputs(job('<svg/>')))
    expect(markupInputs(job('<svg/>'))).not.toEqual(markupInputs(job('<svg />')))
    expect(markupInputs(job('<svg/>'))).not.toEqual(markupInputs(job('<svg/>', 2)))
    const files = (keys: string[], precision = 3) => ({ items: keys.map((key) => ({ key, text: '<svg/>' })), options: optionsOf({ ...DEFAULTS, precision }) })
    expect(batchInputs(files(['f1', 'f2']))).toEqual(batchInputs(files(['f1', 'f2'])))
    expect(batchInputs(files(['f1', 'f2']))).not.toEqual(batchInputs(files(['f1'])))
    expect(batchInputs(files(['f1']))).not.toEqual(batchInputs(files(['f1'], 4)))
  })

  it('the input port puts the text in the editor, settings unchanged', () => {
    expect(acceptText({ ...DEFAULTS, precision: 5 }, '<svg/>')).toEqual({ ...DEFAULTS, precision: 5, markup: '<svg/>' })
  })

  it('Share (D32): the markup and the settings; the prefix only while Prefix IDs is on; a link opens them', () => {
    const mine = { ...DEFAULTS, markup: '<svg/>', precision: 5, prefix: 'old', prefixIds: false }
    const link = svgOptimizerShare.pick(mine, { credentials: false })
    expect(link).toEqual({ ...DEFAULTS, markup: '<svg/>', precision: 5, prefix: '' })
    expect(svgOptimizerShare.pick({ ...mine, prefixIds: true }, { credentials: false })).toMatchObject({ prefixIds: true, prefix: 'old' })
    expect(openShared(svgOptimizerShare, { ...link, prefixIds: true, prefix: 'logo', precision: 99, evil: 1 }, DEFAULTS)).toEqual({ ...DEFAULTS, markup: '<svg/>', precision: 8, prefixIds: true, prefix: 'logo' })
  })
})

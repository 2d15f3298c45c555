import figletNode from 'figlet/node'
import { describe, expect, it } from 'vitest'
import { clearFonts, render } from '../../workers/figlet/figlet.impl'
import {
  acceptText,
  charName,
  DEFAULTS,
  filterFonts,
  FONTS,
  inputProblems,
  jobInputs,
  jobOf,
  longestWord,
  MAX_TEXT,
  missingMessage,
  parseWidth,
  previewText,
  resultInputs,
  shownPart,
  textLength,
  timeoutMessage,
  tooLongMessage,
  validateState,
  WIDTH_MESSAGE,
  type AsciiArtState,
} from './ascii-art.logic'

const state = (over: Partial<AsciiArtState> = {}): AsciiArtState => ({ ...DEFAULTS, ...over })

describe('the default state draws what the figlet command draws', () => {
  it('Hello in Standard, 80 columns, equal to figlet’s own output', async () => {
    const job = jobOf(DEFAULTS)!
    expect(job).toEqual({ text: 'Hello', font: 'Standard', horizontalLayout: 'default', verticalLayout: 'default', width: 80, whitespaceBreak: true })
    clearFonts()
    const reference = figletNode.textSync('Hello', { font: 'Standard', width: 80, whitespaceBreak: true })
    clearFonts()
    const r = await render(job)
    expect(r).toEqual({ ok: true, art: reference, missing: [], placeholder: false })
    expect(reference.split('\n')).toEqual([
      '  _   _      _ _       ',
      ' | | | | ___| | | ___  ',
      ' | |_| |/ _ \\ | |/ _ \\ ',
      ' |  _  |  __/ | | (_) |',
      ' |_| |_|\\___|_|_|\\___/ ',
      '                       ',
    ])
  })
})

describe('limits and their messages', () => {
  it('the text is limited to 2,000 characters, counted as a person counts them', () => {
    expect(textLength('a😀b\r\nc')).toBe(5)
    expect(inputProblems(state({ text: 'x'.repeat(MAX_TEXT) }))).toEqual([])
    expect(inputProblems(state({ text: '😀'.repeat(MAX_TEXT) }))).toEqual([])
    expect(inputProblems(state({ text: 'x'.repeat(2345) }))).toEqual([
      { field: 'text', message: 'The text is too long: 2,345 characters (the limit is 2,000). FIGlet art of longer text renders slowly and is too wide to read; shorten it.' },
    ])
    expect(tooLongMessage(2001)).toContain('2,001 characters')
    expect(jobOf(state({ text: 'x'.repeat(2001) }))).toBeNull()
  })

  it('the width is a whole number of columns from 10 to 1,000', () => {
    expect(parseWidth('80')).toBe(80)
    expect(parseWidth(' 120 ')).toBe(120)
    expect(parseWidth('10')).toBe(10)
    expect(parseWidth('1000')).toBe(1000)
    for (const bad of ['', '9', '1001', '80.5', '-80', 'abc', '1e2']) expect(parseWidth(bad), bad).toBeNull()
    expect(WIDTH_MESSAGE).toBe('Width must be a whole number of columns from 10 to 1,000.')
    expect(inputProblems(state({ width: '5' }))).toEqual([{ field: 'width', message: WIDTH_MESSAGE }])
    expect(jobOf(state({ width: '' }))).toBeNull()
  })

  it('empty (or blank) text draws nothing and is not an error', () => {
    expect(jobOf(state({ text: '' }))).toBeNull()
    expect(jobOf(state({ text: ' \n ' }))).toBeNull()
    expect(inputProblems(state({ text: '' }))).toEqual([])
  })

  it('a timeout says what to change; a very long word with Break at spaces is named as the cause', () => {
    expect(timeoutMessage({ text: 'hello world', whitespaceBreak: true })).toBe('Drawing took longer than 8 seconds and was stopped. Shorten the text, lower the width, or pick another font.')
    expect(longestWord('a bb ' + 'c'.repeat(150))).toBe(150)
    expect(timeoutMessage({ text: 'a ' + 'c'.repeat(150), whitespaceBreak: true })).toBe(
      'Drawing took longer than 8 seconds and was stopped. A word of 150 characters is very slow to break at spaces: turn off “Break at spaces”, or add spaces.',
    )
    expect(timeoutMessage({ text: 'c'.repeat(150), whitespaceBreak: false })).toContain('Shorten the text')
  })
})

describe('characters a font has no glyph for', () => {
  it('are named, invisible ones by name or code point', () => {
    expect(missingMessage('Standard', ['€'])).toBe('The font Standard has no glyph for: €. It is left out of the art.')
    expect(missingMessage('Alpha', ['4', '2', '\t'])).toBe('The font Alpha has no glyph for: 4, 2, tab. They are left out of the art.')
    expect(missingMessage('Bigfig', ['€', '©'], true)).toBe('The font Bigfig has no glyph for: €, ©. They are drawn as the font’s placeholder.')
    expect(charName('\u200b')).toBe('U+200B')
    expect(charName('\u0301')).toBe('U+0301')
    expect(charName('\u00a0')).toBe('no-break space')
    expect(charName('😀')).toBe('😀')
  })

  it('a long list is cut after 20', () => {
    const many = [...'abcdefghijklmnopqrstuvwxyz']
    expect(missingMessage('X', many)).toBe('The font X has no glyph for: a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t and 6 more. They are left out of the art.')
  })

  it('the message matches what the engine finds in a real font', async () => {
    const r = await render(jobOf(state({ text: 'Ünïcode €uro ©', font: 'Alpha' }))!)
    expect(r.ok && missingMessage('Alpha', r.missing, r.placeholder)).toBe('The font Alpha has no glyph for: Ü, ï, €, ©. They are left out of the art.')
  })
})

describe('state, share and input port', () => {
  it('a stored or shared state with an unknown font or layout falls back to the defaults', () => {
    expect(validateState(state({ font: 'Comic Sans', horizontalLayout: 'squash' as never, verticalLayout: 'fitted' }), DEFAULTS)).toEqual(state({ verticalLayout: 'fitted' }))
    expect(validateState(state({ font: 'Doh' }), DEFAULTS).font).toBe('Doh')
  })

  it('a result is current only for the inputs it was drawn from (D31)', () => {
    const s = state({ width: ' 80' })
    expect(resultInputs(s)).toEqual(jobInputs(jobOf(s)!))
    expect(resultInputs(state({ font: 'Doh' }))).not.toEqual(jobInputs(jobOf(s)!))
  })

  it('text from another tool lands in the text field, cut to the limit', () => {
    expect(acceptText(state({ font: 'Doh' }), 'Deploy\r\nv2\n\n')).toEqual(state({ font: 'Doh', text: 'Deploy\nv2' }))
    const long = acceptText(DEFAULTS, '😀'.repeat(MAX_TEXT + 10))
    expect(textLength(long.text)).toBe(MAX_TEXT)
    expect(inputProblems(long)).toEqual([])
  })
})

describe('the picker', () => {
  it('finds fonts by every word of the query, in any case', () => {
    expect(filterFonts('')).toHaveLength(FONTS.length)
    expect(filterFonts('SLANT')).toEqual(['Slant', 'Slant Relief', 'Konto Slant', 'Peaks Slant', 'Small Slant', 'Ticks Slant'])
    expect(filterFonts(' small ').slice(0, 3)).toEqual(['Small', 'Small ASCII 12', 'Small ASCII 9'])
    expect(filterFonts('small')).toHaveLength(16)
    expect(filterFonts('3d ascii')).toEqual(['3D-ASCII'])
    expect(filterFonts('zzz')).toEqual([])
  })

  it('samples the first non-empty line, short', () => {
    expect(previewText('')).toBe('Hello')
    expect(previewText('\n  Deploy done  \nsecond')).toBe('Deploy done')
    expect(previewText('A very long first line of text')).toBe('A very long ')
  })
})

describe('long output', () => {
  it('shows whole lines up to the limit and counts the rest', () => {
    const art = ['aaaa', 'bbbb', 'cccc', 'dddd'].join('\n')
    expect(shownPart(art, 100)).toEqual({ text: art, hiddenLines: 0 })
    expect(shownPart(art, 10)).toEqual({ text: 'aaaa\nbbbb', hiddenLines: 2 })
  })
})

import { readdirSync } from 'node:fs'
import figletNode from 'figlet/node'
import { beforeEach, describe, expect, it } from 'vitest'
import { bundledFonts, clearFonts, DEFAULT_FONT, FONTS, LAYOUTS, loadFont, missingGlyphs, previews, render, type RenderJob } from './figlet.impl'

/**
 * figlet's own output, as its node entry (`figlet/node`) draws it from the font's .flf file in
 * node_modules/figlet/fonts. The engine loads fonts from the importable modules instead (what the
 * browser gets), so the parsed-font cache the two share is cleared around each reference.
 */
function reference(job: RenderJob): string {
  clearFonts()
  const out = figletNode.textSync(job.text, { font: job.font, horizontalLayout: job.horizontalLayout, verticalLayout: job.verticalLayout, width: job.width, whitespaceBreak: job.whitespaceBreak })
  clearFonts()
  return out
}

const job = (text: string, over: Partial<RenderJob> = {}): RenderJob => ({
  text,
  font: DEFAULT_FONT,
  horizontalLayout: 'default',
  verticalLayout: 'default',
  width: 80,
  whitespaceBreak: true,
  ...over,
})

async function art(j: RenderJob) {
  const r = await render(j)
  if (!r.ok) throw new Error(r.message)
  return r.art
}

beforeEach(() => clearFonts())

describe('fonts', () => {
  it('lists figlet’s fonts, every one with its own module in the build', () => {
    expect([...FONTS].sort()).toEqual(figletNode.fontsSync().sort())
    expect(FONTS).toHaveLength(332)
    expect(bundledFonts()).toEqual(FONTS)
    const files = readdirSync('node_modules/figlet/importable-fonts').filter((f) => f.endsWith('.js'))
    // The three left out are byte-for-byte copies of fonts in the list under another name.
    expect(files.length - FONTS.length).toBe(3)
  })

  it('loads a font from its importable module (not from the .flf reader)', async () => {
    let calls = 0
    const loaded = await loadFont('Slant', (font) => async () => {
      calls++
      const mod = (await import(`../../../node_modules/figlet/importable-fonts/${font}.js`)) as { default: string }
      return mod.default
    })
    expect(loaded).toBe(true)
    expect(calls).toBe(1)
    expect(await loadFont('Slant', () => undefined)).toBe(true) // parsed once, kept
  })

  it('a font that fails to load says why, and is tried again next time', async () => {
    const failing = await loadFont('Doh', () => () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Doh-x.js')))
    expect(failing).toEqual({ ok: false, kind: 'font', font: 'Doh', message: 'Failed to fetch dynamically imported module: /assets/Doh-x.js' })
    expect(await loadFont('Doh')).toBe(true)
    expect(await render(job('x', { font: 'No Such Font' }))).toEqual({ ok: false, kind: 'font', font: 'No Such Font', message: 'there is no such font' })
  })
})

describe('render equals figlet’s own output', () => {
  it('the default font and options (Standard, width 80, breaking at spaces)', async () => {
    const hello = job('Hello World')
    expect(await art(hello)).toBe(reference(hello))
    expect((await art(hello)).split('\n')).toEqual([
      '  _   _      _ _        __        __         _     _ ',
      ' | | | | ___| | | ___   \\ \\      / /__  _ __| | __| |',
      " | |_| |/ _ \\ | |/ _ \\   \\ \\ /\\ / / _ \\| '__| |/ _` |",
      ' |  _  |  __/ | | (_) |   \\ V  V / (_) | |  | | (_| |',
      ' |_| |_|\\___|_|_|\\___/     \\_/\\_/ \\___/|_|  |_|\\__,_|',
      '                                                     ',
    ])
  })

  const texts = ['Hello', 'DevTools Box 2025!', 'two\nlines', 'The quick brown fox jumps over the lazy dog', 'Ünïcödé ß', '']
  for (const text of texts) {
    it(`Standard: ${JSON.stringify(text)} with every horizontal layout`, async () => {
      for (const horizontalLayout of LAYOUTS) {
        const j = job(text, { horizontalLayout })
        expect(await art(j), horizontalLayout).toBe(reference(j))
      }
    })
  }

  it('Standard: vertical layouts, widths, and breaking anywhere or at spaces', async () => {
    const text = 'The quick brown fox\njumps over the lazy dog'
    for (const verticalLayout of LAYOUTS) {
      const j = job(text, { verticalLayout, width: 60 })
      expect(await art(j), verticalLayout).toBe(reference(j))
    }
    for (const width of [10, 40, 120, 1000]) {
      for (const whitespaceBreak of [true, false]) {
        const j = job(text, { width, whitespaceBreak })
        expect(await art(j), `${width} ${whitespaceBreak}`).toBe(reference(j))
      }
    }
    // The width is honoured: at 40 columns no line is wider.
    const narrow = await art(job(text, { width: 40 }))
    expect(Math.max(...narrow.split('\n').map((l) => l.length))).toBeLessThanOrEqual(40)
    expect(narrow.split('\n').length).toBeGreaterThan(12)
  })

  for (const font of ['Slant', 'Big', 'Doh']) {
    it(`${font}: a few texts and layouts`, async () => {
      for (const j of [
        job('Hello', { font }),
        job('ASCII art, 42!', { font, horizontalLayout: 'fitted', width: 100 }),
        job('a b c d e f g', { font, horizontalLayout: 'full', verticalLayout: 'universal smushing', width: 50, whitespaceBreak: false }),
        job('x\ny', { font, verticalLayout: 'fitted' }),
      ]) {
        expect(await art(j), JSON.stringify(j)).toBe(reference(j))
      }
    })
  }
})

describe('characters a font cannot draw', () => {
  it('figlet leaves them out without a word: the engine names them', async () => {
    const r = await render(job('A€B\tC'))
    expect(r.ok && r.missing).toEqual(['€', '\t'])
    expect(r.ok && r.art).toBe(await art(job('ABC')))
    expect(r.ok && r.placeholder).toBe(false)
  })

  it('leaving them out first gives figlet’s art, also where figlet.js would lose it all', async () => {
    for (const text of ['A€B', 'x © y € z', '€lead', 'tab\there', 'two\n€ lines']) {
      for (const whitespaceBreak of [true, false]) {
        const j = job(text, { whitespaceBreak, width: 40 })
        expect(await art(j), `${text} ${whitespaceBreak}`).toBe(reference(j))
      }
    }
    // figlet.js, breaking at spaces, draws nothing when the last character has no glyph.
    expect(reference(job('Axe €'))).toBe('')
    expect(await art(job('Axe €'))).toBe(reference(job('Axe ')))
    expect(await art(job('Axe €'))).toContain('/ ___ \\')
    expect(reference(job('two €\nlines'))).toBe(reference(job('lines')))
    expect(await art(job('two €\nlines'))).toBe(reference(job('two \nlines')))
  })

  it('a glyph the font leaves blank counts as missing; spaces do not', async () => {
    // Alpha draws letters only: its digits are blank glyphs.
    expect(await render(job('Hi 42', { font: 'Alpha' }))).toMatchObject({ ok: true, missing: ['4', '2'] })
    expect(await render(job('Hi there', { font: 'Alpha' }))).toMatchObject({ ok: true, missing: [] })
    // Latin-1 is in Standard; the euro sign is not. Each is named once, in order of appearance.
    expect(await render(job('ä © € ä €'))).toMatchObject({ ok: true, missing: ['€'] })
  })

  it('a font with a "missing character" glyph draws it instead, and says so', async () => {
    const r = await render(job('a€', { font: 'Bigfig' }))
    expect(r).toMatchObject({ ok: true, missing: ['€'], placeholder: true })
    expect(r.ok && r.art).not.toBe(await art(job('a', { font: 'Bigfig' })))
  })

  it('works on the parsed font alone', () => {
    const font = { options: { hardBlank: '$' }, 32: ['$', '$'], 97: ['a', 'a'], 98: ['$$ ', '  '] }
    expect(missingGlyphs(font, 'a b\nc\r\n')).toEqual(['b', 'c'])
  })
})

describe('previews', () => {
  it('draws the text in each font with its size, and reports a font it cannot load', async () => {
    const out = await previews({ text: 'Hi', fonts: ['Standard', 'Nope'] })
    const standard = reference(job('Hi', { width: 0, whitespaceBreak: false }))
    expect(out.Standard).toEqual({ ok: true, art: standard, rows: 6, cols: Math.max(...standard.split('\n').map((l) => l.length)) })
    expect(out.Nope).toEqual({ ok: false, message: 'there is no such font' })
  })
})

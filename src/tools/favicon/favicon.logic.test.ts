import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { FONT_STACKS } from '../../workers/favicon/geometry'
import {
  acceptText,
  colourHex,
  DEFAULTS,
  firstGraphemes,
  htmlTags,
  isSquare,
  isTiny,
  lettersFrom,
  lookOf,
  looksLikeSvg,
  manifest,
  nonSquareNote,
  normalisePath,
  opaqueHex,
  renderSettings,
  svgSize,
  textSourceOf,
  tinyWarning,
  validateState,
  withSvgNamespace,
  zipEntries,
  zipFiles,
  type FaviconState,
  type MadeFiles,
} from './favicon.logic'
import { faviconShare } from './favicon.state'

const state = (patch: Partial<FaviconState> = {}): FaviconState => ({ ...DEFAULTS, ...patch })

describe('site.webmanifest', () => {
  it('names, the three icons (the last one maskable), colours and display', () => {
    expect(JSON.parse(manifest(state({ name: 'Ada Docs', shortName: 'Ada', themeColor: 'rebeccapurple', backgroundColor: '#FFF' })))).toEqual({
      name: 'Ada Docs',
      short_name: 'Ada',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      theme_color: '#663399',
      background_color: '#ffffff',
      display: 'standalone',
    })
  })

  it('is pretty-printed JSON ending with a newline; empty names and non-colours are left out', () => {
    const text = manifest(state({ name: ' ', shortName: '', themeColor: 'not a colour', path: '/static' }))
    expect(text.endsWith('}\n')).toBe(true)
    expect(text).toContain('\n  "icons": [\n')
    const m = JSON.parse(text)
    expect(Object.keys(m)).toEqual(['icons', 'background_color', 'display'])
    expect(m.icons[0].src).toBe('/static/icon-192.png')
  })
})

describe('the HTML tags', () => {
  it('ICO (48x48), Apple touch icon, manifest and theme colour', () => {
    expect(htmlTags(state(), false)).toBe(
      [
        '<link rel="icon" href="/favicon.ico" sizes="48x48">',
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
        '<link rel="manifest" href="/site.webmanifest">',
        '<meta name="theme-color" content="#ffffff">',
      ].join('\n'),
    )
  })

  it('the SVG icon when the source is SVG; the path prefix, escaped', () => {
    const tags = htmlTags(state({ path: 'https://cdn.example.com/a"b', themeColor: 'hsl(0 100% 50% / 50%)' }), true).split('\n')
    expect(tags[0]).toBe('<link rel="icon" href="https://cdn.example.com/a&quot;b/favicon.ico" sizes="48x48">')
    expect(tags[1]).toBe('<link rel="icon" href="https://cdn.example.com/a&quot;b/favicon.svg" type="image/svg+xml">')
    expect(tags[4]).toBe('<meta name="theme-color" content="#ff0000">')
  })

  it('paths end with a slash; empty is the root', () => {
    expect(normalisePath('')).toBe('/')
    expect(normalisePath(' /assets ')).toBe('/assets/')
    expect(normalisePath('/icons/')).toBe('/icons/')
  })
})

describe('Download all (ZIP)', () => {
  const made: MadeFiles = {
    ico: new Uint8Array([0, 0, 1, 0, 3, 0]),
    apple: new Uint8Array([1]),
    icon192: new Uint8Array([2]),
    icon512: new Uint8Array([3]),
    maskable: new Uint8Array([4]),
    svg: null,
    manifest: manifest(state()),
  }

  it('holds favicon.ico, the PNGs and the manifest (fflate reads it back)', () => {
    const files = unzipSync(zipFiles(made))
    expect(Object.keys(files)).toEqual(['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-512-maskable.png', 'site.webmanifest'])
    expect(files['favicon.ico']).toEqual(made.ico)
    expect(files['icon-512-maskable.png']).toEqual(made.maskable)
    expect(JSON.parse(strFromU8(files['site.webmanifest']!)).icons).toHaveLength(3)
  })

  it('and favicon.svg, the source markup, when the source is SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'
    const files = unzipSync(zipFiles({ ...made, svg }))
    expect(Object.keys(files)).toEqual(['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-512-maskable.png', 'site.webmanifest'])
    expect(strFromU8(files['favicon.svg']!)).toBe(svg)
    expect(Object.keys(zipEntries({ ...made, svg }))).toEqual(Object.keys(files))
  })
})

describe('text icons', () => {
  it('letters are counted as graphemes (an emoji with modifiers is one)', () => {
    expect(firstGraphemes('👩🏽‍💻abc', 2)).toBe('👩🏽‍💻a')
    expect(firstGraphemes('ABCD', 3)).toBe('ABC')
  })

  it('text sent here becomes the first grapheme, or two when both are letters or digits', () => {
    expect(lettersFrom('Deploy done')).toBe('De')
    expect(lettersFrom('  x')).toBe('x')
    expect(lettersFrom('😀 party')).toBe('😀')
    expect(lettersFrom('A-team')).toBe('A')
    expect(lettersFrom('42')).toBe('42')
    expect(lettersFrom('\n')).toBe('')
  })

  it('the worker gets the font stack, the weight as a number and the colour as hex', () => {
    expect(textSourceOf(renderSettings(state({ text: 'Ab', font: 'mono', weight: '900', fg: 'white' })))).toEqual({ kind: 'text', text: 'Ab', font: FONT_STACKS.mono, weight: 900, color: '#ffffff' })
    expect(textSourceOf(renderSettings(state({ text: ' ' })))).toBeNull()
    expect(textSourceOf(renderSettings(state({ fg: 'nope' })))).toBeNull()
  })

  it('the look: text always on the background; an image transparent unless filled, with its own padding', () => {
    expect(lookOf(renderSettings(state({ shape: 'circle', padding: 12 })))).toEqual({ shape: 'circle', radius: 0, padding: 12, fill: true })
    expect(lookOf(renderSettings(state({ mode: 'image', shape: 'rounded', radius: 30, imagePadding: 5 })))).toEqual({ shape: 'rounded', radius: 30, padding: 5, fill: false })
  })

  it('D31: only what the current mode draws with changes the render settings', () => {
    const image = state({ mode: 'image' })
    expect(renderSettings({ ...image, text: 'Z', fg: 'red', padding: 3 })).toEqual(renderSettings(image))
    expect(renderSettings({ ...state(), fit: 'cover', imageFill: true, imagePadding: 9 })).toEqual(renderSettings(state()))
    expect(renderSettings({ ...state({ shape: 'square' }), radius: 40 })).toEqual(renderSettings(state({ shape: 'square' })))
    expect(renderSettings(state({ bg: 'red' }))).not.toEqual(renderSettings(state()))
  })
})

describe('colours (D33: any CSS colour)', () => {
  it('hex, names, rgb(), hsl(), oklch() become hex; translucent keeps its alpha', () => {
    expect(colourHex('#2563EB')).toBe('#2563eb')
    expect(colourHex('2563eb')).toBe('#2563eb')
    expect(colourHex('#fff')).toBe('#ffffff')
    expect(colourHex('tomato')).toBe('#ff6347')
    expect(colourHex('rgb(255 0 0 / 50%)')).toBe('#ff000080')
    expect(colourHex('oklch(62.8% 0.2577 29.23)')).toBe('#ff0000')
    expect(opaqueHex('rgb(255 0 0 / 50%)')).toBe('#ff0000')
  })

  it('anything else is not a colour', () => {
    for (const bad of ['', 'blu', '#12', '#ggg', 'rgb(', 'a'.repeat(200)]) expect(colourHex(bad), bad).toBeNull()
  })
})

describe('SVG sources', () => {
  it('recognises SVG markup (a declaration, comments or a doctype may come first)', () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>')).toBe(true)
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"></svg>\n')).toBe(true)
    expect(looksLikeSvg('<svg/>')).toBe(true)
    expect(looksLikeSvg('<div><svg></svg></div>')).toBe(false)
    expect(looksLikeSvg('<svgfoo></svgfoo>')).toBe(false)
    expect(looksLikeSvg('<svg><rect/>')).toBe(false)
  })

  it('adds the SVG namespace when the root lacks it, and changes nothing else', () => {
    expect(withSvgNamespace('<svg viewBox="0 0 2 2"><g/></svg>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><g/></svg>')
    const has = '<svg xmlns="http://www.w3.org/2000/svg" width="1"></svg>'
    expect(withSvgNamespace(has)).toBe(has)
  })

  it('its own size: width and height in px, else the viewBox', () => {
    expect(svgSize('<svg width="64" height="32px" viewBox="0 0 2 1">')).toEqual({ width: 64, height: 32 })
    expect(svgSize("<svg viewBox='0, 0, 300 150' width='100%'>")).toEqual({ width: 300, height: 150 })
    expect(svgSize('<svg width="2em" height="2em">')).toBeNull()
    expect(svgSize('<svg>')).toBeNull()
  })
})

describe('source notes', () => {
  it('a source under 512 px warns; the message gives its size', () => {
    expect(isTiny(64, 64)).toBe(true)
    expect(isTiny(512, 600)).toBe(false)
    expect(tinyWarning(64, 64)).toBe('The source is 64×64 px; icons above that size will be blurry')
  })

  it('a non-square source is padded or cropped, and says so', () => {
    expect(isSquare(640, 480)).toBe(false)
    expect(isSquare(1000, 1005)).toBe(true)
    expect(nonSquareNote(640, 480, 'contain', false)).toBe('The source is 640×480 px, not square: it is centred and padded to a square (transparent at the sides).')
    expect(nonSquareNote(640, 480, 'contain', true)).toBe('The source is 640×480 px, not square: it is centred and padded to a square (the background colour at the sides).')
    expect(nonSquareNote(640, 480, 'cover', false)).toBe('The source is 640×480 px, not square: it is centred and cropped to a square.')
  })
})

describe('stored state and the input port', () => {
  it('a stored entry out of range or of unknown values falls back per field', () => {
    const v = validateState(state({ mode: 'video' as never, shape: 'star' as never, radius: 99, padding: -4, imagePadding: 2.6, weight: '950' as never, text: 'ABCDEF', font: 'comic' as never }), DEFAULTS)
    expect(v).toMatchObject({ mode: 'text', shape: 'rounded', radius: 50, padding: 0, imagePadding: 3, weight: '700', text: 'ABC', font: 'sans' })
  })

  it('SVG markup becomes the image source; other text the letters; empty text changes nothing', () => {
    const svg = '  <svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n'
    expect(acceptText(state(), svg)).toEqual(state({ mode: 'image', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>', svgName: 'pasted.svg' }))
    expect(acceptText(state({ mode: 'image' }), 'Kite')).toEqual(state({ mode: 'text', text: 'Ki' }))
    expect(acceptText(state({ text: 'Q' }), '   ')).toEqual(state({ text: 'Q' }))
  })

  it('Share carries the text icon settings only: never an image, the manifest fields or the mode', () => {
    const picked = faviconShare.pick(state({ mode: 'image', svg: '<svg/>', svgName: 'logo.svg', name: 'Secret project', text: 'Q', bg: 'red' }), { credentials: true })
    expect(picked).toEqual({ text: 'Q', font: 'sans', weight: '700', fg: '#ffffff', bg: 'red', shape: 'rounded', radius: 22, padding: 16 })
  })
})

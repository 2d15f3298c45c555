import { unzipSync, strFromU8 } from 'fflate'
// svgo's own node entry: the reference our worker (svgo's browser build) must match.
import { optimize as svgoNode } from 'svgo'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, describeSvgoError, NO_SVG, optimizeAll, optimizeSvg, svgoConfig, utf8Bytes, zipTexts, type SvgoOptions } from './svgo.impl'

/** An Inkscape save: XML declaration, comment, sodipodi/inkscape namespaces, RDF metadata, shapes. */
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="64mm"
   height="64mm"
   viewBox="0 0 64 64"
   version="1.1"
   id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
   sodipodi:docname="badge.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#666666"
     inkscape:zoom="2.5"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient id="grad1" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" style="stop-color:#336699;stop-opacity:1" />
      <stop offset="1" style="stop-color:#88aacc;stop-opacity:1" />
    </linearGradient>
  </defs>
  <metadata
     id="metadata1">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:title>Badge</dc:title>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <rect
       style="fill:url(#grad1);stroke:#000000;stroke-width:0.264583"
       id="rect1"
       width="50.123456"
       height="40.987654"
       x="7.0000001"
       y="12.000000" />
    <circle
       style="fill:#ff0000"
       id="path1"
       cx="32.333333"
       cy="32.666667"
       r="8.5" />
    <ellipse cx="10" cy="10" rx="4" ry="4" fill="#00ff00" />
    <line x1="0" y1="0" x2="64" y2="64" stroke="black" />
    <polygon points="10,10 20,10 20,20 10,20" fill="blue" />
  </g>
</svg>
`

/** Illustrator-style export: a comment, an i: namespace, a CDATA style, hand-written paths. */
const ILLUSTRATOR = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0px" y="0px"
\t width="24px" height="24px" viewBox="0 0 24 24" style="enable-background:new 0 0 24 24;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:none;stroke:#1D1D1B;stroke-width:2;stroke-miterlimit:10;}
\t.st1{fill:#E30613;}
</style>
<g i:extraneous="self">
\t<path class="st0" d="M 2.000 12.000 L 22.000 12.000 M 12.000 2.000 L 12.000 22.000"/>
\t<path class="st1" d="M12,5.5c3.59,0,6.5,2.91,6.5,6.5s-2.91,6.5-6.5,6.5S5.5,15.59,5.5,12S8.41,5.5,12,5.5z"/>
\t<path class="st1" d="M1.123456789,1.987654321 L3.5,3.5"/>
\t<path class="st1" d="M5,5 L6,6"/>
</g>
</svg>
`

/** Several IDs referenced by `url(#...)` and `href`, for prefixIds and cleanupIds. */
const IDS = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" viewBox="0 0 100 50">
  <!-- two uses of one symbol -->
  <defs>
    <clipPath id="clip"><rect width="50" height="50"/></clipPath>
    <path id="shape" d="M0 0 L10 0 L10 10 Z" class="tri"/>
  </defs>
  <g clip-path="url(#clip)">
    <use xlink:href="#shape" x="5" y="5"/>
    <use href="#shape" x="25.55555" y="25.44444"/>
  </g>
</svg>`

const SAMPLES = { INKSCAPE, ILLUSTRATOR, IDS }

const SETTINGS: Array<[string, SvgoOptions]> = [
  ['defaults', DEFAULT_OPTIONS],
  ['one pass, precision 1, pretty', { ...DEFAULT_OPTIONS, multipass: false, precision: 1, pretty: true }],
  ['precision 0 and 8', { ...DEFAULT_OPTIONS, precision: 0 }],
  ['precision 8', { ...DEFAULT_OPTIONS, precision: 8 }],
  ['everything kept', { ...DEFAULT_OPTIONS, removeMetadata: false, removeComments: false, removeEditorsNSData: false, mergePaths: false, convertShapeToPath: false }],
  ['viewBox removed, IDs prefixed', { ...DEFAULT_OPTIONS, keepViewBox: false, prefixIds: true }],
  ['a chosen prefix', { ...DEFAULT_OPTIONS, prefixIds: true, prefix: 'icon' }],
]

describe('the svgo engine (browser build, as in the worker)', () => {
  for (const [what, options] of SETTINGS) {
    it(`gives svgo's own output for the same options: ${what}`, () => {
      for (const [name, svg] of Object.entries(SAMPLES)) {
        for (const path of [undefined, `${name.toLowerCase()}.svg`]) {
          const ours = optimizeSvg({ key: 'k', text: svg, name: path }, options)
          const reference = svgoNode(svg, svgoConfig(options, path)).data
          expect(ours.ok, `${name} ${what}`).toBe(true)
          if (ours.ok) {
            expect(ours.data, `${name} ${what} ${path ?? ''}`).toBe(reference)
            expect(ours.after).toBe(Buffer.byteLength(reference, 'utf8'))
            expect(ours.before).toBe(Buffer.byteLength(svg, 'utf8'))
          }
        }
      }
    })
  }

  it('matches svgo with a hand-written config equal to the defaults (the mapping is what svgo documents)', () => {
    const handWritten = { multipass: true, floatPrecision: 3, plugins: ['preset-default' as const] }
    expect(optimizeSvg({ key: 'k', text: INKSCAPE }, DEFAULT_OPTIONS)).toMatchObject({ ok: true, data: svgoNode(INKSCAPE, handWritten).data })
    // svgo 4 keeps viewBox unless removeViewBox is asked for.
    expect(optimizeSvg({ key: 'k', text: IDS }, DEFAULT_OPTIONS)).toMatchObject({ data: expect.stringContaining('viewBox="0 0 100 50"') })
    expect(optimizeSvg({ key: 'k', text: IDS }, { ...DEFAULT_OPTIONS, keepViewBox: false })).toMatchObject({ data: expect.not.stringContaining('viewBox') })
  })

  it('the toggles change the output as their plugins do', () => {
    const out = (o: Partial<SvgoOptions>, svg = INKSCAPE) => {
      const r = optimizeSvg({ key: 'k', text: svg }, { ...DEFAULT_OPTIONS, ...o })
      if (!r.ok) throw new Error(r.error.message)
      return r.data
    }
    expect(out({})).not.toMatch(/metadata|inkscape|sodipodi|Created with/)
    expect(out({ removeMetadata: false })).toContain('<metadata')
    expect(out({ removeComments: false })).toContain('<!--Created with Inkscape')
    expect(out({ removeEditorsNSData: false })).toContain('sodipodi:namedview')
    expect(out({})).not.toContain('<rect')
    expect(out({ convertShapeToPath: false })).toContain('<rect')
    expect(out({ mergePaths: false }, ILLUSTRATOR).match(/<path/g)!.length).toBeGreaterThan(out({}, ILLUSTRATOR).match(/<path/g)!.length)
    expect(out({ precision: 0 })).not.toMatch(/\d\.\d/)
    expect(out({ prefixIds: true }, IDS)).toContain('id="prefix__')
    expect(out({ prefixIds: true, prefix: 'logo' }, IDS)).toContain('id="logo__')
    expect(out({ pretty: true })).toContain('\n  <')
    expect(out({})).not.toContain('\n')
  })

  it('multipass shrinks further than one pass (or never grows)', () => {
    for (const svg of Object.values(SAMPLES)) {
      const one = optimizeSvg({ key: 'k', text: svg }, { ...DEFAULT_OPTIONS, multipass: false })
      const many = optimizeSvg({ key: 'k', text: svg }, DEFAULT_OPTIONS)
      if (!one.ok || !many.ok) throw new Error('failed')
      expect(many.after).toBeLessThanOrEqual(one.after)
    }
  })

  it("an invalid SVG gets svgo's parser message with its line and column", () => {
    const bad = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="10" height="10"\n</svg>'
    let reference: unknown
    try {
      svgoNode(bad)
    } catch (e) {
      reference = e
    }
    const r = reference as { name: string; reason: string; line: number; column: number }
    expect(r.name).toBe('SvgoParserError')
    expect(optimizeSvg({ key: 'x', text: bad }, DEFAULT_OPTIONS)).toEqual({ key: 'x', ok: false, before: bad.length, error: { message: r.reason, line: r.line, column: r.column } })
    expect(optimizeSvg({ key: 'x', text: bad }, DEFAULT_OPTIONS)).toMatchObject({ error: { message: 'Invalid attribute name', line: 3, column: 1 } })
    expect(optimizeSvg({ key: 'x', text: '<svg><g></svg>' }, DEFAULT_OPTIONS)).toMatchObject({ error: { message: 'Unexpected close tag', line: 1, column: 14 } })
    expect(optimizeSvg({ key: 'x', text: 'hello', name: 'a.svg' }, DEFAULT_OPTIONS)).toMatchObject({ error: { message: 'Non-whitespace before first tag.', line: 1, column: 1 } })
    // What svgo forgives but is no SVG: a cut-off start, another root element.
    expect(optimizeSvg({ key: 'x', text: '<svg' }, DEFAULT_OPTIONS)).toMatchObject({ ok: false, error: { message: NO_SVG, line: 0 } })
    expect(optimizeSvg({ key: 'x', text: '<div><p>hi</p></div>' }, DEFAULT_OPTIONS)).toMatchObject({ ok: false, error: { message: NO_SVG } })
    expect(optimizeSvg({ key: 'x', text: '<svg/>' }, DEFAULT_OPTIONS)).toMatchObject({ ok: true, data: '<svg/>' })
    // Anything else keeps its message, with no position.
    expect(describeSvgoError(new Error('boom'))).toEqual({ message: 'boom', line: 0, column: 0 })
  })

  it('a batch answers every item in order (failures included) and reports progress', () => {
    const progress: Array<{ done: number; total: number }> = []
    const results = optimizeAll(
      {
        items: [
          { key: 'a', name: 'a.svg', text: IDS },
          { key: 'b', name: 'b.svg', text: '<svg' },
          { key: 'c', name: 'c.svg', text: ILLUSTRATOR },
        ],
        options: DEFAULT_OPTIONS,
      },
      (p) => progress.push(p),
    )
    expect(results.map((r) => [r.key, r.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ])
    expect(progress.at(-1)).toEqual({ done: IDS.length + 4 + ILLUSTRATOR.length, total: IDS.length + 4 + ILLUSTRATOR.length })
  })

  it('sizes are UTF-8 bytes', () => {
    expect(utf8Bytes('<svg>é</svg>')).toBe(13)
  })

  it('zips texts under their names', () => {
    const zip = zipTexts([
      { name: 'a.min.svg', text: '<svg/>' },
      { name: 'b.min.svg', text: '<svg>é</svg>' },
    ])
    const files = unzipSync(zip)
    expect(Object.keys(files)).toEqual(['a.min.svg', 'b.min.svg'])
    expect(strFromU8(files['b.min.svg']!)).toBe('<svg>é</svg>')
  })
})

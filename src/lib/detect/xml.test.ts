import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { isXmlPrefix, xml } from './xml'

const run = (text: string) => xml(sampleOf(text))

describe('xml detector', () => {
  it('names the root and well-known document kinds', () => {
    const pom = '<?xml version="1.0"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><artifactId>a</artifactId></project>'
    const found = run(pom)
    expect(found[0]).toMatchObject({ toolId: 'xml-formatter', reason: 'XML (Maven POM), root <project>, 3 elements', kind: 'xml' })
    expect(found.map((d) => d.toolId)).toEqual(['xml-formatter', 'json-xml'])
    expect(run('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>')[0]!.reason).toBe('XML (SVG image), root <svg>, 2 elements')
    expect(run('<soapenv:Envelope xmlns:soapenv="x"><soapenv:Body/></soapenv:Envelope>')[0]!.reason).toMatch(/SOAP envelope/)
  })

  it('offers the SVG Optimizer first for an SVG image, the formatter just below', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>'
    expect(run(svg).map((d) => d.toolId)).toEqual(['svg-optimizer', 'xml-formatter', 'favicon', 'json-xml'])
    expect(run(`<?xml version="1.0"?>\n<!-- Inkscape -->\n${svg}`)[0]).toMatchObject({ toolId: 'svg-optimizer', reason: 'XML (SVG image), root <svg>, 2 elements' })
    // Not well-formed: the optimiser says where too (svgo's message with line and column).
    expect(run('<svg><g></svg>').map((d) => d.toolId)).toEqual(['svg-optimizer', 'xml-formatter'])
    // Other roots, and SVG inside another root, stay with the formatter.
    expect(run('<root><svg/></root>')[0]!.toolId).toBe('xml-formatter')
  })

  it('sends XML that is not well-formed to the formatter, which says where, with less confidence', () => {
    const [d] = run('<?xml version="1.0"?><a><b>x</a>')
    expect(d!.toolId).toBe('xml-formatter')
    expect(d!.confidence).toBeLessThan(0.8)
    expect(d!.reason).toMatch(/^XML-like but not well-formed \(line 1\)/)
  })

  it('near misses: HTML is not XML; text is not XML', () => {
    expect(run('<!DOCTYPE html><html><body><p>Hi</p></body></html>')).toEqual([])
    expect(run('<div class="a"><p>Hello</p><br></div>')).toEqual([])
    expect(run('a < b and c > d')).toEqual([])
  })

  it('judges a cut document by its tags so far', () => {
    const big = `<?xml version="1.0"?><rows>${'<row id="1"><v>x</v></row>'.repeat(4000)}`
    expect(run(big)[0]!.reason).toMatch(/^XML, root <rows> \(judged on the first 64 KiB/)
    expect(isXmlPrefix('<a><b><c>text')).toBe(true)
    expect(isXmlPrefix('<a><b></a>')).toBe(false)
    expect(isXmlPrefix('<a><!-- <b> --><![CDATA[<c>]]></a>')).toBe(true)
  })

  it('issue 32: leaves an HTML fragment with inline SVG to the HTML formatter, keeps SVG files', () => {
    expect(run('<div class="row"><p>One</p><svg width="8"><path d="M0 0"/><path d="M1 1"/><circle r="1"/></svg></div>')).toEqual([])
    expect(run('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>')[0]).toMatchObject({ toolId: 'svg-optimizer' })
  })
})

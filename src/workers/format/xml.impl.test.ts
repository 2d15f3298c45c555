import { describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import { sizeStats } from './size.impl'
import { minifyXml, prettifyXml, XML_PARSE_ERROR } from './xml.impl'

const DOC = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE note [<!ENTITY who "World">]>
<!-- top comment -->
<n:root xmlns:n="urn:x" xmlns="urn:default" a='1' b="&amp;x">
  <n:item id="1">  Hello
     &who;   there </n:item>
  <empty/><also></also>
  <?pi some data?>
  <data><![CDATA[ <not> a  tag ]]></data>
  <mixed>text <b>bold</b> tail</mixed>
</n:root>`

describe('XML prettifier', () => {
  it('indents with 4 spaces, collapses text, and keeps comments, CDATA, PIs, doctype, namespaces and mixed content', () => {
    expect(prettifyXml({ text: DOC })).toEqual({
      ok: true,
      output: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE note [<!ENTITY who "World">]>',
        '<!-- top comment -->',
        `<n:root xmlns:n="urn:x" xmlns="urn:default" a='1' b="&amp;x">`,
        '    <n:item id="1">Hello &who; there</n:item>',
        '    <empty/>',
        '    <also></also>',
        '    <?pi some data?>',
        '    <data><![CDATA[ <not> a  tag ]]></data>',
        '    <mixed>text <b>bold</b> tail</mixed>',
        '</n:root>',
      ].join('\n'),
    })
  })
  it('round-trips: the output parses to the same tree as the input (text collapsed)', () => {
    const parser = new XMLParser({ ignoreAttributes: false, preserveOrder: true, commentPropName: '#comment', cdataPropName: '#cdata', trimValues: true })
    const input = '<a x="1"><b>one</b><c><d y="2"/><e>two  words</e></c><!-- c --><f><![CDATA[raw]]></f></a>'
    const r = prettifyXml({ text: input })
    expect(r.ok).toBe(true)
    const norm = (s: string) => JSON.stringify(parser.parse(s)).replace(/\s+/g, ' ')
    expect(norm(r.ok ? r.output : '')).toBe(norm(input))
    // Prettifying twice changes nothing.
    expect(prettifyXml({ text: r.ok ? r.output : '' })).toEqual(r)
  })
  it('still indents ordinary nesting, one element per line', () => {
    expect(prettifyXml({ text: '<a><b><c>1</c><d/></b><!-- n --><e>  two \n words </e></a>' })).toEqual({
      ok: true,
      output: ['<a>', '    <b>', '        <c>1</c>', '        <d/>', '    </b>', '    <!-- n -->', '    <e>two words</e>', '</a>'].join('\n'),
    })
  })

  it('keeps an element with mixed content on one line, exactly as written', () => {
    const r = prettifyXml({ text: '<doc><p>Hello <b>bold</b> world</p><q>a<!-- c --> b</q><r>x<![CDATA[ y ]]></r></doc>' })
    expect(r).toEqual({ ok: true, output: '<doc>\n    <p>Hello <b>bold</b> world</p>\n    <q>a<!-- c --> b</q>\n    <r>x<![CDATA[ y ]]></r>\n</doc>' })
    // Its whitespace is text: kept, line breaks and all, and the text reads the same.
    const spaced = '<doc>\n  <p>Hello  <b>bold</b>\n   world <i> it </i></p>\n</doc>'
    expect(prettifyXml({ text: spaced })).toEqual({ ok: true, output: '<doc>\n    <p>Hello  <b>bold</b>\n   world <i> it </i></p>\n</doc>' })
    const out = prettifyXml({ text: spaced })
    const paragraph = (xml: string) => new XMLParser({ preserveOrder: true, trimValues: false }).parse(xml)[0].doc.find((n: object) => 'p' in n)
    expect(paragraph(out.ok ? out.output : '')).toEqual(paragraph(spaced))
  })

  it('writes an element under xml:space="preserve" and its descendants exactly as written', () => {
    const src = '<doc><pre xml:space="preserve">  line 1\n    <b> two </b>\n<c><d>x</d></c>  </pre><next><n>1</n></next></doc>'
    expect(prettifyXml({ text: src })).toEqual({
      ok: true,
      output: '<doc>\n    <pre xml:space="preserve">  line 1\n    <b> two </b>\n<c><d>x</d></c>  </pre>\n    <next>\n        <n>1</n>\n    </next>\n</doc>',
    })
    // Inherited from an ancestor, in single quotes too; an empty preserved element stays as it is.
    expect(prettifyXml({ text: "<doc xml:space='preserve'> <a>  </a>\n <b/></doc>" })).toEqual({ ok: true, output: "<doc xml:space='preserve'> <a>  </a>\n <b/></doc>" })
  })

  it('lays out again a descendant that resets xml:space="default", from where it stands', () => {
    const src = '<doc xml:space="preserve">  <a> x </a>\n  <b xml:space="default"><c>1</c><d>  2  </d></b> <e> y </e></doc>'
    expect(prettifyXml({ text: src })).toEqual({
      ok: true,
      output: '<doc xml:space="preserve">  <a> x </a>\n  <b xml:space="default">\n        <c>1</c>\n        <d>2</d>\n    </b> <e> y </e></doc>',
    })
  })

  it("fails with 'Failed to parse XML' and the validator's position for broken XML", () => {
    const r = prettifyXml({ text: '<a>\n  <b></a>' })
    expect(r).toMatchObject({ ok: false, message: XML_PARSE_ERROR, line: 2 })
    expect(!r.ok && r.detail).toMatch(/line 2/)
  })
  it('requires exactly one root element', () => {
    expect(prettifyXml({ text: '<a/><b/>' })).toMatchObject({ ok: false, message: XML_PARSE_ERROR })
    expect(prettifyXml({ text: '<?xml version="1.0"?><!-- only a comment -->' })).toMatchObject({ ok: false, message: XML_PARSE_ERROR })
    expect(prettifyXml({ text: '' })).toMatchObject({ ok: false, message: XML_PARSE_ERROR })
    expect(prettifyXml({ text: 'hello' })).toMatchObject({ ok: false, message: XML_PARSE_ERROR })
  })
})

describe('XML minify', () => {
  const tree = (xml: string) => new XMLParser({ preserveOrder: true, ignoreAttributes: false, commentPropName: '#comment', cdataPropName: '#cdata', processEntities: false }).parse(xml)
  it('takes out the white space between tags only: fast-xml-parser reads the same document', async () => {
    const r = await minifyXml({ text: DOC })
    if (!r.ok) throw new Error(r.detail)
    expect(r.output).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE note [<!ENTITY who "World">]><!-- top comment --><n:root xmlns:n="urn:x" xmlns="urn:default" a='1' b="&amp;x"><n:item id="1">  Hello\n     &who;   there </n:item><empty/><also></also><?pi some data?><data><![CDATA[ <not> a  tag ]]></data><mixed>text <b>bold</b> tail</mixed></n:root>`,
    )
    expect(tree(r.output)).toEqual(tree(DOC))
    expect(r.stats).toEqual(await sizeStats(DOC, r.output))
  })
  it('keeps xml:space="preserve" content as written (blank text elsewhere goes, as Prettify drops it)', async () => {
    const text = '<a>\n  <pre xml:space="preserve">\n  <i> x </i>\n  </pre>\n  <b> </b>\n</a>'
    expect(await minifyXml({ text })).toMatchObject({ ok: true, output: '<a><pre xml:space="preserve">\n  <i> x </i>\n  </pre><b></b></a>' })
  })
  it('says what is wrong, as Prettify does', async () => {
    expect(await minifyXml({ text: '<a><b></a>' })).toEqual(prettifyXml({ text: '<a><b></a>' }))
  })
})

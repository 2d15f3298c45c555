import { describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import { prettifyXml, XML_PARSE_ERROR } from './xml.impl'

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
  it('indents with 4 spaces, collapses text, and keeps comments, CDATA, PIs, doctype and namespaces', () => {
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
        '    <data>',
        '        <![CDATA[ <not> a  tag ]]>',
        '    </data>',
        '    <mixed>',
        '        text',
        '        <b>bold</b>',
        '        tail',
        '    </mixed>',
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

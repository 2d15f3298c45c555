import { describe, expect, it } from 'vitest'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { jsonToXml, xmlName, xmlToJson } from './xml.impl'

const xml = (text: string) => {
  const r = jsonToXml({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}
const json = (text: string) => {
  const r = xmlToJson({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}

describe('JSON -> XML (SPEC section 9 layout)', () => {
  it('wraps the document in <root>, names array items item_N, maps attributes and text', () => {
    const out = xml('{"user":{"attributes":{"id":"7","role":"admin & owner"},"text":"Ada"},"tags":["a","b"],"none":null,"n":12345678901234567890,"p":0.10000000000000000001}')
    expect(out).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<root>',
        '  <user id="7" role="admin &amp; owner">Ada</user>',
        '  <tags>',
        '    <item_0>a</item_0>',
        '    <item_1>b</item_1>',
        '  </tags>',
        '  <none/>',
        '  <n>12345678901234567890</n>',
        '  <p>0.10000000000000000001</p>',
        '</root>',
      ].join('\n'),
    )
    // A reference parser accepts it and reads the same structure.
    expect(XMLValidator.validate(out)).toBe(true)
    expect(new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(out).root.user).toEqual({ '#text': 'Ada', '@id': '7', '@role': 'admin & owner' })
  })

  it('puts a top-level array or scalar inside <root> and escapes markup', () => {
    expect(xml('[1,{"a":"<b>"}]')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <item_0>1</item_0>\n  <item_1>\n    <a>&lt;b&gt;</a>\n  </item_1>\n</root>')
    expect(xml('"x & y"')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>x &amp; y</root>')
  })

  it('turns keys that are not XML names into names', () => {
    expect(xmlName('first name')).toBe('first_name')
    expect(xmlName('1st')).toBe('_1st')
    expect(xmlName('héllo')).toBe('héllo')
    expect(XMLValidator.validate(xml('{"first name":1,"1st":2,"a/b":3}'))).toBe(true)
  })

  it("gives 'Invalid JSON format' with the parser's reason", () => {
    expect(jsonToXml({ text: '{"a": }' })).toEqual({ ok: false, error: { message: 'Invalid JSON format', detail: "Object value expected after ':' (line 1, column 7)", line: 1, column: 7 } })
  })
})

describe('XML -> JSON', () => {
  it('keeps the root element, attributes under "attributes" (first), text under "text", repeats as arrays', () => {
    const src = '<?xml version="1.0"?>\n<!-- note -->\n<catalog lang="en">\n  <book id="1">Dune<year>1965</year></book>\n  <book id="2"><title>Emma</title></book>\n  <empty/>\n</catalog>'
    expect(JSON.parse(json(src))).toEqual({
      catalog: {
        attributes: { lang: 'en' },
        book: [{ attributes: { id: '1' }, year: '1965', text: 'Dune' }, { attributes: { id: '2' }, title: 'Emma' }],
        empty: '',
      },
    })
    expect(Object.keys(JSON.parse(json(src)).catalog)[0]).toBe('attributes')
  })

  it('keeps values as text exactly (D24) and decodes entities and CDATA', () => {
    expect(JSON.parse(json('<r><n>12345678901234567890</n><p>0.10000000000000000001</p><t>a &lt; b &amp; c</t><c><![CDATA[<x>]]></c></r>'))).toEqual({
      r: { n: '12345678901234567890', p: '0.10000000000000000001', t: 'a < b & c', c: '<x>' },
    })
  })

  it('round-trips JSON -> XML -> JSON: item_N runs come back as arrays', () => {
    expect(JSON.parse(json(xml('{"list":["a","b",{"k":"v"}],"el":{"attributes":{"x":"1"},"text":"t"}}')))).toEqual({
      root: { list: ['a', 'b', { k: 'v' }], el: { attributes: { x: '1' }, text: 't' } },
    })
  })

  it("gives 'Invalid XML format' with the parser's reason for malformed XML", () => {
    expect(xmlToJson({ text: '<a><b></a>' })).toEqual({
      ok: false,
      error: { message: 'Invalid XML format', detail: "Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)", line: 1, column: 7 },
    })
    expect(xmlToJson({ text: 'just text' })).toMatchObject({ ok: false, error: { message: 'Invalid XML format' } })
    expect(xmlToJson({ text: '<a/><b/>' })).toMatchObject({ ok: false, error: { message: 'Invalid XML format', detail: 'An XML document needs exactly one root element' } })
    expect(xmlToJson({ text: '  ' })).toMatchObject({ ok: false, error: { message: 'Invalid XML format' } })
  })
})

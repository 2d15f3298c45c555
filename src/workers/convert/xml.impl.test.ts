import { describe, expect, it } from 'vitest'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { jsonToXml, renamedWarnings, xmlName, xmlToJson } from './xml.impl'
import { prettifyXml } from '../format/xml.impl'

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
  it('wraps the document in <root>, repeats the element of a keyed array, maps attributes and text', () => {
    const out = xml('{"user":{"attributes":{"id":"7","role":"admin & owner"},"text":"Ada"},"tags":["a","b"],"none":null,"n":12345678901234567890,"p":0.10000000000000000001}')
    expect(out).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<root>',
        '  <user id="7" role="admin &amp; owner">Ada</user>',
        '  <tags>a</tags>',
        '  <tags>b</tags>',
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

  it("names array items item_N where XML has no repeated element for them (SPEC section 9)", () => {
    const decl = '<?xml version="1.0" encoding="UTF-8"?>\n'
    // A top-level array, an array of one item, an array holding arrays, and the arrays inside it.
    expect(xml('["a","b"]')).toBe(`${decl}<root>\n  <item_0>a</item_0>\n  <item_1>b</item_1>\n</root>`)
    expect(xml('{"a":1,"tags":["only"]}')).toBe(`${decl}<root>\n  <a>1</a>\n  <tags>\n    <item_0>only</item_0>\n  </tags>\n</root>`)
    expect(xml('{"a":1,"grid":[[1,2],[3]]}')).toBe(
      `${decl}<root>\n  <a>1</a>\n  <grid>\n    <item_0>\n      <item_0>1</item_0>\n      <item_1>2</item_1>\n    </item_0>\n    <item_1>\n      <item_0>3</item_0>\n    </item_1>\n  </grid>\n</root>`,
    )
    // The single key of a document is its element; its own array cannot repeat the root, so item_N.
    expect(xml('{"list":["x","y"]}')).toBe(`${decl}<list>\n  <item_0>x</item_0>\n  <item_1>y</item_1>\n</list>`)
    expect(xml('{"users":{"user":["a","b"]}}')).toBe(`${decl}<users>\n  <user>a</user>\n  <user>b</user>\n</users>`)
    expect(xml('{"k":"v"}')).toBe(`${decl}<k>v</k>`)
    // Keys that cannot be the document element keep SPEC's <root>.
    expect(xml('{"text":"t"}')).toBe(`${decl}<root>t</root>`)
    expect(xml('{"first name":"Ada"}')).toBe(`${decl}<root>\n  <first_name>Ada</first_name>\n</root>`)
  })

  it('turns keys that are not XML names into names', () => {
    expect(xmlName('first name')).toBe('first_name')
    expect(xmlName('1st')).toBe('_1st')
    expect(xmlName('héllo')).toBe('héllo')
    expect(XMLValidator.validate(xml('{"first name":1,"1st":2,"a/b":3}'))).toBe(true)
  })

  it('lists the names it had to change, each once, element and attribute names alike', () => {
    const r = jsonToXml({ text: '{"a&b":1,"ok":{"attributes":{"x y":"1"},"1st":[{"a&b":2}, {"a&b":3}]}}' })
    expect(r).toMatchObject({ ok: true, warnings: ['"a&b" is not an XML name: written as a_b', '"x y" is not an XML name: written as x_y', '"1st" is not an XML name: written as _1st'] })
    expect(r.ok && r.output).toContain('<a_b>1</a_b>')
    expect(jsonToXml({ text: '{"fine":{"names-here.too":1}}' })).toMatchObject({ ok: true, warnings: [] })
    const many = jsonToXml({ text: JSON.stringify(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k ${i}`, i]))) })
    expect(many.ok && many.warnings).toHaveLength(11)
    expect(many.ok && many.warnings.at(-1)).toBe('3 more keys renamed the same way')
    expect(renamedWarnings(new Map(Array.from({ length: 11 }, (_, i) => [`${i}`, `_${i}`]))).at(-1)).toBe('1 more key renamed the same way')
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

  it('round-trips JSON -> XML -> JSON: arrays come back as arrays, repeated or item_N', () => {
    expect(JSON.parse(json(xml('{"list":["a","b",{"k":"v"}],"el":{"attributes":{"x":"1"},"text":"t"}}')))).toEqual({
      root: { list: ['a', 'b', { k: 'v' }], el: { attributes: { x: '1' }, text: 't' } },
    })
    expect(JSON.parse(json(xml('{"a":1,"one":["x"],"grid":[[1,2],["3"]],"rows":[{"id":1},{"id":2}]}')))).toEqual({
      root: { a: '1', one: ['x'], grid: [['1', '2'], ['3']], rows: [{ id: '1' }, { id: '2' }] },
    })
    expect(JSON.parse(json(xml('[["a","b"],"c"]')))).toEqual({ root: [['a', 'b'], 'c'] })
  })

  describe('round-trips XML -> JSON -> XML to the same elements', () => {
    // Elements in order, attributes, text (entities and CDATA decoded); the declaration, comments
    // and insignificant whitespace are not part of what JSON carries.
    const tree = new XMLParser({ ignoreAttributes: false, preserveOrder: true, ignoreDeclaration: true, parseTagValue: false, parseAttributeValue: false, trimValues: true })
    const roundTrip = (src: string) => xml(json(src))
    const docs: Record<string, string> = {
      'repeated elements': '<users><user>a</user><user>b</user></users>',
      'repeated elements with attributes and children':
        '<catalog lang="en">\n  <book id="1" lang="en">Dune<year>1965</year></book>\n  <book id="2"><title>Emma</title><tag>novel</tag><tag>classic</tag></book>\n  <empty/>\n  <flag on="yes"/>\n</catalog>',
      'a Maven-like POM': `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <version>1.10</version>
  <dependencies>
    <dependency><groupId>org.x</groupId><artifactId>a</artifactId><version>01.2</version></dependency>
    <dependency><groupId>org.y</groupId><artifactId>b</artifactId></dependency>
  </dependencies>
  <modules><module>core</module></modules>
</project>`,
      'entities, CDATA and namespaces': '<n:doc xmlns:n="urn:x" n:v="a &amp; b"><n:p>x &lt; y</n:p><n:p><![CDATA[<raw>]]></n:p></n:doc>',
      'a document element named root, and item_N runs': '<root><a>1</a><list><item_0>x</item_0><item_1>y</item_1></list><one><item_0>z</item_0></one></root>',
      'a run inside repeated elements': '<x><k><item_0>a</item_0></k><k>c</k></x>',
    }
    for (const [name, src] of Object.entries(docs)) {
      it(name, () => {
        expect(tree.parse(roundTrip(src))).toEqual(tree.parse(src))
      })
    }
    it('keeps the repeated elements as elements, not item_N', () => {
      expect(roundTrip('<users><user>a</user><user>b</user></users>')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<users>\n  <user>a</user>\n  <user>b</user>\n</users>')
    })
  })

  it("gives 'Invalid XML format', then the reason and place the XML Prettifier gives for the same text", () => {
    expect(xmlToJson({ text: '<a><b></a>' })).toEqual({
      ok: false,
      error: { message: "Invalid XML format: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)", line: 1, column: 7 },
    })
    expect(xmlToJson({ text: 'just text' })).toEqual({ ok: false, error: { message: "Invalid XML format: char 'j' is not expected. (line 1, column 1)", line: 1, column: 1 } })
    expect(xmlToJson({ text: '<a/><b/>' })).toEqual({ ok: false, error: { message: 'Invalid XML format: The document has 2 root elements; XML allows one.' } })
    expect(xmlToJson({ text: '<a/> tail' })).toMatchObject({ ok: false, error: { message: 'Invalid XML format: Text outside the root element.' } })
    expect(xmlToJson({ text: '  ' })).toMatchObject({ ok: false, error: { message: 'Invalid XML format: The document is empty.' } })
    // One check, one message: the Prettifier's detail is the converter's message after SPEC's words.
    for (const text of ['<a>\n  <b></a>', '<a x></a>', '<a/><b/>', '<a/> tail', '', '<!-- c -->']) {
      const pretty = prettifyXml({ text })
      const converted = xmlToJson({ text })
      if (pretty.ok || converted.ok) throw new Error(`expected both to fail on ${text}`)
      expect(converted.error.message).toBe(`Invalid XML format: ${pretty.detail}`)
      expect([converted.error.line, converted.error.column]).toEqual([pretty.line, pretty.column])
    }
  })
  it('reads XML that starts with a byte-order mark', () => {
    expect(xmlToJson({ text: '\uFEFF<a>1</a>' })).toEqual({ ok: true, output: '{\n  "a": "1"\n}', warnings: [] })
  })
})

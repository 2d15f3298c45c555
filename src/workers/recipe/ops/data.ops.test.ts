import { decode as msgpackDecode } from '@msgpack/msgpack'
import { jsonrepair } from 'jsonrepair'
import { describe, expect, it, vi } from 'vitest'
import type { Args } from '../../../ops/types'
import type { Value } from '../op-impl'
import { opErrorAsIs, runAsIs } from './op-test-kit'
import type ops from './data.ops'

// The recipe worker fetches jq.wasm from the app; here it is read from jq-wasm's package.
vi.mock('../../query/jq-wasm-url', async () => ({ fetchJqWasm: (await import('../../query/jq-wasm-node')).jqWasmFromDisk }))

type Id = keyof typeof ops
const run = (id: Id, input: Value, args: Args = {}) => runAsIs(id, input, args)
const fails = (id: Id, input: Value, args: Args = {}) => opErrorAsIs(id, input, args)
const hex = (b: Value) => Buffer.from(b as Uint8Array).toString('hex')
const bytes = (h: string) => Uint8Array.from(Buffer.from(h.replace(/\s+/g, ''), 'hex'))

const DOC = '{"name":"Ada","tags":["x","y"],"nested":{"b":1,"a":[true,null,{}]},"empty":[]}'

describe('JSON Format, Minify, Sort Keys', () => {
  it("lay JSON out as Python's json module does", async () => {
    // python3 -c 'import json; doc=json.loads(DOC); print(json.dumps(json.dumps(doc, indent=2)))'
    expect(await run('json-format', DOC)).toBe('{\n  "name": "Ada",\n  "tags": [\n    "x",\n    "y"\n  ],\n  "nested": {\n    "b": 1,\n    "a": [\n      true,\n      null,\n      {}\n    ]\n  },\n  "empty": []\n}')
    // ... json.dumps(doc, indent="\t")
    expect(await run('json-format', DOC, { indent: 'tab' })).toBe('{\n\t"name": "Ada",\n\t"tags": [\n\t\t"x",\n\t\t"y"\n\t],\n\t"nested": {\n\t\t"b": 1,\n\t\t"a": [\n\t\t\ttrue,\n\t\t\tnull,\n\t\t\t{}\n\t\t]\n\t},\n\t"empty": []\n}')
    // ... json.dumps(doc, separators=(",", ":"))
    expect(await run('json-minify', await run('json-format', DOC, { indent: '4' }))).toBe(DOC)
    // The JSON Formatter's 8 spaces (Send to's "Add to recipe" carries it), as JSON.stringify lays it out.
    expect(await run('json-format', '{"a":[1]}', { indent: '8' })).toBe(JSON.stringify({ a: [1] }, null, 8))
    // ... json.dumps(doc, indent=4, sort_keys=True)
    expect(await run('json-sort-keys', DOC, { indent: '4' })).toBe(
      '{\n    "empty": [],\n    "name": "Ada",\n    "nested": {\n        "a": [\n            true,\n            null,\n            {}\n        ],\n        "b": 1\n    },\n    "tags": [\n        "x",\n        "y"\n    ]\n}',
    )
    // ... json.dumps(doc, sort_keys=True, separators=(",", ":"))
    expect(await run('json-sort-keys', DOC, { indent: 'none' })).toBe('{"empty":[],"name":"Ada","nested":{"a":[true,null,{}],"b":1},"tags":["x","y"]}')
  })

  it('keep numbers, escapes and duplicate keys exactly as written (D24)', async () => {
    const text = '{"big": 12345678901234567890, "f": 0.10000000000000000001, "one": 1.0, "e": 1E+2, "s": "\\u00e9\\n", "b": 1, "b": 2}'
    expect(await run('json-minify', text)).toBe('{"big":12345678901234567890,"f":0.10000000000000000001,"one":1.0,"e":1E+2,"s":"\\u00e9\\n","b":1,"b":2}')
    expect(await run('json-sort-keys', text, { indent: 'none' })).toBe('{"b":1,"b":2,"big":12345678901234567890,"e":1E+2,"f":0.10000000000000000001,"one":1.0,"s":"\\u00e9\\n"}')
  })

  it('say where JSON is broken', async () => {
    expect(await fails('json-format', '{"a": 1,\n "b": }')).toBe("Invalid JSON: Object value expected after ':' (line 2, column 7)")
    expect(await fails('json-minify', '[1, 2')).toBe("Invalid JSON: Array item or end of array ']' expected but reached end of input (line 1, column 6)")
  })
})

describe('jq and JSONPath', () => {
  it('give results as the JSON workbench lays them out', async () => {
    expect(await run('jq', DOC, { filter: '.nested.a' })).toBe('[\n  true,\n  null,\n  {}\n]')
    expect(await run('jq', DOC, { filter: '.tags[]' })).toBe('"x"\n"y"')
    expect(await run('jq', DOC, { filter: '.tags[]', raw: true })).toBe('x\ny')
    expect(await run('jq', DOC, { filter: '.nested', indent: 'none' })).toBe('{"b":1,"a":[true,null,{}]}')
    expect(await run('jq', DOC, { filter: '.nested', indent: 'tab' })).toBe('{\n\t"b": 1,\n\t"a": [\n\t\ttrue,\n\t\tnull,\n\t\t{}\n\t]\n}')
    expect(await run('jq', DOC, { filter: 'empty' })).toBe('')
    // jq 1.8 keeps the digits of a number it does not compute with (query.impl.ts).
    expect(await run('jq', '{"a":12345678901234567890}', { filter: '.a' })).toBe('12345678901234567890')
    expect(await run('jsonpath', DOC, { path: '$.tags[*]' })).toBe('"x"\n"y"')
    expect(await run('jsonpath', DOC, { path: '$..b' })).toBe('1')
    expect(await run('jsonpath', '{"a":[{"p":12345678901234567890},{"p":1.0}]}', { path: '$.a[*].p' })).toBe('12345678901234567890\n1.0')
  })

  it("say what went wrong in the Query tab's words", async () => {
    expect(await fails('jq', '{"a": 5}', { filter: '.a.b' })).toBe('Runtime error: Cannot index number with string ("b")')
    expect(await fails('jq', '[1]', { filter: '.[] )' })).toBe('Query error: syntax error, unexpected INVALID_CHARACTER, expecting end of file (query line 1, column 5)')
    // query.impl.test.ts's own expectations for these expressions.
    expect(await fails('jsonpath', '{"book":[{"price":1}]}', { path: '$..book[?(@.price <)]' })).toBe('Query error: Expected expression after < at character 12')
    expect(await fails('jsonpath', '{"a":[{"p":1}]}', { path: '$.a[?(this.constructor)]' })).toBe('Runtime error: jsonPath: Unexpected expression: this.constructor')
  })
})

describe('JSON Repair', () => {
  it("gives jsonrepair's own output", async () => {
    const broken = "{name: 'Ada', tags: [1, 2,], // note\n}"
    expect(await run('json-repair', broken)).toBe(jsonrepair(broken))
    expect(await run('json-repair', broken)).toBe('{"name": "Ada", "tags": [1, 2] \n}')
  })
})

describe('YAML, XML and CSV', () => {
  it("convert with the converters' engines, numbers as written", async () => {
    // The YAML engine's own test (convert/yaml.impl.test.ts).
    const yaml = await run('json-to-yaml', '{"id":12345678901234567890,"price":0.10000000000000000001}')
    expect(yaml).toBe('id: 12345678901234567890\nprice: 0.10000000000000000001\n')
    expect(await run('yaml-to-json', yaml)).toBe('{\n  "id": 12345678901234567890,\n  "price": 0.10000000000000000001\n}')
    expect(await run('yaml-to-json', yaml, { indent: 'none' })).toBe('{"id":12345678901234567890,"price":0.10000000000000000001}')
    expect(await run('yaml-to-json', 'a: 1\n---\nb: 2\n', { documents: 'all', indent: 'none' })).toBe('[{"a":1},{"b":2}]')
    expect(await fails('yaml-to-json', 'a: [1, 2\n')).toMatch(/\(line \d+, column \d+\)$/)

    expect(await run('json-to-xml', '{"user":{"attributes":{"id":"7"},"name":"Ada","n":1.50}}')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<user id="7">\n  <name>Ada</name>\n  <n>1.50</n>\n</user>')
    expect(await run('json-to-xml', '{"a&b":1,"c":2}')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <a_b>1</a_b>\n  <c>2</c>\n</root>')
    expect(await fails('json-to-xml', '{"a&b":1,"c":2}', { strictNames: true })).toBe('"a&b" is not an XML name: written as a_b')
    expect(await run('xml-to-json', '<user id="7"><name>Ada</name><n>1.50</n></user>', { indent: 'none' })).toBe('{"user":{"attributes":{"id":"7"},"name":"Ada","n":"1.50"}}')
    expect(await fails('xml-to-json', '<a><b></a>')).toMatch(/^Invalid XML format: .*\(line 1, column \d+\)$/)
  })

  it("write and read CSV as Python's csv module does", async () => {
    const rows = '[{"id":"1","name":"Ada; Lovelace","note":"says \\"hi\\""},{"id":"2","name":"Bob","note":"two\\nlines"}]'
    // python3 -c 'import csv,io; f=io.StringIO(); w=csv.DictWriter(f, fieldnames=["id","name","note"], delimiter=";", lineterminator="\n"); w.writeheader(); w.writerows(rows); print(f.getvalue())'
    expect(await run('json-to-csv', rows, { delimiter: ';' })).toBe('id;name;note\n1;"Ada; Lovelace";"says ""hi"""\n2;Bob;"two\nlines"')
    // ... csv.writer(f, delimiter="\t", lineterminator="\n") without the header row
    expect(await run('json-to-csv', rows, { delimiter: '\t', header: false })).toBe('1\tAda; Lovelace\t"says ""hi"""\n2\tBob\t"two\nlines"')
    // python3 -c 'import csv,io,json; print(json.dumps(list(csv.DictReader(io.StringIO("a|b\n1|x y\n2|\"p|q\"\n"), delimiter="|"))))'
    expect(await run('csv-to-json', 'a|b\n1|x y\n2|"p|q"\n', { delimiter: '|', indent: 'none' })).toBe('[{"a":"1","b":"x y"},{"a":"2","b":"p|q"}]')
    // ... list(csv.reader(io.StringIO("1;2\n3;4\n"), delimiter=";")), keyed column_N as the converter keys rows without a header
    expect(await run('csv-to-json', '1;2\n3;4\n', { header: false, indent: 'none' })).toBe('[{"column_1":"1","column_2":"2"},{"column_1":"3","column_2":"4"}]')
    expect(await run('csv-to-json', 'n,ok\n42,TRUE\n', { inferTypes: true, indent: 'none' })).toBe('[{"n":42,"ok":true}]')
    expect(await fails('json-to-csv', '{"a":1}')).toBe('JSON must be an array of objects')
  })
})

describe('Query String', () => {
  it('reads as URLSearchParams does, a repeated key as an array', async () => {
    // python3 -c 'import urllib.parse,json; print(json.dumps(urllib.parse.parse_qs("a=1&b=two+words&a=3&c=%C3%A9%26&empty=", keep_blank_values=True)))'
    // {"a": ["1", "3"], "b": ["two words"], "c": ["\u00e9&"], "empty": [""]}  (one value stays a string here)
    expect(await run('query-string-to-json', '?a=1&b=two+words&a=3&c=%C3%A9%26&empty=', { indent: 'none' })).toBe('{"a":["1","3"],"b":"two words","c":"é&","empty":""}')
    expect(await run('query-string-to-json', 'https://example.com/p?x=1&y=%20#frag', { indent: 'none' })).toBe('{"x":"1","y":" "}')
    expect(await run('query-string-to-json', '', { indent: 'none' })).toBe('{}')
  })

  it('writes as URLSearchParams does, numbers as written', async () => {
    // python3 -c 'import urllib.parse; print(urllib.parse.urlencode({"q":"a b&c","n":"12345678901234567890","e":"é"}, quote_via=urllib.parse.quote_plus))'
    expect(await run('json-to-query-string', '{"q":"a b&c","n":12345678901234567890,"e":"é"}')).toBe('q=a+b%26c&n=12345678901234567890&e=%C3%A9')
    expect(await run('json-to-query-string', '{"a":["1",2],"t":true,"z":null}')).toBe('a=1&a=2&t=true&z=')
    expect(await fails('json-to-query-string', '[1]')).toBe('A query string is made from a JSON object (key: value pairs)')
    expect(await fails('json-to-query-string', '{"a":{"b":1}}')).toBe('The value at $.a is an object: a query string holds only text')
  })
})

describe('TOML', () => {
  const TOML = 'title = "TOML"\nbig = 9223372036854775807\nneg = -17\nhex = 0xDEADBEEF\npi = 3.14159\none = 1.0\nflag = true\ndate = 1979-05-27\n[owner]\nname = "Tom"\n[[fruit]]\nname = "apple"\n[[fruit]]\nname = "banana"\n'
  it("reads TOML as Python's tomllib does, integers exact", async () => {
    // python3 -c 'import tomllib,json; print(json.dumps(tomllib.loads(TOML), default=str))'
    // {"title": "TOML", "big": 9223372036854775807, "neg": -17, "hex": 3735928559, "pi": 3.14159, "one": 1.0, "flag": true,
    //  "date": "1979-05-27", "owner": {"name": "Tom"}, "fruit": [{"name": "apple"}, {"name": "banana"}]}
    expect(await run('toml-to-json', TOML, { indent: 'none' })).toBe(
      '{"title":"TOML","big":9223372036854775807,"neg":-17,"hex":3735928559,"pi":3.14159,"one":1.0,"flag":true,"date":"1979-05-27","owner":{"name":"Tom"},"fruit":[{"name":"apple"},{"name":"banana"}]}',
    )
    // Date-times as smol-toml's TomlDate writes them: the same instant and offset as tomllib's
    // datetime(1979, 5, 27, 7, 32, tzinfo=timezone.utc), in milliseconds (smol-toml keeps no finer).
    expect(await run('toml-to-json', 'when = 1979-05-27T07:32:00Z\nlocal = 1979-05-27T00:32:00-07:00\n', { indent: 'none' })).toBe('{"when":"1979-05-27T07:32:00.000Z","local":"1979-05-27T00:32:00.000-07:00"}')
    expect(await fails('toml-to-json', 'a = \n')).toMatch(/^Invalid TOML: .* \(line 1, column \d+\)$/)
  })

  it('writes TOML that tomllib reads back, and refuses what TOML cannot hold', async () => {
    const toml = await run('json-to-toml', '{"a":9223372036854775807,"f":1.0,"g":0.5,"s":"x\\ty","list":[1,2],"t":{"k":"v"}}')
    // python3 -c 'import tomllib,json; print(json.dumps(tomllib.loads(toml)))' gives {"a": 9223372036854775807, "f": 1.0, "g": 0.5, "s": "x\ty", "list": [1, 2], "t": {"k": "v"}}
    expect(toml).toBe('a = 9223372036854775807\nf = 1.0\ng = 0.5\ns = "x\\ty"\nlist = [ 1, 2 ]\n\n[t]\nk = "v"\n')
    expect(await run('toml-to-json', toml, { indent: 'none' })).toBe('{"a":9223372036854775807,"f":1.0,"g":0.5,"s":"x\\ty","list":[1,2],"t":{"k":"v"}}')
    expect(await fails('json-to-toml', '{"a":null}')).toBe('TOML has no null: the value at $.a is null')
    expect(await fails('json-to-toml', '{"a":9223372036854775808}')).toBe("The number 9223372036854775808 at $.a is out of TOML's integer range")
    expect(await fails('json-to-toml', '[1]')).toBe('TOML holds a table: the JSON must be an object (key: value pairs)')
  })
})

describe('MessagePack', () => {
  it('encodes and decodes the example of msgpack.org', async () => {
    // msgpack.org: {"compact":true,"schema":0} is 82 a7 63 6f 6d 70 61 63 74 c3 a6 73 63 68 65 6d 61 00
    const packed = '82a7636f6d70616374c3a6736368656d6100'
    expect(hex(await run('to-messagepack', '{"compact":true,"schema":0}'))).toBe(packed)
    expect(await run('from-messagepack', bytes(packed), { indent: 'none' })).toBe('{"compact":true,"schema":0}')
  })

  it('keeps integers of 64 bits exact and key order, and refuses a number it would round', async () => {
    // MessagePack spec: uint 64 is 0xcf and 8 bytes big-endian, int 64 0xd3; float 64 is 0xcb.
    const out = await run('to-messagepack', '{"2":18446744073709551615,"a":-9223372036854775808,"f":1.5}')
    expect(hex(out)).toBe('83a132cfffffffffffffffffa161d38000000000000000a166cb3ff8000000000000')
    expect(msgpackDecode(out as Uint8Array, { useBigInt64: true })).toEqual({ 2: 18446744073709551615n, a: -9223372036854775808n, f: 1.5 })
    expect(await run('from-messagepack', out, { indent: 'none' })).toBe('{"2":18446744073709551615,"a":-9223372036854775808,"f":1.5}')
    expect(await fails('to-messagepack', '{"a":[18446744073709551616]}')).toBe("The number 18446744073709551616 at $.a[0] is out of MessagePack's integer range")
    expect(await fails('to-messagepack', '[0.10000000000000000001]')).toBe('The number 0.10000000000000000001 at $[0] has more digits than a 64-bit float keeps: MessagePack cannot hold it exactly')
  })

  it('reads binary, extensions and timestamps, and says when bytes are not MessagePack', async () => {
    // bin 8 of 2 bytes; fixext 1 of type 5; timestamp 32 (ext -1) of 0 seconds
    expect(await run('from-messagepack', bytes('93 c4 02 01 02 d4 05 ff d6 ff 00 00 00 00'), { indent: 'none' })).toBe('[[1,2],{"type":5,"data":[255]},"1970-01-01T00:00:00.000Z"]')
    expect(await fails('from-messagepack', bytes('92 01'))).toBe('Not MessagePack: the data ends before its values do (2 bytes)')
    expect(await fails('from-messagepack', bytes('c4 05 01'))).toBe('Not MessagePack: the data ends before its values do (3 bytes)')
    expect(await fails('from-messagepack', bytes('01 02'))).toMatch(/^Not MessagePack: Extra 1 of 2 byte\(s\) found at buffer\[1\]/)
    expect(await fails('from-messagepack', bytes('cb 7f f0 00 00 00 00 00 00'))).toBe('The MessagePack value at $ is Infinity, which JSON cannot write')
  })
})

describe('CBOR (RFC 8949 Appendix A)', () => {
  const VECTORS: [json: string, cbor: string][] = [
    ['0', '00'],
    ['1', '01'],
    ['10', '0a'],
    ['23', '17'],
    ['24', '1818'],
    ['100', '1864'],
    ['1000', '1903e8'],
    ['1000000', '1a000f4240'],
    ['1000000000000', '1b000000e8d4a51000'],
    ['18446744073709551615', '1bffffffffffffffff'],
    ['18446744073709551616', 'c249010000000000000000'],
    ['-18446744073709551616', '3bffffffffffffffff'],
    ['-18446744073709551617', 'c349010000000000000000'],
    ['-1', '20'],
    ['-10', '29'],
    ['-100', '3863'],
    ['-1000', '3903e7'],
    ['1.1', 'fb3ff199999999999a'],
    ['1.5', 'f93e00'],
    ['5.960464477539063e-8', 'f90001'],
    ['0.00006103515625', 'f90400'],
    ['-4.1', 'fbc010666666666666'],
    ['false', 'f4'],
    ['true', 'f5'],
    ['null', 'f6'],
    ['""', '60'],
    ['"a"', '6161'],
    ['"IETF"', '6449455446'],
    ['"\\"\\\\"', '62225c'],
    ['"ü"', '62c3bc'],
    ['"水"', '63e6b0b4'],
    ['[]', '80'],
    ['[1,2,3]', '83010203'],
    ['[1,[2,3],[4,5]]', '8301820203820405'],
    ['{}', 'a0'],
    ['{"a":1,"b":[2,3]}', 'a26161016162820203'],
    ['["a",{"b":"c"}]', '826161a161626163'],
    ['{"a":"A","b":"B","c":"C","d":"D","e":"E"}', 'a56161614161626142616361436164614461656145'],
  ]
  it.each(VECTORS)('%s <-> %s', async (json, cbor) => {
    expect(hex(await run('cbor-encode', json))).toBe(cbor)
    expect(await run('cbor-decode', bytes(cbor), { indent: 'none' })).toBe(json)
  })

  it('reads indefinite lengths, tags and byte strings of Appendix A', async () => {
    expect(await run('cbor-decode', bytes('9f018202039f0405ffff'), { indent: 'none' })).toBe('[1,[2,3],[4,5]]')
    expect(await run('cbor-decode', bytes('bf61610161629f0203ffff'), { indent: 'none' })).toBe('{"a":1,"b":[2,3]}')
    expect(await run('cbor-decode', bytes('c074323031332d30332d32315432303a30343a30305a'))).toBe('"2013-03-21T20:04:00Z"')
    expect(await run('cbor-decode', bytes('c11a514b67b0'))).toBe('1363896240')
    expect(await run('cbor-decode', bytes('4401020304'), { indent: 'none' })).toBe('[1,2,3,4]')
    // A map keyed by integers ({1: 2, 3: 4}, a2 01 02 03 04), keys written as text in their order.
    expect(await run('cbor-decode', bytes('a201020304'), { indent: 'none' })).toBe('{"1":2,"3":4}')
  })

  it('keeps key order and says when bytes are not CBOR', async () => {
    expect(hex(await run('cbor-encode', '{"b":1,"2":2}'))).toBe('a26162016132' + '02')
    expect(await fails('cbor-decode', bytes('83 01 02'))).toMatch(/^Not CBOR: /)
    expect(await fails('cbor-decode', bytes('01 02'))).toMatch(/^Not CBOR: /)
    expect(await fails('cbor-decode', bytes('d9 d9f7 00'))).toMatch(/^Not CBOR: tag not supported \(55799\)/)
  })
})

describe('Protobuf Decode', () => {
  // Examples of protobuf.dev/programming-guides/encoding, bytes as the page gives them.
  it('reads the encoding guide examples', async () => {
    expect(await run('protobuf-decode', bytes('08 96 01'), { indent: 'none' })).toBe('{"1 (varint)":150}')
    expect(await run('protobuf-decode', bytes('08 96 01'), { indent: 'none', showTypes: false })).toBe('{"1":150}')
    expect(await run('protobuf-decode', bytes('12 07 74 65 73 74 69 6e 67'), { indent: 'none' })).toBe('{"2 (string)":"testing"}')
    expect(await run('protobuf-decode', bytes('1a 03 08 96 01'), { indent: 'none' })).toBe('{"3 (message)":{"1 (varint)":150}}')
    // Packed repeated int32 [3, 270, 86942] as field 6: not a message (field 0), not UTF-8: bytes.
    expect(await run('protobuf-decode', bytes('32 06 03 8e 02 9e a7 05'), { indent: 'none' })).toBe('{"6 (bytes)":[3,142,2,158,167,5]}')
    // Repeated field 4 ("hello", "world"), and field 1 after it.
    expect(await run('protobuf-decode', bytes('22 05 68 65 6c 6c 6f 08 01 22 05 77 6f 72 6c 64'), { indent: 'none', showTypes: false })).toBe('{"4":["hello","world"],"1":1}')
  })

  it('reads I32 and I64 as unsigned integers, exact', async () => {
    // python3 -c 'import struct; print(int.from_bytes(struct.pack("<d", 1.0), "little"), int.from_bytes(struct.pack("<f", 1.5), "little"))'
    // 4607182418800017408 1069547520; a double is field 1 wire type 1 (09), a float field 2 wire type 5 (15)
    expect(await run('protobuf-decode', bytes('09 000000000000f03f 15 0000c03f'), { indent: 'none' })).toBe('{"1 (i64)":4607182418800017408,"2 (i32)":1069547520}')
    // The largest varint: ten bytes, 2^64 - 1
    expect(await run('protobuf-decode', bytes('08 ffffffffffffffffff01'), { indent: 'none' })).toBe('{"1 (varint)":18446744073709551615}')
  })

  it('says where the bytes stop being Protobuf', async () => {
    expect(await fails('protobuf-decode', bytes('08 96'))).toBe('Not Protobuf: the varint at byte 1 runs past the end')
    expect(await fails('protobuf-decode', bytes('00 01'))).toBe('Not Protobuf: field number 0 at byte 0')
    expect(await fails('protobuf-decode', bytes('12 07 74 65'))).toBe('Not Protobuf: the 7 bytes of field 2 at byte 0 run past the end')
    expect(await fails('protobuf-decode', bytes('0b'))).toBe('Not Protobuf: wire type 3 (a group, not read) at byte 0')
    expect(await fails('protobuf-decode', bytes('0d 01 02'))).toBe('Not Protobuf: the 32-bit value at byte 0 runs past the end')
    expect(await run('protobuf-decode', new Uint8Array(0))).toBe('{}')
  })
})

/** The contract test's random JSON (ops.contract.test.ts): `{"n": <int>, "s": <random text>}`, with a seeded generator. */
function randomJson(seed: number): string[] {
  let a = seed >>> 0
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return Array.from({ length: 25 }, () => {
    let s = ''
    for (let i = Math.floor(r() * 300); i > 0; i--) {
      const p = r()
      s += String.fromCodePoint(p < 0.7 ? 0x20 + Math.floor(r() * 95) : p < 0.8 ? 0xa0 + Math.floor(r() * 0x160) : p < 0.9 ? 0x4e00 + Math.floor(r() * 0x5000) : p < 0.95 ? 0x1f300 + Math.floor(r() * 0x300) : [9, 10, 13][Math.floor(r() * 3)]!)
    }
    return JSON.stringify({ n: Math.floor(r() * 1e6), s })
  })
}

describe('round trips the contract test leaves out (NO_RANDOM_ROUND_TRIP): same random JSON, compared on one line', () => {
  it.each([
    ['json-to-yaml', 'yaml-to-json'],
    ['json-to-toml', 'toml-to-json'],
    ['to-messagepack', 'from-messagepack'],
    ['cbor-encode', 'cbor-decode'],
  ] as [Id, Id][])('%s then %s', async (there, back) => {
    for (const input of randomJson(there.length)) {
      expect(await run(back, await run(there, input), { indent: 'none' })).toBe(input)
      // The inverse's own layout is the JSON Formatter's.
      expect(await run(back, await run(there, input))).toBe(await run('json-format', input))
    }
  })

  it('YAML and TOML the converters wrote come back the same', async () => {
    for (const input of randomJson(3)) {
      const yaml = (await run('json-to-yaml', input)) as string
      expect(await run('json-to-yaml', await run('yaml-to-json', yaml))).toBe(yaml)
      const toml = (await run('json-to-toml', input)) as string
      expect(await run('json-to-toml', await run('toml-to-json', toml))).toBe(toml)
    }
  })

  it('JSON Minify then JSON Format gives formatted JSON back', async () => {
    for (const input of randomJson(5)) {
      const formatted = (await run('json-format', input)) as string
      expect(await run('json-format', await run('json-minify', formatted))).toBe(formatted)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { alternatingCase, CASES, convertAll } from './case-converter.logic'

const all = (text: string) => {
  const r = convertAll(text)
  if (!r.ok) throw new Error(r.error)
  return Object.fromEntries(r.results.map((x) => [x.label, x.value]))
}

describe('case converter', () => {
  it('has the twelve cases of SPEC in order', () => {
    expect(CASES.map((c) => c.label)).toEqual([
      'lowercase', 'UPPERCASE', 'Title Case', 'camelCase', 'PascalCase', 'snake_case', 'kebab-case',
      'CONSTANT_CASE', 'dot.case', 'path/case', 'Sentence case', 'aLtErNaTiNg CaSe',
    ])
  })

  it.each([
    ['XMLHttpRequest', { snake_case: 'xml_http_request', camelCase: 'xmlHttpRequest', PascalCase: 'XmlHttpRequest', 'kebab-case': 'xml-http-request' }],
    ['getHTTPResponseCode', { snake_case: 'get_http_response_code', CONSTANT_CASE: 'GET_HTTP_RESPONSE_CODE' }],
    ['hello_world-fooBar baz', { camelCase: 'helloWorldFooBarBaz', 'dot.case': 'hello.world.foo.bar.baz', 'path/case': 'hello/world/foo/bar/baz' }],
    ['version2Update', { snake_case: 'version2_update', camelCase: 'version2Update' }],
    ['iPhone 15 Pro', { camelCase: 'iPhone15Pro', 'kebab-case': 'i-phone-15-pro' }],
    ['  the quick brown fox  ', { 'Title Case': 'The Quick Brown Fox', 'Sentence case': 'The quick brown fox', PascalCase: 'TheQuickBrownFox' }],
    ['SCREAMING_SNAKE_CASE', { camelCase: 'screamingSnakeCase', 'kebab-case': 'screaming-snake-case' }],
  ])('splits %j into the right words', (input, expected) => {
    expect(all(input)).toMatchObject(expected)
  })

  it('keeps lower and upper case as plain transforms', () => {
    expect(all('Ünïcode Straße')).toMatchObject({ lowercase: 'ünïcode straße', UPPERCASE: 'ÜNÏCODE STRASSE' })
  })

  it('alternates over letters only', () => {
    expect(alternatingCase('hello world')).toBe('hElLo WoRlD')
    expect(alternatingCase('a1b2 c')).toBe('a1B2 c')
  })

  it("refuses empty input with SPEC's message", () => {
    expect(convertAll('   ')).toEqual({ ok: false, error: '❌ Please enter text to convert' })
  })
})

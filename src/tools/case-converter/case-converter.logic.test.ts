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

  it('converts each line on its own when asked, so a column of names stays a column', () => {
    const names = 'Ada Lovelace\ngrace HOPPER\n\n  alan turing  \nXMLHttpRequest'
    const r = convertAll(names, { eachLine: true })
    if (!r.ok) throw new Error(r.error)
    const by = Object.fromEntries(r.results.map((x) => [x.label, x.value]))
    expect(by.camelCase).toBe('adaLovelace\ngraceHopper\n\nalanTuring\nxmlHttpRequest')
    expect(by.snake_case).toBe('ada_lovelace\ngrace_hopper\n\nalan_turing\nxml_http_request')
    expect(by['Title Case']).toBe('Ada Lovelace\nGrace Hopper\n\nAlan Turing\nXml Http Request')
    expect(by['Sentence case']).toBe('Ada lovelace\nGrace hopper\n\nAlan turing\nXml http request')
    expect(by.UPPERCASE).toBe('ADA LOVELACE\nGRACE HOPPER\n\n  ALAN TURING  \nXMLHTTPREQUEST')
    // Each line alternates from its own start.
    expect(by['aLtErNaTiNg CaSe']).toBe('aDa LoVeLaCe\ngRaCe HoPpEr\n\n  aLaN tUrInG  \nxMlHtTpReQuEsT')
    // Windows line ends are lines too.
    const crlf = convertAll('one two\r\nthree four', { eachLine: true })
    expect(crlf.ok && crlf.results.find((x) => x.label === 'kebab-case')!.value).toBe('one-two\nthree-four')
  })

  it('without line mode the whole text is one phrase, as before', () => {
    expect(all('Ada Lovelace\ngrace HOPPER')).toMatchObject({ camelCase: 'adaLovelaceGraceHopper', snake_case: 'ada_lovelace_grace_hopper' })
  })

  it("refuses blank input in line mode too with SPEC's message", () => {
    expect(convertAll('\n  \n', { eachLine: true })).toEqual({ ok: false, error: '❌ Please enter text to convert' })
  })
})

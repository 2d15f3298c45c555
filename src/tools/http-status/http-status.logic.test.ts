import { describe, expect, it } from 'vitest'
import { classOf, countText, groupByClass, noResultsText, refText, refUrl, rowLabel, searchStatus, STATUS_CLASSES, STATUS_CODES } from './http-status.logic'

const codes = STATUS_CODES.map((s) => s.code)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('the IANA registry data (D19)', () => {
  it('holds exactly the permanently registered codes, sorted and unique', () => {
    // IANA HTTP Status Code Registry after RFC 9110: every assigned or "(Unused)" code; 104 (temporary) is left out.
    expect(codes).toEqual([
      ...range(100, 103),
      ...range(200, 208),
      226,
      ...range(300, 308),
      ...range(400, 418),
      ...range(421, 426),
      428,
      429,
      431,
      451,
      ...range(500, 508),
      510,
      511,
    ])
    expect(new Set(codes).size).toBe(codes.length)
    expect([...codes].sort((a, b) => a - b)).toEqual(codes)
  })

  it("includes the spec's eleven with their registry names", () => {
    const byCode = new Map(STATUS_CODES.map((s) => [s.code, s.meaning]))
    expect([200, 201, 204, 301, 400, 401, 403, 404, 500, 502, 503].map((c) => `${c} ${byCode.get(c)}`)).toEqual([
      '200 OK',
      '201 Created',
      '204 No Content',
      '301 Moved Permanently',
      '400 Bad Request',
      '401 Unauthorized',
      '403 Forbidden',
      '404 Not Found',
      '500 Internal Server Error',
      '502 Bad Gateway',
      '503 Service Unavailable',
    ])
  })

  it('uses the RFC 9110 names and marks the unused and obsoleted codes as the registry does', () => {
    const get = (c: number) => STATUS_CODES.find((s) => s.code === c)!
    expect(get(413).meaning).toBe('Content Too Large')
    expect(get(422).meaning).toBe('Unprocessable Content')
    expect(get(416).meaning).toBe('Range Not Satisfiable')
    expect([get(306), get(418)].map((s) => [s.meaning, s.note])).toEqual([
      ['(Unused)', 'unused'],
      ['(Unused)', 'unused'],
    ])
    expect(get(510).note).toBe('obsoleted')
    expect(STATUS_CODES.filter((s) => s.note).map((s) => s.code)).toEqual([306, 418, 510])
    expect(refText(get(404))).toBe('RFC 9110, 15.5.5')
    expect(refUrl(get(429))).toBe('https://www.rfc-editor.org/rfc/rfc6585#section-4')
    expect(refText(get(103))).toBe('RFC 8297, 2')
    expect(rowLabel(get(404))).toBe('404 Not Found')
  })

  it('numbers RFC 9110 sections in registry order within each class', () => {
    const sections = STATUS_CODES.filter((s) => s.ref.rfc === 9110).map((s) => `${s.code} ${s.ref.section}`)
    for (const [prefix, cls] of [['15.2.', 1], ['15.3.', 2], ['15.4.', 3], ['15.5.', 4], ['15.6.', 5]] as const) {
      const inClass = sections.filter((l) => l.startsWith(String(cls)))
      expect(inClass.map((l) => l.split(' ')[1])).toEqual(inClass.map((_, i) => `${prefix}${i + 1}`))
    }
  })

  it('every entry has a meaning, a description and a class', () => {
    for (const s of STATUS_CODES) {
      expect(s.meaning.length).toBeGreaterThan(1)
      expect(s.description.length).toBeGreaterThan(20)
      expect(classOf(s.code).label.startsWith(`${String(s.code)[0]}xx `)).toBe(true)
    }
    expect(STATUS_CLASSES.map((c) => c.label)).toEqual(['1xx Informational', '2xx Success', '3xx Redirection', '4xx Client Error', '5xx Server Error'])
  })
})

describe('searchStatus', () => {
  const found = (q: string) => searchStatus(q).map((s) => s.code)

  it('shows everything for an empty query', () => {
    expect(found('   ')).toEqual(codes)
  })

  it('matches digits at the start of the code', () => {
    expect(found('40')).toEqual(range(400, 409))
    expect(found('404')).toEqual([404])
    expect(found('5')).toEqual(codes.filter((c) => c >= 500))
    expect(found('6')).toEqual([])
    expect(found('4xx')).toEqual(codes.filter((c) => c >= 400 && c < 500))
  })

  it('matches meaning, former names, description, reference and class, case-insensitively, every word', () => {
    expect(found('not found')).toEqual([404])
    expect(found('TEAPOT')).toEqual([418])
    expect(found("i'm a teapot")).toEqual([418])
    expect(found('payload too large')).toEqual([413])
    expect(found('rate limited')).toEqual([429])
    expect(found('rfc 6585')).toEqual([428, 429, 431, 511])
    expect(found('webdav locked')).toEqual([423])
    expect(found('redirection')).toEqual(range(300, 308))
    expect(found('unused')).toEqual([306, 418])
    expect(found('zzz nothing')).toEqual([])
  })

  it('groups by class, leaving out empty classes, and words the count and the empty state', () => {
    expect(groupByClass(searchStatus('timeout')).map((g) => [g.cls.label, g.codes.map((s) => s.code)])).toEqual([
      ['4xx Client Error', [408]],
      ['5xx Server Error', [504]],
    ])
    expect(groupByClass(STATUS_CODES)).toHaveLength(5)
    expect(countText(63)).toBe('63 status codes')
    expect(countText(2)).toBe('2 of 63 status codes')
    expect(noResultsText('  xyz ')).toBe('No status code matches “xyz”.')
  })
})

import { describe, expect, it } from 'vitest'
import { rankItem } from './rank'

const formatter = ['JSON Formatter json-formatter', ['json', 'beautify', 'prettify', 'minify', 'Formatters & Beautifiers']] as const
const base64 = ['Base64 Encoder/Decoder base64', ['base64', 'encode', 'decode', 'Data Conversion']] as const
const jsonYaml = ['JSON ↔ YAML json-yaml', ['yaml', 'json', 'convert']] as const
// As the palette builds a tool: its keywords, then its category's title and its id.
const hash = ['Hash Generator hash', ['hash', 'hmac', 'sha256', 'checksum', 'Security & Hashing', 'hash']] as const
const jwt = ['JWT Decoder jwt', ['jwt', 'decode', 'verify', 'Security & Hashing', 'jwt']] as const
const curl = ['cURL Builder curl', ['curl', 'command', 'bash', 'API & Networking', 'curl']] as const
const uuid = ['UUID Generator uuid', ['uuid', 'guid', 'Data Conversion', 'uuid']] as const
const category = ['Formatters & Beautifiers category-formatters', ['category']] as const

const rank = ([v, k]: readonly [string, readonly string[]], q: string) => rankItem(v, q, k)

describe('palette ranking', () => {
  it('shows everything for an empty query', () => {
    expect(rank(formatter, '')).toBe(1)
  })

  it('ranks a title substring above keyword and fuzzy matches', () => {
    expect(rank(formatter, 'json format')).toBeGreaterThan(rank(jsonYaml, 'json format'))
    // Tiers about 0.95 (title start) and 0.9 (title word), nudged by how much of the title is covered.
    expect(rank(formatter, 'formatter')).toBeCloseTo(0.9, 1)
    expect(rank(base64, 'base')).toBeCloseTo(0.95, 1)
    expect(rank(base64, 'base')).toBeGreaterThan(rank(formatter, 'formatter'))
    expect(rank(formatter, 'formatter')).toBeGreaterThan(rank(formatter, 'beautify'))
  })

  it('finds tools by their keywords and synonyms', () => {
    expect(rank(formatter, 'prettify')).toBeGreaterThan(0.5)
    expect(rank(formatter, 'beautify')).toBeGreaterThan(0.5)
    expect(rank(base64, 'decode')).toBeGreaterThan(0.5)
  })

  it('puts an exact title first', () => {
    expect(rank(['JSON Formatter json-formatter', []], 'JSON Formatter')).toBe(1)
  })

  it('tolerates typos and word forms, below exact keyword matches, and hides non-matches', () => {
    const typo = rank(formatter, 'jsno')
    expect(typo).toBeGreaterThan(0)
    expect(typo).toBeLessThan(rank(formatter, 'beautify'))
    expect(rank(base64, 'bas64')).toBeGreaterThan(0)
    expect(rank(formatter, 'json fromatter')).toBeGreaterThan(0)
    expect(rank(formatter, 'beautifier')).toBeGreaterThan(0.5)
    expect(rank(base64, 'zzzz')).toBe(0)
  })

  it('allows one typo from 4 letters, two from 8, and none in shorter words', () => {
    expect(rank(hash, 'chekcsum')).toBeGreaterThan(0)
    expect(rank(hash, 'chcksm')).toBe(0)
    expect(rank(hash, 'checksm')).toBeGreaterThan(0)
    expect(rank(jwt, 'jtw')).toBe(0)
  })

  it('no longer matches letters scattered through the title and keywords', () => {
    expect(rank(formatter, 'jsfmt')).toBe(0)
    expect(rank(curl, 'hash')).toBe(0)
    expect(rank(jwt, 'hmac')).toBe(0)
  })

  it("weighs the category title least: 'hash' is the Hash Generator's, only then the JWT Decoder's", () => {
    expect(rank(hash, 'hash')).toBeGreaterThan(0.9)
    expect(rank(jwt, 'hash')).toBeGreaterThan(0)
    expect(rank(jwt, 'hash')).toBeLessThan(0.6)
    // No typo matches against the category title: 'date' is not 'data'.
    expect(rank(uuid, 'date')).toBe(0)
    expect(rank(uuid, 'data')).toBeGreaterThan(0)
  })

  it('reads run-together words, x2y and kind words', () => {
    expect(rank(formatter, 'jsonprettify')).toBeGreaterThan(0.5)
    expect(rank(jsonYaml, 'json2yaml')).toBeGreaterThan(0.7)
    expect(rank(curl, 'curl generator')).toBeGreaterThan(0.5)
    expect(rank(curl, 'generator')).toBe(0)
  })

  it('ranks a category just below a tool that matches as well', () => {
    expect(rank(category, 'format')).toBeGreaterThan(0)
    expect(rank(category, 'format')).toBeLessThan(rank(formatter, 'format'))
  })
})

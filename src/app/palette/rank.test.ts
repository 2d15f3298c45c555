import { describe, expect, it } from 'vitest'
import { rankItem } from './rank'

const formatter = ['JSON Formatter json-formatter', ['json', 'beautify', 'prettify', 'minify', 'Formatters & Beautifiers']] as const
const base64 = ['Base64 Encoder/Decoder base64', ['base64', 'encode', 'decode', 'Data Conversion']] as const
const jsonYaml = ['JSON ↔ YAML json-yaml', ['yaml', 'json', 'convert']] as const

const rank = ([v, k]: readonly [string, readonly string[]], q: string) => rankItem(v, q, k)

describe('palette ranking', () => {
  it('shows everything for an empty query', () => {
    expect(rank(formatter, '')).toBe(1)
  })

  it('ranks a title substring above keyword and fuzzy matches', () => {
    expect(rank(formatter, 'json format')).toBeGreaterThan(rank(jsonYaml, 'json format'))
    expect(rank(formatter, 'formatter')).toBe(0.9)
    expect(rank(base64, 'base')).toBe(0.95)
  })

  it('finds tools by their keywords and synonyms', () => {
    expect(rank(formatter, 'prettify')).toBeGreaterThan(0.5)
    expect(rank(formatter, 'beautify')).toBeGreaterThan(0.5)
    expect(rank(base64, 'decode')).toBeGreaterThan(0.5)
  })

  it('puts an exact title first', () => {
    expect(rank(['JSON Formatter json-formatter', []], 'JSON Formatter')).toBe(1)
  })

  it('keeps fuzzy matches below keyword matches and hides non-matches', () => {
    const fuzzy = rank(formatter, 'jsfmt')
    expect(fuzzy).toBeGreaterThan(0)
    expect(fuzzy).toBeLessThanOrEqual(0.5)
    expect(rank(base64, 'zzzz')).toBe(0)
  })
})

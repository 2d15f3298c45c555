import { describe, expect, it } from 'vitest'
import { parse, validate, version } from 'uuid'
import { mergeWithDefaults } from '../../lib/persistence'
import { COPIED_ALL, COPIED_ONE, COUNTS, DEFAULTS, generateUuids, joinUuids, validateState, VERSIONS } from './uuid.logic'

const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** RFC 9562 section 4.1: the variant is the top two bits of octet 8, binary 10. */
const variantBits = (id: string) => parse(id)[8]! >> 6
const versionNibble = (id: string) => parse(id)[6]! >> 4

describe('UUID generation (RFC 9562, D10)', () => {
  for (const [v, n] of [['v1', 1], ['v4', 4], ['v7', 7]] as const) {
    it(`${v}: 8-4-4-4-12 lowercase hex, version ${n}, variant 10`, () => {
      const ids = generateUuids(v, 50)
      expect(ids).toHaveLength(50)
      expect(new Set(ids).size).toBe(50)
      for (const id of ids) {
        expect(id).toMatch(FORMAT)
        expect(validate(id)).toBe(true)
        expect(version(id)).toBe(n)
        expect(versionNibble(id)).toBe(n)
        expect(id[14]).toBe(String(n))
        expect(variantBits(id)).toBe(0b10)
        expect('89ab').toContain(id[19])
      }
    })
  }

  it('v7 ids carry the Unix time in milliseconds and sort in generation order', () => {
    const before = Date.now()
    const ids = generateUuids('v7', 50)
    const after = Date.now()
    expect([...ids].sort()).toEqual(ids)
    const ms = parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16)
    expect(ms).toBeGreaterThanOrEqual(before)
    expect(ms).toBeLessThanOrEqual(after)
  })

  it('v1 ids carry the time since 1582 in 100 ns steps', () => {
    const before = Date.now()
    const [id] = generateUuids('v1', 1)
    const hex = id!.replace(/-/g, '')
    // time_low (8) time_mid (4) version+time_high (4): reassemble the 60-bit timestamp.
    const ticks = BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`)
    const ms = Number((ticks - 122192928000000000n) / 10000n)
    expect(Math.abs(ms - before)).toBeLessThan(5000)
  })
})

describe('UUID screen rules', () => {
  it("offers SPEC's versions (plus v7) and counts, with SPEC's copy messages", () => {
    expect(VERSIONS.map((v) => v.label)).toEqual(['UUID v1', 'UUID v4', 'UUID v7'])
    expect(COUNTS).toEqual(['1', '5', '10', '25', '50'])
    expect(COPIED_ONE).toBe('UUID copied to clipboard!')
    expect(COPIED_ALL).toBe('All UUIDs copied to clipboard!')
    expect(joinUuids(['a', 'b'])).toBe('a\nb')
  })

  it('falls back to the defaults for a stored version or count the selects do not offer', () => {
    expect(validateState(mergeWithDefaults({ version: 'v9', count: '7' }, DEFAULTS), DEFAULTS)).toEqual(DEFAULTS)
    expect(validateState(mergeWithDefaults({ version: 'v7', count: '25' }, DEFAULTS), DEFAULTS)).toEqual({ version: 'v7', count: '25' })
  })
})

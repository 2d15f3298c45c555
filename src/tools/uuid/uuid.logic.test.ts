import { describe, expect, it } from 'vitest'
import { parse, validate, version } from 'uuid'
import { mergeWithDefaults } from '../../lib/persistence'
import { COPIED_ALL, COPIED_ONE, COUNTS, DEFAULTS, generateUuids, inspectUuid, joinUuids, validateState, VERSIONS } from './uuid.logic'

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
    expect(validateState(mergeWithDefaults({ version: 'v9', count: '7', inspect: 42 }, DEFAULTS), DEFAULTS)).toEqual(DEFAULTS)
    expect(validateState(mergeWithDefaults({ version: 'v7', count: '25' }, DEFAULTS), DEFAULTS)).toEqual({ version: 'v7', count: '25', inspect: '' })
  })
})

describe('inspectUuid (issue 32): what a pasted UUID holds, against RFC 9562 appendix A', () => {
  const read = (text: string) => {
    const r = inspectUuid(text)
    if (!r.ok) throw new Error(r.error)
    return r.value
  }

  it('A.1 v1: the Gregorian timestamp, clock sequence and node', () => {
    expect(read('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toEqual({
      uuid: 'c232ab00-9414-11ec-b3c8-9f6bdeced846',
      version: 'Version 1 (Gregorian time-based)',
      variant: 'RFC 9562 (10xx)',
      // RFC 9562 A.1: "Tuesday, February 22, 2022 2:22:22.000000 PM GMT-05:00".
      time: '2022-02-22 19:22:22.0000000 UTC',
      timeSource: '60-bit Gregorian timestamp: 100 ns steps since 1582-10-15',
      clockSequence: 0x33c8,
      node: '9f:6b:de:ce:d8:46',
    })
  })

  it('A.5 v6: the same time and node, reordered', () => {
    expect(read('1EC9414C-232A-6B00-B3C8-9F6BDECED846')).toMatchObject({ version: 'Version 6 (Reordered Gregorian time-based)', time: '2022-02-22 19:22:22.0000000 UTC', clockSequence: 0x33c8, node: '9f:6b:de:ce:d8:46' })
  })

  it('A.6 v7: the Unix time in milliseconds', () => {
    expect(read('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')).toEqual({
      uuid: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
      version: 'Version 7 (Unix Epoch time-based)',
      variant: 'RFC 9562 (10xx)',
      time: '2022-02-22 19:22:22.000 UTC',
      timeSource: '48-bit Unix timestamp in milliseconds',
    })
    // A freshly generated v7 carries the time it was made.
    const before = Date.now()
    const ms = Date.parse(read(generateUuids('v7', 1)[0]!).time!.replace(' UTC', 'Z').replace(' ', 'T'))
    expect(Math.abs(ms - before)).toBeLessThan(5000)
  })

  it('A.3 v3, A.4 v4, A.5 v5, B.1 v8: version and variant, no time', () => {
    expect(read('5df41881-3aed-3515-88a7-2f4a814cf09e')).toEqual({ uuid: '5df41881-3aed-3515-88a7-2f4a814cf09e', version: 'Version 3 (Name-based (MD5))', variant: 'RFC 9562 (10xx)' })
    expect(read('919108f7-52d1-4320-9bac-f847db4148a8').version).toBe('Version 4 (Random)')
    expect(read('2ed6657d-e927-568b-95e1-2665a8aea6a2').version).toBe('Version 5 (Name-based (SHA-1))')
    expect(read('2489E9AD-2EE2-8E00-8EC9-32D5F69181C0').version).toBe('Version 8 (Custom)')
  })

  it('takes the forms UUIDs are pasted in; nil, max and other variants; says why text is not a UUID', () => {
    for (const form of ['{919108F7-52D1-4320-9BAC-F847DB4148A8}', 'urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8', '"919108f7-52d1-4320-9bac-f847db4148a8",', '919108f752d143209bacf847db4148a8']) {
      expect(read(form).uuid).toBe('919108f7-52d1-4320-9bac-f847db4148a8')
    }
    expect(read('00000000-0000-0000-0000-000000000000').version).toBe('Nil UUID (all bits zero)')
    expect(read('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF').version).toBe('Max UUID (all bits one)')
    // A Microsoft-variant GUID: its version nibble means nothing, and no time is read from it.
    expect(read('c232ab00-9414-11ec-c3c8-9f6bdeced846')).toEqual({ uuid: 'c232ab00-9414-11ec-c3c8-9f6bdeced846', version: 'None (the version bits, 1, mean something only in the RFC 9562 variant)', variant: 'Microsoft (110x, reserved for backward compatibility)' })
    expect(inspectUuid('919108f7-52d1-4320-9bac')).toEqual({ ok: false, error: 'Not a UUID: expected 32 hexadecimal digits in five groups, 8-4-4-4-12 (e.g. 123e4567-e89b-12d3-a456-426614174000).' })
  })
})

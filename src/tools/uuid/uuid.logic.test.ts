import { describe, expect, it } from 'vitest'
import { decodeTime, isValid as isUlid, ulidToUUID } from 'ulid'
import { parse, v1 as uuidV1, v1ToV6, v3, v5, v6ToV1, validate, version } from 'uuid'
import { mergeWithDefaults } from '../../lib/persistence'
import cases from './fixtures/cases.json'
import {
  COPIED_ALL,
  COPIED_ONE,
  COUNTS,
  CUSTOM_EPOCH_ERROR,
  customEpochMs,
  DEFAULTS,
  generateIds,
  generateUuids,
  inspectId,
  inspectUuid,
  joinUuids,
  KINDS,
  NAMESPACES,
  nameBased,
  objectId,
  snowflake,
  snowflakes,
  SNOWFLAKE_EPOCHS,
  usesCount,
  uuidV8,
  validateState,
  VERSIONS,
  type UuidState,
} from './uuid.logic'

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
    expect(validateState(mergeWithDefaults({ version: 'v7', count: '25' }, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, version: 'v7', count: '25', inspect: '' })
    // Issue 34's options: a kind, epoch or namespace the selects do not offer, ids out of range.
    const odd = { kind: 'uuid9', epoch: 'mars', namespace: 'ipv6', nameVersion: 'v4', nanoSize: 0, worker: 32, process: -1.5 }
    expect(validateState(mergeWithDefaults(odd, DEFAULTS), DEFAULTS)).toEqual(DEFAULTS)
    const fine = { kind: 'snowflake', epoch: 'discord', namespace: 'x500', nameVersion: 'v3', nanoSize: 256, worker: 31, process: 0 }
    expect(validateState(mergeWithDefaults(fine, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, ...fine })
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

/* ------------------------------------------------------------------------------------------------ */
/* Issue 34 item 5: every kind of ID. References: RFC 9562 appendices A and B, the uuid and ulid    */
/* packages' own results, and fixtures/cases.json (python3 src/tools/uuid/fixtures/make-cases.py).  */

const NAMESPACE_IDS: Record<string, string> = Object.fromEntries(NAMESPACES.map((n) => [n.value, n.id]))
const state = (over: Partial<UuidState>): UuidState => ({ ...DEFAULTS, ...over })
const ok = (r: ReturnType<typeof generateIds>) => {
  if (!r.ok) throw new Error(r.error)
  return r.ids
}

describe('generating every kind (issue 34)', () => {
  it('offers each kind once, SPEC’s UUID screen first', () => {
    expect(KINDS.map((k) => k.value)).toEqual(['uuid', 'name', 'v6', 'v8', 'nil', 'max', 'ulid', 'nanoid', 'objectid', 'snowflake'])
    expect(DEFAULTS.kind).toBe('uuid')
    expect(ok(generateIds(DEFAULTS))[0]![14]).toBe('4')
  })

  it('v6: version 6, variant 10, the same time as a v1 (uuid’s v6ToV1), in increasing order', () => {
    const before = Date.now()
    const ids = ok(generateIds(state({ kind: 'v6', count: '50' })))
    expect(ids).toHaveLength(50)
    expect([...ids].sort()).toEqual(ids)
    for (const id of ids) {
      expect(id).toMatch(FORMAT)
      expect(version(id)).toBe(6)
      expect(variantBits(id)).toBe(0b10)
    }
    const six = inspectId(ids[0]!)
    const one = inspectId(v6ToV1(ids[0]!))
    if (!six.ok || !one.ok) throw new Error('not read')
    expect(Math.abs(six.ms! - before)).toBeLessThan(5000)
    expect([one.value.version, one.value.time, one.value.node]).toEqual(['Version 1 (Gregorian time-based)', six.value.time, six.value.node])
  })

  it('v3 and v5 (RFC 9562 A.2, A.4) and Python’s uuid3/uuid5 for every namespace, a custom one, Unicode names', () => {
    expect(ok(nameBased('v3', 'dns', '', 'www.example.com'))).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e'])
    expect(ok(nameBased('v5', 'dns', '', 'www.example.com'))).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2'])
    expect(cases.nameBased.length).toBe(50)
    for (const c of cases.nameBased) {
      // An empty name is no line of the tool's; the uuid package gives Python's answer for it.
      if (!c.name) expect((c.version === 'v3' ? v3 : v5)('', c.customNamespace ?? NAMESPACE_IDS[c.namespace]!)).toBe(c.uuid)
      else expect(ok(nameBased(c.version as 'v3' | 'v5', c.namespace as 'dns', c.customNamespace ?? '', c.name)), `${c.version} ${c.namespace} ${c.name}`).toEqual([c.uuid])
    }
    // One UUID per line of names; blank lines are skipped.
    expect(ok(generateIds(state({ kind: 'name', names: 'www.example.com\n\n www.example.com \n' })))).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2', '2ed6657d-e927-568b-95e1-2665a8aea6a2'])
  })

  it('v3/v5 error paths: a custom namespace that is not a UUID, no name', () => {
    expect(generateIds(state({ kind: 'name', namespace: 'custom', customNamespace: 'example.com' }))).toEqual({
      ok: false,
      error: 'Custom namespace: enter a UUID (8-4-4-4-12 hexadecimal digits), e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8.',
    })
    expect(generateIds(state({ kind: 'name', names: ' \n ' }))).toEqual({ ok: false, error: 'Enter a name (one per line) to make its UUID.' })
    expect(ok(generateIds(state({ kind: 'name', namespace: 'custom', customNamespace: '{919108F7-52D1-4320-9BAC-F847DB4148A8}', names: 'example' })))).toEqual([
      cases.nameBased.find((c) => c.namespace === 'custom' && c.version === 'v5')!.uuid,
    ])
  })

  it('v8 (RFC 9562 5.8, B.1, B.2): custom data with the version and variant bits set over it', () => {
    // B.1's and B.2's UUIDs are their own data: setting the bits again changes nothing.
    expect(uuidV8('2489E9AD-2EE2-8E00-8EC9-32D5F69181C0')).toEqual({ ok: true, id: '2489e9ad-2ee2-8e00-8ec9-32d5f69181c0' })
    expect(uuidV8('5c146b143c52 8afd 938a375d0df1fbf6')).toEqual({ ok: true, id: '5c146b14-3c52-8afd-938a-375d0df1fbf6' })
    // All ones and all zeros: only the 6 version and variant bits change.
    expect(uuidV8('f'.repeat(32))).toEqual({ ok: true, id: 'ffffffff-ffff-8fff-bfff-ffffffffffff' })
    expect(uuidV8('0x' + '0'.repeat(32))).toEqual({ ok: true, id: '00000000-0000-8000-8000-000000000000' })
    expect(uuidV8('abc')).toEqual({ ok: false, error: 'Custom data: expected 32 hexadecimal digits (128 bits), got 3 digits.' })
    expect(uuidV8('not hex at all')).toEqual({ ok: false, error: 'Custom data: expected 32 hexadecimal digits (128 bits), got “not hex at all”.' })
    // One per line; empty data gives `count` random v8 UUIDs.
    expect(ok(generateIds(state({ kind: 'v8', v8Data: 'f'.repeat(32) + '\n' + '0'.repeat(32) })))).toEqual(['ffffffff-ffff-8fff-bfff-ffffffffffff', '00000000-0000-8000-8000-000000000000'])
    const random = ok(generateIds(state({ kind: 'v8', count: '25' })))
    expect(new Set(random).size).toBe(25)
    for (const id of random) expect([id[14], variantBits(id)]).toEqual(['8', 0b10])
    expect(usesCount(state({ kind: 'v8' }))).toBe(true)
    expect(usesCount(state({ kind: 'v8', v8Data: 'ab' }))).toBe(false)
    expect(usesCount(state({ kind: 'name' }))).toBe(false)
  })

  it('nil and max (RFC 9562 5.9, 5.10)', () => {
    expect(ok(generateIds(state({ kind: 'nil', count: '50' })))).toEqual(['00000000-0000-0000-0000-000000000000'])
    expect(ok(generateIds(state({ kind: 'max' })))).toEqual(['ffffffff-ffff-ffff-ffff-ffffffffffff'])
  })

  it('ULID: 26 Crockford base-32 characters, valid for the ulid package, the time now, increasing in a batch', () => {
    const before = Date.now()
    const ids = ok(generateIds(state({ kind: 'ulid', count: '50' })))
    expect(ids).toHaveLength(50)
    expect(new Set(ids).size).toBe(50)
    expect([...ids].sort()).toEqual(ids)
    for (const id of ids) {
      expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
      expect(isUlid(id)).toBe(true)
    }
    expect(Math.abs(decodeTime(ids[0]!) - before)).toBeLessThan(5000)
  })

  it('NanoID: the size and alphabet asked for; alphabet errors', () => {
    const ids = ok(generateIds(state({ kind: 'nanoid', count: '50' })))
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(new Set(ids).size).toBe(50)
    const hex = ok(generateIds(state({ kind: 'nanoid', count: '25', nanoSize: 8, nanoAlphabet: '0123456789abcdef' })))
    for (const id of hex) expect(id).toMatch(/^[0-9a-f]{8}$/)
    expect(generateIds(state({ kind: 'nanoid', nanoAlphabet: 'a' }))).toEqual({ ok: false, error: 'Alphabet: enter at least 2 characters.' })
    expect(generateIds(state({ kind: 'nanoid', nanoAlphabet: 'abca' }))).toEqual({ ok: false, error: 'Alphabet: each character may appear only once.' })
  })

  it('ObjectID: Unix seconds + this page’s 5 random bytes + a 3-byte counter that counts up', () => {
    expect(objectId(Date.UTC(2012, 9, 17, 21, 13, 27), 'bcf86cd799', 0x439011)).toBe('507f1f77bcf86cd799439011')
    const before = Math.floor(Date.now() / 1000)
    const ids = ok(generateIds(state({ kind: 'objectid', count: '5' })))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(Math.abs(parseInt(ids[0]!.slice(0, 8), 16) - before)).toBeLessThan(5)
    expect(new Set(ids.map((id) => id.slice(8, 18))).size).toBe(1)
    const counters = ids.map((id) => parseInt(id.slice(18), 16))
    for (let i = 1; i < counters.length; i++) expect(counters[i]).toBe((counters[i - 1]! + 1) & 0xffffff)
  })

  it('Snowflake: (ms - epoch) << 22 | worker << 17 | process << 12 | sequence; Discord’s example; increasing', () => {
    // Discord's documentation: 175928847299117063 is 2016-04-30 11:18:25.796 UTC, worker 1, process 0, increment 7.
    expect(snowflake(1462015105796, SNOWFLAKE_EPOCHS.discord, 1, 0, 7)).toBe('175928847299117063')
    const now = Date.UTC(2024, 0, 1)
    const ids = ok(snowflakes(4097, { epoch: 'twitter' }, 31, 17, now))
    expect(ids.map((id) => BigInt(id)).every((n, i, a) => i === 0 || n > a[i - 1]!)).toBe(true)
    // 4096 ids fill a millisecond; the next moves to the following one.
    expect(ids.slice(0, 2)).toEqual([snowflake(now, SNOWFLAKE_EPOCHS.twitter, 31, 17, 0), snowflake(now, SNOWFLAKE_EPOCHS.twitter, 31, 17, 1)])
    expect(ids[4096]).toBe(snowflake(now + 1, SNOWFLAKE_EPOCHS.twitter, 31, 17, 0))
    const read = inspectId(ids[5]!, { epoch: 'twitter' })
    expect(read.ok && read.value).toMatchObject({ kind: 'Snowflake', time: '2024-01-01 00:00:00.000 UTC', worker: '31', process: '17', sequence: '5' })
    expect(snowflakes(1, { epoch: 'custom', customMs: now + 1000 }, 0, 0, now)).toEqual({ ok: false, error: 'The epoch is in the future: a Snowflake counts the milliseconds since it.' })
    expect(generateIds(state({ kind: 'snowflake', epoch: 'custom', customEpoch: 'yesterday' }))).toEqual({ ok: false, error: CUSTOM_EPOCH_ERROR })
    expect(customEpochMs('1420070400000')).toBe(SNOWFLAKE_EPOCHS.discord)
    expect(customEpochMs('2015-01-01T00:00:00Z')).toBe(SNOWFLAKE_EPOCHS.discord)
    const custom = ok(generateIds(state({ kind: 'snowflake', epoch: 'custom', customEpoch: '2015-01-01T00:00:00Z', worker: 3, count: '5' })))
    expect(inspectId(custom[0]!, { epoch: 'discord' })).toMatchObject({ ok: true, value: { worker: '3', process: '0' } })
  })
})

describe('inspectId: any ID’s kind, version, variant and time (issue 34)', () => {
  const read = (text: string, epoch: Parameters<typeof inspectId>[1] = undefined) => {
    const r = inspectId(text, epoch)
    if (!r.ok) throw new Error(r.error)
    return r
  }

  it('a UUID of any version: the same reading as inspectUuid, with its kind and time in ms', () => {
    for (const id of ['C232AB00-9414-11EC-B3C8-9F6BDECED846', '1EC9414C-232A-6B00-B3C8-9F6BDECED846', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F']) {
      const r = read(id)
      expect(r.value).toEqual({ kind: 'UUID', ...(inspectUuid(id) as { value: object }).value })
      // RFC 9562: every appendix A time-based example is 2022-02-22 19:22:22 UTC.
      expect(r.ms).toBe(Date.UTC(2022, 1, 22, 19, 22, 22))
    }
    expect(read('5df41881-3aed-3515-88a7-2f4a814cf09e').ms).toBeUndefined()
    // v1 -> v6 by the uuid package keeps the time and node.
    const one = uuidV1()
    expect({ ...read(v1ToV6(one)).value, version: '', uuid: '' }).toEqual({ ...read(one).value, version: '', uuid: '' })
  })

  it('ULID: the spec’s examples against Python (fixtures) and the ulid package', () => {
    for (const c of cases.ulids) {
      const r = read(c.ulid.toLowerCase())
      expect(r.value).toEqual({ kind: 'ULID', id: c.ulid, time: c.time, timeSource: '48-bit Unix timestamp in milliseconds (first 10 characters)', random: `${c.ulid.slice(10)} (80 bits)`, asUuid: c.asUuid })
      expect(r.ms).toBe(c.ms)
      expect(r.ms).toBe(decodeTime(c.ulid))
      expect(c.asUuid).toBe(ulidToUUID(c.ulid).toLowerCase())
    }
  })

  it('ObjectID: MongoDB’s documentation example and another, also as ObjectId("…")', () => {
    for (const c of cases.objectids) {
      expect(read(c.objectid).value).toEqual({ kind: 'ObjectID (MongoDB)', id: c.objectid, time: c.time, timeSource: '32-bit Unix timestamp in seconds (first 8 hex digits)', random: c.random, counter: String(c.counter) })
    }
    expect(read('ObjectId("507F1F77BCF86CD799439011")').value.time).toBe('2012-10-17 21:13:27.000 UTC')
  })

  it('Snowflake: Discord’s and Twitter’s ids with their epochs, the epoch named; a custom epoch', () => {
    for (const c of cases.snowflakes) {
      const r = read(c.snowflake, { epoch: c.epoch as 'twitter' | 'discord' })
      expect(r.ms).toBe(c.ms)
      expect(r.value).toMatchObject({ kind: 'Snowflake', time: c.time, worker: String(c.worker), process: String(c.process), sequence: String(c.sequence) })
    }
    expect(read('175928847299117063', { epoch: 'discord' }).value).toMatchObject({
      timeSource: '41-bit milliseconds since the Discord epoch (assumed)',
      epoch: 'Discord, 2015-01-01 00:00:00.000 UTC',
    })
    expect(read('175928847299117063', { epoch: 'custom', customMs: SNOWFLAKE_EPOCHS.discord }).value).toMatchObject({ time: '2016-04-30 11:18:25.796 UTC', epoch: 'custom, 2015-01-01 00:00:00.000 UTC' })
    // The default epoch is Twitter's.
    expect(read('"1050118621198921728",').value.epoch).toBe('Twitter, 2010-11-04 01:42:54.657 UTC')
  })

  it('NanoID: recognised by its shape, nothing to decode', () => {
    expect(read('V1StGXR8_Z5jdHi6B-myT').value).toEqual({ kind: 'NanoID (by its shape: 21 URL-safe characters)', id: 'V1StGXR8_Z5jdHi6B-myT', random: 'All of it: a NanoID is random and holds no time' })
  })

  it('says why a text is no ID, as precisely as its shape allows', () => {
    expect(inspectId('not-a-uuid')).toEqual({ ok: false, error: 'Not a UUID, ULID, ObjectID or Snowflake: expected a UUID (32 hex digits, 8-4-4-4-12), a ULID (26 base-32 characters), an ObjectID (24 hex digits) or a Snowflake (a number of up to 20 digits).' })
    expect(inspectId('919108f7-52d1-4320-9bac')).toEqual({ ok: false, error: 'Not a UUID or ObjectID: 20 hexadecimal digits; a UUID has 32 (8-4-4-4-12), an ObjectID 24.' })
    expect(inspectId('123456')).toEqual({ ok: false, error: 'Not a Snowflake: the number is too small to hold a time (a 64-bit number, 17 to 20 digits for today\u2019s ids).'.replace('\u2019', "'") })
    expect(inspectId('123456789012345678901')).toMatchObject({ ok: false, error: expect.stringContaining('21 digits; a Snowflake has at most 20') })
    expect(inspectId('9223372036854775808')).toEqual({ ok: false, error: 'Not a Snowflake: larger than a signed 64-bit number (9223372036854775807).' })
    expect(inspectId('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toEqual({ ok: false, error: 'Not a ULID: it holds letters Crockford’s base 32 leaves out (I, L, O, U).' })
    expect(inspectId('81ARZ3NDEKTSV4RRFFQ69G5FAV')).toEqual({ ok: false, error: 'Not a ULID: a ULID starts with 0 to 7 (its time fits 48 bits).' })
    expect(inspectId('')).toMatchObject({ ok: false })
  })
})

describe('Share (D32)', () => {
  it('a link carries the kind, every option and the pasted ID, and opens validated', async () => {
    const { uuidShare } = await import('./uuid.state')
    const { openShared } = await import('../../lib/share')
    const mine = state({ kind: 'snowflake', epoch: 'custom', customEpoch: '1420070400000', worker: 7, inspect: '175928847299117063' })
    const link = uuidShare.pick(mine, { credentials: false })
    expect(link).toEqual(mine)
    expect(openShared(uuidShare, { ...link, worker: 99, extra: 'x' }, DEFAULTS)).toEqual({ ...mine, worker: 0 })
  })
})

import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { uuid } from './uuid'

const run = (text: string) => uuid(sampleOf(text))

describe('uuid detector', () => {
  it('names the version', () => {
    expect(run('3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8a9b0c')).toEqual([{ toolId: 'uuid', confidence: 0.98, reason: 'UUID v4 (random)', kind: 'uuid' }])
    expect(run('{6F9619FF-8B86-5011-B42D-00C04FC964FF}')[0]!.reason).toBe('UUID v5 (name-based, SHA-1)')
    expect(run('urn:uuid:f81d4fae-7dec-31d0-a765-00a0c91e6bf6')[0]!.reason).toBe('UUID v3 (name-based, MD5)')
  })

  it('reads the creation time of v1 and v7 UUIDs (RFC 9562 test vectors)', () => {
    expect(run('C232AB00-9414-11EC-B3C8-9F6BDECED846')[0]!.reason).toBe('UUID v1 (time-based), created 2022-02-22 19:22:22 UTC')
    expect(run('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')[0]!.reason).toBe('UUID v7, created 2022-02-22 19:22:22 UTC')
  })

  it('knows the nil and max UUIDs and lists of UUIDs', () => {
    expect(run('00000000-0000-0000-0000-000000000000')[0]!.reason).toBe('nil UUID (all zeros)')
    expect(run('ffffffff-ffff-ffff-ffff-ffffffffffff')[0]!.reason).toBe('max UUID (all ones)')
    expect(run('5e1f0c2a-8b3d-4c6e-9f7a-1b2c3d4e5f60\na7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d\n')[0]!.reason).toBe('2 UUIDs (v4)')
  })

  it('near misses: wrong group lengths, letters beyond f, text around it', () => {
    expect(run('3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8a9b0')).toEqual([])
    expect(run('3f2b8c1e9d4a-4e7b-a1c2-5d6e7f8a9b0c')).toEqual([])
    expect(run('gf2b8c1e-9d4a-4e7b-a1c2-5d6e7f8a9b0c')).toEqual([])
    expect(run('id: 3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8a9b0c')).toEqual([])
  })
})

describe('uuid detector: the other IDs the UUID tool decodes (issue 34)', () => {
  it('a ULID, an ObjectID and a Snowflake, each with the time it holds', () => {
    expect(run('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toEqual([{ toolId: 'uuid', confidence: 0.9, reason: 'ULID, created 2016-07-30 23:54:10 UTC', kind: 'ulid' }])
    expect(run('"507f1f77bcf86cd799439011"')).toEqual([{ toolId: 'uuid', confidence: 0.85, reason: 'MongoDB ObjectID, created 2012-10-17 21:13:27 UTC', kind: 'objectid' }])
    // Discord's documentation example; it also reads as a Twitter id (python3 -c "import datetime as d; print(d.datetime.fromtimestamp(((175928847299117063 >> 22) + 1288834974657) / 1000, d.timezone.utc))")
    expect(run('175928847299117063')).toEqual([
      { toolId: 'uuid', confidence: 0.35, reason: 'Snowflake ID? 2012-03-03 13:01 UTC (Twitter epoch) or 2016-04-30 11:18 UTC (Discord epoch)', kind: 'snowflake' },
    ])
  })

  it('not when the time is implausible or the shape is a word', () => {
    expect(run('ABCDEFGHJKMNPQRSTVWXYZABCD')).toEqual([]) // 26 letters, no digit: a word, not a ULID
    expect(run('ffffffffffffffffffffffff')).toEqual([]) // an ObjectID made in 2106
    expect(run('000000000000000000000000')).toEqual([]) // ... or in 1970
    expect(run('9223372036854775807')).toEqual([]) // a Snowflake from centuries ahead
    expect(run('12345678901234')).toEqual([]) // 14 digits: too short for a Snowflake
  })

  it('a Snowflake ranks below a Unix time when both read a number (detect)', () => {
    const found = detect('1050118621198921728').map((d) => d.toolId)
    expect(found.slice(0, 2)).toEqual(['timestamp', 'uuid'])
    expect(detect('80351110224678912')[0]!.toolId).toBe('uuid')
  })
})

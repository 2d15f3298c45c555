import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
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

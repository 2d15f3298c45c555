import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { semver } from './semver'

const run = (text: string) => semver(sampleOf(text))

describe('semver detector', () => {
  it('reads versions, with pre-release and build parts', () => {
    expect(run('1.4.2')).toEqual([{ toolId: 'semver', confidence: 0.9, reason: 'Semantic version 1.4.2', kind: 'semver' }])
    expect(run('v2.0.0-rc.1+build.5')[0]!.reason).toBe('Semantic version v2.0.0-rc.1+build.5 (pre-release rc.1, build build.5)')
    expect(run('react@18.3.1')[0]!.reason).toBe('npm package react, version 18.3.1')
  })

  it('reads npm ranges, normalised by the semver library', () => {
    expect(run('^5.3.0')[0]).toMatchObject({ kind: 'semver-range', reason: 'npm version range: >=5.3.0 <6.0.0-0' })
    expect(run('>=1.2.7 <1.3.0')[0]!.reason).toBe('npm version range >=1.2.7 <1.3.0')
    expect(run('1.x')[0]!.reason).toBe('npm version range: >=1.0.0 <2.0.0-0')
    expect(run('@types/node@^20.11.0')[0]!.reason).toBe('npm package @types/node, range: >=20.11.0 <21.0.0-0')
  })

  it('near misses: decimals, IP addresses, cron fields, versions in prose, invalid ranges', () => {
    expect(run('3.14')).toEqual([])
    expect(run('1.2.3.4')).toEqual([])
    expect(run('17 3 * * 0')).toEqual([])
    expect(run('version 1.2.3 is out')).toEqual([])
    expect(run('>=banana')).toEqual([])
    expect(run('01.2.3')).toEqual([])
  })
})

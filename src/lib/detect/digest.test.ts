import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { digest } from './digest'
import { sampleOf } from './index'

const run = (text: string) => digest(sampleOf(text))
const hex = (alg: string) => createHash(alg).update('abc').digest('hex')

describe('digest detector', () => {
  it('names a hex digest by its length, for the Hash tool', () => {
    expect(run(hex('sha256'))).toEqual([{ toolId: 'hash', confidence: 0.92, reason: 'SHA-256 digest? 64 hex characters', kind: 'digest' }])
    expect(run(hex('md5'))[0]!.reason).toBe('MD5 digest? 32 hex characters')
    expect(run(hex('sha1').toUpperCase())[0]!.reason).toBe('SHA-1 digest? 40 hex characters')
    expect(run(hex('sha384'))[0]!.reason).toBe('SHA-384 digest? 96 hex characters')
    expect(run(hex('sha512'))[0]!.reason).toBe('SHA-512 digest? 128 hex characters')
  })

  it('reads prefixed digests, Subresource Integrity values and sha256sum output', () => {
    expect(run(`sha256:${hex('sha256')}`)[0]!.reason).toBe('SHA-256 digest, 64 hex characters')
    expect(run(`sha384-${createHash('sha384').update('x').digest('base64')}`)[0]!.reason).toBe('Subresource Integrity hash, SHA-384')
    expect(run(`${hex('sha256')}  a.tar.gz\n${hex('sha256')}  b.tar.gz\n`)[0]!.reason).toBe('SHA-256 checksums of 2 files')
  })

  it('near misses: other lengths, digits only, non-hex letters, mixed case is weak', () => {
    expect(run(hex('sha256').slice(1))).toEqual([])
    expect(run('20231114')).toEqual([])
    expect(run(`${hex('md5').slice(1)}g`)).toEqual([])
    expect(run('5eb63bbbe01eeed093cb22bb8f5ACDC3')[0]!.confidence).toBeLessThan(0.5)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detect } from './index'
import { pem } from './pem'
import { PREFIX_CHARS } from './util'

const dir = new URL('../../tools/x509/fixtures/', import.meta.url)
const text = (f: string) => readFileSync(new URL(f, dir), 'utf8')
const run = (t: string) => pem({ text: t.slice(0, PREFIX_CHARS), trimmed: t.slice(0, PREFIX_CHARS).trim(), length: t.length, truncated: t.length > PREFIX_CHARS })

describe('pem detector', () => {
  it('names what the PEM holds', () => {
    expect(run(text('leaf.pem'))).toEqual([{ toolId: 'x509', confidence: 0.99, reason: 'PEM certificate', kind: 'pem' }])
    expect(run(text('chain.pem'))[0]?.reason).toBe('PEM certificate chain, 3 certificates')
    expect(run(text('leaf.pem') + text('leaf.key'))[0]?.reason).toBe('PEM certificate and 1 more block')
    expect(run(text('leaf.csr'))[0]?.reason).toBe('PEM certificate request (CSR)')
    expect(run(text('inter.crl'))[0]?.reason).toBe('PEM CRL')
    expect(run(text('ed25519.key'))[0]?.reason).toBe('PEM private key')
    expect(run(`subject=CN = example.test\n${text('leaf.pem')}`)[0]?.confidence).toBe(0.9)
  })

  it('leaves other text alone, and ranks x509 first over Base64', () => {
    expect(run('-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----')).toEqual([])
    expect(run('hello')).toEqual([])
    for (const f of ['leaf.pem', 'chain.pem', 'leaf.key', 'leaf.pub', 'leaf.csr', 'inter.crl']) expect(detect(text(f))[0]?.toolId, f).toBe('x509')
  })
})

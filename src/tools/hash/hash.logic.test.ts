import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULTS, DISPLAY_ORDER, fileSizeText, formatDigest, LABELS, matchDigest, rateText, sizeInKb, validateState } from './hash.logic'

const sha256abc = createHash('sha256').update('abc').digest('hex')

describe('hash generator rules', () => {
  it("shows SPEC's three cards first and labels MD5 as MD5 (D9)", () => {
    expect(DISPLAY_ORDER.slice(0, 3).map((id) => LABELS[id])).toEqual(['MD5', 'SHA-256', 'SHA-512'])
    expect(DISPLAY_ORDER).toHaveLength(10)
    expect(Object.values(LABELS).join(' ')).not.toMatch(/simplified/i)
  })
  it('formats digests as lower hex, upper hex or base64 (the same bytes node gives)', () => {
    expect(formatDigest(sha256abc, 'hex')).toBe(sha256abc)
    expect(formatDigest(sha256abc, 'HEX')).toBe(sha256abc.toUpperCase())
    expect(formatDigest(sha256abc, 'base64')).toBe(createHash('sha256').update('abc').digest('base64'))
  })
  it('matches a pasted digest in hex (any case), base64 or base64url; other lengths are not compared', () => {
    expect(matchDigest(sha256abc.toUpperCase(), sha256abc)).toBe('match')
    expect(matchDigest(` ${sha256abc.slice(0, 32)} ${sha256abc.slice(32)} `, sha256abc)).toBe('match')
    expect(matchDigest(createHash('sha256').update('abc').digest('base64'), sha256abc)).toBe('match')
    expect(matchDigest(createHash('sha256').update('abc').digest('base64url'), sha256abc)).toBe('match')
    expect(matchDigest(createHash('sha256').update('abd').digest('hex'), sha256abc)).toBe('mismatch')
    expect(matchDigest(createHash('md5').update('abc').digest('hex'), sha256abc)).toBeNull()
    expect(matchDigest('', sha256abc)).toBeNull()
    expect(matchDigest('not a digest!', sha256abc)).toBeNull()
  })
  it('validates stored state: unknown algorithms dropped, none chosen means the defaults', () => {
    expect(validateState({ input: 'x', algorithms: ['sha256', 'nope' as never, 'md5'], format: 'HEX' })).toEqual({ input: 'x', algorithms: ['md5', 'sha256'], format: 'HEX' })
    expect(validateState({ input: '', algorithms: [], format: 'weird' as never })).toEqual(DEFAULTS)
  })
  it('sizes in KiB and rates in MiB/s: the label names the 1024 the figure divides by (issue 32)', () => {
    expect(sizeInKb(1536)).toBe('1.50 KiB')
    expect(rateText(256 * 1024 * 1024, 2000)).toBe('128 MiB/s')
    expect(rateText(7 * 1024 * 1024, 1000)).toBe('7.0 MiB/s')
    // 200 MB (decimal) in 4 s is 47.7 MiB/s, not 50.
    expect(rateText(200e6, 4000)).toBe('47.7 MiB/s')
    expect(rateText(0, 10)).toBe('')
  })
  it('reads a file size well: KiB with thousands separators, the human size in parentheses from 1 MiB on', () => {
    expect(sizeInKb(50 * 1024 * 1024)).toBe('51,200.00 KiB')
    expect(fileSizeText(50 * 1024 * 1024)).toBe('51,200.00 KiB (50 MiB)')
    expect(fileSizeText(256 * 1024 * 1024)).toBe('262,144.00 KiB (256 MiB)')
    expect(fileSizeText(1.5 * 1024 ** 3)).toBe('1,572,864.00 KiB (1.5 GiB)')
    expect(fileSizeText(1024 * 1024)).toBe('1,024.00 KiB (1 MiB)')
    expect(fileSizeText(1024 * 1024 - 1)).toBe('1,024.00 KiB')
    expect(fileSizeText(1536)).toBe('1.50 KiB')
    expect(fileSizeText(10)).toBe('0.01 KiB')
    expect(fileSizeText(0)).toBe('0.00 KiB')
    expect(fileSizeText(999 * 1024)).toBe('999.00 KiB')
  })
})

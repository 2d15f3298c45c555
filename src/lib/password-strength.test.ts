import { describe, expect, it } from 'vitest'
import { assessPassword, cappedLabel, estimateGuessing, GUESS_CAP, passwordScore, passwordStrength, percentText, strengthLabel } from './password-strength'

describe('password strength (SPEC sections 5 and 9)', () => {
  it('scores one point per criterion', () => {
    expect(passwordScore('')).toBe(0)
    expect(passwordScore('abc')).toBe(1) // lower
    expect(passwordScore('abcdefgh')).toBe(2) // length 8, lower
    expect(passwordScore('abcdefghijkl')).toBe(3) // 8, 12, lower
    expect(passwordScore('Abcdefgh')).toBe(3)
    expect(passwordScore('Abcdefg1')).toBe(4)
    expect(passwordScore('Abcdefg1!')).toBe(5)
    expect(passwordScore('Abcdefghij1!')).toBe(6)
    expect(passwordScore('ÄÖÜ')).toBe(1) // non-ASCII letters count as non-alphanumeric only
    expect(passwordScore('        ')).toBe(2) // length 8 and a non-alphanumeric (space)
  })
  it('percent = score x 16.67 capped at 100; Weak < 40 <= Medium < 70 <= Strong', () => {
    expect(passwordStrength('')).toEqual({ score: 0, percent: 0, label: 'Weak' })
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 2, label: 'Weak' })
    expect(passwordStrength('abcdefgh').percent).toBeCloseTo(33.34)
    expect(passwordStrength('abcdefghijkl')).toMatchObject({ score: 3, label: 'Medium' })
    expect(passwordStrength('Abcdefg1')).toMatchObject({ score: 4, label: 'Medium' })
    expect(passwordStrength('Abcdefg1').percent).toBeCloseTo(66.68)
    expect(passwordStrength('Abcdefg1!')).toMatchObject({ score: 5, label: 'Strong' })
    expect(passwordStrength('Abcdefghij1!')).toEqual({ score: 6, percent: 100, label: 'Strong' })
    expect([strengthLabel(39.99), strengthLabel(40), strengthLabel(69.99), strengthLabel(70)]).toEqual(['Weak', 'Medium', 'Medium', 'Strong'])
    expect([percentText(16.67), percentText(50.01), percentText(100)]).toEqual(['17%', '50%', '100%'])
  })
  it('zxcvbn-ts: a common password is guessed at once, a long random one takes centuries', async () => {
    const weak = await estimateGuessing('password')
    expect(weak.score).toBe(0)
    expect(weak.warning).toBeTruthy()
    const strong = await estimateGuessing('k7#Qv9!xLm2@Wp4$Zr8&')
    expect(strong.score).toBe(4)
    expect(strong.crackTime).toBe('centuries')
  })
})

describe("zxcvbn's verdict caps SPEC's label (it never contradicts the time to guess)", () => {
  it('caps: zxcvbn 0-1 at most Weak, 2-3 at most Medium, 4 lets SPEC stand; it never raises', () => {
    expect(GUESS_CAP).toEqual(['Weak', 'Weak', 'Medium', 'Medium', 'Strong'])
    const labels = ['Weak', 'Medium', 'Strong'] as const
    expect([0, 1, 2, 3, 4].map((z) => labels.map((l) => cappedLabel(l, z)))).toEqual([
      ['Weak', 'Weak', 'Weak'],
      ['Weak', 'Weak', 'Weak'],
      ['Weak', 'Medium', 'Medium'],
      ['Weak', 'Medium', 'Medium'],
      ['Weak', 'Medium', 'Strong'],
    ])
  })

  it("'P@ssw0rd' meets five of SPEC's criteria (83%) but falls at once: Weak", async () => {
    expect(passwordStrength('P@ssw0rd')).toMatchObject({ score: 5, label: 'Strong' })
    const { strength, estimate } = await assessPassword('P@ssw0rd')
    expect(estimate).toMatchObject({ score: 0, crackTime: 'less than a second' })
    expect(strength).toMatchObject({ score: 5, label: 'Weak' })
    expect(percentText(strength.percent)).toBe('83%')
  })

  it("'password123' (SPEC: Medium, 50%) is Weak", async () => {
    const { strength, estimate } = await assessPassword('password123')
    expect(estimate).toMatchObject({ score: 0, crackTime: 'less than a second' })
    expect(strength).toMatchObject({ score: 3, label: 'Weak' })
    expect(percentText(strength.percent)).toBe('50%')
  })

  it("a pattern that takes hours (zxcvbn 3) is at most Medium even with SPEC's 100%", async () => {
    const { strength, estimate } = await assessPassword('Abcdefghij1!')
    expect(estimate).toMatchObject({ score: 3, crackTime: '3 hours' })
    expect(strength).toEqual({ score: 6, percent: 100, label: 'Medium' })
  })

  it('a long random passphrase takes centuries: SPEC decides (Strong with all criteria, Medium without)', async () => {
    const full = await assessPassword('Gravel-Orbit-Maple-Lantern-Fjord-7')
    expect(full.estimate).toMatchObject({ score: 4, crackTime: 'centuries' })
    expect(full.strength).toEqual({ score: 6, percent: 100, label: 'Strong' })
    const plain = await assessPassword('gravel orbit maple lantern fjord quiver')
    expect(plain.estimate).toMatchObject({ score: 4, crackTime: 'centuries' })
    expect(plain.strength).toMatchObject({ score: 4, label: 'Medium' })
    expect(percentText(plain.strength.percent)).toBe('67%')
  })
})

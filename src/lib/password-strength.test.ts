import { describe, expect, it } from 'vitest'
import { assessPassword, checklist, estimateGuessing, passwordScore, percentText, SCORE_LABEL, strengthLabel, strengthOf } from './password-strength'

describe("SPEC's six criteria: the checklist (sections 5 and 9)", () => {
  it('lists each criterion and whether it is met; the score is how many', () => {
    expect(checklist('P@ssw0rd')).toEqual([
      { name: '8+ characters', met: true },
      { name: '12+ characters', met: false },
      { name: 'a lower-case letter', met: true },
      { name: 'an upper-case letter', met: true },
      { name: 'a digit', met: true },
      { name: 'a symbol', met: true },
    ])
    expect(passwordScore('')).toBe(0)
    expect(passwordScore('abc')).toBe(1) // lower
    expect(passwordScore('abcdefgh')).toBe(2) // length 8, lower
    expect(passwordScore('abcdefghijkl')).toBe(3) // 8, 12, lower
    expect(passwordScore('Abcdefg1!')).toBe(5)
    expect(passwordScore('Abcdefghij1!')).toBe(6)
    expect(passwordScore('ÄÖÜ')).toBe(1) // non-ASCII letters count as non-alphanumeric only
    expect(passwordScore('        ')).toBe(2) // length 8 and a non-alphanumeric (space)
  })

  it("SPEC's bands: Weak < 40 <= Medium < 70 <= Strong", () => {
    expect([strengthLabel(39.99), strengthLabel(40), strengthLabel(69.99), strengthLabel(70)]).toEqual(['Weak', 'Medium', 'Medium', 'Strong'])
    expect([percentText(12), percentText(100)]).toEqual(['12%', '100%'])
  })
})

describe("the verdict follows zxcvbn's estimate (issue 32)", () => {
  it("maps zxcvbn's 0-4 score to SPEC's words, and the percent stays in that label's band", () => {
    expect(SCORE_LABEL).toEqual(['Weak', 'Weak', 'Medium', 'Medium', 'Strong'])
    // Band edges: the percent rises with the guesses, never leaves its label's band.
    expect(strengthOf({ score: 0, guessesLog10: 0 })).toEqual({ label: 'Weak', percent: 5 })
    expect(strengthOf({ score: 1, guessesLog10: 6.0000001 })).toEqual({ label: 'Weak', percent: 39 })
    expect(strengthOf({ score: 2, guessesLog10: 6 })).toEqual({ label: 'Medium', percent: 40 })
    expect(strengthOf({ score: 3, guessesLog10: 10.0000001 })).toEqual({ label: 'Medium', percent: 69 })
    expect(strengthOf({ score: 4, guessesLog10: 10 })).toEqual({ label: 'Strong', percent: 70 })
    expect(strengthOf({ score: 4, guessesLog10: 16 })).toEqual({ label: 'Strong', percent: 100 })
    expect(strengthOf({ score: 4, guessesLog10: 40 })).toEqual({ label: 'Strong', percent: 100 })
    expect(strengthOf({ score: 4, guessesLog10: Infinity })).toEqual({ label: 'Strong', percent: 100 })
    // Whatever zxcvbn says, the label is what SPEC's bands say of the percent shown.
    for (let score = 0; score <= 4; score++)
      for (let lg = -1; lg <= 25; lg += 0.25) {
        const s = strengthOf({ score, guessesLog10: lg })
        expect(strengthLabel(s.percent), `${score} ${lg}`).toBe(s.label)
        expect(Number.isInteger(s.percent)).toBe(true)
      }
  })

  it("'correct horse battery staple' (centuries) is Strong, above 'Tr0ub4dor&3' (4 months)", async () => {
    const horse = await assessPassword('correct horse battery staple')
    expect(horse.estimate).toMatchObject({ score: 4, crackTime: 'centuries' })
    expect(horse.strength).toEqual({ label: 'Strong', percent: 100 })
    expect(passwordScore('correct horse battery staple')).toBe(4) // it would have been SPEC's "Medium"
    const troubadour = await assessPassword('Tr0ub4dor&3')
    expect(troubadour.estimate).toMatchObject({ score: 4, crackTime: '4 months' })
    expect(troubadour.strength).toEqual({ label: 'Strong', percent: 75 })
    expect(horse.strength.percent).toBeGreaterThan(troubadour.strength.percent)
  })

  it("'P@ssw0rd' meets five of SPEC's criteria but falls in less than a second: Weak, a short bar", async () => {
    expect(passwordScore('P@ssw0rd')).toBe(5) // SPEC's 83%
    const { strength, estimate } = await assessPassword('P@ssw0rd')
    expect(estimate).toMatchObject({ score: 0, crackTime: 'less than a second' })
    expect(strength).toEqual({ label: 'Weak', percent: 12 })
  })

  it('the middle and the extremes: a pattern that takes hours is Medium; a common word is Weak; a random 20 is Strong', async () => {
    expect((await assessPassword('Abcdefghij1!')).estimate).toMatchObject({ score: 3, crackTime: '3 hours' })
    expect((await assessPassword('Abcdefghij1!')).strength).toEqual({ label: 'Medium', percent: 55 })
    const weak = await estimateGuessing('password')
    expect(weak.score).toBe(0)
    expect(weak.warning).toBeTruthy()
    expect(strengthOf(weak)).toEqual({ label: 'Weak', percent: 8 })
    const strong = await estimateGuessing('k7#Qv9!xLm2@Wp4$Zr8&')
    expect(strong).toMatchObject({ score: 4, guessesLog10: 20, crackTime: 'centuries' })
    expect(strengthOf(strong)).toEqual({ label: 'Strong', percent: 100 })
  })
})

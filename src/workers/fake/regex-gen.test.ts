import { describe, expect, it } from 'vitest'
import { draw, MAX_REPEAT, parsePattern, patternProblem } from './regex-gen'

/** A small seeded generator (mulberry32), so the draws are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

describe('regex-shaped strings', () => {
  // Every string drawn must match its own pattern, checked by the browser's (V8's) RegExp.
  const patterns = [
    '[A-Z]{3}-\\d{4}',
    '(foo|bar)+baz?',
    '\\w+@\\w+\\.com',
    '[^a-z]{4}',
    '#[0-9a-f]{6}',
    '(?:\\+1 )?\\(\\d{3}\\) \\d{3}-\\d{4}',
    '^[A-Z]{2}\\d{2}(?: ?\\d{4}){4}$',
    '(?<year>19|20)\\d{2}-(0[1-9]|1[0-2])',
    'a|b|c',
    '\\D\\W\\S\\s',
    '[\\d.-]{3,5}x{2,}',
    '.{5}',
    '[a-c\\d_]+?',
    'SKU-[A-Z0-9]{8}',
    '\\x41\\u00e9[\\x30-\\x39]',
    'a{',
    '[\\]a]+',
    '(?:)x',
    'v\\d+\\.\\d+\\.\\d+(-(alpha|beta|rc)\\.\\d)?',
  ]
  for (const p of patterns) {
    it(`draws strings that match ${p}`, () => {
      const tree = parsePattern(p)
      const re = new RegExp(`^(?:${p})$`)
      const rand = seeded(7)
      const seen = new Set<string>()
      for (let i = 0; i < 300; i++) {
        const s = draw(tree, rand)
        expect(re.test(s), `${JSON.stringify(s)} from ${p}`).toBe(true)
        seen.add(s)
      }
      if (!['a{', '(?:)x'].includes(p)) expect(seen.size).toBeGreaterThan(1)
    })
  }

  it('is what faker 10.6 fromRegExp gets wrong: \\d with a count, and groups', () => {
    const rand = seeded(1)
    expect(draw(parsePattern('[A-Z]{3}-\\d{4}'), rand)).toMatch(/^[A-Z]{3}-[0-9]{4}$/)
    expect(draw(parsePattern('(foo|bar){2}'), rand)).toMatch(/^(foo|bar){2}$/)
  })

  it('reports the syntax error as the browser words it', () => {
    expect(patternProblem('(abc')).toBe('Invalid regex: Unterminated group')
    expect(patternProblem('[z-a]')).toBe('Invalid regex: Range out of order in character class')
    expect(patternProblem('*a')).toBe('Invalid regex: Nothing to repeat')
    expect(patternProblem('a{3,1}')).toBe('Invalid regex: numbers out of order in {} quantifier')
    expect(patternProblem('')).toBe('Enter a pattern, e.g. [A-Z]{3}-\\d{4}')
  })

  it('refuses what a drawn string cannot honour, saying what', () => {
    expect(patternProblem('a(?=b)')).toBe('Not supported in a generated string: lookaheads and lookbehinds')
    expect(patternProblem('(?<!x)y')).toBe('Not supported in a generated string: lookaheads and lookbehinds')
    expect(patternProblem('(a)\\1')).toBe('Not supported in a generated string: backreferences (\\1)')
    expect(patternProblem('\\bword\\b')).toBe('Not supported in a generated string: word boundaries (\\b, \\B)')
    expect(patternProblem('a^b')).toBe('Not supported in a generated string: ^ inside the pattern (only at its start)')
    expect(patternProblem('a$b')).toBe('Not supported in a generated string: $ inside the pattern (only at its end)')
    expect(patternProblem('[]')).toBe('The class [] matches nothing')
    expect(patternProblem(`a{${MAX_REPEAT + 1}}`)).toBe('Repeat counts above 1,000 are not supported')
    expect(patternProblem('^abc$|^d$')).toBeNull()
    expect(patternProblem('[\\b]')).toBeNull() // backspace inside a class
  })
})

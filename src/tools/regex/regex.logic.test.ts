import { describe, expect, it } from 'vitest'
import { clip, compileError, countLabel, DEFAULTS, display, EMPTY_TEXT, flagString, groupRows, HINTS, NOT_MATCHED, patternHints, replacedNote, truncatedNote, validateState } from './regex.logic'

describe('regex tester rules', () => {
  it('shows the live flags display', () => {
    expect(display('a+b', DEFAULTS.flags)).toBe('/a+b/g')
    expect(display('x', { global: true, ignoreCase: true, multiline: true, dotAll: true, unicode: true, sticky: true })).toBe('/x/gimsuy')
    expect(flagString({ ...DEFAULTS.flags, global: false })).toBe('')
  })
  it('words the match-count badge', () => {
    expect(countLabel(0)).toBe('0 matches')
    expect(countLabel(1)).toBe('1 match')
    expect(countLabel(1234)).toBe('1,234 matches')
  })
  it("gives the engine's message for an invalid pattern", () => {
    let expected = ''
    const unterminated = '(a'
    try {
      new RegExp(unterminated, 'g')
    } catch (e) {
      expected = (e as Error).message
    }
    expect(expected).toMatch(/Invalid regular expression/)
    expect(compileError('(a', DEFAULTS.flags)).toBe(expected)
    expect(compileError('a{2}', DEFAULTS.flags)).toBeNull()
  })
  it('defaults: global on, the rest off; a stored flag of the wrong type falls back', () => {
    expect(DEFAULTS.flags).toEqual({ global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false })
    expect(validateState({ ...DEFAULTS, flags: { ...DEFAULTS.flags, dotAll: 'yes' as unknown as boolean } }, DEFAULTS).flags.dotAll).toBe(false)
  })
})

describe('match details', () => {
  it('lists each group once, by number with its name, and says when a group did not take part', () => {
    // The engine's own result for (?<year>\d{4})|(?<word>[a-z]+)(x?) on "abc": $1 takes no part, $3 is empty.
    const m = /(?<year>\d{4})|(?<word>[a-z]+)(x?)/.exec('abc')!
    expect(m.slice(1)).toEqual([undefined, 'abc', ''])
    expect(groupRows(m.slice(1), ['year', 'word', undefined])).toEqual([
      { label: '$1', name: 'year', kind: 'unmatched', text: NOT_MATCHED },
      { label: '$2', name: 'word', kind: 'text', text: 'abc' },
      { label: '$3', name: undefined, kind: 'empty', text: EMPTY_TEXT },
    ])
    expect(NOT_MATCHED).toBe('not matched')
    expect(EMPTY_TEXT).toBe('(empty)')
    expect(groupRows([], [])).toEqual([])
  })

  it('clips a long match and counts what it left out', () => {
    expect(clip('abc', 5)).toEqual({ shown: 'abc', more: 0 })
    expect(clip('x'.repeat(1000))).toEqual({ shown: 'x'.repeat(300), more: 700 })
  })

  it('says what is listed and shown when there is more', () => {
    expect(truncatedNote(1000, 72316)).toBe('The first 1,000 of 72,316 matches are highlighted and listed.')
    expect(replacedNote(2_097_152)).toBe('Showing the first 10,000 of 2,097,152 characters; Copy copies all of it.')
  })
})

describe('hints for other regex flavours', () => {
  it('Python named groups and backreferences: what to write in JavaScript', () => {
    expect(compileError('(?P<y>\\d+)', DEFAULTS.flags)).toMatch(/Invalid regular expression/)
    expect(patternHints('(?P<y>\\d+)')).toEqual(['Python-style named group: in JavaScript write (?<y>...)'])
    expect(patternHints('(?P<word>\\w+) (?P=word)')).toEqual([
      'Python-style named group: in JavaScript write (?<word>...)',
      'Python-style backreference: in JavaScript write \\k<word>',
    ])
    // The suggested forms are JavaScript and do the same thing.
    expect(/(?<word>\w+) \k<word>/.exec('hey hey')?.groups?.word).toBe('hey')
  })

  it('inline flags: the checkbox to tick instead, for each letter', () => {
    expect(patternHints('(?i)hello')).toEqual(["Inline flags are not supported in JavaScript's RegExp: remove (?i) and tick the ignoreCase (i) flag instead"])
    expect(patternHints('(?m)^a')).toEqual(["Inline flags are not supported in JavaScript's RegExp: remove (?m) and tick the multiline (m) flag instead"])
    expect(patternHints('(?s).')).toEqual(["Inline flags are not supported in JavaScript's RegExp: remove (?s) and tick the dotAll (s) flag instead"])
    expect(patternHints('(?ims)x')).toEqual([
      "Inline flags are not supported in JavaScript's RegExp: remove (?ims) and tick the ignoreCase (i), multiline (m) and dotAll (s) flags instead",
    ])
    expect(patternHints('(?x) a b')).toEqual([
      "Inline flags are not supported in JavaScript's RegExp: remove (?x); x (free-spacing) has no equivalent: take the spaces and comments out of the pattern",
    ])
    expect(patternHints('(?iU)a')).toEqual(["Inline flags are not supported in JavaScript's RegExp: remove (?iU) and tick the ignoreCase (i) flag instead; U has no equivalent"])
    expect(patternHints('(?-i)a')).toEqual(["Inline flags are not supported in JavaScript's RegExp: remove (?-i)"])
    for (const p of ['(?i)hello', '(?m)^a', '(?x) a']) expect(compileError(p, DEFAULTS.flags)).toMatch(/Invalid regular expression/)
  })

  it('atomic groups, possessive quantifiers, \\A, \\Z and comments', () => {
    expect(patternHints('(?>a|ab)c')).toEqual([HINTS.atomic])
    expect(patternHints('a++b')).toEqual([HINTS.possessive])
    expect(patternHints('\\d*+x')).toEqual([HINTS.possessive])
    expect(patternHints('a{2,}+')).toEqual([HINTS.possessive])
    expect(patternHints('a+?b a*? a{2}? a+ b?')).toEqual([]) // lazy and plain quantifiers are JavaScript
    // The suggested emulation is atomic: it gives back nothing, as PCRE's a++a never matches.
    expect(/(?=(a+))\1a/.test('aaa')).toBe(false)
    expect(/a+a/.test('aaa')).toBe(true)
    // \A is a plain "A" to JavaScript without the unicode flag: it compiles, and means something else.
    expect(compileError('\\Afoo', DEFAULTS.flags)).toBeNull()
    expect(new RegExp('\\Afoo').test('Afoo')).toBe(true)
    expect(patternHints('\\Afoo\\Z')).toEqual([HINTS.startOfText, HINTS.endOfText('Z')])
    expect(HINTS.startOfText).toBe("\\A is not supported in JavaScript's RegExp: use ^ (with the multiline (m) flag off) for the start of the text")
    expect(patternHints('foo\\z')).toEqual(["\\z is not supported in JavaScript's RegExp: use $ (with the multiline (m) flag off) for the end of the text"])
    expect(patternHints('a(?#note)b')).toEqual([HINTS.comment])
  })

  it('gives no hint for JavaScript syntax, escapes and character classes', () => {
    for (const p of ['(?<y>\\d+)\\k<y>', '(?:a)(?=b)(?!c)(?<=d)(?<!e)', '(?i:abc)', '\\(?P<y>\\)', '[(?P<y>)(?i)\\A]', '\\\\A', 'a\\++', '[a]+', '\\d{2}', '', 'a{,2}+']) {
      expect(patternHints(p)).toEqual([])
    }
  })
})

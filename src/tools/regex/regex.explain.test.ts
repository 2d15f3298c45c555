import { describe, expect, it } from 'vitest'
import { rng } from '../../lib/seeded-rng'
import { explainPattern, type Token } from './regex.explain'

/** [raw text of the token, kind, explanation] for each token of a pattern. */
const read = (pattern: string, flags = '') => explainPattern(pattern, flags)!.map((t) => [pattern.slice(t.from, t.to), t.kind, t.text])
const one = (pattern: string, flags = '') => {
  const tokens = read(pattern, flags)
  expect(tokens).toHaveLength(1)
  return tokens[0]!.slice(1)
}

describe('explained pattern (issue 35)', () => {
  it('covers the whole pattern, in order, without gaps or overlaps', () => {
    const patterns: [string, string][] = [
      ['^(?<y>\\d{4})-(\\d{2})|[^a-z\\s]+?(?:x|y|)\\k<y>\\1$', 'gim'],
      ['(?<=a)(?<!b)(?=c)(?!d)\\b\\B.\\n\\x41\\u{1F600}\\cJ\\p{L}\\P{Lu}', 'su'],
      ['[\\p{L}&&[a-z]][\\w--[b]][\\q{abc|d}x]', 'v'],
      ['(?i:a)(?-m:b)[]|[^]', ''],
    ]
    for (const [p, f] of patterns) {
      const tokens = explainPattern(p, f)!
      expect(tokens, p).not.toBeNull()
      let at = 0
      for (const t of tokens) {
        expect(t.from, `${p} at ${at}`).toBe(at)
        expect(t.to).toBeGreaterThan(t.from)
        at = t.to
      }
      expect(at, p).toBe(p.length)
    }
  })

  it('every pattern the engine compiles is explained, token by token over the whole pattern (seeded random patterns)', () => {
    const random = rng(35)
    const parts = ['a', 'b', '\\d', '\\w', '.', '^', '$', '(', ')', '(?:', '(?<n>', '(?=', '(?<!', '[', ']', '[^', '-', '|', '*', '+?', '{2,3}', '\\1', '\\k<n>', '\\b', '\\n', '\\u{41}', '\\p{L}', '&&', '\\q{x}']
    let explained = 0
    for (let n = 0; n < 4000; n++) {
      const p = Array.from({ length: 1 + Math.floor(random() * 8) }, () => parts[Math.floor(random() * parts.length)]).join('')
      for (const flags of ['', 'u', 'v']) {
        try {
          new RegExp(p, flags)
        } catch {
          continue
        }
        const tokens = explainPattern(p, flags)
        expect(tokens, `/${p}/${flags}`).not.toBeNull()
        expect(tokens!.map((t) => p.slice(t.from, t.to)).join(''), `/${p}/${flags}`).toBe(p)
        expect(tokens!.every((t, i) => t.to > t.from && (i === 0 || t.from === tokens![i - 1]!.to))).toBe(true)
        explained++
      }
    }
    expect(explained).toBeGreaterThan(1000)
  })

  it('a pattern the parser rejects gives no explanation (the engine message is shown instead)', () => {
    expect(explainPattern('(abc', 'g')).toBeNull()
    expect(explainPattern('a)', '')).toBeNull()
    expect(explainPattern('[a&&b]', 'v')).not.toBeNull() // v-mode syntax, read with v
    expect(explainPattern('\\p{L}', '')).not.toBeNull() // without u it is a "p{L}" of escapes: no error
  })

  it('literal text, merged; a quantified character stands alone; i says either case', () => {
    expect(read('abc')).toEqual([['abc', 'literal', 'The text "abc"']])
    expect(read('ab+')).toEqual([
      ['a', 'literal', 'The character "a"'],
      ['b', 'literal', 'The character "b"'],
      ['+', 'quantifier', 'One or more times, as many as possible (greedy)'],
    ])
    expect(one('ab', 'i')).toEqual(['literal', 'The text "ab", in either case (flag i)'])
  })

  it('escapes: single, identity, hexadecimal, Unicode, control, NUL', () => {
    expect(one('\\n')).toEqual(['escape', 'A line feed (newline, U+000A)'])
    expect(one('\\t')).toEqual(['escape', 'A tab (U+0009)'])
    expect(one('\\.')).toEqual(['escape', 'The character "." (escaped, so taken literally)'])
    expect(one('\\x41')).toEqual(['escape', 'The character U+0041 "A" (a hexadecimal escape)'])
    expect(one('\\u{1F600}', 'u')).toEqual(['escape', 'The character U+1F600 "😀" (a Unicode escape)'])
    expect(one('\\u00a0')).toEqual(['escape', 'The character U+00A0 "\u00a0" (a Unicode escape)'])
    expect(one('\\cJ')).toEqual(['escape', 'The control character U+000A (\\cJ)'])
    expect(one('\\0')).toEqual(['escape', 'The NUL character (U+0000)'])
  })

  it('character classes, class escapes, ranges, the dot, Unicode property escapes', () => {
    expect(read('[^a-z\\d.]')).toEqual([
      ['[^', 'class', 'Negated character class: any one character NOT listed here'],
      ['a-z', 'class', 'A character in the range "a" (U+0061) to "z" (U+007A)'],
      ['\\d', 'class', 'A digit (0-9)'],
      ['.', 'class', 'The character "."'],
      [']', 'class', 'End of the character class'],
    ])
    expect(read('[ab]').map((t) => t[0])).toEqual(['[', 'a', 'b', ']']) // class members are not merged into text
    expect(one('\\w')).toEqual(['class', 'A word character (A-Z, a-z, 0-9 and _)'])
    expect(one('\\S')).toEqual(['class', 'Any character but whitespace'])
    expect(one('.')).toEqual(['class', 'Any character except line breaks (\\n, \\r, U+2028, U+2029)'])
    expect(one('.', 's')).toEqual(['class', 'Any character, line breaks included (flag s)'])
    expect(one('\\p{Script=Greek}', 'u')).toEqual(['class', 'A character with the Unicode property Script=Greek'])
    expect(one('\\P{L}', 'u')).toEqual(['class', 'Any character without the Unicode property L'])
  })

  it('v-mode set operations and string alternatives', () => {
    expect(read('[\\w--[b]]', 'v').map((t) => t.slice(0, 2))).toEqual([
      ['[', 'class'], ['\\w', 'class'], ['--', 'class'], ['[', 'class'], ['b', 'class'], [']', 'class'], [']', 'class'],
    ])
    expect(read('[\\w&&a]', 'v')[2]).toEqual(['&&', 'class', 'Intersection (flag v): only characters in both sides'])
    expect(read('[\\q{abc|d}]', 'v')[1]).toEqual(['\\q{abc|d}', 'class', 'One of the strings "abc", "d" (flag v)'])
  })

  it('groups: capturing (numbered in order), named, non-capturing, with modifiers; lookarounds', () => {
    expect(read('(a)(?<y>b)')).toEqual([
      ['(', 'group', 'Capturing group #1'],
      ['a', 'literal', 'The character "a"'],
      [')', 'group', 'End of the capturing group #1'],
      ['(?<y>', 'group', 'Named capturing group "y" (group #2)'],
      ['b', 'literal', 'The character "b"'],
      [')', 'group', 'End of the named capturing group "y"'],
    ])
    expect(read('((a))').map((t) => t[2])).toEqual(['Capturing group #1', 'Capturing group #2', 'The character "a"', 'End of the capturing group #2', 'End of the capturing group #1'])
    expect(read('(?:a)')[0]).toEqual(['(?:', 'group', 'Non-capturing group: groups without capturing'])
    expect(read('(?i-m:a)')[0]).toEqual(['(?i-m:', 'group', 'Non-capturing group with flag i on and m off inside it'])
    expect(read('(?=a)')[0]).toEqual(['(?=', 'lookaround', 'Lookahead: what follows must match this, without taking part in the match'])
    expect(read('(?!a)')[0]).toEqual(['(?!', 'lookaround', 'Negative lookahead: what follows must not match this'])
    expect(read('(?<=a)')[0]).toEqual(['(?<=', 'lookaround', 'Lookbehind: what precedes must match this, without taking part in the match'])
    expect(read('(?<!a)')[2]).toEqual([')', 'lookaround', 'End of the negative lookbehind'])
  })

  it('quantifiers: greedy and lazy, every form', () => {
    const q = (p: string) => read(p).at(-1)!.slice(1)
    expect(q('a*')).toEqual(['quantifier', 'Zero or more times, as many as possible (greedy)'])
    expect(q('a+?')).toEqual(['quantifier', 'One or more times, as few as possible (lazy)'])
    expect(q('a?')).toEqual(['quantifier', 'Optional: zero times or once, as many as possible (greedy)'])
    expect(q('a??')).toEqual(['quantifier', 'Optional: zero times or once, as few as possible (lazy)'])
    expect(q('a{3}')).toEqual(['quantifier', 'Exactly 3 times'])
    expect(q('a{1}')).toEqual(['quantifier', 'Exactly 1 time'])
    expect(q('a{2,}')).toEqual(['quantifier', '2 times or more, as many as possible (greedy)'])
    expect(q('a{2,5}?')).toEqual(['quantifier', 'Between 2 and 5 times, as few as possible (lazy)'])
    expect(read('(ab)*').at(-1)![0]).toBe('*')
  })

  it('anchors, with and without the multiline flag; word boundaries', () => {
    expect(one('^')).toEqual(['anchor', 'Start of the text'])
    expect(one('$')).toEqual(['anchor', 'End of the text'])
    expect(one('^', 'm')).toEqual(['anchor', 'Start of a line (flag m)'])
    expect(one('$', 'gm')).toEqual(['anchor', 'End of a line (flag m)'])
    expect(one('\\b')).toEqual(['anchor', 'A word boundary: between a word character and a non-word character (or the ends)'])
    expect(one('\\B')).toEqual(['anchor', 'Not a word boundary'])
  })

  it('backreferences by number and by name; alternation', () => {
    expect(read('(a)\\1')[3]).toEqual(['\\1', 'reference', 'Backreference: the same text as group #1 matched'])
    expect(read('(?<n>a)\\k<n>')[3]).toEqual(['\\k<n>', 'reference', 'Backreference: the same text as group "n" matched'])
    const alt: Token[] = explainPattern('a|b|', '')!
    expect(alt.filter((t) => t.kind === 'alternation')).toHaveLength(2)
    expect(read('a|b')[1]).toEqual(['|', 'alternation', 'Or: the alternative before this, or the one after it'])
  })
})

import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { opError as error, run, streamed } from './op-test-kit'
import type { Args } from '../../../ops/types'

/**
 * Text operations against references: Python 3.11's str methods and unicodedata (each value with
 * the command that printed it), the Case Converter's and Slug tool's own expected outputs (their
 * logic tests), and papaparse reading back the CSV written.
 */

const utf8 = new TextEncoder()

describe('case operations (the Case Converter\'s own expected outputs)', () => {
  it('give each case', async () => {
    // case-converter.logic.test.ts: "XMLHttpRequest" splits as change-case splits it; digits stay with their word.
    expect(await run('to-snake-case', 'XMLHttpRequest version2Update')).toBe('xml_http_request_version2_update')
    expect(await run('to-camel-case', 'Ada Lovelace\ngrace HOPPER')).toBe('adaLovelaceGraceHopper')
    expect(await run('to-pascal-case', 'hello world')).toBe('HelloWorld')
    expect(await run('to-kebab-case', 'Hello World')).toBe('hello-world')
    expect(await run('to-constant-case', 'hello world')).toBe('HELLO_WORLD')
    expect(await run('to-dot-case', 'hello world')).toBe('hello.world')
    expect(await run('to-path-case', 'hello world')).toBe('hello/world')
    expect(await run('to-title-case', 'hello world')).toBe('Hello World')
    expect(await run('to-sentence-case', 'hello World')).toBe('Hello world')
    expect(await run('to-alternating-case', 'a1b2 c')).toBe('a1B2 c')
    expect(await run('swap-case', 'Hello ÄÖ')).toBe('hELLO äö')
  })

  it('each line on its own when asked (blank lines stay blank)', async () => {
    expect(await run('to-camel-case', 'Ada Lovelace\ngrace HOPPER\n\nalan turing', { eachLine: true })).toBe('adaLovelace\ngraceHopper\n\nalanTuring')
    expect(await run('to-snake-case', 'one two\r\nthree four', { eachLine: true })).toBe('one_two\nthree_four')
  })

  it('upper and lower follow Unicode (Python str.upper / str.lower)', async () => {
    // python3 -c "import json; print(json.dumps('Straße ǆ ﬁ ŉ'.upper()))" -> "STRASSE \u01c4 FI \u02bcN"
    expect(await run('to-upper-case', 'Straße ǆ ﬁ ŉ')).toBe('STRASSE \u01c4 FI \u02bcN')
    // python3 -c "import json; print(json.dumps('HELLO İstanbul ǅ'.lower()))" -> "hello i\u0307stanbul \u01c6"
    expect(await run('to-lower-case', 'HELLO İstanbul ǅ')).toBe('hello i\u0307stanbul \u01c6')
    // Streamed a byte at a time: multi-byte characters split across chunks come out whole.
    expect(await streamed('to-upper-case', 'straße\nǆ ﬁ\n')).toBe('STRASSE\n\u01c4 FI\n')
  })
})

describe('slugify (the Slug tool\'s own expected outputs)', () => {
  it('makes slugs with the tool\'s options', async () => {
    expect(await run('slugify', 'Hello World! This is a Test')).toBe('hello-world-this-is-a-test')
    expect(await run('slugify', 'Crème Brûlée — Ça marche!')).toBe('creme-brulee-ca-marche')
    expect(await run('slugify', 'Straße in München')).toBe('strasse-in-munchen')
    expect(await run('slugify', 'a b c', { separator: 'underscore' })).toBe('a_b_c')
    expect(await run('slugify', 'a b c', { separator: 'none' })).toBe('abc')
    expect(await run('slugify', 'Hello World', { lowercase: false })).toBe('Hello-World')
    expect(await run('slugify', "What's new?", { removeSpecialChars: false })).toBe("what's-new?")
    expect(await run('slugify', 'The Art of War', { removeStopWords: true })).toBe('art-war')
    expect(await run('slugify', 'hello wonderful world', { maxLength: 15 })).toBe('hello-wonderful')
    expect(await run('slugify', 'First Post\nSecond Post', { eachLine: true })).toBe('first-post\nsecond-post')
  })
})

describe('line operations', () => {
  const LINES = ['file10', 'File2', 'file2', 'b', 'a10', 'a9', '-3.5 x', '12 y', '2 z', 'apple'].join('\n')
  const sorted = async (args: Args) => String(await run('sort-lines', LINES, args)).split('\n')

  it('sort as Python sorts', async () => {
    // python3 -c "import json; print(json.dumps(sorted(lines)))" (lines as above)
    expect(await sorted({})).toEqual(['-3.5 x', '12 y', '2 z', 'File2', 'a10', 'a9', 'apple', 'b', 'file10', 'file2'])
    // python3 -c "... sorted(lines, key=str.lower)"
    expect(await sorted({ caseInsensitive: true })).toEqual(['-3.5 x', '12 y', '2 z', 'a10', 'a9', 'apple', 'b', 'file10', 'File2', 'file2'])
    // python3 -c "... nat=lambda x:[int(p) if p.isdigit() else p for p in re.split(r'(\d+)',x)]; sorted(lines,key=nat)"
    expect(await sorted({ order: 'natural' })).toEqual(['2 z', '12 y', '-3.5 x', 'File2', 'a9', 'a10', 'apple', 'b', 'file2', 'file10'])
    // python3 -c "... k=lambda l: (0,float(m.group()),'') if (m:=re.match(r'\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?',l)) else (1,0,l); sorted(lines,key=k)"
    expect(await sorted({ order: 'numeric' })).toEqual(['-3.5 x', '2 z', '12 y', 'File2', 'a10', 'a9', 'apple', 'b', 'file10', 'file2'])
    // python3 -c "... sorted(lines, key=len, reverse=True)"
    expect(await sorted({ order: 'length', reverse: true })).toEqual(['file10', '-3.5 x', 'File2', 'file2', 'apple', '12 y', 'a10', '2 z', 'a9', 'b'])
    // A trailing newline stays; CRLF lines keep their ends.
    expect(await run('sort-lines', 'b\r\na\r\n')).toBe('a\r\nb\r\n')
  })

  it('unique keeps the first of each line, with counts when asked', async () => {
    // python3 -c "print(list(dict.fromkeys(['b','a','b','c','a','b'])), collections.Counter(...))" -> ['b','a','c'] {'b': 3, 'a': 2, 'c': 1}
    expect(await run('unique-lines', 'b\na\nb\nc\na\nb\n')).toBe('b\na\nc\n')
    expect(await run('unique-lines', 'b\na\nb\nc\na\nb\n', { count: true })).toBe('3 b\n2 a\n1 c\n')
    expect(await run('unique-lines', 'A\na\nB', { caseInsensitive: true })).toBe('A\nB')
  })

  it('reverse lines and text (by grapheme)', async () => {
    expect(await run('reverse-lines', 'one\ntwo\nthree\n')).toBe('three\ntwo\none\n')
    expect(await run('reverse-lines', 'one\ntwo')).toBe('two\none')
    // "e" + U+0301 and a flag stay whole.
    expect(await run('reverse-text', 'ae\u0301🇫🇷z')).toBe('z🇫🇷e\u0301a')
  })

  it('filter by regular expression, inverted, case-insensitive; a bad pattern is named', async () => {
    const log = 'INFO start\nWARN disk\nerror boom\nINFO end\n'
    expect(await run('filter-lines', log, { pattern: 'warn|error', caseInsensitive: true })).toBe('WARN disk\nerror boom\n')
    expect(await run('filter-lines', log, { pattern: '^INFO', invert: true })).toBe('WARN disk\nerror boom\n')
    expect(await streamed('filter-lines', log, { pattern: '^INFO' }, 3)).toBe('INFO start\nINFO end\n')
    expect(await error('filter-lines', log, { pattern: '(' })).toBe('Invalid regular expression: /(/: Unterminated group')
  })

  it('trim, remove blank lines, number and unnumber lines', async () => {
    expect(await run('trim-lines', '  a  \r\n\tb\t\n')).toBe('a\r\nb\n')
    expect(await run('remove-blank-lines', 'a\n\n  \nb\n')).toBe('a\nb\n')
    expect(await run('add-line-numbers', 'a\nb\n')).toBe('1 a\n2 b\n')
    expect(await run('add-line-numbers', 'a\nb', { separator: 'colon' })).toBe('1: a\n2: b')
    // CyberChef's padded numbers come off too; a line without a number stays.
    expect(await run('remove-line-numbers', ' 9 a\n10 b\nc')).toBe('a\nb\nc')
    expect(await run('remove-line-numbers', String(await run('add-line-numbers', '12 x\n\n', { separator: 'tab' })), { separator: 'tab' })).toBe('12 x\n\n')
  })

  it('head and tail, whole and streamed', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n')
    expect(await run('head', ten, { lines: 2 })).toBe('line 1\nline 2\n')
    expect(await run('tail', ten, { lines: 2 })).toBe('line 9\nline 10')
    expect(await run('tail', `${ten}\n`, { lines: 3 })).toBe('line 8\nline 9\nline 10\n')
    expect(await run('tail', ten, { lines: 0 })).toBe('')
    expect(await streamed('tail', ten, { lines: 3 }, 4)).toBe('line 8\nline 9\nline 10')
    expect(await streamed('head', ten, { lines: 1 }, 5)).toBe('line 1\n')
  })

  it('split at one delimiter and join with another', async () => {
    expect(await run('split-join', 'a,b,c')).toBe('a\nb\nc')
    expect(await run('split-join', 'a\nb', { split: '\\n', join: ', ' })).toBe('a, b')
    expect(await run('split-join', 'abc', { split: '', join: '\\t' })).toBe('a\tb\tc')
  })

  it('streams refuse bytes that are not UTF-8, saying where', async () => {
    await expect(streamed('trim-lines', Uint8Array.of(0x61, 0x0a, 0xff), {}, 2)).rejects.toThrow('Not UTF-8 text: a byte near 2 is not UTF-8')
  })
})

describe('find, count and extract', () => {
  it('find / replace: text taken literally, or a regex with $1 groups', async () => {
    expect(await run('find-replace', 'a.b.c', { find: '.', replace: '$1' })).toBe('a$1b$1c')
    expect(await run('find-replace', 'Cat cat', { find: 'CAT', replace: 'dog', caseInsensitive: true, global: false })).toBe('dog cat')
    // python3 -c "import re; print(re.sub(r'(\w+)@(\w+)', r'\2 at \1', 'ann@x and bob@y'))" -> "x at ann and y at bob"
    expect(await run('find-replace', 'ann@x and bob@y', { find: '(\\w+)@(\\w+)', replace: '$2 at $1', mode: 'regex' })).toBe('x at ann and y at bob')
    expect(await run('find-replace', 'a\nb', { find: '^', replace: '> ', mode: 'regex', multiline: true })).toBe('> a\n> b')
    expect(await run('find-replace', 'same', { find: '' })).toBe('same')
    expect(await error('find-replace', 'x', { find: '[a-', mode: 'regex' })).toBe('Invalid regular expression: /[a-/g: Unterminated character class')
  })

  it('count occurrences, of text or a regex', async () => {
    expect(await run('count-occurrences', 'aaaa', { find: 'aa' })).toBe('2')
    expect(await run('count-occurrences', 'a.b.c', { find: '.' })).toBe('2')
    expect(await run('count-occurrences', 'A1 b22 c333', { find: '\\d+', mode: 'regex' })).toBe('3')
    expect(await error('count-occurrences', 'x')).toBe('Find is empty: type the text (or regular expression) to count')
  })

  it('regex extract: matches or groups, as lines, CSV or JSON', async () => {
    const text = 'ann@x.com, bob@yy.com; eve@zz.org'
    const pattern = '(\\w+)@(\\w+)\\.com'
    expect(await run('regex-extract', text, { pattern })).toBe('ann@x.com\nbob@yy.com')
    // python3 -c "import re,json; print(json.dumps(re.findall(r'(\w+)@(\w+)\.com', text)))" -> [["ann","x"],["bob","yy"]]
    expect(await run('regex-extract', text, { pattern, extract: 'groups' })).toBe('ann\tx\nbob\tyy')
    expect(JSON.parse(String(await run('regex-extract', text, { pattern: '(?<user>\\w+)@(\\w+)\\.com', extract: 'groups', format: 'json' })))).toEqual([
      { user: 'ann', $2: 'x' },
      { user: 'bob', $2: 'yy' },
    ])
    expect(JSON.parse(String(await run('regex-extract', text, { pattern, format: 'json' })))).toEqual(['ann@x.com', 'bob@yy.com'])
    const csv = String(await run('regex-extract', 'a,"b"@q.com', { pattern: '([^ ]+)@(\\w+)\\.com', extract: 'groups', format: 'csv' }))
    expect(Papa.parse(csv).data).toEqual([['$1', '$2'], ['a,"b"', 'q']])
    // Matches with index and groups: the Regex Tester's export, checked against matchAll in regex.export.test.ts.
    expect(JSON.parse(String(await run('regex-extract', text, { pattern: '(?<user>\\w+)@(\\w+)\\.com', extract: 'details', format: 'json' })))).toEqual(
      [...text.matchAll(/(?<user>\w+)@(\w+)\.com/g)].map((m) => ({ index: m.index, match: m[0], captures: m.slice(1), groups: { ...m.groups } })),
    )
    expect(await error('regex-extract', text, { pattern: '\\w+', extract: 'groups' })).toBe('/\\w+/ has no capture groups: put ( ) around what to extract, or extract whole matches')
    expect(await error('regex-extract', text, { pattern: 'a)' })).toBe('Invalid regular expression: /a)/g: Unmatched \')\'')
  })
})

describe('whitespace, Unicode and invisible characters', () => {
  it('remove whitespace: all, ends, collapse', async () => {
    expect(await run('remove-whitespace', ' a b\t\nc ')).toBe('abc')
    expect(await run('remove-whitespace', ' a b\n ', { mode: 'ends' })).toBe('a b')
    expect(await run('remove-whitespace', ' a  b\n\tc ', { mode: 'collapse' })).toBe(' a b c ')
  })

  it('normalise as unicodedata.normalize does', async () => {
    const s = 'e\u0301 \ufb01 \u2460 A\u030a \u1e9b\u0323'
    // python3 -c "import unicodedata,json; print(json.dumps(unicodedata.normalize(F, s)))" for each form F
    expect(await run('unicode-normalize', s, { form: 'NFC' })).toBe('\u00e9 \ufb01 \u2460 \u00c5 \u1e9b\u0323')
    expect(await run('unicode-normalize', s, { form: 'NFD' })).toBe('e\u0301 \ufb01 \u2460 A\u030a \u017f\u0323\u0307')
    expect(await run('unicode-normalize', s, { form: 'NFKC' })).toBe('\u00e9 fi 1 \u00c5 \u1e69')
    expect(await run('unicode-normalize', s, { form: 'NFKD' })).toBe('e\u0301 fi 1 A\u030a s\u0323\u0307')
  })

  it('remove diacritics', async () => {
    // python3 -c "import unicodedata as u,json; d='Crème brûlée, Ångström, naïve Zoë, ø ł'; print(json.dumps(u.normalize('NFC',''.join(c for c in u.normalize('NFD',d) if not '\u0300'<=c<='\u036f'))))"
    expect(await run('remove-diacritics', 'Crème brûlée, Ångström, naïve Zoë, ø ł')).toBe('Creme brulee, Angstrom, naive Zoe, \u00f8 \u0142')
  })

  it('reveal invisible characters with their Unicode names, or as escapes', async () => {
    // python3 -c "import unicodedata; [print(hex(c), unicodedata.name(chr(c))) for c in (0xa0,0x200b,0x200d,0xfeff,0x202e,0x2066,0xad,0x2060,0x3000,0x180e)]"
    const names: [number, string][] = [
      [0xa0, 'NO-BREAK SPACE'], [0x200b, 'ZERO WIDTH SPACE'], [0x200d, 'ZERO WIDTH JOINER'], [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'], [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
      [0x2066, 'LEFT-TO-RIGHT ISOLATE'], [0xad, 'SOFT HYPHEN'], [0x2060, 'WORD JOINER'], [0x3000, 'IDEOGRAPHIC SPACE'], [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
    ]
    for (const [cp, name] of names) expect(await run('reveal-invisible', `a${String.fromCodePoint(cp)}b`)).toBe(`a<U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${name}>b`)
    expect(await run('reveal-invisible', 'a\u200bb\x00\r\n\tc')).toBe('a<U+200B ZERO WIDTH SPACE>b<U+0000 NULL><U+000D CARRIAGE RETURN>\n\tc')
    expect(await run('reveal-invisible', 'a\u200bb\u{e0041}', { format: 'escape' })).toBe('a\\u200bb\\u{e0041}')
    expect(await streamed('reveal-invisible', 'x\u200by\n')).toBe('x<U+200B ZERO WIDTH SPACE>y\n')
  })

  it('remove invisible characters, keeping emoji sequences whole', async () => {
    expect(await run('remove-invisible', '\ufeffpass\u200bword\u202e\u00a0x\r\n')).toBe('password x\r\n')
    // A family emoji (ZWJ between emoji) and the flag of England (tags after 🏴) stay; a stray ZWJ goes.
    expect(await run('remove-invisible', '👨\u200d👩 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} a\u200db')).toBe('👨\u200d👩 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} ab')
  })
})

describe('statistics', () => {
  it('count lines, words, characters and bytes (Python len)', async () => {
    const t = 'The quick  brown fox\njumps over\n\nthe lazy dög 🦊\n'
    // python3 -c "t=...; print(len(t.splitlines()), len(t.split()), len(t), len(t.encode()))" -> 4 10 48 52
    expect(JSON.parse(String(await run('count-text', t)))).toEqual({ lines: 4, words: 10, characters: 48, bytes: 52 })
    expect(await streamed('count-text', t, {}, 3)).toBe(await run('count-text', t))
    expect(JSON.parse(String(await run('count-text', '')))).toEqual({ lines: 0, words: 0, characters: 0, bytes: 0 })
  })

  it('entropy in bits per byte (Python math.log2 over collections.Counter)', async () => {
    // python3 -c "import math,collections; b=b'hello world'; c=collections.Counter(b); print(-sum(v/len(b)*math.log2(v/len(b)) for v in c.values()))" -> 2.8453509366224368
    const json = JSON.parse(String(await run('shannon-entropy', utf8.encode('hello world'))))
    expect(json.entropy).toBeCloseTo(2.8453509366224368, 12)
    expect(json).toMatchObject({ bytes: 11, distinctBytes: 8 })
    expect(await run('shannon-entropy', utf8.encode('hello world'), { format: 'text' })).toBe('2.8454 bits per byte')
    // python3 -c "... b=bytes(range(256))*4 ..." -> 8.0
    const all = Uint8Array.from({ length: 1024 }, (_, i) => i % 256)
    expect(await run('shannon-entropy', all, { format: 'text' })).toBe('8.0000 bits per byte')
    expect(await run('shannon-entropy', new Uint8Array(0), { format: 'text' })).toBe('0.0000 bits per byte')
  })

  it('character frequency, most frequent first (counts as collections.Counter gives them)', async () => {
    // python3 -c "import collections; print(collections.Counter('hello world').most_common())"
    // -> [('l', 3), ('o', 2), ('h', 1), ('e', 1), (' ', 1), ('w', 1), ('r', 1), ('d', 1)]; ties here by code point.
    const rows = JSON.parse(String(await run('character-frequency', 'hello world'))) as { character: string; count: number; percent: number; codePoint: string }[]
    expect(rows.map((r) => [r.character, r.count])).toEqual([['l', 3], ['o', 2], [' ', 1], ['d', 1], ['e', 1], ['h', 1], ['r', 1], ['w', 1]])
    expect(rows[0]).toEqual({ character: 'l', codePoint: 'U+006C', count: 3, percent: 27.27 })
    expect(await run('character-frequency', 'aab\n', { format: 'table' })).toBe(
      ['Character  Code point  Count   Share', '"a"        U+0061          2  50.00%', '"\\n"       U+000A          1  25.00%', '"b"        U+0062          1  25.00%'].join('\n'),
    )
  })
})

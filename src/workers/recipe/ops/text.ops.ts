import { SEPARATOR_BY_NAME, slugify } from '../../../lib/slug'
import { applyCase, CASES } from '../../../lib/text-case'
import { compareCodePoints } from '../../format/json.impl'
import { exportMatches, noGroupsMessage } from '../../regex/regex.export'
import { runRegex } from '../../regex/regex.impl'
import { OpError, type Args, type ChunkTransformer, type OpImpl, type OpImpls } from '../op-impl'
import { compileRegex, flagsOf, joinLines, lineStream, mapLines, splitLines, unescapeArg, withoutCr, type LineFn } from './lines'

/** Text operations (src/ops/text.manifest.ts). */

const text = (v: unknown) => v as string
const caseOf = (label: string) => CASES.find((c) => c.label === label)!.convert

/** A case from the Case Converter, each line on its own when asked. */
const caseImpl = (label: string): OpImpl => ({ run: (input, args) => applyCase(caseOf(label), text(input), !!args.eachLine) })

/** An operation line by line: the same line function runs whole and streamed. */
const byLine = (make: (args: Args) => LineFn): OpImpl => ({ run: (input, args) => mapLines(text(input), make(args)), stream: (args) => lineStream(make(args)) })

/** An operation that reads every line and answers at the end (a count), whole or streamed. */
const folding = (make: (args: Args) => { fn: LineFn; end: () => string }): OpImpl => ({
  run(input, args) {
    const f = make(args)
    return mapLines(text(input), f.fn) + f.end()
  },
  stream(args) {
    const f = make(args)
    return lineStream(f.fn, f.end)
  },
})

/* Sort ---------------------------------------------------------------------------------------- */

const DIGITS = /(\d+)/
/** Natural order: runs of digits compare by value (file2 < file10), the rest by code point. */
function compareNatural(a: string, b: string): number {
  const x = a.split(DIGITS)
  const y = b.split(DIGITS)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue
    if (i % 2 === 1) {
      const p = x[i]!.replace(/^0+(?=\d)/, '')
      const q = y[i]!.replace(/^0+(?=\d)/, '')
      if (p.length !== q.length) return p.length - q.length
      if (p !== q) return p < q ? -1 : 1
      continue
    }
    return compareCodePoints(x[i]!, y[i]!)
  }
  return x.length - y.length
}

const LEADING_NUMBER = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/
/** The number a line starts with, or NaN. */
const leadingNumber = (s: string) => {
  const m = LEADING_NUMBER.exec(s)
  return m ? Number(m[0]) : NaN
}

/** Numeric order: by leading number; lines without one after them, in code point order. */
function compareNumeric(a: string, b: string): number {
  const x = leadingNumber(a)
  const y = leadingNumber(b)
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) && Number.isNaN(y) ? compareCodePoints(a, b) : Number.isNaN(x) ? 1 : -1
  return x - y
}

const codePoints = (s: string) => {
  let n = 0
  for (const _ of s) n++
  return n
}

const ORDERS: Record<string, (a: string, b: string) => number> = {
  alphabetical: compareCodePoints,
  natural: compareNatural,
  numeric: compareNumeric,
  length: (a, b) => codePoints(a) - codePoints(b),
}

/** A line's key for comparing: without its CR, folded when case-insensitive. */
const keyOf = (line: string, ci: unknown) => {
  const k = withoutCr(line)[0]
  return ci ? k.toLowerCase() : k
}

function sortLines(input: string, args: Args): string {
  const split = splitLines(input)
  const compare = ORDERS[String(args.order)] ?? compareCodePoints
  const sign = args.reverse ? -1 : 1
  const keyed = split.lines.map((line) => ({ line, key: keyOf(line, args.caseInsensitive) }))
  keyed.sort((a, b) => sign * compare(a.key, b.key))
  return joinLines({ lines: keyed.map((k) => k.line), lastEnded: split.lastEnded })
}

function uniqueLines(input: string, args: Args): string {
  const split = splitLines(input)
  const seen = new Map<string, { line: string; count: number }>()
  for (const line of split.lines) {
    const key = keyOf(line, args.caseInsensitive)
    const got = seen.get(key)
    if (got) got.count++
    else seen.set(key, { line, count: 1 })
  }
  const kept = [...seen.values()]
  const width = String(Math.max(0, ...kept.map((k) => k.count))).length
  return joinLines({ lines: kept.map((k) => (args.count ? `${String(k.count).padStart(width)} ${k.line}` : k.line)), lastEnded: split.lastEnded })
}

/* Find, count, extract ------------------------------------------------------------------------ */

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function findReplace(input: string, args: Args): string {
  const find = String(args.find)
  if (!find) return input
  const replace = String(args.replace)
  const global = args.global ? 'g' : ''
  if (args.mode === 'regex') return input.replace(compileRegex(find, flagsOf(args, global)), replace)
  // Text: the replacement is taken as it is ($1 means nothing here).
  return input.replace(new RegExp(escapeRegex(find), global + (args.caseInsensitive ? 'i' : '')), () => replace)
}

function countOccurrences(input: string, args: Args): string {
  const find = String(args.find)
  if (!find) throw new OpError('Find is empty: type the text (or regular expression) to count')
  const pattern = args.mode === 'regex' ? find : escapeRegex(find)
  const re = compileRegex(pattern, flagsOf(args, 'g'))
  return String(runRegex({ pattern: re.source, flags: re.flags, text: input }, 0).count)
}

async function regexExtract(input: string, args: Args): Promise<string> {
  const pattern = String(args.pattern)
  if (!pattern) return ''
  const re = compileRegex(pattern, flagsOf(args, 'g'))
  const { matches, names } = runRegex({ pattern, flags: re.flags, text: input }, Infinity)
  const what = args.extract === 'groups' || args.extract === 'details' ? args.extract : 'matches'
  const format = args.format === 'csv' || args.format === 'json' ? args.format : 'lines'
  if (what === 'groups' && !names.length) throw new OpError(noGroupsMessage(pattern))
  // The Regex Tester's export: the same function.
  return exportMatches(matches, names, pattern, { what, format })
}

/* Invisible characters ------------------------------------------------------------------------ */

/** Unicode names (UnicodeData.txt, and the name aliases for control characters). */
const NAMES: Record<number, string> = {
  0x00: 'NULL', 0x01: 'START OF HEADING', 0x02: 'START OF TEXT', 0x03: 'END OF TEXT', 0x04: 'END OF TRANSMISSION', 0x05: 'ENQUIRY', 0x06: 'ACKNOWLEDGE', 0x07: 'BELL',
  0x08: 'BACKSPACE', 0x0b: 'LINE TABULATION', 0x0c: 'FORM FEED', 0x0d: 'CARRIAGE RETURN', 0x0e: 'SHIFT OUT', 0x0f: 'SHIFT IN', 0x10: 'DATA LINK ESCAPE',
  0x11: 'DEVICE CONTROL ONE', 0x12: 'DEVICE CONTROL TWO', 0x13: 'DEVICE CONTROL THREE', 0x14: 'DEVICE CONTROL FOUR', 0x15: 'NEGATIVE ACKNOWLEDGE', 0x16: 'SYNCHRONOUS IDLE',
  0x17: 'END OF TRANSMISSION BLOCK', 0x18: 'CANCEL', 0x19: 'END OF MEDIUM', 0x1a: 'SUBSTITUTE', 0x1b: 'ESCAPE', 0x1c: 'FILE SEPARATOR', 0x1d: 'GROUP SEPARATOR',
  0x1e: 'RECORD SEPARATOR', 0x1f: 'UNIT SEPARATOR', 0x7f: 'DELETE', 0x85: 'NEXT LINE',
  0xa0: 'NO-BREAK SPACE', 0xad: 'SOFT HYPHEN', 0x34f: 'COMBINING GRAPHEME JOINER', 0x61c: 'ARABIC LETTER MARK', 0x115f: 'HANGUL CHOSEONG FILLER', 0x1160: 'HANGUL JUNGSEONG FILLER',
  0x1680: 'OGHAM SPACE MARK', 0x180e: 'MONGOLIAN VOWEL SEPARATOR', 0x2000: 'EN QUAD', 0x2001: 'EM QUAD', 0x2002: 'EN SPACE', 0x2003: 'EM SPACE', 0x2004: 'THREE-PER-EM SPACE',
  0x2005: 'FOUR-PER-EM SPACE', 0x2006: 'SIX-PER-EM SPACE', 0x2007: 'FIGURE SPACE', 0x2008: 'PUNCTUATION SPACE', 0x2009: 'THIN SPACE', 0x200a: 'HAIR SPACE',
  0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER', 0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR', 0x2029: 'PARAGRAPH SEPARATOR', 0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x202f: 'NARROW NO-BREAK SPACE', 0x205f: 'MEDIUM MATHEMATICAL SPACE', 0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION', 0x2062: 'INVISIBLE TIMES', 0x2063: 'INVISIBLE SEPARATOR', 0x2064: 'INVISIBLE PLUS', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE', 0x206a: 'INHIBIT SYMMETRIC SWAPPING', 0x206b: 'ACTIVATE SYMMETRIC SWAPPING',
  0x206c: 'INHIBIT ARABIC FORM SHAPING', 0x206d: 'ACTIVATE ARABIC FORM SHAPING', 0x206e: 'NATIONAL DIGIT SHAPES', 0x206f: 'NOMINAL DIGIT SHAPES', 0x3000: 'IDEOGRAPHIC SPACE',
  0x3164: 'HANGUL FILLER', 0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xffa0: 'HALFWIDTH HANGUL FILLER', 0xfff9: 'INTERLINEAR ANNOTATION ANCHOR',
  0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR', 0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR', 0xe0001: 'LANGUAGE TAG', 0xe007f: 'CANCEL TAG',
}

/** What Reveal shows: every character named above, C0 and C1 controls but tab and line feed, tag characters. */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and lone joiners are what is looked for
const INVISIBLE = /[\0-\x08\x0b-\x1f\x7f-\x9f\xa0\xad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\uffa0\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu

const nameOf = (cp: number) => NAMES[cp] ?? (cp >= 0xe0020 && cp <= 0xe007e ? `TAG ${JSON.stringify(String.fromCodePoint(cp - 0xe0000))}` : cp <= 0x9f ? 'CONTROL' : 'TAG')
const hex4 = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0')

function reveal(line: string, format: unknown): string {
  return line.replace(INVISIBLE, (ch) => {
    const cp = ch.codePointAt(0)!
    if (format === 'escape') return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`
    return `<U+${hex4(cp)} ${nameOf(cp)}>`
  })
}

/** Odd spaces become a plain space. */
const ODD_SPACE = /[\xa0\u1680\u2000-\u200a\u202f\u205f\u3000]/g
/**
 * What Remove drops: the invisible characters but tab, CR and LF, ZWNJ (Persian and Indic spelling
 * needs it), a ZWJ between emoji and the tags of a flag (🏴 + tags), which make one emoji.
 */
const DROPPED =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and lone joiners are what is removed
  /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|(?<!\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d|\u200d(?!\p{Extended_Pictographic})|(?<!\u{1f3f4}[\u{e0020}-\u{e007e}]*)[\u{e0000}-\u{e007f}]/gu

/* Statistics ---------------------------------------------------------------------------------- */

function countText(): { fn: LineFn; end: () => string } {
  let lines = 0
  let words = 0
  let characters = 0
  let bytes = 0
  const utf8 = new TextEncoder()
  return {
    fn(line, _i, ended) {
      lines++
      words += line.split(/\s+/).filter(Boolean).length
      characters += codePoints(line) + (ended ? 1 : 0)
      bytes += utf8.encode(line).length + (ended ? 1 : 0)
      return null
    },
    end: () => JSON.stringify({ lines, words, characters, bytes }, null, 2),
  }
}

function characterFrequency(args: Args): { fn: LineFn; end: () => string } {
  const counts = new Map<string, number>()
  const add = (ch: string) => counts.set(ch, (counts.get(ch) ?? 0) + 1)
  return {
    fn(line, _i, ended) {
      for (const ch of line) add(ch)
      if (ended) add('\n')
      return null
    },
    end() {
      const total = [...counts.values()].reduce((a, b) => a + b, 0)
      const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].codePointAt(0)! - b[0].codePointAt(0)!)
      const percent = (n: number) => Math.round((n / total) * 1e4) / 100
      if (args.format === 'table') {
        const cells = rows.map(([ch, n]) => [JSON.stringify(ch), `U+${hex4(ch.codePointAt(0)!)}`, String(n), `${percent(n).toFixed(2)}%`])
        const all = [['Character', 'Code point', 'Count', 'Share'], ...cells]
        const widths = [0, 1, 2, 3].map((c) => Math.max(...all.map((r) => codePoints(r[c]!))))
        return all.map((r) => r.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]!) : cell + ' '.repeat(widths[c]! - codePoints(cell)))).join('  ').trimEnd()).join('\n')
      }
      return JSON.stringify(rows.map(([ch, n]) => ({ character: ch, codePoint: `U+${hex4(ch.codePointAt(0)!)}`, count: n, percent: percent(n) })), null, 2)
    },
  }
}

/** Shannon entropy, in bits per byte, of byte counts. */
function entropyOf(counts: Uint32Array | number[], total: number): number {
  let h = 0
  for (const c of counts) if (c) h -= (c / total) * Math.log2(c / total)
  return h
}

const entropyText = (counts: number[], total: number, format: unknown) => {
  const h = total ? entropyOf(counts, total) : 0
  return format === 'text' ? `${h.toFixed(4)} bits per byte` : JSON.stringify({ entropy: h, bytes: total, distinctBytes: counts.filter(Boolean).length }, null, 2)
}

function entropyStream(args: Args): ChunkTransformer {
  const counts = new Array<number>(256).fill(0)
  let total = 0
  return {
    push(chunk) {
      for (const b of chunk) counts[b]!++
      total += chunk.length
      return new Uint8Array(0)
    },
    flush: () => new TextEncoder().encode(entropyText(counts, total, args.format)),
  }
}

/* The rest ------------------------------------------------------------------------------------ */

const LINE_NUMBER_SEPARATORS: Record<string, string> = { space: ' ', tab: '\t', colon: ': ', dot: '. ' }
const lineNumberSeparator = (args: Args) => LINE_NUMBER_SEPARATORS[String(args.separator)] ?? ' '

/** Combining diacritical marks (the blocks at U+0300, U+1AB0, U+1DC0, U+20D0 and U+FE20). */
// eslint-disable-next-line no-misleading-character-class -- lone combining marks are what is removed
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g

const swapCase = (s: string) => Array.from(s, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('')

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The last n lines, kept as they come (at most 2n at once). */
function tailLines(args: Args): { fn: LineFn; end: () => string } {
  const n = Math.max(0, Math.floor(Number(args.lines)))
  let kept: string[] = []
  return {
    fn(line, _i, ended) {
      if (n === 0) return null
      kept.push(ended ? `${line}\n` : line)
      if (kept.length >= 2 * n) kept = kept.slice(-n)
      return null
    },
    end: () => (n === 0 ? '' : kept.slice(-n).join('')),
  }
}

export default {
  'to-upper-case': byLine(() => (l) => l.toUpperCase()),
  'to-lower-case': byLine(() => (l) => l.toLowerCase()),
  'to-title-case': caseImpl('Title Case'),
  'to-sentence-case': caseImpl('Sentence case'),
  'to-camel-case': caseImpl('camelCase'),
  'to-pascal-case': caseImpl('PascalCase'),
  'to-snake-case': caseImpl('snake_case'),
  'to-kebab-case': caseImpl('kebab-case'),
  'to-constant-case': caseImpl('CONSTANT_CASE'),
  'to-dot-case': caseImpl('dot.case'),
  'to-path-case': caseImpl('path/case'),
  'to-alternating-case': { run: (input) => caseOf('aLtErNaTiNg CaSe')(text(input)) },
  'swap-case': byLine(() => swapCase),
  slugify: {
    run(input, args) {
      const one = (inputText: string) =>
        slugify({
          inputText,
          separator: SEPARATOR_BY_NAME[String(args.separator)] ?? '-',
          lowercase: !!args.lowercase,
          removeSpecialChars: !!args.removeSpecialChars,
          removeStopWords: !!args.removeStopWords,
          maxLength: Number(args.maxLength) > 0 ? String(Math.floor(Number(args.maxLength))) : '',
        })
      return args.eachLine ? applyCase(one, text(input), true) : one(text(input))
    },
  },
  'sort-lines': { run: (input, args) => sortLines(text(input), args) },
  'unique-lines': { run: (input, args) => uniqueLines(text(input), args) },
  'reverse-lines': {
    run(input) {
      const split = splitLines(text(input))
      return joinLines({ lines: split.lines.reverse(), lastEnded: split.lastEnded })
    },
  },
  'reverse-text': { run: (input) => Array.from(graphemes.segment(text(input)), (s) => s.segment).reverse().join('') },
  'filter-lines': byLine((args) => {
    const re = compileRegex(String(args.pattern), flagsOf(args))
    return (line) => (re.test(withoutCr(line)[0]) !== !!args.invert ? line : null)
  }),
  'count-text': folding(countText),
  'count-occurrences': { run: (input, args) => countOccurrences(text(input), args) },
  'find-replace': { run: (input, args) => findReplace(text(input), args) },
  'regex-extract': { run: (input, args) => regexExtract(text(input), args) },
  'trim-lines': byLine(() => (line) => {
    const [l, cr] = withoutCr(line)
    return cr(l.trim())
  }),
  'remove-blank-lines': byLine(() => (line) => (line.trim() ? line : null)),
  'remove-whitespace': {
    run(input, args) {
      const t = text(input)
      return args.mode === 'ends' ? t.trim() : args.mode === 'collapse' ? t.replace(/\s+/g, ' ') : t.replace(/\s+/g, '')
    },
  },
  'add-line-numbers': byLine((args) => (line, i) => `${i + 1}${lineNumberSeparator(args)}${line}`),
  'remove-line-numbers': byLine((args) => {
    const re = new RegExp(`^ *\\d+${escapeRegex(lineNumberSeparator(args))}`)
    return (line) => line.replace(re, '')
  }),
  head: byLine((args) => (line, i) => (i < Number(args.lines) ? line : null)),
  tail: folding(tailLines),
  'split-join': {
    run(input, args) {
      const at = unescapeArg(String(args.split))
      const t = text(input)
      return (at ? t.split(at) : Array.from(t)).join(unescapeArg(String(args.join)))
    },
  },
  'unicode-normalize': byLine((args) => (line) => line.normalize(String(args.form) as 'NFC')),
  'remove-diacritics': byLine(() => (line) => line.normalize('NFD').replace(DIACRITICS, '').normalize('NFC')),
  'reveal-invisible': byLine((args) => (line) => reveal(line, args.format)),
  'remove-invisible': byLine(() => (line) => line.replace(DROPPED, '').replace(ODD_SPACE, ' ')),
  'shannon-entropy': {
    run(input, args) {
      const counts = new Array<number>(256).fill(0)
      for (const b of input as Uint8Array) counts[b]!++
      return entropyText(counts, (input as Uint8Array).length, args.format)
    },
    stream: entropyStream,
  },
  'character-frequency': folding(characterFrequency),
} satisfies OpImpls

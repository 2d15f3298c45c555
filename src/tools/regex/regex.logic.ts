/** SPEC "Regex Tester" and DECISIONS D8. */
export type Flags = { global: boolean; ignoreCase: boolean; multiline: boolean; dotAll: boolean; unicode: boolean; sticky: boolean }
export type RegexState = { pattern: string; testString: string; flags: Flags; replacement: string }

export const FLAG_LETTERS: { key: keyof Flags; letter: string; label: string }[] = [
  { key: 'global', letter: 'g', label: 'global' },
  { key: 'ignoreCase', letter: 'i', label: 'ignoreCase' },
  { key: 'multiline', letter: 'm', label: 'multiline' },
  { key: 'dotAll', letter: 's', label: 'dotAll' },
  { key: 'unicode', letter: 'u', label: 'unicode' },
  { key: 'sticky', letter: 'y', label: 'sticky' },
]

export const DEFAULTS: RegexState = {
  pattern: '',
  testString: '',
  flags: { global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false },
  replacement: '',
}

export const VALID_MESSAGE = 'Valid regex'
export const TIME_LIMIT_MS = 1000
export const TOO_SLOW_MESSAGE = `The pattern took longer than ${TIME_LIMIT_MS / 1000} s and was stopped (catastrophic backtracking?). Simplify nested quantifiers such as (a+)+.`

export const flagString = (flags: Flags) => FLAG_LETTERS.filter((f) => flags[f.key]).map((f) => f.letter).join('')

/** The live display: `/pattern/gi`. */
export const display = (pattern: string, flags: Flags) => `/${pattern}/${flagString(flags)}`

/** SPEC: the match-count badge, singular or plural. */
export const countLabel = (n: number) => (n === 1 ? '1 match' : `${n.toLocaleString('en-US')} matches`)

/** The engine's own message for an invalid pattern, or null when it compiles. */
export function compileError(pattern: string, flags: Flags): string | null {
  try {
    new RegExp(pattern, flagString(flags))
    return null
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

export const validateState = (s: RegexState, d: RegexState): RegexState => ({
  ...s,
  flags: Object.fromEntries(FLAG_LETTERS.map(({ key }) => [key, typeof s.flags[key] === 'boolean' ? s.flags[key] : d.flags[key]])) as Flags,
})

/* -------------------------------------------------------------------------------------------- */
/* Match details                                                                                 */

export const NOT_MATCHED = 'not matched'
export const EMPTY_TEXT = '(empty)'

/**
 * One capture group of a match as the details show it: `$1`, its name if it has one (so a named
 * group is listed once, under its number), and its text, "(empty)" for an empty capture, or
 * "not matched" for a group that took no part in the match (`(a)|(b)` matching "b": $1).
 */
export type GroupRow = { label: string; name: string | undefined; kind: 'text' | 'empty' | 'unmatched'; text: string }

export function groupRows(groups: readonly (string | undefined)[], names: readonly (string | undefined)[]): GroupRow[] {
  return groups.map((g, i) => ({
    label: `$${i + 1}`,
    name: names[i],
    kind: g === undefined ? 'unmatched' : g === '' ? 'empty' : 'text',
    text: g === undefined ? NOT_MATCHED : g === '' ? EMPTY_TEXT : g,
  }))
}

/** Characters of one match or group shown in the details; the rest is counted, and copied in full. */
export const SHOWN_CHARS = 300

/** The start of a long text and how many characters were left out. */
export function clip(text: string, max = SHOWN_CHARS): { shown: string; more: number } {
  return text.length <= max ? { shown: text, more: 0 } : { shown: text.slice(0, max), more: text.length - max }
}

/** Match cards rendered at first and added per step as the list is scrolled (1,000 at most are listed). */
export const MATCH_PAGE = 50

/** What the details say when more matches were found than are listed and highlighted. */
export const truncatedNote = (listed: number, count: number) =>
  `The first ${listed.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} matches are highlighted and listed.`

/* -------------------------------------------------------------------------------------------- */
/* Hints for syntax from other regex flavours                                                    */

/** The flag checkbox that does what an inline flag letter does elsewhere (Python, PCRE, Java). */
const INLINE_FLAG: Record<string, string> = {
  i: 'ignoreCase (i)',
  m: 'multiline (m)',
  s: 'dotAll (s)',
  u: 'unicode (u)',
}

const JS = "JavaScript's RegExp"
const listWords = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`)

export const HINTS = {
  pythonGroup: (name: string) => `Python-style named group: in JavaScript write (?<${name}>...)`,
  pythonBackreference: (name: string) => `Python-style backreference: in JavaScript write \\k<${name}>`,
  atomic: `Atomic groups (?>...) are not supported in ${JS}: (?=(...))\\1 matches the same way (it adds a numbered group)`,
  possessive: `Possessive quantifiers (a++, a*+, a?+) are not supported in ${JS}: write (?=(a+))\\1 for a++`,
  startOfText: `\\A is not supported in ${JS}: use ^ (with the multiline (m) flag off) for the start of the text`,
  endOfText: (letter: string) => `\\${letter} is not supported in ${JS}: use $ (with the multiline (m) flag off) for the end of the text`,
  comment: `Comments (?#...) are not supported in ${JS}: remove them`,
  /** `(?i)`, `(?ms)`, `(?x)`, `(?i-s)`: global inline flags. (Scoped ones, `(?i:...)`, are JavaScript.) */
  inlineFlags: (group: string, on: string) => {
    const letters = [...new Set(on)]
    const tick = letters.filter((l) => INLINE_FLAG[l]).map((l) => INLINE_FLAG[l]!)
    const other = letters.filter((l) => !INLINE_FLAG[l] && l !== 'x')
    let text = `Inline flags are not supported in ${JS}: remove ${group}`
    if (tick.length) text += ` and tick the ${listWords(tick)} ${tick.length === 1 ? 'flag' : 'flags'} instead`
    if (letters.includes('x')) text += '; x (free-spacing) has no equivalent: take the spaces and comments out of the pattern'
    if (other.length) text += `; ${listWords(other)} ${other.length === 1 ? 'has' : 'have'} no equivalent`
    return text
  },
}

/**
 * Hints for syntax of other regex flavours that JavaScript does not take (or reads differently:
 * `\A` is a plain "A" without the unicode flag). Shown under the pattern, besides the engine's own
 * message when the pattern does not compile. Escapes and character classes are skipped, so `\(?P<`
 * and `[(?i)]` give no hint.
 */
export function patternHints(pattern: string): string[] {
  const hints = new Set<string>()
  let inClass = false
  let quantified = false // the last token was a quantifier, so a `+` after it makes it possessive
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '\\') {
      const next = pattern[i + 1]
      if (inClass) {
        // An escape inside a class is one character of the class.
      } else if (next === 'A') hints.add(HINTS.startOfText)
      else if (next === 'Z' || next === 'z') hints.add(HINTS.endOfText(next))
      i++
      quantified = false
      continue
    }
    if (inClass) {
      if (c === ']') inClass = false
      continue
    }
    if (c === '[') {
      inClass = true
      quantified = false
      continue
    }
    if (c === '(') {
      quantified = false
      if (pattern[i + 1] !== '?') continue
      const rest = pattern.slice(i, i + 200)
      let m: RegExpExecArray | null
      if ((m = /^\(\?P<([^>]*)>/.exec(rest))) hints.add(HINTS.pythonGroup(m[1] || 'name'))
      else if ((m = /^\(\?P=([^)]*)\)/.exec(rest))) hints.add(HINTS.pythonBackreference(m[1] || 'name'))
      else if (rest.startsWith('(?>')) hints.add(HINTS.atomic)
      else if (rest.startsWith('(?#')) hints.add(HINTS.comment)
      else if ((m = /^\(\?([a-zA-Z]*)(?:-([a-zA-Z]*))?\)/.exec(rest)) && (m[1] || m[2])) hints.add(HINTS.inlineFlags(m[0], m[1] ?? ''))
      i++ // the `?` of `(?` is not a quantifier
      continue
    }
    if (c === '*' || c === '+' || c === '?') {
      if (quantified && c === '+') hints.add(HINTS.possessive)
      quantified = !quantified
      continue
    }
    if (c === '{') {
      const m = /^\{\d+(?:,\d*)?\}/.exec(pattern.slice(i, i + 24))
      if (m) {
        quantified = true
        i += m[0].length - 1
        continue
      }
    }
    quantified = false
  }
  return [...hints]
}

/** Characters of a replacement result shown on screen; Copy takes all of it (D22). */
export const REPLACED_PREVIEW_CHARS = 10_000

export const replacedNote = (total: number) =>
  `Showing the first ${REPLACED_PREVIEW_CHARS.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} characters; Copy copies all of it.`

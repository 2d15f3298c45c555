/**
 * Strings shaped by a regular expression, drawn with a caller's random source (the seeded faker).
 *
 * Why not faker's own `helpers.fromRegExp`: in @faker-js/faker 10.6 it handles only characters,
 * classes and quantifiers on single characters, so `[A-Z]{3}-\d{4}` gives `ABC-\dddd` and
 * `(foo|bar)+` gives `(foo|bar))`: strings that do not match their pattern. This generator parses
 * the pattern (JavaScript syntax, no flags) and every string it draws matches it: alternation,
 * groups (capturing, non-capturing, named), classes with ranges and negation, the escapes \d \w \s
 * (and their negations), `.`, and every quantifier. What cannot be drawn without solving the
 * pattern (lookarounds, backreferences, word boundaries, anchors inside it) is refused with a
 * clear message. Pure: no faker import, so the screen can check a pattern as it is typed.
 */

export type RegexNode =
  | { t: 'seq'; items: RegexNode[] }
  | { t: 'alt'; options: RegexNode[] }
  /** One character out of these code points. */
  | { t: 'set'; chars: number[] }
  | { t: 'repeat'; node: RegexNode; min: number; max: number }

/** A repeat with no upper bound (`*`, `+`, `{n,}`) draws at most this many more than its minimum. */
export const OPEN_REPEAT_EXTRA = 8
/** Counts above this (`a{5000}`) are refused: one field's value should stay a short string. */
export const MAX_REPEAT = 1000

export class PatternError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PatternError'
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const DIGITS = range(48, 57)
const WORD = [...range(48, 57), ...range(65, 90), 95, ...range(97, 122)]
const ALNUM = [...range(48, 57), ...range(65, 90), ...range(97, 122)]
/** Printable ASCII: what a negated class or escape draws from. */
const PRINTABLE = range(32, 126)
const SPACE = [32]
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029
const without = (set: number[], drop: (c: number) => boolean) => set.filter((c) => !drop(c))

/** What each class escape stands for, and its negation (drawn from printable ASCII). */
const CLASS_ESCAPES: Record<string, number[]> = {
  d: DIGITS,
  D: without(PRINTABLE, (c) => c >= 48 && c <= 57),
  w: WORD,
  W: without(PRINTABLE, (c) => WORD.includes(c)),
  s: SPACE,
  S: without(PRINTABLE, isSpace),
}
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 }

/** The pattern's own syntax error, in the browser's words without the pattern repeated. */
export function syntaxError(pattern: string): string | null {
  try {
    new RegExp(pattern)
    return null
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    return message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '')
  }
}

/**
 * Parses a pattern into the tree `draw` walks. Throws PatternError with a message for the screen:
 * the browser's syntax error ("Invalid regex: Unterminated group"), or what is not supported.
 */
export function parsePattern(pattern: string): RegexNode {
  if (pattern === '') throw new PatternError('Enter a pattern, e.g. [A-Z]{3}-\\d{4}')
  const invalid = syntaxError(pattern)
  if (invalid) throw new PatternError(`Invalid regex: ${invalid}`)
  let i = 0
  const unsupported = (what: string): never => {
    throw new PatternError(`Not supported in a generated string: ${what}`)
  }

  const readEscape = (inClass: boolean): number[] => {
    // At the character after the backslash.
    const c = pattern[i]!
    i++
    if (CLASS_ESCAPES[c]) return CLASS_ESCAPES[c]!
    if (c in CONTROL_ESCAPES && !(c === '0' && /[0-9]/.test(pattern[i] ?? ''))) return [CONTROL_ESCAPES[c]!]
    if (c === 'b' && inClass) return [8]
    if (c === 'b' || c === 'B') unsupported('word boundaries (\\b, \\B)')
    if (/[1-9]/.test(c)) unsupported('backreferences (\\1)')
    if (c === 'k' && pattern[i] === '<') unsupported('backreferences (\\k<name>)')
    if (c === 'x' && /^[0-9a-fA-F]{2}/.test(pattern.slice(i))) {
      i += 2
      return [parseInt(pattern.slice(i - 2, i), 16)]
    }
    if (c === 'u' && /^[0-9a-fA-F]{4}/.test(pattern.slice(i))) {
      i += 4
      return [parseInt(pattern.slice(i - 4, i), 16)]
    }
    if (c === 'c' && /^[a-zA-Z]/.test(pattern.slice(i))) {
      i++
      return [pattern.charCodeAt(i - 1) % 32]
    }
    // Any other escaped character stands for itself (`\.`, `\-`, `\/`, and in this syntax `\p`).
    return [c.charCodeAt(0)]
  }

  const readClass = (): RegexNode => {
    // At the character after '['.
    let negate = false
    if (pattern[i] === '^') {
      negate = true
      i++
    }
    const chars = new Set<number>()
    // The syntax check has passed, so a ']' closes the class (`[]` is an empty class in JavaScript).
    while (pattern[i] !== ']') {
      let from: number[]
      if (pattern[i] === '\\') {
        i++
        from = readEscape(true)
      } else {
        from = [pattern.codePointAt(i)!]
        i += from[0]! > 0xffff ? 2 : 1
      }
      // A range a-z (not when either end is a class escape such as \d, where '-' is literal).
      if (pattern[i] === '-' && pattern[i + 1] !== ']' && pattern[i + 1] !== undefined && from.length === 1) {
        const save = i
        i++
        let to: number[]
        if (pattern[i] === '\\') {
          i++
          to = readEscape(true)
        } else {
          to = [pattern.codePointAt(i)!]
          i += to[0]! > 0xffff ? 2 : 1
        }
        if (to.length === 1) {
          for (let c = from[0]!; c <= to[0]!; c++) chars.add(c)
          continue
        }
        // `[a-\d]`: '-' taken literally, as JavaScript does.
        i = save
      }
      for (const c of from) chars.add(c)
    }
    i++ // ']'
    const list = negate ? without(PRINTABLE, (c) => chars.has(c)) : [...chars]
    if (list.length === 0) throw new PatternError(negate ? 'Not supported in a generated string: a negated class that excludes every printable character' : 'The class [] matches nothing')
    return { t: 'set', chars: list }
  }

  const readQuantifier = (): { min: number; max: number } | null => {
    const c = pattern[i]
    let q: { min: number; max: number } | null = null
    if (c === '*') q = { min: 0, max: OPEN_REPEAT_EXTRA }
    else if (c === '+') q = { min: 1, max: 1 + OPEN_REPEAT_EXTRA }
    else if (c === '?') q = { min: 0, max: 1 }
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))
      if (!m) return null // a literal '{' (JavaScript allows it outside unicode mode)
      const min = Number(m[1])
      const max = m[2] === undefined ? min : m[3] === '' ? min + OPEN_REPEAT_EXTRA : Number(m[3])
      if (min > MAX_REPEAT || (m[3] !== '' && max > MAX_REPEAT)) throw new PatternError(`Repeat counts above ${MAX_REPEAT.toLocaleString('en-US')} are not supported`)
      i += m[0].length - 1
      q = { min, max }
    }
    if (!q) return null
    i++
    if (pattern[i] === '?') i++ // lazy: the same strings
    return q
  }

  const readAlternatives = (depth: number): RegexNode => {
    const options: RegexNode[] = []
    for (;;) {
      options.push(readSequence(depth))
      if (pattern[i] === '|') {
        i++
        continue
      }
      break
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options }
  }

  const readSequence = (depth: number): RegexNode => {
    const items: RegexNode[] = []
    const start = i
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      const c = pattern[i]!
      let atom: RegexNode | null = null
      if (c === '^') {
        // Only as the pattern's first character (in any top-level alternative).
        if (depth > 0 || i !== start) unsupported('^ inside the pattern (only at its start)')
        i++
        continue
      }
      if (c === '$') {
        i++
        if (depth > 0 || (i < pattern.length && pattern[i] !== '|')) unsupported('$ inside the pattern (only at its end)')
        continue
      }
      if (c === '(') {
        i++
        if (pattern[i] === '?') {
          const kind = pattern.slice(i, i + 3)
          if (kind.startsWith('?:')) i += 2
          else if (kind.startsWith('?=') || kind.startsWith('?!') || kind === '?<=' || kind === '?<!') unsupported('lookaheads and lookbehinds')
          else if (kind.startsWith('?<')) i = pattern.indexOf('>', i) + 1
        }
        atom = readAlternatives(depth + 1)
        i++ // ')'
      } else if (c === '[') {
        i++
        atom = readClass()
      } else if (c === '\\') {
        i++
        atom = { t: 'set', chars: readEscape(false) }
      } else if (c === '.') {
        i++
        atom = { t: 'set', chars: ALNUM }
      } else {
        const code = pattern.codePointAt(i)!
        i += code > 0xffff ? 2 : 1
        atom = { t: 'set', chars: [code] }
      }
      const q = readQuantifier()
      items.push(q ? { t: 'repeat', node: atom, ...q } : atom)
    }
    return items.length === 1 ? items[0]! : { t: 'seq', items }
  }

  return readAlternatives(0)
}

/** Draws one string; `rand(n)` returns a whole number from 0 to n - 1. */
export function draw(node: RegexNode, rand: (n: number) => number): string {
  switch (node.t) {
    case 'set':
      return String.fromCodePoint(node.chars.length === 1 ? node.chars[0]! : node.chars[rand(node.chars.length)]!)
    case 'seq': {
      let out = ''
      for (const item of node.items) out += draw(item, rand)
      return out
    }
    case 'alt':
      return draw(node.options[rand(node.options.length)]!, rand)
    case 'repeat': {
      const times = node.min === node.max ? node.min : node.min + rand(node.max - node.min + 1)
      let out = ''
      for (let k = 0; k < times; k++) out += draw(node.node, rand)
      return out
    }
  }
}

/** The message for a pattern the screen shows under the field, or null when it can be drawn. */
export function patternProblem(pattern: string): string | null {
  try {
    parsePattern(pattern)
    return null
  } catch (e) {
    return e instanceof PatternError ? e.message : String(e)
  }
}

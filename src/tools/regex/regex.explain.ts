import { parse, type AstNode } from 'regjsparser'

/**
 * The pattern cut into tokens, each coloured by kind and explained (issue 35: "as regex101 does").
 * The pattern is parsed by regjsparser (the grammar of ECMAScript, flags u and v included), so the
 * tokens are the engine's own reading; a pattern it cannot parse is not explained (the engine's
 * message says why). The tokens cover the whole pattern, in order, without gaps.
 */
export type TokenKind = 'literal' | 'escape' | 'class' | 'group' | 'lookaround' | 'quantifier' | 'anchor' | 'alternation' | 'reference'
export type Token = { from: number; to: number; kind: TokenKind; text: string }

const FEATURES = { namedGroups: true, lookbehind: true, unicodePropertyEscape: true, unicodeSet: true, modifiers: true } as const

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
const times = (n: number) => (n === 1 ? '1 time' : `${n.toLocaleString('en-US')} times`)

const SINGLE_ESCAPES: Record<string, string> = {
  n: 'A line feed (newline, U+000A)',
  r: 'A carriage return (U+000D)',
  t: 'A tab (U+0009)',
  v: 'A vertical tab (U+000B)',
  f: 'A form feed (U+000C)',
  b: 'A backspace (U+0008)',
  0: 'The NUL character (U+0000)',
}

const CLASS_ESCAPES: Record<string, string> = {
  d: 'A digit (0-9)',
  D: 'Any character but a digit (0-9)',
  w: 'A word character (A-Z, a-z, 0-9 and _)',
  W: 'Any character but a word character (A-Z, a-z, 0-9 and _)',
  s: 'A whitespace character (space, tab, line breaks and the other Unicode spaces)',
  S: 'Any character but whitespace',
}

/** How one character of the pattern (a `value` node) reads. */
function valueText(raw: string, cp: number, kind: string): { kind: TokenKind; text: string } {
  const char = String.fromCodePoint(cp)
  if (kind === 'symbol') return { kind: 'literal', text: `The character "${char}"` }
  if (kind === 'identifier') return { kind: 'escape', text: `The character "${char}" (escaped, so taken literally)` }
  if (kind === 'singleEscape' || kind === 'null') return { kind: 'escape', text: SINGLE_ESCAPES[raw.slice(1)] ?? `The character "${char}"` }
  if (kind === 'controlLetter') return { kind: 'escape', text: `The control character ${hex(cp)} (${raw})` }
  const shown = cp >= 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp < 0xa0) ? ` "${char}"` : ''
  const how = kind === 'octal' ? 'an octal escape' : kind === 'hexadecimalEscape' ? 'a hexadecimal escape' : 'a Unicode escape'
  return { kind: 'escape', text: `The character ${hex(cp)}${shown} (${how})` }
}

function quantifierText(min: number, max: number | undefined, greedy: boolean): string {
  const count = max === undefined ? (min === 0 ? 'Zero or more times' : min === 1 ? 'One or more times' : `${times(min)} or more`) : min === max ? `Exactly ${times(min)}` : min === 0 && max === 1 ? 'Optional: zero times or once' : `Between ${min.toLocaleString('en-US')} and ${times(max)}`
  if (min === max) return count
  return `${count}, ${greedy ? 'as many as possible (greedy)' : 'as few as possible (lazy)'}`
}

const LOOKAROUND: Record<string, string> = {
  lookahead: 'Lookahead: what follows must match this, without taking part in the match',
  negativeLookahead: 'Negative lookahead: what follows must not match this',
  lookbehind: 'Lookbehind: what precedes must match this, without taking part in the match',
  negativeLookbehind: 'Negative lookbehind: what precedes must not match this',
}

type Flags = { ignoreCase: boolean; multiline: boolean; dotAll: boolean }

/** The tokens of `pattern` read with `flags` (a flag string such as "gimsuyv"), or null when it does not parse. */
export function explainPattern(pattern: string, flags: string): Token[] | null {
  let root: AstNode<typeof FEATURES>
  try {
    root = parse(pattern, flags.replace(/[^uv]/g, ''), FEATURES) as AstNode<typeof FEATURES>
  } catch {
    return null
  }
  const f: Flags = { ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s') }
  const tokens: Token[] = []
  let group = 0
  let inClass = 0
  const push = (from: number, to: number, kind: TokenKind, text: string) => {
    if (to > from) tokens.push({ from, to, kind, text })
  }
  const walk = (node: AstNode<typeof FEATURES> | { type: string; range: [number, number]; raw?: string; [k: string]: unknown }): void => {
    const n = node as AstNode<typeof FEATURES>
    const [start, end] = n.range
    switch (n.type) {
      case 'alternative':
        return n.body.forEach(walk)
      case 'disjunction':
        n.body.forEach((b, i) => {
          walk(b)
          if (i < n.body.length - 1) push(b.range[1], n.body[i + 1]!.range[0], 'alternation', 'Or: the alternative before this, or the one after it')
        })
        return
      case 'value': {
        const { kind, text } = valueText(n.raw, n.codePoint, n.kind)
        if (inClass) return push(start, end, 'class', text)
        return push(start, end, kind, f.ignoreCase && kind === 'literal' && /\p{L}/u.test(String.fromCodePoint(n.codePoint)) ? `${text}, in either case (flag i)` : text)
      }
      case 'dot':
        return push(start, end, 'class', f.dotAll ? 'Any character, line breaks included (flag s)' : 'Any character except line breaks (\\n, \\r, U+2028, U+2029)')
      case 'characterClassEscape':
        return push(start, end, 'class', CLASS_ESCAPES[n.value] ?? n.raw)
      case 'unicodePropertyEscape':
        return push(start, end, 'class', `${n.negative ? 'Any character without' : 'A character with'} the Unicode property ${n.value}`)
      case 'anchor': {
        const text =
          n.kind === 'start'
            ? f.multiline ? 'Start of a line (flag m)' : 'Start of the text'
            : n.kind === 'end'
              ? f.multiline ? 'End of a line (flag m)' : 'End of the text'
              : n.kind === 'boundary'
                ? 'A word boundary: between a word character and a non-word character (or the ends)'
                : 'Not a word boundary'
        return push(start, end, 'anchor', text)
      }
      case 'reference':
        return push(start, end, 'reference', n.name ? `Backreference: the same text as group "${n.name.value}" matched` : `Backreference: the same text as group #${n.matchIndex} matched`)
      case 'characterClassRange':
        return push(start, end, 'class', `A character in the range "${String.fromCodePoint(n.min.codePoint)}" (${hex(n.min.codePoint)}) to "${String.fromCodePoint(n.max.codePoint)}" (${hex(n.max.codePoint)})`)
      case 'quantifier': {
        walk(n.body[0])
        return push(n.body[0].range[1], end, 'quantifier', quantifierText(n.min, n.max, n.greedy))
      }
      case 'group': {
        const first = n.body[0]?.range[0] ?? end - 1
        let text: string
        let label: string
        let kind: TokenKind = 'group'
        if (n.behavior === 'normal') {
          group++
          label = n.name ? `named capturing group "${n.name.value}"` : `capturing group #${group}`
          text = n.name ? `Named capturing group "${n.name.value}" (group #${group})` : `Capturing group #${group}`
        } else if (n.behavior === 'ignore') {
          const m = n.modifierFlags
          label = 'non-capturing group'
          text = m ? `Non-capturing group with flag${m.enabling ? ` ${m.enabling} on` : ''}${m.enabling && m.disabling ? ' and' : ''}${m.disabling ? ` ${m.disabling} off` : ''} inside it` : 'Non-capturing group: groups without capturing'
        } else {
          kind = 'lookaround'
          text = LOOKAROUND[n.behavior]!
          label = text.split(':')[0]!.toLowerCase()
        }
        push(start, first, kind, text)
        n.body.forEach(walk)
        return push(end - 1, end, kind, `End of the ${label}`)
      }
      case 'characterClass': {
        const body = n.body as { type: string; range: [number, number] }[]
        const first = body[0]?.range[0] ?? end - 1
        push(start, first, 'class', n.negative ? 'Negated character class: any one character NOT listed here' : 'Character class: any one of the characters listed here')
        inClass++
        body.forEach((b, i) => {
          walk(b)
          const next = body[i + 1]
          // v mode: `&&` and `--` between the operands.
          if (next && n.kind !== 'union') {
            const raw = pattern.slice(b.range[1], next.range[0])
            push(b.range[1], next.range[0], 'class', raw === '&&' ? 'Intersection (flag v): only characters in both sides' : 'Subtraction (flag v): characters of the left side that are not in the right')
          }
        })
        inClass--
        return push(body.length ? body[body.length - 1]!.range[1] : end - 1, end, 'class', 'End of the character class')
      }
      default: {
        // v-mode string alternatives `\q{abc|def}`, and any node type a later parser adds.
        const raw = pattern.slice(start, end)
        return push(start, end, 'class', raw.startsWith('\\q{') ? `One of the strings ${raw.slice(3, -1).split('|').map((s) => `"${s}"`).join(', ')} (flag v)` : `"${raw}"`)
      }
    }
  }
  try {
    walk(root)
  } catch {
    return null // a node this reader does not know: no explanation rather than a broken screen
  }
  return mergeLiterals(tokens, pattern, f)
}

/** Consecutive plain characters read as one literal token ("The text \"abc\""), as regex101 lists them. */
function mergeLiterals(tokens: Token[], pattern: string, f: Flags): Token[] {
  const out: Token[] = []
  for (const t of tokens) {
    const last = out[out.length - 1]
    const literal = (x: Token) => x.kind === 'literal' && x.text.startsWith('The character')
    if (last && last.to === t.from && (literal(last) || last.text.startsWith('The text')) && literal(t) && !quantified(t, tokens)) {
      const from = last.from
      const text = pattern.slice(from, t.to)
      out[out.length - 1] = { from, to: t.to, kind: 'literal', text: `The text "${text}"${f.ignoreCase ? ', in either case (flag i)' : ''}` }
    } else out.push(t)
  }
  return out
}

/** True when a quantifier token follows `t` directly: `ab+` is "a", then "b" one or more times. */
function quantified(t: Token, tokens: readonly Token[]): boolean {
  return tokens.some((q) => q.kind === 'quantifier' && q.from === t.to)
}

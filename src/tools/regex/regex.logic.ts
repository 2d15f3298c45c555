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

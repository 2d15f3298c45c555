/** SPEC sections 2, 3, 5, 8 and 9, and DECISIONS D17: the password generator's rules. */

export const NO_CLASS = '❌ Please select at least one character type'
export const GENERATE_ERROR = '❌ Error generating password'
export const COPIED = 'Password copied to clipboard!'

export const MIN_LENGTH = 4
export const MAX_LENGTH = 50

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz'
export const NUMBERS = '0123456789'
export const SYMBOLS = '!@#$%^&*()_+-=[]{}|;:,.<>?'
export const AMBIGUOUS = '0O1lI|'

export type PasswordOptions = {
  length: number
  includeUppercase: boolean
  includeLowercase: boolean
  includeNumbers: boolean
  includeSymbols: boolean
  excludeAmbiguous: boolean
}

/** Persisted as `devtools-password-generator` (SPEC section 3 defaults). */
export const DEFAULTS: PasswordOptions = {
  length: 16,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSymbols: true,
  excludeAmbiguous: false,
}

export const clampLength = (n: number) => (Number.isFinite(n) ? Math.min(MAX_LENGTH, Math.max(MIN_LENGTH, Math.round(n))) : DEFAULTS.length)

export const validateOptions = (o: PasswordOptions): PasswordOptions => ({ ...o, length: clampLength(o.length) })

/** The character classes the options choose, ambiguous characters removed when asked. */
export function classesFor(o: PasswordOptions): string[] {
  const drop = (set: string) => (o.excludeAmbiguous ? [...set].filter((c) => !AMBIGUOUS.includes(c)).join('') : set)
  const out: string[] = []
  if (o.includeUppercase) out.push(drop(UPPERCASE))
  if (o.includeLowercase) out.push(drop(LOWERCASE))
  if (o.includeNumbers) out.push(drop(NUMBERS))
  if (o.includeSymbols) out.push(drop(SYMBOLS))
  return out
}

/** A source of uniformly random integers in [0, range). */
export type RandomSource = { next(): number; range: number }

/** crypto.getRandomValues, 32 bits at a time, buffered. */
export function cryptoSource(): RandomSource {
  const buf = new Uint32Array(256)
  let i = buf.length
  return {
    range: 2 ** 32,
    next() {
      if (i === buf.length) {
        crypto.getRandomValues(buf)
        i = 0
      }
      return buf[i++]!
    },
  }
}

/**
 * A uniform index in [0, n) without modulo bias: values at or above the largest multiple of n that
 * fits the source's range are rejected and drawn again (rejection sampling).
 */
export function uniformIndex(n: number, source: RandomSource): number {
  if (!(n >= 1 && n <= source.range)) throw new RangeError(`Cannot draw from ${n} choices`)
  const limit = source.range - (source.range % n)
  for (;;) {
    const x = source.next()
    if (x < limit) return x % n
  }
}

export type GenerateResult = { ok: true; password: string } | { ok: false; message: string }

/**
 * DECISIONS D17: every character drawn uniformly with crypto.getRandomValues; one character of each
 * chosen class is placed first, the rest come from the union of the classes, then a Fisher-Yates
 * shuffle (itself unbiased) mixes them so the guaranteed ones sit anywhere.
 */
export function generatePassword(options: PasswordOptions, source: RandomSource = cryptoSource()): GenerateResult {
  const classes = classesFor(options)
  if (classes.length === 0) return { ok: false, message: NO_CLASS }
  try {
    const length = clampLength(options.length)
    const pool = classes.join('')
    const chars = classes.map((set) => set[uniformIndex(set.length, source)]!)
    while (chars.length < length) chars.push(pool[uniformIndex(pool.length, source)]!)
    for (let i = chars.length - 1; i > 0; i--) {
      const j = uniformIndex(i + 1, source)
      ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
    }
    return { ok: true, password: chars.join('') }
  } catch {
    return { ok: false, message: GENERATE_ERROR }
  }
}

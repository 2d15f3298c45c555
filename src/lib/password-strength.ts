/**
 * SPEC sections 5 and 9: the password strength score shared by the Password Generator and the
 * Password Strength meter. One point each for length >= 8, length >= 12, a lower-case letter, an
 * upper-case letter, a digit and a non-alphanumeric character; percent = score x 16.67 capped at
 * 100; Weak below 40, Medium below 70, otherwise Strong.
 */
export type StrengthLabel = 'Weak' | 'Medium' | 'Strong'
export type Strength = { score: number; percent: number; label: StrengthLabel }

export function passwordScore(password: string): number {
  let score = 0
  if (password.length >= 8) score++
  if (password.length >= 12) score++
  if (/[a-z]/.test(password)) score++
  if (/[A-Z]/.test(password)) score++
  if (/[0-9]/.test(password)) score++
  if (/[^a-zA-Z0-9]/.test(password)) score++
  return score
}

export const strengthLabel = (percent: number): StrengthLabel => (percent < 40 ? 'Weak' : percent < 70 ? 'Medium' : 'Strong')

export function passwordStrength(password: string): Strength {
  const score = passwordScore(password)
  const percent = Math.min(score * 16.67, 100)
  return { score, percent, label: strengthLabel(percent) }
}

/** The percent as shown: a whole number (16.67 -> 17). */
export const percentText = (percent: number) => `${Math.round(percent)}%`

/** What zxcvbn-ts says about a password: its 0-4 score, the time to guess it, and its feedback. */
export type GuessEstimate = { score: number; crackTime: string; warning: string | null; suggestions: string[] }

type Zxcvbn = { check(password: string): { score: number; crackTimes: { offlineSlowHashingXPerSecond: { display: string } }; feedback: { warning: string | null; suggestions: string[] } } }
let loading: Promise<Zxcvbn> | null = null

/**
 * Loads zxcvbn-ts with its English and common dictionaries on first use (DECISIONS D17), as a chunk
 * of its own: the dictionaries are large and only the two password screens need them.
 */
export function loadZxcvbn(): Promise<Zxcvbn> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  )
  loading.catch(() => (loading = null))
  return loading
}

/**
 * zxcvbn's estimate: the time an offline attack against a slow hash (bcrypt-like, 10^4 guesses a
 * second) would need, and its feedback.
 */
export async function estimateGuessing(password: string): Promise<GuessEstimate> {
  const z = await loadZxcvbn()
  const r = z.check(password)
  return { score: r.score, crackTime: r.crackTimes.offlineSlowHashingXPerSecond.display, warning: r.feedback.warning, suggestions: r.feedback.suggestions }
}

/**
 * SPEC sections 5 and 9: the password strength score shared by the Password Generator and the
 * Password Strength meter. One point each for length >= 8, length >= 12, a lower-case letter, an
 * upper-case letter, a digit and a non-alphanumeric character; percent = score x 16.67 capped at
 * 100; Weak below 40, Medium below 70, otherwise Strong. The label shown is then capped by
 * zxcvbn-ts's verdict (DECISIONS D17, `strengthVerdict`), so "P@ssw0rd" is not called Strong.
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

const RANK: Record<StrengthLabel, number> = { Weak: 0, Medium: 1, Strong: 2 }

/**
 * The strongest label zxcvbn's score allows (index: zxcvbn's 0-4 score), so the label and its colour
 * never contradict the time-to-guess line (which is zxcvbn's offline slow-hash estimate). It follows
 * zxcvbn's own reading of its scores:
 * - 0 "too guessable", 1 "very guessable" (falls to an online attack, seconds offline): at most Weak;
 * - 2 "somewhat guessable", 3 "safely unguessable: moderate protection" offline (minutes to days):
 *   at most Medium;
 * - 4 "very unguessable: strong protection" offline (weeks or more): SPEC's label stands.
 * The cap only ever lowers SPEC's label; SPEC's percent (its six criteria) is kept as the figure.
 */
export const GUESS_CAP: readonly StrengthLabel[] = ['Weak', 'Weak', 'Medium', 'Medium', 'Strong']

/** SPEC's label lowered to what zxcvbn's 0-4 score allows (see GUESS_CAP). */
export function cappedLabel(label: StrengthLabel, guessScore: number): StrengthLabel {
  const cap = GUESS_CAP[Math.max(0, Math.min(4, Math.floor(guessScore)))] ?? 'Weak'
  return RANK[cap] < RANK[label] ? cap : label
}

/** SPEC's score and percent, with the label capped by zxcvbn's score (the label shown). */
export function strengthVerdict(password: string, guessScore: number): Strength {
  const s = passwordStrength(password)
  return { ...s, label: cappedLabel(s.label, guessScore) }
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

/** Everything the strength display shows for a password: the capped verdict and zxcvbn's estimate. */
export async function assessPassword(password: string): Promise<{ strength: Strength; estimate: GuessEstimate }> {
  const estimate = await estimateGuessing(password)
  return { strength: strengthVerdict(password, estimate.score), estimate }
}

/**
 * SPEC sections 5 and 9, issue 32: the password strength shown by the Password Generator and the
 * Password Strength meter. The verdict (label, colour, percent and bar) follows zxcvbn-ts's
 * estimate of the guesses an attacker needs (DECISIONS D17); SPEC's six criteria (length >= 8,
 * length >= 12, a lower-case letter, an upper-case letter, a digit, a non-alphanumeric character)
 * stay on screen as a checklist, not as the verdict. SPEC's words and bands are kept: the label is
 * Weak below 40%, Medium below 70%, otherwise Strong, and the percent places zxcvbn's guesses in
 * the band its 0-4 score gives.
 */
export type StrengthLabel = 'Weak' | 'Medium' | 'Strong'
export type Strength = { percent: number; label: StrengthLabel }

/** SPEC's six criteria, in its order, as the checklist shows them. */
export const CRITERIA: readonly { name: string; test: (password: string) => boolean }[] = [
  { name: '8+ characters', test: (p) => p.length >= 8 },
  { name: '12+ characters', test: (p) => p.length >= 12 },
  { name: 'a lower-case letter', test: (p) => /[a-z]/.test(p) },
  { name: 'an upper-case letter', test: (p) => /[A-Z]/.test(p) },
  { name: 'a digit', test: (p) => /[0-9]/.test(p) },
  { name: 'a symbol', test: (p) => /[^a-zA-Z0-9]/.test(p) },
]

/** The checklist: each of SPEC's criteria and whether the password meets it. */
export const checklist = (password: string) => CRITERIA.map((c) => ({ name: c.name, met: c.test(password) }))

/** SPEC's score: the number of its six criteria the password meets (shown as "n of 6"). */
export const passwordScore = (password: string): number => checklist(password).filter((c) => c.met).length

/** SPEC's bands: Weak below 40, Medium below 70, otherwise Strong. */
export const strengthLabel = (percent: number): StrengthLabel => (percent < 40 ? 'Weak' : percent < 70 ? 'Medium' : 'Strong')

/**
 * zxcvbn's 0-4 score in SPEC's words, after zxcvbn's own reading of its scores: 0 "too guessable"
 * and 1 "very guessable" (under 10^6 guesses: seconds offline) are Weak; 2 "somewhat guessable"
 * and 3 "safely unguessable, moderate protection" (under 10^10: minutes to days) are Medium; 4 "very
 * unguessable, strong protection" (weeks or more against a slow hash) is Strong.
 */
export const SCORE_LABEL: readonly StrengthLabel[] = ['Weak', 'Weak', 'Medium', 'Medium', 'Strong']

/**
 * Where the bar runs within each label's band: [lowest %, highest %, log10 guesses at the lowest,
 * at the highest]. Strong is full at 10^16 guesses (about 30,000 years offline against a slow hash).
 */
const BANDS: Record<StrengthLabel, readonly [number, number, number, number]> = {
  Weak: [5, 39, 0, 6],
  Medium: [40, 69, 6, 10],
  Strong: [70, 100, 10, 16],
}

/**
 * The verdict from zxcvbn's estimate: the label from its score, the percent (a whole number) from
 * its guesses, kept inside the label's band, so the percent, SPEC's bands and the label agree.
 */
export function strengthOf(estimate: { score: number; guessesLog10: number }): Strength {
  const label = SCORE_LABEL[Math.max(0, Math.min(4, Math.floor(estimate.score)))] ?? 'Weak'
  const [lo, hi, from, to] = BANDS[label]
  const lg = Number.isFinite(estimate.guessesLog10) ? estimate.guessesLog10 : to
  const percent = Math.round(lo + ((lg - from) / (to - from)) * (hi - lo))
  return { label, percent: Math.max(lo, Math.min(hi, percent)) }
}

/** The percent as shown: a whole number. */
export const percentText = (percent: number) => `${Math.round(percent)}%`

/** What zxcvbn-ts says about a password: its 0-4 score, log10 of the guesses, the time to guess it, and its feedback. */
export type GuessEstimate = { score: number; guessesLog10: number; crackTime: string; warning: string | null; suggestions: string[] }

type Zxcvbn = { check(password: string): { score: number; guessesLog10: number; crackTimes: { offlineSlowHashingXPerSecond: { display: string } }; feedback: { warning: string | null; suggestions: string[] } } }
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
  return { score: r.score, guessesLog10: r.guessesLog10, crackTime: r.crackTimes.offlineSlowHashingXPerSecond.display, warning: r.feedback.warning, suggestions: r.feedback.suggestions }
}

/** Everything the strength display shows for a password: the verdict and zxcvbn's estimate. */
export async function assessPassword(password: string): Promise<{ strength: Strength; estimate: GuessEstimate }> {
  const estimate = await estimateGuessing(password)
  return { strength: strengthOf(estimate), estimate }
}

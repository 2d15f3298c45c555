import { useEffect, useState } from 'react'
import { estimateGuessing, passwordStrength, percentText, strengthVerdict, type GuessEstimate, type StrengthLabel } from '../lib/password-strength'
import { cn } from './cn'

const TEXT: Record<StrengthLabel, string> = { Weak: 'text-destructive-foreground', Medium: 'text-warning', Strong: 'text-success' }
const BAR: Record<StrengthLabel, string> = { Weak: 'bg-destructive', Medium: 'bg-warning', Strong: 'bg-success' }

/**
 * zxcvbn-ts's estimate for a password, loaded lazily and debounced: null until it is known,
 * 'failed' when zxcvbn could not be loaded or run.
 */
function useGuessEstimate(password: string): GuessEstimate | 'failed' | null {
  const [estimate, setEstimate] = useState<{ for: string; value: GuessEstimate | 'failed' } | null>(null)
  useEffect(() => {
    if (!password) return
    let live = true
    const t = setTimeout(() => {
      estimateGuessing(password).then(
        (value) => live && setEstimate({ for: password, value }),
        () => live && setEstimate({ for: password, value: 'failed' }),
      )
    }, 120)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [password])
  return estimate && estimate.for === password ? estimate.value : null
}

/**
 * SPEC's strength display (label 'Strength: Weak/Medium/Strong', percent, bar) for the password
 * generator and the strength meter, with zxcvbn-ts's guessing-time estimate and feedback as a
 * second line (DECISIONS D17). The percent is SPEC's score; the label and colour are capped by
 * zxcvbn's verdict (`strengthVerdict`), so they never contradict the time to guess. Until that
 * verdict is known for the password on screen, the label says it is checking, in a neutral colour;
 * if zxcvbn cannot be loaded, SPEC's label stands alone.
 */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const guess = useGuessEstimate(password)
  const estimate = guess === 'failed' ? null : guess
  const s = estimate ? strengthVerdict(password, estimate.score) : passwordStrength(password)
  // Without zxcvbn (it failed to load) there is no time to contradict: SPEC's label stands.
  const label = estimate || guess === 'failed' ? s.label : null
  return (
    <div className="flex flex-col gap-2" data-testid={id}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          Strength: {label ? <span className={TEXT[label]}>{label}</span> : <span className="text-muted-foreground">checking…</span>}
        </span>
        <span className="font-mono text-muted-foreground" data-testid={`${id}-percent`}>
          {percentText(s.percent)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(s.percent)}
        aria-valuetext={`${label ?? 'Checking'}, ${percentText(s.percent)}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-100', label ? BAR[label] : 'bg-muted-foreground')} style={{ width: `${s.percent}%` }} />
      </div>
      <div className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid={`${id}-estimate`} aria-live="polite">
        {estimate ? (
          <>
            <p>
              Time to guess (offline attack on a slow hash): <span className="font-medium text-foreground">{estimate.crackTime}</span>
            </p>
            {estimate.warning || estimate.suggestions.length ? <p>{[estimate.warning, ...estimate.suggestions].filter(Boolean).join(' ')}</p> : null}
          </>
        ) : guess === 'failed' ? (
          <p>The time to guess it could not be estimated (the estimator did not load).</p>
        ) : (
          <p>Estimating the time to guess it...</p>
        )}
      </div>
    </div>
  )
}

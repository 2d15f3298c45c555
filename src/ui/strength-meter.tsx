import { Check, Minus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { checklist, estimateGuessing, percentText, strengthOf, type GuessEstimate, type StrengthLabel } from '../lib/password-strength'
import { cn } from './cn'

/** The verdict's colour: red for Weak, amber for Medium, green for Strong (the label's text, and the bar). */
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
 * generator and the strength meter. Issue 32: the verdict, its colour, the percent and the bar all
 * follow zxcvbn-ts's estimate (`strengthOf`), shown with the time to guess it and its feedback
 * (DECISIONS D17); SPEC's six criteria stay below as a checklist, not as the verdict. Until the
 * estimate is known for the password on screen the label says it is checking, in a neutral colour;
 * if zxcvbn cannot be loaded there is no verdict, and it says so.
 */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const guess = useGuessEstimate(password)
  const estimate = guess === 'failed' ? null : guess
  const s = estimate ? strengthOf(estimate) : null
  const label = s?.label ?? null
  const items = checklist(password)
  const met = items.filter((c) => c.met).length
  return (
    <div className="flex flex-col gap-2" data-testid={id}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          Strength:{' '}
          {label ? (
            <span className={TEXT[label]}>{label}</span>
          ) : (
            <span className="text-muted-foreground">{guess === 'failed' ? 'not estimated' : 'checking…'}</span>
          )}
        </span>
        <span className="font-mono text-muted-foreground" data-testid={`${id}-percent`}>
          {s ? percentText(s.percent) : '–'}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s ? s.percent : undefined}
        aria-valuetext={s ? `${s.label}, ${percentText(s.percent)}` : guess === 'failed' ? 'Not estimated' : 'Checking'}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-100', label ? BAR[label] : 'bg-muted-foreground')} style={{ width: `${s ? s.percent : 0}%` }} />
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
          <p>The time to guess it could not be estimated (the estimator did not load), so there is no verdict.</p>
        ) : (
          <p>Estimating the time to guess it...</p>
        )}
      </div>
      <div className="flex flex-col gap-1 text-xs" data-testid={`${id}-checklist`}>
        <p id={`${id}-checklist-title`} className="text-muted-foreground">
          Checklist: {met} of {items.length} met (the strength above comes from the time to guess it)
        </p>
        <ul aria-labelledby={`${id}-checklist-title`} className="flex flex-wrap gap-x-3 gap-y-1">
          {items.map((c) => (
            <li key={c.name} data-met={c.met} className={cn('flex items-center gap-1', c.met ? 'text-foreground' : 'text-muted-foreground')}>
              {c.met ? <Check aria-hidden className="size-3.5 text-success" /> : <Minus aria-hidden className="size-3.5" />}
              <span className="sr-only">{c.met ? 'Met:' : 'Not met:'} </span>
              {c.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

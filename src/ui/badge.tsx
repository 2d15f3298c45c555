import type { ReactNode } from 'react'
import { cn } from './cn'

/** A verdict in a pill (JWT's signature and expiry, a certificate's validity and chain): good, bad, a warning, or neutral. */
export function Badge({ tone, children, testId }: { tone: 'good' | 'bad' | 'warn' | 'muted'; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        tone === 'good' && 'border-transparent bg-success-soft text-success',
        tone === 'bad' && 'border-destructive-foreground/40 text-destructive-foreground',
        tone === 'warn' && 'border-warning/40 bg-warning-soft',
        tone === 'muted' && 'border-border bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  )
}

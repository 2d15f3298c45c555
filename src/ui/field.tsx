import type { ReactNode } from 'react'
import { cn } from './cn'

/** A label above a control; `htmlFor` ties them together for screen readers and tests. */
export function Field({ label, htmlFor, children, className, hint }: { label: string; htmlFor?: string; children: ReactNode; className?: string; hint?: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  )
}

export const inputClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground'

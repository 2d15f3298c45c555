import type { KeyboardEvent, ReactNode } from 'react'
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

/**
 * A whole-number field within limits that keeps what was typed: `message` (read with
 * lib/bounded-count) says which count is used instead, in the element `messageId`, which the
 * screen places beside or under the field.
 */
export function CountInput({ id, min, max, value, message, messageId, onChange, onKeyDown, className }: {
  id: string
  min: number
  max: number
  value: string
  message: string | null
  messageId: string
  onChange: (text: string) => void
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void
  className?: string
}) {
  return (
    <input
      id={id}
      type="number"
      min={min}
      max={max}
      step={1}
      className={cn(inputClass, className)}
      value={value}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}

import { useId } from 'react'
import { cn } from './cn'

/**
 * A small segmented choice: radio inputs styled as one bar of buttons, so Tab reaches the group and
 * the arrow keys move the choice (the JSON workbench's pickers).
 */
export function Segmented<T extends string>({ label, options, value, onChange, names }: { label: string; options: readonly T[]; value: T; onChange: (v: T) => void; names: Record<T, string> }) {
  const group = useId()
  return (
    <div role="radiogroup" aria-label={label} className="flex rounded-md border border-input p-0.5">
      {options.map((o) => (
        <label
          key={o}
          className={cn(
            'cursor-pointer rounded px-2 py-0.5 text-xs whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === o ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <input type="radio" name={group} value={o} checked={value === o} onChange={() => onChange(o)} className="sr-only" />
          {names[o]}
        </label>
      ))}
    </div>
  )
}

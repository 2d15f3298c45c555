import type { SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from './cn'

/** `disabled` shows an option that cannot be chosen here; say why in its label. */
export type SelectOption = { value: string; label: string; disabled?: boolean }

/**
 * A styled native select: keyboard and screen-reader behaviour come from the platform (type to
 * jump, arrows, the OS picker on phones), which no custom listbox matches.
 */
export function Select({ options, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-9 w-full appearance-none rounded-md border border-input bg-background pr-8 pl-3 text-sm"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-muted-foreground" />
    </div>
  )
}

import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

/** DESIGN.md error state: the message inline, red, with an icon, announced to screen readers. */
export function ErrorText({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm text-destructive-foreground">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{children}</span>
    </p>
  )
}

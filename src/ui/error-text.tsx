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

/**
 * An error strip at the foot of a pane. With `onJump` the message is a button that moves the
 * editor's cursor to the error (line and column), so the position in the text is one click away.
 */
export function PaneError({ children, onJump, testId }: { children: ReactNode; onJump?: () => void; testId?: string }) {
  return (
    <div className="border-t border-border px-3 py-2" data-testid={testId}>
      <ErrorText>
        {onJump ? (
          <button type="button" className="text-left underline-offset-2 hover:underline" onClick={onJump}>
            {children}
          </button>
        ) : (
          children
        )}
      </ErrorText>
    </div>
  )
}

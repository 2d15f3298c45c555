import type { ReactNode } from 'react'
import { cn } from './cn'

/** An input or output pane: a small header with its label and actions, then the content. */
export function Pane({ title, titleId, actions, children, className }: { title: ReactNode; titleId?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background', className)} aria-labelledby={titleId}>
      <header className="flex min-h-11 items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
        <h2 id={titleId} className="text-sm font-medium">
          {title}
        </h2>
        <div className="flex flex-wrap items-center justify-end gap-1.5">{actions}</div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </section>
  )
}

/** The height of a tool's input and output panes: tall, yet the whole tool fits a 1280x800 screen. */
export const WORK_PANE_HEIGHT = 'h-[min(60vh,540px)] min-h-72'

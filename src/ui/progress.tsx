import { X } from 'lucide-react'
import { Button } from './button'
import type { Progress } from '../workers/core/types'

/** DESIGN.md busy state: percent (and a rate, for files) with a Cancel button. */
export function ProgressBar({ label, progress, onCancel, detail }: { label: string; progress: Progress | null; onCancel?: () => void; detail?: string }) {
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : null
  return (
    <div className="flex items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm" aria-live="polite">
      <div className="min-w-0 flex-1">
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span>{label}</span>
          <span>
            {percent === null ? '' : `${percent}%`}
            {detail ? ` · ${detail}` : ''}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className={percent === null ? 'h-full w-1/3 animate-pulse rounded-full bg-primary' : 'h-full rounded-full bg-primary transition-[width] duration-100'} style={percent === null ? undefined : { width: `${percent}%` }} />
        </div>
      </div>
      {onCancel ? (
        <Button size="sm" variant="outline" onClick={onCancel}>
          <X aria-hidden /> Cancel
        </Button>
      ) : null}
    </div>
  )
}

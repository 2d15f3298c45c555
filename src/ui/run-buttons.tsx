import { X, type LucideIcon } from 'lucide-react'
import { Button } from './button'

/**
 * A tool's main action button (the one Ctrl/Cmd+Enter runs, D23): disabled and relabelled while
 * its job runs. Pair it with CancelButton, shown only while the job runs (D20).
 */
export function RunButton({ busy, onRun, label, busyLabel, icon: Icon }: { busy: boolean; onRun: () => void; label: string; busyLabel: string; icon?: LucideIcon }) {
  return (
    <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
      {Icon ? <Icon aria-hidden /> : null} {busy ? busyLabel : label}
    </Button>
  )
}

/** Stops the running job; rendered only while there is one. */
export function CancelButton({ show, onCancel }: { show: boolean; onCancel: () => void }) {
  return show ? (
    <Button onClick={onCancel}>
      <X aria-hidden /> Cancel
    </Button>
  ) : null
}

import { Clock, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { DialogShell } from './dialog-shell'
import { MAX_HISTORY, statusLabel, type HistoryEntry, type HistoryStatus } from './history.logic'
import { statusTone } from './rest-client.logic'

const STATUS_CLASS: Record<string, string> = {
  info: 'bg-muted text-foreground',
  success: 'bg-success-soft text-success',
  redirect: 'bg-accent text-accent-foreground',
  'client-error': 'bg-warning-soft text-warning',
  'server-error': 'bg-destructive-soft text-destructive-foreground',
  failed: 'bg-destructive-soft text-destructive-foreground',
  other: 'bg-muted text-muted-foreground',
}
const statusClass = (s: HistoryStatus) => STATUS_CLASS[typeof s === 'number' ? statusTone(s) : s === 'failed' ? 'failed' : 'other']

const when = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString()
}

/**
 * History: the requests sent from this browser, newest first. Restoring one loads the whole
 * request into the form; Clear history empties it, after a confirmation.
 */
export function HistoryDialog({ entries, onRestore, onClear }: { entries: readonly HistoryEntry[]; onRestore: (e: HistoryEntry) => void; onClear: () => void }) {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  return (
    <DialogShell
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        setConfirming(false)
      }}
      title="History"
      description={`The last ${MAX_HISTORY} requests you sent, newest first, each in full (credentials included). Kept only in this browser, never in a Share link. Restoring one loads it into the form.`}
      trigger={
        <Button title="Requests you sent">
          <Clock aria-hidden /> History{entries.length ? ` (${entries.length})` : ''}
        </Button>
      }
    >
      {entries.length ? (
        <ol className="-mx-1 flex max-h-[min(28rem,60dvh)] flex-col gap-1 overflow-auto px-1" data-testid="rest-history">
          {entries.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className="flex w-full min-w-0 items-center gap-2 rounded-md border border-border bg-surface px-2.5 py-1.5 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Restore ${e.request.method} ${e.request.url}`}
                onClick={() => {
                  onRestore(e)
                  setOpen(false)
                }}
              >
                <span className="w-14 shrink-0 font-mono font-semibold text-accent-foreground">{e.request.method}</span>
                <span className="min-w-0 flex-1 truncate font-mono" title={e.request.url}>
                  {e.request.url}
                </span>
                <span className={cn('shrink-0 rounded-full px-2 py-0.5 font-mono', statusClass(e.status))}>{statusLabel(e.status)}</span>
                <time className="hidden shrink-0 text-muted-foreground sm:inline" dateTime={e.time}>
                  {when(e.time)}
                </time>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="rest-history-empty">
          No requests yet: every request you send appears here.
        </p>
      )}
      {confirming && entries.length ? (
        <div className="flex flex-wrap items-center justify-end gap-2" role="group" aria-labelledby="rest-history-confirm">
          <p id="rest-history-confirm" className="mr-auto text-sm">
            Remove all {entries.length} requests from History?
          </p>
          <Button onClick={() => setConfirming(false)}>Keep</Button>
          <Button
            variant="destructive"
            onClick={() => {
              onClear()
              setConfirming(false)
            }}
          >
            <Trash2 aria-hidden /> Clear
          </Button>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button onClick={() => setConfirming(true)} disabled={!entries.length}>
            <Trash2 aria-hidden /> Clear history
          </Button>
        </div>
      )}
    </DialogShell>
  )
}

import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { emptyRow, type KeyValueRow } from './rest-client.logic'

const cellInput =
  'h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 font-mono text-[13px] outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60'

/**
 * Rows of enabled / key / value with a remove button, and an Add button. Every control has its own
 * accessible name ("Header 2 key", "Remove header 2"), so keyboard and screen-reader users, and the
 * tests, can tell the rows apart.
 */
export function KeyValueEditor({
  noun,
  rows,
  onChange,
  keyPlaceholder = 'Key',
  valuePlaceholder = 'Value',
  rowHint,
  testId,
}: {
  /** Singular, capitalised: 'Param', 'Header', 'Field', 'Variable'. */
  noun: string
  rows: readonly KeyValueRow[]
  onChange: (rows: KeyValueRow[]) => void
  keyPlaceholder?: string
  valuePlaceholder?: string
  /** A note under a row (a header the browser will not send, ...). */
  rowHint?: (row: KeyValueRow) => ReactNode
  testId?: string
}) {
  const update = (i: number, patch: Partial<KeyValueRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  const remove = (i: number) => onChange(rows.filter((_, j) => j !== i))
  const lower = noun.toLowerCase()
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      {rows.length ? (
        <div className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1.4fr)_auto] items-center gap-x-2 gap-y-1.5">
          <span>
            <span className="sr-only">On</span>
          </span>
          <span className="text-xs font-medium text-muted-foreground">Key</span>
          <span className="text-xs font-medium text-muted-foreground">Value</span>
          <span />
          {rows.map((row, i) => {
            const n = i + 1
            const hint = rowHint?.(row)
            return (
              <div key={i} className="contents">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={row.enabled}
                  aria-label={`${noun} ${n} enabled`}
                  onChange={(e) => update(i, { enabled: e.target.checked })}
                />
                {(['key', 'value'] as const).map((field) => (
                  <input
                    key={field}
                    className={cn(cellInput, !row.enabled && 'text-muted-foreground', !row.enabled && field === 'key' && 'line-through')}
                    value={row[field]}
                    placeholder={field === 'key' ? keyPlaceholder : valuePlaceholder}
                    aria-label={`${noun} ${n} ${field}`}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(e) => update(i, { [field]: e.target.value })}
                  />
                ))}
                <Button variant="ghost" size="icon" aria-label={`Remove ${lower} ${n}`} title={`Remove ${lower} ${n}`} onClick={() => remove(i)}>
                  <Trash2 aria-hidden />
                </Button>
                {hint ? <p className="col-start-2 col-end-4 -mt-0.5 text-xs text-warning">{hint}</p> : null}
              </div>
            )
          })}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No {lower}s.</p>
      )}
      <div>
        <Button size="sm" variant="ghost" onClick={() => onChange([...rows, emptyRow()])}>
          <Plus aria-hidden /> Add {lower}
        </Button>
      </div>
    </div>
  )
}

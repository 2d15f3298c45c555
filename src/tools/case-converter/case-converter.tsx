import { useAtom } from 'jotai'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { STALE_DIM, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { convertAll, type Conversion } from './case-converter.logic'
import { caseAtom } from './case-converter.state'

export default function CaseConverter() {
  const [state, setState] = useAtom(caseAtom)
  const { text, eachLine } = state
  /** The cards and the text and line mode they were made from (D31). */
  const [made, setMade] = useState<{ from: string; eachLine: boolean; results: Conversion[] } | null>(null)
  const convert = () => {
    const r = convertAll(text, { eachLine })
    if (!r.ok) {
      // The error replaces the old cards: they were of another text.
      setMade(null)
      toast.error(r.error)
      return
    }
    setMade({ from: text, eachLine, results: r.results })
  }
  const results = made?.results ?? []
  // Edited (or the line mode switched) since the last Convert Text: the cards stay, marked out of
  // date and not copyable.
  const stale = made !== null && (made.from !== text || made.eachLine !== eachLine)
  useToolFrame({ result: results.length ? results.map((r) => `${r.label}: ${r.value}`).join('\n') : undefined, stale, mainAction: convert })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="case-input" className="text-xs font-medium text-muted-foreground">
          Text
        </label>
        <textarea
          id="case-input"
          rows={4}
          className="w-full rounded-md border border-input bg-background p-3 text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          placeholder="Type or paste text, e.g. XMLHttpRequest or hello world"
          value={text}
          onChange={(e) => setState((s) => ({ ...s, text: e.target.value }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={eachLine} onChange={(e) => setState((s) => ({ ...s, eachLine: e.target.checked }))} />
          Each line separately
        </label>
        <Button variant="primary" onClick={convert} aria-keyshortcuts="Control+Enter Meta+Enter">
          Convert Text
        </Button>
      </div>
      {stale ? <StaleNote action="Convert Text" /> : null}
      {results.length ? (
        <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', stale && STALE_DIM)} aria-label="Results" data-stale={stale || undefined}>
          {results.map((r) => (
            <li key={r.label} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between">
                <h2 className="text-xs font-medium text-muted-foreground">{r.label}</h2>
                <CopyButton
                  variant="ghost"
                  text={r.value}
                  toastMessage={`${r.label} copied to clipboard!`}
                  aria-label={`Copy ${r.label}`}
                  disabled={stale}
                  title={stale ? 'Out of date: press Convert Text first' : undefined}
                />
              </div>
              <p className="font-mono text-sm break-all whitespace-pre-wrap" data-testid={`case-${r.label}`}>
                {r.value}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Twelve conversions appear here. Press Convert Text.</p>
      )}
    </div>
  )
}

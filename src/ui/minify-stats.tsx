import type { SizeStats } from '../workers/format/size.impl'

const n = (v: number) => v.toLocaleString('en-US')

/** "12,345 → 6,789 bytes (saved 5,556 bytes, 45%) · gzip 2,345 bytes": what a Minify result says (issue 35 item 2). */
export function minifyStatsText({ before, after, gzip }: SizeStats): string {
  const saved = before - after
  const percent = before ? Math.round((saved / before) * 100) : 0
  const change = saved >= 0 ? `saved ${n(saved)} bytes, ${percent}%` : `${n(-saved)} bytes more`
  return `${n(before)} → ${n(after)} bytes (${change}) · gzip ${n(gzip)} bytes`
}

/** The sizes under a minified output. */
export function MinifyStats({ stats, className }: { stats: SizeStats; className?: string }) {
  return (
    <p className={className ?? 'shrink-0 border-t border-border px-3 py-2 text-xs text-muted-foreground'} data-testid="minify-stats">
      {minifyStatsText(stats)}
    </p>
  )
}

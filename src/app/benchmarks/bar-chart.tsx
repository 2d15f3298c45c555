import { useId } from 'react'
import { msText, niceMax } from '../../lib/bench/report'
import { PATH_LABEL, type JobResult } from '../../lib/bench/suite'

const ROW = 26
const LABEL = 210
const WIDTH = 500
const VALUE = 84
const TOP = 8
const AXIS = 22

/**
 * One group's results as horizontal bars (median time; shorter is faster), worker runs in the
 * accent colour and main-thread runs in grey. Colours come from the theme's CSS variables, so the
 * chart follows light and dark. The table beside it carries the same figures for screen readers.
 */
export function BarChart({ title, results }: { title: string; results: JobResult[] }) {
  const id = useId()
  const max = niceMax(Math.max(...results.map((r) => r.medianMs)))
  const plot = WIDTH - LABEL - VALUE
  const height = TOP + results.length * ROW + AXIS
  const x = (ms: number) => (ms / max) * plot
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max)
  const summary = results.map((r) => `${r.title}, ${r.size}, ${PATH_LABEL[r.path]}: ${msText(r.medianMs)}`).join('; ')
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full text-foreground"
      data-testid="bench-chart"
    >
      <title id={`${id}-t`}>{`${title}: median time per job (shorter is faster)`}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={LABEL + x(t)} x2={LABEL + x(t)} y1={TOP - 4} y2={TOP + results.length * ROW} stroke="var(--border)" strokeWidth={1} />
          <text x={LABEL + x(t)} y={height - 6} fontSize={11} textAnchor="middle" fill="var(--muted-foreground)">
            {msText(t)}
          </text>
        </g>
      ))}
      {results.map((r, i) => {
        const y = TOP + i * ROW
        const main = r.path === 'main'
        return (
          <g key={r.id} data-job={r.id}>
            <text x={LABEL - 8} y={y + ROW / 2 + 4} fontSize={12} textAnchor="end" fill="currentColor">
              {`${r.title.length > 34 ? `${r.title.slice(0, 33)}…` : r.title} · ${r.size}`}
            </text>
            <rect
              data-testid="bench-bar"
              x={LABEL}
              y={y + 4}
              width={Math.max(2, x(r.medianMs))}
              height={ROW - 8}
              rx={3}
              fill={main ? 'var(--muted-foreground)' : 'var(--primary)'}
            />
            <text x={LABEL + Math.max(2, x(r.medianMs)) + 6} y={y + ROW / 2 + 4} fontSize={12} fill="currentColor">
              {`${msText(r.medianMs)}${main ? ' (main)' : ''}`}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

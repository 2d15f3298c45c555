import { useAtom } from 'jotai'
import { CircleAlert, Download, Eraser, TriangleAlert } from 'lucide-react'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { figletClient } from '../../workers/figlet/figlet.client'
import type { RenderJob, RenderOutcome } from '../../workers/figlet/figlet.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { isStale, sameInputs, STALE_DIM, staleTitle, StaleNote, type Made } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import {
  CRASHED,
  DEBOUNCE_MS,
  EMPTY_HINT,
  FILE_NAME,
  fontFailedMessage,
  hasText,
  inputProblems,
  jobInputs,
  jobOf,
  LAYOUT_HELP,
  LAYOUT_OPTIONS,
  MAX_TEXT,
  MAX_WIDTH,
  MIN_WIDTH,
  missingMessage,
  NOTHING_DRAWN,
  previewText,
  sizeLine,
  resultInputs,
  shownPart,
  textLength,
  timeoutMessage,
  TIME_LIMIT_MS,
  type Layout,
} from './ascii-art.logic'
import { asciiArtAtom, asciiArtShare } from './ascii-art.state'
import { FontPicker } from './font-picker'

type Drawn = Extract<RenderOutcome, { ok: true }>

/** A render that produced no art: a font that did not load, or the time limit. */
class DrawFailure extends Error {
  constructor(
    message: string,
    readonly from: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DrawFailure'
  }
}

/** Tall enough for the font list, short enough that the art's status line is in view at 1280x800. */
const WORK_HEIGHT = 'lg:h-[clamp(28rem,calc(100dvh-21.5rem),36rem)]'

export default function AsciiArt() {
  const [state, setState] = useAtom(asciiArtAtom)
  const job = useMemo(() => jobOf(state), [state])
  const problems = inputProblems(state)
  const textProblem = problems.find((p) => p.field === 'text')?.message
  const widthProblem = problems.find((p) => p.field === 'width')?.message
  const current = resultInputs(state)

  // Drawn live in the worker (D7, D31): each change supersedes (and stops) the render before it;
  // a render over the time limit is stopped too. The art keeps the inputs it was drawn from.
  const task = useWorkerTask<RenderJob | null, Made<Drawn> | null>(
    async (input, { signal }) => {
      if (!input) return null
      const limit = AbortSignal.timeout(TIME_LIMIT_MS)
      let outcome: RenderOutcome
      try {
        outcome = await figletClient.run('render', input, { signal: AbortSignal.any([signal, limit]) })
      } catch (e) {
        if (limit.aborted && !signal.aborted) throw new DrawFailure(timeoutMessage(input), jobInputs(input))
        throw e
      }
      if (!outcome.ok) {
        // A module that failed to load stays failed in that worker's module map: the next try
        // needs a fresh worker to fetch it again.
        figletClient.terminate()
        throw new DrawFailure(fontFailedMessage(outcome.font, outcome.message), jobInputs(input))
      }
      return { outcome, from: jobInputs(input) }
    },
    { auto: { input: job, debounceMs: DEBOUNCE_MS, enabled: job !== null } },
  )

  const made = hasText(state) ? (task.result ?? null) : null
  const drawn = made?.outcome ?? null
  const drawnFont = String(made?.from.font ?? state.font)
  const stale = isStale(made, current)
  const busy = task.status === 'running' || task.status === 'pending'
  const slow = useDelayed(task.status === 'running')
  const error = task.status === 'error' ? task.error : null
  const failure = error instanceof DrawFailure ? (sameInputs(error.from, current) ? error.message : null) : error ? CRASHED : null
  // While a live render is on its way the art is not marked (it would flicker at every key); it
  // is once the new one is late, failed, was cancelled, or cannot start (D31).
  const marked = stale && (!busy || slow)
  const nothingDrawn = !!drawn && drawn.missing.length > 0 && drawn.art.trim() === ''
  const art = drawn && !nothingDrawn ? drawn.art : ''
  const shown = useMemo(() => shownPart(art), [art])

  const generate = () => {
    if (job) void task.run(job)
  }
  useToolFrame({ result: art || undefined, stale, mainAction: generate, share: asciiArtShare })

  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => setState((s) => ({ ...s, [key]: value }))
  const length = textLength(state.text)

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="ascii-hlayout" className="text-xs font-medium text-muted-foreground">
            Horizontal layout
          </label>
          <Select id="ascii-hlayout" className="w-48" value={state.horizontalLayout} onChange={(e) => set('horizontalLayout', e.target.value as Layout)} options={LAYOUT_OPTIONS} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="ascii-vlayout" className="text-xs font-medium text-muted-foreground">
            Vertical layout
          </label>
          <Select id="ascii-vlayout" className="w-48" value={state.verticalLayout} onChange={(e) => set('verticalLayout', e.target.value as Layout)} options={LAYOUT_OPTIONS} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="ascii-width" className="text-xs font-medium text-muted-foreground">
            Max width
          </label>
          <input
            id="ascii-width"
            type="number"
            inputMode="numeric"
            min={MIN_WIDTH}
            max={MAX_WIDTH}
            step={1}
            className={cn(inputClass, 'w-24')}
            value={state.width}
            onChange={(e) => set('width', e.target.value)}
            aria-invalid={widthProblem ? true : undefined}
            aria-describedby="ascii-options-note"
          />
        </div>
        <label className="inline-flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.whitespaceBreak} onChange={(e) => set('whitespaceBreak', e.target.checked)} />
          Break at spaces
        </label>
        <Button variant="primary" onClick={generate} disabled={!job} aria-keyshortcuts="Control+Enter Meta+Enter">
          Generate
        </Button>
      </div>
      <div id="ascii-options-note" className="min-h-5 text-xs">
        {widthProblem ? <ErrorText>{widthProblem}</ErrorText> : <p className="text-muted-foreground">{LAYOUT_HELP[state.horizontalLayout]} Lines longer than the width wrap{state.whitespaceBreak ? ' between words' : ''}.</p>}
      </div>

      <div className={cn('grid gap-4 lg:grid-cols-[minmax(17rem,22rem)_minmax(0,1fr)]', WORK_HEIGHT)}>
        <div className="flex min-h-0 min-w-0 flex-col gap-4">
          <Pane
            title="Text"
            titleId="ascii-text-title"
            className="h-32 shrink-0"
            actions={
              <>
                <span className={cn('text-xs tabular-nums', length > MAX_TEXT ? 'text-destructive-foreground' : 'text-muted-foreground')} data-testid="ascii-count">
                  {length.toLocaleString('en-US')} / {MAX_TEXT.toLocaleString('en-US')}
                </span>
                <Button size="sm" variant="ghost" onClick={() => set('text', '')} disabled={!state.text}>
                  <Eraser aria-hidden /> Clear
                </Button>
              </>
            }
          >
            <textarea
              id="ascii-text"
              aria-labelledby="ascii-text-title"
              aria-invalid={textProblem ? true : undefined}
              aria-describedby={textProblem ? 'ascii-text-error' : undefined}
              className="min-h-0 flex-1 resize-none bg-background px-3 py-2 font-mono text-[13px] leading-normal focus-visible:-outline-offset-2"
              value={state.text}
              onChange={(e) => set('text', e.target.value)}
              placeholder="Type the text to draw, e.g. Hello"
              spellCheck={false}
            />
            {textProblem ? (
              <div className="border-t border-border px-3 py-1.5">
                <ErrorText id="ascii-text-error">{textProblem}</ErrorText>
              </div>
            ) : null}
          </Pane>
          <FontPicker className="h-96 lg:h-auto lg:flex-1" value={state.font} onChange={(font) => set('font', font)} sample={previewText(state.text)} />
        </div>

        <Pane
          title="ASCII art"
          titleId="ascii-output-title"
          className="h-[min(70vh,520px)] min-h-72 lg:h-auto"
          actions={
            <>
              <CopyButton variant="ghost" getText={() => art} disabled={!art || stale} title={stale ? staleTitle('Generate') : undefined} />
              <Button
                size="sm"
                variant="ghost"
                disabled={!art || stale}
                title={stale ? staleTitle('Generate') : `Download as ${FILE_NAME}`}
                onClick={() => {
                  downloadFile(FILE_NAME, art)
                  toast.success('File downloaded!')
                }}
              >
                <Download aria-hidden /> Download
              </Button>
            </>
          }
        >
          {/* One status line above the art, always there (D33: nothing jumps as messages come and go). */}
          <div className="flex min-h-9 flex-col justify-center gap-1.5 border-b border-border px-3 py-1.5 text-xs text-muted-foreground" data-testid="ascii-status">
            {slow ? <ProgressBar label="Drawing..." progress={null} onCancel={task.cancel} /> : null}
            {marked ? <StaleNote action={job ? 'Generate' : undefined} /> : null}
            {failure && !problems.length ? <ErrorText>{failure}</ErrorText> : null}
            {drawn && nothingDrawn && !marked ? <ErrorText>{NOTHING_DRAWN(drawnFont)}</ErrorText> : null}
            {drawn && drawn.missing.length > 0 && !nothingDrawn && !marked ? (
              <p role="status" className="flex items-start gap-1.5 text-sm text-warning" data-testid="ascii-missing">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{missingMessage(drawnFont, drawn.missing, drawn.placeholder)}</span>
              </p>
            ) : null}
            {shown.hiddenLines > 0 && !marked ? (
              <p className="flex items-start gap-1.5">
                <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                Showing the start of the art: {shown.hiddenLines.toLocaleString('en-US')} more lines are in Copy and Download.
              </p>
            ) : null}
            {art && !marked && !failure && !slow && drawn?.missing.length === 0 && shown.hiddenLines === 0 ? (
              <p data-testid="ascii-size">{sizeLine(drawnFont, art)}</p>
            ) : null}
          </div>
          <div className={cn('flex min-h-0 flex-1 flex-col', marked && STALE_DIM)} data-stale={marked || undefined} data-testid="ascii-result" aria-busy={busy}>
            {!hasText(state) ? (
              <p className="m-4 text-sm text-muted-foreground" data-testid="ascii-hint">
                {EMPTY_HINT}
              </p>
            ) : art ? (
              <textarea
                readOnly
                wrap="off"
                aria-labelledby="ascii-output-title"
                data-testid="ascii-output"
                className="min-h-0 flex-1 resize-none overflow-auto bg-background px-3 py-2 font-mono text-[13px] leading-[1.2] whitespace-pre focus-visible:-outline-offset-2"
                value={shown.text}
              />
            ) : busy ? (
              <p className="m-4 text-sm text-muted-foreground">Drawing…</p>
            ) : null}
          </div>
        </Pane>
      </div>
    </div>
  )
}

import { useAtom } from 'jotai'
import { CircleAlert, History, Play } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { previewOf } from '../../lib/large-text'
import { queryRunner, QueryTimeoutError } from '../../workers/query/query.client'
import type { QueryLanguage, QueryResult } from '../../workers/query/query.types'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ProgressBar } from '../../ui/progress'
import { cn } from '../../ui/cn'
import { STALE_DIM } from '../../ui/stale'
import { useDelayed } from '../../ui/use-delayed'
import { pushHistory, QUERY_LANGUAGES, type QueryEntry } from './json-formatter.logic'
import { jsonFormatterAtom } from './json-formatter.state'
import {
  CANCELLED_TEXT,
  caretMarker,
  chooseEntry,
  countLabel,
  CRASHED_TEXT,
  ENGINE_HINT,
  errorPosition,
  errorText,
  historyLabel,
  idleHint,
  LANGUAGE_LABEL,
  LAYOUT_SLICE_CHARS,
  layoutResults,
  logSection,
  offsetOf,
  PLACEHOLDER,
  PROGRESS_AFTER_MS,
  QUERY_DEBOUNCE_MS,
  QUERY_LABEL,
  queryRows,
  ResultLayout,
  sameJob,
  treeText,
  UPDATING_TEXT,
  type QueryJobInput,
} from './json-query.logic'
import { JsonTreeView } from './json-tree-view'

export type JsonQueryPanelProps = {
  /** The document the query runs on: the input as typed (jq takes one or more JSON texts). */
  documentText: string
  /** Moves the Input editor's cursor to a line and column of the document (where an input error points). */
  onJumpToDocument?: (line: number, column: number) => void
}

/** A finished run: the job it ran and what the engine answered. */
type Ran = { job: QueryJobInput; result: QueryResult }
type ResultsView = 'json' | 'tree'
type Laid = { outputs: readonly string[]; indent: number; text: string }

/**
 * The results laid out with the indent: at once when small, else in slices between frames (D30).
 * Gives the last finished layout, which may be of older results while a new one is being made.
 */
function useLayout(outputs: readonly string[] | undefined, indent: number): Laid | null {
  const small = useMemo(() => {
    if (!outputs) return true
    let total = 0
    for (const o of outputs) if ((total += o.length) > LAYOUT_SLICE_CHARS) return false
    return true
  }, [outputs])
  const now = useMemo(() => (outputs && small ? { outputs, indent, text: layoutResults(outputs, indent) } : null), [outputs, indent, small])
  const [later, setLater] = useState<Laid | null>(null)
  useEffect(() => {
    if (!outputs || small) return
    const layout = new ResultLayout(outputs, indent)
    let timer = setTimeout(function slice() {
      if (layout.step(LAYOUT_SLICE_CHARS)) setLater({ outputs, indent, text: layout.text() })
      else timer = setTimeout(slice, 0)
    }, 0)
    return () => clearTimeout(timer)
  }, [outputs, indent, small])
  return now ?? later
}

export function JsonQueryPanel({ documentText, onJumpToDocument }: JsonQueryPanelProps) {
  const [state, setState] = useAtom(jsonFormatterAtom)
  const { queryLanguage: language, query, queryHistory: history } = state
  const indent = Number(state.indentSize)
  const box = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  const [view, setView] = useState<ResultsView>('json')

  const job = useMemo<QueryJobInput>(() => ({ language, query, text: documentText }), [language, query, documentText])
  const hint = idleHint(job)
  const enabled = hint === null

  // Live: a change of the query or the document runs it after a pause; the runner supersedes older runs.
  const task = useWorkerTask<QueryJobInput, Ran>(async (input, { signal }) => ({ job: input, result: await queryRunner.run(input, { signal }) }), {
    auto: { input: job, debounceMs: QUERY_DEBOUNCE_MS, enabled },
  })
  const { cancel } = task
  const cancelRef = useRef(cancel)
  useEffect(() => {
    cancelRef.current = cancel
  })
  useEffect(() => {
    if (!enabled) cancelRef.current()
  }, [enabled])

  const ran = task.result
  const pending = task.status === 'pending' || task.status === 'running'
  const failed = task.status === 'error'
  const current = !!ran && sameJob(ran.job, job)
  const slow = useDelayed(task.status === 'running', PROGRESS_AFTER_MS)

  const outputs = ran?.result.outputs
  const laid = useLayout(outputs, indent)
  const laidCurrent = !!laid && laid.outputs === outputs && laid.indent === indent
  const preview = useMemo(() => previewOf(laid?.text ?? ''), [laid])
  const tree = useMemo(() => (view === 'tree' && outputs ? treeText(outputs) : null), [view, outputs])

  // D31: results of another query (or document) are dimmed while the new run is pending, and never shown as its own.
  const showResults = enabled && !failed && !!ran && (current || pending)
  const dim = showResults && (!current || !laidCurrent)
  const error = showResults && current ? ran.result.error : null
  const log = showResults && current ? logSection(ran.result.log, ran.result.error) : null

  const push = (entry: QueryEntry) => setState((s) => ({ ...s, queryHistory: pushHistory(s.queryHistory, entry) }))

  // A query that ran without an error is recorded when the box loses focus (or once its result arrives).
  const [recordFor, setRecordFor] = useState<QueryJobInput | null>(null)
  useEffect(() => {
    if (!recordFor) return
    if (!sameJob(recordFor, job)) {
      setRecordFor(null)
      return
    }
    if (!ran || !sameJob(ran.job, recordFor) || pending) return
    if (!ran.result.error) setState((s) => ({ ...s, queryHistory: pushHistory(s.queryHistory, { language: recordFor.language, query: recordFor.query }) }))
    setRecordFor(null)
  }, [recordFor, job, ran, pending, setState])

  const runNow = () => {
    if (!enabled) return
    void task.run(job)
    push({ language, query })
  }

  const setLanguage = (l: QueryLanguage) => setState((s) => ({ ...s, queryLanguage: l }))
  const setQuery = (q: string) => setState((s) => ({ ...s, query: q }))
  const choose = (entry: QueryEntry) => {
    setState((s) => chooseEntry(s, entry, pushHistory))
    requestAnimationFrame(() => box.current?.focus())
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return
    e.preventDefault()
    runNow()
  }

  /** Puts the query box's cursor on the error (a syntax error's line and column). */
  const jumpToQuery = (line: number, column?: number) => {
    const el = box.current
    if (!el) return
    const at = offsetOf(query, line, column)
    el.focus()
    el.setSelectionRange(at, Math.min(at + 1, query.length))
  }

  const count = showResults && current ? countLabel(ran.result.outputs.length, ran.result.error) : showResults ? countLabel(ran.result.outputs.length) : ''
  const hintId = `${ids}-hint`
  const boxId = `${ids}-query`

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="json-query">
      <div className="flex shrink-0 flex-col gap-1.5 px-3 pt-3 pb-2">
        <div className="relative flex flex-wrap items-center gap-2">
          <div role="radiogroup" aria-label="Query language" className="flex rounded-md border border-input p-0.5">
            {QUERY_LANGUAGES.map((l) => (
              <label
                key={l}
                className={cn(
                  'cursor-pointer rounded px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  language === l ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <input type="radio" name={`${ids}-language`} value={l} checked={language === l} onChange={() => setLanguage(l)} className="sr-only" />
                {LANGUAGE_LABEL[l]}
              </label>
            ))}
          </div>
          <div className="ml-auto flex items-center gap-1.5">
            <HistoryMenu history={history} onChoose={choose} />
            <Button size="sm" onClick={runNow} disabled={!enabled} aria-keyshortcuts="Enter" title="Run the query now (Enter in the query box)">
              <Play aria-hidden /> Run
            </Button>
          </div>
        </div>
        <label htmlFor={boxId} className="sr-only">
          {QUERY_LABEL[language]}
        </label>
        <textarea
          ref={box}
          id={boxId}
          rows={queryRows(query)}
          value={query}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={PLACEHOLDER[language]}
          aria-describedby={hintId}
          aria-invalid={error?.kind === 'syntax' || undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => enabled && setRecordFor(job)}
          className="w-full resize-none rounded-md border border-input bg-background px-3 py-1.5 font-mono text-[13px] leading-5 placeholder:text-muted-foreground"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {ENGINE_HINT[language]}
        </p>
      </div>

      <div className="flex min-h-10 shrink-0 flex-wrap items-center gap-2 border-y border-border bg-surface px-3 py-1">
        <p className={cn('text-sm font-medium', dim && STALE_DIM)} data-testid="query-count" aria-live="polite" data-stale={dim || undefined}>
          {count}
          {showResults && dim ? <span className="ml-2 font-normal text-muted-foreground">{UPDATING_TEXT}</span> : null}
        </p>
        <div className="ml-auto flex items-center gap-1.5">
          <div role="radiogroup" aria-label="Show the results as" className="flex rounded-md border border-input p-0.5">
            {(['json', 'tree'] as const).map((v) => (
              <label
                key={v}
                className={cn(
                  'cursor-pointer rounded px-2 py-0.5 text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  view === v ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <input type="radio" name={`${ids}-view`} value={v} checked={view === v} onChange={() => setView(v)} className="sr-only" />
                {v === 'json' ? 'JSON' : 'Tree'}
              </label>
            ))}
          </div>
          <CopyButton
            variant="ghost"
            getText={() => laid?.text ?? ''}
            disabled={!showResults || dim || !laid?.text}
            title={dim ? 'Updating: the results of the new query are not in yet' : 'Copy the results as JSON, one after the other'}
          />
        </div>
      </div>

      <div className="relative flex min-h-0 flex-1 flex-col" aria-busy={pending || undefined}>
        {!enabled ? (
          <p className="m-4 text-sm text-muted-foreground" data-testid="query-hint">
            {hint}
          </p>
        ) : failed ? (
          <p className="m-4 text-sm text-muted-foreground">No results.</p>
        ) : !ran ? (
          <p className="m-4 text-sm text-muted-foreground">Running…</p>
        ) : !showResults ? (
          <p className="m-4 text-sm text-muted-foreground">{CANCELLED_TEXT}</p>
        ) : view === 'tree' ? (
          tree ? (
            <JsonTreeView text={tree} label="Query results tree" className={cn('min-h-0 flex-1', dim && STALE_DIM)} />
          ) : (
            <p className={cn('m-4 text-sm text-muted-foreground', dim && STALE_DIM)}>No results.</p>
          )
        ) : laid?.text ? (
          <CodeEditor id="json-query-results" label="Query results" language="json" value={preview.text} readOnly className={cn(dim && STALE_DIM)} />
        ) : (
          <p className={cn('m-4 text-sm text-muted-foreground', dim && STALE_DIM)}>{outputs?.length ? 'Laying out the results…' : 'No results.'}</p>
        )}
        {slow ? (
          <div className="absolute inset-x-3 top-3 z-10">
            <ProgressBar label="Running the query…" progress={null} onCancel={cancel} />
          </div>
        ) : null}
      </div>

      {showResults && view === 'json' && preview.note ? <p className="shrink-0 border-t border-border px-3 py-1.5 text-xs text-muted-foreground">{preview.note}</p> : null}

      {enabled && failed ? (
        <QueryProblem message={task.error instanceof QueryTimeoutError ? task.error.message : CRASHED_TEXT} />
      ) : error ? (
        <QueryProblem
          message={errorText(error)}
          marker={error.kind === 'syntax' ? (errorPosition(error) ?? undefined) : undefined}
          query={query}
          onJump={
            error.kind === 'syntax' && error.line
              ? () => jumpToQuery(error.line!, error.column)
              : error.kind === 'input' && error.line && onJumpToDocument
                ? () => onJumpToDocument(error.line!, error.column ?? 1)
                : undefined
          }
        />
      ) : null}

      {log ? (
        <details key={`${log.open}`} open={log.open} className="shrink-0 border-t border-border px-3 py-1.5 text-xs" data-testid="query-log">
          <summary className="cursor-pointer font-medium text-muted-foreground">Log</summary>
          <pre className="mt-1 max-h-24 overflow-auto font-mono break-all whitespace-pre-wrap">{log.text}</pre>
        </details>
      ) : null}
    </div>
  )
}

/** The error strip: the engine's message, and under a syntax error the query's line with a caret at the column. */
function QueryProblem({ message, marker, query = '', onJump }: { message: string; marker?: { line: number; column?: number }; query?: string; onJump?: () => void }) {
  const caret = marker ? caretMarker(query, marker) : null
  return (
    <div className="max-h-36 shrink-0 overflow-auto border-t border-border px-3 py-2 text-sm text-destructive-foreground" data-testid="query-error" aria-live="polite">
      <p className="flex items-start gap-1.5">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {onJump ? (
          <button type="button" className="text-left break-words whitespace-pre-wrap underline-offset-2 hover:underline" onClick={onJump} title="Show where">
            {message}
          </button>
        ) : (
          <span className="break-words whitespace-pre-wrap">{message}</span>
        )}
      </p>
      {caret ? (
        <pre aria-hidden className="mt-1 ml-5.5 overflow-x-auto font-mono text-xs leading-4 text-foreground" data-testid="query-error-caret">
          {caret.line}
          {caret.caret ? (
            <>
              {'\n'}
              <span className="text-destructive-foreground">{caret.caret}</span>
            </>
          ) : null}
        </pre>
      ) : null}
    </div>
  )
}

/** The last queries (newest first), as a menu: arrows move, Enter chooses, Escape closes. */
function HistoryMenu({ history, onChoose }: { history: readonly QueryEntry[]; onChoose: (entry: QueryEntry) => void }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const away = (e: PointerEvent) => {
      const t = e.target as Node
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items()
    const i = list.indexOf(document.activeElement as HTMLElement)
    const go = (j: number) => {
      e.preventDefault()
      list[(j + list.length) % list.length]?.focus()
    }
    if (e.key === 'ArrowDown') go(i + 1)
    else if (e.key === 'ArrowUp') go(i - 1)
    else if (e.key === 'Home') go(0)
    else if (e.key === 'End') go(list.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close()
    } else if (e.key === 'Tab') setOpen(false)
  }

  // The menu is placed under the whole row of controls (the nearest positioned box), so it is never cut by the pane.
  return (
    <div>
      <Button
        ref={button}
        size="sm"
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={history.length === 0}
        title={history.length === 0 ? 'No queries yet: a query you run is kept here' : 'The last 10 queries'}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !open) {
            e.preventDefault()
            setOpen(true)
          }
        }}
      >
        <History aria-hidden /> History
      </Button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Recent queries"
          onKeyDown={onKeyDown}
          className="absolute top-full right-0 left-0 z-20 mt-1 flex max-h-60 flex-col overflow-y-auto rounded-md border border-border bg-background p-1 shadow-md"
        >
          {history.map((entry) => (
            <button
              key={`${entry.language}:${entry.query}`}
              type="button"
              role="menuitem"
              tabIndex={-1}
              title={entry.query}
              aria-label={historyLabel(entry)}
              className="flex w-full shrink-0 items-baseline gap-2 rounded px-2 py-1.5 text-left hover:bg-muted focus:bg-muted"
              onClick={() => {
                setOpen(false)
                onChoose(entry)
              }}
            >
              <span className="w-16 shrink-0 text-xs text-muted-foreground">{LANGUAGE_LABEL[entry.language]}</span>
              <span className="truncate font-mono text-xs">
                {entry.query.replace(/\s*\n\s*/g, ' ')}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

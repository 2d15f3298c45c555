import { ChevronDown, ChevronRight, ChevronUp, CircleAlert, FoldVertical, RotateCcw, UnfoldVertical } from 'lucide-react'
import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { isAbortError } from '../../workers/core/create-worker-client'
import { isLost, treeOpener, type OpenProgress, type TreeHandle } from '../../workers/json-tree/tree.client'
import type { NodeInfo, NodeKind, TreeRow } from '../../workers/json-tree/tree.types'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ProgressBar } from '../../ui/progress'
import { Tooltip } from '../../ui/tooltip'
import { useDelayed } from '../../ui/use-delayed'
import {
  copyValueText,
  highlight,
  jsonPathSelectable,
  keyLabel,
  KIND_LABEL,
  matchCounter,
  PATH_FORMS,
  scrollHeight,
  scrollTopFor,
  sizeLabel,
  topToShow,
  virtualTop,
  visibleRange,
} from './json-tree.logic'

export type JsonTreeViewProps = {
  /** A valid JSON document (any size; the tree is built in a worker). */
  text: string
  /** The accessible name of the tree. */
  label: string
  className?: string
}

/** Row height (px): fixed, so the list is virtualised by arithmetic. */
const ROW_H = 28
/** Rows are fetched from the worker in blocks of this many. */
const BLOCK = 64
/** Rows rendered above and below the view. */
const OVERSCAN = 10
/** Indentation per level (px), up to MAX_INDENT_LEVELS levels (aria-level keeps the real depth). */
const INDENT = 14
const MAX_INDENT_LEVELS = 24
const DEPTHS = ['1', '2', '3', '4', '5'] as const
const SEARCH_DEBOUNCE_MS = 250
const NAV_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft', 'Enter', ' '])

const KIND_COLOR: Record<NodeKind, string> = {
  object: 'text-muted-foreground',
  array: 'text-muted-foreground',
  string: 'text-[var(--syntax-string)]',
  number: 'text-[var(--syntax-number)]',
  boolean: 'text-[var(--syntax-keyword)]',
  null: 'text-[var(--syntax-keyword)]',
}

const errorMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : 'the worker stopped unexpectedly')

type Load =
  | { status: 'loading'; progress: OpenProgress | null }
  | { status: 'ready'; tree: TreeHandle }
  | { status: 'error'; message: string }
  | { status: 'cancelled' }

/**
 * The JSON tree (issue 18): the document is indexed in the `json-tree` worker and shown as a
 * virtualised list of rows fetched from it in blocks, so a 100 MB document never becomes 100 MB of
 * DOM. The same string shown again reuses the worker's copy, with what was expanded.
 */
export function JsonTreeView({ text, label, className }: JsonTreeViewProps) {
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: null })
  const previous = useRef<{ text: string; controller: AbortController } | null>(null)
  const userCancelled = useRef(false)

  useEffect(() => {
    // A new document supersedes one still on its way from this view; leaving the tab does not:
    // the document goes on being built, and is there when the tab is shown again.
    if (previous.current && previous.current.text !== text) previous.current.controller.abort()
    const controller = new AbortController()
    previous.current = { text, controller }
    userCancelled.current = false
    let live = true
    setLoad({ status: 'loading', progress: null })
    treeOpener
      .open(text, { signal: controller.signal, onProgress: (progress) => live && setLoad((l) => (l.status === 'loading' ? { status: 'loading', progress } : l)) })
      .then(
        (tree) => live && setLoad({ status: 'ready', tree }),
        (e: unknown) => {
          if (!live) return
          if (isAbortError(e)) {
            if (userCancelled.current) setLoad({ status: 'cancelled' })
            return
          }
          setLoad({ status: 'error', message: errorMessage(e) })
        },
      )
    return () => {
      live = false
    }
  }, [text, attempt])

  const cancel = () => {
    userCancelled.current = true
    previous.current?.controller.abort()
  }
  const retry = useCallback(() => setAttempt((a) => a + 1), [])

  return (
    <div className={cn('flex min-h-0 flex-col', className)} data-testid="json-tree">
      {load.status === 'ready' ? (
        <TreeBody key={load.tree.session} tree={load.tree} text={text} label={label} onLost={retry} />
      ) : load.status === 'loading' ? (
        <Loading progress={load.progress} onCancel={cancel} />
      ) : (
        <div className="m-4 flex flex-col items-start gap-3">
          <p role="alert" className="flex items-start gap-1.5 text-sm text-destructive-foreground">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{load.status === 'error' ? `The tree could not be built: ${load.message}` : 'Building the tree was cancelled.'}</span>
          </p>
          <Button size="sm" onClick={retry}>
            <RotateCcw aria-hidden /> {load.status === 'error' ? 'Try again' : 'Build the tree'}
          </Button>
        </div>
      )}
    </div>
  )
}

function Loading({ progress, onCancel }: { progress: OpenProgress | null; onCancel: () => void }) {
  const slow = useDelayed(true)
  const label = progress?.phase === 'index' ? 'Building the tree...' : 'Sending the document to the tree...'
  return (
    <div className="flex flex-1 flex-col justify-center p-4" aria-busy="true">
      {slow ? <ProgressBar label={label} progress={progress} onCancel={onCancel} /> : <p className="text-center text-sm text-muted-foreground">Building the tree...</p>}
    </div>
  )
}

type View = { epoch: number; rowCount: number; blocks: Map<number, TreeRow[]> }
type Search = { query: string; count: number; index: number }

const blocksFor = (first: number, last: number, extra: number) => {
  const out = new Set<number>()
  for (let b = Math.floor(first / BLOCK); b <= Math.floor(last / BLOCK); b++) out.add(b)
  if (extra >= 0) out.add(Math.floor(extra / BLOCK))
  return [...out]
}

function TreeBody({ tree, text, label, onLost }: { tree: TreeHandle; text: string; label: string; onLost: () => void }) {
  const baseId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [viewport, setViewport] = useState(ROW_H * 10)
  const [scrollTop, setScrollTop] = useState(0)
  const [view, setView] = useState<View>({ epoch: 0, rowCount: tree.summary.rowCount, blocks: new Map() })
  const [active, setActive] = useState(0)
  const [info, setInfo] = useState<NodeInfo | null>(null)
  /** The depth last applied from the select; '' once the shape changed otherwise (so any depth can be chosen again). */
  const [depth, setDepth] = useState<string>('')
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState<Search>({ query: '', count: 0, index: 0 })
  const [searching, setSearching] = useState(false)
  const [fault, setFault] = useState<string | null>(null)
  const inflight = useRef(new Set<string>())
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const [scrollAsk, setScrollAsk] = useState<{ to: number } | null>(null)
  const focusActive = useRef(false)
  const searched = useRef('')
  /** Worker calls under way, and the keys pressed meanwhile: they are played in order once the shape is settled. */
  const busy = useRef(0)
  const keys = useRef<string[]>([])
  const [settled, setSettled] = useState(0)

  const fail = useCallback(
    (e: unknown) => {
      if (isLost(e)) onLost()
      else setFault(errorMessage(e))
    },
    [onLost],
  )
  /** Runs worker calls that change the shape one after another, in the order they were asked for. */
  const run = useCallback(
    (job: () => Promise<void>) => {
      busy.current++
      chain.current = chain.current
        .then(job)
        .catch(fail)
        .finally(() => {
          busy.current--
          setSettled((n) => n + 1)
        })
    },
    [fail],
  )

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el) return
    const measure = () => setViewport(Math.max(ROW_H, el.clientHeight))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A scroll position asked for with a new shape is applied once the new height is laid out.
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!scrollAsk || !el) return
    el.scrollTop = scrollAsk.to
    setScrollTop(el.scrollTop)
  }, [scrollAsk])

  const { rowCount, blocks, epoch } = view
  const top = virtualTop(scrollTop, rowCount, ROW_H, viewport)
  const { first, last } = visibleRange(top, viewport, ROW_H, rowCount, OVERSCAN)
  const rowAt = useCallback((r: number): TreeRow | undefined => blocks.get(Math.floor(r / BLOCK))?.[r % BLOCK], [blocks])
  const activeRow = rowAt(active)

  // Fetch the blocks in view (and the active row's) that this shape does not have yet.
  useEffect(() => {
    for (const b of blocksFor(first, last, active)) {
      const key = `${epoch}:${b}`
      if (b * BLOCK >= rowCount || blocks.has(b) || inflight.current.has(key)) continue
      inflight.current.add(key)
      tree.rows(b * BLOCK, BLOCK).then(
        (answer) => {
          inflight.current.delete(key)
          setView((v) => {
            if (v.epoch !== epoch) return v
            // The worker's row count is the truth (a tree shown again keeps what was expanded).
            if (answer.rowCount !== v.rowCount) return { epoch: v.epoch + 1, rowCount: answer.rowCount, blocks: new Map([[b, answer.rows]]) }
            const next = new Map(v.blocks).set(b, answer.rows)
            // Keep the cache near the view: drop blocks far from the one just fetched.
            if (next.size > 48) for (const k of next.keys()) if (Math.abs(k - b) > 24) next.delete(k)
            return { ...v, blocks: next }
          })
        },
        (e: unknown) => {
          inflight.current.delete(key)
          fail(e)
        },
      )
    }
  }, [tree, epoch, rowCount, blocks, first, last, active, fail])

  // The selected node's path and place in the text, for the bar at the bottom.
  const activeId = activeRow?.id
  useEffect(() => {
    if (activeId === undefined) return
    let live = true
    const t = setTimeout(() => {
      tree.info(activeId).then((i) => live && setInfo(i), fail)
    }, 40)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [tree, activeId, fail])

  // Keyboard moves focus to the active row once it is rendered. Until then the tree itself holds it,
  // so keys pressed meanwhile are not lost when the row that had the focus scrolls out of the DOM.
  useLayoutEffect(() => {
    if (!focusActive.current) return
    const el = activeRow ? document.getElementById(`${baseId}-row-${active}`) : null
    if (el) {
      el.focus({ preventScroll: true })
      focusActive.current = false
    } else if (document.activeElement === document.body || document.activeElement === null) {
      scrollRef.current?.focus({ preventScroll: true })
    }
  }, [active, activeRow, baseId])

  /** Brings `row` into view of a list of `count` rows; answers the new scroll position, or null. */
  const scrollFor = (row: number, count: number): number | null => {
    const el = scrollRef.current
    if (!el) return null
    const current = virtualTop(el.scrollTop, count, ROW_H, viewport)
    const wanted = topToShow(row, current, viewport, ROW_H)
    return wanted === null ? null : scrollTopFor(Math.min(wanted, Math.max(0, count * ROW_H - viewport)), count, ROW_H, viewport)
  }

  const moveTo = (row: number) => {
    const r = Math.max(0, Math.min(rowCount - 1, row))
    setActive(r)
    focusActive.current = true
    const s = scrollFor(r, rowCount)
    if (s !== null && scrollRef.current) {
      scrollRef.current.scrollTop = s
      setScrollTop(scrollRef.current.scrollTop)
    }
  }

  /**
   * A change of shape (expand, collapse, a match revealed): the worker answers the new row count and
   * the row to select; the rows around it are fetched before the new shape is shown, so nothing
   * flashes.
   */
  const reshape = (op: () => Promise<{ rowCount: number; row: number }>, focus = false) =>
    run(async () => {
      const { rowCount: count, row: wanted } = await op()
      const row = Math.max(0, Math.min(count - 1, wanted))
      const el = scrollRef.current
      const currentTop = el ? virtualTop(el.scrollTop, count, ROW_H, viewport) : 0
      const newTop = Math.max(0, Math.min(topToShow(row, currentTop, viewport, ROW_H) ?? currentTop, count * ROW_H - viewport))
      const range = visibleRange(newTop, viewport, ROW_H, count, OVERSCAN)
      const wantedBlocks = blocksFor(range.first, range.last, row).filter((b) => b * BLOCK < count)
      const answers = await Promise.all(wantedBlocks.map((b) => tree.rows(b * BLOCK, BLOCK)))
      setScrollAsk({ to: scrollTopFor(newTop, count, ROW_H, viewport) })
      setView((v) => ({ epoch: v.epoch + 1, rowCount: count, blocks: new Map(wantedBlocks.map((b, i) => [b, answers[i]!.rows])) }))
      setActive(row)
      if (focus) focusActive.current = true
    })

  const keepActive = async (count: number) => ({ rowCount: count, row: activeRow ? (await tree.locate(activeRow.id)).row : active })
  const toggle = (row: TreeRow, focus = true) => {
    setDepth('')
    reshape(() => tree.toggle(row.id), focus)
  }
  const expandAll = () => {
    setDepth('')
    reshape(async () => keepActive(await tree.expandAll()))
  }
  const collapseAll = () => {
    setDepth('')
    reshape(async () => keepActive(await tree.collapseAll()))
  }
  const expandToDepth = (d: string) => {
    setDepth(d)
    reshape(async () => keepActive(await tree.expandToDepth(Number(d))))
  }

  // Search as the query is typed (debounced); Enter and the arrows walk the matches.
  const runSearch = useCallback(
    async (q: string) => {
      if (searched.current === q) return
      searched.current = q
      const { count } = await tree.search(q)
      if (searched.current === q) setSearch({ query: q, count, index: 0 })
    },
    [tree],
  )
  useEffect(() => {
    if (!query) {
      setSearching(false)
      run(() => runSearch(''))
      return
    }
    setSearching(true)
    const t = setTimeout(() => run(() => runSearch(query).finally(() => setSearching(false))), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [query, run, runSearch])

  const step = (direction: 1 | -1) => {
    if (!query) return
    setDepth('')
    run(() => runSearch(query))
    reshape(async () => {
      const s = await tree.step(direction)
      if (!s) return { rowCount, row: active }
      setSearch((x) => ({ ...x, count: s.count, index: s.index }))
      return { rowCount: s.rowCount, row: s.row }
    })
  }

  /** Acts on one navigation key against the shape as it is now. */
  const navigate = (key: string) => {
    const row = activeRow
    const page = Math.max(1, Math.floor(viewport / ROW_H) - 1)
    switch (key) {
      case 'ArrowDown':
        moveTo(active + 1)
        break
      case 'ArrowUp':
        moveTo(active - 1)
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(rowCount - 1)
        break
      case 'PageDown':
        moveTo(active + page)
        break
      case 'PageUp':
        moveTo(active - page)
        break
      case 'ArrowRight':
        if (!row?.hasChildren) break
        if (row.expanded) moveTo(active + 1)
        else toggle(row)
        break
      case 'ArrowLeft':
        if (!row) break
        if (row.expanded && row.hasChildren) toggle(row)
        else if (row.parent >= 0) {
          const parent = row.parent
          run(async () => {
            const { row: r } = await tree.locate(parent)
            moveTo(r)
          })
        }
        break
      case 'Enter':
      case ' ':
        if (row?.hasChildren) toggle(row)
        break
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || rowCount === 0 || !NAV_KEYS.has(e.key)) return
    e.preventDefault()
    // While the worker reshapes the tree (a toggle, a jump to a parent), a key would act on the old
    // shape: Right then Down would select the row below the old last row. Queue it instead.
    if (busy.current > 0 || keys.current.length > 0) keys.current.push(e.key)
    else navigate(e.key)
  }

  // Play queued keys one per settled render, each against the shape the one before it left.
  const playQueued = useEffectEvent(() => {
    if (busy.current > 0 || keys.current.length === 0) return
    if (rowCount === 0) {
      keys.current = []
      return
    }
    focusActive.current = true
    navigate(keys.current.shift()!)
    setSettled((n) => n + 1)
  })
  useEffect(() => playQueued(), [settled])

  // The rows to render: those in view, and the active row wherever it is (it holds the focus).
  const rendered: number[] = []
  for (let r = first; r <= last; r++) rendered.push(r)
  if (active < first || active > last) rendered.push(active)
  const mark = search.count > 0 ? search.query : ''

  const selectedPath = info && activeRow && info.id === activeRow.id ? info : null
  const paths = useMemo(() => (selectedPath ? PATH_FORMS.map((f) => ({ ...f, text: f.format(selectedPath.path) })) : []), [selectedPath])

  return (
    <>
      <div className="flex flex-wrap items-center gap-1.5 border-b border-border px-2 py-1.5">
        <div className="flex shrink-0 items-center gap-1">
          <Tooltip content="Expand all">
            <Button size="icon" variant="ghost" aria-label="Expand all" onClick={expandAll}>
              <UnfoldVertical aria-hidden />
            </Button>
          </Tooltip>
          <Tooltip content="Collapse all">
            <Button size="icon" variant="ghost" aria-label="Collapse all" onClick={collapseAll}>
              <FoldVertical aria-hidden />
            </Button>
          </Tooltip>
          <select
            aria-label="Expand to depth"
            title="Expand to depth"
            className="h-8 rounded-md border border-input bg-background px-1.5 text-xs"
            value={depth}
            onChange={(e) => expandToDepth(e.target.value)}
          >
            <option value="" disabled>
              Depth…
            </option>
            {DEPTHS.map((d) => (
              <option key={d} value={d}>
                Depth {d}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-[14rem] flex-1 items-center gap-1">
          <input
            type="search"
            aria-label="Search keys and values"
            placeholder="Search keys and values"
            className="h-8 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              step(e.shiftKey ? -1 : 1)
            }}
            aria-keyshortcuts="Enter Shift+Enter"
          />
          <span role="status" className="min-w-[4.5rem] text-center text-xs whitespace-nowrap text-muted-foreground" data-testid="json-tree-matches">
            {!query ? '' : searching || search.query !== query ? 'Searching...' : matchCounter(search.count, search.index)}
          </span>
          <Button size="icon" variant="ghost" aria-label="Previous match" title="Previous match (Shift+Enter)" disabled={!query || (search.query === query && search.count === 0)} onClick={() => step(-1)}>
            <ChevronUp aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Next match" title="Next match (Enter)" disabled={!query || (search.query === query && search.count === 0)} onClick={() => step(1)}>
            <ChevronDown aria-hidden />
          </Button>
        </div>
      </div>

      <div
        ref={scrollRef}
        role="tree"
        aria-label={label}
        tabIndex={-1}
        data-row-count={rowCount}
        data-node-count={tree.summary.nodeCount}
        className="relative min-h-0 flex-1 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
      >
        <div className="relative overflow-hidden" style={{ height: scrollHeight(rowCount, ROW_H) }}>
          {rendered.map((r) => {
            const row = rowAt(r)
            if (!row) return null
            return (
              <Row
                key={r}
                id={`${baseId}-row-${r}`}
                row={row}
                top={r * ROW_H - top + scrollTop}
                selected={r === active}
                mark={mark}
                onSelect={() => setActive(r)}
                onToggle={() => {
                  setActive(r)
                  toggle(row)
                }}
              />
            )
          })}
        </div>
      </div>

      {fault ? (
        <div className="flex items-center gap-2 border-t border-border px-3 py-1.5">
          <p role="alert" className="flex min-w-0 flex-1 items-start gap-1.5 text-sm text-destructive-foreground">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">The tree stopped: {fault}</span>
          </p>
          <Button size="sm" onClick={onLost}>
            <RotateCcw aria-hidden /> Build the tree again
          </Button>
        </div>
      ) : null}

      <div role="group" aria-label="Selected node" className="flex flex-wrap items-center gap-x-2 border-t border-border px-3 py-1 text-xs">
        <div className="min-w-[14rem] flex-1">
          {PATH_FORMS.map((f, i) => {
            const p = paths[i]?.text
            const note = f.form === 'jsonpath' && selectedPath && !jsonPathSelectable(selectedPath.path) ? ' (jsonpath-plus cannot select this key)' : ''
            return (
              <div key={f.form} className="flex h-7 items-center gap-2">
                <span className="w-20 shrink-0 text-muted-foreground">{f.label}</span>
                <code className="min-w-0 flex-1 truncate font-mono text-[13px]" title={p === undefined ? undefined : p + note} data-testid={`json-tree-path-${f.form}`}>
                  {p === undefined ? '' : p === '' ? <span className="text-muted-foreground">(empty: the whole document)</span> : p}
                </code>
                <CopyButton variant="ghost" className="h-7" label="Copy" aria-label={`Copy ${f.label}`} disabled={p === undefined} getText={() => p ?? ''} />
              </div>
            )
          })}
        </div>
        <CopyButton
          variant="outline"
          label="Copy value"
          className="my-1"
          disabled={!selectedPath}
          title={selectedPath && activeRow ? `Copy the value of ${keyLabel(activeRow.key)} (${KIND_LABEL[activeRow.kind]})` : undefined}
          getText={() => (selectedPath ? copyValueText(selectedPath.kind, text.slice(selectedPath.start, selectedPath.end)) : '')}
        />
      </div>
    </>
  )
}

function Marked({ text, mark }: { text: string; mark: string }): ReactNode {
  const parts = highlight(text, mark)
  if (!parts) return text
  return (
    <>
      {parts[0]}
      <mark className="rounded-sm bg-warning-soft text-inherit ring-1 ring-warning">{parts[1]}</mark>
      {parts[2]}
    </>
  )
}

function Row({ id, row, top, selected, mark, onSelect, onToggle }: { id: string; row: TreeRow; top: number; selected: boolean; mark: string; onSelect: () => void; onToggle: () => void }) {
  const size = sizeLabel(row.kind, row.size)
  const container = row.kind === 'object' || row.kind === 'array'
  const preview = container ? (row.expanded ? '' : row.preview + (row.cut ? '…' : '')) : row.kind === 'string' ? row.preview : row.preview + (row.cut ? '…' : '')
  return (
    <div
      id={id}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-setsize={row.setsize}
      aria-posinset={row.posinset}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className={cn('absolute right-0 left-0 flex cursor-default items-center gap-1.5 pr-2 text-sm select-none hover:bg-muted', selected && 'bg-accent hover:bg-accent')}
      style={{ top, height: ROW_H, paddingLeft: 4 + Math.min(row.depth, MAX_INDENT_LEVELS) * INDENT, outlineOffset: -2 }}
      onClick={onSelect}
      onDoubleClick={() => row.hasChildren && onToggle()}
    >
      <span
        aria-hidden
        className={cn('flex size-4 shrink-0 items-center justify-center text-muted-foreground', row.hasChildren && 'cursor-pointer hover:text-foreground')}
        onClick={(e) => {
          if (!row.hasChildren) return
          e.stopPropagation()
          onToggle()
        }}
      >
        {row.hasChildren ? row.expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" /> : null}
      </span>
      <span className={cn('max-w-[45%] shrink-0 truncate font-mono text-[13px]', row.key === null ? 'text-muted-foreground italic' : 'text-[var(--syntax-key)]')}>
        {typeof row.key === 'string' ? <Marked text={row.key} mark={mark} /> : keyLabel(row.key)}
      </span>
      <span className="shrink-0 rounded border border-border px-1 text-[11px] leading-4 text-muted-foreground">{KIND_LABEL[row.kind]}</span>
      <span className={cn('min-w-0 flex-1 truncate font-mono text-[13px]', KIND_COLOR[row.kind])}>
        {row.kind === 'string' ? (
          <>
            "<Marked text={preview} mark={mark} />
            {row.cut ? '…' : '"'}
          </>
        ) : (
          <Marked text={preview} mark={container ? '' : mark} />
        )}
      </span>
      {size ? <span className="shrink-0 text-xs text-muted-foreground">{size}</span> : null}
    </div>
  )
}

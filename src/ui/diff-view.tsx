import { ChevronDown, ChevronUp, UnfoldVertical } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react'
import { Compartment, EditorSelection, EditorState, Facet, RangeSetBuilder, StateEffect, StateField, Text, type Extension } from '@codemirror/state'
import {
  Decoration,
  EditorView,
  GutterMarker,
  ViewPlugin,
  WidgetType,
  gutter,
  gutterWidgetClass,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view'
import { ROW_ADDED as ADDED, ROW_REMOVED as REMOVED, ROW_SAME as SAME, type DiffResult, type DiffSide } from '../workers/diff/diff.types'
import {
  activeFolds,
  CHANGE_ADDS,
  CHANGE_REMOVES,
  changeCounter,
  changesFromBlocks,
  expandLabel,
  FoldedLayout,
  foldRanges,
  scrollMarks,
  stepChange,
  type Change,
  type Fold,
} from '../workers/diff/diff-nav'
import { Button } from './button'
import { cn } from './cn'
import { Tooltip } from './tooltip'
import { isWrapKey, WrapToggle } from './wrap-toggle'

/**
 * The diff view shared by Diff Viewer and Text Diff: a line diff result from the `diff` engine shown
 * side by side or unified, removed lines red, added lines green, changed words marked inside them,
 * and 'No differences' when the texts are equal. Each side is a read-only CodeMirror view, which
 * lays out only the visible lines, so a 50,000-line result scrolls as smoothly as a short one; the
 * colours and line numbers are computed for the visible lines only.
 *
 * A long diff is navigable (issue 21, item 6): Previous / Next change (buttons, Alt+Up / Alt+Down,
 * Shift+F7 / F7) scroll a change into view and mark it, with a counter; unchanged runs are folded to
 * three lines of context behind "Expand N unchanged lines" bars (or all shown); a strip beside the
 * scroller marks every change at its place, and a click on a mark jumps to it. The rules (changes,
 * folds, mark positions, stepping) are pure, in workers/diff/diff-nav.ts.
 */
export type DiffViewMode = 'split' | 'unified'

const modelFacet = Facet.define<DiffSide, DiffSide | null>({ combine: (v) => v[0] ?? null })

/** Rows of the change marked as current (from, to), or none. */
const setCurrent = StateEffect.define<Change | null>()
const currentField = StateField.define<Change | null>({
  create: () => null,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setCurrent)) value = e.value
    return value
  },
})

/** Height of a fold's bar, in pixels (the scrollbar marks count it in rows). */
const FOLD_BAR_PX = 26
/** 13px text at line height 1.55, as the theme below sets. */
const LINE_PX = 13 * 1.55
/** The event a fold's bar sends up to the view's host when clicked: detail is the fold's index. */
const EXPAND_EVENT = 'diff-expand-fold'

class FoldBar extends WidgetType {
  constructor(
    readonly index: number,
    readonly lines: number,
  ) {
    super()
  }
  eq(other: FoldBar) {
    return other.index === this.index && other.lines === this.lines
  }
  toDOM(view: EditorView) {
    const bar = document.createElement('div')
    bar.className = 'cm-diff-fold'
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'cm-diff-fold-button'
    button.dataset.fold = String(this.index)
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    svg.setAttribute('viewBox', '0 0 24 24')
    svg.setAttribute('aria-hidden', 'true')
    svg.setAttribute('class', 'cm-diff-fold-icon')
    for (const d of ['m7 15 5 5 5-5', 'm7 9 5-5 5 5']) {
      const path = document.createElementNS('http://www.w3.org/2000/svg', 'path')
      path.setAttribute('d', d)
      svg.appendChild(path)
    }
    // "Expand 45 unchanged lines", shortened to "45 lines" or "45" in a narrow side (390 px, side by side).
    const span = (cls: string, text: string) => {
      const el = document.createElement('span')
      el.className = cls
      el.textContent = text
      return el
    }
    const n = this.lines.toLocaleString('en-US')
    button.setAttribute('aria-label', expandLabel(this.lines))
    const label = span('cm-diff-fold-label', '')
    label.append(span('cm-diff-fold-long', 'Expand '), n, span('cm-diff-fold-long', ' unchanged'), span('cm-diff-fold-mid', this.lines === 1 ? ' line' : ' lines'))
    button.append(svg, label)
    button.addEventListener('click', () => view.dom.dispatchEvent(new CustomEvent(EXPAND_EVENT, { bubbles: true, detail: this.index })))
    bar.appendChild(button)
    return bar
  }
  get estimatedHeight() {
    return FOLD_BAR_PX
  }
  ignoreEvent() {
    return true
  }
}

/** The folded runs: block widgets that replace whole lines (so they come from a state field). */
const setFolds = StateEffect.define<{ fold: Fold; index: number }[]>()
const foldField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (!e.is(setFolds)) continue
      const doc = tr.state.doc
      const builder = new RangeSetBuilder<Decoration>()
      for (const { fold, index } of e.value) {
        if (fold.to > doc.lines) continue
        builder.add(doc.line(fold.from + 1).from, doc.line(fold.to).to, Decoration.replace({ widget: new FoldBar(index, fold.to - fold.from), block: true }))
      }
      deco = builder.finish()
    }
    return deco
  },
  provide: (f) => EditorView.decorations.from(f),
})

class ClassMarker extends GutterMarker {
  constructor(readonly elementClass: string) {
    super()
  }
}
const foldGutterClass = gutterWidgetClass.of((_view, widget) => (widget instanceof FoldBar ? new ClassMarker('cm-diff-fold-gutter') : null))

/** Indexed by row kind: same, removed, added, filler. */
const LINE_CLASS = ['', 'cm-diff-removed', 'cm-diff-added', 'cm-diff-filler']
const lineDeco = LINE_CLASS.map((c) => (c ? Decoration.line({ class: c }) : null))
const currentDeco = Decoration.line({ class: 'cm-diff-current' })
const markDeco = [null, Decoration.mark({ class: 'cm-diff-word-removed' }), Decoration.mark({ class: 'cm-diff-word-added' })]

/** Colours, word marks and the current change's outline, for the visible lines only. */
const diffDecorations = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = this.build(view)
    }
    update(u: ViewUpdate) {
      if (
        u.viewportChanged ||
        u.docChanged ||
        u.startState.field(currentField) !== u.state.field(currentField) ||
        u.startState.field(foldField) !== u.state.field(foldField)
      )
        this.decorations = this.build(u.view)
    }
    build(view: EditorView): DecorationSet {
      const model = view.state.facet(modelFacet)
      const builder = new RangeSetBuilder<Decoration>()
      if (!model) return builder.finish()
      const current = view.state.field(currentField)
      const doc = view.state.doc
      for (const { from, to } of view.visibleRanges) {
        for (let pos = from; pos <= to; ) {
          const line = doc.lineAt(pos)
          const row = line.number - 1
          const kind = model.kind[row] ?? SAME
          const deco = lineDeco[kind]
          if (deco) builder.add(line.from, line.from, deco)
          if (current && row >= current.from && row < current.to) builder.add(line.from, line.from, currentDeco)
          const mark = markDeco[kind]
          if (mark) {
            // Computed for this row on first sight (the diff sends no word marks).
            const marks = model.marksAt(row)
            for (let m = 0; m < marks.length; m += 2) {
              const f = marks[m]!
              const t = marks[m + 1]!
              if (f < t && line.from + t <= line.to) builder.add(line.from + f, line.from + t, mark)
            }
          }
          pos = line.to + 1
        }
      }
      return builder.finish()
    }
  },
  { decorations: (v) => v.decorations },
)

class TextMarker extends GutterMarker {
  constructor(readonly text: string) {
    super()
  }
  eq(other: TextMarker) {
    return other.text === this.text
  }
  toDOM() {
    return document.createTextNode(this.text)
  }
}
const markers = new Map<string, TextMarker>()
const marker = (text: string) => {
  let m = markers.get(text)
  if (!m) markers.set(text, (m = new TextMarker(text)))
  return m
}

/** A gutter of line numbers (of the original or modified text) or of +/- signs. */
function numberGutter(which: 'old' | 'new' | 'sign'): Extension {
  return gutter({
    class: `cm-diff-gutter cm-diff-gutter-${which}`,
    lineMarker(view, line) {
      const model = view.state.facet(modelFacet)
      if (!model) return null
      const row = view.state.doc.lineAt(line.from).number - 1
      if (which === 'sign') {
        const kind = model.kind[row]
        return kind === REMOVED ? marker('-') : kind === ADDED ? marker('+') : null
      }
      const n = (which === 'old' ? model.oldNo : model.newNo)[row]
      return n ? marker(String(n)) : null
    },
    initialSpacer: () => marker('00000'),
  })
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'var(--background)', color: 'var(--foreground)' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55' },
  '.cm-content': { padding: '4px 0' },
  // D33: the read-only view takes focus (to read it with the keyboard) and shows it, inside its box.
  '&.cm-focused': { outline: '2px solid var(--ring)', outlineOffset: '-2px' },
  '.cm-gutters': { backgroundColor: 'var(--surface)', color: 'var(--muted-foreground)', border: 'none', borderRight: '1px solid var(--border)' },
  '.cm-diff-gutter .cm-gutterElement': { padding: '0 6px', textAlign: 'right' },
  '.cm-diff-gutter-sign .cm-gutterElement': { padding: '0 4px', minWidth: '1ch', textAlign: 'center' },
  '.cm-diff-removed': { backgroundColor: 'color-mix(in srgb, var(--destructive) 14%, transparent)' },
  '.cm-diff-added': { backgroundColor: 'color-mix(in srgb, var(--success) 16%, transparent)' },
  '.cm-diff-filler': { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, var(--muted) 6px 8px)' },
  '.cm-diff-current': { boxShadow: 'inset 3px 0 0 var(--primary)' },
  '.cm-diff-word-removed': { backgroundColor: 'color-mix(in srgb, var(--destructive) 34%, transparent)', borderRadius: '2px' },
  '.cm-diff-word-added': { backgroundColor: 'color-mix(in srgb, var(--success) 36%, transparent)', borderRadius: '2px' },
  '.cm-diff-fold': {
    height: `${FOLD_BAR_PX}px`,
    display: 'flex',
    alignItems: 'stretch',
    backgroundColor: 'var(--muted)',
    borderTop: '1px solid var(--border)',
    borderBottom: '1px solid var(--border)',
    boxSizing: 'border-box',
    containerType: 'inline-size',
  },
  '.cm-diff-fold-gutter': { backgroundColor: 'var(--muted)' },
  '.cm-diff-fold-label': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '@container (max-width: 200px)': { '.cm-diff-fold-long': { display: 'none' } },
  '@container (max-width: 110px)': { '.cm-diff-fold-mid': { display: 'none' } },
  '.cm-diff-fold-button': {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    width: '100%',
    padding: '0 10px',
    border: 'none',
    background: 'transparent',
    color: 'var(--muted-foreground)',
    font: '12px var(--font-sans, system-ui, sans-serif)',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textAlign: 'left',
  },
  '.cm-diff-fold-button:hover': { color: 'var(--foreground)', backgroundColor: 'color-mix(in srgb, var(--ring) 12%, transparent)' },
  '.cm-diff-fold-button:focus-visible': { outline: '2px solid var(--ring)', outlineOffset: '-2px' },
  '.cm-diff-fold-icon': { width: '14px', height: '14px', flexShrink: '0', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--ring) 30%, transparent) !important' },
})

/** Long lines wrapped or not (the reader's choice, Alt+Z or the toggle, as in the code editors). */
const wrapping = new Compartment()
const wrapExtension = (wrapped: boolean) => (wrapped ? EditorView.lineWrapping : [])

/**
 * Where `to` scrolls to show at its top the row `from` shows at its top, as far into it: the sides
 * of a split diff have the same rows, but wrapped long lines make them of different heights.
 */
function alignedTop(from: EditorView, to: EditorView): number {
  const top = from.scrollDOM.scrollTop
  const block = from.lineBlockAtHeight(top)
  const into = block.height > 0 ? Math.min(1, Math.max(0, (top - block.top) / block.height)) : 0
  const row = Math.min(from.state.doc.lineAt(block.from).number, to.state.doc.lines)
  const target = to.lineBlockAt(to.state.doc.line(row).from)
  return target.top + into * target.height
}

function sideState(model: DiffSide, label: string, gutters: ('old' | 'new' | 'sign')[], wrapped: boolean): EditorState {
  return EditorState.create({
    // The rows as they are (no joined copy of the text to split again).
    doc: Text.of(model.lines.length ? model.lines : ['']),
    extensions: [
      modelFacet.of(model),
      currentField,
      foldField,
      foldGutterClass,
      gutters.map(numberGutter),
      diffDecorations,
      theme,
      EditorState.readOnly.of(true),
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true' }),
      wrapping.of(wrapExtension(wrapped)),
    ],
  })
}

export type DiffViewProps = {
  result: DiffResult | null
  mode: DiffViewMode
  /** Accessible names of the sides (split) and of the unified listing. */
  labels?: { original: string; modified: string; unified: string }
  /** Shown when there is no result yet (or nothing to compare). */
  emptyHint?: string
  className?: string
}

const DEFAULT_LABELS = { original: 'Original (diff)', modified: 'Modified (diff)', unified: 'Unified diff' }

/** What the reader chose for one result: the current change and the expanded folds (both views share their indices). */
type Reading = { result: DiffResult; current: number | null; expanded: ReadonlySet<number> }

export function DiffView({ result, mode, labels = DEFAULT_LABELS, emptyHint = 'The differences appear here.', className }: DiffViewProps) {
  const [showAll, setShowAll] = useState(false)
  const [wrapped, setWrapped] = useState(false)
  // Kept here, not in the listing below, so switching between side by side and unified keeps them;
  // a new result starts afresh.
  const [reading, setReading] = useState<Reading | null>(null)
  const mine = reading && reading.result === result ? reading : null
  const current = mine?.current ?? null
  const expanded = useMemo(() => mine?.expanded ?? new Set<number>(), [mine])
  const update = useCallback(
    (patch: Partial<Omit<Reading, 'result'>>) =>
      setReading((r) => (result ? { result, current: r?.result === result ? r.current : null, expanded: r?.result === result ? r.expanded : new Set<number>(), ...patch } : null)),
    [result],
  )

  if (!result)
    return (
      <p className={cn('m-4 text-sm text-muted-foreground', className)} data-testid="diff-empty">
        {emptyHint}
      </p>
    )
  if (result.identical)
    return (
      <p className={cn('m-4 text-sm text-muted-foreground', className)} data-testid="diff-none">
        No differences
      </p>
    )
  return (
    <DiffListing
      key={mode}
      result={result}
      mode={mode}
      labels={labels}
      current={current}
      expanded={expanded}
      showAll={showAll}
      wrapped={wrapped}
      onWrap={() => setWrapped((w) => !w)}
      onCurrent={(i) => update({ current: i })}
      onExpand={(i) => update({ expanded: new Set(expanded).add(i) })}
      onShowAll={(v) => {
        setShowAll(v)
        if (!v) update({ expanded: new Set<number>() })
      }}
      className={className}
    />
  )
}

type ListingProps = {
  result: DiffResult
  mode: DiffViewMode
  labels: { original: string; modified: string; unified: string }
  current: number | null
  expanded: ReadonlySet<number>
  showAll: boolean
  wrapped: boolean
  onWrap: () => void
  onCurrent: (index: number) => void
  onExpand: (index: number) => void
  onShowAll: (v: boolean) => void
  className?: string
}

const isEditable = (el: Element) => (el instanceof HTMLElement && el.isContentEditable) || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest('.cm-editor')

/** Which way a key press steps (F7 / Shift+F7, Alt+Down / Alt+Up), or 0 for another key. */
function keyStep(e: KeyboardEvent): 1 | -1 | 0 {
  if (e.ctrlKey || e.metaKey) return 0
  if (e.key === 'F7' && !e.altKey) return e.shiftKey ? -1 : 1
  if (e.altKey && !e.shiftKey && e.key === 'ArrowDown') return 1
  if (e.altKey && !e.shiftKey && e.key === 'ArrowUp') return -1
  return 0
}

function DiffListing({ result, mode, labels, current, expanded, showAll, wrapped, onWrap, onCurrent, onExpand, onShowAll, className }: ListingProps) {
  const split = mode === 'split'
  // A new state starts with the wrapping chosen; a new choice reconfigures the views in place.
  const wrappedRef = useRef(wrapped)
  wrappedRef.current = wrapped
  // The listing shown is built on first read from the page's texts and the worker's blocks (diff-views.ts).
  const states = useMemo(
    () =>
      split
        ? [sideState(result.views.split[0], labels.original, ['old', 'sign'], wrappedRef.current), sideState(result.views.split[1], labels.modified, ['new', 'sign'], wrappedRef.current)]
        : [sideState(result.views.unified, labels.unified, ['old', 'new', 'sign'], wrappedRef.current)],
    [result, split, labels.original, labels.modified, labels.unified],
  )
  const changes = useMemo(() => changesFromBlocks(result.blocks, mode), [result, mode])
  const rows = (split ? result.views.split[0] : result.views.unified).kind.length
  const folds = useMemo(() => foldRanges(changes, rows), [changes, rows])
  const active = useMemo(() => activeFolds(folds, expanded, showAll), [folds, expanded, showAll])

  const root = useRef<HTMLDivElement>(null)
  const leftHost = useRef<HTMLDivElement>(null)
  const rightHost = useRef<HTMLDivElement>(null)
  const views = useRef<EditorView[]>([])
  const strip = useRef<HTMLDivElement>(null)
  const thumb = useRef<HTMLDivElement>(null)
  const [trackPx, setTrackPx] = useState(0)

  // One read-only CodeMirror view per listing; a new result replaces their state.
  useEffect(() => {
    const hosts = [leftHost.current, rightHost.current]
    states.forEach((state, i) => {
      const existing = views.current[i]
      const parent = hosts[i]
      if (existing) existing.setState(state)
      else if (parent) views.current[i] = new EditorView({ parent, state })
    })
  }, [states])
  useEffect(
    () => () => {
      views.current.forEach((v) => v.destroy())
      views.current = []
    },
    [],
  )

  useEffect(() => {
    for (const v of views.current) v.dispatch({ effects: wrapping.reconfigure(wrapExtension(wrapped)) })
  }, [wrapped])

  // Folds and the current change follow the reader's choices (and survive a new state).
  const currentChange = current === null ? null : (changes[current] ?? null)
  useEffect(() => {
    for (const v of views.current) v.dispatch({ effects: setFolds.of(active) })
  }, [states, active])
  useEffect(() => {
    for (const v of views.current) if (v.state.field(currentField) !== currentChange) v.dispatch({ effects: setCurrent.of(currentChange) })
  }, [states, currentChange])

  // A fold's bar asks to expand through a DOM event (its widget knows nothing of React).
  const expandRef = useRef(onExpand)
  expandRef.current = onExpand
  useEffect(() => {
    const el = root.current
    if (!el) return
    const onEvent = (e: Event) => expandRef.current((e as CustomEvent<number>).detail)
    el.addEventListener(EXPAND_EVENT, onEvent)
    return () => el.removeEventListener(EXPAND_EVENT, onEvent)
  }, [])

  // Side by side, rows are aligned (fillers stand in for missing lines), so the sides scroll together;
  // the strip's thumb shows which part is in view.
  useEffect(() => {
    const vs = views.current
    const moveThumb = () => {
      const s = vs[0]?.scrollDOM
      const t = thumb.current
      const track = strip.current?.clientHeight ?? 0
      if (!s || !t || !s.scrollHeight) return
      t.style.top = `${(s.scrollTop / s.scrollHeight) * track}px`
      t.style.height = `${Math.max(4, (s.clientHeight / s.scrollHeight) * track)}px`
    }
    let syncing: HTMLElement | null = null
    const link = (from: EditorView, to: EditorView | undefined) => () => {
      moveThumb()
      if (!to || (syncing && syncing !== from.scrollDOM)) return
      syncing = from.scrollDOM
      // Wrapped, a row is as tall as its longer side needs: the same row is kept at the top of both.
      to.scrollDOM.scrollTop = wrappedRef.current ? alignedTop(from, to) : from.scrollDOM.scrollTop
      requestAnimationFrame(() => (syncing = null))
    }
    const handlers = vs.map((v, i) => [v.scrollDOM, link(v, vs[1 - i])] as const)
    for (const [el, h] of handlers) el.addEventListener('scroll', h, { passive: true })
    const ro = new ResizeObserver(() => {
      setTrackPx(strip.current?.clientHeight ?? 0)
      moveThumb()
    })
    if (strip.current) ro.observe(strip.current)
    for (const v of vs) ro.observe(v.contentDOM)
    moveThumb()
    return () => {
      for (const [el, h] of handlers) el.removeEventListener('scroll', h)
      ro.disconnect()
    }
  }, [states])

  const layout = useMemo(
    () =>
      new FoldedLayout(
        active.map((a) => a.fold),
        rows,
        FOLD_BAR_PX / LINE_PX,
      ),
    [active, rows],
  )
  const marks = useMemo(() => scrollMarks(changes, layout, trackPx), [changes, layout, trackPx])

  /** Marks change `index` as current and scrolls it into view, in every view. */
  const jump = useCallback(
    (index: number) => {
      const c = changes[index]
      if (!c) return
      onCurrent(index)
      for (const v of views.current) {
        const doc = v.state.doc
        if (c.to > doc.lines) continue
        const from = doc.line(c.from + 1).from
        const to = doc.line(c.to).to
        const tall = (c.to - c.from) * v.defaultLineHeight > v.scrollDOM.clientHeight * 0.7
        v.dispatch({
          selection: { anchor: from },
          effects: [setCurrent.of(c), tall ? EditorView.scrollIntoView(from, { y: 'start', yMargin: 2 * v.defaultLineHeight, x: 'start' }) : EditorView.scrollIntoView(EditorSelection.range(from, to), { y: 'center', x: 'start' })],
        })
      }
    },
    [changes, onCurrent],
  )

  /** The row at the top of the view, where stepping starts when no change is chosen yet. */
  const topRow = () => {
    const v = views.current[0]
    if (!v) return 0
    const block = v.lineBlockAtHeight(v.scrollDOM.scrollTop)
    return v.state.doc.lineAt(block.from).number - 1
  }
  const step = (dir: 1 | -1) => {
    const next = stepChange(changes, current, dir, topRow())
    if (next !== null) jump(next)
  }
  const stepRef = useRef(step)
  stepRef.current = step

  // F7 / Shift+F7 and Alt+Down / Alt+Up anywhere in the tool; Alt+arrows are left to text fields
  // (they move lines there) and to the sidebar (they move favourites) unless the focus is in the diff.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const dir = keyStep(e)
      if (!dir || e.defaultPrevented) return
      const target = e.target instanceof Element ? e.target : null
      const inside = !!target && !!root.current?.contains(target)
      if (!inside && target) {
        if (target.closest('nav, aside, [role="dialog"], [cmdk-dialog]')) return
        if (e.key !== 'F7' && isEditable(target)) return
      }
      e.preventDefault()
      stepRef.current(dir)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const onStripClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect()
    const y = e.clientY - rect.top
    let best: { index: number; d: number } | null = null
    for (const m of marks) {
      const d = y < m.top ? m.top - y : y > m.top + m.height ? y - m.top - m.height : 0
      if (!best || d < best.d) best = { index: m.index, d }
    }
    if (best && best.d <= 4) return jump(best.index)
    const s = views.current[0]?.scrollDOM
    if (s) s.scrollTop = (y / rect.height) * s.scrollHeight - s.clientHeight / 2
  }

  const total = changes.length
  return (
    <div
      ref={root}
      className={cn('flex min-h-0 flex-1 flex-col', className)}
      data-testid="diff-listing"
      onKeyDown={(e) => {
        if (!isWrapKey(e)) return
        e.preventDefault()
        onWrap()
      }}
    >
      <div className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1" role="group" aria-label="Changes">
        <Tooltip content="Previous change (Alt+↑ or Shift+F7)">
          <Button size="sm" variant="ghost" aria-label="Previous change" aria-keyshortcuts="Alt+ArrowUp Shift+F7" disabled={current === 0} onClick={() => step(-1)}>
            <ChevronUp aria-hidden />
            <span className="max-sm:hidden">Previous</span>
          </Button>
        </Tooltip>
        <Tooltip content="Next change (Alt+↓ or F7)">
          <Button size="sm" variant="ghost" aria-label="Next change" aria-keyshortcuts="Alt+ArrowDown F7" disabled={current === total - 1} onClick={() => step(1)}>
            <ChevronDown aria-hidden />
            <span className="max-sm:hidden">Next</span>
          </Button>
        </Tooltip>
        <span className="px-1.5 text-xs text-muted-foreground tabular-nums" aria-live="polite" data-testid="diff-counter">
          {changeCounter(current, total)}
        </span>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto aria-pressed:bg-muted aria-pressed:text-foreground"
          aria-pressed={showAll}
          disabled={folds.length === 0 && !showAll}
          onClick={() => onShowAll(!showAll)}
        >
          <UnfoldVertical aria-hidden /> Show all lines
        </Button>
        <WrapToggle wrapped={wrapped} onToggle={onWrap} />
      </div>
      <div className="flex min-h-0 flex-1">
        {split ? (
          <div className="grid min-h-0 min-w-0 flex-1 grid-cols-2 divide-x divide-border overflow-hidden" data-testid="diff-split">
            <div ref={leftHost} className="min-h-0 min-w-0 overflow-hidden" />
            <div ref={rightHost} className="min-h-0 min-w-0 overflow-hidden" />
          </div>
        ) : (
          <div ref={leftHost} className="min-h-0 min-w-0 flex-1 overflow-hidden" data-testid="diff-unified" />
        )}
        <div
          ref={strip}
          className="relative w-3 shrink-0 cursor-pointer border-l border-border bg-surface"
          aria-hidden="true"
          data-testid="diff-scrollbar"
          title="Changes: click a mark to go to it"
          onClick={onStripClick}
        >
          {marks.map((m) => (
            <div
              key={m.index}
              data-testid="diff-scroll-mark"
              data-change={m.index}
              data-count={m.count}
              className={cn('absolute inset-x-0.5 rounded-[1px]', current !== null && current >= m.index && current < m.index + m.count && 'outline outline-1 outline-foreground')}
              style={{
                top: m.top,
                height: m.height,
                background:
                  m.flags === (CHANGE_ADDS | CHANGE_REMOVES)
                    ? 'linear-gradient(90deg, var(--destructive) 50%, var(--success) 50%)'
                    : m.flags & CHANGE_ADDS
                      ? 'var(--success)'
                      : 'var(--destructive)',
              }}
            />
          ))}
          {/* The part in view, drawn over the marks. */}
          <div ref={thumb} className="pointer-events-none absolute inset-x-0 rounded-sm border border-foreground/50 bg-foreground/10" />
        </div>
      </div>
    </div>
  )
}

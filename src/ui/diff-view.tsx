import { useEffect, useMemo, useRef } from 'react'
import { EditorState, Facet, RangeSetBuilder, type Extension } from '@codemirror/state'
import { Decoration, EditorView, GutterMarker, ViewPlugin, gutter, type DecorationSet, type ViewUpdate } from '@codemirror/view'
import { ROW_ADDED as ADDED, ROW_REMOVED as REMOVED, ROW_SAME as SAME, type DiffResult, type DiffSide } from '../workers/diff/diff.types'
import { cn } from './cn'

/**
 * The diff view shared by Diff Viewer and Text Diff: a line diff result from the `diff` engine shown
 * side by side or unified, removed lines red, added lines green, changed words marked inside them,
 * and 'No differences' when the texts are equal. Each side is a read-only CodeMirror view, which
 * lays out only the visible lines, so a 50,000-line result scrolls as smoothly as a short one; the
 * colours and line numbers are computed for the visible lines only.
 */
export type DiffViewMode = 'split' | 'unified'

const modelFacet = Facet.define<DiffSide, DiffSide | null>({ combine: (v) => v[0] ?? null })

/** Indexed by row kind: same, removed, added, filler. */
const LINE_CLASS = ['', 'cm-diff-removed', 'cm-diff-added', 'cm-diff-filler']
const lineDeco = LINE_CLASS.map((c) => (c ? Decoration.line({ class: c }) : null))
const markDeco = [null, Decoration.mark({ class: 'cm-diff-word-removed' }), Decoration.mark({ class: 'cm-diff-word-added' })]

/** Colours and word marks for the visible lines only. */
const diffDecorations = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = this.build(view)
    }
    update(u: ViewUpdate) {
      if (u.viewportChanged || u.docChanged) this.decorations = this.build(u.view)
    }
    build(view: EditorView): DecorationSet {
      const model = view.state.facet(modelFacet)
      const builder = new RangeSetBuilder<Decoration>()
      if (!model) return builder.finish()
      const doc = view.state.doc
      for (const { from, to } of view.visibleRanges) {
        for (let pos = from; pos <= to; ) {
          const line = doc.lineAt(pos)
          const row = line.number - 1
          const kind = model.kind[row] ?? SAME
          const deco = lineDeco[kind]
          if (deco) builder.add(line.from, line.from, deco)
          const mark = markDeco[kind]
          if (mark) {
            for (let m = model.markStart[row]!, end = model.markStart[row + 1]!; m < end; m++) {
              const f = model.marks[2 * m]!
              const t = model.marks[2 * m + 1]!
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
  '&.cm-focused': { outline: 'none' },
  '.cm-gutters': { backgroundColor: 'var(--surface)', color: 'var(--muted-foreground)', border: 'none', borderRight: '1px solid var(--border)' },
  '.cm-diff-gutter .cm-gutterElement': { padding: '0 6px', textAlign: 'right' },
  '.cm-diff-gutter-sign .cm-gutterElement': { padding: '0 4px', minWidth: '1ch', textAlign: 'center' },
  '.cm-diff-removed': { backgroundColor: 'color-mix(in srgb, var(--destructive) 14%, transparent)' },
  '.cm-diff-added': { backgroundColor: 'color-mix(in srgb, var(--success) 16%, transparent)' },
  '.cm-diff-filler': { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, var(--muted) 6px 8px)' },
  '.cm-diff-word-removed': { backgroundColor: 'color-mix(in srgb, var(--destructive) 34%, transparent)', borderRadius: '2px' },
  '.cm-diff-word-added': { backgroundColor: 'color-mix(in srgb, var(--success) 36%, transparent)', borderRadius: '2px' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--ring) 30%, transparent) !important' },
})

function sideState(model: DiffSide, label: string, gutters: ('old' | 'new' | 'sign')[]): EditorState {
  return EditorState.create({
    doc: model.text,
    extensions: [
      modelFacet.of(model),
      gutters.map(numberGutter),
      diffDecorations,
      theme,
      EditorState.readOnly.of(true),
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true' }),
    ],
  })
}

function useDiffEditor(host: React.RefObject<HTMLDivElement | null>, state: EditorState | null) {
  const view = useRef<EditorView | null>(null)
  useEffect(() => {
    if (!host.current || !state) return
    if (!view.current) view.current = new EditorView({ parent: host.current, state })
    else view.current.setState(state)
  }, [host, state])
  useEffect(
    () => () => {
      view.current?.destroy()
      view.current = null
    },
    [],
  )
  return view
}

export type DiffViewProps = {
  result: DiffResult | null
  mode: DiffViewMode
  /** Accessible names of the sides (split) and of the unified listing. */
  labels?: { original: string; modified: string; unified: string }
  /** Shown when there is no result yet. */
  emptyHint?: string
  className?: string
}

const DEFAULT_LABELS = { original: 'Original (diff)', modified: 'Modified (diff)', unified: 'Unified diff' }

export function DiffView({ result, mode, labels = DEFAULT_LABELS, emptyHint = 'The differences appear here.', className }: DiffViewProps) {
  const identical = !result || result.identical
  // The listings come ready from the worker; the page only hands them to CodeMirror.
  const states = useMemo(() => {
    if (!result || result.identical) return null
    if (mode === 'unified') return [sideState(result.views.unified, labels.unified, ['old', 'new', 'sign'])]
    return [sideState(result.views.split[0], labels.original, ['old', 'sign']), sideState(result.views.split[1], labels.modified, ['new', 'sign'])]
  }, [result, mode, labels.original, labels.modified, labels.unified])

  if (!result) return <p className={cn('m-4 text-sm text-muted-foreground', className)}>{emptyHint}</p>
  if (identical || !states)
    return (
      <p className={cn('m-4 text-sm text-muted-foreground', className)} data-testid="diff-none">
        No differences
      </p>
    )
  return mode === 'unified' ? (
    <UnifiedView key="unified" state={states[0]!} className={className} />
  ) : (
    <SplitView key="split" left={states[0]!} right={states[1]!} className={className} />
  )
}

function UnifiedView({ state, className }: { state: EditorState; className?: string }) {
  const host = useRef<HTMLDivElement>(null)
  useDiffEditor(host, state)
  return <div ref={host} className={cn('min-h-0 flex-1 overflow-hidden', className)} data-testid="diff-unified" />
}

function SplitView({ left, right, className }: { left: EditorState; right: EditorState; className?: string }) {
  const leftHost = useRef<HTMLDivElement>(null)
  const rightHost = useRef<HTMLDivElement>(null)
  const a = useDiffEditor(leftHost, left)
  const b = useDiffEditor(rightHost, right)
  // Rows are aligned (fillers stand in for missing lines), so the sides scroll together.
  useEffect(() => {
    const va = a.current
    const vb = b.current
    if (!va || !vb) return
    let syncing: HTMLElement | null = null
    const link = (from: HTMLElement, to: HTMLElement) => () => {
      if (syncing && syncing !== from) return
      syncing = from
      to.scrollTop = from.scrollTop
      requestAnimationFrame(() => (syncing = null))
    }
    const onA = link(va.scrollDOM, vb.scrollDOM)
    const onB = link(vb.scrollDOM, va.scrollDOM)
    va.scrollDOM.addEventListener('scroll', onA, { passive: true })
    vb.scrollDOM.addEventListener('scroll', onB, { passive: true })
    return () => {
      va.scrollDOM.removeEventListener('scroll', onA)
      vb.scrollDOM.removeEventListener('scroll', onB)
    }
  }, [a, b, left, right])
  return (
    <div className={cn('grid min-h-0 flex-1 grid-cols-2 divide-x divide-border overflow-hidden', className)} data-testid="diff-split">
      <div ref={leftHost} className="min-h-0 min-w-0 overflow-hidden" />
      <div ref={rightHost} className="min-h-0 min-w-0 overflow-hidden" />
    </div>
  )
}

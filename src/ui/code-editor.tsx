import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { EditorState, StateEffect, StateField, Compartment, type Extension } from '@codemirror/state'
import { Decoration, EditorView, keymap, lineNumbers, highlightActiveLine, placeholder as placeholderExt, drawSelection, type DecorationSet } from '@codemirror/view'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, HighlightStyle, syntaxHighlighting, foldGutter, foldKeymap } from '@codemirror/language'
import { searchKeymap, highlightSelectionMatches } from '@codemirror/search'
import { json } from '@codemirror/lang-json'
import { tags } from '@lezer/highlight'
import { cn } from './cn'

export type CodeLanguage = 'json' | 'text'
export type ErrorMark = { line: number; column: number } | null

export type CodeEditorHandle = {
  /** Moves the cursor to a line and column (from 1) and scrolls it into view. */
  goTo(line: number, column: number): void
  focus(): void
}

const languages: Record<CodeLanguage, () => Extension> = {
  json: () => json(),
  text: () => [],
}

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--syntax-key)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--syntax-string)' },
  { tag: [tags.number, tags.integer, tags.float], color: 'var(--syntax-number)' },
  { tag: [tags.bool, tags.null, tags.keyword, tags.atom], color: 'var(--syntax-keyword)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--syntax-comment)', fontStyle: 'italic' },
])

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'var(--background)', color: 'var(--foreground)' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--foreground)', padding: '8px 0' },
  '.cm-gutters': { backgroundColor: 'var(--surface)', color: 'var(--muted-foreground)', border: 'none', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--muted) 60%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--muted)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--ring) 30%, transparent) !important' },
  '.cm-cursor': { borderLeftColor: 'var(--foreground)' },
  '.cm-placeholder': { color: 'var(--muted-foreground)' },
  '.cm-error-line': { backgroundColor: 'var(--error-line)' },
  '.cm-error-mark': { textDecoration: 'underline wavy var(--destructive)', textDecorationSkipInk: 'none' },
  '.cm-panels': { backgroundColor: 'var(--surface)', color: 'var(--foreground)' },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, #facc15 40%, transparent)' },
})

const setError = StateEffect.define<ErrorMark>()
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes)
    for (const e of tr.effects) {
      if (!e.is(setError)) continue
      if (!e.value || e.value.line > tr.state.doc.lines) return Decoration.none
      const line = tr.state.doc.line(e.value.line)
      const pos = Math.min(line.from + e.value.column - 1, line.to)
      const ranges = [Decoration.line({ class: 'cm-error-line' }).range(line.from)]
      if (pos < line.to) ranges.push(Decoration.mark({ class: 'cm-error-mark' }).range(pos, pos + 1))
      deco = Decoration.set(ranges)
    }
    return deco
  },
  provide: (f) => EditorView.decorations.from(f),
})

export type CodeEditorProps = {
  value: string
  onChange?: (value: string) => void
  /** The accessible name (the field's visible label). */
  label: string
  language?: CodeLanguage
  readOnly?: boolean
  placeholder?: string
  error?: ErrorMark
  className?: string
  wrap?: boolean
  handleRef?: Ref<CodeEditorHandle>
  id?: string
}

/**
 * The shared code editor (CodeMirror 6): syntax colours, line numbers, search, folding, and only the
 * visible lines rendered, so multi-megabyte documents stay fluid (DECISIONS D22).
 */
export function CodeEditor({ value, onChange, label, language = 'text', readOnly = false, placeholder, error = null, className, wrap = false, handleRef, id }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const emitted = useRef<string | null>(null)
  const onChangeRef = useRef(onChange)
  const compartments = useRef({ lang: new Compartment(), ro: new Compartment(), wrap: new Compartment(), ph: new Compartment(), attrs: new Compartment() })

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    const c = compartments.current
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          foldGutter(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          highlightSelectionMatches(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...foldKeymap, indentWithTab]),
          syntaxHighlighting(highlight),
          theme,
          errorField,
          c.lang.of(languages[language]()),
          c.ro.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(true)]),
          c.wrap.of(wrap ? EditorView.lineWrapping : []),
          c.ph.of(placeholder ? placeholderExt(placeholder) : []),
          c.attrs.of(EditorView.contentAttributes.of({ 'aria-label': label, ...(readOnly ? { 'aria-readonly': 'true' } : {}), ...(id ? { id } : {}) })),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return
            const text = u.state.doc.toString()
            emitted.current = text
            onChangeRef.current?.(text)
          }),
        ],
      }),
    })
    view.current = v
    emitted.current = value
    return () => {
      v.destroy()
      view.current = null
    }
    // The view is created once; later prop changes go through compartments below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Outside changes (a Clear button, a restored state, a new result) replace the document.
  useEffect(() => {
    const v = view.current
    if (!v || value === emitted.current) return
    emitted.current = value
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value }, effects: setError.of(null) })
  }, [value])

  useEffect(() => {
    const v = view.current
    if (!v) return
    const c = compartments.current
    v.dispatch({
      effects: [
        c.lang.reconfigure(languages[language]()),
        c.ro.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(true)]),
        c.wrap.reconfigure(wrap ? EditorView.lineWrapping : []),
        c.ph.reconfigure(placeholder ? placeholderExt(placeholder) : []),
        c.attrs.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label, ...(readOnly ? { 'aria-readonly': 'true' } : {}), ...(id ? { id } : {}) })),
      ],
    })
  }, [language, readOnly, wrap, placeholder, label, id])

  useEffect(() => {
    view.current?.dispatch({ effects: setError.of(error) })
  }, [error])

  useImperativeHandle(handleRef, () => ({
    goTo(line, column) {
      const v = view.current
      if (!v) return
      const l = v.state.doc.line(Math.max(1, Math.min(line, v.state.doc.lines)))
      const pos = Math.min(l.from + column - 1, l.to)
      v.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) })
      v.focus()
    },
    focus() {
      view.current?.focus()
    },
  }))

  return <div ref={host} className={cn('min-h-0 flex-1 overflow-hidden', className)} data-testid={id ? `${id}-editor` : undefined} />
}

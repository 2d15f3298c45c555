import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react'
import { Annotation, EditorState, StateEffect, StateField, Compartment, type Extension } from '@codemirror/state'
import { Decoration, EditorView, keymap, lineNumbers, highlightActiveLine, placeholder as placeholderExt, drawSelection, type DecorationSet } from '@codemirror/view'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, HighlightStyle, syntaxHighlighting, foldGutter, foldKeymap } from '@codemirror/language'
import { searchKeymap, highlightSelectionMatches } from '@codemirror/search'
import { json } from '@codemirror/lang-json'
import { tags } from '@lezer/highlight'
import { formatBytes } from '../lib/bytes'
import { Button } from './button'
import { cn } from './cn'
import { WRAP_KEY, WrapToggle } from './wrap-toggle'

export type CodeLanguage = 'json' | 'yaml' | 'xml' | 'html' | 'css' | 'javascript' | 'typescript' | 'jsx' | 'sql' | 'markdown' | 'text'
export type ErrorMark = { line: number; column: number } | null

export type CodeEditorHandle = {
  /** Moves the cursor to a line and column (from 1) and scrolls it into view. */
  goTo(line: number, column: number): void
  focus(): void
}

/**
 * Language support is loaded on demand, so a tool pays only for the grammar it shows; JSON is
 * bundled with the editor because most tools use it.
 */
const loaders: Record<CodeLanguage, () => Promise<Extension> | Extension> = {
  json: () => json(),
  text: () => [],
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true, typescript: true })),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
}
const loaded = new Map<CodeLanguage, Extension>([['json', json()], ['text', []]])

/** The extension for a language if it is loaded (else nothing yet), and a promise that loads it. */
function languageExtension(language: CodeLanguage): { now: Extension; later: Promise<Extension> | null } {
  const ready = loaded.get(language)
  if (ready) return { now: ready, later: null }
  const later = Promise.resolve(loaders[language]()).then((ext) => {
    loaded.set(language, ext)
    return ext
  })
  return { now: [], later }
}

/**
 * Above this size the editor drops syntax colouring: CodeMirror parses in idle slices of up to
 * 100 ms (it yields to input, not to frames), which on a multi-megabyte document adds up to seconds
 * of dropped frames (DECISIONS D7, D22). Below this size the parse takes a slice or two.
 */
export const PLAIN_TEXT_ABOVE = 256 * 1024
const effectiveLanguage = (language: CodeLanguage, size: number): CodeLanguage => (size > PLAIN_TEXT_ABOVE ? 'text' : language)
/**
 * Turns the language in `compartment` off in the very transaction (a keystroke, a paste, a new
 * value) that takes the document past PLAIN_TEXT_ABOVE, so the grammar never parses it: Markdown's
 * parser reads a paragraph at once, and a pasted 1 MB one took a second. The way back, below the
 * limit, loads the grammar again after the change (the update listener below).
 */
export const plainTextAbove = (compartment: Compartment): Extension =>
  EditorState.transactionExtender.of((tr) =>
    tr.docChanged && tr.newDoc.length > PLAIN_TEXT_ABOVE && tr.startState.doc.length <= PLAIN_TEXT_ABOVE ? { effects: compartment.reconfigure([]) } : null,
  )

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
  // D33: the ring sits on the editor's box, inside its border (the content element scrolls).
  '&.cm-focused': { outline: '2px solid var(--ring)', outlineOffset: '-2px' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--ring) 30%, transparent) !important' },
  '.cm-cursor': { borderLeftColor: 'var(--foreground)' },
  '.cm-placeholder': { color: 'var(--muted-foreground)' },
  '.cm-error-line': { backgroundColor: 'var(--error-line)' },
  '.cm-match': { backgroundColor: 'color-mix(in srgb, #facc15 45%, transparent)', borderRadius: '2px' },
  '.cm-match-alt': { backgroundColor: 'color-mix(in srgb, #38bdf8 40%, transparent)' },
  '.cm-error-mark': { textDecoration: 'underline wavy var(--destructive)', textDecorationSkipInk: 'none' },
  '.cm-panels': { backgroundColor: 'var(--surface)', color: 'var(--foreground)' },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, #facc15 40%, transparent)' },
})

/**
 * Issue 21: a pasted one-line document (minified JSON, a JWT) wraps by default, so its start is in
 * view rather than its end; Alt+Z or the corner button decides for the rest of the visit. Above
 * PLAIN_TEXT_ABOVE one line is left unwrapped: laying out megabytes of wrapped line would stall.
 */
export function autoWrap(lines: number, length: number): boolean {
  return lines === 1 && length > 0 && length <= PLAIN_TEXT_ABOVE
}

/** Marks changes that came in through the `value` prop, so they are not echoed to onChange. */
const external = Annotation.define<boolean>()

/** Ranges to highlight (regex matches, search hits), alternating two tints so neighbours stay apart. */
export type Highlight = { from: number; to: number }
const setHighlights = StateEffect.define<readonly Highlight[]>()
const matchMarks = [Decoration.mark({ class: 'cm-match' }), Decoration.mark({ class: 'cm-match cm-match-alt' })]
const highlightField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes)
    for (const e of tr.effects) {
      if (!e.is(setHighlights)) continue
      const len = tr.state.doc.length
      const ranges = e.value
        .filter((h) => h.to > h.from && h.to <= len)
        .map((h, i) => matchMarks[i % 2]!.range(h.from, h.to))
      deco = Decoration.set(ranges, true)
    }
    return deco
  },
  provide: (f) => EditorView.decorations.from(f),
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

/** Switches a view's language, loading the grammar first if needed (a stale load is ignored). */
const wanted = new WeakMap<EditorView, CodeLanguage>()
function applyLanguage(view: EditorView, compartment: Compartment, language: CodeLanguage) {
  wanted.set(view, language)
  const { now, later } = languageExtension(language)
  view.dispatch({ effects: compartment.reconfigure(now) })
  later?.then(
    (ext) => {
      if (!view.dom.isConnected || wanted.get(view) !== language) return
      view.dispatch({ effects: compartment.reconfigure(ext) })
    },
    () => {},
  )
}

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
  highlights?: readonly Highlight[]
  /** Extra CodeMirror extensions (a language with schema-aware completion, say). Pass a stable
   * (memoised) value: a new one reconfigures the editor, keeping its text and history. */
  extensions?: Extension
}

function CodeMirrorEditor({ value, onChange, label, language = 'text', readOnly = false, placeholder, error = null, className, wrap = false, handleRef, id, highlights, extensions }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const hintId = useId()
  /** null: automatic (the `wrap` prop, or a single line); true/false: the user's choice. */
  const [wrapChoice, setWrapChoice] = useState<boolean | null>(null)
  const [oneLine, setOneLine] = useState(() => autoWrap(value.split('\n', 2).length, value.length))
  const wrapped = wrapChoice ?? (wrap || oneLine)
  const wrappedRef = useRef(wrapped)
  wrappedRef.current = wrapped
  const view = useRef<EditorView | null>(null)
  const emitted = useRef<string | null>(null)
  const onChangeRef = useRef(onChange)
  const languageRef = useRef(language)
  const compartments = useRef({ lang: new Compartment(), ro: new Compartment(), wrap: new Compartment(), ph: new Compartment(), attrs: new Compartment(), extra: new Compartment() })

  useEffect(() => {
    onChangeRef.current = onChange
    languageRef.current = language
  }, [onChange, language])

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
          keymap.of([
            { key: WRAP_KEY, run: () => (setWrapChoice(!wrappedRef.current), true) },
            ...defaultKeymap,
            ...historyKeymap,
            ...searchKeymap,
            ...foldKeymap,
            indentWithTab,
          ]),
          syntaxHighlighting(highlight),
          theme,
          errorField,
          highlightField,
          c.extra.of(extensions ?? []),
          c.lang.of(languageExtension(effectiveLanguage(language, value.length)).now),
          plainTextAbove(c.lang),
          c.ro.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(true)]),
          c.wrap.of(wrapped ? EditorView.lineWrapping : []),
          c.ph.of(placeholder ? placeholderExt(placeholder) : []),
          c.attrs.of(contentAttributes(label, readOnly, id, hintId)),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return
            setOneLine(autoWrap(u.state.doc.lines, u.state.doc.length))
            const wasLarge = u.startState.doc.length > PLAIN_TEXT_ABOVE
            const isLarge = u.state.doc.length > PLAIN_TEXT_ABOVE
            if (wasLarge !== isLarge) {
              const lang = effectiveLanguage(languageRef.current, u.state.doc.length)
              queueMicrotask(() => applyLanguage(u.view, c.lang, lang))
            }
            if (u.transactions.some((tr) => tr.annotation(external))) return
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
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value }, effects: setError.of(null), annotations: external.of(true) })
  }, [value])

  useEffect(() => {
    const v = view.current
    if (!v) return
    const c = compartments.current
    v.dispatch({
      effects: [
        c.ro.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(true)]),
        c.wrap.reconfigure(wrapped ? EditorView.lineWrapping : []),
        c.ph.reconfigure(placeholder ? placeholderExt(placeholder) : []),
        c.attrs.reconfigure(contentAttributes(label, readOnly, id, hintId)),
      ],
    })
  }, [language, readOnly, wrapped, placeholder, label, id, hintId])

  useEffect(() => {
    const v = view.current
    if (v) applyLanguage(v, compartments.current.lang, effectiveLanguage(language, v.state.doc.length))
  }, [language])

  useEffect(() => {
    view.current?.dispatch({ effects: setError.of(error) })
  }, [error])

  useEffect(() => {
    view.current?.dispatch({ effects: setHighlights.of(highlights ?? []) })
  }, [highlights])

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.extra.reconfigure(extensions ?? []) })
  }, [extensions])

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

  return (
    <div className={cn('group/editor relative flex min-h-0 flex-1 flex-col overflow-hidden', className)}>
      <div ref={host} className="flex min-h-0 flex-1 flex-col overflow-hidden" data-testid={id ? `${id}-editor` : undefined} />
      <div className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-2">
        {readOnly ? null : (
          // D33: Tab indents inside an editor; this says how to leave, while the editor has focus.
          <span id={hintId} className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground opacity-0 group-has-[.cm-focused]/editor:opacity-100">
            Esc then Tab to leave
          </span>
        )}
        <WrapToggle wrapped={wrapped} onToggle={() => setWrapChoice(!wrapped)} className="pointer-events-auto" />
      </div>
    </div>
  )
}

function contentAttributes(label: string, readOnly: boolean, id: string | undefined, hintId: string) {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    tabindex: '0',
    ...(readOnly ? { 'aria-readonly': 'true' } : { 'aria-describedby': hintId }),
    ...(id ? { id } : {}),
  })
}

/** Editable documents above this size are shown as a summary card unless the user asks to edit. */
export const LARGE_INPUT_CHARS = 2_000_000
const PEEK_CHARS = 2_000

function LargeInputCard({ value, label, onEdit, id }: { value: string; label: string; onEdit: () => void; id?: string }) {
  const lines = useMemo(() => {
    let n = 1
    for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) n++
    return n
  }, [value])
  return (
    <div role="group" aria-label={label} className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-4" data-testid={id ? `${id}-large` : undefined}>
      <p className="text-sm">
        <span className="font-medium">{formatBytes(value.length)}</span>
        <span className="text-muted-foreground"> · {lines.toLocaleString('en-US')} {lines === 1 ? 'line' : 'lines'} loaded. Every action works on the whole input.</span>
      </p>
      <p className="text-xs text-muted-foreground">Inputs this large are not shown in the editor, so the page stays responsive. The start of it:</p>
      <pre className="max-h-48 overflow-hidden rounded-md bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap text-muted-foreground">{value.slice(0, PEEK_CHARS)}…</pre>
      <div>
        <Button size="sm" onClick={onEdit}>
          Edit anyway
        </Button>
      </div>
    </div>
  )
}

/**
 * The shared code editor (CodeMirror 6): syntax colours, line numbers, search, folding, and only the
 * visible lines rendered, so multi-megabyte documents stay fluid (DECISIONS D22). An editable
 * document over LARGE_INPUT_CHARS (a 20 MB file, often one long line that no editor lays out
 * quickly) is summarised instead, until the user chooses to edit it.
 */
export function CodeEditor(props: CodeEditorProps) {
  const [forceEdit, setForceEdit] = useState(false)
  const large = !props.readOnly && props.value.length > LARGE_INPUT_CHARS
  useEffect(() => {
    if (!large) setForceEdit(false)
  }, [large])
  if (large && !forceEdit) return <LargeInputCard value={props.value} label={props.label} id={props.id} onEdit={() => setForceEdit(true)} />
  return <CodeMirrorEditor {...props} />
}

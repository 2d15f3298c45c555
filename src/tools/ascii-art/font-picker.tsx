import { Check, Search } from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { isAbortError } from '../../workers/core/create-worker-client'
import { figletPreviewClient } from '../../workers/figlet/figlet.client'
import type { Preview } from '../../workers/figlet/figlet.impl'
import { cn } from '../../ui/cn'
import { inputClass } from '../../ui/field'
import { filterFonts, FONTS } from './ascii-art.logic'

/** Fonts drawn per request to the preview worker: what one screenful needs, without a long wait. */
const BATCH = 4
/** Every option is this tall (px), so the list can render only the options in view. */
const ROW = 76
/** Options rendered beyond each edge of the view, so a short scroll shows no blank rows. */
const OVERSCAN = 3
/** Height of a sample's box in px; the sample is scaled to fit it (and the box's width). */
const SAMPLE_PX = 42
const LINE_HEIGHT = 1.1
/** Width of a monospace character as a fraction of the font size (the system monospace fonts). */
const CHAR_WIDTH = 0.6

const optionId = (font: string) => `ascii-font-${FONTS.indexOf(font)}`

/** Scrolls the list (never the page) so the option at `index` is in view, or centred. */
function reveal(list: HTMLElement | null, index: number, center = false) {
  if (!list || index < 0) return
  const top = index * ROW
  if (center) list.scrollTop = top - (list.clientHeight - ROW) / 2
  else if (top < list.scrollTop) list.scrollTop = top
  else if (top + ROW > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW - list.clientHeight
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setCurrent(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return current
}

type Sample = { text: string; preview: Preview }

/**
 * The picker's samples: only the fonts in view are drawn (and so loaded), a few at a time, by their
 * own worker; each keeps its last sample until the new one comes, so typing does not make the list
 * flicker.
 */
function useSamples(visible: readonly string[], text: string) {
  const [samples, setSamples] = useState<ReadonlyMap<string, Sample>>(() => new Map())
  const busy = useRef(false)
  const [done, setDone] = useState(0)

  // Leaving the tool frees the fonts the samples parsed.
  useEffect(() => () => figletPreviewClient.terminate(), [])

  useEffect(() => {
    if (busy.current) return
    const wanted = visible.filter((f) => samples.get(f)?.text !== text).slice(0, BATCH)
    if (wanted.length === 0) return
    busy.current = true
    figletPreviewClient
      .run('previews', { text, fonts: wanted })
      .then(
        (drawn) => wanted.map((f) => [f, drawn[f] ?? { ok: false, message: 'not drawn' }] as const),
        // Stopped (the tool closed): nothing to record, the fonts are asked for again when shown.
        (e: unknown) => (isAbortError(e) ? [] : wanted.map((f) => [f, { ok: false, message: e instanceof Error ? e.message : String(e) }] as const)),
      )
      .then((results) => {
        // As for the output: a font that failed to load is only fetched again by a fresh worker.
        if (results.some(([, p]) => !p.ok)) figletPreviewClient.terminate()
        setSamples((prev) => {
          const next = new Map(prev)
          for (const [f, preview] of results) next.set(f, { text, preview })
          return next
        })
      })
      .finally(() => {
        busy.current = false
        setDone((d) => d + 1)
      })
  }, [visible, samples, text, done])

  return samples
}

/**
 * A searchable font list with a live sample of each font (issue 15): a combobox (the search field)
 * over a listbox; arrows, Page Up/Down (and Home/End in the list) move, Enter chooses. The list
 * renders only the options in view (fixed-height rows), so 332 fonts cost a screenful of DOM, and
 * samples are drawn as fonts scroll into view.
 */
export function FontPicker({ value, onChange, sample, className }: { value: string; onChange: (font: string) => void; sample: string; className?: string }) {
  const [query, setQuery] = useState('')
  const fonts = useMemo(() => filterFonts(query), [query])
  const [active, setActive] = useState(value)
  const [focused, setFocused] = useState<'search' | 'list' | null>(null)
  // The active option's ring shows for the keyboard only (D33), as :focus-visible would.
  const [keyboard, setKeyboard] = useState(false)
  const listRef = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 4 * ROW })
  const current = fonts.includes(active) ? active : fonts.includes(value) ? value : (fonts[0] ?? null)

  const first = Math.max(0, Math.floor(view.top / ROW) - OVERSCAN)
  const last = Math.min(fonts.length, Math.ceil((view.top + view.height) / ROW) + OVERSCAN)
  const rendered = fonts.slice(first, last)
  const inView = useMemo(
    () => fonts.slice(Math.floor(view.top / ROW), Math.ceil((view.top + view.height) / ROW) + 1),
    [fonts, view.top, view.height],
  )
  const samples = useSamples(inView, useDebounced(sample, 150))

  const measure = useCallback(() => {
    const list = listRef.current
    if (list) setView({ top: list.scrollTop, height: list.clientHeight })
  }, [])
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure])
  // The chosen font is in view when the picker opens, and when it is set from outside (a link).
  useLayoutEffect(() => {
    reveal(listRef.current, fonts.indexOf(value), true)
    measure()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, on opening
  useLayoutEffect(() => {
    setActive(value)
    reveal(listRef.current, fonts.indexOf(value))
    measure()
  }, [value]) // eslint-disable-line react-hooks/exhaustive-deps -- only when the choice changes

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return
    setKeyboard(true)
    const i = current ? fonts.indexOf(current) : -1
    const page = Math.max(1, Math.floor(view.height / ROW))
    const to = (j: number) => {
      const k = Math.max(0, Math.min(fonts.length - 1, j))
      const f = fonts[k]
      if (!f) return
      e.preventDefault()
      setActive(f)
      reveal(listRef.current, k)
      measure()
    }
    const inList = e.currentTarget === listRef.current
    if (e.key === 'ArrowDown') to(i + 1)
    else if (e.key === 'ArrowUp') to(i - 1)
    else if (e.key === 'PageDown') to(i + page)
    else if (e.key === 'PageUp') to(i - page)
    else if (inList && (e.key === 'Home' || e.key === 'End')) to(e.key === 'Home' ? 0 : fonts.length - 1)
    else if ((e.key === 'Enter' || (inList && e.key === ' ')) && current) {
      e.preventDefault()
      onChange(current)
    } else if (e.key === 'Escape' && query) {
      e.preventDefault()
      setQuery('')
    }
  }

  const activeId = current && focused ? optionId(current) : undefined
  return (
    <section className={cn('flex min-h-0 min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background', className)} aria-labelledby="ascii-font-title">
      <header className="flex min-h-11 items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
        <h2 id="ascii-font-title" className="text-sm font-medium">
          Font
        </h2>
        <span className="truncate text-xs text-muted-foreground" data-testid="ascii-font-current">
          {value}
        </span>
      </header>
      <div className="relative border-b border-border p-2">
        <Search aria-hidden className="pointer-events-none absolute top-4.5 left-4.5 size-4 text-muted-foreground" />
        <input
          type="search"
          role="combobox"
          aria-label="Search fonts"
          aria-expanded="true"
          aria-controls="ascii-font-list"
          aria-autocomplete="list"
          aria-activedescendant={focused === 'search' ? activeId : undefined}
          className={cn(inputClass, 'pr-24 pl-8')}
          title="↑↓ to move through the fonts, Enter to choose one"
          placeholder={`Search ${FONTS.length} fonts…`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            if (listRef.current) listRef.current.scrollTop = 0
            measure()
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused('search')
            setKeyboard(true)
          }}
          onBlur={() => setFocused(null)}
          spellCheck={false}
          autoComplete="off"
        />
        <span role="status" className="pointer-events-none absolute top-4.5 right-4.5 text-xs text-muted-foreground tabular-nums" data-testid="ascii-font-count">
          {query.trim() ? `${fonts.length} of ${FONTS.length}` : `${FONTS.length} fonts`}
        </span>
      </div>
      <div className="relative min-h-0 flex-1">
        <div
          ref={listRef}
          id="ascii-font-list"
          role="listbox"
          aria-label="Fonts"
          tabIndex={0}
          aria-activedescendant={focused === 'list' ? activeId : undefined}
          className="absolute inset-0 overflow-y-auto overscroll-contain px-1 focus-visible:-outline-offset-2"
          onScroll={measure}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            setFocused('list')
            setKeyboard(e.currentTarget.matches(':focus-visible'))
          }}
          onBlur={() => setFocused(null)}
        >
          <div style={{ paddingTop: first * ROW, paddingBottom: (fonts.length - last) * ROW }}>
            {rendered.map((font, k) => {
              const selected = font === value
              const s = samples.get(font)
              return (
                <div
                  key={font}
                  id={optionId(font)}
                  role="option"
                  aria-selected={selected}
                  aria-label={font}
                  aria-description={s && !s.preview.ok ? 'Could not load this font' : undefined}
                  aria-setsize={fonts.length}
                  aria-posinset={first + k + 1}
                  data-active={font === current && focused && keyboard ? true : undefined}
                  style={{ height: ROW }}
                  className={cn(
                    'cursor-pointer overflow-hidden rounded-md border border-transparent px-2 py-1.5 hover:bg-muted data-active:outline-2 data-active:-outline-offset-2 data-active:outline-ring',
                    selected && 'border-primary/40 bg-accent hover:bg-accent',
                  )}
                  onClick={() => {
                    setActive(font)
                    onChange(font)
                  }}
                >
                  <div className={cn('flex h-4 items-center justify-between gap-2 text-xs', selected ? 'font-medium text-accent-foreground' : 'text-muted-foreground')}>
                    <span className="truncate">{font}</span>
                    {selected ? <Check aria-hidden className="size-3.5 shrink-0" /> : null}
                  </div>
                  <div className="mt-1 overflow-hidden [container-type:inline-size]" style={{ height: SAMPLE_PX }}>
                    {!s ? null : s.preview.ok ? (
                      <pre
                        aria-hidden
                        data-testid="ascii-font-sample"
                        className="font-mono whitespace-pre text-foreground"
                        style={{
                          lineHeight: LINE_HEIGHT,
                          fontSize: `min(11px, ${(SAMPLE_PX / (s.preview.rows * LINE_HEIGHT)).toFixed(2)}px, calc(100cqw / ${(s.preview.cols * CHAR_WIDTH).toFixed(1)}))`,
                        }}
                      >
                        {s.preview.art}
                      </pre>
                    ) : (
                      <span aria-hidden className="text-xs text-destructive-foreground">
                        Could not load this font
                      </span>
                    )}
                  </div>
                </div>
              )
            })}
          </div>
        </div>
        {fonts.length === 0 ? <p className="absolute inset-x-0 top-0 px-3 py-3 text-sm text-muted-foreground">No font matches “{query.trim()}”.</p> : null}
      </div>
    </section>
  )
}

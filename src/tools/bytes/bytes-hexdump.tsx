import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { cn } from '../../ui/cn'
import type { ByteSource } from './bytes-source'
import { clickSelect, moveByKey, rangeOf, ROW, xxdCells, type Selection } from './bytes.logic'

/** A row's height in px (text-xs, leading-5). */
const ROW_PX = 20
/**
 * The scroller's tallest spacer: browsers cap an element's height (about 33 million px in Chromium),
 * and a 100 MB file is 6.5 million rows. Past this the scrollbar maps proportionally to rows, and
 * the wheel and keys still move row by row.
 */
const MAX_SPACER_PX = 8_000_000

export type HexdumpHandle = { focus(): void }

type Props = {
  source: ByteSource
  sel: Selection
  onSelect: (sel: Selection) => void
  /** Changes each time the cursor is moved from outside (Go to offset): the hexdump scrolls it into view. */
  reveal: number
}

/**
 * The bytes as `xxd` prints them, virtualised: only the visible rows are in the page, each read
 * from the source as it scrolls into view. A click selects a byte (Shift+click extends); the
 * arrow keys, Home/End (Ctrl: the whole file's), PageUp/PageDown move the cursor, Shift extends.
 */
export const Hexdump = forwardRef<HexdumpHandle, Props>(function Hexdump({ source, sel, onSelect, reveal }, ref) {
  const scroller = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(400)
  const [top, setTopState] = useState(0)
  const lastScroll = useRef(-1)
  const [, bump] = useReducer((x: number) => x + 1, 0)

  useImperativeHandle(ref, () => ({ focus: () => scroller.current?.focus() }), [])

  const rows = Math.max(1, Math.ceil(source.size / ROW))
  const visible = height / ROW_PX
  const maxTop = Math.max(0, rows - visible)
  const spacer = Math.min(rows * ROW_PX, MAX_SPACER_PX)
  const room = Math.max(0, spacer - height)

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const ro = new ResizeObserver(() => setHeight(el.clientHeight))
    ro.observe(el)
    setHeight(el.clientHeight)
    return () => ro.disconnect()
  }, [])

  /** Moves the first shown row, and the scrollbar with it. */
  const setTop = useCallback(
    (t: number) => {
      const next = Math.max(0, Math.min(maxTop, t))
      setTopState(next)
      const el = scroller.current
      if (el) {
        const st = maxTop > 0 ? (next / maxTop) * room : 0
        lastScroll.current = st
        el.scrollTop = st
      }
    },
    [maxTop, room],
  )

  // A new source starts at its top (a resize keeps the place).
  const shown = useRef(source)
  useEffect(() => {
    if (shown.current === source) return
    shown.current = source
    setTop(0)
  }, [source, setTop])

  const onScroll = () => {
    const el = scroller.current!
    if (Math.abs(el.scrollTop - lastScroll.current) < 1) return
    lastScroll.current = -1
    setTopState(room > 0 ? (el.scrollTop / room) * maxTop : 0)
  }

  // The wheel moves by rows (the scrollbar alone is proportional when the file is huge).
  useEffect(() => {
    const el = scroller.current
    if (!el || spacer < MAX_SPACER_PX) return
    const onWheel = (e: WheelEvent) => {
      if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return
      e.preventDefault()
      const by = e.deltaMode === 1 ? e.deltaY : e.deltaMode === 2 ? e.deltaY * visible : e.deltaY / ROW_PX
      setTopState((t) => {
        const next = Math.max(0, Math.min(maxTop, t + by))
        const st = maxTop > 0 ? (next / maxTop) * room : 0
        lastScroll.current = st
        el.scrollTop = st
        return next
      })
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [spacer, visible, maxTop, room])

  /** Keeps the cursor's row on screen. */
  const showRow = useCallback(
    (row: number) => {
      if (row < top) setTop(row)
      else if (row > top + visible - 1) setTop(row - Math.floor(visible) + 1)
    },
    [top, visible, setTop],
  )

  useEffect(() => {
    if (reveal) setTop(Math.floor(sel.focus / ROW) - Math.floor(visible / 3))
    // Only a new reveal request scrolls; the cursor's own moves use showRow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal])

  const first = Math.floor(top)
  const count = Math.ceil(visible) + 1
  const start = first * ROW
  const end = Math.min(source.size, (first + count) * ROW)
  const bytes = source.read(start, end)
  useEffect(() => {
    if (bytes) return
    let live = true
    void source.load(start, end).then(() => live && bump())
    return () => {
      live = false
    }
  }, [source, start, end, bytes])

  const [s, e] = rangeOf(sel)
  // After every render (a scroll brings new rows): the selection and cursor marked on the rows shown.
  useLayoutEffect(() => markSelection(scroller.current, '[data-o]', (el) => [Number(el.dataset.o), Number(el.dataset.o) + 1], s, e, sel.focus))

  const onKeyDown = (ev: KeyboardEvent) => {
    const next = moveByKey(sel, ev.key, { shift: ev.shiftKey, ctrl: ev.ctrlKey || ev.metaKey }, source.size, Math.floor(visible) - 1)
    if (!next) return
    ev.preventDefault()
    onSelect(next)
    showRow(Math.floor(next.focus / ROW))
  }

  const onClick = (ev: MouseEvent) => {
    const at = (ev.target as HTMLElement).closest<HTMLElement>('[data-o]')
    if (!at) return
    const o = Number(at.dataset.o)
    onSelect(clickSelect(sel, o, o + 1, ev.shiftKey))
  }

  const rowEls = []
  for (let r = 0; r < count; r++) {
    const offset = start + r * ROW
    if (offset >= source.size && !(source.size === 0 && r === 0)) break
    const row = bytes ? bytes.subarray(r * ROW, r * ROW + ROW) : null
    rowEls.push(<HexRow key={offset} offset={offset} row={row} />)
  }

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Hexdump (arrow keys, Home, End, Page Up and Page Down move the byte cursor; Shift extends the selection)"
      data-testid="hexdump"
      // A short input takes only its rows' height.
      style={{ maxHeight: rows * ROW_PX + 12 }}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onMouseDown={(ev) => ev.shiftKey && ev.preventDefault()}
      onClick={onClick}
      className={cn('relative h-[min(52vh,460px)] overflow-auto rounded-md font-mono text-xs leading-5', MARKS)}
    >
      <div style={{ height: spacer }}>
        <div className="sticky top-0 w-max min-w-full overflow-hidden px-2" style={{ height }}>
          <div style={{ transform: `translateY(${-(top - first) * ROW_PX}px)` }}>{rowEls}</div>
        </div>
      </div>
    </div>
  )
})

/** One xxd line; bytes not loaded yet show as blanks with their offset. The selection is marked on it afterwards (markSelection). */
const HexRow = memo(function HexRow({ offset, row }: { offset: number; row: Uint8Array | null }) {
  if (!row) return <div className="h-5 whitespace-pre text-muted-foreground">{`${offset.toString(16).padStart(8, '0')}: …`}</div>
  return (
    <div className="h-5 whitespace-pre" data-row={offset}>
      {xxdCells(offset, row).map((c, i) =>
        c.byte === undefined ? (
          <span key={i}>{c.text}</span>
        ) : (
          <span key={i} data-o={offset + c.byte} className="cursor-default">
            {c.text}
          </span>
        ),
      )}
    </div>
  )
})

/**
 * Marks the selected units of a view (`data-sel`) and the cursor (`data-cursor`) in place: a move
 * of the cursor touches attributes, not thousands of React elements. `at` gives a unit's bytes.
 */
export function markSelection(box: HTMLElement | null, selector: string, at: (el: HTMLElement) => [number, number], selStart: number, selEnd: number, cursor = -1) {
  if (!box) return
  for (const el of box.querySelectorAll<HTMLElement>(selector)) {
    const [s, e] = at(el)
    el.toggleAttribute('data-sel', e > selStart && s < selEnd)
    el.toggleAttribute('data-cursor', cursor >= s && cursor < e)
  }
}

/** How a marked unit looks (selected: the accent; the cursor: a ring inside it). */
export const MARKS = '[&_[data-sel]]:bg-accent [&_[data-sel]]:text-accent-foreground [&_[data-cursor]]:outline [&_[data-cursor]]:outline-1 [&_[data-cursor]]:-outline-offset-1 [&_[data-cursor]]:outline-primary'

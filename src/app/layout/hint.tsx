import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react'
import { createPortal } from 'react-dom'

/** SPEC section 9: tooltips open after 700 ms, at once within 300 ms of another closing. */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
const GAP = 6
const MARGIN = 8

let lastClosed = 0
let closeShown: (() => void) | null = null

/** The props a hint's trigger element takes (its own handlers are kept). */
export type HintTrigger = {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void
  onFocus?: (e: FocusEvent<HTMLElement>) => void
  onBlur?: (e: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * The shell's tooltip (issue 17): what `ui/tooltip` does with Radix and floating-ui, for the few
 * hints of the top bar and the sidebar, without their 13 KB on the home page. Hover opens it after
 * the delay, keyboard focus at once; leaving, blur, a press, Escape or scrolling closes it. It sits
 * below (or right of) its trigger, kept inside the window, and describes the trigger while shown.
 * `when` decides at each opening whether there is anything to say (a name cut short, say).
 */
export function Hint({ content, side = 'bottom', when, children }: { content: string; side?: 'bottom' | 'right'; when?: (trigger: HTMLElement) => boolean; children: ReactElement<HintTrigger> }) {
  const id = useId()
  const trigger = useRef<HTMLElement | null>(null)
  const tip = useRef<HTMLDivElement>(null)
  const timer = useRef(0)
  const [open, setOpen] = useState(false)

  const hide = useCallback(() => {
    window.clearTimeout(timer.current)
    setOpen((was) => {
      if (was) lastClosed = Date.now()
      return false
    })
  }, [])
  const show = () => {
    window.clearTimeout(timer.current)
    const el = trigger.current
    if (!el || (when && !when(el))) return
    if (closeShown !== hide) closeShown?.()
    closeShown = hide
    setOpen(true)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useLayoutEffect(() => {
    if (!open) return
    const el = trigger.current
    const box = tip.current
    if (el && box) {
      const r = el.getBoundingClientRect()
      const w = box.offsetWidth
      const h = box.offsetHeight
      let left = side === 'right' ? r.right + GAP : r.left + r.width / 2 - w / 2
      let top = side === 'right' ? r.top + r.height / 2 - h / 2 : r.bottom + GAP
      left = Math.max(MARGIN, Math.min(left, window.innerWidth - w - MARGIN))
      top = Math.max(MARGIN, Math.min(top, window.innerHeight - h - MARGIN))
      box.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`
      box.style.visibility = 'visible'
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', hide, { capture: true })
      if (closeShown === hide) closeShown = null
    }
  }, [open, side, hide])

  const own = children.props
  const setRef = (el: HTMLElement | null) => {
    trigger.current = el
    const r = own.ref
    if (typeof r === 'function') r(el)
    else if (r) r.current = el
  }

  return (
    <>
      {cloneElement(children, {
        ref: setRef,
        'aria-describedby': open ? id : own['aria-describedby'],
        onPointerEnter: (e) => {
          own.onPointerEnter?.(e)
          if (e.pointerType === 'touch') return
          window.clearTimeout(timer.current)
          if (Date.now() - lastClosed < SKIP_DELAY_MS) show()
          else timer.current = window.setTimeout(show, OPEN_DELAY_MS)
        },
        onPointerLeave: (e) => {
          own.onPointerLeave?.(e)
          hide()
        },
        onPointerDown: (e) => {
          own.onPointerDown?.(e)
          hide()
        },
        onFocus: (e) => {
          own.onFocus?.(e)
          show()
        },
        onBlur: (e) => {
          own.onBlur?.(e)
          hide()
        },
      })}
      {open
        ? createPortal(
            <div
              ref={tip}
              id={id}
              role="tooltip"
              style={{ visibility: 'hidden' }}
              className="pointer-events-none fixed top-0 left-0 z-50 max-w-xs rounded-md bg-foreground px-2 py-1 text-xs text-background"
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

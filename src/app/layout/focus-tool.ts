/**
 * Issue 32: a tool opened from the palette (by a search or by detection) takes the keyboard: once
 * its screen has rendered, focus goes to its main input (the first text field or editor of the work
 * area), so Ctrl+K, a word, Enter, Ctrl+V works. The palette asks for it; the frame does it, the
 * same way for every tool (tool-frame.tsx).
 */

/** A text field a user types into: not a button, a select, a checkbox, a read-only output or a file picker. */
export const MAIN_INPUT = [
  'textarea',
  'input:not([type])',
  ...['text', 'search', 'url', 'email', 'tel', 'number', 'password'].map((t) => `input[type=${t}]`),
  '.cm-content[contenteditable=true]',
]
  .map((s) => `${s}:not([disabled]):not([readonly]):not([aria-readonly=true])`)
  .join(', ')

/** The first visible text field or editor in `scope`, in document order. */
export function mainInput(scope: ParentNode): HTMLElement | undefined {
  return Array.from(scope.querySelectorAll<HTMLElement>(MAIN_INPUT)).find((el) => el.getClientRects().length > 0)
}

/** How long a request waits for the tool's screen (its chunk, then its editor) before it lapses. */
const WAIT_MS = 5000

let pending: { toolId: string; until: number } | null = null

/** The palette is opening `toolId`: focus its main input once it is there. */
export function requestToolFocus(toolId: string) {
  pending = { toolId, until: Date.now() + WAIT_MS }
}

/**
 * Where focus is: 'free' where nothing chose it (the page itself, the main area), 'palette' while
 * the closing palette (or another modal) still holds it, 'taken' where the user put it.
 */
function focusState(): 'free' | 'palette' | 'taken' {
  const el = document.activeElement
  if (!el || el === document.body || el.id === 'main' || !el.isConnected) return 'free'
  return el.closest('[cmdk-dialog], [aria-modal=true]') ? 'palette' : 'taken'
}

/**
 * For the frame: when a request for this tool waits, focuses the first main input that appears in
 * `scope` (the screen and its editors may mount a moment later, and the palette lets go of focus
 * as it unmounts), unless the user has put focus somewhere in the meantime. Returns the cleanup,
 * which leaves the request for the next attempt (React runs effects twice in development).
 */
export function focusWhenReady(toolId: string, scope: HTMLElement): () => void {
  if (!pending || pending.toolId !== toolId) return () => {}
  const { until } = pending
  let observer: MutationObserver | null = null
  let timer = 0
  const stop = () => {
    observer?.disconnect()
    window.clearInterval(timer)
  }
  const attempt = () => {
    const where = focusState()
    if (Date.now() > until || where === 'taken') {
      pending = null
      stop()
      return
    }
    const el = where === 'free' ? mainInput(scope) : undefined
    if (!el) return
    pending = null
    stop()
    el.focus()
  }
  attempt()
  if (pending) {
    observer = new MutationObserver(attempt)
    observer.observe(scope, { childList: true, subtree: true })
    timer = window.setInterval(attempt, 50)
  }
  return stop
}

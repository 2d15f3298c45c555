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

/** A feature to open the tool on (ToolFeature's `select` and `focus`, in the screen's own words). */
export type FeatureTarget = { select?: readonly string[]; focus?: string; option?: string }

let pending: { toolId: string; until: number; select: string[]; focus?: string; option?: string } | null = null

/** The palette is opening `toolId` (on a feature): focus its main input, or the feature, once it is there. */
export function requestToolFocus(toolId: string, feature: FeatureTarget = {}) {
  pending = { toolId, until: Date.now() + WAIT_MS, select: [...(feature.select ?? [])], focus: feature.focus, option: feature.option }
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase()

/** A control's name as a user reads it: its aria-label, its label, or its text. */
function nameOf(el: HTMLElement): string {
  const labelled = el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ? el.labels?.[0]?.textContent : null) ?? el.closest('label')?.textContent ?? el.textContent
  return squash(labelled)
}

/** The first visible control in `scope` named `name` ('Headers' also finds 'Headers (3)'). */
function named(scope: ParentNode, selector: string, name: string): HTMLElement | undefined {
  const want = squash(name)
  return Array.from(scope.querySelectorAll<HTMLElement>(selector)).find((el) => {
    const n = nameOf(el)
    const visible = el.getClientRects().length > 0 || !!el.closest('label')?.getClientRects().length
    return visible && (n === want || n.startsWith(want + ' ') || n.startsWith(want + ' ('))
  })
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]'
const firstControl = (scope: ParentNode) => Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => el.getClientRects().length > 0)

const CHOICE = '[role=tab], [role=radio], input[type=radio]'
const CONTROL = 'button, input, select, textarea, [role=switch], [role=checkbox], [role=tab], [role=radio], .cm-content'

/** Chooses a tab or an option as a click would (Radix tabs take mousedown, radios a click). */
function choose(el: HTMLElement) {
  if (el.getAttribute('aria-selected') === 'true' || (el as HTMLInputElement).checked) return
  el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }))
  el.click()
}

/**
 * Sets a drop-down to the option a user reads as `label`, as their choice would: through the
 * element's own value setter and a bubbling change event, which React's onChange listens to.
 */
export function chooseOption(el: HTMLElement, label: string): boolean {
  if (!(el instanceof HTMLSelectElement)) return false
  const option = Array.from(el.options).find((o) => squash(o.textContent) === squash(label))
  if (!option) return false
  if (el.value !== option.value) {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(el, option.value)
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
  return true
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
  const request = pending
  const { until } = request
  /** What this request chose (a tab takes focus as it is chosen): focus there is still ours. */
  const ours = new Set<Element>()
  /** The panel the last tab chosen shows (it may mount a moment after the choice). */
  let panelId: string | null = null
  let observer: MutationObserver | null = null
  let timer = 0
  const stop = () => {
    observer?.disconnect()
    window.clearInterval(timer)
  }
  const attempt = () => {
    const where = document.activeElement && ours.has(document.activeElement) ? 'free' : focusState()
    if (Date.now() > until || where === 'taken') {
      pending = null
      stop()
      return
    }
    if (where !== 'free') return
    // The feature's tabs and options, one at a time: each shows the next.
    const panel = panelId ? document.getElementById(panelId) : scope
    if (!panel) return
    const next = request.select[0]
    if (next !== undefined) {
      const option = named(panel, CHOICE, next) ?? named(scope, CHOICE, next)
      if (option) {
        choose(option)
        ours.add(option)
        panelId = option.getAttribute('aria-controls') ?? panelId
      } else {
        // Not a tab or a radio: an option of a drop-down (a choice that shows the controls the feature needs).
        const dropDown = Array.from(scope.querySelectorAll<HTMLSelectElement>('select')).find((el) => el.getClientRects().length > 0 && Array.from(el.options).some((o) => squash(o.textContent) === squash(next)))
        if (!dropDown) return
        chooseOption(dropDown, next)
      }
      request.select.shift()
      return
    }
    // A tab chosen shows its own work: its first field, else its first control (a file picker).
    const el = request.focus ? named(scope, CONTROL, request.focus) : panelId ? (mainInput(panel) ?? firstControl(panel) ?? mainInput(scope)) : mainInput(scope)
    if (!el) return
    pending = null
    stop()
    if (request.option) chooseOption(el, request.option)
    el.focus()
    if (request.focus) el.scrollIntoView({ block: 'nearest' })
  }
  attempt()
  if (pending) {
    observer = new MutationObserver(attempt)
    observer.observe(scope, { childList: true, subtree: true })
    timer = window.setInterval(attempt, 50)
  }
  return stop
}

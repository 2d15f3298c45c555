import { toast } from 'sonner'

/** A message that opens with its own mark (SPEC's '❌ Invalid JSON', '✅ Copied'), emoji or symbol. */
const OWN_MARK = /^[\p{Extended_Pictographic}\u2705\u274C\u26A0]/u

export const hasOwnMark = (message: unknown) => typeof message === 'string' && OWN_MARK.test(message)

let installed = false

/** Until when a success toast is a restore run's, not the user's (0: none pending). */
let quietUntil = 0
/** How long a restore run may take to report: longer than any worker job that gives a toast on a restored input. */
export const QUIET_RESTORE_MS = 15_000

/**
 * Issue 32 (D31): a screen that opens on an input it held runs its main action once, so the output
 * comes back with the input. That run is the app's, not the user's: its success toast ("✅ Converted
 * ... successfully!") after a reload or Back would report an action nobody took. The frame calls
 * this before such a run; the run's first success toast is then dropped. An error toast still shows
 * (it says why the output did not come back) and ends the quiet, as does the user's first key or
 * click, so a toast for what the user does is never lost.
 */
export function quietRestoreRun(now = Date.now()) {
  quietUntil = now + QUIET_RESTORE_MS
  if (typeof window === 'undefined') return
  const end = () => {
    quietUntil = 0
    window.removeEventListener('keydown', end, true)
    window.removeEventListener('pointerdown', end, true)
  }
  window.addEventListener('keydown', end, true)
  window.addEventListener('pointerdown', end, true)
}

/** Whether this toast is the restore run's success, to be dropped (and ends the quiet either way). */
export function swallowed(kind: 'success' | 'error' | 'warning' | 'info', now = Date.now()): boolean {
  if (!quietUntil || (kind !== 'success' && kind !== 'error')) return false
  const quiet = now < quietUntil && kind === 'success'
  quietUntil = 0
  return quiet
}

/**
 * Issue 21: SPEC's toast texts carry their own ❌ or ✅, and sonner's rich colours add an icon of
 * their own, so the user saw two marks. Keep SPEC's text word for word and drop sonner's icon for
 * those messages only; a message without a mark keeps sonner's. Installed once by the Toaster, so
 * every `toast.error(...)` in the app goes through it without each call site knowing.
 */
export function installToastMarks() {
  if (installed) return
  installed = true
  for (const kind of ['success', 'error', 'warning', 'info'] as const) {
    const original = toast[kind]
    toast[kind] = ((message, data) => (swallowed(kind) ? '' : original(message, hasOwnMark(message) ? { icon: null, ...data } : data))) as typeof original
  }
}

import { toast } from 'sonner'

/** A message that opens with its own mark (SPEC's '❌ Invalid JSON', '✅ Copied'), emoji or symbol. */
const OWN_MARK = /^[\p{Extended_Pictographic}\u2705\u274C\u26A0]/u

export const hasOwnMark = (message: unknown) => typeof message === 'string' && OWN_MARK.test(message)

let installed = false

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
    toast[kind] = ((message, data) => original(message, hasOwnMark(message) ? { icon: null, ...data } : data)) as typeof original
  }
}

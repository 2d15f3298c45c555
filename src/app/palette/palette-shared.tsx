/**
 * What the palette's lazily loaded code (palette.tsx) and its host in the entry chunk
 * (palette-host.tsx) share. Issue 17: the palette's engine (cmdk, the ranking, the dialog) loads on
 * first use, so the host opens a look-alike at once and this module carries over to the real
 * palette what happened meanwhile: where focus was, what was typed, whether Enter was pressed.
 */
import type { ReactNode } from 'react'
import { Kbd } from '../../ui/kbd'
import { appStore, paletteOpenAtom } from '../ui-state'

export const PALETTE_LABEL = 'Search tools, categories and actions'

export const palettePlaceholder = (withContent: boolean) =>
  withContent ? 'Search the tools to open it with...' : 'Search tools, categories and actions, or paste anything...'

/** The dialog box, the same for the look-alike and the palette, so nothing moves when it arrives. */
export const PALETTE_BOX =
  'fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl'
export const PALETTE_INPUT = 'h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground'

/** The palette's footer: the keys, and the count on the right. */
export function PaletteFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 border-t border-border px-3 py-2 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Kbd>↑</Kbd>
        <Kbd>↓</Kbd> to move
      </span>
      <span className="inline-flex items-center gap-1">
        <Kbd>Enter</Kbd> to open
      </span>
      <span className="ml-auto" data-testid="palette-count">
        {children}
      </span>
    </div>
  )
}

/** Where focus was when the palette opened, so Escape puts it back (issue 21). */
let returnFocus: HTMLElement | null = null
appStore.sub(paletteOpenAtom, () => {
  if (!appStore.get(paletteOpenAtom)) clearEarlyTyping()
  else if (document.activeElement instanceof HTMLElement && !document.activeElement.closest('[cmdk-dialog]')) returnFocus = document.activeElement
})

/** The element to focus when the palette closes (once), or null. */
export function takeReturnFocus(): HTMLElement | null {
  const el = returnFocus
  returnFocus = null
  return el
}

let earlyInput: HTMLInputElement | null = null
let earlyEnter = false
let earlyPasted = ''

/** Keys typed while the palette was asked for but its look-alike's field did not exist yet (the app still mounting). */
let unplaced = ''

/** The look-alike's input, whose text the palette takes over; it starts with what was typed before it existed. */
export function attachEarlyInput(el: HTMLInputElement | null) {
  if (!el) return
  earlyInput = el
  if (unplaced) el.value += unplaced
  unplaced = ''
}

/**
 * A key pressed after Ctrl/Cmd+K before the look-alike's field exists: a character is kept for it,
 * Enter is remembered as the look-alike's Enter. True when the key was taken.
 */
export function typeEarly(key: string): boolean {
  if (earlyInput?.isConnected) return false
  if (key === 'Enter') pressEarlyEnter()
  else if (key.length === 1) unplaced += key
  else return false
  return true
}

/** Enter was pressed in the look-alike: the palette opens its best match once it is there. */
export function pressEarlyEnter() {
  earlyEnter = true
}

/**
 * Text pasted into the look-alike: kept aside (not typed into it), so the palette decides, as it
 * does for a paste of its own, whether it is content to detect or words to search for.
 */
export function pasteEarly(text: string) {
  earlyPasted += text
}

/**
 * What was typed into the look-alike (read from the element itself, so a key typed up to the
 * moment the palette replaces it counts), what was pasted there and whether Enter was pressed
 * there. Cleared when the palette closes.
 */
export function earlyTyping(): { text: string; pasted: string; enter: boolean } {
  return { text: earlyInput?.value ?? '', pasted: earlyPasted, enter: earlyEnter }
}

export function clearEarlyTyping() {
  earlyInput = null
  unplaced = ''
  earlyEnter = false
  earlyPasted = ''
}

import { useAtomValue } from 'jotai'
import { useSyncExternalStore, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { Kbd } from '../../ui/kbd'
import { TOOL_COUNT } from '../../tools/summaries'
import { appStore, detectRequestAtom, paletteOpenAtom } from '../ui-state'
import { preloadDetectors } from './detectors'
import { attachEarlyInput, pasteEarly, PALETTE_BOX, PALETTE_INPUT, PALETTE_LABEL, PaletteFooter, palettePlaceholder, pressEarlyEnter, takeReturnFocus, typeEarly } from './palette-shared'

/**
 * Issue 17: the palette's engine (cmdk, its ranking, the Radix dialog, the action icons) is not
 * part of the first paint. It loads when the palette is first wanted (Ctrl/Cmd+K, the search box,
 * content handed to it), or a moment earlier when the user shows the intent (pointer on the search
 * box, Ctrl or ⌘ held down). Until it is there, a look-alike opens at once, with its input focused:
 * what is typed there (and Enter) carries over, so the first Ctrl+K feels as it always did.
 */
type Loaded = { Palette: ComponentType }
type Status = { palette: Loaded | null; failed: boolean }
let status: Status = { palette: null, failed: false }
let loading: Promise<Loaded> | null = null
const listeners = new Set<() => void>()
const set = (next: Status) => {
  status = next
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Loads the palette's code once; after a failure (offline, a new deploy) the next call tries again. */
export function loadPalette(): Promise<Loaded> {
  if (!loading) {
    if (status.failed) set({ palette: null, failed: false })
    loading = import('./palette').then(
      (m) => {
        set({ palette: m, failed: false })
        return m
      },
      (e: unknown) => {
        loading = null
        set({ palette: null, failed: true })
        throw e
      },
    )
  }
  return loading
}

/** Starts loading the palette's code (the search box calls it on pointer or focus). */
export const preloadPalette = () => void loadPalette().catch(() => undefined)

// Opened from anywhere (the shortcut, the search box, the home page's paste or drop, the share
// target, a tool's Send to): start loading at once, before anything renders.
// Content handed over with it (issue 32): the detectors start loading now too, beside the palette.
appStore.sub(paletteOpenAtom, () => {
  if (!appStore.get(paletteOpenAtom)) return
  preloadPalette()
  if (appStore.get(detectRequestAtom)) preloadDetectors()
})

/**
 * Ctrl/Cmd+K from anywhere, listened for from the moment this module runs (with the app's first
 * code), not from the host's first effect: a key pressed as the page finishes loading, before React
 * has mounted, still opens the palette, and what is typed after it before the look-alike's field
 * exists goes into that field (`typeEarly`), not nowhere.
 */
function onPaletteKey(e: KeyboardEvent) {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
    e.preventDefault()
    e.stopPropagation()
    if (appStore.get(paletteOpenAtom) && !status.palette) closeEarly()
    // Rendered now, so the look-alike's input has the focus before the next key arrives.
    else flushSync(() => appStore.set(paletteOpenAtom, (o) => !o))
  } else if (e.key === 'Control' || e.key === 'Meta') preloadPalette()
  else if (appStore.get(paletteOpenAtom) && !status.palette && !e.ctrlKey && !e.metaKey && !e.altKey && typeEarly(e.key)) e.preventDefault()
}
if (typeof window !== 'undefined') window.addEventListener('keydown', onPaletteKey, { capture: true })

/** Closes the look-alike and puts focus back where it was, as the palette's Escape does. */
function closeEarly() {
  flushSync(() => appStore.set(paletteOpenAtom, false))
  const back = takeReturnFocus()
  if (back?.isConnected) back.focus()
}

/** The palette's look-alike, shown only until its code has arrived (a few milliseconds, usually). */
function EarlyPalette({ onClose, broken }: { onClose: () => void; broken: boolean }) {
  const withContent = useAtomValue(detectRequestAtom, { store: appStore }) !== null
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/40" onClick={onClose} />
      <div cmdk-dialog="" role="dialog" aria-modal="true" aria-label="Command palette" className={PALETTE_BOX}>
        <div className="flex items-center border-b border-border px-3">
          <input
            ref={attachEarlyInput}
            autoFocus
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            aria-label={PALETTE_LABEL}
            placeholder={palettePlaceholder(withContent)}
            autoComplete="off"
            spellCheck={false}
            // As the palette's own field: the dialog is the focus, no ring of its own.
            data-focus-ring="parent"
            className={PALETTE_INPUT}
            onPaste={(e) => {
              const text = e.clipboardData.getData('text/plain')
              if (!text) return
              e.preventDefault()
              pasteEarly(text)
              preloadDetectors()
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault()
                onClose()
              } else if (e.key === 'Enter') {
                e.preventDefault()
                pressEarlyEnter()
              }
            }}
          />
          <Kbd>Esc</Kbd>
        </div>
        <div className="h-[60vh] p-2">
          {broken ? (
            <div role="alert" className="px-3 py-8 text-center text-sm text-muted-foreground">
              The palette could not be loaded: you are offline or the app was updated.{' '}
              <button type="button" className="font-medium text-foreground underline" onClick={() => location.reload()}>
                Reload
              </button>
            </div>
          ) : null}
        </div>
        <PaletteFooter>{`${TOOL_COUNT} tools`}</PaletteFooter>
      </div>
    </>
  )
}

/**
 * The palette's place in the app: Ctrl/Cmd+K from anywhere (text areas and editors included,
 * in the capture phase, before they see it), the look-alike until the palette's code is there,
 * then the palette itself (palette.tsx), which stays mounted.
 */
export function PaletteHost() {
  const open = useAtomValue(paletteOpenAtom, { store: appStore })
  const { palette, failed } = useSyncExternalStore(subscribe, () => status)

  if (palette) return <palette.Palette />
  return open ? <EarlyPalette onClose={closeEarly} broken={failed} /> : null
}

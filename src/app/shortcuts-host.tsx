import { useAtom } from 'jotai'
import { lazy, useEffect, useState } from 'react'
import { OptionalPart } from './layout/optional-part'
import { appStore, shortcutsOpenAtom } from './ui-state'

const ShortcutsSheet = lazy(() => import('./shortcuts').then((m) => ({ default: m.ShortcutsSheet })))

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest('.cm-editor'))

/**
 * DECISIONS D23: `?` outside a text field opens the sheet of shortcuts. Issue 17: the sheet (and the
 * dialog it sits in) loads the first time it is asked for, then stays mounted.
 */
export function ShortcutsHost() {
  const [open, setOpen] = useAtom(shortcutsOpenAtom, { store: appStore })
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target) && !document.querySelector('[cmdk-dialog]')) {
        e.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setOpen])
  return wanted ? (
    <OptionalPart name="The shortcuts sheet">
      <ShortcutsSheet />
    </OptionalPart>
  ) : null
}

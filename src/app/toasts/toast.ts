import { atom } from 'jotai'
import type { toast as sonnerToast } from 'sonner'
import { appStore } from '../ui-state'

/**
 * Issue 17: sonner (its code and styles) is not part of the first paint. The shell's code toasts
 * through this facade, which loads sonner on the first toast and mounts the Toaster (toaster-host.tsx);
 * sonner shows a toast made before its Toaster mounted as soon as it does. Tool screens are lazy
 * chunks and import sonner directly; the tool frame mounts the Toaster before they load.
 */
type Sonner = typeof sonnerToast
type Message = Parameters<Sonner['success']>[0]
type Data = Parameters<Sonner['success']>[1]

/** Whether the Toaster is wanted: set on the first toast, or when a tool's frame opens. */
export const toasterWantedAtom = atom(false)

let sonner: Promise<Sonner> | null = null

/** Loads sonner (once; again after a failed load) and mounts the Toaster. */
export function loadToasts(): Promise<Sonner> {
  appStore.set(toasterWantedAtom, true)
  sonner ??= import('./sonner').then(
    (m) => m.toast,
    (e: unknown) => {
      sonner = null
      throw e
    },
  )
  return sonner
}

const later = (show: (t: Sonner) => unknown) => void loadToasts().then(show, () => undefined)

export const toast = Object.assign((message: Message, data?: Data) => later((t) => t(message, data)), {
  success: (message: Message, data?: Data) => later((t) => t.success(message, data)),
  error: (message: Message, data?: Data) => later((t) => t.error(message, data)),
  warning: (message: Message, data?: Data) => later((t) => t.warning(message, data)),
  info: (message: Message, data?: Data) => later((t) => t.info(message, data)),
  /** Dismisses a toast (all of them without an id); nothing to do while sonner has not loaded. */
  dismiss: (id?: string | number) => {
    if (sonner) later((t) => t.dismiss(id))
  },
})

import { atom, createStore } from 'jotai'

/** The app's own store (palette, theme, recent tools); each tool screen has a store of its own. */
export const appStore = createStore()

export const paletteOpenAtom = atom(false)
export const shortcutsOpenAtom = atom(false)
export const drawerOpenAtom = atom(false)

/** The result of the tool on screen, for the palette's "Copy current result" action. */
export const currentResultAtom = atom<{ get: () => string | undefined } | null>(null)

import { atom, createStore } from 'jotai'
import type { RecipeStepOffer } from '../lib/handoff'
import type { ResultText } from '../lib/held-text'
import { toolAtom } from '../lib/persistence'

/** The app's own store (palette, theme, recent tools); each tool screen has a store of its own. */
export const appStore = createStore()

export const paletteOpenAtom = atom(false)
export const shortcutsOpenAtom = atom(false)
export const drawerOpenAtom = atom(false)

/** The result of the tool on screen, for the palette's "Copy current result" action. */
export const currentResultAtom = atom<{
  toolId: string
  get: () => ResultText | undefined
  /** The screen's transform as a recipe step (D35), when it is one. */
  step?: () => RecipeStepOffer | undefined
} | null>(null)

/**
 * D25: content handed to the palette for detection: pasted into it or on the home page, dropped
 * there, shared to the installed app, or a tool's result to send on. Never stored.
 */
export type DetectRequest = {
  text?: string
  file?: File
  source: 'paste' | 'drop' | 'share-target' | 'clipboard' | 'send'
  /** With source 'send': the tool whose result this is (left out of the targets). */
  fromTool?: string
  /** With source 'send': that tool's transform as a recipe step, for "Add to recipe" (D35). */
  step?: RecipeStepOffer
}
export const detectRequestAtom = atom<DetectRequest | null>(null)

/**
 * Issue 21: the sidebar groups that are open (by category id), kept across reloads under
 * `devtools-sidebar-groups`. Missing or corrupt: null, and the sidebar opens its first group.
 */
export const sidebarGroupsAtom = toolAtom<string[] | null>('sidebar-groups', null, {
  validate: (v) => (Array.isArray(v) ? [...new Set(v.filter((x: unknown): x is string => typeof x === 'string'))] : null),
})

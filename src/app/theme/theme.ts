import { atom } from 'jotai'
import { readRaw, writeRaw } from '../../lib/safe-storage'

export type Theme = 'light' | 'dark' | 'system'
export const THEME_KEY = 'devtools-theme'

const isTheme = (v: unknown): v is Theme => v === 'light' || v === 'dark' || v === 'system'

/** SPEC section 3: the theme is stored raw (not JSON) under `devtools-theme`, default system. */
export function readTheme(): Theme {
  const raw = readRaw(THEME_KEY)
  return isTheme(raw) ? raw : 'system'
}

/** Issue 21: the top bar offers all three, in this order, so System is never lost. */
export const THEMES: readonly Theme[] = ['system', 'light', 'dark']
export const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' }

const base = atom<Theme>(readTheme())
export const themeAtom = atom(
  (get) => get(base),
  (_get, set, t: Theme) => {
    set(base, t)
    writeRaw(THEME_KEY, t)
  },
)

export const systemPrefersDark = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches

import { useAtom } from 'jotai'
import { useEffect, useSyncExternalStore } from 'react'
import { systemPrefersDark, themeAtom, type Theme } from './theme'

const subscribeSystem = (cb: () => void) => {
  const mq = matchMedia('(prefers-color-scheme: dark)')
  mq.addEventListener('change', cb)
  return () => mq.removeEventListener('change', cb)
}

/** The chosen theme, the one in effect, and a setter; system follows the OS setting live. */
export function useTheme(): { theme: Theme; resolved: 'light' | 'dark'; setTheme: (t: Theme) => void } {
  const [theme, setTheme] = useAtom(themeAtom)
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false)
  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark')
  }, [resolved])
  return { theme, resolved, setTheme }
}

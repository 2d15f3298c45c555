import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../ui/cn'
import { Hint } from '../layout/hint'
import { THEME_LABELS, THEMES, type Theme } from './theme'
import { useTheme } from './use-theme'

const icons = { system: Monitor, light: Sun, dark: Moon } as const

/**
 * Issue 21: a three-way choice (System, Light, Dark) as a segmented radio group. Native radios give
 * the keyboard behaviour (Tab into the group, arrows to choose); the chosen one is marked.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme()
  const name = useId()
  return (
    <div role="radiogroup" aria-label="Theme" data-theme-value={theme} className="flex items-center rounded-md border border-border p-0.5">
      {THEMES.map((t: Theme) => {
        const Icon = icons[t]
        const checked = theme === t
        return (
          <Hint key={t} content={`Theme: ${THEME_LABELS[t]}`}>
            <label
              className={cn(
                'relative flex size-7 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked && 'bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <input type="radio" name={name} value={t} checked={checked} aria-label={THEME_LABELS[t]} onChange={() => setTheme(t)} className="sr-only" />
              <Icon aria-hidden className="size-4" />
            </label>
          </Hint>
        )
      })}
    </div>
  )
}

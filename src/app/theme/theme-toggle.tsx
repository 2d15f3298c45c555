import { Monitor, Moon, Sun } from 'lucide-react'
import { Button } from '../../ui/button'
import { Tooltip } from '../../ui/tooltip'
import { nextTheme } from './theme'
import { useTheme } from './use-theme'

const labels = { light: 'Light', dark: 'Dark', system: 'System' } as const

export function ThemeToggle() {
  const { theme, setTheme } = useTheme()
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor
  const label = `Theme: ${labels[theme]}. Switch to ${labels[nextTheme(theme)].toLowerCase()}`
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} data-theme-value={theme} onClick={() => setTheme(nextTheme(theme))}>
        <Icon aria-hidden />
      </Button>
    </Tooltip>
  )
}

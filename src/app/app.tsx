import { Provider } from 'jotai'
import { Router } from 'wouter'
import { Layout } from './layout/layout'
import { useHashLocation } from './location'
import { PaletteHost } from './palette/palette-host'
import { AppRoutes } from './router'
import { ShortcutsHost } from './shortcuts-host'
import { ToasterHost } from './toasts/toaster-host'
import { useTheme } from './theme/use-theme'
import { appStore } from './ui-state'

function ThemeSync() {
  useTheme()
  return null
}

/**
 * The shell. Issue 17: what the first paint does not need loads on first use: the palette
 * (palette-host.tsx), the shortcuts sheet, the Toaster, and the tool frame with its tooltips
 * (router.tsx); the shell shows its own hints with hint.tsx. The whole app, tools included, routes
 * with wouter over the hash location of location.ts (D2).
 */
export function App() {
  return (
    <Provider store={appStore}>
      <Router hook={useHashLocation}>
        <ThemeSync />
        <Layout>
          <AppRoutes />
        </Layout>
        <PaletteHost />
        <ShortcutsHost />
        <ToasterHost />
      </Router>
    </Provider>
  )
}

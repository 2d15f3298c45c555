import { Provider } from 'jotai'
import { HashRouter } from 'react-router-dom'
import { TooltipProvider } from '../ui/tooltip'
import { Layout } from './layout/layout'
import { Palette } from './palette/palette'
import { AppRoutes } from './router'
import { ShortcutsSheet } from './shortcuts'
import { Toaster } from './toasts/toaster'
import { useTheme } from './theme/use-theme'
import { appStore } from './ui-state'

function ThemeSync() {
  useTheme()
  return null
}

export function App() {
  return (
    <Provider store={appStore}>
      <HashRouter>
        <TooltipProvider>
          <ThemeSync />
          <Layout>
            <AppRoutes />
          </Layout>
          <Palette />
          <ShortcutsSheet />
          <Toaster />
        </TooltipProvider>
      </HashRouter>
    </Provider>
  )
}

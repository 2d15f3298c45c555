import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/pwa/register'
import './index.css'

// D25/D27: only an address a share opened (`?title=&text=&url=`) loads the share-target code.
if (/[?&](?:title|text|url)=/.test(location.search)) void import('./app/pwa/share-target').then((m) => m.takeSharedText())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()

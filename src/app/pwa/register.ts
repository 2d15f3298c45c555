/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * D27: registers the build's service worker (vite.config.ts, Workbox) in production only; the dev
 * server has none. The registration comes from the bundle (virtual:pwa-register), never an inline
 * script, so the CSP (D21) holds. A new build never takes over by itself: it waits until the user
 * presses "Reload to update" in a toast that stays until dismissed. The sidebar's offline status
 * (offline.ts) follows the first install and says when the app is ready offline.
 */
import { toast } from '../toasts/toast'
import { registerSW } from 'virtual:pwa-register'

/** Said on `window` once the service worker is registered: the sidebar's offline status loads then. */
export const SW_REGISTERED = 'devtools:sw-registered'
// The offline status's code stays out of the first paint (the home page's 100 KB, issue 17).
const refreshOffline = () => import('./offline').then((m) => m.refreshOffline())

export const UPDATE_TOAST = 'A new version is ready'
export const UPDATE_ACTION = 'Reload to update'
/** How often an open tab asks the server for a new build (the browser also checks on each load). */
const CHECK_EVERY_MS = 60 * 60 * 1000

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  let reloading = false
  const reloadOnce = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  const update = () => {
    // workbox-window reloads only when this page had a controller at registration; after a first
    // visit (taken over by clientsClaim) it would not, so the user's choice is honoured here too.
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true })
    void updateSW(true)
  }
  const updateSW = registerSW({
    onNeedReload: reloadOnce,
    onOfflineReady: () => void refreshOffline(),
    onNeedRefresh() {
      toast(UPDATE_TOAST, {
        id: 'pwa-update',
        description: 'It loads when you choose; nothing reloads in the middle of your work.',
        duration: Infinity,
        // Activates the waiting worker; the page reloads once the new one controls it.
        action: { label: UPDATE_ACTION, onClick: update },
      })
    },
    onRegisteredSW(_url, registration) {
      window.dispatchEvent(new Event(SW_REGISTERED))
      void refreshOffline()
      if (!registration) return
      // A tab left open for days hears of a new build too: now and then, and when it comes back.
      const check = () => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined)
      }
      setInterval(check, CHECK_EVERY_MS)
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check())
    },
  })
}

import { useAtom } from 'jotai'
import { X } from 'lucide-react'
import { lazy, useEffect, useState, type ReactNode } from 'react'
import { Button } from '../../ui/button'
import { Link, useLocation } from 'wouter'
import { SW_REGISTERED } from '../pwa/register'
import { drawerOpenAtom } from '../ui-state'
import { OptionalPart } from './optional-part'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'

// The offline status's code loads once a service worker is registered (none in the dev server, nor
// before registration): it is not part of the home page's first 100 KB (issue 17).
const LazyOfflineStatus = lazy(() => import('../pwa/offline-status').then((m) => ({ default: m.OfflineStatus })))
function OfflineStatus() {
  const [registered, setRegistered] = useState(false)
  useEffect(() => {
    const on = () => setRegistered(true)
    window.addEventListener(SW_REGISTERED, on)
    void navigator.serviceWorker?.getRegistration().then((r) => r && on())
    return () => window.removeEventListener(SW_REGISTERED, on)
  }, [])
  return registered ? (
    <OptionalPart name="The offline status">
      <LazyOfflineStatus />
    </OptionalPart>
  ) : null
}

function Brand() {
  return (
    <Link to="/" className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-5 font-semibold">
      <img src="/favicon.svg" alt="" className="size-6" />
      DevTools Box
    </Link>
  )
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [contenteditable="true"], [tabindex="0"]'

/**
 * D33: the first Tab stop of every page leads past the sidebar to the tool: to the tool's first
 * control (the REST Client's Method, not 24 Tabs away), or to the page's main area. A hash link
 * would be read as a route by the hash router, so it moves focus itself.
 */
function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      onClick={(e) => {
        e.preventDefault()
        const main = document.getElementById('main')
        if (!main) return
        const scope = main.querySelector<HTMLElement>('[data-tool-body]') ?? main
        const first = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => el.getClientRects().length > 0)
        ;(first ?? main).focus()
      }}
    >
      Skip to the tool
    </a>
  )
}

/** DESIGN.md: a 256px sidebar beside the page; under 768px the sidebar becomes a drawer. */
export function Layout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom)
  const [pathname] = useLocation()
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen])
  useEffect(() => {
    if (!drawerOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [drawerOpen, setDrawerOpen])

  return (
    <div className="flex h-full">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 flex-col border-r border-border bg-surface md:flex" aria-label="Sidebar">
        <Brand />
        <div className="min-h-0 flex-1 overflow-y-auto">
          <Sidebar />
        </div>
        <OfflineStatus />
      </aside>
      {drawerOpen ? (
        <div className="fixed inset-0 z-40 md:hidden" role="dialog" aria-modal="true" aria-label="Navigation">
          <div className="absolute inset-0 bg-black/40" onClick={() => setDrawerOpen(false)} />
          <aside className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl">
            <div className="flex items-center justify-between pr-2">
              <Brand />
              <Button variant="ghost" size="icon" aria-label="Close navigation" onClick={() => setDrawerOpen(false)}>
                <X aria-hidden />
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <Sidebar onNavigate={() => setDrawerOpen(false)} />
            </div>
            <OfflineStatus />
          </aside>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>
    </div>
  )
}

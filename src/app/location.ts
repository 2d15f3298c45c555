import { useSyncExternalStore } from 'react'

/**
 * The app's address, for wouter's `<Router hook={useHashLocation}>` (its extension point for where
 * the location lives). D2: routes are hash routes, and a route's search stays inside the fragment
 * (`#/json-formatter?s=...`: Share links, D5, D32), so the fragment never reaches a server. wouter's
 * bundled hash hook puts `?search` before the `#` instead, hence this one.
 *
 * Every entry we push or replace carries `history.state = { usr, key }` (the navigation's state and
 * a fresh key), so a screen can tell a new arrival at the same address (a handoff, D25) by its key.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown }
type HistoryState = { usr?: unknown; key?: string } | null

/** `/tool?x=1` (a fragment without its `#`) into its path (always with a leading `/`) and search (without `?`). */
export function splitAddress(address: string): { path: string; search: string } {
  const rest = address.split('#')[0] ?? ''
  const q = rest.indexOf('?')
  const path = q < 0 ? rest : rest.slice(0, q)
  return { path: path.startsWith('/') ? path : `/${path}`, search: q < 0 ? '' : rest.slice(q + 1) }
}

const fragment = () => window.location.hash.replace(/^#/, '')
/** The current entry's path, search and key (strings, so React compares them as they are). */
export const currentPath = () => splitAddress(fragment()).path
export const currentSearch = () => splitAddress(fragment()).search
export const currentKey = () => (window.history.state as HistoryState)?.key ?? 'default'

const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/** Back, Forward, an address typed or set by hand (`location.hash = ...`), and our own `navigate`. */
export function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('popstate', emit)
    window.addEventListener('hashchange', emit)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('popstate', emit)
      window.removeEventListener('hashchange', emit)
    }
  }
}

let counter = 0
const newKey = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`

/**
 * Goes to `to` (`/tool?x=1`): a new history entry, unless `replace` or the address is the current
 * one (as a browser does for a link to the page it is on); either way with a new key.
 */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const { path, search } = splitAddress(to)
  const href = `#${path}${search ? `?${search}` : ''}`
  const same = href === `#${fragment()}` || (href === '#/' && fragment() === '')
  const entry: HistoryState = { usr: state, key: newKey() }
  if (replace || same) window.history.replaceState(entry, '', href)
  else window.history.pushState(entry, '', href)
  emit()
}

/** The route's search (`x=1`), for wouter's `useSearch`. */
export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '')

/** wouter's location hook: the path inside the fragment, and `navigate`. */
export const useHashLocation = (): [string, typeof navigate] => [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate]
// wouter's Router takes a hook's `hrefs` (a link's href) and `searchHook` from the hook itself.
useHashLocation.hrefs = (href: string) => `#${href}`
useHashLocation.searchHook = useHashSearch

/** The key of the current history entry: it changes on every navigation, to the same address too. */
export const useNavigationKey = () => useSyncExternalStore(subscribe, currentKey, () => 'default')

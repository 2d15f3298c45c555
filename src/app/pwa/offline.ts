/**
 * D27, issue 32 item 13: says when the app works offline. While the service worker's first install
 * runs it counts the files in Workbox's precache against the core the build lists (offline.json);
 * once a worker is active it says which extras are not in the cache yet, and "Make every tool
 * available offline" fetches them with progress. The extras go into the cache the worker serves
 * them from (CacheFirst), so a tool finds them with no network. A store for useSyncExternalStore.
 */
import { EXTRAS_CACHE, extrasProgress, OFFLINE_FILE, staleExtras, type OfflineManifest, type OfflineState } from './offline.logic'

let state: OfflineState = { phase: 'none' }
const listeners = new Set<() => void>()
const set = (next: OfflineState) => {
  state = next
  for (const l of listeners) l()
}
export const offlineStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: () => state,
}

const supported = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** A path of the build ("assets/…") as a URL of this app, and back. */
const urlOf = (file: string) => new URL(import.meta.env.BASE_URL + file, location.origin).href
const fileOf = (url: string) => new URL(url).pathname.slice(import.meta.env.BASE_URL.length)

let manifest: Promise<OfflineManifest | null> | null = null
/** The build's offline.json (from the precache once a worker is active); a failed read is retried next time. */
function loadManifest(): Promise<OfflineManifest | null> {
  manifest ??= fetch(urlOf(OFFLINE_FILE))
    .then((r) => (r.ok ? (r.json() as Promise<OfflineManifest>) : null))
    .catch(() => null)
    .then((m) => {
      if (!m) manifest = null
      return m
    })
  return manifest
}

async function cachedExtras(): Promise<Set<string>> {
  const cache = await caches.open(EXTRAS_CACHE)
  return new Set((await cache.keys()).map((r) => fileOf(r.url)))
}

/** How many files Workbox's precache holds (during the first install, the ones fetched so far). */
async function precached(): Promise<number> {
  let n = 0
  for (const name of await caches.keys()) if (name.startsWith('workbox-precache')) n += (await (await caches.open(name)).keys()).length
  return n
}

let fetching = false
let watching = false

/** Reads the state again: the install's progress, or what the cache holds. */
export async function refreshOffline(): Promise<void> {
  if (!supported() || fetching) return
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return set({ phase: 'none' })
  if (!registration.active) return watchInstall(registration)
  const m = await loadManifest()
  if (!m) return set({ phase: 'ready', extras: [] })
  const cached = await cachedExtras()
  // An earlier build's extras are not served any more: dropped, so the cache does not grow with each build.
  const stale = staleExtras(m.extras, cached)
  if (stale.length > 0) {
    const cache = await caches.open(EXTRAS_CACHE)
    await Promise.all(stale.map((f) => cache.delete(urlOf(f))))
  }
  if (!fetching) set({ phase: 'ready', extras: extrasProgress(m.extras, cached) })
}

/** The first install: its progress every second until a worker is active (or the install failed). */
async function watchInstall(registration: ServiceWorkerRegistration) {
  if (watching) return
  watching = true
  try {
    const m = await loadManifest()
    while (!registration.active && (registration.installing || registration.waiting)) {
      if (m) set({ phase: 'installing', done: Math.min(await precached(), m.core.files), total: m.core.files })
      await sleep(1000)
    }
  } finally {
    watching = false
  }
  if (registration.active) await refreshOffline()
  else set({ phase: 'none' })
}

/**
 * Fetches every extra not in the cache yet, four at a time, with progress. Resolves with the number
 * of files that could not be fetched (0 when every tool works offline).
 */
export async function makeEveryToolOffline(): Promise<number> {
  if (!supported() || fetching) return 0
  const m = await loadManifest()
  if (!m) return 1
  fetching = true
  let failed = 0
  try {
    const cache = await caches.open(EXTRAS_CACHE)
    const cached = await cachedExtras()
    const todo = m.extras.flatMap((g) => g.files).filter((f) => !cached.has(f))
    let done = 0
    const report = () => set({ phase: 'fetching', done, total: todo.length, extras: extrasProgress(m.extras, cached) })
    report()
    let next = 0
    const worker = async () => {
      while (next < todo.length) {
        const file = todo[next++]!
        try {
          await cache.add(urlOf(file))
          cached.add(file)
        } catch {
          failed++
        }
        done++
        report()
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
  } finally {
    fetching = false
  }
  await refreshOffline()
  return failed
}

/**
 * D27, issue 32 item 13: the page's side of offline use (the build's side, which files are core
 * and which are extras, is scripts/offline-precache-plugin.mjs). Pure: what the cache holds of each
 * extra, and the status line.
 */
import type { ExtraGroup, ExtraId } from '../../../scripts/offline-precache-plugin.mjs'

export type { ExtraGroup, OfflineManifest } from '../../../scripts/offline-precache-plugin.mjs'

/** The build's list of the core and the extras, and the extras' cache (the same names as the build's; a test holds them equal). */
export const OFFLINE_FILE = 'offline.json'
export const EXTRAS_CACHE = 'devtools-extras'
export const OFFLINE_ACTION = 'Make every tool available offline'

/** An extra with how much of it is in the cache. */
export type ExtraProgress = { id: ExtraId; label: string; cached: number; total: number }

/** How much of each extra the cache holds; `cached` holds paths as in the build ("assets/…"). */
export function extrasProgress(extras: readonly ExtraGroup[], cached: ReadonlySet<string>): ExtraProgress[] {
  return extras.map((g) => ({ id: g.id, label: g.label, cached: g.files.filter((f) => cached.has(f)).length, total: g.files.length }))
}

/** The cached paths no extra of this build lists any more (an earlier build's), to delete. */
export function staleExtras(extras: readonly ExtraGroup[], cached: Iterable<string>): string[] {
  const wanted = new Set(extras.flatMap((g) => g.files))
  return [...cached].filter((f) => !wanted.has(f))
}

export type OfflineState =
  /** No service worker (the dev server, an old browser) or not known yet: nothing is shown. */
  | { phase: 'none' }
  /** The first install: `done` of `total` core files are in the precache. */
  | { phase: 'installing'; done: number; total: number }
  | { phase: 'ready'; extras: ExtraProgress[] }
  | { phase: 'fetching'; done: number; total: number; extras: ExtraProgress[] }

const percent = (done: number, total: number) => (total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0)

/** The extras not yet offline, each with its share when some of it is ("ASCII Art fonts (3 of 330)"). */
export function missingText(extras: readonly ExtraProgress[]): string | null {
  const missing = extras.filter((e) => e.cached < e.total)
  if (missing.length === 0) return null
  return missing.map((e) => (e.cached > 0 ? `${e.label} (${e.cached} of ${e.total})` : e.label)).join(', ')
}

/** The status line, and a second line saying what is not offline yet. */
export function statusText(s: OfflineState): { title: string; detail: string | null } | null {
  switch (s.phase) {
    case 'none':
      return null
    case 'installing':
      return { title: `Getting ready to work offline: ${percent(s.done, s.total)}%`, detail: `${s.done} of ${s.total} files` }
    case 'fetching':
      return { title: `Making every tool available offline: ${percent(s.done, s.total)}%`, detail: `${s.done} of ${s.total} files` }
    case 'ready': {
      const missing = missingText(s.extras)
      return missing ? { title: 'Ready to work offline', detail: `Not yet offline: ${missing}` } : { title: 'Ready to work offline', detail: 'Every tool works offline' }
    }
  }
}

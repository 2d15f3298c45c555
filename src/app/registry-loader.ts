import { useEffect, useSyncExternalStore } from 'react'
import type * as RegistryModule from '../tools/registry'

/**
 * Issue 17: the registry (src/tools/registry.ts: every tool's keywords, icon, screen and input port,
 * with the files each screen needs) is not part of the home page. The first paint reads the tools'
 * summaries (src/tools/summaries.ts); the registry loads with the palette, a tool, or the home
 * page's favourites and recent tools (their icons).
 */
type Registry = typeof RegistryModule

let registry: Registry | null = null
let loading: Promise<Registry> | null = null
const listeners = new Set<() => void>()
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Loads the registry once (again after a failed load). */
export function loadRegistry(): Promise<Registry> {
  loading ??= import('../tools/registry').then(
    (m) => {
      registry = m
      listeners.forEach((l) => l())
      return m
    },
    (e: unknown) => {
      loading = null
      throw e
    },
  )
  return loading
}

/** The registry once loaded (null until then); `load` starts loading it. */
export function useRegistry(load: boolean): Registry | null {
  const loaded = useSyncExternalStore(subscribe, () => registry, () => null)
  useEffect(() => {
    if (load && !loaded) loadRegistry().catch(() => undefined)
  }, [load, loaded])
  return loaded
}

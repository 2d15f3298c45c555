import { useAtom } from 'jotai'
import { useCallback } from 'react'
import { toast } from './toasts/toast'
import { summaryById } from '../tools/summaries'
import { toolAtom } from '../lib/persistence'
import { appStore } from './ui-state'

/**
 * D26: the user's favourite tools, in the user's order, stored as `devtools-favorites`. Anything
 * else stored there (not an array, numbers, duplicates, ids of tools that do not exist or no longer
 * exist) is dropped, never a crash.
 */
export function validFavorites(stored: unknown): string[] {
  if (!Array.isArray(stored)) return []
  const seen = new Set<string>()
  for (const x of stored) if (typeof x === 'string' && !seen.has(x) && summaryById(x)) seen.add(x)
  return [...seen]
}

/** A fresh atom over `devtools-favorites` (it reads storage when made; tests make their own). */
export const makeFavoritesAtom = () => toolAtom<string[]>('favorites', [], { validate: (v) => validFavorites(v) })

export const favoritesAtom = makeFavoritesAtom()

/** Adds the tool at the end, or removes it. */
export const toggleFavorite = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id]

/** Moves a favourite to `index` of the resulting list (clamped); unknown ids leave the list as it is. */
export function moveFavoriteTo(list: readonly string[], id: string, index: number): string[] {
  if (!list.includes(id)) return [...list]
  const rest = list.filter((x) => x !== id)
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)))
  return [...rest.slice(0, at), id, ...rest.slice(at)]
}

/** Moves a favourite `delta` places (-1 up, +1 down), stopping at either end. */
export const moveFavorite = (list: readonly string[], id: string, delta: number): string[] =>
  moveFavoriteTo(list, id, list.indexOf(id) + delta)

/** What a screen reader hears after a move (the sidebar's live region). */
export function moveAnnouncement(list: readonly string[], id: string): string {
  const title = summaryById(id)?.title ?? id
  return `${title} moved to position ${list.indexOf(id) + 1} of ${list.length} in Favourites`
}

export const favoriteToast = (added: boolean, title: string) => (added ? `Added ${title} to favourites` : `Removed ${title} from favourites`)

/**
 * The favourites, bound to the app's store, for the sidebar, the home page, the frame's star and
 * the palette. `toggle` says what it did in a toast, so the palette's action (which closes the
 * palette) gives the same feedback as the star.
 */
export function useFavorites() {
  const [favorites, setFavorites] = useAtom(favoritesAtom, { store: appStore })
  const toggle = useCallback(
    (id: string) => {
      const added = !appStore.get(favoritesAtom).includes(id)
      setFavorites((list) => toggleFavorite(list, id))
      toast.success(favoriteToast(added, summaryById(id)?.title ?? id))
    },
    [setFavorites],
  )
  const move = useCallback((id: string, delta: number) => setFavorites((list) => moveFavorite(list, id, delta)), [setFavorites])
  const moveTo = useCallback((id: string, index: number) => setFavorites((list) => moveFavoriteTo(list, id, index)), [setFavorites])
  return { favorites, isFavorite: (id: string) => favorites.includes(id), toggle, move, moveTo }
}

import { useSyncExternalStore } from 'react'
import { readJson, writeRaw, type SaveResult } from '../../lib/safe-storage'
import { SAVED_KEY, validateSaved, type SavedRecipe } from './recipe.logic'

/**
 * The saved recipes (D35), in their own entry `devtools-recipes`: read and validated on first use
 * (unknown operations dropped, with notes), written on every change, and followed across tabs.
 */
type Snapshot = { recipes: SavedRecipe[]; notes: string[] }

let snapshot: Snapshot | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

const load = (): Snapshot => validateSaved(readJson(SAVED_KEY))

export function savedSnapshot(): Snapshot {
  return (snapshot ??= load())
}

export function setSaved(recipes: SavedRecipe[]): SaveResult {
  snapshot = { recipes, notes: savedSnapshot().notes }
  const result = writeRaw(SAVED_KEY, JSON.stringify(recipes))
  emit()
  return result
}

const onStorage = (e: StorageEvent) => {
  if (e.key !== SAVED_KEY) return
  snapshot = load()
  emit()
}

function subscribe(listener: () => void) {
  if (!listeners.size && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

export const useSavedRecipes = () => useSyncExternalStore(subscribe, savedSnapshot, savedSnapshot)

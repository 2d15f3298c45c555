/**
 * localStorage (and sessionStorage) that never throws. Storage can be disabled (privacy modes, sandboxed frames), full
 * (QuotaExceededError) or hold anything another version of the app or a person left there.
 */

/** Values larger than this (in UTF-16 code units, as localStorage counts them) are not stored. */
export const MAX_STORED_CHARS = 1_000_000

export type SaveResult = { ok: true } | { ok: false; reason: 'too-large' | 'quota' | 'unavailable' }

/** Where an entry lives: localStorage (saved work), or sessionStorage (this tab only: a shared view, D32). */
export type StorageArea = 'local' | 'session'

function storage(area: StorageArea = 'local'): Storage | null {
  try {
    if (area === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // Accessing localStorage itself throws when storage is disabled.
  }
}

export function readRaw(key: string, area?: StorageArea): string | null {
  try {
    return storage(area)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** The keys an area holds (none when it is unavailable). */
export function storedKeys(area?: StorageArea): string[] {
  try {
    const s = storage(area)
    if (!s) return []
    return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null)
  } catch {
    return []
  }
}

export function writeRaw(key: string, value: string, area?: StorageArea): SaveResult {
  if (value.length > MAX_STORED_CHARS) return { ok: false, reason: 'too-large' }
  const s = storage(area)
  if (!s) return { ok: false, reason: 'unavailable' }
  try {
    s.setItem(key, value)
    return { ok: true }
  } catch (error) {
    const quota = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)
    return { ok: false, reason: quota ? 'quota' : 'unavailable' }
  }
}

export function removeRaw(key: string, area?: StorageArea): void {
  try {
    storage(area)?.removeItem(key)
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Parses JSON without throwing; `undefined` for missing or corrupt entries. */
export function readJson(key: string, area?: StorageArea): unknown {
  const raw = readRaw(key, area)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * A cheap upper bound of a value's JSON size, so a 20 MB input is refused without first being
 * serialised on every keystroke.
 */
export function approximateJsonSize(value: unknown, limit = MAX_STORED_CHARS): number {
  let total = 0
  const stack: unknown[] = [value]
  while (stack.length > 0 && total <= limit) {
    const v = stack.pop()
    if (typeof v === 'string') total += v.length + 2
    else if (Array.isArray(v)) {
      total += 2 + v.length
      stack.push(...v)
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        total += k.length + 4
        stack.push(item)
      }
    } else total += 8
  }
  return total
}

import { atomWithStorage, RESET } from 'jotai/utils'
import type { WritableAtom, SetStateAction } from 'jotai'
import { approximateJsonSize, MAX_STORED_CHARS, readJson, removeRaw, writeRaw, type SaveResult } from './safe-storage'

/** D3: one localStorage entry per tool, under `devtools-<storage id>`. */
export const storageKey = (storageId: string) => `devtools-${storageId}`

export { RESET }

/** Checks a stored value that already has the defaults' shape; returns what the screen may use. */
export type Validate<T> = (merged: T, defaults: T) => T

export type ToolAtom<T> = WritableAtom<T, [SetStateAction<T> | typeof RESET], void> & {
  storageId: string
  defaults: T
  /** Turns anything stored (or shared in a link) into a value the screen can use. */
  validate: (stored: unknown, defaults: T) => T
}

/** Any tool's atom, for code that handles tool state generically (the frame's Share). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyToolAtom = ToolAtom<any>

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const sameKind = (a: unknown, b: unknown) =>
  Array.isArray(a) ? Array.isArray(b) : isPlainObject(a) ? isPlainObject(b) : typeof a === typeof b && b !== null

/**
 * The default validation: keep every stored field whose kind (string, number, boolean, array,
 * object) matches the default's, and take the default for the rest. An entry written by an older
 * version, or by hand, can therefore never put a value of the wrong type into a screen.
 */
export function mergeWithDefaults<T>(stored: unknown, defaults: T): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(stored)) return defaults
    const out: Record<string, unknown> = { ...defaults }
    for (const key of Object.keys(defaults)) {
      if (key in stored && sameKind(defaults[key], stored[key])) out[key] = stored[key]
    }
    return out as T
  }
  return sameKind(defaults, stored) ? (stored as T) : defaults
}

/* -------------------------------------------------------------------------------------------- */
/* Save status: which entries could not be written, so a screen can say its state is not saved. */

type Listener = () => void
const unsaved = new Map<string, Exclude<SaveResult, { ok: true }>['reason']>()
const listeners = new Set<Listener>()
const notify = () => listeners.forEach((l) => l())

export const saveStatus = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get(storageId: string) {
    return unsaved.get(storageId) ?? null
  },
  set(storageId: string, result: SaveResult) {
    const before = unsaved.get(storageId) ?? null
    const after = result.ok ? null : result.reason
    if (before === after) return
    if (after) unsaved.set(storageId, after)
    else unsaved.delete(storageId)
    notify()
  },
}

export const unsavedMessage = (reason: 'too-large' | 'quota' | 'unavailable') =>
  reason === 'too-large'
    ? `Not saved in this browser: the input is larger than ${MAX_STORED_CHARS / 1_000_000} MB. It stays here until you close the tab.`
    : reason === 'quota'
      ? 'Not saved in this browser: storage is full. Your input stays here until you close the tab.'
      : 'Not saved in this browser: storage is unavailable. Your input stays here until you close the tab.'

/**
 * toolAtom: a Jotai atom persisted in localStorage (D3). Corrupt JSON, a wrong shape, disabled
 * storage and quota errors all fall back safely: reading gives the defaults, writing keeps the
 * value in memory and records why it was not saved. Other tabs' writes arrive through `storage`
 * events.
 */
export function toolAtom<T>(storageId: string, defaults: T, options: { validate?: Validate<T> } = {}): ToolAtom<T> {
  const validate = (stored: unknown, d: T): T => {
    if (stored === undefined) return d
    try {
      const merged = mergeWithDefaults(stored, d)
      return options.validate ? options.validate(merged, d) : merged
    } catch {
      return d
    }
  }
  const key = storageKey(storageId)
  const a = atomWithStorage<T>(
    key,
    defaults,
    {
      getItem: (k, initial) => validate(readJson(k), initial),
      setItem: (k, value) => {
        const result =
          approximateJsonSize(value) > MAX_STORED_CHARS
            ? ({ ok: false, reason: 'too-large' } as const)
            : writeRaw(k, JSON.stringify(value))
        // A value that cannot be stored must not leave an older one behind to be restored later.
        if (!result.ok) removeRaw(k)
        saveStatus.set(storageId, result)
      },
      removeItem: (k) => {
        removeRaw(k)
        saveStatus.set(storageId, { ok: true })
      },
      subscribe: (k, callback, initial) => {
        if (typeof window === 'undefined') return () => {}
        const onStorage = (e: StorageEvent) => {
          if (e.storageArea === localStorage && e.key === k) {
            let parsed: unknown
            try {
              parsed = e.newValue === null ? undefined : JSON.parse(e.newValue)
            } catch {
              parsed = undefined
            }
            callback(validate(parsed, initial))
          }
        }
        window.addEventListener('storage', onStorage)
        return () => window.removeEventListener('storage', onStorage)
      },
    },
    { getOnInit: true },
  )
  return Object.assign(a, { storageId, defaults, validate })
}

/** Clears a tool's stored state (D6's Reset). */
export function clearToolState(storageId: string) {
  removeRaw(storageKey(storageId))
  saveStatus.set(storageId, { ok: true })
}

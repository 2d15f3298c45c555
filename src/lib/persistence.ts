import { atomWithStorage, RESET } from 'jotai/utils'
import type { WritableAtom, SetStateAction } from 'jotai'
import { approximateJsonSize, MAX_STORED_CHARS, readJson, removeRaw, storedKeys, writeRaw, type SaveResult } from './safe-storage'

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
/* Save status: which entries (or fields) could not be written, so a screen can say so.          */

type Listener = () => void
export type UnsavedReason = Exclude<SaveResult, { ok: true }>['reason']
/** Why a tool's state is not (wholly) saved; `fields` names the fields left out when the rest was saved. */
export type SaveProblem = { reason: UnsavedReason; fields: string[] }

const unsaved = new Map<string, SaveProblem>()
const listeners = new Set<Listener>()
const notify = () => listeners.forEach((l) => l())

export const saveStatus = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get(storageId: string): SaveProblem | null {
    return unsaved.get(storageId) ?? null
  },
  set(storageId: string, problem: SaveProblem | null) {
    const before = unsaved.get(storageId)
    if (!problem && !before) return
    if (problem && before && before.reason === problem.reason && before.fields.join() === problem.fields.join()) return
    if (problem) unsaved.set(storageId, problem)
    else unsaved.delete(storageId)
    notify()
  },
}

/** `testString` -> "the test string". */
const fieldName = (key: string) => `the ${key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase()}`

const listOf = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`)

/**
 * D3: what the frame says when a state is not (wholly) stored. The value always stays in memory
 * for this tab until it is reloaded or closed, so that is what it says.
 */
export function unsavedMessage(problem: SaveProblem): string {
  const limit = `${MAX_STORED_CHARS / 1_000_000} MB`
  const which = problem.fields.length ? listOf(problem.fields.map(fieldName)) : 'the input'
  const verb = problem.fields.length > 1 ? 'are' : 'is'
  const rest = problem.fields.length ? ' Everything else is saved.' : ''
  const keep = ` ${problem.fields.length > 1 ? 'They stay' : 'It stays'} here until you reload or close the tab.`
  if (problem.reason === 'too-large') return `Not saved in this browser: ${which} ${verb} larger than ${limit}.${keep}${rest}`
  if (problem.reason === 'quota') return `Not saved in this browser: storage is full, so ${which} ${verb} not saved.${keep}${rest}`
  return `Not saved in this browser: storage is unavailable. Your input stays here until you reload or close the tab.`
}

/* -------------------------------------------------------------------------------------------- */
/* Shared views (D32): while a shared link is on screen, nothing of that tool is written.        */
/* The view itself, with the edits made in it, is kept in this tab's sessionStorage, so a reload */
/* shows it again (issue 32) until Keep or Discard; other tabs never see it.                    */

const SHARED_VIEW_PREFIX = 'devtools-shared-view-'
/** sessionStorage entry holding a shared view's state for this tab. */
export const sharedViewKey = (storageId: string) => `${SHARED_VIEW_PREFIX}${storageId}`

/** The held views; after a reload, those this tab's session still holds. */
let held: Set<string> | null = null
const heldIds = () =>
  (held ??= new Set(
    storedKeys('session')
      .filter((k) => k.startsWith(SHARED_VIEW_PREFIX))
      .map((k) => k.slice(SHARED_VIEW_PREFIX.length)),
  ))
const heldListeners = new Set<Listener>()

export const sharedViews = {
  subscribe(listener: Listener) {
    heldListeners.add(listener)
    return () => void heldListeners.delete(listener)
  },
  isHeld(storageId: string) {
    return heldIds().has(storageId)
  },
  /**
   * Stops writing this tool's state to localStorage (and ignores other tabs' writes) until
   * released; meanwhile its state is kept for this tab only (`sharedViewKey`).
   */
  hold(storageId: string) {
    if (heldIds().has(storageId)) return
    heldIds().add(storageId)
    heldListeners.forEach((l) => l())
  },
  /** Ends the shared view (Keep, Discard, a damaged link): this tab's copy of it goes. */
  release(storageId: string) {
    removeRaw(sharedViewKey(storageId), 'session')
    if (!heldIds().delete(storageId)) return
    heldListeners.forEach((l) => l())
  },
}

/** Keeps a shared view's state for this tab (a view over the size limit stays in memory only). */
function keepView(storageId: string, value: unknown) {
  if (approximateJsonSize(value) <= MAX_STORED_CHARS) writeRaw(sharedViewKey(storageId), JSON.stringify(value), 'session')
}

/**
 * Writes a tool's entry, keeping what it can (D3): when the whole value is too large or the quota
 * is hit, the largest top-level fields are left out one by one until the rest fits. Left-out fields
 * come back as their defaults after a reload; the problem names them.
 */
export function saveEntry(key: string, value: unknown): SaveProblem | null {
  let current: unknown = value
  const dropped: string[] = []
  let reason: UnsavedReason | null = null
  const bySize = isPlainObject(value)
    ? Object.keys(value)
        .map((k) => [k, approximateJsonSize(value[k])] as const)
        .sort((a, b) => b[1] - a[1])
        .map(([k]) => k)
    : []
  for (;;) {
    if (reason && dropped.length === bySize.length) {
      // Every field had to go: nothing is stored, and no older entry is left to come back later.
      removeRaw(key)
      return { reason, fields: [] }
    }
    const result: SaveResult =
      approximateJsonSize(current) > MAX_STORED_CHARS ? { ok: false, reason: 'too-large' } : writeRaw(key, JSON.stringify(current))
    if (result.ok) return reason ? { reason, fields: dropped } : null
    if (result.reason === 'unavailable' || !isPlainObject(current)) {
      // Nothing fits: an older entry must not be left behind to be restored later.
      removeRaw(key)
      return { reason: reason ?? result.reason, fields: [] }
    }
    reason ??= result.reason
    const next = bySize[dropped.length]!
    dropped.push(next)
    const rest: Record<string, unknown> = { ...current }
    delete rest[next]
    current = rest
  }
}

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
      // A shared view is read from, and written to, this tab's copy of it (D32, issue 32).
      getItem: (k, initial) => {
        const view = sharedViews.isHeld(storageId) ? readJson(sharedViewKey(storageId), 'session') : undefined
        return validate(view === undefined ? readJson(k) : view, initial)
      },
      setItem: (k, value) => {
        if (sharedViews.isHeld(storageId)) return keepView(storageId, value)
        saveStatus.set(storageId, saveEntry(k, value))
      },
      removeItem: (k) => {
        if (sharedViews.isHeld(storageId)) return keepView(storageId, defaults)
        removeRaw(k)
        saveStatus.set(storageId, null)
      },
      subscribe: (k, callback, initial) => {
        if (typeof window === 'undefined') return () => {}
        const onStorage = (e: StorageEvent) => {
          // A shared view on screen is not replaced by another tab's write (D32).
          if (e.storageArea === localStorage && e.key === k && !sharedViews.isHeld(storageId)) {
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

/** What is stored for a tool now (validated), whatever its atom holds in memory: Discard's value. */
export function storedValue<T>(a: ToolAtom<T>): T {
  return a.validate(readJson(storageKey(a.storageId)), a.defaults)
}

/** Clears a tool's stored state (D6's Reset). */
export function clearToolState(storageId: string) {
  removeRaw(storageKey(storageId))
  saveStatus.set(storageId, null)
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'
import { clearToolState, mergeWithDefaults, RESET, saveStatus, sharedViewKey, sharedViews, storageKey, storedValue, toolAtom, unsavedMessage } from './persistence'
import { MAX_STORED_CHARS } from './safe-storage'

/** An in-memory Storage whose failures the tests switch on. */
class FakeStorage implements Storage {
  map = new Map<string, string>()
  quota = Infinity
  broken = false
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(k: string) {
    if (this.broken) throw new DOMException('denied', 'SecurityError')
    return this.map.get(k) ?? null
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  removeItem(k: string) {
    if (this.broken) throw new DOMException('denied', 'SecurityError')
    this.map.delete(k)
  }
  setItem(k: string, v: string) {
    if (this.broken) throw new DOMException('denied', 'SecurityError')
    if (v.length > this.quota) throw new DOMException('full', 'QuotaExceededError')
    this.map.set(k, v)
  }
}

type Shape = { input: string; indentSize: string; flags: { global: boolean } }
const DEFAULTS: Shape = { input: '', indentSize: '2', flags: { global: true } }

let storage: FakeStorage
let win: EventTarget
let n = 0
const fresh = () => `test-tool-${++n}`

beforeEach(() => {
  storage = new FakeStorage()
  win = new EventTarget()
  Object.assign(globalThis, { localStorage: storage, window: win })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
  Reflect.deleteProperty(globalThis, 'window')
})

describe('toolAtom (D3)', () => {
  it('stores each tool under devtools-<storage id> as JSON and reads it back', () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    expect(store.get(a)).toEqual(DEFAULTS)
    store.set(a, { ...DEFAULTS, input: '{"a":1}' })
    expect(JSON.parse(storage.map.get(`devtools-${id}`)!)).toEqual({ ...DEFAULTS, input: '{"a":1}' })
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual({ ...DEFAULTS, input: '{"a":1}' })
    expect(storageKey('json-formatter')).toBe('devtools-json-formatter')
  })

  it('falls back to the defaults on corrupt JSON', () => {
    const id = fresh()
    storage.map.set(`devtools-${id}`, '{"input": "unterminated')
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual(DEFAULTS)
  })

  it('keeps well-typed fields of a wrong shape and defaults the rest', () => {
    const id = fresh()
    storage.map.set(`devtools-${id}`, JSON.stringify({ input: 'kept', indentSize: 4, flags: 'yes', extra: 1 }))
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual({ input: 'kept', indentSize: '2', flags: { global: true } })
    storage.map.set(`devtools-${id}`, JSON.stringify([1, 2]))
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual(DEFAULTS)
    storage.map.set(`devtools-${id}`, 'null')
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual(DEFAULTS)
  })

  it("applies the tool's own validation after the shape check, and survives a validator that throws", () => {
    const id = fresh()
    storage.map.set(`devtools-${id}`, JSON.stringify({ ...DEFAULTS, indentSize: '3' }))
    const checked = toolAtom(id, DEFAULTS, { validate: (v, d) => (['2', '4', '8'].includes(v.indentSize) ? v : { ...v, indentSize: d.indentSize }) })
    expect(createStore().get(checked).indentSize).toBe('2')
    const throwing = toolAtom(id, DEFAULTS, {
      validate: () => {
        throw new Error('bad')
      },
    })
    expect(createStore().get(throwing)).toEqual(DEFAULTS)
  })

  it('works with storage disabled: defaults on read, the value kept in memory on write', () => {
    storage.broken = true
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    expect(store.get(a)).toEqual(DEFAULTS)
    store.set(a, { ...DEFAULTS, input: 'typed' })
    expect(store.get(a).input).toBe('typed')
    expect(saveStatus.get(id)?.reason).toBe('unavailable')
  })

  it('on a quota error keeps the value in memory, saves the other fields and names the one left out', () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    store.set(a, { ...DEFAULTS, input: 'small' })
    expect(saveStatus.get(id)).toBeNull()
    storage.quota = 50
    store.set(a, { ...DEFAULTS, indentSize: '4', input: 'x'.repeat(100) })
    expect(store.get(a).input).toBe('x'.repeat(100))
    expect(saveStatus.get(id)).toEqual({ reason: 'quota', fields: ['input'] })
    // The rest is stored; the left-out field comes back as its default, never as an older value.
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual({ ...DEFAULTS, indentSize: '4', input: '' })
    storage.quota = Infinity
    store.set(a, { ...DEFAULTS, input: 'fits' })
    expect(saveStatus.get(id)).toBeNull()
  })

  it('removes the entry when nothing fits at all, so no older value comes back', () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    store.set(a, { ...DEFAULTS, input: 'old' })
    storage.quota = 5
    store.set(a, { ...DEFAULTS, input: 'new' })
    expect(storage.map.has(`devtools-${id}`)).toBe(false)
    expect(saveStatus.get(id)).toEqual({ reason: 'quota', fields: [] })
  })

  it('leaves out only a field over about 1 MB, keeps the rest (a regex pattern and flags survive a 1.2 MB test string)', () => {
    type Regex = { pattern: string; flags: string; testString: string; replacement: string }
    const defaults: Regex = { pattern: '', flags: 'g', testString: '', replacement: '' }
    const id = fresh()
    const a = toolAtom(id, defaults)
    const store = createStore()
    store.set(a, { pattern: '\\d+', flags: 'gi', testString: 'y'.repeat(1_200_000), replacement: '#' })
    expect(store.get(a).testString).toHaveLength(1_200_000)
    expect(saveStatus.get(id)).toEqual({ reason: 'too-large', fields: ['testString'] })
    expect(createStore().get(toolAtom(id, defaults))).toEqual({ pattern: '\\d+', flags: 'gi', testString: '', replacement: '#' })
    expect(unsavedMessage(saveStatus.get(id)!)).toBe(
      'Not saved in this browser: the test string is larger than 1 MB. It stays here until you reload or close the tab. Everything else is saved.',
    )
  })

  it('does not store a non-object value over about 1 MB, and says why', () => {
    const id = fresh()
    const a = toolAtom(id, 'short')
    const store = createStore()
    store.set(a, 'y'.repeat(MAX_STORED_CHARS + 1))
    expect(storage.map.has(`devtools-${id}`)).toBe(false)
    expect(store.get(a)).toHaveLength(MAX_STORED_CHARS + 1)
    expect(saveStatus.get(id)).toEqual({ reason: 'too-large', fields: [] })
    expect(unsavedMessage(saveStatus.get(id)!)).toBe('Not saved in this browser: the input is larger than 1 MB. It stays here until you reload or close the tab.')
  })

  it('writes nothing while a shared view is held, ignores other tabs meanwhile, and Discard reads what is stored', () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    store.set(a, { ...DEFAULTS, input: 'mine' })
    sharedViews.hold(id)
    store.set(a, { ...DEFAULTS, input: 'shared' })
    expect(JSON.parse(storage.map.get(`devtools-${id}`)!).input).toBe('mine')
    win.dispatchEvent(Object.assign(new Event('storage'), { key: `devtools-${id}`, storageArea: storage, newValue: JSON.stringify({ ...DEFAULTS, input: 'other tab' }) }))
    expect(store.get(a).input).toBe('shared')
    expect(storedValue(a).input).toBe('mine')
    sharedViews.release(id)
    store.set(a, store.get(a)) // Keep
    expect(JSON.parse(storage.map.get(`devtools-${id}`)!).input).toBe('shared')
  })

  it('follows writes from other tabs through storage events', () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    const seen: string[] = []
    const unsub = store.sub(a, () => seen.push(store.get(a).input))
    const event = Object.assign(new Event('storage'), {
      key: `devtools-${id}`,
      storageArea: storage,
      newValue: JSON.stringify({ ...DEFAULTS, input: 'from another tab' }),
    })
    win.dispatchEvent(event)
    expect(store.get(a).input).toBe('from another tab')
    win.dispatchEvent(Object.assign(new Event('storage'), { key: `devtools-${id}`, storageArea: storage, newValue: '{broken' }))
    expect(store.get(a)).toEqual(DEFAULTS)
    unsub()
    expect(seen).toEqual(['from another tab', ''])
  })

  it('clears a tool (D6 Reset) so the next read gives the defaults', () => {
    const id = fresh()
    storage.map.set(`devtools-${id}`, JSON.stringify({ ...DEFAULTS, input: 'old' }))
    clearToolState(id)
    expect(createStore().get(toolAtom(id, DEFAULTS))).toEqual(DEFAULTS)
  })
})

describe('mergeWithDefaults', () => {
  it('accepts scalars and arrays of the right kind only', () => {
    expect(mergeWithDefaults(['a'], [] as string[])).toEqual(['a'])
    expect(mergeWithDefaults({ a: 1 }, [] as string[])).toEqual([])
    expect(mergeWithDefaults(5, 'x')).toBe('x')
    expect(mergeWithDefaults(null, { a: 1 })).toEqual({ a: 1 })
  })
})

describe('a shared view survives a reload of its tab, and only of its tab (D32, issue 32)', () => {
  let session: FakeStorage
  beforeEach(() => {
    session = new FakeStorage()
    Object.assign(globalThis, { sessionStorage: session })
  })
  afterEach(() => Reflect.deleteProperty(globalThis, 'sessionStorage'))

  /** A reload of the tab: the modules start afresh with this tab's session and the saved entries. */
  const reload = async () => {
    vi.resetModules()
    return import('./persistence')
  }

  it("keeps the view with its edits in this tab's session, never in the saved entry; Keep saves it", async () => {
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    store.set(a, { ...DEFAULTS, input: 'mine' })
    sharedViews.hold(id)
    store.set(a, { ...DEFAULTS, input: 'shared', indentSize: '4' })
    store.set(a, { ...DEFAULTS, input: 'shared, edited', indentSize: '4' })
    expect(JSON.parse(storage.map.get(storageKey(id))!).input).toBe('mine')
    expect(JSON.parse(session.map.get(sharedViewKey(id))!)).toEqual({ ...DEFAULTS, input: 'shared, edited', indentSize: '4' })

    const after = await reload()
    expect(after.sharedViews.isHeld(id)).toBe(true)
    const again = after.toolAtom(id, DEFAULTS)
    const s2 = createStore()
    expect(s2.get(again)).toEqual({ ...DEFAULTS, input: 'shared, edited', indentSize: '4' })
    expect(after.storedValue(again).input).toBe('mine') // what Discard would bring back
    s2.set(again, { ...DEFAULTS, input: 'edited after the reload', indentSize: '4' })
    expect(JSON.parse(storage.map.get(storageKey(id))!).input).toBe('mine')

    // Keep: the view becomes the saved state, and the tab's copy goes.
    after.sharedViews.release(id)
    s2.set(again, s2.get(again))
    expect(JSON.parse(storage.map.get(storageKey(id))!).input).toBe('edited after the reload')
    expect(session.map.has(sharedViewKey(id))).toBe(false)
    expect((await reload()).sharedViews.isHeld(id)).toBe(false)
  })

  it('Discard drops the view; another tab (its own session) never sees it', async () => {
    const id = fresh()
    storage.map.set(storageKey(id), JSON.stringify({ ...DEFAULTS, input: 'mine' }))
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    sharedViews.hold(id)
    store.set(a, { ...DEFAULTS, input: 'shared' })
    // Reset while held empties the view, not the saved entry.
    store.set(a, RESET)
    expect(JSON.parse(session.map.get(sharedViewKey(id))!)).toEqual(DEFAULTS)
    expect(JSON.parse(storage.map.get(storageKey(id))!).input).toBe('mine')
    store.set(a, { ...DEFAULTS, input: 'shared' })

    const tabSession = session
    session = new FakeStorage()
    Object.assign(globalThis, { sessionStorage: session })
    const otherTab = await reload()
    expect(otherTab.sharedViews.isHeld(id)).toBe(false)
    expect(createStore().get(otherTab.toolAtom(id, DEFAULTS)).input).toBe('mine')

    Object.assign(globalThis, { sessionStorage: tabSession })
    const back = await reload()
    expect(back.sharedViews.isHeld(id)).toBe(true)
    const view = back.toolAtom(id, DEFAULTS)
    const s2 = createStore()
    expect(s2.get(view).input).toBe('shared')
    back.sharedViews.release(id) // Discard
    s2.set(view, back.storedValue(view))
    expect(s2.get(view).input).toBe('mine')
    expect(tabSession.map.has(sharedViewKey(id))).toBe(false)
    expect((await reload()).sharedViews.isHeld(id)).toBe(false)
  })

  it('without sessionStorage the view still holds for the page, as before', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
    const id = fresh()
    const a = toolAtom(id, DEFAULTS)
    const store = createStore()
    sharedViews.hold(id)
    store.set(a, { ...DEFAULTS, input: 'shared' })
    expect(store.get(a).input).toBe('shared')
    expect(storage.map.has(storageKey(id))).toBe(false)
    sharedViews.release(id)
  })
})

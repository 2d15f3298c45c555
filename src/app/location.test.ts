import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentKey, currentPath, currentSearch, navigate, splitAddress, subscribe, useHashLocation } from './location'

/** A browser's address bar and history, as far as location.ts uses them. */
function fakeWindow(initialHash = '') {
  const events = new EventTarget()
  const entries: { href: string; state: unknown }[] = [{ href: `http://app.test/${initialHash}`, state: null }]
  let index = 0
  const url = () => new URL(entries[index]!.href)
  const write = (state: unknown, href: string, push: boolean) => {
    const next = { href: new URL(href, entries[index]!.href).href, state: structuredClone(state) }
    if (push) {
      entries.splice(index + 1, entries.length, next)
      index++
    } else entries[index] = next
  }
  return {
    entries,
    location: {
      get hash() {
        return url().hash
      },
      get href() {
        return url().href
      },
    },
    history: {
      get state() {
        return entries[index]!.state
      },
      get length() {
        return entries.length
      },
      pushState: (state: unknown, _: string, href: string) => write(state, href, true),
      replaceState: (state: unknown, _: string, href: string) => write(state, href, false),
      /** Back or Forward: the browser moves and fires popstate. */
      go(delta: number) {
        index += delta
        events.dispatchEvent(new Event('popstate'))
      },
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  }
}

type Fake = ReturnType<typeof fakeWindow>
let win: Fake

beforeEach(() => {
  win = fakeWindow()
  vi.stubGlobal('window', win)
})
afterEach(() => vi.unstubAllGlobals())

describe('splitAddress', () => {
  it('keeps the search inside the fragment: path and search apart, a leading slash always', () => {
    expect(splitAddress('/json-formatter?s=abc&x=1')).toEqual({ path: '/json-formatter', search: 's=abc&x=1' })
    expect(splitAddress('json-formatter')).toEqual({ path: '/json-formatter', search: '' })
    expect(splitAddress('')).toEqual({ path: '/', search: '' })
    expect(splitAddress('/a?')).toEqual({ path: '/a', search: '' })
    expect(splitAddress('/a?b=1#inner')).toEqual({ path: '/a', search: 'b=1' })
  })
})

describe('navigate', () => {
  it('pushes `#/path?search` (the search inside the hash, D2) with { usr, key } as history.state', () => {
    navigate('/json-formatter?s=xyz', { state: { handoff: 1 } })
    expect(win.location.href).toBe('http://app.test/#/json-formatter?s=xyz')
    expect(win.history.length).toBe(2)
    const state = win.history.state as { usr: unknown; key: string }
    expect(state.usr).toEqual({ handoff: 1 })
    expect(state.key).toMatch(/\S/)
  })

  it('replaces the entry when asked, and when the address is the current one (as a link to the same page does)', () => {
    navigate('/base64')
    navigate('/hash', { replace: true })
    expect(win.history.length).toBe(2)
    expect(win.location.hash).toBe('#/hash')
    const before = (win.history.state as { key: string }).key
    navigate('/hash', { state: { handoff: 2 } })
    expect(win.history.length).toBe(2)
    // A new arrival at the same address still gets a new key (the handoff's effect runs again).
    expect((win.history.state as { key: string }).key).not.toBe(before)
    // Home from the bare address (no fragment) is the same page too.
    const fresh = fakeWindow()
    vi.stubGlobal('window', fresh)
    navigate('/')
    expect(fresh.history.length).toBe(1)
    expect(fresh.location.hash).toBe('#/')
  })

  it('tells subscribers (wouter re-renders) on navigate, Back and a hash set by hand; path, search and key follow', () => {
    let calls = 0
    const stop = subscribe(() => calls++)
    navigate('/a?x=1')
    expect([calls, currentPath(), currentSearch()]).toEqual([1, '/a', 'x=1'])
    const keyA = currentKey()
    navigate('/b')
    expect([calls, currentPath(), currentSearch()]).toEqual([2, '/b', ''])
    expect(currentKey()).not.toBe(keyA)
    win.history.go(-1)
    expect([calls, currentPath(), currentSearch(), currentKey()]).toEqual([3, '/a', 'x=1', keyA])
    win.dispatchEvent(new Event('hashchange'))
    expect(calls).toBe(4)
    stop()
    navigate('/c')
    win.history.go(-1)
    expect(calls).toBe(4)
  })

  it('an entry it did not write (an address typed by hand) has the default key', () => {
    expect(currentKey()).toBe('default')
    expect(currentPath()).toBe('/')
  })
})

describe('useHashLocation', () => {
  it('gives wouter hash hrefs and the search hook, so Link renders `#/tool` and useSearch reads inside the hash', () => {
    expect(useHashLocation.hrefs('/json-formatter')).toBe('#/json-formatter')
    expect(typeof useHashLocation.searchHook).toBe('function')
  })
})

import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TOOLS } from '../tools/registry'
import { makeFavoritesAtom, moveAnnouncement, moveFavorite, moveFavoriteTo, toggleFavorite, validFavorites } from './favorites'

const [a, b, c] = TOOLS.map((t) => t.id) as [string, string, string]

describe('validFavorites (D26)', () => {
  it('keeps known tool ids in the stored order', () => {
    expect(validFavorites([c, a, b])).toEqual([c, a, b])
  })
  it('drops anything that is not a list, non-strings, duplicates and unknown or removed ids', () => {
    for (const v of ['nope', 42, null, {}, { 0: a }, true, undefined]) expect(validFavorites(v)).toEqual([])
    expect(validFavorites([1, 'json-formatter', 'no-such-tool', 'json-formatter', null, ['base64'], 'base64'])).toEqual(['json-formatter', 'base64'])
    expect(validFavorites(['__proto__', 'constructor', 'toString'])).toEqual([])
  })
})

describe('toggleFavorite', () => {
  it('adds at the end, removes wherever it is, and leaves the input alone', () => {
    const list = [a, b]
    expect(toggleFavorite(list, c)).toEqual([a, b, c])
    expect(toggleFavorite(list, a)).toEqual([b])
    expect(toggleFavorite([], a)).toEqual([a])
    expect(list).toEqual([a, b])
  })
})

describe('moveFavorite / moveFavoriteTo', () => {
  const list = [a, b, c]
  it('moves one place up or down and stops at either end', () => {
    expect(moveFavorite(list, b, -1)).toEqual([b, a, c])
    expect(moveFavorite(list, b, 1)).toEqual([a, c, b])
    expect(moveFavorite(list, a, -1)).toEqual(list)
    expect(moveFavorite(list, c, 1)).toEqual(list)
    expect(list).toEqual([a, b, c])
  })
  it('moves to an index of the resulting list, clamped', () => {
    expect(moveFavoriteTo(list, a, 2)).toEqual([b, c, a])
    expect(moveFavoriteTo(list, c, 0)).toEqual([c, a, b])
    expect(moveFavoriteTo(list, a, 1)).toEqual([b, a, c])
    expect(moveFavoriteTo(list, a, 99)).toEqual([b, c, a])
    expect(moveFavoriteTo(list, c, -5)).toEqual([c, a, b])
  })
  it('leaves the list as it is for an id that is not in it', () => {
    expect(moveFavoriteTo(list, 'no-such-tool', 0)).toEqual(list)
    expect(moveFavorite(list, 'no-such-tool', 1)).toEqual(list)
  })
  it('announces the new position', () => {
    const title = TOOLS.find((t) => t.id === b)!.title
    expect(moveAnnouncement([b, a, c], b)).toBe(`${title} moved to position 1 of 3 in Favourites`)
  })
})

describe('favoritesAtom', () => {
  const map = new Map<string, string>()
  beforeEach(() => {
    map.clear()
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, String(v)),
      removeItem: (k: string) => void map.delete(k),
    }
    Object.assign(globalThis, { localStorage: storage, window: new EventTarget() })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage')
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('is stored as devtools-favorites, in order', () => {
    const store = createStore()
    store.set(makeFavoritesAtom(), [b, a])
    expect(JSON.parse(map.get('devtools-favorites')!)).toEqual([b, a])
    expect(createStore().get(makeFavoritesAtom())).toEqual([b, a])
  })

  it('reads corrupt entries as the valid part, never throwing', () => {
    for (const [raw, want] of [
      ['"nope"', []],
      ['{"half', []],
      ['{"0":"base64"}', []],
      ['null', []],
      ['[1,"json-formatter","no-such-tool","json-formatter"]', ['json-formatter']],
    ] as const) {
      map.set('devtools-favorites', raw)
      expect(createStore().get(makeFavoritesAtom()), raw).toEqual(want)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { locatePointers, pointerOf, pointerTokens } from './json-positions'

describe('locatePointers', () => {
  const text = `{
  "a": [1, {"b~c": "x", "d/e": [true, null]}],
  "s\\"q": {"": 5},
  "z": "}]\\\\"
}`

  it('finds each value and its key by JSON pointer', () => {
    const found = locatePointers(text, ['', '/a', '/a/1', '/a/1/b~0c', '/a/1/d~1e/1', '/s"q/', '/z', '/missing', '/a/7'])
    expect(found.get('')).toEqual({ value: { offset: 0, line: 1, column: 1 } })
    expect(found.get('/a')).toEqual({ value: { offset: 9, line: 2, column: 8 }, key: { offset: 4, line: 2, column: 3 } })
    expect(found.get('/a/1')?.value).toEqual({ offset: 13, line: 2, column: 12 })
    expect(found.get('/a/1/b~0c')?.value).toMatchObject({ line: 2, column: 20 })
    expect(found.get('/a/1/d~1e/1')?.value).toMatchObject({ line: 2, column: 39 })
    expect(text.slice(found.get('/a/1/d~1e/1')!.value.offset, found.get('/a/1/d~1e/1')!.value.offset + 4)).toBe('null')
    expect(found.get('/s"q/')?.value).toMatchObject({ line: 3, column: 16 })
    expect(found.get('/z')?.value).toMatchObject({ line: 4, column: 8 })
    expect(found.has('/missing')).toBe(false)
    expect(found.has('/a/7')).toBe(false)
  })

  it('matches what the text has at each position', () => {
    const found = locatePointers(text, ['/a/1/b~0c', '/z'])
    expect(text.slice(found.get('/a/1/b~0c')!.value.offset).startsWith('"x"')).toBe(true)
    expect(text.slice(found.get('/z')!.key!.offset).startsWith('"z"')).toBe(true)
  })

  it('handles a large document in one pass', () => {
    const big = JSON.stringify({ items: Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `n${i}` })) }, null, 1)
    const found = locatePointers(big, ['/items/99999/name'])
    const at = found.get('/items/99999/name')!.value
    expect(big.slice(at.offset, at.offset + 8)).toBe('"n99999"')
    expect(at.line).toBe(big.slice(0, at.offset).split('\n').length)
  })
})

describe('pointer tokens (RFC 6901)', () => {
  it('escapes ~ and / both ways', () => {
    expect(pointerTokens('')).toEqual([])
    expect(pointerTokens('/a~1b/~0c/')).toEqual(['a/b', '~c', ''])
    expect(pointerOf(['a/b', '~c', ''])).toBe('/a~1b/~0c/')
  })
})

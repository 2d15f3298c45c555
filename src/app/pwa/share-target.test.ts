import { describe, expect, it } from 'vitest'
import { sharedText, withoutShareParams } from './share-target'

const text = (query: string) => sharedText(new URLSearchParams(query))

describe('share target (D25, D27)', () => {
  it('takes the shared text as it came, line breaks and spaces included', () => {
    expect(text('text=%7B%22a%22%3A1%7D')).toBe('{"a":1}')
    expect(text('text=line%201%0A%20%20line%202%0A')).toBe('line 1\n  line 2\n')
  })

  it('adds the link on its own line unless the text already holds it', () => {
    expect(text('title=Docs&text=Look%20at%20this&url=https%3A%2F%2Fexample.com%2Fa')).toBe('Look at this\nhttps://example.com/a')
    expect(text('text=see%20https%3A%2F%2Fexample.com%2Fa&url=https%3A%2F%2Fexample.com%2Fa')).toBe('see https://example.com/a')
    expect(text('title=Docs&url=https%3A%2F%2Fexample.com%2Fa')).toBe('https://example.com/a')
  })

  it('falls back to the title only when nothing else came, and to nothing when all is empty', () => {
    expect(text('title=eyJhbGciOiJIUzI1NiJ9&text=&url=')).toBe('eyJhbGciOiJIUzI1NiJ9')
    expect(text('title=&text=%20%20&url=')).toBeNull()
    expect(text('')).toBeNull()
  })

  it('removes only the share parameters from the address', () => {
    expect(withoutShareParams('https://app.test/?title=a&text=b&url=c')).toBe('/')
    expect(withoutShareParams('https://app.test/?text=b&keep=1#/json-formatter')).toBe('/?keep=1#/json-formatter')
  })
})

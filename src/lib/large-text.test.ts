import { describe, expect, it } from 'vitest'
import { previewOf } from './large-text'

describe('previewOf (D22)', () => {
  it('shows small results whole', () => {
    expect(previewOf('abc')).toEqual({ text: 'abc', truncated: false, note: null })
  })
  it('cuts a large result at a line end near the limit and says so', () => {
    const line = 'x'.repeat(99) + '\n'
    const text = line.repeat(30) // 3000 chars
    const p = previewOf(text, 1000)
    expect(p.truncated).toBe(true)
    expect(p.text).toBe(line.repeat(9) + 'x'.repeat(99))
    expect(p.note).toBe('Showing the first 999 Bytes of 2.93 KiB. Copy and Download give the whole result.')
  })
  it('cuts at the limit when no line end is near', () => {
    const p = previewOf('y'.repeat(5000), 1000)
    expect(p.text).toHaveLength(1000)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyResult } from './clipboard'
import { blobOf, headOfResult, heldText, isHeld, textOf } from './held-text'

const whole = new Blob(['{"a": "é😀"}'], { type: 'application/json' })
const held = heldText(async () => whole, '{"a"', 11)

describe('held text (a result kept out of the page heap)', () => {
  it('tells a held result from a string, and reads either back whole', async () => {
    expect(isHeld(held)).toBe(true)
    expect(isHeld('{"a":1}')).toBe(false)
    expect(isHeld(null)).toBe(false)
    expect(await textOf(held)).toBe('{"a": "é😀"}')
    expect(await textOf('plain')).toBe('plain')
    expect(headOfResult(held)).toBe('{"a"')
    expect(headOfResult('plain')).toBe('plain')
  })

  it('gives a Blob for a download: the held one as the holder made it, a string in the type asked for', async () => {
    expect(await blobOf(held)).toBe(whole)
    const b = await blobOf('x', 'application/json')
    expect(b.type).toBe('application/json')
    expect(await b.text()).toBe('x')
  })
})

describe('copyResult', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('copies a string with writeText', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { clipboard: { writeText, write: vi.fn() } })
    await copyResult('abc')
    expect(writeText).toHaveBeenCalledWith('abc')
  })

  it('hands a held result to the clipboard as a text/plain Blob, never as a string', async () => {
    const writeText = vi.fn(async () => {})
    const write = vi.fn(async () => {})
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem)
    vi.stubGlobal('navigator', { clipboard: { writeText, write } })
    await copyResult(held)
    expect(writeText).not.toHaveBeenCalled()
    const [[items]] = write.mock.calls as unknown as [[FakeItem[]]]
    const blob = await items[0]!.items['text/plain']!
    expect(blob.type).toBe('text/plain')
    expect(await blob.text()).toBe('{"a": "é😀"}')
  })

  it('reads a held result back as text where the clipboard refuses a Blob', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('ClipboardItem', class {})
    vi.stubGlobal('navigator', { clipboard: { writeText, write: vi.fn(async () => Promise.reject(new Error('NotAllowed'))) } })
    await copyResult(held)
    expect(writeText).toHaveBeenCalledWith('{"a": "é😀"}')
  })
})

import { describe, expect, it } from 'vitest'
import { createHolder, KEEP_HELD, NOT_HELD } from './held.impl'

/** A channel whose far end is what a format worker posts slices on. */
function channel() {
  const { port1, port2 } = new MessageChannel()
  return { port: port1 as unknown as MessagePort, send: (s: string) => port2.postMessage(s), close: () => port2.close() }
}

describe('the holder (large outputs kept off the page)', () => {
  it('gives the slices back as one Blob once all have arrived, even when asked before', async () => {
    const h = createHolder()
    const c = channel()
    h.hold({ id: 1, port: c.port })
    const pending = h.blob({ id: 1, count: 3, type: 'application/json' })
    c.send('{"a"')
    c.send(': "é😀"')
    c.send('}')
    const blob = await pending
    expect(blob.type).toBe('application/json')
    expect(await blob.text()).toBe('{"a": "é😀"}')
    // Made once: asked again, the same Blob.
    expect(await h.blob({ id: 1, count: 3 })).toBe(blob)
    c.close()
  })

  it(`keeps the newest ${KEEP_HELD}; an older one, or one dropped, is no longer held`, async () => {
    const h = createHolder()
    const channels = [1, 2, 3].map((id) => {
      const c = channel()
      h.hold({ id, port: c.port })
      c.send(`#${id}`)
      return c
    })
    expect(h.held()).toEqual([2, 3])
    await expect(h.blob({ id: 1, count: 1 })).rejects.toThrow(NOT_HELD)
    expect(await (await h.blob({ id: 3, count: 1 })).text()).toBe('#3')
    h.drop({ id: 2 })
    await expect(h.blob({ id: 2, count: 1 })).rejects.toThrow(NOT_HELD)
    channels.forEach((c) => c.close())
  })

  it('a request still waiting for slices is answered "no longer held" when its output is dropped', async () => {
    const h = createHolder()
    const c = channel()
    h.hold({ id: 7, port: c.port })
    const pending = h.blob({ id: 7, count: 2 })
    h.drop({ id: 7 })
    await expect(pending).rejects.toThrow(NOT_HELD)
    c.close()
  })
})

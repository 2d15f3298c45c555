import { describe, expect, it } from 'vitest'
import { joinSlices, receiveSlices, sendInSlices, SliceInbox, sliceEnd, slicesOf, SliceWriter, UNKNOWN_TEXT } from './slices'

/** Text whose every slice border lands on a different kind of character: ASCII, BMP non-ASCII, surrogate pairs. */
const MIXED = 'a😀é日😀😀x\u{10FFFF}ü€😀' + '{"k":"🎉"}'.repeat(7) + '😀'

const isLone = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s)

describe('sliceEnd', () => {
  it('never cuts between the two halves of a surrogate pair', () => {
    const text = 'ab😀cd'
    expect(sliceEnd(text, 0, 2)).toBe(2)
    expect(sliceEnd(text, 0, 3)).toBe(2) // '😀' is text[2..3]: the cut moves before it
    expect(sliceEnd(text, 2, 2)).toBe(4)
    expect(sliceEnd(text, 4, 10)).toBe(6)
  })
  it('always moves forward, even when a slice of one character would split a pair', () => {
    expect(sliceEnd('😀', 0, 1)).toBe(1)
    expect(sliceEnd('x', 0, 0)).toBe(1)
  })
})

describe('slicesOf', () => {
  it.each([1, 2, 3, 4, 5, 7, 16])('gives the text back joined, no slice starting or ending inside a pair (size %i)', (size) => {
    const parts = slicesOf(MIXED, size)
    expect(parts.join('')).toBe(MIXED)
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(Math.max(size, 1))
      if (size > 1) expect(isLone(p)).toBe(false)
    }
  })
  it('is empty for an empty text', () => {
    expect(slicesOf('')).toEqual([])
  })
})

describe('sendInSlices and SliceInbox', () => {
  it('carries non-ASCII text and surrogate pairs across slice borders unchanged, one awaited call per slice', async () => {
    for (const size of [1, 2, 3, 5, 64]) {
      const inbox = new SliceInbox()
      const sizes: number[] = []
      const progress: number[] = []
      inbox.begin(7, MIXED.length)
      let inFlight = 0
      await sendInSlices(
        MIXED,
        async (part) => {
          expect(inFlight).toBe(0) // the next slice waits for the answer to this one
          inFlight++
          await new Promise((r) => setTimeout(r, 0))
          sizes.push(part.length)
          inbox.append(7, part)
          inFlight--
        },
        { size, onProgress: (done) => progress.push(done) },
      )
      expect(inbox.take(7)).toBe(MIXED)
      expect(sizes.length).toBe(slicesOf(MIXED, size).length)
      expect(progress.at(-1)).toBe(MIXED.length)
    }
  })
  it('refuses slices of a text it does not hold, and a text that did not arrive whole', () => {
    const inbox = new SliceInbox()
    expect(() => inbox.append(1, 'x')).toThrow(UNKNOWN_TEXT)
    inbox.begin(1, 5)
    inbox.append(1, 'abc')
    expect(() => inbox.take(1)).toThrow('received 3 of 5 characters')
    expect(() => inbox.take(1)).toThrow(UNKNOWN_TEXT) // taken (and dropped) once
    inbox.begin(2, 2)
    expect(() => inbox.append(2, 'abc')).toThrow('received 3 of 2 characters')
  })
  it('drops a text still arriving when another begins', () => {
    const inbox = new SliceInbox()
    inbox.begin(1, 10)
    inbox.append(1, 'abc')
    inbox.begin(2, 1)
    expect(inbox.size).toBe(1)
    expect(() => inbox.append(1, 'd')).toThrow(UNKNOWN_TEXT)
  })
})

describe('SliceWriter', () => {
  it('re-cuts pieces of any length into full slices, without splitting a pair, and ends with the rest', () => {
    for (const size of [2, 3, 4, 9]) {
      const out: string[] = []
      const w = new SliceWriter((s) => out.push(s), size)
      // The text written in uneven pieces, some empty, some longer than a slice.
      const pieces = [MIXED.slice(0, 1), '', MIXED.slice(1, 3), MIXED.slice(3, 20), MIXED.slice(20, 21), MIXED.slice(21)]
      for (const p of pieces) w.write(p)
      const { chars, slices } = w.end()
      expect(out.join('')).toBe(MIXED)
      expect(chars).toBe(MIXED.length)
      expect(slices).toBe(out.length)
      for (const s of out.slice(0, -1)) expect(s.length === size || s.length === size - 1).toBe(true) // one less only before a pair
      for (const s of out) expect(isLone(s)).toBe(false)
    }
  })
  it('holds back a high surrogate that ends a piece until its other half is written', () => {
    const out: string[] = []
    const w = new SliceWriter((s) => out.push(s), 3)
    w.write('ab\uD83D') // the first half of 😀 ends the piece, and fills a slice
    w.write('\uDE00cdef')
    w.end()
    expect(out).toEqual(['ab', '😀c', 'def'])
  })
  it('emits a slice as soon as it is full, not at the end', () => {
    const out: string[] = []
    const w = new SliceWriter((s) => out.push(s), 4)
    w.write('abcdef')
    expect(out).toEqual(['abcd'])
    w.write('gh')
    expect(out).toEqual(['abcd', 'efgh'])
    w.write('i')
    expect(w.end()).toEqual({ chars: 9, slices: 3 })
    expect(out).toEqual(['abcd', 'efgh', 'i'])
  })
  it('writes nothing for nothing', () => {
    const out: string[] = []
    expect(new SliceWriter((s) => out.push(s), 4).end()).toEqual({ chars: 0, slices: 0 })
    expect(out).toEqual([])
  })
})

describe('receiveSlices over a MessageChannel', () => {
  it('collects every slice in order, each a message of its own, and resolves once the announced count is in', async () => {
    const { port1, port2 } = new MessageChannel()
    const seen: number[] = []
    const receiver = receiveSlices(port1, (chars) => seen.push(chars))
    const parts = slicesOf(MIXED, 3)
    const w = new SliceWriter((s) => port2.postMessage(s), 3)
    w.write(MIXED)
    const { slices } = w.end()
    const got = await receiver.all(slices)
    receiver.close()
    port2.close()
    expect(got).toEqual(parts)
    expect(joinSlices(got)).toBe(MIXED)
    expect(seen.at(-1)).toBe(MIXED.length)
  })
  it('resolves at once for no slices', async () => {
    const { port1, port2 } = new MessageChannel()
    const receiver = receiveSlices(port1)
    expect(await receiver.all(0)).toEqual([])
    receiver.close()
    port2.close()
  })
})

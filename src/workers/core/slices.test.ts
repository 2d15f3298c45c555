import { describe, expect, it } from 'vitest'
import { joinSlices, receiveSlices, sendInSlices, SliceInbox, sliceEnd, slicesOf, SliceWriter, streamSlices, UNKNOWN_TEXT, type StreamSlice } from './slices'

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

describe('streamSlices over a MessageChannel', () => {
  /** Every message streamSlices posts for `texts`, in order. */
  async function collect(texts: string[], options: Parameters<typeof streamSlices>[2]) {
    const { port1, port2 } = new MessageChannel()
    const got: StreamSlice[] = []
    const total = texts.length
    const done = new Promise<void>((resolve) => {
      let ended = 0
      port2.onmessage = (e: MessageEvent<StreamSlice>) => {
        got.push(e.data)
        if (e.data.last && ++ended === total) resolve()
      }
    })
    await streamSlices(port1, texts, options)
    await done
    port1.close()
    port2.close()
    return got
  }
  const dec = new TextDecoder()
  const text = (parts: StreamSlice[], i: number) => parts.filter((p) => p.text === i).map((p) => (typeof p.part === 'string' ? p.part : dec.decode(p.part, { stream: true }))).join('')

  it('posts each text in order, in growing slices cut after a line break in their second half, last marking the end', async () => {
    const a = 'one\ntwo\nthree\nfour\nfive\nsixty-six\nseven\n'
    const got = await collect([a, '', MIXED], { first: 4, size: 16 })
    expect(text(got, 0)).toBe(a)
    expect(text(got, 1)).toBe('')
    expect(text(got, 2)).toBe(MIXED)
    expect(got.filter((p) => p.last).map((p) => p.text)).toEqual([0, 1, 2])
    // Slices of a: 4 characters, then 8 (its only line break is in its first half: no cut), then 16
    // moved back to just after the line break in its second half, then the rest.
    expect(got.filter((p) => p.text === 0).map((p) => p.part)).toEqual(['one\n', 'two\nthre', 'e\nfour\nfive\n', 'sixty-six\nseven\n'])
    expect(got.some((p) => typeof p.part === 'string' && isLone(p.part))).toBe(false)
  })

  it('with bytes: UTF-8 in buffers of their own, decoding to the same texts, even when a slice needs more bytes than allowed for', async () => {
    const cjk = '日本語のテキスト\n'.repeat(40)
    const got = await collect([MIXED, cjk, ''], { first: 8, size: 64, bytes: true })
    expect(got.every((p) => p.part instanceof Uint8Array)).toBe(true)
    expect(text(got, 0)).toBe(MIXED)
    expect(text(got, 1)).toBe(cjk)
    expect(text(got, 2)).toBe('')
    // Each slice decodes on its own: a buffer never ends inside a character.
    for (const p of got) expect(new TextDecoder('utf-8', { fatal: true }).decode(p.part as Uint8Array)).toBeTypeOf('string')
    expect(new Set(got.map((p) => (p.part as Uint8Array).buffer)).size).toBe(got.length)
  })

  it('lets the page run between tasks of slices, and stops when its signal is aborted', async () => {
    const big = 'x'.repeat(50) + '\n'
    const ac = new AbortController()
    const { port1, port2 } = new MessageChannel()
    let count = 0
    // The first slice to arrive (the page had a turn between tasks of slices) asks for a stop.
    port2.onmessage = () => {
      if (count++ === 0) setTimeout(() => ac.abort(), 0)
    }
    await streamSlices(port1, [big.repeat(400_000)], { first: 1024, size: 1024, signal: ac.signal })
    const atEnd = count
    await new Promise((r) => setTimeout(r, 20))
    port1.close()
    port2.close()
    // 20M characters would be ~20,000 slices: slices arrived while it streamed, and it stopped early.
    expect(atEnd).toBeGreaterThan(0)
    expect(ac.signal.aborted).toBe(true)
    expect(count).toBeLessThan(19_000)
  })
})

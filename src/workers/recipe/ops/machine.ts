import { concatBytes } from '../../../lib/bytes'
import { CodecError, type Machine } from '../../../lib/radix'
import { OpError, type Args, type ChunkTransformer, type OpImpl } from '../op-impl'

/**
 * Operations made from a codec machine (src/lib/radix.ts): `run` is one push of the whole input
 * then the end, `stream` a push per chunk then the end, so chunk by chunk gives the bytes a whole
 * run gives by construction. Encoders take bytes and give ASCII bytes; decoders take text (a
 * stream decodes its chunks' UTF-8, a character split across chunks waits for its other bytes).
 */

const ascii = new TextDecoder('latin1')
const utf8 = new TextEncoder()

/** Text read from chunks of UTF-8; an OpError when they are not UTF-8. */
function utf8Reader() {
  const dec = new TextDecoder('utf-8', { fatal: true })
  const read = (chunk: Uint8Array | undefined) => {
    try {
      return chunk ? dec.decode(chunk, { stream: true }) : dec.decode()
    } catch {
      throw new OpError('Not UTF-8 text (use an operation that takes bytes, or To Hex)')
    }
  }
  return read
}

/** The machine's errors as OpErrors (the step shows their message as it is). */
function guard<I, O>(m: Machine<I, O>): Machine<I, O> {
  const wrap = <T>(f: () => T): T => {
    try {
      return f()
    } catch (e) {
      throw e instanceof CodecError ? new OpError(e.message) : e
    }
  }
  return { push: (input) => wrap(() => m.push(input)), end: () => wrap(() => m.end()) }
}

/** Bytes in, text (ASCII) out: To Hex, To Base32, ... */
export function encoderOp(make: (args: Args) => Machine<Uint8Array, Uint8Array>): Required<OpImpl> {
  return {
    run(input, args) {
      const m = guard(make(args))
      return ascii.decode(concatBytes([m.push(input as Uint8Array), m.end()]))
    },
    stream(args): ChunkTransformer {
      const m = guard(make(args))
      return { push: (chunk) => m.push(chunk), flush: () => m.end() }
    },
  }
}

/** Text in, bytes out: From Hex, From Base32, ... */
export function decoderOp(make: (args: Args) => Machine<string, Uint8Array>): Required<OpImpl> {
  return {
    run(input, args) {
      const m = guard(make(args))
      return concatBytes([m.push(input as string), m.end()])
    },
    stream(args): ChunkTransformer {
      const m = guard(make(args))
      const read = utf8Reader()
      return { push: (chunk) => m.push(read(chunk)), flush: () => concatBytes([m.push(read(undefined)), m.end()]) }
    },
  }
}

/** Text in, text out: To Charcode, From Charcode. */
export function textOp(make: (args: Args) => Machine<string, string>): Required<OpImpl> {
  return {
    run(input, args) {
      const m = guard(make(args))
      return m.push(input as string) + m.end()
    },
    stream(args): ChunkTransformer {
      const m = guard(make(args))
      const read = utf8Reader()
      return { push: (chunk) => utf8.encode(m.push(read(chunk))), flush: () => utf8.encode(m.push(read(undefined)) + m.end()) }
    },
  }
}

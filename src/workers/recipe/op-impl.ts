import type { Args, Kind } from '../../ops/types'

/** A value of a kind (src/ops/types.ts): text and json are strings, bytes a Uint8Array. */
export type Value = string | Uint8Array

/**
 * A chunk transformer (D35 streaming): bytes in, bytes out, in order; `flush` gives what is left
 * at the end. It must hold no more than a bounded window of its input.
 */
export type ChunkTransformer = {
  push(chunk: Uint8Array): Uint8Array | Promise<Uint8Array>
  flush(): Uint8Array | Promise<Uint8Array>
}

export type OpContext = { signal?: AbortSignal }

/**
 * An operation's code (D34), in the recipe worker. `run` takes the input in the declared input
 * kind and gives the declared output kind (a string for text and json, a Uint8Array for bytes);
 * it throws an `OpError` whose message says what is wrong and where ("Invalid character '!' at
 * 12"). `stream` is given when the manifest says `stream: true`.
 */
export type OpImpl = {
  run(input: Value, args: Args, ctx: OpContext): Value | Promise<Value>
  stream?(args: Args): ChunkTransformer
}

export type OpImpls = Record<string, OpImpl>

/** An error in an operation's input or arguments: its message is shown at the step, as it is. */
export class OpError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OpError'
  }
}

export type { Args, Kind }

import { expect } from 'vitest'
import { defaultArgs, operationById } from '../../../ops/manifest'
import type { Args } from '../../../ops/types'
import { OpError, type Value } from '../op-impl'
import { implOf } from '../registry'

/** Test helpers for a family's operations: run one with its defaults and some arguments, or get its error. */

export const argsOf = (id: string, args: Args = {}) => ({ ...defaultArgs(operationById(id)!), ...args })

export const run = async (id: string, input: Value, args: Args = {}) => implOf(id)!.run(input, argsOf(id, args), {})

/** The OpError message an operation gives (a test fails when it gives none). */
export async function opError(id: string, input: Value, args: Args = {}): Promise<string> {
  try {
    await run(id, input, args)
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    return (e as Error).message
  }
  throw new Error(`${id} did not fail`)
}

const utf8 = new TextEncoder()

/** The operation's stream over the UTF-8 of `input` in chunks of `size` bytes, as text. */
export async function streamed(id: string, input: string | Uint8Array, args: Args = {}, size = 1): Promise<string> {
  const t = implOf(id)!.stream!(argsOf(id, args))
  const bytes = typeof input === 'string' ? utf8.encode(input) : input
  const parts: Uint8Array[] = []
  for (let at = 0; at < bytes.length; at += size) parts.push(await t.push(bytes.subarray(at, at + size)))
  parts.push(await t.flush())
  return new TextDecoder().decode(Uint8Array.from(parts.flatMap((p) => Array.from(p))))
}

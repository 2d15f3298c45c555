import { expect } from 'vitest'
import { concatBytes } from '../../../lib/bytes'
import { defaultArgs, operationById } from '../../../ops/manifest'
import type { Args } from '../../../ops/types'
import { coerce } from '../kinds'
import { OpError, type Value } from '../op-impl'
import { implOf } from '../registry'

/** Helpers for the family tests: an operation run with its defaults and some arguments, or streamed. */

export const utf8 = (s: string) => new TextEncoder().encode(s)
export const hexBytes = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16))

export const argsOf = (id: string, args: Args = {}) => ({ ...defaultArgs(operationById(id)!), ...args })

/** The operation's output for an input (text given to a bytes operation is its UTF-8). */
export async function run(id: string, input: Value, args: Args = {}): Promise<Value> {
  const op = operationById(id)!
  return implOf(id)!.run(coerce(input, typeof input === 'string' ? 'text' : 'bytes', op.input), argsOf(id, args), {})
}

/** The message and class of the error the operation throws, or 'no error'. */
export async function errorOf(id: string, input: Value, args: Args = {}): Promise<string> {
  try {
    await run(id, input, args)
    return 'no error'
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`
  }
}

/** The operation's output for an input given as the kind it takes (no conversion: its own errors show). */
export const runAsIs = async (id: string, input: Value, args: Args = {}): Promise<Value> => implOf(id)!.run(input, argsOf(id, args), {})

/** The OpError message an operation gives for an input given as the kind it takes (a test fails when it gives none). */
export async function opErrorAsIs(id: string, input: Value, args: Args = {}): Promise<string> {
  try {
    await runAsIs(id, input, args)
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    return (e as Error).message
  }
  throw new Error(`${id} did not fail`)
}

/** The OpError message an operation gives (a test fails when it gives none, or another error). */
export async function opError(id: string, input: Value, args: Args = {}): Promise<string> {
  try {
    await run(id, input, args)
  } catch (e) {
    expect(e).toBeInstanceOf(OpError)
    return (e as Error).message
  }
  throw new Error(`${id} did not fail`)
}

/** The operation's output streamed in chunks of `size` bytes, as the declared output kind. */
export async function streamed(id: string, input: Value, args: Args = {}, size = 1): Promise<Value> {
  const op = operationById(id)!
  const bytes = coerce(input, typeof input === 'string' ? 'text' : 'bytes', 'bytes') as Uint8Array
  const t = implOf(id)!.stream!(argsOf(id, args))
  const parts: Uint8Array[] = []
  for (let at = 0; at < bytes.length; at += size) parts.push(await t.push(bytes.subarray(at, at + size)))
  parts.push(await t.flush())
  return coerce(concatBytes(parts), 'bytes', op.output)
}

/** A seeded generator (mulberry32), so a failure names an input that can be made again. */
export function randomBytes(seed: number, n: number): Uint8Array {
  let a = seed >>> 0
  return Uint8Array.from({ length: n }, () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) % 256
  })
}

/** A value as text (bytes read as UTF-8). */
export const text = (v: unknown) => (typeof v === 'string' ? v : new TextDecoder().decode(v as Uint8Array))

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { base64Decode } from '../../src/workers/codec/codec.impl'
import { bytesOf, conformanceSuite, textOf, type Case, type CaseResult } from './corpora'

/**
 * wpt-base64 (fetch/data-urls/resources/base64.json): the Base64 tool's decoder (the codec worker's
 * base64Decode) accepts exactly the inputs WHATWG forgiving-base64 accepts, with the same bytes, and
 * refuses the others. Case ids are the input as a JSON string.
 */
const ACCEPTED = fileURLToPath(new URL('./wpt-base64.accepted.txt', import.meta.url))

type WptCase = [input: string, expected: number[] | null]

function runCase([input, expected]: WptCase): CaseResult {
  const r = base64Decode(input)
  if (expected === null) return r.ok ? { ok: false, detail: `accepted, decoding to [${Array.from(r.text ? new TextEncoder().encode(r.output) : r.bytes).join(', ')}]` } : { ok: true }
  if (!r.ok) return { ok: false, detail: `refused; expected [${expected.join(', ')}]` }
  // Text comes back as text, which encodes back to exactly its bytes; other bytes come back as they are.
  const bytes = Array.from(r.text ? new TextEncoder().encode(r.output) : r.bytes)
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]) ? { ok: true } : { ok: false, detail: `decoded to [${bytes.join(', ')}], expected [${expected.join(', ')}]` }
}

conformanceSuite('wpt-base64', 'wpt-base64', ACCEPTED, (root) => {
  const list = JSON.parse(textOf(bytesOf(path.join(root, 'fetch/data-urls/resources/base64.json')))) as WptCase[]
  const cases: Case[] = list.map((c) => ({ id: JSON.stringify(c[0]), run: () => runCase(c) }))
  return { cases }
})

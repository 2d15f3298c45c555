import { sniffType } from '../../lib/binary'
import { json } from '../../lib/detect/json'
import { jwt } from '../../lib/detect/jwt'
import type { Detector, Sample } from '../../lib/detect/types'
import { PREFIX_CHARS } from '../../lib/detect/util'
import { xml } from '../../lib/detect/xml'
import { defaultArgs, OPERATIONS, operationById } from '../../ops/manifest'
import type { OperationMeta, Step } from '../../ops/types'
import { abortError } from '../core/create-worker-client'
import { coerce, firstBadUtf8, preview as previewOf } from './kinds'
import type { OpImpl, Value } from './op-impl'
import { implOf as registryImplOf } from './registry'

/**
 * Magic (D36): which recipe decodes a pasted blob. A bounded beam search over the operations whose
 * manifest says `decodes: true`, each with its default arguments, to a depth of 4 and within a
 * time box; an operation is tried only where its cheap "when to try" hint (HINTS) says it could
 * apply, and every output is scored by how readable it is (`readability`): a recognised structure
 * (JSON, XML, a JWT), a known file type by its magic number, or text scored by its printable share,
 * its character entropy and how much it reads like words (English bigrams and common words, so
 * ROT13 of English is found and English itself is left alone). A recipe is proposed only when its
 * output beats the input's own score by MARGIN: nothing for prose, a UUID or random bytes.
 */

export type MagicProposal = {
  steps: Step[]
  /** A one-line preview of the output (kinds.ts's preview). */
  preview: string
  /** The output's readability (0..1), the depth cost taken off. */
  score: number
  /** What the output is, in words: "JSON object, 2 keys", "readable text", "PNG image". */
  why: string
}

/** What a hint sees of a value: its text (null for bytes that are not UTF-8) and its first bytes. */
export type Probe = { text: string | null; head: Uint8Array }
export type Hint = (probe: Probe) => boolean

const utf8 = new TextEncoder()
const strict = new TextDecoder('utf-8', { fatal: true })

/** Up to 4 KB of a text, trimmed, for the hints' regular expressions. */
const headText = (p: Probe) => (p.text === null ? null : p.text.slice(0, 4096).trim())
const whole = (p: Probe, re: RegExp, min = 1) => {
  const t = headText(p)
  return t !== null && t.length >= min && re.test(t)
}

/**
 * When each decoder is worth trying, by operation id (pure and cheap; ids that do not exist are
 * ignored; a decoder with no hint is tried on everything). They read at most the first 4 KB.
 */
export const HINTS: Readonly<Record<string, Hint>> = {
  // Lines of the Base64 (or Base64URL) alphabet: no spaces inside a line, so prose is not tried.
  'from-base64': (p) => whole(p, /^[A-Za-z0-9+/_-]+={0,2}(?:\r?\n[A-Za-z0-9+/_-]+={0,2})*$/, 8),
  'from-base32': (p) => whole(p, /^[A-Za-z2-7]+=*(?:\r?\n[A-Za-z2-7]+=*)*$/, 8),
  'from-base58': (p) => whole(p, /^[1-9A-HJ-NP-Za-km-z]+$/, 8),
  'from-base85': (p) => whole(p, /^(?:<~[\s\S]*~>|[!-u\s]+)$/, 10),
  'from-base45': (p) => whole(p, /^[0-9A-Z $%*+\-./:]+$/, 6),
  'from-base62': (p) => whole(p, /^[0-9A-Za-z]+$/, 8),
  // Pairs of hex digits, maybe with `0x`, `\x` or a separator between them.
  'from-hex': (p) => whole(p, /^(?:0x|\\x)?[0-9A-Fa-f]{2}(?:[\s:,;-]*(?:0x|\\x)?[0-9A-Fa-f]{2})+$/, 4),
  'from-binary': (p) => whole(p, /^[01]{8}(?:[\s,;]*[01]{8})*$/, 8),
  'from-octal': (p) => whole(p, /^[0-7]{1,3}(?:[\s,;]+[0-7]{1,3}){2,}$/),
  'from-decimal': (p) => whole(p, /^\d{1,3}(?:[\s,;]+\d{1,3}){2,}$/),
  // A list of numbers: character codes.
  'from-charcode': (p) => whole(p, /^(?:0x)?[0-9A-Fa-f]{1,6}(?:[\s,;]+(?:0x)?[0-9A-Fa-f]{1,6}){2,}$/),
  'url-decode': (p) => headText(p) !== null && /%[0-9A-Fa-f]{2}/.test(headText(p)!),
  'unescape-unicode': (p) => headText(p) !== null && /\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]+\}|%u[0-9A-Fa-f]{4}/.test(headText(p)!),
  'from-html-entity': (p) => headText(p) !== null && /&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(headText(p)!),
  'from-quoted-printable': (p) => headText(p) !== null && /=[0-9A-F]{2}|=\r?\n/.test(headText(p)!),
  'from-punycode': (p) => headText(p) !== null && /xn--/i.test(headText(p)!),
  // Text made of words: ROT13 is judged by how English its output reads.
  rot13: (p) => {
    const t = headText(p)
    if (t === null) return false
    const letters = t.match(/[A-Za-z]/g)?.length ?? 0
    return letters >= 4 && letters >= t.replace(/\s/g, '').length * 0.6
  },
  rot47: (p) => headText(p) !== null && /^[!-~\s]+$/.test(headText(p)!),
  'from-hexdump': (p) => whole(p, /^[0-9a-f]{4,8}:? +(?:[0-9a-f]{2} ?){1,16}/i),
  // Binary containers, by their first byte: a map or an array.
  'from-messagepack': (p) => p.text === null && ((p.head[0]! >= 0x80 && p.head[0]! <= 0x9f) || (p.head[0]! >= 0xdc && p.head[0]! <= 0xdf)),
  'cbor-decode': (p) => p.text === null && p.head[0]! >= 0x80 && p.head[0]! <= 0xbf,
  gunzip: (p) => p.head[0] === 0x1f && p.head[1] === 0x8b,
  'zlib-inflate': (p) => p.head[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(p.head[1]!),
  // Raw deflate has no header: tried on bytes that are neither text nor a known file type.
  'raw-inflate': (p) => p.text === null && sniffType(p.head) === null,
  'brotli-decompress': (p) => p.text === null && sniffType(p.head) === null,
}

/** What a recipe that ends in JSON or XML gains as its last step, where the operation exists. */
export const FINISHERS: Readonly<Record<string, string>> = { json: 'json-format', xml: 'xml-format' }

/** How far an output's score must beat the input's own before a recipe is proposed. */
export const MARGIN = 0.15
/** The least score a proposal's output may have (readable at all). */
export const MIN_SCORE = 0.55
/** What each step costs, so the shorter of two equally readable recipes wins. */
const STEP_COST = 0.01

export type MagicOptions = {
  /** The operations to try (default: every operation that `decodes` and has code). */
  ops?: readonly OperationMeta[]
  /** Where an operation's code comes from (default: the registry). */
  implOf?: (id: string) => OpImpl | undefined
  /** Looks up any operation (for the finishers; default: the manifest). */
  opById?: (id: string) => OperationMeta | undefined
  hints?: Readonly<Record<string, Hint>>
  /** Steps at most (default 4). */
  depth?: number
  /** Nodes kept at each depth (default 8). */
  beam?: number
  /** The time box in ms (default 400): the search stops and proposes what it has. */
  timeMs?: number
  /** Proposals at most (default 3). */
  max?: number
  signal?: AbortSignal
}

/** Inputs larger than this are not searched (a paste of megabytes is not a blob to decode). */
export const MAX_INPUT = 2 * 1024 * 1024
/** An output larger than this is not searched further (a decompression bomb stops here). */
const MAX_VALUE = 16 * 1024 * 1024

type Node = { value: Value; kind: OperationMeta['output']; steps: Step[]; probe: Probe; score: number; why: string; structure: string | null }

/** The text of bytes that are UTF-8, else null (never throws). */
function textOf(value: Value): string | null {
  if (typeof value === 'string') return value
  if (firstBadUtf8(value.subarray(0, 64 * 1024)) !== -1) return null
  try {
    return strict.decode(value)
  } catch {
    return null
  }
}

function probeOf(value: Value): Probe {
  const text = textOf(value)
  const head = typeof value === 'string' ? utf8.encode(value.slice(0, 16)) : value.subarray(0, 16)
  return { text, head }
}

const COMMON_BIGRAMS = new Set(
  'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur'.split(' '),
)
const COMMON_WORDS = new Set(
  (
    'the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an will my one all would there their ' +
    'what so up out if about who get which go me when make can like time no just him know take people into year your good some could them see other than then ' +
    'now look only come its over think also back after use two how our work first well way even new want because any these give day most us is are was were ' +
    'has had been did does more very here where why am quick brown fox jumps lazy dog message secret hello world flag password user name data text'
  ).split(' '),
)

/** Shannon entropy of the characters, in bits per character. */
export function entropy(text: string): number {
  const counts = new Map<string, number>()
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1)
  const n = [...counts.values()].reduce((a, b) => a + b, 0)
  let h = 0
  for (const k of counts.values()) h -= (k / n) * Math.log2(k / n)
  return h
}

/** How much a text reads as words (0..1): English bigrams and common words, or letters of another script. */
export function wordLikeness(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (!letters) return 0
  const ascii = text.match(/[A-Za-z]/g)?.length ?? 0
  // Another script (Cyrillic, CJK, Greek...): its letters are words we cannot count here.
  if (ascii < letters * 0.5) return 0.7
  const words = text.toLowerCase().match(/[a-z]+/g) ?? []
  let pairs = 0
  let hits = 0
  let common = 0
  for (const w of words) {
    if (COMMON_WORDS.has(w)) common++
    for (let i = 0; i + 1 < w.length; i++) {
      pairs++
      if (COMMON_BIGRAMS.has(w.slice(i, i + 2))) hits++
    }
  }
  const bigrams = pairs ? Math.min(1, hits / pairs / 0.4) : 0
  const commons = words.length ? Math.min(1, common / words.length / 0.25) : 0
  return 0.6 * bigrams + 0.4 * commons
}

const STRUCTURES: ReadonlyArray<readonly [string, Detector]> = [
  ['jwt', jwt],
  ['json', json],
  ['xml', xml],
]

/** A structure the palette's detectors recognise (JSON, XML, a JWT): its kind, confidence and reason. */
function structureOf(text: string): { kind: string; confidence: number; reason: string } | null {
  const prefix = text.length > PREFIX_CHARS ? text.slice(0, PREFIX_CHARS) : text
  const sample: Sample = { text: prefix, trimmed: prefix.trim(), length: text.length, truncated: text.length > PREFIX_CHARS }
  if (!sample.trimmed) return null
  for (const [kind, detector] of STRUCTURES) {
    try {
      const top = detector(sample)[0]
      if (top) return { kind, confidence: top.confidence, reason: top.reason }
    } catch {
      // a detector that throws recognises nothing
    }
  }
  return null
}

/**
 * How readable a value is (0..1) and what it is, in words. A recognised structure scores near 1; a
 * known file type 0.6; text by its printable share, entropy, spacing and word-likeness; other
 * bytes almost nothing.
 */
export function readability(value: Value): { score: number; why: string; structure: string | null } {
  const text = textOf(value)
  if (text === null) {
    const bytes = value as Uint8Array
    const type = sniffType(bytes)
    if (type) return { score: 0.6, why: type.name, structure: null }
    let printable = 0
    const head = bytes.subarray(0, 4096)
    for (const b of head) if ((b >= 0x20 && b < 0x7f) || b === 9 || b === 10 || b === 13) printable++
    return { score: 0.1 * (head.length ? printable / head.length : 0), why: 'binary data', structure: null }
  }
  const sample = text.slice(0, 8192)
  if (!sample.trim()) return { score: 0, why: 'blank text', structure: null }
  const found = structureOf(text)
  if (found) return { score: 0.75 + 0.25 * Math.min(1, found.confidence), why: found.reason, structure: found.kind }
  const chars = [...sample]
  const n = chars.length
  const bad = chars.filter((c) => /[\p{Cc}\p{Cn}\p{Co}\p{Cs}\uFFFD]/u.test(c) && c !== '\n' && c !== '\r' && c !== '\t').length
  const printable = 1 - bad / n
  const spaces = sample.match(/\s/g)?.length ?? 0
  const letters = sample.match(/\p{L}/gu)?.length ?? 0
  const spaceShare = spaces / n
  const letterShare = letters / Math.max(1, n - spaces)
  // Words apart: text has spaces (a short text may be one word) and is mostly letters.
  const spacing = n < 12 ? 0.6 : spaceShare >= 0.05 && spaceShare <= 0.35 ? 1 : spaceShare > 0.35 ? 0.5 : 0
  const shape = spacing * Math.min(1, letterShare / 0.6)
  const lang = wordLikeness(sample)
  // Encodings spread over many symbols (Base64 ~6 bits a character; English ~4.2).
  const spread = Math.min(1, Math.max(0, (entropy(sample) - 4.7) / 1))
  const score = printable ** 3 * (0.1 + 0.5 * lang + 0.2 * shape + 0.2 * (1 - spread))
  return { score, why: lang >= 0.5 ? 'readable text' : 'text', structure: null }
}

const fnv = (s: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}
/** Identifies a value for the search's "seen" set: the same content as text or bytes is one node. */
function keyOf(value: Value, probe: Probe): string {
  if (probe.text !== null) return `t${probe.text.length}:${fnv(probe.text.slice(0, 65536))}`
  const bytes = value as Uint8Array
  let s = ''
  for (const b of bytes.subarray(0, 65536)) s += String.fromCharCode(b)
  return `b${bytes.length}:${fnv(s)}`
}

const sizeOf = (v: Value) => v.length

/** A step of an operation with its default arguments. */
const stepOf = (op: OperationMeta): Step => ({ op: op.id, args: defaultArgs(op) })

/**
 * The recipes that decode `input`, best first (at most `max`), or none when the input is already
 * as readable as anything found (plain text, a UUID, random bytes). Bounded by depth, beam and a
 * time box; cancelled by `signal`.
 */
export async function magic(input: Value, options: MagicOptions = {}): Promise<MagicProposal[]> {
  const implOf = options.implOf ?? registryImplOf
  const opById = options.opById ?? operationById
  const ops = (options.ops ?? OPERATIONS.filter((op) => op.decodes)).filter((op) => implOf(op.id))
  const hints = options.hints ?? HINTS
  const depth = options.depth ?? 4
  const beam = options.beam ?? 8
  const deadline = performance.now() + (options.timeMs ?? 400)
  const max = options.max ?? 3
  const { signal } = options
  if (sizeOf(input) === 0 || sizeOf(input) > MAX_INPUT) return []

  const nodeOf = (value: Value, kind: Node['kind'], steps: Step[]): Node => {
    const r = readability(value)
    return { value, kind, steps, probe: probeOf(value), score: r.score, why: r.why, structure: r.structure }
  }
  const root = nodeOf(input, typeof input === 'string' ? 'text' : 'bytes', [])
  const seen = new Set([keyOf(root.value, root.probe)])
  const found: Node[] = []
  let frontier = [root]
  search: for (let d = 0; d < depth && frontier.length; d++) {
    const next: Node[] = []
    for (const node of frontier) {
      // A recognised structure (JSON, a JWT) is an answer, not something to decode further.
      if (node.structure) continue
      for (const op of ops) {
        if (signal?.aborted) throw abortError()
        if (performance.now() > deadline) break search
        const hint = hints[op.id]
        if (hint && !hint(node.probe)) continue
        let out: Value
        try {
          out = await implOf(op.id)!.run(coerce(node.value, node.kind, op.input), defaultArgs(op), { signal })
        } catch {
          if (signal?.aborted) throw abortError()
          continue
        }
        if (sizeOf(out) === 0 || sizeOf(out) > MAX_VALUE) continue
        const probe = probeOf(out)
        const key = keyOf(out, probe)
        if (seen.has(key)) continue
        seen.add(key)
        const child = nodeOf(out, op.output, [...node.steps, stepOf(op)])
        next.push(child)
        found.push(child)
      }
    }
    frontier = next.sort((a, b) => b.score - a.score).slice(0, beam)
  }

  const ranked = found
    .map((n) => ({ n, score: n.score - STEP_COST * n.steps.length }))
    .filter(({ n, score }) => n.score >= MIN_SCORE && score >= root.score + MARGIN)
    .sort((a, b) => b.score - a.score || a.n.steps.length - b.n.steps.length)
  const out: MagicProposal[] = []
  for (const { n, score } of ranked) {
    // A recipe that a better one only extends (From Base64 giving gzip data, before Gunzip) is not proposed on its own.
    if (out.some((p) => p.steps.length > n.steps.length && n.steps.every((s, i) => p.steps[i]!.op === s.op))) continue
    const finisher = n.structure ? FINISHERS[n.structure] : undefined
    const finish = finisher ? opById(finisher) : undefined
    const steps = finish && implOf(finish.id) ? [...n.steps, stepOf(finish)] : n.steps
    out.push({ steps, preview: previewOf(n.probe.text ?? n.value), score: Math.round(score * 1000) / 1000, why: n.why })
    if (out.length >= max) break
  }
  return out
}

import { decompressFromEncodedURIComponent } from 'lz-string'
import type { ToolAtom } from './persistence'
import { approximateJsonSize } from './safe-storage'
import { concatBytes } from './bytes'

/**
 * D5 + D32: a tool's inputs travel in the URL fragment (`#/tool?s=...`), compressed. The fragment
 * is never sent to any server. What a link carries is an explicit, per-tool choice of fields
 * (`defineShare`, declared beside the tool's state): never credentials unless the person asks for
 * them, never saved lists or history.
 */
export const SHARE_PARAM = 's'

/** D32: a link longer than this is refused ("too large to share: Download instead"). */
export const MAX_SHARE_URL_CHARS = 8192
/**
 * Above this much JSON a link cannot come under 8 KB short of a pathological compression ratio
 * (128:1), so it is refused at once, without spending time compressing it.
 */
export const MAX_SHARE_SOURCE_CHARS = 1_000_000
/** An opened link never inflates to more than this (a crafted link cannot fill the memory). */
const MAX_OPENED_CHARS = 4_000_000
export const TOO_LARGE_TO_SHARE = 'Too large to share: Download instead'

export type ShareOptions = { credentials: boolean }

export type ShareSpec<T> = {
  atom: ToolAtom<T>
  /** The fields a link carries; with `credentials: false` nothing secret may be in it. */
  pick: (state: T, options: ShareOptions) => Partial<T>
  /**
   * The credentials this state holds, in words ("the bearer token"), so the frame can offer
   * "Include credentials" and name them; empty when there are none.
   */
  credentials?: (state: T) => string[]
  /** Fields an opened link never replaces: they stay the receiver's own (saved lists, history). */
  keep?: readonly (keyof T)[]
}

/** Declares what a tool's Share link carries (D32). */
export function defineShare<T>(atom: ToolAtom<T>, spec: Omit<ShareSpec<T>, 'atom'>): ShareSpec<T> {
  return { atom, ...spec }
}

/**
 * The credentials a state holds, as the Share dialog and its toast name them: each once, in the
 * order the tool gives them (the same header in two rows, or a secret that is both in the URL and
 * in a table of it, is one credential).
 */
export function namedCredentials<T>(spec: Pick<ShareSpec<T>, 'credentials'>, state: T): string[] {
  return [...new Set(spec.credentials?.(state) ?? [])]
}

/** The common case: a link carries exactly these fields of the tool's state, none of them secret. */
export function shareFields<T>(atom: ToolAtom<T>, fields: readonly (keyof T)[]): ShareSpec<T> {
  return defineShare(atom, { pick: (state) => pickFields(state, fields) })
}

export function pickFields<T>(state: T, fields: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {}
  for (const f of fields) out[f] = state[f]
  return out
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The state a link opens as: the tool's defaults, the receiver's own `keep` fields, and from the
 * link only the fields the tool shares (a crafted link cannot set anything else), all validated as
 * a stored entry would be.
 */
export function openShared<T>(spec: ShareSpec<T>, payload: unknown, current: T): T {
  const { defaults } = spec.atom
  const allowed = new Set(Object.keys(spec.pick(defaults, { credentials: true }) as object))
  const base: Record<string, unknown> = isPlainObject(defaults) ? { ...defaults } : {}
  for (const k of spec.keep ?? []) base[k as string] = (current as Record<string, unknown>)[k as string]
  if (isPlainObject(payload)) for (const [k, v] of Object.entries(payload)) if (allowed.has(k)) base[k] = v
  return spec.atom.validate(base, defaults)
}

/* -------------------------------------------------------------------------------------------- */
/* Encoding: deflate (CompressionStream) + base64url. Both are asynchronous, so building or      */
/* opening a link never blocks the page. Links made before it (lz-string) still open.           */

const PREFIX = 'z.'

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel()
      throw new Error('too large')
    }
    chunks.push(value)
  }
  return concatBytes(chunks)
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

export async function encodeShare(payload: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  return PREFIX + toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')))
}

/** The payload of a link, or `undefined` when it is damaged (or inflates beyond reason). */
export async function decodeShare(encoded: string): Promise<unknown> {
  try {
    const json = encoded.startsWith(PREFIX)
      ? new TextDecoder('utf-8', { fatal: true }).decode(await pipe(fromBase64Url(encoded.slice(PREFIX.length)), new DecompressionStream('deflate-raw'), MAX_OPENED_CHARS))
      : decompressFromEncodedURIComponent(encoded)
    if (!json) return undefined
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

export type ShareLink = { ok: true; url: string } | { ok: false; reason: 'too-large' }

/** Builds `base#route?s=...` from a payload, or refuses one that would be over about 8 KB. */
export async function buildShareLink(base: string, route: string, payload: unknown): Promise<ShareLink> {
  if (approximateJsonSize(payload, MAX_SHARE_SOURCE_CHARS) > MAX_SHARE_SOURCE_CHARS) return { ok: false, reason: 'too-large' }
  const url = `${base.split('#')[0]}#${route}?${SHARE_PARAM}=${await encodeShare(payload)}`
  return url.length > MAX_SHARE_URL_CHARS ? { ok: false, reason: 'too-large' } : { ok: true, url }
}

/** Any tool's share declaration, for the frame that handles them generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyShareSpec = ShareSpec<any>

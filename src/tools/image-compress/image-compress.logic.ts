/**
 * Image Compressor (issue 16, D28): the settings, what each file is encoded with, names, sizes,
 * savings, totals and the messages. No React, no DOM.
 */
import { formatBytes } from '../../lib/bytes'
import { CODEC_DEFAULTS, CODEC_NAME, KIND_LABEL, type EncodeSettings, type FailureKind, type OutputKind } from '../../workers/compress/compress.shared'
import type { ImageKind } from '../../workers/compress/sniff'

export type OutputChoice = 'same' | OutputKind

/** Persisted as `devtools-image-compress`: the settings only, never the files. */
export type CompressState = {
  format: OutputChoice
  jpegQuality: number
  jpegProgressive: boolean
  pngLevel: number
  webpQuality: number
  webpLossless: boolean
  avifQuality: number
  avifSpeed: number
  resize: boolean
  maxSide: number
  keepOriginal: boolean
}

export const DEFAULTS: CompressState = {
  format: 'same',
  ...CODEC_DEFAULTS,
  webpLossless: false,
  resize: false,
  maxSide: 1920,
  keepOriginal: true,
}

export const LIMITS = {
  quality: { min: 0, max: 100 },
  pngLevel: { min: 0, max: 6 },
  avifSpeed: { min: 0, max: 10 },
  maxSide: { min: 16, max: 16384 },
} as const

export const FORMAT_OPTIONS: { value: OutputChoice; label: string }[] = [
  { value: 'same', label: 'Same as input' },
  { value: 'jpeg', label: 'JPEG (MozJPEG)' },
  { value: 'png', label: 'PNG (OxiPNG)' },
  { value: 'webp', label: 'WebP (libwebp)' },
  { value: 'avif', label: 'AVIF (libavif)' },
]
const CHOICES = FORMAT_OPTIONS.map((o) => o.value)

const clampInt = (v: number, { min, max }: { min: number; max: number }, fallback: number) => (Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : fallback)

/** A stored or shared entry, made safe: a known format, every number whole and in its range. */
export function validateState(s: CompressState, d: CompressState): CompressState {
  return {
    ...s,
    format: CHOICES.includes(s.format) ? s.format : d.format,
    jpegQuality: clampInt(s.jpegQuality, LIMITS.quality, d.jpegQuality),
    pngLevel: clampInt(s.pngLevel, LIMITS.pngLevel, d.pngLevel),
    webpQuality: clampInt(s.webpQuality, LIMITS.quality, d.webpQuality),
    avifQuality: clampInt(s.avifQuality, LIMITS.quality, d.avifQuality),
    avifSpeed: clampInt(s.avifSpeed, LIMITS.avifSpeed, d.avifSpeed),
    maxSide: clampInt(s.maxSide, LIMITS.maxSide, d.maxSide),
  }
}

const CODEC_FIELDS: Record<OutputKind, (keyof CompressState)[]> = {
  jpeg: ['jpegQuality', 'jpegProgressive'],
  png: ['pngLevel'],
  webp: ['webpQuality', 'webpLossless'],
  avif: ['avifQuality', 'avifSpeed'],
}

/** D32: the fields a Share link carries: the output format, the options of the codecs it uses, resize and "keep original". */
export function sharedFields(format: OutputChoice): (keyof CompressState)[] {
  const codecs: OutputKind[] = format === 'same' ? ['jpeg', 'png', 'webp', 'avif'] : [format]
  return ['format', ...codecs.flatMap((c) => CODEC_FIELDS[c]), 'resize', 'maxSide', 'keepOriginal']
}

/** The format a file of this kind comes out as. */
export const outputKind = (state: Pick<CompressState, 'format'>, input: ImageKind): OutputKind => (state.format === 'same' ? input : state.format)

/** The codec settings for a file of this kind: only the chosen codec's own options. */
export function encodeSettings(state: CompressState, input: ImageKind): EncodeSettings {
  switch (outputKind(state, input)) {
    case 'jpeg':
      return { format: 'jpeg', quality: state.jpegQuality, progressive: state.jpegProgressive }
    case 'png':
      return { format: 'png', level: state.pngLevel }
    case 'webp':
      return { format: 'webp', quality: state.webpQuality, lossless: state.webpLossless }
    case 'avif':
      return { format: 'avif', quality: state.avifQuality, speed: state.avifSpeed }
  }
}

export const maxSideOf = (state: Pick<CompressState, 'resize' | 'maxSide'>): number | null => (state.resize ? state.maxSide : null)

/**
 * D31: what a file's result depends on. A result made with another key is out of date; a change to
 * another codec's options (or to "keep original", applied when shown) leaves it current.
 */
export const jobKey = (state: CompressState, input: ImageKind) => JSON.stringify([encodeSettings(state, input), maxSideOf(state)])

/** The codecs in play for a batch: the chosen one, or one per input kind when the format stays the same. */
export function codecsInUse(state: Pick<CompressState, 'format'>, inputs: readonly ImageKind[]): OutputKind[] {
  if (state.format !== 'same') return [state.format]
  const order: OutputKind[] = ['jpeg', 'png', 'webp', 'avif']
  const present = new Set(inputs)
  return present.size ? order.filter((k) => present.has(k)) : order
}

/* -------------------------------------------------------------------------------------------- */
/* Names                                                                                         */

const EXTENSIONS: Record<OutputKind, string[]> = { jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'], png: ['png'], webp: ['webp'], avif: ['avif'] }

/** The file's name with the output format's extension; an extension that already names that format is kept (`.jpeg` stays). */
export function outputName(name: string, kind: OutputKind): string {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot + 1) : ''
  if (EXTENSIONS[kind].includes(ext.toLowerCase())) return name
  return `${base || 'image'}.${EXTENSIONS[kind][0]}`
}

/** ZIP entry names, unique (case-insensitively, as on Windows and macOS): `a.webp`, `a (2).webp`, ... */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const name = raw.replace(/[/\\]/g, '_') || 'image'
    const dot = name.lastIndexOf('.')
    const base = dot > 0 ? name.slice(0, dot) : name
    const ext = dot > 0 ? name.slice(dot) : ''
    let candidate = name
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

export const ZIP_NAME = 'compressed-images.zip'

/* -------------------------------------------------------------------------------------------- */
/* Sizes and savings                                                                             */

export const formatSize = formatBytes

/** Percent saved, rounded: 75 for 4 MB to 1 MB; negative when the result is larger. */
export function saving(original: number, compressed: number): number {
  if (original <= 0) return 0
  return Math.round(((original - compressed) / original) * 100)
}

/** "−75%" when smaller, "+12%" when larger, "0%" when the same. */
export function savingText(original: number, compressed: number): string {
  const s = saving(original, compressed)
  return s > 0 ? `−${s}%` : s < 0 ? `+${-s}%` : '0%'
}

/**
 * "Keep original" (what Squoosh users expect): when the result is not smaller than the file, and
 * the original is what was asked for (same format, same size), the original is kept instead.
 */
export function keepsOriginal(state: Pick<CompressState, 'keepOriginal'>, r: { inKind: ImageKind; outKind: OutputKind; resized: boolean; originalBytes: number; bytes: number }): boolean {
  return state.keepOriginal && r.inKind === r.outKind && !r.resized && r.bytes >= r.originalBytes
}

export type Totals = { files: number; original: number; compressed: number }

export function totalsOf(rows: readonly { original: number; compressed: number }[]): Totals {
  return rows.reduce<Totals>((t, r) => ({ files: t.files + 1, original: t.original + r.original, compressed: t.compressed + r.compressed }), { files: 0, original: 0, compressed: 0 })
}

/** The frame's Copy: one line per finished file and the total. */
export function reportText(rows: readonly { name: string; original: number; compressed: number; kept: boolean }[]): string {
  if (rows.length === 0) return ''
  const lines = rows.map((r) => `${r.name}: ${formatSize(r.original)} → ${formatSize(r.compressed)} (${savingText(r.original, r.compressed)}${r.kept ? ', original kept' : ''})`)
  const t = totalsOf(rows)
  lines.push(`Total (${t.files} ${t.files === 1 ? 'file' : 'files'}): ${formatSize(t.original)} → ${formatSize(t.compressed)} (${savingText(t.original, t.compressed)})`)
  return lines.join('\n')
}

/* -------------------------------------------------------------------------------------------- */
/* Messages                                                                                      */

export const KIND_NAME = KIND_LABEL
export const codecLabel = (kind: OutputKind) => `${KIND_LABEL[kind]} (${CODEC_NAME[kind]})`

/** A file's error line: reading problems say "Could not read", encoding problems "Could not compress". */
export function failureMessage(name: string, kind: FailureKind | 'crash', message: string): string {
  if (kind === 'unsupported' || kind === 'damaged') return `Could not read ${name}: ${message}`
  if (kind === 'crash') return `Could not compress ${name}: the encoder stopped (${message}). The image may need more memory than this tab has; try resizing it or another format.`
  return `Could not compress ${name}: ${message}`
}

export const STAGE_TEXT = { queued: 'Queued', decoding: 'Decoding…', resizing: 'Resizing…', encoding: 'Encoding…', cancelled: 'Cancelled' } as const

export const EMPTY_HINT = 'Drop JPEG, PNG, WebP or AVIF images here, as many as you like. They are compressed on this device: nothing is uploaded.'
export const NOT_KEPT_NOTE = 'Files are not saved: after a reload, only the settings are kept.'
export const NOTHING_TO_DO = 'Every image is up to date with these settings.'

/* -------------------------------------------------------------------------------------------- */
/* The comparison view                                                                           */

export const ZOOMS = [1, 2, 4, 8] as const

/** The next zoom level in or out (1x to 8x of the fitted size), staying at the ends. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const i = ZOOMS.findIndex((z) => z >= zoom)
  const at = i < 0 ? ZOOMS.length - 1 : i
  return ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + direction))]!
}

/** The divider's position after a key (a slider's keys: arrows 1%, Shift or Page keys 10%, Home/End); null for other keys. */
export function splitFromKey(split: number, key: string, shift = false): number | null {
  const step = shift ? 10 : 1
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 10) / 10))
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(split - step)
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(split + step)
    case 'PageDown':
      return clamp(split - 10)
    case 'PageUp':
      return clamp(split + 10)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return null
  }
}

/** A pan offset kept so the zoomed picture still covers the view (at 1x there is nothing to pan). */
export function clampPan(pan: { x: number; y: number }, zoom: number, box: { width: number; height: number }): { x: number; y: number } {
  const mx = (box.width * (zoom - 1)) / 2
  const my = (box.height * (zoom - 1)) / 2
  const c = (v: number, m: number) => Math.min(m, Math.max(-m, v)) || 0
  return { x: c(pan.x, mx), y: c(pan.y, my) }
}

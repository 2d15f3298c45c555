import { formatBytes } from '../../lib/bytes'
import { DEFAULT_OPTIONS, PRECISION, type SvgoOptions } from '../../workers/svgo/svgo-config'
import type { SvgError, SvgJob } from '../../workers/svgo/svgo.impl'

/** SVG Optimizer (D28, issue 16 item 1): the screen's rules and words. */

export type SvgOptimizerState = SvgoOptions & {
  /** The pasted markup (dropped files are not persisted). */
  markup: string
  /** The previews sit on a checkerboard, so transparent parts show as such. */
  checkerboard: boolean
}

export const DEFAULTS: SvgOptimizerState = { markup: '', ...DEFAULT_OPTIONS, checkerboard: true }

const BOOLEAN_FIELDS = ['multipass', 'removeMetadata', 'removeComments', 'removeEditorsNSData', 'mergePaths', 'convertShapeToPath', 'keepViewBox', 'prefixIds', 'pretty', 'checkerboard'] as const

export const clampPrecision = (n: unknown, fallback: number = PRECISION.default): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(PRECISION.max, Math.max(PRECISION.min, Math.round(n))) : fallback

export function validateState(s: SvgOptimizerState, d: SvgOptimizerState): SvgOptimizerState {
  const out: SvgOptimizerState = {
    ...d,
    markup: typeof s.markup === 'string' ? s.markup : d.markup,
    precision: clampPrecision(s.precision, d.precision),
    prefix: typeof s.prefix === 'string' ? s.prefix : d.prefix,
  }
  for (const k of BOOLEAN_FIELDS) out[k] = typeof s[k] === 'boolean' ? s[k] : d[k]
  return out
}

/** The settings svgo runs with (everything but the markup and the preview background). */
export function optionsOf(s: SvgOptimizerState): SvgoOptions {
  return {
    multipass: s.multipass,
    precision: s.precision,
    removeMetadata: s.removeMetadata,
    removeComments: s.removeComments,
    removeEditorsNSData: s.removeEditorsNSData,
    mergePaths: s.mergePaths,
    convertShapeToPath: s.convertShapeToPath,
    keepViewBox: s.keepViewBox,
    prefixIds: s.prefixIds,
    prefix: s.prefix,
    pretty: s.pretty,
  }
}

/** The toggles as the settings panel shows them, in svgo's words where it has some. */
export type ToggleKey = { [K in keyof SvgoOptions]: SvgoOptions[K] extends boolean ? K : never }[keyof SvgoOptions]
export const TOGGLES: ReadonlyArray<{ key: ToggleKey; label: string; hint: string }> = [
  { key: 'multipass', label: 'Multipass', hint: 'Run again until the output stops shrinking' },
  { key: 'removeMetadata', label: 'Remove metadata', hint: '<metadata> (RDF, licence, title data)' },
  { key: 'removeComments', label: 'Remove comments', hint: '<!-- … -->; legal <!--! … --> stays' },
  { key: 'removeEditorsNSData', label: 'Remove editor data', hint: 'Inkscape, Sodipodi, Illustrator, Sketch…' },
  { key: 'mergePaths', label: 'Merge paths', hint: 'Neighbouring paths with equal attributes' },
  { key: 'convertShapeToPath', label: 'Convert shapes to paths', hint: 'rect, line, polyline, polygon' },
  { key: 'keepViewBox', label: 'Keep viewBox', hint: 'Off: removed where width and height match it' },
  { key: 'prefixIds', label: 'Prefix IDs', hint: 'So several inline SVGs do not clash' },
  { key: 'pretty', label: 'Pretty print', hint: 'Line breaks and 2-space indentation' },
]

/** Pasted markup up to this size is optimised as you type; larger markup on Optimize. */
export const LIVE_LIMIT = 2_000_000
export const DEBOUNCE_MS = 250
export const isLive = (markup: string) => markup.length <= LIVE_LIMIT

/** What the markup's result is made from (D31): the text, its file name and the settings. */
export const markupInputs = (job: SvgJob): Record<string, unknown> => ({ text: job.items[0]?.text ?? '', name: job.items[0]?.name ?? '', options: JSON.stringify(job.options) })
/** What a batch's results are made from (D31): the files (by id) and the settings. */
export const batchInputs = (job: SvgJob): Record<string, unknown> => ({ files: job.items.map((i) => i.key).join('|'), options: JSON.stringify(job.options) })

export const EMPTY_HINT = 'Paste SVG markup, or drop .svg files below: the optimised SVG, its size and a before/after preview appear as you type.'
export const FIX_HINT = 'Fix the SVG (see the message under it) to see the optimised output.'
export const CRASHED = 'The optimiser stopped unexpectedly. Try again; your input is unchanged.'
export const DROP_TEXT = 'Drop .svg files here or click to choose'
export const ZIP_NAME = 'optimized-svgs.zip'
export const notSvgFiles = (names: string[]) => `Not an SVG file: ${names.join(', ')}`
export const ZIP_DONE = (n: number) => `✅ ZIP of ${n} optimised ${n === 1 ? 'file' : 'files'} downloaded`
export const NAMING_NOTE = 'Downloads are named name.min.svg, inside the ZIP too, so they never overwrite the originals.'

/** svgo's message with its position: "Unexpected close tag (line 1, column 14)". */
export const errorText = (e: SvgError) => (e.line > 0 ? `${e.message} (line ${e.line}, column ${e.column})` : e.message)

/** A file svgo can take: an .svg name or the SVG type (the type alone is missing on some systems). */
export const isSvgFile = (f: { name: string; type: string }) => f.type === 'image/svg+xml' || /\.svg$/i.test(f.name)

/** The saving from `before` to `after` bytes: bytes saved (negative if larger) and percent of before. */
export function saving(before: number, after: number): { bytes: number; percent: number } {
  const bytes = before - after
  return { bytes, percent: before > 0 ? (bytes / before) * 100 : 0 }
}

const pct = (n: number) => `${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/** "70.5% smaller (1.29 KB saved)", "2.1% larger (12 Bytes more)", or "Same size". */
export function savingText(before: number, after: number): string {
  const s = saving(before, after)
  if (s.bytes > 0) return `${pct(s.percent)} smaller (${formatBytes(s.bytes)} saved)`
  if (s.bytes < 0) return `${pct(s.percent)} larger (${formatBytes(-s.bytes)} more)`
  return 'Same size'
}

/** "1.83 KB → 553 Bytes". */
export const sizeText = (before: number, after: number) => `${formatBytes(before)} → ${formatBytes(after)}`

/** The name an optimised file downloads as: `logo.svg` → `logo.min.svg` (pasted markup: `optimized.min.svg`). */
export function minName(name?: string | null): string {
  const base = (name ?? '').split(/[/\\]/).pop()!.trim()
  if (!base) return 'optimized.min.svg'
  if (/\.min\.svg$/i.test(base)) return base
  return `${base.replace(/\.svg$/i, '')}.min.svg`
}

/**
 * The names of a batch inside its ZIP: each file's min name, made unique (ignoring case, as the
 * file systems of most people who unzip it do) with -2, -3... before `.min.svg`.
 */
export function zipNames(names: readonly string[]): string[] {
  const used = new Set<string>()
  return names.map((n) => {
    const wanted = minName(n)
    const stem = wanted.slice(0, -'.min.svg'.length)
    let name = wanted
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${stem}-${i}.min.svg`
    used.add(name.toLowerCase())
    return name
  })
}

/** D25, the input port: a text becomes the markup (optimised live). */
export const acceptText = (s: SvgOptimizerState, text: string): SvgOptimizerState => ({ ...s, markup: text })

/** An Inkscape-style save: XML declaration, comment, editor namespaces, metadata, shapes. */
export const EXAMPLE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="128"
   height="128"
   viewBox="0 0 128 128"
   version="1.1"
   id="svg1"
   sodipodi:docname="badge.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview1"
     pagecolor="#ffffff"
     bordercolor="#000000"
     inkscape:zoom="4.0000000"
     inkscape:cx="64.000000"
     inkscape:current-layer="layer1" />
  <defs
     id="defs1">
    <linearGradient
       id="linearGradient1"
       x1="0.00000000"
       y1="0.00000000"
       x2="1.00000000"
       y2="1.00000000">
      <stop
         style="stop-color:#6366f1;stop-opacity:1"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:#06b6d4;stop-opacity:1"
         offset="1"
         id="stop2" />
    </linearGradient>
  </defs>
  <metadata
     id="metadata1">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:title>Badge</dc:title>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <rect
       style="fill:url(#linearGradient1);fill-opacity:1;stroke:none"
       id="rect1"
       width="112.00000"
       height="112.00000"
       x="8.0000000"
       y="8.0000000"
       rx="24.000000"
       ry="24.000000" />
    <polyline
       style="fill:none;stroke:#ffffff;stroke-width:12.000000;stroke-linecap:round;stroke-linejoin:round"
       points="38.000000,66.000000 56.000000,84.000000 92.000000,46.000000"
       id="polyline1" />
  </g>
</svg>
`

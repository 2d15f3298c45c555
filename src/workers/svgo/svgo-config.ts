import type { Config, PluginConfig } from 'svgo/browser'

/**
 * The SVG Optimizer's settings and how they become an svgo 4 config. Pure (type-only import of
 * svgo), so the page, the worker and the node tests all build the very same config.
 */
export type SvgoOptions = {
  /** Run the plugins again until the output stops shrinking (svgo's `multipass`, at most 10 passes). */
  multipass: boolean
  /** Decimals kept in numbers (svgo's `floatPrecision`, 0–8; svgo's own default is 3). */
  precision: number
  /** preset-default's removeMetadata: `<metadata>` (Inkscape and Illustrator put RDF there). */
  removeMetadata: boolean
  /** preset-default's removeComments (`<!-- ... -->`, except legal `<!--! ... -->` ones). */
  removeComments: boolean
  /** preset-default's removeEditorsNSData: Inkscape, Sodipodi, Illustrator, Sketch... namespaces. */
  removeEditorsNSData: boolean
  /** preset-default's mergePaths: neighbouring paths with the same attributes become one. */
  mergePaths: boolean
  /** preset-default's convertShapeToPath: rect, line, polyline, polygon to a (shorter) path. */
  convertShapeToPath: boolean
  /** Keep `viewBox` (svgo 4 keeps it by default; off adds the removeViewBox plugin). */
  keepViewBox: boolean
  /** The prefixIds plugin: IDs and class names prefixed so several inlined SVGs do not clash. */
  prefixIds: boolean
  /** The prefix; empty uses svgo's own (the file name, else "prefix"), with `__` after it. */
  prefix: string
  /** Line breaks and indentation in the output (svgo's js2svg `pretty`, 2 spaces). */
  pretty: boolean
}

export const PRECISION = { min: 0, max: 8, default: 3 } as const

export const DEFAULT_OPTIONS: SvgoOptions = {
  multipass: true,
  precision: PRECISION.default,
  removeMetadata: true,
  removeComments: true,
  removeEditorsNSData: true,
  mergePaths: true,
  convertShapeToPath: true,
  keepViewBox: true,
  prefixIds: false,
  prefix: '',
  pretty: false,
}

/** The preset-default plugins a toggle can turn off, by option name (the option is the plugin name). */
export const PRESET_TOGGLES = ['removeMetadata', 'removeComments', 'removeEditorsNSData', 'mergePaths', 'convertShapeToPath'] as const

/**
 * The svgo config for these settings: preset-default with the plugins switched off through its
 * `overrides`, then removeViewBox (not in svgo 4's preset) when viewBox is not kept, then prefixIds.
 * `path` is the file's name (svgo passes it to plugins: prefixIds takes its default prefix from it).
 */
export function svgoConfig(options: SvgoOptions, path?: string): Config {
  const overrides: Record<string, false> = {}
  for (const name of PRESET_TOGGLES) if (!options[name]) overrides[name] = false
  const plugins: PluginConfig[] = [Object.keys(overrides).length ? { name: 'preset-default', params: { overrides } } : 'preset-default']
  if (!options.keepViewBox) plugins.push('removeViewBox')
  if (options.prefixIds) plugins.push(options.prefix.trim() ? { name: 'prefixIds', params: { prefix: options.prefix.trim() } } : 'prefixIds')
  const config: Config = { multipass: options.multipass, floatPrecision: options.precision, plugins }
  if (options.pretty) config.js2svg = { pretty: true, indent: 2 }
  if (path) config.path = path
  return config
}

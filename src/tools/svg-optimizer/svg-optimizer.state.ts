import { toolAtom } from '../../lib/persistence'
import { defineShare, pickFields } from '../../lib/share'
import { DEFAULTS, validateState, type SvgOptimizerState } from './svg-optimizer.logic'

/** Persisted as `devtools-svg-optimizer`: the pasted markup and the settings (never dropped files). */
export const svgOptimizerAtom = toolAtom('svg-optimizer', DEFAULTS, { validate: validateState })

const SHARED: (keyof SvgOptimizerState)[] = [
  'markup',
  'multipass',
  'precision',
  'removeMetadata',
  'removeComments',
  'removeEditorsNSData',
  'mergePaths',
  'convertShapeToPath',
  'keepViewBox',
  'prefixIds',
  'pretty',
  'checkerboard',
  'prefix',
]

/**
 * What a Share link carries (D32): the markup and the settings. The prefix travels only when
 * Prefix IDs is on (else empty): a setting that is not selected stays out of the link.
 */
export const svgOptimizerShare = defineShare(svgOptimizerAtom, {
  pick: (s) => ({ ...pickFields(s, SHARED), prefix: s.prefixIds ? s.prefix : '' }),
})

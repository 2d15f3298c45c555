import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './favicon.logic'

/**
 * Persisted as `devtools-favicon`: the text icon's settings, the options, the manifest fields and
 * an SVG source's markup. A raster image is never stored (ARCHITECTURE.md: never files or images).
 */
export const faviconAtom = toolAtom('favicon', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the text icon's settings only; never an image. */
export const faviconShare = shareFields(faviconAtom, ['text', 'font', 'weight', 'fg', 'bg', 'shape', 'radius', 'padding'])

/**
 * D25, issue 32: the detectors' code (src/lib/detect, with its parsers) loads once, on demand. The
 * palette's host in the entry chunk starts it as soon as content is handed over (a paste on the home
 * page or in the palette's look-alike, a drop, Send to), in parallel with the palette's own code, so
 * the two do not load one after the other; the palette starts it when it opens.
 */
import type { DetectFn } from './detected'

let loaded: DetectFn | null = null
let loading: Promise<DetectFn> | null = null

/** The detectors, if they have arrived. */
export const loadedDetectors = (): DetectFn | null => loaded

/** Loads the detectors once; after a failure (offline, a new deploy) the next call tries again. */
export function loadDetectors(): Promise<DetectFn> {
  loading ??= import('../../lib/detect').then(
    (m) => (loaded = m.detect),
    (e: unknown) => {
      loading = null
      throw e
    },
  )
  return loading
}

/** Starts loading the detectors, for a caller that does not wait for them. */
export const preloadDetectors = () => void loadDetectors().catch(() => undefined)

import { toolAtom } from '../../lib/persistence'
import { defineShare, pickFields } from '../../lib/share'
import { DEFAULTS, sharedFields, validateState } from './image-compress.logic'

/** Persisted as `devtools-image-compress`: the settings only; the images are never stored. */
export const compressAtom = toolAtom('image-compress', DEFAULTS, { validate: validateState })

/**
 * D32: a link carries the settings in use (the chosen codec's options, not the others'); nothing
 * here is private, and the images never leave the device.
 */
export const compressShare = defineShare(compressAtom, { pick: (s) => pickFields(s, sharedFields(s.format)) })

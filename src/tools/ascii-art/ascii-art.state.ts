import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './ascii-art.logic'

/** Persisted as `devtools-ascii-art` {text, font, horizontalLayout, verticalLayout, width, whitespaceBreak}. */
export const asciiArtAtom = toolAtom('ascii-art', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the text and every option; nothing here is a credential. */
export const asciiArtShare = shareFields(asciiArtAtom, ['text', 'font', 'horizontalLayout', 'verticalLayout', 'width', 'whitespaceBreak'])

import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './markdown.logic'

/** Persisted as `devtools-markdown-previewer` {markdown} (SPEC section 3). */
export const markdownAtom = toolAtom('markdown-previewer', DEFAULTS)

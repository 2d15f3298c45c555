import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './markdown.logic'

/** Persisted as `devtools-markdown-previewer` {markdown} (SPEC section 3). */
export const markdownAtom = toolAtom('markdown-previewer', DEFAULTS)

/** What a Share link carries (D32). */
export const markdownShare = shareFields(markdownAtom, ['markdown'])

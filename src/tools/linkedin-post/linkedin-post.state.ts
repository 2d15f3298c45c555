import { toolAtom } from '../../lib/persistence'

/**
 * The editor's HTML (SPEC section 3 lists the formatter's structure, not a key). It goes back
 * through the editor's schema on load, so nothing outside that schema (scripts, handlers) survives.
 */
export const linkedinAtom = toolAtom('linkedin-post', { html: '' })

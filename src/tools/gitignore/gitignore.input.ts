import { inputPort } from '../define-tool'
import type { GitignoreState } from './gitignore.logic'
import { gitignoreAtom } from './gitignore.state'

/**
 * D25: a text becomes the template names, comma-separated as the field takes them (`node python`
 * or one name a line gives `node,python`). Nothing is fetched until the user presses Generate.
 */
export default inputPort<GitignoreState>(gitignoreAtom, (s, text) => ({ ...s, templates: text.split(/[\s,]+/).filter(Boolean).join(',') }))

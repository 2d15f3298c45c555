import { filled, inputPort } from '../define-tool'
import type { GitignoreState } from './gitignore.logic'
import { gitignoreAtom } from './gitignore.state'

/**
 * D25: a text becomes the template names, comma-separated as the field takes them (`node python`
 * or one name a line gives `node,python`), and Generate runs once on them, from the bundled
 * templates (D31: also when the screen opens on names it held). Nothing is fetched from the service.
 */
export default inputPort<GitignoreState>(gitignoreAtom, (s, text) => ({ ...s, templates: text.split(/[\s,]+/).filter(Boolean).join(',') }), {
  // Generate builds it from the bundled templates, offline: nothing is sent (Fetch newest is never run).
  run: true,
  restore: (s) => filled(s.templates),
})

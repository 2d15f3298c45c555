/** SPEC "Markdown Previewer", sections 3, 4 and 8; DECISIONS D13. */
import { USER_CONTENT_PREFIX } from '../../workers/markdown/policy'

export const NO_PREVIEW = 'No preview'
export const PARSE_ERROR = 'Error parsing markdown'
/** The placeholder of the empty editor, on real lines. */
export const PLACEHOLDER = '# Hello\n\nWrite **markdown** here…'

export type MarkdownState = { markdown: string }
export const DEFAULTS: MarkdownState = { markdown: '' }

// What the preview may show (D13) is the markdown worker's policy; the page checks against it too.
export { isLocalImage, prefixIdRefs, SAFE_LINK, USER_CONTENT_PREFIX } from '../../workers/markdown/policy'
/**
 * The element a fragment link inside the preview leads to: `#footnote-1` is the prefixed
 * `user-content-footnote-1` (an id the sanitizer prefixed), else the id as written.
 */
export const fragmentTargets = (href: string): string[] => {
  let id = href.replace(/^#/, '')
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: look the id up as written.
  }
  return id.startsWith(USER_CONTENT_PREFIX) ? [id] : [USER_CONTENT_PREFIX + id, id]
}

/**
 * How many units (top-level blocks, compared by their HTML) two renderings share at the start and
 * at the end; the preview replaces only those in between. The two never overlap.
 */
export function sharedEnds(before: readonly string[], after: readonly string[]): { prefix: number; suffix: number } {
  const max = Math.min(before.length, after.length)
  let prefix = 0
  while (prefix < max && before[prefix] === after[prefix]) prefix++
  let suffix = 0
  while (suffix < max - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  return { prefix, suffix }
}

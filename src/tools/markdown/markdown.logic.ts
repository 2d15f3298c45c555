/** SPEC "Markdown Previewer", sections 3, 4 and 8; DECISIONS D13. */
export const NO_PREVIEW = 'No preview'
export const PARSE_ERROR = 'Error parsing markdown'
/** The placeholder of the empty editor, on real lines. */
export const PLACEHOLDER = '# Hello\n\nWrite **markdown** here…'

export type MarkdownState = { markdown: string }
export const DEFAULTS: MarkdownState = { markdown: '' }

/** Where a link in the preview may take the user; anything else is dropped by the sanitizer. */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i

/** Whether an image address stays inside the browser (so it may be shown). */
export const isLocalImage = (src: string) => /^(?:data:image\/(?:png|gif|jpe?g|webp|avif|bmp);|blob:)/i.test(src.trim())

/** What the sanitizer (DOMPurify's SANITIZE_NAMED_PROPS) puts before every id in the preview. */
export const USER_CONTENT_PREFIX = 'user-content-'

/** An ARIA id-reference list (`aria-describedby="a b"`) pointed at the prefixed ids of the preview. */
export const prefixIdRefs = (value: string) =>
  value
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => (id.startsWith(USER_CONTENT_PREFIX) ? id : USER_CONTENT_PREFIX + id))
    .join(' ')

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

/** SPEC "Markdown Previewer", sections 3, 4 and 8; DECISIONS D13. */
export const NO_PREVIEW = 'No preview'
export const PARSE_ERROR = 'Error parsing markdown'

export type MarkdownState = { markdown: string }
export const DEFAULTS: MarkdownState = { markdown: '' }

/** Where a link in the preview may take the user; anything else is dropped by the sanitizer. */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i

/** Whether an image address stays inside the browser (so it may be shown). */
export const isLocalImage = (src: string) => /^(?:data:image\/(?:png|gif|jpe?g|webp|avif|bmp);|blob:)/i.test(src.trim())

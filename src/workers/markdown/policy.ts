/**
 * What the Markdown preview may show (DECISIONS D13), shared by the worker's sanitizer
 * (html-sanitize.ts) and the page's final check (src/tools/markdown/markdown.guard.ts). It is the
 * preview's DOMPurify configuration written out: DOMPurify's HTML profile less the forbidden tags
 * and attributes, no `data-*`, ids prefixed, links and images limited as below.
 */

/** What the sanitizer puts before every id and name in the preview (DOMPurify's SANITIZE_NAMED_PROPS). */
export const USER_CONTENT_PREFIX = 'user-content-'

/** Where a link in the preview may take the user; anything else is dropped by the sanitizer. */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i

/** Whether an image address stays inside the browser (so it may be shown). */
export const isLocalImage = (src: string) => /^(?:data:image\/(?:png|gif|jpe?g|webp|avif|bmp);|blob:)/i.test(src.trim())

/** An ARIA id-reference list (`aria-describedby="a b"`) pointed at the prefixed ids of the preview. */
export const prefixIdRefs = (value: string) =>
  value
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => (id.startsWith(USER_CONTENT_PREFIX) ? id : USER_CONTENT_PREFIX + id))
    .join(' ')

export const ID_REF_ATTRS = new Set(['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-flowto', 'aria-activedescendant', 'aria-details', 'aria-errormessage'])

/** DOMPurify's HTML profile (3.x) less the preview's FORBID_TAGS (forms, media, frames, embedded content, style, head elements). */
export const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blink', 'blockquote', 'br', 'canvas', 'caption',
  'center', 'cite', 'code', 'col', 'colgroup', 'content', 'data', 'datalist', 'dd', 'decorator', 'del', 'details', 'dfn', 'dir', 'div', 'dl',
  'dt', 'element', 'em', 'fieldset', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i',
  'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'main', 'map', 'mark', 'marquee', 'menu', 'menuitem', 'meter', 'nav', 'nobr', 'ol',
  'optgroup', 'output', 'p', 'pre', 'progress', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'search', 'section', 'shadow', 'slot', 'small', 'spacer',
  'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
])

/** Removed together with everything inside them (DOMPurify's FORBID_CONTENTS that are not allowed); other disallowed elements keep their content. */
export const DROP_WITH_CONTENT = new Set([
  'annotation-xml', 'audio', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'noembed', 'noframes', 'noscript',
  'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template', 'title', 'video', 'xmp',
])

/** DOMPurify's HTML attributes less the preview's FORBID_ATTR (style, srcset, poster, background, action, formaction, ping, autofocus), plus `target`. */
export const ALLOWED_ATTRS = new Set([
  'accept', 'align', 'alt', 'autocapitalize', 'autocomplete', 'autopictureinpicture', 'autoplay', 'bgcolor', 'border', 'capture', 'cellpadding',
  'cellspacing', 'checked', 'cite', 'class', 'clear', 'color', 'cols', 'colspan', 'command', 'commandfor', 'controls', 'controlslist', 'coords',
  'crossorigin', 'datetime', 'decoding', 'default', 'dir', 'disabled', 'disablepictureinpicture', 'disableremoteplayback', 'download', 'draggable',
  'enctype', 'enterkeyhint', 'exportparts', 'face', 'for', 'headers', 'height', 'hidden', 'high', 'href', 'hreflang', 'id', 'inert', 'inputmode',
  'integrity', 'ismap', 'kind', 'label', 'lang', 'list', 'loading', 'loop', 'low', 'max', 'maxlength', 'media', 'method', 'min', 'minlength',
  'multiple', 'muted', 'name', 'nonce', 'noshade', 'novalidate', 'nowrap', 'open', 'optimum', 'part', 'pattern', 'placeholder', 'playsinline',
  'popover', 'popovertarget', 'popovertargetaction', 'preload', 'pubdate', 'radiogroup', 'readonly', 'rel', 'required', 'rev', 'reversed', 'role',
  'rows', 'rowspan', 'spellcheck', 'scope', 'selected', 'shape', 'size', 'sizes', 'slot', 'span', 'srclang', 'start', 'src', 'step', 'summary',
  'tabindex', 'target', 'title', 'translate', 'type', 'usemap', 'valign', 'value', 'width', 'wrap', 'xmlns',
])

/** ARIA attributes are kept whatever their value (ALLOW_ARIA_ATTR). */
export const ARIA_ATTR = /^aria-[-\w]+$/

/** Attributes whose value is never a URL, so it is not checked as one (DOMPurify's URI_SAFE_ATTRIBUTES). */
export const URI_SAFE_ATTRS = new Set(['alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'xmlns'])

/** DOMPurify's ALLOWED_URI_REGEXP: a known safe scheme, or no scheme at all. */
export const IS_ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
/** Characters DOMPurify strips before matching a URL (so `java\tscript:` is seen as `javascript:`). */
// eslint-disable-next-line no-control-regex -- DOMPurify's list starts at U+0000 on purpose
export const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g
/** Attribute values that could close a raw-text element or a comment when markup is re-parsed. */
export const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i

/** The rel every outbound link gets in the preview. */
export const LINK_REL = 'noopener noreferrer nofollow'

/** The class of the second and later pieces of a very long paragraph or code block (see preview-plan.ts). */
export const CONTINUATION_CLASS = 'md-cont'
/** The class of every part of a long table cut into parts by rows (see preview-plan.ts): laid out with equal fixed columns, so the parts line up. */
export const TABLE_PART_CLASS = 'md-table-part'

import DOMPurify from 'dompurify'
import { isLocalImage, prefixIdRefs, SAFE_LINK } from '../../src/tools/markdown/markdown.logic'

/**
 * The Markdown preview's sanitizer as it was before issue 17, kept for the bench only: DOMPurify on
 * the page with the preview's configuration and hooks (DECISIONS D13), the "before" and
 * main-thread reference of the `markdown` case. The app no longer runs it: it sanitizes in the
 * markdown worker and checks the result on the page (src/tools/markdown/markdown.guard.ts).
 */
const purify = DOMPurify(window)

const FORBID_TAGS = ['style', 'form', 'button', 'textarea', 'select', 'option', 'video', 'audio', 'source', 'track', 'picture', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'template', 'dialog']
const FORBID_ATTR = ['style', 'srcset', 'poster', 'background', 'formaction', 'action', 'ping', 'lowsrc', 'dynsrc', 'autofocus']

const ID_REF_ATTRS = ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-flowto', 'aria-activedescendant', 'aria-details', 'aria-errormessage']

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as Element
  for (const name of ID_REF_ATTRS) {
    const value = el.getAttribute?.(name)
    if (value) el.setAttribute(name, prefixIdRefs(value))
  }
  if (el.tagName === 'A') {
    const href = el.getAttribute('href')
    if (href !== null && !SAFE_LINK.test(href.trim())) el.removeAttribute('href')
    else if (href && !href.startsWith('#')) {
      el.setAttribute('target', '_blank')
      el.setAttribute('rel', 'noopener noreferrer nofollow')
    }
  } else if (el.tagName === 'IMG') {
    const src = el.getAttribute('src') ?? ''
    if (!isLocalImage(src)) {
      el.removeAttribute('src')
      el.setAttribute('data-remote-src', src)
    }
  }
})

/** Turns images marked as remote into placeholders: their alt text and address, never loaded. */
function placeholders(root: DocumentFragment) {
  for (const img of Array.from(root.querySelectorAll('img[data-remote-src]'))) {
    const src = img.getAttribute('data-remote-src') ?? ''
    const alt = img.getAttribute('alt') ?? ''
    const box = document.createElement('span')
    box.className = 'md-remote-image'
    box.setAttribute('role', 'img')
    box.setAttribute('aria-label', alt ? `Image not loaded: ${alt}` : 'Image not loaded')
    const label = document.createElement('span')
    label.className = 'md-remote-image-label'
    label.textContent = `Image not loaded${alt ? `: ${alt}` : ''}`
    const code = document.createElement('code')
    code.textContent = src
    box.append(label, ' ', code)
    img.replaceWith(box)
  }
}

/** Keeps only GitHub's task-list checkboxes (disabled); any other form field goes. */
function inputs(root: DocumentFragment) {
  for (const input of Array.from(root.querySelectorAll('input'))) {
    if (input.getAttribute('type') === 'checkbox') input.setAttribute('disabled', '')
    else input.remove()
  }
}

/** DOMPurify's fragment, or null: it has no body to return when the markup begins with `<frameset>`. */
const sanitizeToFragment = (html: string): DocumentFragment | null =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['data-remote-src', 'target'],
    SANITIZE_NAMED_PROPS: true,
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment | null

/**
 * A document that begins with `<frameset>` (issue 17): the HTML parser swaps the body for the
 * frameset, so DOMPurify returns nothing and the screen used to crash. An empty `<pre>` first
 * keeps the parser in the body (a `<pre>` start tag turns "frameset-ok" off, so `<frameset>` is
 * ignored there); that `<pre>` is taken out again, and the rest of the document is previewed.
 */
function framesetSafe(html: string): DocumentFragment {
  const fragment = sanitizeToFragment(`<pre></pre>${html}`) ?? document.createDocumentFragment()
  const first = fragment.firstChild
  if (first?.nodeName === 'PRE' && !first.hasChildNodes()) first.remove()
  return fragment
}

/** Sanitized, inert markup for the preview, as a fragment of the page's document. */
export function sanitizePreview(html: string): DocumentFragment {
  const fragment = sanitizeToFragment(html) ?? framesetSafe(html)
  placeholders(fragment)
  inputs(fragment)
  return fragment
}

/** The preview's sanitized markup as HTML text (what Copy HTML copies): exactly what is shown. */
export function sanitizedHtml(html: string): string {
  const box = document.createElement('div')
  box.append(sanitizePreview(html))
  return box.innerHTML
}

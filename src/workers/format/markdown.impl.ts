import { Marked, type Tokens } from 'marked'
import markedFootnote from 'marked-footnote'

/**
 * Markdown rendering (GitHub-flavoured) with marked. The HTML it returns is NOT safe yet: the
 * markdown worker sanitizes it (src/workers/markdown/preview.impl.ts, DECISIONS D13) and the page
 * checks it again before showing it. Two things are done here already, so a preview never calls out:
 * images whose address is not local (data:/blob:) become a placeholder showing the address, and
 * links get rel="noopener noreferrer" and open in a new tab. GFM footnotes (`[^1]` and `[^1]: text`)
 * are rendered by marked-footnote as GitHub does: numbered references linking to a "Footnotes"
 * section whose items link back.
 */
export type MarkdownJob = { text: string }
export type MarkdownResult = { ok: true; html: string } | { ok: false; message: string }

export const MARKDOWN_ERROR = 'Error parsing markdown'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** Whether an image address would make the browser fetch something from elsewhere. */
export const isLocalImage = (href: string) => /^(data:image\/|blob:)/i.test(href.trim())

/** The placeholder that replaces a remote image: its alt text and address, never loaded. */
export const remoteImagePlaceholder = (href: string, alt: string) =>
  `<span class="md-remote-image" data-src="${escapeHtml(href)}" role="img" aria-label="${escapeHtml(alt ? `Image not loaded: ${alt}` : 'Image not loaded')}">` +
  `<span class="md-remote-image-label">Image not loaded${alt ? `: ${escapeHtml(alt)}` : ''}</span> <code>${escapeHtml(href)}</code></span>`

/** The footnote markup's options: GitHub's ids (`footnote-1`, `footnote-ref-1`) and a visible heading. */
export const FOOTNOTE_OPTIONS = { prefixId: 'footnote-', description: 'Footnotes', headingClass: 'md-footnotes-heading' } as const

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    image({ href, title, text }: Tokens.Image) {
      if (!isLocalImage(href)) return remoteImagePlaceholder(href, text)
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''}>`
    },
  },
}).use(markedFootnote(FOOTNOTE_OPTIONS))

export function renderMarkdown(job: MarkdownJob): MarkdownResult {
  try {
    const html = marked.parse(job.text, { async: false })
    return { ok: true, html }
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : MARKDOWN_ERROR }
  }
}

import { MARKDOWN_ERROR, renderMarkdown } from '../format/markdown.impl'
import { parseBody, sanitizeTree } from './html-sanitize'
import { planPreview, type PreviewPlan } from './preview-plan'

/**
 * The Markdown preview's worker job (issue 17, D13, D30): the text rendered with marked (GFM and
 * footnotes, remote images as placeholders), the HTML parsed here with parse5 and sanitized without a DOM,
 * and cut into the pieces the page inserts slice by slice. The page still checks every piece
 * before it inserts it (src/tools/markdown/markdown.guard.ts): whatever comes from here, no
 * script, handler, style or remote address reaches the document.
 */
export type PreviewJob = { text: string }
export type PreviewResult = ({ ok: true } & PreviewPlan) | { ok: false; message: string }

export function previewMarkdown(job: PreviewJob): PreviewResult {
  const rendered = renderMarkdown(job)
  if (!rendered.ok) return rendered
  try {
    return { ok: true, ...planPreview(sanitizeTree(parseBody(rendered.html))) }
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : MARKDOWN_ERROR }
  }
}

export const markdownApi = { preview: previewMarkdown }
export type MarkdownApi = typeof markdownApi

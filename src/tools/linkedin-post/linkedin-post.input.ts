import { inputPort } from '../define-tool'
import { linkedinAtom } from './linkedin-post.state'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text as the editor's HTML: one paragraph a line (blank lines kept), every character escaped. */
export function textToParagraphs(text: string): string {
  if (text === '') return ''
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

/** D25: a text becomes the post, as plain paragraphs; the count and preview follow it, so nothing runs. */
export default inputPort<{ html: string }>(linkedinAtom, (s, text) => ({ ...s, html: textToParagraphs(text) }))

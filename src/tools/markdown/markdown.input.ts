import { inputPort } from '../define-tool'
import type { MarkdownState } from './markdown.logic'
import { markdownAtom } from './markdown.state'

/** D25: a text becomes the Markdown; the preview follows it live, so nothing runs. */
export default inputPort<MarkdownState>(markdownAtom, (s, text) => ({ ...s, markdown: text }))

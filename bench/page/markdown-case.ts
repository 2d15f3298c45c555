/**
 * The `markdown` case (issue 17, D30): a Markdown document previewed the way the Markdown
 * Previewer does it, timed from the text to the complete preview (the last piece inserted and a
 * frame painted), with the page's frames and long tasks watched meanwhile.
 * - `worker`: the app's path today: rendered and sanitized in the markdown worker
 *   (src/workers/markdown), checked and inserted on the page in slices (src/tools/markdown).
 * - `before`: the path before issue 17: rendered in the format worker, sanitized with DOMPurify on
 *   the page (bench/page/markdown-purify.ts), inserted at once.
 * - `main`: everything on the page: marked, DOMPurify, insertion.
 */
import { formatClient } from '../../src/workers/format/format.client'
import { renderMarkdown } from '../../src/workers/format/markdown.impl'
import { markdownClient } from '../../src/workers/markdown/preview.client'
import { CHUNK_CLASS, PreviewPainter } from '../../src/tools/markdown/markdown.paint'
import '../../src/tools/markdown/markdown-preview.css'
import { measure } from './measure'
import { sanitizePreview } from './markdown-purify'

export type MarkdownPath = 'worker' | 'before' | 'main'

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** The preview box: the size of the app's preview pane at 1280x800. */
function host(): HTMLElement {
  let box = document.getElementById('md-box')
  if (!box) {
    box = document.createElement('div')
    box.id = 'md-box'
    box.style.cssText = 'width:600px;height:640px;overflow:auto;border:1px solid #ccc'
    const inner = document.createElement('div')
    inner.className = 'md-preview'
    box.append(inner)
    document.body.append(box)
  }
  return box.firstElementChild as HTMLElement
}

/** Empties the preview box outside the timed part (removing 1 MB of DOM is a long task of its own). */
async function clear() {
  host().replaceChildren()
  await nextFrame()
  await nextFrame()
}

const ENDING = 'The end'

export async function markdownPreviewCase(text: string, path: MarkdownPath) {
  await clear()
  const box = host()
  // The longest single task: measure() adds long tasks up, this keeps the largest.
  let longest = 0
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longest = Math.max(longest, e.duration)
  })
  observer.observe({ type: 'longtask' })
  let firstMs: number | null = null
  const started = performance.now()
  const r = await measure(async () => {
    if (path === 'worker') {
      const plan = await markdownClient.run('preview', { text })
      if (!plan.ok) throw new Error(`markdown: ${plan.message}`)
      const painter = new PreviewPainter(box)
      const done = await painter.paint(plan, () => {
        firstMs ??= performance.now() - started
      })
      if (!done) throw new Error('markdown: the paint was interrupted')
      await nextFrame()
      return painter.size
    }
    const rendered = path === 'main' ? renderMarkdown({ text }) : await formatClient.run('markdown', { text })
    if (!rendered.ok) throw new Error(`markdown: ${rendered.message}`)
    box.replaceChildren(sanitizePreview(rendered.html))
    firstMs = performance.now() - started
    await nextFrame()
    return box.childElementCount
  })
  await nextFrame()
  observer.disconnect()
  // A long preview sits in chunks, and the last chunk may hold only the newline after the last block
  // (the plan's final unit), when a chunk filled up just before it: step back to a chunk with an element.
  let last = box.lastElementChild
  while (last?.classList.contains(CHUNK_CLASS)) last = last.lastElementChild ?? last.previousElementSibling
  if (last?.tagName !== 'H1' || last.textContent !== ENDING) throw new Error(`markdown: the preview does not end with "${ENDING}" (${path})`)
  const nodes = box.getElementsByTagName('*').length - box.getElementsByClassName(CHUNK_CLASS).length
  // Emptied again, so the cases after this one do not run beside a 1 MB preview: after it, the peers'
  // diff rows showed 29-50 ms frame gaps with the old diff engine and the new alike (--case markdown,peers).
  await clear()
  return { ...r, value: undefined, longestTaskMs: longest, firstMs, blocks: r.value, chars: text.length, nodes }
}

import { useAtom } from 'jotai'
import { Eraser } from 'lucide-react'
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { formatClient } from '../../workers/format/format.client'
import type { MarkdownResult } from '../../workers/format/markdown.impl'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { fragmentTargets, NO_PREVIEW, PARSE_ERROR, PLACEHOLDER } from './markdown.logic'
import { sanitizedHtml, sanitizePreview } from './markdown.sanitize'
import { markdownAtom, markdownShare } from './markdown.state'
import './markdown-preview.css'

/** DESIGN.md and D33: editor and preview side by side from 1024 px (Tailwind's `lg`), tabs below. */
const SIDE_BY_SIDE = '(min-width: 64rem)'
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(SIDE_BY_SIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const useSideBySide = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(SIDE_BY_SIDE).matches)

/**
 * The sanitized preview. Fragment links (a table of contents, footnotes and their back links)
 * scroll inside it instead of changing the app's route, and move the keyboard focus there too.
 */
function Preview({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    host.current?.replaceChildren(sanitizePreview(html))
  }, [html])
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element).closest('a')
    const href = a?.getAttribute('href')
    if (!a || !href?.startsWith('#')) return
    e.preventDefault()
    const target = fragmentTargets(href)
      .map((id) => host.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`))
      .find(Boolean)
    if (!target) return
    target.scrollIntoView({ block: 'center' })
    if (!target.matches('a[href], [tabindex]')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  return <div ref={host} className="md-preview" data-testid="markdown-preview" onClick={onClick} />
}

/** A rendering and the text it was made from, so a copy never takes one of an older text (D31). */
type Rendered = MarkdownResult & { source: string }

export default function MarkdownPreviewer() {
  const [state, setState] = useAtom(markdownAtom)
  const [tab, setTab] = useState<'editor' | 'preview'>('editor')
  const sideBySide = useSideBySide()
  // Rendered in the worker on every edit (debounced), so typing in a 1 MB document stays fluid.
  const task = useWorkerTask<string, Rendered>(async (text, { signal }) => ({ ...(await formatClient.run('markdown', { text }, { signal })), source: text }), {
    auto: { input: state.markdown, debounceMs: 150 },
  })
  const result = task.result
  const failed = task.status === 'error' || (result && !result.ok)
  const current = result?.ok && result.source === state.markdown ? result : null

  useToolFrame({
    result: state.markdown || undefined,
    mainAction: sideBySide ? undefined : () => setTab((t) => (t === 'editor' ? 'preview' : 'editor')),
    share: markdownShare,
  })

  const editor = (
    <Pane
      title="Markdown"
      titleId="markdown-input-title"
      className={WORK_PANE_HEIGHT}
      actions={
        <>
          <OpenFileButton accept=".md,.markdown,.txt,text/markdown,text/plain" onText={(text) => setState({ markdown: text })} />
          <Button size="sm" variant="ghost" onClick={() => setState({ markdown: '' })} disabled={!state.markdown}>
            <Eraser aria-hidden /> Clear
          </Button>
        </>
      }
    >
      <TextDropZone onText={(text) => setState({ markdown: text })}>
        <CodeEditor id="markdown-input" label="Markdown" language="markdown" value={state.markdown} onChange={(markdown) => setState({ markdown })} placeholder={PLACEHOLDER} wrap />
      </TextDropZone>
    </Pane>
  )

  const preview = (
    <Pane
      title="Preview"
      titleId="markdown-preview-title"
      className={WORK_PANE_HEIGHT}
      actions={
        <CopyButton
          variant="ghost"
          label="Copy HTML"
          disabled={!current || !state.markdown.trim()}
          title="Copy the preview's sanitized HTML"
          getText={() => (current?.ok ? sanitizedHtml(current.html) : '')}
        />
      }
    >
      <div className="min-h-0 flex-1 overflow-auto p-4">
        {failed ? (
          <ErrorText>{PARSE_ERROR}</ErrorText>
        ) : !state.markdown.trim() ? (
          <p className="text-sm text-muted-foreground">{NO_PREVIEW}</p>
        ) : result?.ok ? (
          <Preview html={result.html} />
        ) : (
          <p className="text-sm text-muted-foreground">Rendering...</p>
        )}
      </div>
    </Pane>
  )

  if (sideBySide)
    return (
      <div className="grid grid-cols-2 gap-4" data-testid="markdown-side-by-side">
        {editor}
        {preview}
      </div>
    )

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as 'editor' | 'preview')}>
      <TabsList aria-label="Markdown view">
        <TabsTrigger value="editor">Editor</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="editor">{editor}</TabsContent>
      <TabsContent value="preview">{preview}</TabsContent>
    </Tabs>
  )
}

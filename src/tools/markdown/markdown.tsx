import { useAtom } from 'jotai'
import { Eraser } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { formatClient } from '../../workers/format/format.client'
import type { MarkdownResult } from '../../workers/format/markdown.impl'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { ErrorText } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { NO_PREVIEW, PARSE_ERROR } from './markdown.logic'
import { sanitizePreview } from './markdown.sanitize'
import { markdownAtom, markdownShare } from './markdown.state'
import './markdown-preview.css'

/** The sanitized preview; fragment links scroll inside it instead of changing the app's route. */
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
    const id = decodeURIComponent(href.slice(1))
    const target = host.current?.querySelector(`[id="user-content-${CSS.escape(id)}"], [id="${CSS.escape(id)}"]`)
    target?.scrollIntoView({ block: 'start' })
  }
  return <div ref={host} className="md-preview" data-testid="markdown-preview" onClick={onClick} />
}

export default function MarkdownPreviewer() {
  const [state, setState] = useAtom(markdownAtom)
  const [tab, setTab] = useState<'editor' | 'preview'>('editor')
  // Rendered in the worker on every edit (debounced), so typing in a 1 MB document stays fluid.
  const task = useWorkerTask<string, MarkdownResult>((text, { signal }) => formatClient.run('markdown', { text }, { signal }), {
    auto: { input: state.markdown, debounceMs: 150 },
  })
  const result = task.result
  const failed = task.status === 'error' || (result && !result.ok)

  useToolFrame({ result: state.markdown || undefined, mainAction: () => setTab((t) => (t === 'editor' ? 'preview' : 'editor')), share: markdownShare })

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as 'editor' | 'preview')}>
      <TabsList aria-label="Markdown view">
        <TabsTrigger value="editor">Editor</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="editor">
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
            <CodeEditor id="markdown-input" label="Markdown" language="markdown" value={state.markdown} onChange={(markdown) => setState({ markdown })} placeholder="# Hello\n\nWrite **markdown** here…" wrap />
          </TextDropZone>
        </Pane>
      </TabsContent>
      <TabsContent value="preview">
        <Pane title="Preview" titleId="markdown-preview-title" className={WORK_PANE_HEIGHT}>
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
      </TabsContent>
    </Tabs>
  )
}

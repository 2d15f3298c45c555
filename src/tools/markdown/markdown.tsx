import { useAtom } from 'jotai'
import { Eraser } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { markdownClient } from '../../workers/markdown/preview.client'
import type { PreviewResult } from '../../workers/markdown/preview.impl'
import type { PreviewPlan } from '../../workers/markdown/preview-plan'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { fragmentTargets, NO_PREVIEW, PARSE_ERROR, PLACEHOLDER } from './markdown.logic'
import { PreviewPainter } from './markdown.paint'
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

/** A rendering and the text it was made from, so a copy never takes one of an older text (D31). */
type Rendered = PreviewResult & { source: string }
type Plan = PreviewPlan & { source: string }
/** What the preview shows in full: its text and its HTML (what Copy HTML copies). */
type Painted = { source: string; html: string }

const EMPTY: PreviewPlan = { html: '', ends: new Uint32Array(0), kinds: new Uint8Array(0), units: new Uint32Array(0) }

/**
 * The sanitized preview (issue 17): the worker's plan checked and inserted slice by slice by the
 * painter, only the blocks that changed replaced; emptied the same way. Fragment links (a table of
 * contents, footnotes and their back links) scroll inside it instead of changing the app's route,
 * and move the keyboard focus there too.
 */
function Preview({ plan, hidden, stale, onPainted }: { plan: Plan | null; hidden: boolean; stale: boolean; onPainted: (painted: Painted | null) => void }) {
  const host = useRef<HTMLDivElement>(null)
  const painter = useRef<PreviewPainter | null>(null)
  const report = useRef(onPainted)
  useLayoutEffect(() => {
    report.current = onPainted
  })
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    const p = (painter.current ??= new PreviewPainter(el))
    void p.paint(plan ?? EMPTY).then((done) => {
      if (!done) return
      // The worker's HTML is what the page shows, unless the page's check had to change something.
      report.current(plan ? { source: plan.source, html: p.repairs.count ? el.innerHTML : plan.html } : null)
    })
  }, [plan])
  useEffect(() => () => painter.current?.cancel(), [])
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
  return (
    <div
      ref={host}
      className={hidden ? 'md-preview md-preview-hidden' : 'md-preview'}
      data-testid="markdown-preview"
      data-stale={stale || undefined}
      aria-busy={stale}
      onClick={onClick}
    />
  )
}

export default function MarkdownPreviewer() {
  const [state, setState] = useAtom(markdownAtom)
  const [tab, setTab] = useState<'editor' | 'preview'>('editor')
  const sideBySide = useSideBySide()
  // Rendered and sanitized in the worker on every edit (debounced), so typing in a 1 MB document stays fluid.
  const task = useWorkerTask<string, Rendered>(async (text, { signal }) => ({ ...(await markdownClient.run('preview', { text }, { signal })), source: text }), {
    auto: { input: state.markdown, debounceMs: 150 },
  })
  const result = task.result
  const failed = task.status === 'error' || (result && !result.ok)
  const empty = !state.markdown.trim()
  const [painted, setPainted] = useState<Painted | null>(null)
  const current = painted && painted.source === state.markdown ? painted : null
  const plan = !empty && !failed && result?.ok ? result : null
  // The editor colours Markdown only up to PLAIN_TEXT_ABOVE (256 KB): a paste, an opened file or a
  // keystroke that goes past it turns the grammar off in the same change, so typing stays fast.
  const open = (text: string) => setState({ markdown: text })

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
          <OpenFileButton accept=".md,.markdown,.txt,text/markdown,text/plain" onText={open} />
          <Button size="sm" variant="ghost" onClick={() => setState({ markdown: '' })} disabled={!state.markdown}>
            <Eraser aria-hidden /> Clear
          </Button>
        </>
      }
    >
      <TextDropZone onText={open}>
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
          disabled={!current || empty}
          title="Copy the preview's sanitized HTML"
          getText={() => current?.html ?? ''}
        />
      }
    >
      <div className="min-h-0 flex-1 overflow-auto p-4">
        {failed ? (
          <ErrorText>{PARSE_ERROR}</ErrorText>
        ) : empty ? (
          <p className="text-sm text-muted-foreground">{NO_PREVIEW}</p>
        ) : result?.ok ? null : (
          <p className="text-sm text-muted-foreground">Rendering...</p>
        )}
        {/* Always mounted: emptying a large preview at once would be a long task; the painter empties it in slices. */}
        <Preview plan={plan} hidden={!plan} stale={!empty && !current} onPainted={setPainted} />
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

import { useAtom } from 'jotai'
import { Eraser } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { previewOf } from '../../lib/large-text'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { formatClient } from '../../workers/format/format.client'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText, PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { MinifyStats } from '../../ui/minify-stats'
import { ACTION_LABEL, INDENT, xmlOutcome, type XmlMode, type XmlOutcome } from './xml-formatter.logic'
import { xmlPrettifierAtom, xmlPrettifierShare } from './xml-formatter.state'

export default function XmlPrettifier() {
  const [state, setState] = useAtom(xmlPrettifierAtom)
  // D31: a result remembers the input it was made from; an edit marks it out of date until Prettify (or Minify).
  const [made, setMade] = useState<Made<XmlOutcome, { input: string; mode: XmlMode }> | null>(null)
  const outcome = made?.outcome ?? null
  const madeMode = made?.from.mode ?? 'prettify'
  const stale = isStale(made, { input: state.input, mode: madeMode })
  const staleAction = ACTION_LABEL[madeMode]
  const [running, setRunning] = useState<XmlMode>('prettify')
  const editor = useRef<CodeEditorHandle>(null)
  const task = useWorkerTask<{ input: string; mode: XmlMode }, XmlOutcome>(async ({ input, mode }, { signal }) =>
    xmlOutcome(mode === 'minify' ? await formatClient.run('xml-minify', { text: input }, { signal }) : await formatClient.run('xml', { text: input, indent: INDENT }, { signal })),
  )

  const prettify = async (mode: XmlMode = 'prettify') => {
    setRunning(mode)
    const from = { input: state.input, mode }
    const r = await task.run(from)
    if (r) setMade({ outcome: r, from })
  }
  const output = outcome?.output ?? ''
  const preview = useMemo(() => previewOf(output), [output])
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const errorMark = outcome?.error && outcome.line && !stale ? { line: outcome.line, column: outcome.column ?? 1 } : null

  useToolFrame({ result: output || undefined, stale, mainAction: () => void prettify(), share: xmlPrettifierShare, recipeStep: made ? (madeMode === 'minify' ? { op: 'xml-minify', args: {}, input: state.input } : { op: 'xml-format', args: { indent: String(INDENT) }, input: state.input }) : undefined })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={() => void prettify()} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy && running === 'prettify' ? 'Prettifying...' : 'Prettify'}
        </Button>
        <Button onClick={() => void prettify('minify')} disabled={busy}>
          {busy && running === 'minify' ? 'Minifying...' : 'Minify'}
        </Button>
        <p className="text-xs text-muted-foreground">4-space indent; text content is collapsed, except mixed content and xml:space="preserve", kept as written.</p>
      </div>
      {slow ? <ProgressBar label={running === 'minify' ? 'Minifying...' : 'Prettifying...'} progress={null} onCancel={task.cancel} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="XML Input"
          titleId="xml-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".xml,.svg,.xsd,.xsl,.rss,.atom,application/xml,text/xml,text/plain" onText={(text) => setState({ input: text })} />
              <Button size="sm" variant="ghost" onClick={() => setState({ input: '' })} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setState({ input: text })}>
            <CodeEditor id="xml-input" label="XML Input" language="xml" value={state.input} onChange={(input) => setState({ input })} placeholder="<root><item>value</item></root>" error={errorMark} handleRef={editor} />
          </TextDropZone>
          {outcome?.error ? (
            <div className={cn('flex flex-col gap-1 border-t border-border px-3 py-2', stale && STALE_DIM)} data-testid="xml-error" data-stale={stale || undefined}>
              <ErrorText>{outcome.error}</ErrorText>
              {outcome.detail ? (
                <button
                  type="button"
                  className="pl-5.5 text-left font-mono text-xs text-muted-foreground underline-offset-2 hover:underline"
                  onClick={() => outcome.line && editor.current?.goTo(outcome.line, outcome.column ?? 1)}
                >
                  {outcome.detail}
                </button>
              ) : null}
            </div>
          ) : null}
          {task.status === 'error' ? (
            <PaneError>The prettifier stopped unexpectedly. Try again; your input is unchanged.</PaneError>
          ) : null}
        </Pane>
        <Pane title="Prettified XML" titleId="xml-output-title" className={WORK_PANE_HEIGHT} actions={output ? <CopyButton variant="ghost" getText={() => output} disabled={stale} title={stale ? staleTitle(staleAction) : undefined} /> : null}>
          {output ? (
            <CodeEditor id="xml-output" label="Prettified XML" language="xml" value={preview.text} readOnly className={cn(stale && STALE_DIM)} />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">The prettified XML appears here. Press Prettify or Minify.</p>
          )}
          {outcome?.stats ? <MinifyStats stats={outcome.stats} className={cn('shrink-0 border-t border-border px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)} /> : null}
          {stale ? <StaleNote action={busy ? undefined : staleAction} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
        </Pane>
      </div>
    </div>
  )
}

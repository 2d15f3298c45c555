import { useAtom } from 'jotai'
import { Download, Eraser, Quote, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import { handoff } from '../../lib/handoff'
import { blobOf, isHeld, textOf, type HeldText, type ResultText } from '../../lib/held-text'
import { previewOf } from '../../lib/large-text'
import { formatJson } from '../../workers/format/json.client'
import { formatClient } from '../../workers/format/format.client'
import type { SizeStats } from '../../workers/format/size.impl'
import { MinifyStats } from '../../ui/minify-stats'
import type { JsonError, JsonMode } from '../../workers/format/json.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { COPIED_TOAST, COPY_TOAST_MS, CopyButton } from '../../ui/copy-button'
import { Tooltip } from '../../ui/tooltip'
import { PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useDelayed } from '../../ui/use-delayed'
import { JsonAssist } from './json-assist'
import { JsonComparePanel } from './json-compare'
import { COMPARE_PANE_HEIGHT } from './json-compare.logic'
import { ACTION_LABEL, canDownload, CONVERT_TARGETS, DOWNLOAD_NAME, errorLine, INDENT_OPTIONS, jsonRecipeStep, resultInputs, treeSource, VALID_MESSAGE, VIEWS, type IndentSize, type JsonView } from './json-formatter.logic'
import { jsonFormatterAtom, jsonFormatterShare } from './json-formatter.state'
import { JsonQueryPanel } from './json-query'
import { JsonTreeView } from './json-tree-view'

const BUSY_LABEL: Record<JsonMode, string> = { format: 'Formatting...', minify: 'Minifying...', validate: 'Validating...' }

/** `head`: the output's start, flat, for the preview; `output` itself may be held out of the page's heap (json.client.ts). */
type Outcome = { mode: JsonMode; output: ResultText; head: string; error: JsonError | null; warnings: string[]; stats?: SizeStats }

export default function JsonFormatter() {
  const [state, setState] = useAtom(jsonFormatterAtom)
  // D31: a result remembers what it was made from; an edit or a new indent (for Format) marks it out of date.
  const [made, setMade] = useState<Made<Outcome> | null>(null)
  const outcome = made?.outcome ?? null
  const stale = !!outcome && isStale(made, resultInputs(state, outcome.mode))
  const staleAction = outcome ? ACTION_LABEL[outcome.mode] : ''
  const [mode, setMode] = useState<JsonMode>('format')
  const editor = useRef<CodeEditorHandle>(null)

  const [, navigate] = useLocation()

  const task = useWorkerTask<{ text: string; mode: JsonMode; indent: number; sortKeys: boolean }, Outcome>(async (job, { signal, onProgress }) => {
    // Text and output cross in slices, so neither a 100 MB input nor its output blocks the page (D30).
    const r = await formatJson(job, { signal, onProgress })
    if (!r.ok) return { mode: job.mode, output: '', head: '', error: r.error, warnings: [] }
    if (job.mode === 'validate') return { mode: job.mode, output: VALID_MESSAGE, head: VALID_MESSAGE, error: null, warnings: r.warnings }
    // Minify's sizes (issue 35 item 2), in the worker; an output held out of the page (a very large one) goes as Blobs.
    const stats =
      job.mode !== 'minify'
        ? undefined
        : isHeld(r.output)
          ? await formatClient.run('blobSizes', { before: new Blob([job.text]), after: await r.output.blob() }, { signal })
          : await formatClient.run('sizes', { before: job.text, after: r.output }, { signal })
    return { mode: job.mode, output: r.output, head: r.head, error: null, warnings: r.warnings, ...(stats ? { stats } : {}) }
  })

  const start = async (m: JsonMode, input = state.input) => {
    setMode(m)
    const from = resultInputs({ ...state, input }, m)
    const result = await task.run({ text: input, mode: m, indent: Number(state.indentSize), sortKeys: state.sortKeys })
    if (result) setMade({ outcome: result, from })
  }

  /** An offer taken (unescape, repair): the new text replaces the input and is formatted. */
  const useText = (text: string) => {
    setState((s) => ({ ...s, input: text }))
    void start('format', text)
  }

  /** Convert: the document goes on to the converter through its input port (D25), which runs it. */
  const convert = (toolId: string) => {
    handoff.putText(toolId, state.input)
    void navigate(`/${toolId}`, { state: { handoff: Date.now() } })
  }

  const output = outcome?.output ?? ''
  // The preview reads the output's start only: the rest stays a rope of slices until Copy or Download.
  const head = outcome?.head ?? ''
  const preview = useMemo(() => previewOf(head, undefined, output.length), [head, output.length])
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const error = outcome?.error ?? null
  const tree = made ? treeSource(made, output) : null
  // The tree of a held output (sorted keys) needs its text: read back once, when the Tree tab shows.
  const [treeRead, setTreeRead] = useState<{ from: HeldText; text: string } | null>(null)
  const readTree = isHeld(tree) && state.view === 'tree' && treeRead?.from !== tree ? tree : null
  useEffect(() => {
    if (!readTree) return
    let live = true
    void textOf(readTree).then(
      (text) => live && setTreeRead({ from: readTree, text }),
      (e: unknown) => live && toast.error(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [readTree])
  const treeText = isHeld(tree) ? (treeRead?.from === tree ? treeRead.text : null) : tree
  const setView = (view: string) => setState((s) => ({ ...s, view: (VIEWS as readonly string[]).includes(view) ? (view as JsonView) : s.view }))
  const crashed = task.status === 'error' ? 'The formatter stopped unexpectedly. Try again; your input is unchanged.' : null

  useToolFrame({
    result: canDownload(output) ? output : undefined,
    stale,
    mainAction: () => void start('format'),
    share: jsonFormatterShare,
    recipeStep: made ? jsonRecipeStep(made.outcome.mode, state) : undefined,
  })

  /** "Copy as string": the output as a JSON string literal, as pasted into code or a log (issue 18). */
  const copyLiteral = async () => {
    try {
      await copyText(JSON.stringify(await textOf(output)))
      toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS })
    } catch {
      toast.error('❌ Could not copy to the clipboard')
    }
  }

  const download = async () => {
    try {
      downloadFile(DOWNLOAD_NAME, await blobOf(output, 'application/json'))
      toast.success('File downloaded!')
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e))
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="json-indent" className="text-xs font-medium text-muted-foreground">
            Indent
          </label>
          <Select
            id="json-indent"
            className="w-32"
            value={state.indentSize}
            onChange={(e) => setState((s) => ({ ...s, indentSize: e.target.value as IndentSize }))}
            options={INDENT_OPTIONS.map((v) => ({ value: v, label: `${v} spaces` }))}
          />
        </div>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.sortKeys} onChange={(e) => setState((s) => ({ ...s, sortKeys: e.target.checked }))} />
          Sort keys
        </label>
        <Button variant="primary" onClick={() => void start('format')} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy && mode === 'format' ? BUSY_LABEL.format : 'Format'}
        </Button>
        <Button onClick={() => void start('minify')} disabled={busy}>
          {busy && mode === 'minify' ? BUSY_LABEL.minify : 'Minify'}
        </Button>
        <Button onClick={() => void start('validate')} disabled={busy}>
          {busy && mode === 'validate' ? BUSY_LABEL.validate : 'Validate'}
        </Button>
        <div className="ml-auto flex flex-wrap items-center gap-1.5" role="group" aria-label="Convert the JSON">
          <span className="text-xs font-medium text-muted-foreground">Convert to</span>
          {CONVERT_TARGETS.map((t) => (
            <Button key={t.toolId} size="sm" variant="ghost" onClick={() => convert(t.toolId)} disabled={!state.input.trim()} title={`Open this JSON in ${t.tool}`}>
              {t.label}
            </Button>
          ))}
        </div>
      </div>

      <JsonAssist input={state.input} error={error && !stale ? error : null} onUse={useText} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="Input"
          titleId="json-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".json,application/json,text/plain" onText={(text) => setState((s) => ({ ...s, input: text }))} />
              <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, input: '' }))} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setState((s) => ({ ...s, input: text }))}>
            <CodeEditor
              id="json-input"
              label="JSON input"
              language="json"
              value={state.input}
              onChange={(input) => setState((s) => ({ ...s, input }))}
              placeholder='Paste JSON here, e.g. {"name": "value"}'
              error={error && !stale ? { line: error.line, column: error.column } : null}
              handleRef={editor}
            />
          </TextDropZone>
          {error ? (
            <div className={cn(stale && STALE_DIM)} data-stale={stale || undefined}>
              <PaneError testId="json-error" onJump={() => editor.current?.goTo(error.line, error.column)}>
                {errorLine(error)}
              </PaneError>
            </div>
          ) : null}
          {crashed ? (
            <PaneError>{crashed}</PaneError>
          ) : null}
        </Pane>

        <section aria-labelledby="json-output-title" className={cn('relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-background', state.view === 'compare' ? COMPARE_PANE_HEIGHT : WORK_PANE_HEIGHT)}>
          <Tabs value={state.view} onValueChange={setView} className="flex min-h-0 flex-1 flex-col">
            {/* Over the output, so a slow run moves nothing (D33). */}
            {slow ? (
              <div className="absolute inset-x-3 bottom-3 z-10 shadow-md">
                <ProgressBar label={BUSY_LABEL[mode]} progress={task.progress} onCancel={task.cancel} />
              </div>
            ) : null}
            <header className="flex min-h-11 items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1.5">
              <h2 id="json-output-title" className="sr-only">
                Output
              </h2>
              <TabsList aria-labelledby="json-output-title">
                <TabsTrigger value="text">Text</TabsTrigger>
                <TabsTrigger value="tree">Tree</TabsTrigger>
                <TabsTrigger value="query">Query</TabsTrigger>
                <TabsTrigger value="compare">Compare</TabsTrigger>
              </TabsList>
              {state.view === 'text' ? (
                <div className="flex flex-wrap items-center justify-end gap-1.5">
                  {canDownload(output) ? <CopyButton variant="ghost" getText={() => output} disabled={stale} title={stale ? staleTitle(staleAction) : undefined} /> : null}
                  {canDownload(output) ? (
                    <Tooltip content={stale ? staleTitle(staleAction) : 'Copy as a JSON string literal, quotes and escapes included'}>
                      <Button size="sm" variant="ghost" aria-label="Copy as string" disabled={stale} onClick={() => void copyLiteral()}>
                        <Quote aria-hidden />
                      </Button>
                    </Tooltip>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => void download()} disabled={!canDownload(output) || stale} title={canDownload(output) && stale ? staleTitle(staleAction) : undefined}>
                    <Download aria-hidden /> Download
                  </Button>
                </div>
              ) : null}
            </header>
            <TabsContent value="text" className="mt-0! flex min-h-0 flex-1 flex-col">
              {output === VALID_MESSAGE ? (
                <p className={cn('m-4 flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success', stale && STALE_DIM)} data-testid="json-output-text" data-stale={stale || undefined}>
                  {VALID_MESSAGE}
                </p>
              ) : output ? (
                <CodeEditor id="json-output" label="Formatted JSON output" language="json" value={preview.text} readOnly className={cn(stale && STALE_DIM)} />
              ) : (
                <p className="m-4 text-sm text-muted-foreground">The formatted JSON appears here. Press Format, Minify or Validate.</p>
              )}
              {outcome?.stats ? <MinifyStats stats={outcome.stats} className={cn('shrink-0 border-t border-border px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)} /> : null}
              {stale ? <StaleNote action={busy ? undefined : staleAction} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
              {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
              {outcome && outcome.warnings.length > 0 ? (
                <ul className={cn('border-t border-border px-3 py-2 text-xs text-warning', stale && STALE_DIM)} aria-label="Warnings">
                  {outcome.warnings.map((w) => (
                    <li key={w} className="flex items-center gap-1.5">
                      <TriangleAlert aria-hidden className="size-3.5" /> {w}
                    </li>
                  ))}
                </ul>
              ) : null}
            </TabsContent>
            <TabsContent value="tree" className="mt-0! flex min-h-0 flex-1 flex-col">
              {treeText ? (
                <JsonTreeView text={treeText} label="JSON tree" className={cn('min-h-0 flex-1', stale && STALE_DIM)} />
              ) : tree ? (
                <p className="m-4 text-center text-sm text-muted-foreground">Building the tree...</p>
              ) : (
                <p className="m-4 text-sm text-muted-foreground">The tree of the JSON appears here. Press Format, Minify or Validate.</p>
              )}
              {stale ? <StaleNote action={busy ? undefined : staleAction} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
            </TabsContent>
            <TabsContent value="query" className="mt-0! flex min-h-0 flex-1 flex-col">
              <JsonQueryPanel documentText={state.input} onJumpToDocument={(line, column) => editor.current?.goTo(line, column)} />
            </TabsContent>
            <TabsContent value="compare" className="mt-0! flex min-h-0 flex-1 flex-col">
              <JsonComparePanel />
            </TabsContent>
          </Tabs>
        </section>
      </div>
    </div>
  )
}

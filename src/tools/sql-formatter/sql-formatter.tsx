import { useAtom } from 'jotai'
import { Eraser } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { previewOf } from '../../lib/large-text'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { formatClient } from '../../workers/format/format.client'
import type { SizeStats } from '../../workers/format/size.impl'
import type { SqlDialect, SqlJob } from '../../workers/format/sql.impl'
import { MinifyStats } from '../../ui/minify-stats'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText, PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { ACTION_LABEL, INDENT_SIZES, KEYWORD_CASES, MESSAGES, parsesAsMessage, resultInputs, SQL_DIALECTS, sqlJob, switchLabel, type SqlFormatterState, type SqlMode } from './sql-formatter.logic'
import { sqlFormatterAtom, sqlFormatterShare } from './sql-formatter.state'

type Outcome = { mode: SqlMode; output: string; error: string | null; detail: string | null; parsesAs?: SqlDialect; stats?: SizeStats }

function Option({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  )
}

export default function SqlFormatter() {
  const [state, setState] = useAtom(sqlFormatterAtom)
  // D31: a result remembers what it was made from; an edit or a new option marks it out of date.
  const [made, setMade] = useState<Made<Outcome> | null>(null)
  const outcome = made?.outcome ?? null
  const stale = !!outcome && isStale(made, resultInputs(state, outcome.mode))
  const staleAction = outcome ? ACTION_LABEL[outcome.mode] : ''
  const [mode, setMode] = useState<SqlMode>('format')
  const set = (patch: Partial<SqlFormatterState>) => setState((s) => ({ ...s, ...patch }))

  const task = useWorkerTask<SqlJob, Outcome>(async (job, { signal }) => {
    const r = await formatClient.run('sql', job, { signal })
    return r.ok ? { mode: job.mode, output: r.output, error: null, detail: null, ...(r.stats ? { stats: r.stats } : {}) } : { mode: job.mode, output: '', error: MESSAGES.failed[job.mode], detail: r.message, parsesAs: r.parsesAs }
  })

  /** `use`: options to apply first (the dialect a failure suggested), so the run does not wait for the saved state. */
  const start = async (m: SqlMode, use: Partial<SqlFormatterState> = {}) => {
    setMode(m)
    const now = { ...state, ...use }
    if (Object.keys(use).length) set(use)
    const from = resultInputs(now, m)
    const prepared = sqlJob(now, m)
    if ('error' in prepared) {
      setMade({ outcome: { mode: m, output: '', error: prepared.error, detail: null }, from })
      toast.error(prepared.error)
      return
    }
    const result = await task.run(prepared.job)
    if (!result) return
    setMade({ outcome: result, from })
    if (result.error) toast.error(result.error)
    else toast.success(MESSAGES.success[m])
  }

  const output = outcome?.output ?? ''
  const preview = useMemo(() => previewOf(output), [output])
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const busyLabel = mode === 'format' ? 'Formatting...' : 'Minifying...'

  // D35: Format or Minify as a recipe step, for Send to's "Add to recipe".
  const recipeStep = outcome
    ? outcome.mode === 'format'
      ? { op: 'sql-format', args: { dialect: state.dialect, keywordCase: state.keywordCase, indent: state.indentType === 'tabs' ? 'tab' : state.indentSize }, input: state.input }
      : { op: 'sql-minify', args: { dialect: state.dialect, keywordCase: state.keywordCase }, input: state.input }
    : undefined
  useToolFrame({ result: output || undefined, stale, mainAction: () => void start('format'), share: sqlFormatterShare, recipeStep })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Option id="sql-dialect" label="Dialect">
          <Select id="sql-dialect" className="w-48" value={state.dialect} onChange={(e) => set({ dialect: e.target.value as SqlFormatterState['dialect'] })} options={SQL_DIALECTS} />
        </Option>
        <Option id="sql-indent-type" label="Indent Type">
          <Select
            id="sql-indent-type"
            className="w-28"
            value={state.indentType}
            onChange={(e) => set({ indentType: e.target.value as SqlFormatterState['indentType'] })}
            options={[
              { value: 'spaces', label: 'Spaces' },
              { value: 'tabs', label: 'Tabs' },
            ]}
          />
        </Option>
        {state.indentType === 'spaces' ? (
          <Option id="sql-indent-size" label="Indent Size">
            <Select id="sql-indent-size" className="w-24" value={state.indentSize} onChange={(e) => set({ indentSize: e.target.value as SqlFormatterState['indentSize'] })} options={INDENT_SIZES.map((v) => ({ value: v, label: v }))} />
          </Option>
        ) : null}
        <Option id="sql-keyword-case" label="Keyword Case">
          <Select id="sql-keyword-case" className="w-32" value={state.keywordCase} onChange={(e) => set({ keywordCase: e.target.value as SqlFormatterState['keywordCase'] })} options={KEYWORD_CASES} />
        </Option>
        <Button variant="primary" onClick={() => void start('format')} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy && mode === 'format' ? 'Formatting...' : 'Format SQL'}
        </Button>
        <Button onClick={() => void start('minify')} disabled={busy}>
          {busy && mode === 'minify' ? 'Minifying...' : 'Minify SQL'}
        </Button>
      </div>

      {slow ? <ProgressBar label={busyLabel} progress={null} onCancel={task.cancel} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="SQL Input"
          titleId="sql-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".sql,text/plain" onText={(text) => set({ input: text })} />
              <Button size="sm" variant="ghost" onClick={() => set({ input: '' })} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => set({ input: text })}>
            <CodeEditor id="sql-input" label="SQL Input" language="sql" value={state.input} onChange={(input) => set({ input })} placeholder="SELECT * FROM users WHERE id = 1" />
          </TextDropZone>
          {outcome?.error ? (
            <div className={cn('flex flex-col gap-1 border-t border-border px-3 py-2', stale && STALE_DIM)} data-testid="sql-error" data-stale={stale || undefined}>
              <ErrorText>{outcome.error}</ErrorText>
              {outcome.detail ? <p className="pl-5.5 font-mono text-xs text-muted-foreground">{outcome.detail}</p> : null}
              {outcome.parsesAs && !stale ? (
                <p className="flex flex-wrap items-center gap-2 pl-5.5 text-sm" data-testid="sql-parses-as">
                  {parsesAsMessage(outcome.parsesAs)}
                  <Button size="sm" variant="outline" onClick={() => void start(outcome.mode, { dialect: outcome.parsesAs })} disabled={busy}>
                    {switchLabel(outcome.parsesAs)}
                  </Button>
                </p>
              ) : null}
            </div>
          ) : null}
          {task.status === 'error' ? (
            <PaneError>The formatter stopped unexpectedly. Try again; your input is unchanged.</PaneError>
          ) : null}
        </Pane>
        <Pane title="Formatted SQL" titleId="sql-output-title" className={WORK_PANE_HEIGHT} actions={output ? <CopyButton variant="ghost" getText={() => output} disabled={stale} title={stale ? staleTitle(staleAction) : undefined} /> : null}>
          {output ? (
            <CodeEditor id="sql-output" label="Formatted SQL" language="sql" value={preview.text} readOnly className={cn(stale && STALE_DIM)} />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">The formatted SQL appears here. Press Format SQL or Minify SQL.</p>
          )}
          {outcome?.stats ? <MinifyStats stats={outcome.stats} className={cn('shrink-0 border-t border-border px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)} /> : null}
          {stale ? <StaleNote action={busy ? undefined : staleAction} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
        </Pane>
      </div>
    </div>
  )
}

import { useAtom } from 'jotai'
import { Download, Eraser } from 'lucide-react'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../lib/download'
import { previewOf } from '../lib/large-text'
import { useWorkerTask } from '../workers/core/use-worker-task'
import { formatClient } from '../workers/format/format.client'
import type { CodeError, CodeLanguage } from '../workers/format/prettier.impl'
import type { SizeStats } from '../workers/format/size.impl'
import { Button } from './button'
import { CodeEditor, type CodeEditorHandle, type CodeLanguage as EditorLanguage } from './code-editor'
import { CopyButton } from './copy-button'
import { PaneError } from './error-text'
import { Pane, WORK_PANE_HEIGHT } from './pane'
import { ProgressBar } from './progress'
import { Select } from './select'
import { cn } from './cn'
import { MinifyStats } from './minify-stats'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from './stale'
import { OpenFileButton, TextDropZone } from './text-file'
import { useToolFrame } from './tool-frame-context'
import { useDelayed } from './use-delayed'
import { blankInputMessage, formatterMessages, INDENT_SIZES, type CodeFormatterMode, type CodeFormatterState } from './code-formatter-rules'
import type { RecipeStepOffer } from '../lib/handoff'
import type { ShareSpec } from '../lib/share'

export type { CodeFormatterState }

/** What differs between the JavaScript, CSS and HTML formatter screens. */
export type CodeFormatterConfig = {
  id: string
  /** D35: the format as a recipe step (Send to's "Add to recipe"), from the state it ran on. */
  recipeStep?: (state: CodeFormatterState, mode: CodeFormatterMode) => RecipeStepOffer
  /** 'JavaScript', 'CSS', 'HTML': used in the input label and the messages. */
  languageName: string
  downloadName: string
  mimeType: string
  accept: string
  placeholder: string
  /** The prettier language for the current state (JavaScript may be TypeScript). */
  engineLanguage: (state: CodeFormatterState) => CodeLanguage
  editorLanguage: (state: CodeFormatterState) => EditorLanguage
  /** Extra options shown before the indent selects (JavaScript's language choice). */
  extraOptions?: (state: CodeFormatterState, set: (patch: Partial<CodeFormatterState>) => void) => ReactNode
  /**
   * When a failure parses as another language (the engine's `parsesAs`): what to say, the button's
   * label, and the options that switch to it (JavaScript's "This looks like TypeScript").
   */
  suggest?: (language: CodeLanguage) => { message: string; label: string; patch: Partial<CodeFormatterState> } | null
}

/** The formatted or minified text (with its sizes), the engine's error at a position, or the message for blank input. */
type Outcome = { output: string; error: CodeError | null; blank?: string; parsesAs?: CodeLanguage; stats?: SizeStats }
type Job = { mode: CodeFormatterMode; text: string; language: CodeLanguage; tabWidth: number; useTabs: boolean }

/**
 * The job for the current state: also what a result is made from (D31), every field of it changing
 * the output. Minify has no indent, so a new indent leaves a minified result current.
 */
const jobOf = (state: CodeFormatterState, config: CodeFormatterConfig, mode: CodeFormatterMode): Job =>
  mode === 'minify'
    ? { mode, text: state.input, language: config.engineLanguage(state), tabWidth: 0, useTabs: false }
    : { mode, text: state.input, language: config.engineLanguage(state), tabWidth: Number(state.indentSize), useTabs: state.indentType === 'tabs' }

/**
 * The screen shared by the JavaScript, CSS and HTML formatters (prettier in the `format` worker).
 * D31: a result remembers the job it was made from (text, language, indent); once the input or an
 * option changes it is dimmed under a note, and Copy, Download and the frame's Copy hold back.
 */
export function CodeFormatter<T extends CodeFormatterState>({ share, config }: { share: ShareSpec<T>; config: CodeFormatterConfig }) {
  const [state, setState] = useAtom(share.atom)
  const [made, setMade] = useState<Made<Outcome, Job> | null>(null)
  const outcome = made?.outcome ?? null
  const madeMode = made?.from.mode ?? 'format'
  const stale = isStale(made, jobOf(state, config, madeMode))
  const actions = { format: `Format ${config.languageName}`, minify: `Minify ${config.languageName}` }
  const action = actions[madeMode]
  const [running, setRunning] = useState<CodeFormatterMode>('format')
  const editor = useRef<CodeEditorHandle>(null)
  const messages = formatterMessages(config.languageName)
  const set = (patch: Partial<CodeFormatterState>) => setState((s) => ({ ...s, ...patch }))

  const task = useWorkerTask<Job, Outcome>(async (job, { signal }) => {
    if (job.mode === 'minify') {
      const m = await formatClient.run('minify', { text: job.text, language: job.language }, { signal })
      return m.ok ? { output: m.output, error: null, stats: m.stats } : { output: '', error: m.error }
    }
    const r = await formatClient.run('code', job, { signal })
    return r.ok ? { output: r.output, error: null } : { output: '', error: r.error, parsesAs: r.parsesAs }
  })

  /** `use`: options to apply first (a suggested language), so the run does not wait for the saved state. */
  const format = async (use: Partial<CodeFormatterState> = {}, mode: CodeFormatterMode = 'format') => {
    if (Object.keys(use).length) set(use)
    setRunning(mode)
    const from = jobOf({ ...state, ...use }, config, mode)
    const blank = blankInputMessage(state.input, config.languageName, mode)
    if (blank) {
      setMade({ outcome: { output: '', error: null, blank }, from })
      toast.error(blank)
      return
    }
    const result = await task.run(from)
    if (!result) return
    setMade({ outcome: result, from })
    if (result.error) toast.error(messages.error[mode])
    else toast.success(messages.success[mode])
  }

  const output = outcome?.output ?? ''
  const preview = useMemo(() => previewOf(output), [output])
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const error = outcome?.error ?? null
  const suggestion = outcome?.parsesAs && !stale ? (config.suggest?.(outcome.parsesAs) ?? null) : null
  const crashed = task.status === 'error'
  const inputLabel = `${config.languageName} Input`

  useToolFrame({ result: output || undefined, stale, mainAction: () => void format(), share, recipeStep: config.recipeStep?.(state, madeMode) })

  const download = () => {
    downloadFile(config.downloadName, output, config.mimeType)
    toast.success('File downloaded!')
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {config.extraOptions?.(state, set)}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${config.id}-indent-size`} className="text-xs font-medium text-muted-foreground">
            Indent Size
          </label>
          <Select
            id={`${config.id}-indent-size`}
            className="w-28"
            value={state.indentSize}
            onChange={(e) => set({ indentSize: e.target.value as CodeFormatterState['indentSize'] })}
            options={INDENT_SIZES.map((v) => ({ value: v, label: v }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${config.id}-indent-type`} className="text-xs font-medium text-muted-foreground">
            Indent Type
          </label>
          <Select
            id={`${config.id}-indent-type`}
            className="w-28"
            value={state.indentType}
            onChange={(e) => set({ indentType: e.target.value as CodeFormatterState['indentType'] })}
            options={[
              { value: 'spaces', label: 'Spaces' },
              { value: 'tabs', label: 'Tabs' },
            ]}
          />
        </div>
        <Button variant="primary" onClick={() => void format()} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy && running === 'format' ? 'Formatting...' : actions.format}
        </Button>
        <Button onClick={() => void format({}, 'minify')} disabled={busy}>
          {busy && running === 'minify' ? 'Minifying...' : actions.minify}
        </Button>
      </div>

      {slow ? <ProgressBar label={running === 'minify' ? 'Minifying...' : 'Formatting...'} progress={null} onCancel={task.cancel} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title={inputLabel}
          titleId={`${config.id}-input-title`}
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept={config.accept} onText={(text) => set({ input: text })} />
              <Button size="sm" variant="ghost" onClick={() => set({ input: '' })} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => set({ input: text })}>
            <CodeEditor
              id={`${config.id}-input`}
              label={inputLabel}
              language={config.editorLanguage(state)}
              value={state.input}
              onChange={(input) => set({ input })}
              placeholder={config.placeholder}
              error={error && !stale ? { line: error.line, column: error.column } : null}
              handleRef={editor}
            />
          </TextDropZone>
          <div className={cn(stale && STALE_DIM)} data-stale={stale || undefined}>
            {error ? (
              <PaneError testId="format-error" onJump={() => editor.current?.goTo(error.line, error.column)}>
                {`${error.message} (line ${error.line}, column ${error.column})`}
              </PaneError>
            ) : null}
            {outcome?.blank ? <PaneError testId="format-error">{outcome.blank}</PaneError> : null}
            {suggestion ? (
              <p className="flex flex-wrap items-center gap-2 border-t border-border px-3 py-2 text-sm" data-testid="format-suggestion">
                {suggestion.message}
                <Button size="sm" variant="outline" onClick={() => void format(suggestion.patch, madeMode)} disabled={busy}>
                  {suggestion.label}
                </Button>
              </p>
            ) : null}
          </div>
          {crashed ? (
            <PaneError>The formatter stopped unexpectedly. Try again; your input is unchanged.</PaneError>
          ) : null}
        </Pane>

        <Pane
          title="Formatted Output"
          titleId={`${config.id}-output-title`}
          className={WORK_PANE_HEIGHT}
          actions={
            output ? (
              <>
                <CopyButton variant="ghost" getText={() => output} toastMessage="Copied to clipboard!" disabled={stale} title={stale ? staleTitle(action) : undefined} />
                <Button size="sm" variant="ghost" onClick={download} disabled={stale} title={stale ? staleTitle(action) : undefined}>
                  <Download aria-hidden /> Download
                </Button>
              </>
            ) : null
          }
        >
          {output ? (
            <CodeEditor id={`${config.id}-output`} label="Formatted Output" language={config.editorLanguage(state)} value={preview.text} readOnly className={cn(stale && STALE_DIM)} />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">The formatted {config.languageName} appears here. Press Format {config.languageName} or Minify {config.languageName}.</p>
          )}
          {outcome?.stats ? <MinifyStats stats={outcome.stats} className={cn('shrink-0 border-t border-border px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)} /> : null}
          {stale ? <StaleNote action={busy ? undefined : action} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note ? <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{preview.note}</p> : null}
        </Pane>
      </div>
    </div>
  )
}

import { useAtom } from 'jotai'
import { CircleAlert, Download, Eraser, Info } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { downloadFile } from '../../lib/download'
import { typesClient } from '../../workers/types/types.client'
import type { TypesJob, TypesOutcome } from '../../workers/types/types.impl'
import { isPackageName, LANGUAGE, LANGUAGES, type LanguageId, type OptionDef } from '../../workers/types/languages'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText, PaneError } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { cn } from '../../ui/cn'
import { isStale, sameInputs, STALE_DIM, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import {
  COMING,
  CRASHED,
  debounceFor,
  downloadName,
  EMPTY_HINT,
  EXAMPLE,
  failedMessage,
  GENERATING,
  jobInputs,
  jobOf,
  NOTHING,
  outcomeNotes,
  resultInputs,
  rootTypeName,
  stoppedMessage,
  syntaxMessage,
} from './json-typescript.logic'
import { jsonTypesAtom, jsonTypesShare } from './json-typescript.state'
import { outputHighlighting } from './output-highlighting'

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.id, label: l.label }))

export default function JsonToTypes() {
  const [state, setState] = useAtom(jsonTypesAtom)
  const inputEditor = useRef<CodeEditorHandle>(null)
  const ready = state.json.trim() !== ''
  const job = useMemo(() => jobOf(state), [state])
  const lang = LANGUAGE[state.lang]
  const root = rootTypeName(state.rootName)

  // Live (D31): every edit schedules a job in the worker after a pause; a newer job cancels the
  // older one, and the shown result keeps the inputs it was made from, so it dims until replaced.
  const task = useWorkerTask<TypesJob, Made<TypesOutcome>>(
    async (input, { signal, onProgress }) => ({
      outcome: await typesClient.run('generate', input, { signal, onProgress }),
      from: jobInputs(input),
    }),
    { auto: { input: job, debounceMs: debounceFor(state), enabled: ready } },
  )
  const made = ready && task.status !== 'error' ? (task.result ?? null) : null
  const outcome = made?.outcome ?? null
  const stale = isStale(made, resultInputs(state))
  const busy = task.status === 'running' || task.status === 'pending'
  const slow = useDelayed(task.status === 'running')

  // Cancel stops the job and leaves the inputs as they are: the screen says so until they change.
  const [stoppedAt, setStoppedAt] = useState<Record<string, unknown> | null>(null)
  const stopped = stoppedAt !== null && !busy && sameInputs(stoppedAt, resultInputs(state))
  const cancel = () => {
    task.cancel()
    setStoppedAt(resultInputs(state))
  }
  const generate = () => {
    if (!ready) return
    setStoppedAt(null)
    void task.run(job)
  }

  const ok = outcome?.kind === 'ok' && outcome.code ? outcome : null
  const staleHint = stopped ? staleTitle('Generate') : COMING
  const code = ok?.code ?? ''
  const syntax = outcome?.kind === 'syntax' ? outcome.error : null

  const download = () => {
    if (!code || stale) return
    downloadFile(downloadName(state), code)
    toast.success('File downloaded!')
  }

  useToolFrame({
    result: code || undefined,
    stale,
    mainAction: generate,
    share: jsonTypesShare,
  })

  const setJson = (json: string) => setState((s) => ({ ...s, json }))
  const setOption = (key: string, value: string | boolean) => setState((s) => ({ ...s, options: { ...s.options, [s.lang]: { ...s.options[s.lang], [key]: value } } }))
  const notes = ok ? outcomeNotes(ok, { lang: state.lang, options: state.options, root }) : []
  const highlighting = useMemo(() => outputHighlighting(lang.id), [lang.id])

  const badNames = lang.options.filter((o) => {
    const v = String(state.options[lang.id]?.[o.key] ?? o.default)
    return o.kind === 'name' && v !== '' && !isPackageName(v)
  })

  return (
    <div className="flex flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3" data-testid="types-options">
          <Field label="Language" htmlFor="types-lang">
            <Select id="types-lang" className="w-40" value={state.lang} onChange={(e) => setState((s) => ({ ...s, lang: e.target.value as LanguageId }))} options={LANGUAGE_OPTIONS} />
          </Field>
          <Field label="Root type name" htmlFor="types-root" className="w-40">
            <input
              id="types-root"
              className={cn(inputClass, 'font-mono')}
              value={state.rootName}
              spellCheck={false}
              autoComplete="off"
              placeholder="Root"
              aria-describedby="types-messages"
              onChange={(e) => setState((s) => ({ ...s, rootName: e.target.value }))}
            />
          </Field>
          {lang.options.map((o) => (
            <LanguageOption key={`${lang.id}-${o.key}`} lang={lang.id} def={o} value={state.options[lang.id]?.[o.key] ?? o.default} onChange={(v) => setOption(o.key, v)} />
          ))}
          {!state.json ? (
            <Button variant="ghost" onClick={() => setJson(EXAMPLE)}>
              Load example
            </Button>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <label className="inline-flex h-7 items-center gap-2 text-sm" title="Strings such as 2024-05-01T10:00:00Z get the language's date type (Date, time.Time, DateTimeOffset…)">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.dates} onChange={(e) => setState((s) => ({ ...s, dates: e.target.checked }))} />
            Detect dates
          </label>
          <label className="inline-flex h-7 items-center gap-2 text-sm" title="Every property optional, whatever the samples say">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.allOptional} onChange={(e) => setState((s) => ({ ...s, allOptional: e.target.checked }))} />
            All optional
          </label>
          {/* Messages about the names typed above; the row is there anyway, so one appearing while
              typing moves nothing below it (D33). */}
          <p id="types-messages" className="text-xs text-muted-foreground" aria-live="polite">
            {root !== state.rootName ? (
              <span className="mr-3">
                The root type is named <code className="font-mono">{root}</code> (each language may adjust its case).
              </span>
            ) : null}
            {badNames.map((o) => (
              <span key={o.key} className="mr-3 text-destructive-foreground">
                {o.label} is not a valid name; {o.default} is used.
              </span>
            ))}
          </p>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="JSON"
          titleId="types-json-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton accept=".json,application/json,text/plain" onText={setJson} />
              <Button size="sm" variant="ghost" onClick={() => setJson('')} disabled={!state.json}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={setJson}>
            <CodeEditor
              id="types-json"
              label="JSON input"
              language="json"
              value={state.json}
              onChange={setJson}
              placeholder={'Paste JSON, e.g. {"id": 1, "name": "Ada", "tags": ["x"]}'}
              error={syntax && !stale ? { line: syntax.line, column: syntax.column } : null}
              handleRef={inputEditor}
            />
          </TextDropZone>
          {syntax ? (
            // Kept (dimmed) while the next check is on its way, so the editor does not jump as you type.
            <div className={cn(stale && STALE_DIM)}>
              <PaneError testId="types-json-error" onJump={() => inputEditor.current?.goTo(syntax.line, syntax.column)}>
                {syntaxMessage(syntax)}
              </PaneError>
            </div>
          ) : null}
        </Pane>

        <Pane
          title={lang.label}
          titleId="types-output-title"
          className={cn(WORK_PANE_HEIGHT, 'relative')}
          actions={
            <>
              <CopyButton variant="ghost" getText={() => code} disabled={!code || stale} title={stale ? staleHint : undefined} />
              <Button size="sm" variant="ghost" onClick={download} disabled={!code || stale} title={code && stale ? staleHint : `Download ${downloadName(state)}`}>
                <Download aria-hidden /> Download
              </Button>
            </>
          }
        >
          {stopped ? (
            <div className="flex flex-wrap items-center gap-3 border-b border-border px-3 py-2 text-sm text-warning" role="status" data-testid="types-stopped">
              <span>{stoppedMessage(!!ok)}</span>
              <Button size="sm" onClick={generate} aria-keyshortcuts="Control+Enter Meta+Enter">
                Generate
              </Button>
            </div>
          ) : null}
          <div className={cn('flex min-h-0 flex-1 flex-col', stale && STALE_DIM)} data-stale={stale || undefined} data-testid="types-output" aria-busy={busy}>
            {task.status === 'error' ? (
              <div className="m-4">
                <ErrorText>{CRASHED}</ErrorText>
              </div>
            ) : !ready ? (
              <p className="m-4 text-sm text-muted-foreground" data-testid="types-hint">
                {EMPTY_HINT}
              </p>
            ) : ok ? (
              <CodeEditor id="types-code" label={`${lang.label} output`} language={lang.editor} value={code} readOnly extensions={highlighting} />
            ) : outcome?.kind === 'syntax' ? (
              <p className="m-4 flex items-start gap-2 text-sm text-muted-foreground" data-testid="types-hint">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                The JSON has an error (see below the input); its types appear once it parses.
              </p>
            ) : outcome?.kind === 'failed' ? (
              <div className="m-4" data-testid="types-failed">
                <ErrorText>{failedMessage(outcome.message)}</ErrorText>
              </div>
            ) : outcome?.kind === 'ok' ? (
              <p className="m-4 text-sm text-muted-foreground" data-testid="types-hint">
                {NOTHING}
              </p>
            ) : stopped ? null : (
              <p className="m-4 text-sm text-muted-foreground" data-testid="types-hint">
                {GENERATING}
              </p>
            )}
          </div>
          {notes.length ? (
            <ul className={cn('flex flex-col gap-1 border-t border-border bg-surface px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)} data-testid="types-notes">
              {notes.map((n) => (
                <li key={n} className="flex items-start gap-1.5">
                  <Info aria-hidden className="mt-px size-3.5 shrink-0" />
                  <span>{n}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {slow ? (
            <div className="absolute inset-x-3 bottom-3 z-10 shadow-md">
              <ProgressBar label={GENERATING} progress={null} onCancel={cancel} />
            </div>
          ) : null}
        </Pane>
      </div>
      <p className="text-xs text-muted-foreground">
        Types are inferred from the sample: a property missing from some objects of an array is optional, numbers with a fraction anywhere are floats, and <code className="font-mono">null</code>{' '}
        makes a property nullable. Generated in your browser by quicktype.
      </p>
    </div>
  )
}

function LanguageOption({ lang, def, value, onChange }: { lang: LanguageId; def: OptionDef; value: string | boolean; onChange: (v: string | boolean) => void }) {
  const id = `types-opt-${lang}-${def.key}`
  if (def.kind === 'bool')
    return (
      <label className="inline-flex h-9 items-center gap-2 text-sm" title={def.title}>
        <input id={id} type="checkbox" className="size-4 accent-[var(--primary)]" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {def.label}
      </label>
    )
  if (def.kind === 'select')
    return (
      <Field label={def.label} htmlFor={id}>
        <Select id={id} className="w-56 max-w-full" value={String(value)} onChange={(e) => onChange(e.target.value)} options={def.choices} />
      </Field>
    )
  const text = String(value)
  const invalid = text !== '' && !isPackageName(text)
  return (
    <Field label={def.label} htmlFor={id} className="w-40">
      <input
        id={id}
        className={cn(inputClass, 'font-mono', invalid && 'border-destructive!')}
        value={text}
        spellCheck={false}
        autoComplete="off"
        placeholder={def.default}
        aria-invalid={invalid || undefined}
        aria-describedby="types-messages"
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  )
}

import { useAtom } from 'jotai'
import { ArrowDown, ArrowUp, Download, Info, Plus, Trash2 } from 'lucide-react'
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { formatBytes } from '../../lib/bytes'
import { downloadFile } from '../../lib/download'
import { previewOf } from '../../lib/large-text'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor, PLAIN_TEXT_ABOVE, type CodeLanguage } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { fakeClient } from '../../workers/fake/fake.client'
import {
  ADDRESS_PARTS,
  DATE_FORMATS,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  FORMAT_FILES,
  FORMAT_LABELS,
  FORMATS,
  LOCALES,
  MAX_FIELDS,
  PERSON_PARTS,
  PHONE_STYLES,
  withType,
  type FakeJob,
  type FakeOutput,
  type Field,
  type FieldInput,
  type FieldProblem,
  type FieldType,
  type Format,
  type LocaleId,
} from '../../workers/fake/fields'
import {
  addField,
  checkState,
  DEBOUNCE_MS,
  downloadName,
  FORMAT_NOTES,
  firstProblem,
  isLive,
  jobKey,
  jobOf,
  MESSAGES,
  moveField,
  newSeed,
  recordsText,
  removeField,
  SEED_NOTE,
  updateField,
  type FakeState,
} from './fake-data.logic'
import { fakeDataAtom, fakeDataShare } from './fake-data.state'

const LANGUAGE: Record<Format, CodeLanguage> = { json: 'json', jsonl: 'text', csv: 'text', sql: 'sql' }
const TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))
const LOCALE_OPTIONS = LOCALES.map((l) => ({ value: l.id, label: `${l.label} (${l.id})` }))
const FORMAT_OPTIONS = FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))
const PART_LABELS: Record<string, string> = { full: 'Full name', first: 'First name', last: 'Last name' }
const ADDRESS_LABELS: Record<string, string> = { full: 'Full address', street: 'Street', city: 'City', zip: 'Zip code', country: 'Country' }
const STYLE_LABELS: Record<string, string> = { human: 'As written', national: 'National', international: 'International (E.164)' }
/** What the types without options give, said under them. */
const TYPE_NOTES: Partial<Record<FieldType, string>> = {
  email: 'e.g. Ada_Lovelace@gmail.com',
  company: 'e.g. Schuster LLC',
  uuid: 'Version 4 (random), from the seed',
  boolean: 'true or false, half each',
  url: 'e.g. https://gentle-pony.org/',
}

/** Inputs inside a field row: a little lower than the options row's. */
const rowInput = 'h-8 w-full rounded-md border border-input bg-background px-2.5 text-sm placeholder:text-muted-foreground'

const Busy = 'Generating...'
const PREVIEW_CHARS = PLAIN_TEXT_ABOVE

export default function FakeDataGenerator() {
  const [state, setState] = useAtom(fakeDataAtom)
  // With the seed field empty, a random seed is drawn once and kept while settings change (so an
  // edit does not reshuffle every value); Generate draws a new one.
  const [autoSeed, setAutoSeed] = useState(newSeed)
  const check = useMemo(() => checkState(state), [state])
  const job = useMemo(() => jobOf(state, autoSeed), [state, autoSeed])
  const live = isLive(state)

  // D31: an output keeps the job it was made from; when the settings change it is remade (live,
  // up to 1,000 records) or marked out of date until Generate.
  const task = useWorkerTask<FakeJob | null, Made<FakeOutput, { key: string }>>(
    async (input, { signal, onProgress }) => ({
      outcome: await fakeClient.run('generate', input!, { signal, onProgress }),
      from: { key: JSON.stringify(input) },
    }),
    { auto: { input: job, debounceMs: DEBOUNCE_MS, enabled: live && job !== null } },
  )
  const made = task.result ?? null
  const stale = isStale(made, { key: jobKey(job, state) })
  const output = made?.outcome.ok ? made.outcome : null
  const refused = made && !made.outcome.ok ? made.outcome.message : null
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const generate = () => {
    if (!job) {
      toast.error(firstProblem(check, state.fields) ?? MESSAGES.fix)
      return
    }
    if (state.seed.trim() === '') {
      const seed = newSeed()
      setAutoSeed(seed)
      // Live: the new seed schedules the job by itself.
      if (!live) void task.run({ ...job, seed })
    } else void task.run(job)
  }

  // D22: a large output shows its first 256 KB (syntax-coloured, laid out at once); Copy and
  // Download give the whole text.
  const preview = useMemo(() => previewOf(output?.text ?? '', PREVIEW_CHARS), [output])
  useToolFrame({ result: output?.text || undefined, stale, mainAction: generate, share: fakeDataShare })

  const set = <K extends keyof FakeState>(key: K, value: FakeState[K]) => setState((s) => ({ ...s, [key]: value }))

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <Control label="Count (1–100,000)" htmlFor="fake-count" message={check.count} messageId="fake-count-message">
          <div className="w-32">
            <input
              id="fake-count"
              className={inputClass}
              inputMode="numeric"
              value={state.count}
              onChange={(e) => set('count', e.target.value)}
              aria-invalid={check.count ? true : undefined}
              aria-describedby={check.count ? 'fake-count-message' : undefined}
            />
          </div>
        </Control>
        <Control label="Locale" htmlFor="fake-locale">
          <Select id="fake-locale" className="w-56" value={state.locale} onChange={(e) => set('locale', e.target.value as LocaleId)} options={LOCALE_OPTIONS} />
        </Control>
        <Control label="Format" htmlFor="fake-format">
          <Select id="fake-format" className="w-36" value={state.format} onChange={(e) => set('format', e.target.value as Format)} options={FORMAT_OPTIONS} />
        </Control>
        {state.format === 'sql' ? (
          <Control label="Table" htmlFor="fake-table" message={check.table} messageId="fake-table-message">
            <div className="w-36">
              <input
                id="fake-table"
                className={cn(inputClass, 'font-mono')}
                value={state.table}
                spellCheck={false}
                onChange={(e) => set('table', e.target.value)}
                aria-invalid={check.table ? true : undefined}
                aria-describedby={check.table ? 'fake-table-message' : undefined}
              />
            </div>
          </Control>
        ) : null}
        <Control label="Seed" htmlFor="fake-seed" message={check.seed} messageId="fake-seed-message">
          <div className="w-32">
            <input
              id="fake-seed"
              className={cn(inputClass, 'font-mono')}
              inputMode="numeric"
              placeholder="random"
              value={state.seed}
              onChange={(e) => set('seed', e.target.value)}
              aria-invalid={check.seed ? true : undefined}
              aria-describedby={check.seed ? 'fake-seed-message' : 'fake-seed-hint'}
            />
          </div>
          <span id="fake-seed-hint" className="sr-only">
            The same seed and settings always give the same records. Empty: a new random seed on each Generate.
          </span>
        </Control>
        <div className="flex h-9 items-center sm:mt-5.5">
          <Button variant="primary" onClick={generate} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
            {busy ? Busy : 'Generate'}
          </Button>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <FieldsPane fields={state.fields} setState={setState} problems={check.fields} noFields={check.noFields} />

        <Pane
          title="Output"
          titleId="fake-output-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              {output ? <CopyButton variant="ghost" getText={() => output.text} disabled={stale} title={stale ? staleTitle('Generate') : undefined} /> : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={!output || stale}
                title={output && stale ? staleTitle('Generate') : undefined}
                onClick={() => {
                  if (!output) return
                  downloadFile(downloadName(output.format, output.table), output.text, FORMAT_FILES[output.format].mime)
                  toast.success('File downloaded!')
                }}
              >
                <Download aria-hidden /> Download
              </Button>
            </>
          }
        >
          <div className="flex min-h-9 shrink-0 flex-wrap items-center gap-x-2 border-b border-border px-3 py-1 text-xs text-muted-foreground" data-testid="fake-summary">
            {output ? (
              <>
                <span className={cn(stale && STALE_DIM)}>
                  {recordsText(output.count)} · {formatBytes(output.bytes)} · {FORMAT_LABELS[output.format]} · {output.locale} · seed used: <span className="font-mono" data-testid="fake-seed-used">{output.seed}</span>
                </span>
                {state.seed.trim() === '' && !stale ? (
                  <button type="button" className="rounded px-1 text-accent-foreground underline underline-offset-2" onClick={() => set('seed', String(output.seed))}>
                    Keep this seed
                  </button>
                ) : null}
              </>
            ) : (
              <span>{busy || task.status === 'pending' ? 'Generating…' : 'No records yet'}</span>
            )}
          </div>
          <div className="relative flex min-h-0 flex-1 flex-col" aria-busy={busy || task.status === 'pending'} data-stale={stale || undefined} data-testid="fake-output">
            {output ? (
              <CodeEditor id="fake-output" label="Generated records" language={LANGUAGE[output.format]} value={preview.text} readOnly wrap={output.format === 'sql' || output.format === 'jsonl'} className={cn(stale && STALE_DIM)} />
            ) : (
              <p className="m-4 text-sm text-muted-foreground" data-testid="fake-hint">
                {live ? MESSAGES.emptyHint : MESSAGES.largeHint}
              </p>
            )}
            {slow ? (
              <div className="absolute inset-x-3 top-3 z-10 shadow-sm">
                <ProgressBar
                  label="Generating records..."
                  progress={task.progress}
                  onCancel={task.cancel}
                  detail={task.progress ? `${task.progress.done.toLocaleString('en-US')} of ${task.progress.total.toLocaleString('en-US')}` : undefined}
                />
              </div>
            ) : null}
          </div>
          {refused ? (
            <div className="border-t border-border px-3 py-2" data-testid="fake-refused">
              <ErrorText>{refused}</ErrorText>
            </div>
          ) : null}
          {task.status === 'error' ? (
            <div className="border-t border-border px-3 py-2">
              <ErrorText>{MESSAGES.crashed}</ErrorText>
            </div>
          ) : null}
          {stale && (!live || !job) ? <StaleNote action={job ? 'Generate' : undefined} className="shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note && !stale ? (
            <p className="flex shrink-0 items-start gap-1.5 border-t border-border px-3 py-2 text-xs text-muted-foreground" data-testid="fake-preview-note">
              <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {preview.note}
            </p>
          ) : null}
        </Pane>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="fake-notes">
        {FORMAT_NOTES[state.format]} {SEED_NOTE} Values come from faker.js and its {LOCALES.find((l) => l.id === state.locale)?.label ?? state.locale} data.
      </p>
    </div>
  )
}

/** A labelled control of the options row, with a line kept free under it for its message. */
function Control({ label, htmlFor, message, messageId, children }: { label: string; htmlFor: string; message?: string | null; messageId?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
      <div className="relative h-5">
        {message ? (
          <p id={messageId} className="absolute top-0 left-0 text-sm whitespace-nowrap text-destructive-foreground max-sm:whitespace-normal" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/* ---------------------------------------------------------------------------------------------- */
/* The fields                                                                                       */

/**
 * The list of fields. Memoised: progress updates re-render the screen ten times a second while a
 * large job runs, and re-rendering dozens of controlled inputs each time costs frames for nothing.
 */
const FieldsPane = memo(function FieldsPane({
  fields,
  setState,
  problems,
  noFields,
}: {
  fields: Field[]
  setState: (update: (s: FakeState) => FakeState) => void
  problems: Map<string, FieldProblem[]>
  noFields: string | null
}) {
  // Focus follows a moved, added or removed field (keyboard users keep their place).
  const focusNext = useRef<string[] | null>(null)
  useEffect(() => {
    const wanted = focusNext.current
    if (!wanted) return
    focusNext.current = null
    for (const id of wanted) {
      const el = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null
      if (el && !el.disabled) {
        el.focus()
        return
      }
    }
  }, [fields])

  const setFields = (update: (f: Field[]) => Field[]) => setState((s) => ({ ...s, fields: update(s.fields) }))

  return (
    <Pane
      title={`Fields (${fields.length})`}
      titleId="fake-fields-title"
      className="max-h-[80vh] lg:h-[min(60vh,540px)] lg:min-h-72"
      actions={
        <Button
          size="sm"
          variant="ghost"
          id="fake-add-field"
          disabled={fields.length >= MAX_FIELDS}
          title={fields.length >= MAX_FIELDS ? `At most ${MAX_FIELDS} fields` : undefined}
          onClick={() => {
            const next = addField(fields)
            focusNext.current = [`fake-${next[next.length - 1]!.id}-name`]
            setFields(() => next)
          }}
        >
          <Plus aria-hidden /> Add field
        </Button>
      }
    >
      {noFields ? (
        <div className="m-4">
          <ErrorText>{noFields}</ErrorText>
        </div>
      ) : null}
      <ol className="min-h-0 flex-1 overflow-auto" aria-labelledby="fake-fields-title">
        {fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            index={index}
            total={fields.length}
            problems={problems.get(field.id) ?? []}
            onChange={(next) => setFields((list) => updateField(list, index, next))}
            onMove={(by) => {
              focusNext.current = [`fake-${field.id}-${by < 0 ? 'up' : 'down'}`, `fake-${field.id}-${by < 0 ? 'down' : 'up'}`]
              setFields((list) => moveField(list, index, by))
            }}
            onRemove={() => {
              const after = fields[index + 1] ?? fields[index - 1]
              focusNext.current = after ? [`fake-${after.id}-remove`] : ['fake-add-field']
              setFields((list) => removeField(list, index))
            }}
          />
        ))}
      </ol>
    </Pane>
  )
})

function FieldRow({
  field,
  index,
  total,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  field: Field
  index: number
  total: number
  problems: FieldProblem[]
  onChange: (field: Field) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const n = index + 1
  const id = (part: string) => `fake-${field.id}-${part}`
  const errorId = id('error')
  const bad = (input: FieldInput) => problems.some((p) => p.input === input)
  const invalid = (input: FieldInput) => (bad(input) ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})
  const patch = (values: Partial<Record<string, string>>) => onChange({ ...field, ...values } as Field)

  const text = (key: 'min' | 'max' | 'decimals' | 'words' | 'values' | 'pattern', label: string, className: string, extra: { inputMode?: 'numeric' | 'decimal'; placeholder?: string; mono?: boolean } = {}) => (
    <Option label={label} n={n} htmlFor={id(key)} className={className}>
      <input
        id={id(key)}
        className={cn(rowInput, extra.mono && 'font-mono')}
        value={(field as unknown as Record<string, string>)[key]}
        inputMode={extra.inputMode}
        placeholder={extra.placeholder}
        spellCheck={false}
        onChange={(e) => patch({ [key]: e.target.value })}
        {...invalid(key)}
      />
    </Option>
  )
  const choice = (key: 'part' | 'style' | 'format' | 'version', label: string, values: readonly string[], labels: Record<string, string>, className = 'w-40') => (
    <Option label={label} n={n} htmlFor={id(key)}>
      <Select
        id={id(key)}
        className={cn(className, '[&_select]:h-8 [&_svg]:top-2')}
        value={(field as unknown as Record<string, string>)[key]}
        onChange={(e) => patch({ [key]: e.target.value })}
        options={values.map((v) => ({ value: v, label: labels[v] ?? v }))}
      />
    </Option>
  )

  let options: ReactNode = null
  switch (field.type) {
    case 'person':
      options = choice('part', 'Part', PERSON_PARTS, PART_LABELS)
      break
    case 'phone':
      options = choice('style', 'Style', PHONE_STYLES, STYLE_LABELS, 'w-48')
      break
    case 'address':
      options = choice('part', 'Part', ADDRESS_PARTS, ADDRESS_LABELS)
      break
    case 'date':
      options = (
        <>
          <Option label="From" n={n} htmlFor={id('from')} className="w-36">
            <input id={id('from')} type="date" className={rowInput} value={field.from} onChange={(e) => patch({ from: e.target.value })} {...invalid('from')} />
          </Option>
          <Option label="To" n={n} htmlFor={id('to')} className="w-36">
            <input id={id('to')} type="date" className={rowInput} value={field.to} onChange={(e) => patch({ to: e.target.value })} {...invalid('to')} />
          </Option>
          {choice('format', 'As', DATE_FORMATS, { datetime: 'Date and time (ISO)', date: 'Date only' }, 'w-48')}
        </>
      )
      break
    case 'number':
      options = (
        <>
          {text('min', 'Min', 'w-24', { inputMode: 'decimal' })}
          {text('max', 'Max', 'w-24', { inputMode: 'decimal' })}
          {text('decimals', 'Decimals', 'w-20', { inputMode: 'numeric' })}
        </>
      )
      break
    case 'lorem':
      options = text('words', 'Words', 'w-20', { inputMode: 'numeric' })
      break
    case 'ip':
      options = choice('version', 'Version', ['4', '6'], { '4': 'IPv4', '6': 'IPv6' }, 'w-28')
      break
    case 'enum':
      options = text('values', 'Values, comma-separated', 'min-w-0 flex-1 basis-48', { placeholder: 'admin, editor, viewer' })
      break
    case 'regex':
      options = text('pattern', 'Pattern', 'min-w-0 flex-1 basis-48', { placeholder: '[A-Z]{3}-\\d{4}', mono: true })
      break
    default:
      options = <p className="text-xs text-muted-foreground">{TYPE_NOTES[field.type]}</p>
  }

  return (
    <li className="flex flex-col gap-2 border-b border-border px-3 py-2.5 last:border-b-0" data-testid="fake-field">
      {/* One line from 640 px (number, name, type, buttons); below it the type goes under the name. */}
      <div className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[1.25rem_minmax(0,1fr)_10rem_auto]">
        <span className="text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
          {n}
        </span>
        <input
          id={id('name')}
          aria-label={`Field ${n} name`}
          className={cn(rowInput, 'font-mono')}
          value={field.name}
          spellCheck={false}
          placeholder="column name"
          onChange={(e) => onChange({ ...field, name: e.target.value })}
          {...invalid('name')}
        />
        <Select
          id={id('type')}
          aria-label={`Field ${n} type`}
          className="[&_select]:h-8 [&_svg]:top-2 max-sm:order-last max-sm:col-span-2 max-sm:col-start-2"
          value={field.type}
          onChange={(e) => onChange(withType(field, e.target.value as FieldType))}
          options={TYPE_OPTIONS}
        />
        <div className="flex shrink-0 items-center">
          <Button id={id('up')} size="icon" variant="ghost" aria-label={`Move field ${n} up`} title="Move up" disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button id={id('down')} size="icon" variant="ghost" aria-label={`Move field ${n} down`} title="Move down" disabled={index === total - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button id={id('remove')} size="icon" variant="ghost" aria-label={`Remove field ${n}`} title="Remove" onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2 pl-7">{options}</div>
      {problems.length ? (
        <div id={errorId} className="flex flex-col gap-0.5 pl-7" data-testid="fake-field-error">
          {problems.map((p) => (
            <ErrorText key={`${p.input}:${p.message}`}>{p.message}</ErrorText>
          ))}
        </div>
      ) : null}
    </li>
  )
}

/** A small labelled option of a field; the label names the field for screen readers ("Field 3 Min"). */
function Option({ label, n, htmlFor, className, children }: { label: string; n: number; htmlFor: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-xs text-muted-foreground">
        <span className="sr-only">Field {n} </span>
        {label}
      </label>
      {children}
    </div>
  )
}

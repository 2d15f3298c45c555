import { useAtom } from 'jotai'
import { Info, RefreshCw, ScanSearch } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { CopyButton } from '../../ui/copy-button'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import {
  COPIED_ALL,
  COPIED_ONE,
  COUNTS,
  CUSTOM_EPOCH_ERROR,
  customEpochMs,
  EPOCHS,
  epochChoice,
  generateIds,
  generationKey,
  INFO,
  inspectId,
  joinUuids,
  KIND_INFO,
  KINDS,
  NAME_VERSIONS,
  NAMESPACES,
  usesCount,
  VERSIONS,
  type Generated,
  type IdInspection,
  type IdKind,
  type UuidCount,
  type UuidState,
  type UuidVersion,
} from './uuid.logic'
import { uuidAtom, uuidShare } from './uuid.state'

/** Kinds that make UUIDs keep SPEC's words ("UUID copied to clipboard!"); the others say "ID". */
const isUuidKind = (kind: IdKind) => !['ulid', 'nanoid', 'objectid', 'snowflake'].includes(kind)
const textareaClass = `${inputClass} h-auto min-h-16 py-2 font-mono`
const SMALL_IDS = Array.from({ length: 32 }, (_, i) => ({ value: String(i), label: String(i) }))

export default function UuidGenerator() {
  const [state, setState] = useAtom(uuidAtom)
  const set = <K extends keyof UuidState>(key: K, value: UuidState[K]) => setState((s) => ({ ...s, [key]: value }))
  // NanoID's size as typed: a value out of range is kept on screen with its message, not replaced.
  const [sizeText, setSizeText] = useState(String(state.nanoSize))
  const sizeOk = /^\d+$/.test(sizeText.trim()) && Number(sizeText) >= 1 && Number(sizeText) <= 256
  // SPEC: it generates once on load, with the stored (or default) options. D31: the list remembers
  // the options it was made with; choosing others (here or in another tab) generates a new list at
  // once, so a v4 never stays on screen under "UUID v7".
  const key = generationKey(state)
  const make = (): { key: string; result: Generated } => ({ key, result: generateIds(state) })
  const [made, setMade] = useState(make)
  if (made.key !== key) setMade(make())
  const sizeError = state.kind === 'nanoid' && !sizeOk ? 'Size: a whole number from 1 to 256.' : null
  const ids = made.result.ok && !sizeError ? made.result.ids : []
  const error = sizeError ?? (made.result.ok ? null : made.result.error)
  const uuidKind = isUuidKind(state.kind)
  const noun = uuidKind ? 'UUID' : 'ID'

  const generate = () => setMade(make())
  useToolFrame({ result: ids.length ? joinUuids(ids) : undefined, mainAction: generate, share: uuidShare })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="ID kind" htmlFor="uuid-kind">
          <Select id="uuid-kind" className="w-72 max-w-full" value={state.kind} onChange={(e) => set('kind', e.target.value as IdKind)} options={KINDS} />
        </Field>
        {state.kind === 'uuid' ? (
          <Field label="Version" htmlFor="uuid-version">
            <Select id="uuid-version" className="w-36" value={state.version} onChange={(e) => set('version', e.target.value as UuidVersion)} options={VERSIONS} />
          </Field>
        ) : null}
        {usesCount(state) ? (
          <Field label="Count" htmlFor="uuid-count">
            <Select id="uuid-count" className="w-24" value={state.count} onChange={(e) => set('count', e.target.value as UuidCount)} options={COUNTS.map((c) => ({ value: c, label: c }))} />
          </Field>
        ) : null}
        <Button variant="primary" onClick={generate} aria-keyshortcuts="Control+Enter Meta+Enter">
          <RefreshCw aria-hidden /> Generate
        </Button>
        {ids.length > 1 ? <CopyButton size="md" label="Copy All" toastMessage={uuidKind ? COPIED_ALL : 'All IDs copied to clipboard!'} getText={() => joinUuids(ids)} /> : null}
      </div>

      <KindOptions state={state} set={set} sizeText={sizeText} setSizeText={setSizeText} />
      <ErrorText>{error}</ErrorText>

      {ids.length ? (
        <ol aria-label={`Generated ${noun}s`} className="flex max-h-[min(52vh,480px)] flex-col overflow-auto rounded-lg border border-border bg-background">
          {ids.map((id, i) => (
            <li key={`${i}-${id}`} className="flex items-center justify-between gap-3 border-b border-border px-3 py-1.5 last:border-b-0">
              <span className="w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
                {i + 1}
              </span>
              <code className="min-w-0 flex-1 truncate font-mono text-sm" data-testid="uuid">
                {id}
              </code>
              <CopyButton variant="ghost" aria-label={`Copy ${noun} ${i + 1}`} toastMessage={uuidKind ? COPIED_ONE : 'ID copied to clipboard!'} text={id} />
            </li>
          ))}
        </ol>
      ) : null}

      <InspectId state={state} set={set} />

      <aside aria-labelledby="uuid-info" className="rounded-lg border border-border bg-surface p-4 text-sm">
        <h2 id="uuid-info" className="mb-2 flex items-center gap-2 font-medium">
          <Info aria-hidden className="size-4 text-muted-foreground" /> About UUIDs
        </h2>
        <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
          {(state.kind === 'uuid' ? INFO : [{ title: KINDS.find((k) => k.value === state.kind)!.label, text: KIND_INFO[state.kind] }, ...INFO]).map((item) => (
            <div key={item.title} className="contents">
              <dt className="font-medium">{item.title}</dt>
              <dd className="text-muted-foreground">{item.text}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  )
}

type SetField = <K extends keyof UuidState>(key: K, value: UuidState[K]) => void

/** Issue 34: the options of the kind chosen (namespace and names, custom data, alphabet, epoch and ids). */
function KindOptions({ state, set, sizeText, setSizeText }: { state: UuidState; set: SetField; sizeText: string; setSizeText: (t: string) => void }) {
  const row = (children: ReactNode) => <div className="flex flex-wrap items-end gap-3">{children}</div>
  switch (state.kind) {
    case 'name':
      return (
        <div className="flex flex-col gap-3">
          {row(
            <>
              <Field label="Hash" htmlFor="uuid-name-version">
                <Select id="uuid-name-version" className="w-48" value={state.nameVersion} onChange={(e) => set('nameVersion', e.target.value as UuidState['nameVersion'])} options={NAME_VERSIONS} />
              </Field>
              <Field label="Namespace" htmlFor="uuid-namespace">
                <Select id="uuid-namespace" className="w-40" value={state.namespace} onChange={(e) => set('namespace', e.target.value as UuidState['namespace'])} options={NAMESPACES} />
              </Field>
              {state.namespace === 'custom' ? (
                <Field label="Namespace UUID" htmlFor="uuid-custom-namespace" className="min-w-0 flex-1 basis-72">
                  <input id="uuid-custom-namespace" className={`${inputClass} font-mono`} value={state.customNamespace} spellCheck={false} autoComplete="off" placeholder="6ba7b810-9dad-11d1-80b4-00c04fd430c8" onChange={(e) => set('customNamespace', e.target.value)} />
                </Field>
              ) : null}
            </>,
          )}
          <Field label="Names (one UUID per line)" htmlFor="uuid-names">
            <textarea id="uuid-names" rows={3} className={textareaClass} value={state.names} spellCheck={false} onChange={(e) => set('names', e.target.value)} />
          </Field>
        </div>
      )
    case 'v8':
      return (
        <Field label="Custom data (32 hex digits a line; empty for random)" htmlFor="uuid-v8-data">
          <textarea id="uuid-v8-data" rows={2} className={textareaClass} value={state.v8Data} spellCheck={false} placeholder="2489e9ad2ee28e008ec932d5f69181c0" onChange={(e) => set('v8Data', e.target.value)} />
        </Field>
      )
    case 'nanoid':
      return row(
        <>
          <Field label="Size" htmlFor="uuid-nano-size">
            <input
              id="uuid-nano-size"
              type="number"
              min={1}
              max={256}
              className={`${inputClass} w-24`}
              value={sizeText}
              onChange={(e) => {
                setSizeText(e.target.value)
                const n = Number(e.target.value)
                if (Number.isInteger(n) && n >= 1 && n <= 256) set('nanoSize', n)
              }}
            />
          </Field>
          <Field label="Alphabet" htmlFor="uuid-nano-alphabet" className="min-w-0 flex-1 basis-72">
            <input id="uuid-nano-alphabet" className={`${inputClass} font-mono`} value={state.nanoAlphabet} spellCheck={false} autoComplete="off" onChange={(e) => set('nanoAlphabet', e.target.value)} />
          </Field>
        </>,
      )
    case 'snowflake':
      return row(
        <>
          <EpochFields state={state} set={set} />
          <Field label="Worker ID" htmlFor="uuid-worker">
            <Select id="uuid-worker" className="w-20" value={String(state.worker)} onChange={(e) => set('worker', Number(e.target.value))} options={SMALL_IDS} />
          </Field>
          <Field label="Process ID" htmlFor="uuid-process">
            <Select id="uuid-process" className="w-20" value={String(state.process)} onChange={(e) => set('process', Number(e.target.value))} options={SMALL_IDS} />
          </Field>
        </>,
      )
    default:
      return null
  }
}

/** The Snowflake epoch, shared by the generator and the inspector. */
function EpochFields({ state, set, idPrefix = 'uuid' }: { state: UuidState; set: SetField; idPrefix?: string }) {
  return (
    <>
      <Field label="Snowflake epoch" htmlFor={`${idPrefix}-epoch`}>
        <Select id={`${idPrefix}-epoch`} className="w-56" value={state.epoch} onChange={(e) => set('epoch', e.target.value as UuidState['epoch'])} options={EPOCHS} />
      </Field>
      {state.epoch === 'custom' ? (
        <Field label="Custom epoch (Unix ms or ISO date)" htmlFor={`${idPrefix}-custom-epoch`}>
          <input id={`${idPrefix}-custom-epoch`} className={`${inputClass} w-56 font-mono`} value={state.customEpoch} spellCheck={false} autoComplete="off" onChange={(e) => set('customEpoch', e.target.value)} />
        </Field>
      ) : null}
    </>
  )
}

const FIELDS: ReadonlyArray<readonly [keyof IdInspection | 'local', string]> = [
  ['kind', 'Kind'],
  ['version', 'Version'],
  ['variant', 'Variant'],
  ['time', 'Time (UTC)'],
  ['local', 'Local time'],
  ['timeSource', 'Time source'],
  ['epoch', 'Epoch'],
  ['clockSequence', 'Clock sequence'],
  ['node', 'Node'],
  ['worker', 'Worker ID'],
  ['process', 'Process ID'],
  ['sequence', 'Sequence'],
  ['random', 'Random part'],
  ['counter', 'Counter'],
  ['asUuid', 'As a UUID'],
]

/** "2022-02-22 20:22:22.000 GMT+1 (Europe/Paris)": a time in the user's own zone. */
function localTime(ms: number): string {
  const f = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, hourCycle: 'h23', timeZoneName: 'shortOffset' })
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}.${p.fractionalSecond} ${p.timeZoneName} (${f.resolvedOptions().timeZone})`
}

/** Issue 32 and 34: a pasted ID is read, not replaced: its kind, version, variant and the time it carries. */
function InspectId({ state, set }: { state: UuidState; set: SetField }) {
  const value = state.inspect
  const read = value.trim() ? inspectId(value, epochChoice(state)) : null
  const shown = (key: (typeof FIELDS)[number][0]): string | undefined => {
    if (!read?.ok) return undefined
    if (key === 'local') return read.ms === undefined ? undefined : localTime(read.ms)
    if (key === 'clockSequence') return read.value.clockSequence === undefined ? undefined : `${read.value.clockSequence} (0x${read.value.clockSequence.toString(16)})`
    const v = read.value[key]
    return v === undefined ? undefined : String(v)
  }
  return (
    <section aria-labelledby="uuid-inspect" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="uuid-inspect" className="flex items-center gap-2 text-sm font-medium">
        <ScanSearch aria-hidden className="size-4 text-muted-foreground" /> Inspect an ID
      </h2>
      <Field label="ULID, ObjectID, Snowflake or UUID to inspect" htmlFor="uuid-inspect-input">
        <input
          id="uuid-inspect-input"
          className={`${inputClass} font-mono`}
          value={value}
          spellCheck={false}
          autoComplete="off"
          placeholder="Paste an ID to see its kind, version and time"
          onChange={(e) => set('inspect', e.target.value)}
        />
      </Field>
      {read?.ok && read.value.kind === 'Snowflake' ? (
        <div className="flex flex-wrap items-end gap-3">
          <EpochFields state={state} set={set} idPrefix="uuid-inspect" />
        </div>
      ) : null}
      {read?.ok && read.value.kind === 'Snowflake' && state.epoch === 'custom' && customEpochMs(state.customEpoch) === null ? <ErrorText>{CUSTOM_EPOCH_ERROR}</ErrorText> : null}
      {read && !read.ok ? <ErrorText>{read.error}</ErrorText> : null}
      {read?.ok ? (
        <dl aria-label="ID details" className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
          {FIELDS.flatMap(([key, label]) => {
            const text = shown(key)
            return text === undefined
              ? []
              : [
                  <div key={key} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="font-mono break-words text-muted-foreground" data-testid={`uuid-${key}`}>
                      {text}
                    </dd>
                  </div>,
                ]
          })}
        </dl>
      ) : null}
    </section>
  )
}

import { useAtom } from 'jotai'
import { Info, RefreshCw, ScanSearch } from 'lucide-react'
import { useState } from 'react'
import { CopyButton } from '../../ui/copy-button'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { COPIED_ALL, COPIED_ONE, COUNTS, generateUuids, INFO, inspectUuid, joinUuids, VERSIONS, type UuidCount, type UuidInspection, type UuidVersion } from './uuid.logic'
import { uuidAtom } from './uuid.state'

export default function UuidGenerator() {
  const [state, setState] = useAtom(uuidAtom)
  // SPEC: it generates once on load, with the stored (or default) version and count. D31: the list
  // remembers the version and count it was made with; choosing another (here or in another tab)
  // generates a new list at once, so a v4 never stays on screen under "UUID v7".
  const make = (version: UuidVersion, count: UuidCount) => ({ version, count, ids: generateUuids(version, Number(count)) })
  const [made, setMade] = useState(() => make(state.version, state.count))
  if (made.version !== state.version || made.count !== state.count) setMade(make(state.version, state.count))
  const ids = made.ids

  const generate = () => setMade(make(state.version, state.count))
  useToolFrame({ result: ids.length ? joinUuids(ids) : undefined, mainAction: generate })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Version" htmlFor="uuid-version">
          <Select
            id="uuid-version"
            className="w-36"
            value={state.version}
            onChange={(e) => {
              const version = e.target.value as UuidVersion
              setState((s) => ({ ...s, version }))
            }}
            options={VERSIONS}
          />
        </Field>
        <Field label="Count" htmlFor="uuid-count">
          <Select
            id="uuid-count"
            className="w-24"
            value={state.count}
            onChange={(e) => {
              const count = e.target.value as UuidCount
              setState((s) => ({ ...s, count }))
            }}
            options={COUNTS.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        <Button variant="primary" onClick={generate} aria-keyshortcuts="Control+Enter Meta+Enter">
          <RefreshCw aria-hidden /> Generate
        </Button>
        {ids.length > 1 ? <CopyButton size="md" label="Copy All" toastMessage={COPIED_ALL} getText={() => joinUuids(ids)} /> : null}
      </div>

      <ol aria-label="Generated UUIDs" className="flex max-h-[min(52vh,480px)] flex-col overflow-auto rounded-lg border border-border bg-background">
        {ids.map((id, i) => (
          <li key={`${i}-${id}`} className="flex items-center justify-between gap-3 border-b border-border px-3 py-1.5 last:border-b-0">
            <span className="w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
              {i + 1}
            </span>
            <code className="min-w-0 flex-1 truncate font-mono text-sm" data-testid="uuid">
              {id}
            </code>
            <CopyButton variant="ghost" aria-label={`Copy UUID ${i + 1}`} toastMessage={COPIED_ONE} text={id} />
          </li>
        ))}
      </ol>

      <InspectUuid value={state.inspect} onChange={(inspect) => setState((s) => ({ ...s, inspect }))} />

      <aside aria-labelledby="uuid-info" className="rounded-lg border border-border bg-surface p-4 text-sm">
        <h2 id="uuid-info" className="mb-2 flex items-center gap-2 font-medium">
          <Info aria-hidden className="size-4 text-muted-foreground" /> About UUIDs
        </h2>
        <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
          {INFO.map((item) => (
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

const FIELDS: ReadonlyArray<readonly [keyof UuidInspection, string]> = [
  ['version', 'Version'],
  ['variant', 'Variant'],
  ['time', 'Time'],
  ['timeSource', 'Time source'],
  ['clockSequence', 'Clock sequence'],
  ['node', 'Node'],
]

/** Issue 32: a pasted UUID is read, not replaced: its version, variant and the time it carries. */
function InspectUuid({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const read = value.trim() ? inspectUuid(value) : null
  return (
    <section aria-labelledby="uuid-inspect" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="uuid-inspect" className="flex items-center gap-2 text-sm font-medium">
        <ScanSearch aria-hidden className="size-4 text-muted-foreground" /> Inspect a UUID
      </h2>
      <Field label="UUID to inspect" htmlFor="uuid-inspect-input">
        <input
          id="uuid-inspect-input"
          className={`${inputClass} font-mono`}
          value={value}
          spellCheck={false}
          autoComplete="off"
          placeholder="Paste a UUID to see its version, variant and time"
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      {read && !read.ok ? <ErrorText>{read.error}</ErrorText> : null}
      {read?.ok ? (
        <dl aria-label="UUID details" className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
          {FIELDS.filter(([key]) => read.value[key] !== undefined).map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words text-muted-foreground" data-testid={`uuid-${key}`}>
                {key === 'clockSequence' ? `${read.value.clockSequence} (0x${read.value.clockSequence!.toString(16)})` : String(read.value[key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}

import { useAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { convertClient } from '../../workers/convert/convert.client'
import type { YamlDocuments } from '../../workers/convert/yaml.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { ConversionPanes } from '../../ui/conversion-panes'
import { ErrorText } from '../../ui/error-text'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { isStale, type Made } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { DOCUMENT_OPTIONS, DOCUMENTS_LABEL, inputsOf, outcomeOf, type Direction, type JsonYamlState, type Outcome } from './json-yaml.logic'
import { jsonYamlActiveAtom, jsonYamlAtom, jsonYamlShare } from './json-yaml.state'

const PANEL: Record<
  Direction,
  {
    heading: string
    action: string
    field: keyof JsonYamlState
    input: { title: string; label: string; language: 'json' | 'yaml'; placeholder: string; accept: string }
    output: { title: string; label: string; language: 'json' | 'yaml'; empty: string; download: { name: string; mime: string } }
  }
> = {
  toYaml: {
    heading: 'JSON to YAML',
    action: 'Convert to YAML',
    field: 'jsonInput',
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '{"name": "value", "list": [1, 2]}', accept: '.json,application/json,text/plain' },
    output: { title: 'YAML', label: 'YAML output', language: 'yaml', empty: 'The YAML appears here. Press Convert to YAML.', download: { name: 'converted.yaml', mime: 'application/yaml' } },
  },
  toJson: {
    heading: 'YAML to JSON',
    action: 'Convert to JSON',
    field: 'yamlInput',
    input: { title: 'YAML', label: 'YAML input', language: 'yaml', placeholder: 'name: value\nlist:\n  - 1\n  - 2', accept: '.yaml,.yml,application/yaml,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
}

const CRASHED = 'The converter stopped unexpectedly. Try again; your input is unchanged.'

export default function JsonYaml() {
  const [state, setState] = useAtom(jsonYamlAtom)
  const [made, setMade] = useState<Partial<Record<Direction, Made<Outcome>>>>({})
  const [active, setActive] = useAtom(jsonYamlActiveAtom)

  const toYaml = useWorkerTask<JsonYamlState, Outcome>(async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToYaml', { text: s.jsonInput }, { signal, onProgress }), 'toYaml'))
  const toJson = useWorkerTask<JsonYamlState, Outcome>(async (s, { signal, onProgress }) =>
    outcomeOf(await convertClient.run('yamlToJson', { text: s.yamlInput, documents: s.documents }, { signal, onProgress }), 'toJson'),
  )
  const tasks = { toYaml, toJson }
  // D31: an outcome made from other inputs (an edit, another documents choice) is marked out of date.
  const staleOf = (d: Direction) => isStale(made[d], inputsOf(d, state))

  const run = async (direction: Direction) => {
    setActive(direction)
    const from = inputsOf(direction, state)
    const result = await tasks[direction].run(state)
    if (result) setMade((m) => ({ ...m, [direction]: { outcome: result, from } }))
  }

  // D35: the open direction as a recipe step, for Send to's "Add to recipe".
  const recipeStep = active === 'toYaml' ? { op: 'json-to-yaml', input: state.jsonInput } : { op: 'yaml-to-json', args: { documents: state.documents }, input: state.yamlInput }
  useToolFrame({ result: made[active]?.outcome.output || undefined, stale: staleOf(active), mainAction: () => void run(active), share: jsonYamlShare, recipeStep })

  return (
    <div className="flex flex-col gap-6">
      {(['toYaml', 'toJson'] as const).map((direction) => (
        <Panel
          key={direction}
          direction={direction}
          value={state[PANEL[direction].field]}
          onChange={(value) => setState((s) => ({ ...s, [PANEL[direction].field]: value }))}
          outcome={made[direction]?.outcome}
          stale={staleOf(direction)}
          task={tasks[direction]}
          onRun={() => void run(direction)}
          onFocus={() => setActive(direction)}
          options={
            direction === 'toJson' ? (
              <DocumentsChoice value={state.documents} onChange={(documents) => setState((s) => ({ ...s, documents }))} />
            ) : null
          }
        />
      ))}
    </div>
  )
}

/** D29: which documents of a YAML stream become JSON. */
function DocumentsChoice({ value, onChange }: { value: YamlDocuments; onChange: (value: YamlDocuments) => void }) {
  return (
    <span className="flex items-center gap-2">
      <label htmlFor="yaml-to-json-documents" className="text-sm text-muted-foreground">
        {DOCUMENTS_LABEL}
      </label>
      <Select
        id="yaml-to-json-documents"
        className="w-60 max-w-full"
        options={DOCUMENT_OPTIONS}
        value={value}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : 'first')}
      />
    </span>
  )
}

function Panel({ direction, value, onChange, outcome, stale, task, onRun, onFocus, options }: {
  direction: Direction
  value: string
  onChange: (value: string) => void
  outcome: Outcome | undefined
  stale: boolean
  task: { status: string; progress: { done: number; total: number } | null; cancel: () => void }
  onRun: () => void
  onFocus: () => void
  options: ReactNode
}) {
  const p = PANEL[direction]
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  return (
    <section aria-labelledby={`${direction}-heading`} className="flex flex-col gap-3" onFocusCapture={onFocus}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${direction}-heading`} className="text-base font-semibold">
          {p.heading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {options}
          <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
            {busy ? 'Converting...' : p.action}
          </Button>
        </div>
      </div>
      {slow ? <ProgressBar label="Converting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={direction === 'toYaml' ? 'json-to-yaml' : 'yaml-to-json'}
        className="h-[min(42vh,420px)] min-h-60"
        input={{ ...p.input, value, onChange }}
        output={{ ...p.output, text: outcome?.output ?? '' }}
        error={outcome?.error ?? null}
        warnings={outcome?.warnings}
        stale={stale ? p.action : null}
      />
      {task.status === 'error' ? <ErrorText>{CRASHED}</ErrorText> : null}
    </section>
  )
}

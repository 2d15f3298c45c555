import { useAtom } from 'jotai'
import { useState } from 'react'
import { convertClient } from '../../workers/convert/convert.client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { ConversionPanes } from '../../ui/conversion-panes'
import { ErrorText } from '../../ui/error-text'
import { ProgressBar } from '../../ui/progress'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { outcomeOf, type Direction, type JsonYamlState, type Outcome } from './json-yaml.logic'
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
  const [outcomes, setOutcomes] = useState<Partial<Record<Direction, Outcome>>>({})
  const [active, setActive] = useAtom(jsonYamlActiveAtom)

  const toYaml = useWorkerTask<string, Outcome>(async (text, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToYaml', { text }, { signal, onProgress }), 'toYaml'))
  const toJson = useWorkerTask<string, Outcome>(async (text, { signal, onProgress }) => outcomeOf(await convertClient.run('yamlToJson', { text }, { signal, onProgress }), 'toJson'))
  const tasks = { toYaml, toJson }

  const run = async (direction: Direction) => {
    setActive(direction)
    const result = await tasks[direction].run(state[PANEL[direction].field])
    if (result) setOutcomes((o) => ({ ...o, [direction]: result }))
  }

  useToolFrame({ result: outcomes[active]?.output || undefined, mainAction: () => void run(active), share: jsonYamlShare })

  return (
    <div className="flex flex-col gap-6">
      {(['toYaml', 'toJson'] as const).map((direction) => (
        <Panel
          key={direction}
          direction={direction}
          value={state[PANEL[direction].field]}
          onChange={(value) => setState((s) => ({ ...s, [PANEL[direction].field]: value }))}
          outcome={outcomes[direction]}
          task={tasks[direction]}
          onRun={() => void run(direction)}
          onFocus={() => setActive(direction)}
        />
      ))}
    </div>
  )
}

function Panel({ direction, value, onChange, outcome, task, onRun, onFocus }: {
  direction: Direction
  value: string
  onChange: (value: string) => void
  outcome: Outcome | undefined
  task: { status: string; progress: { done: number; total: number } | null; cancel: () => void }
  onRun: () => void
  onFocus: () => void
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
        <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Converting...' : p.action}
        </Button>
      </div>
      {slow ? <ProgressBar label="Converting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={direction === 'toYaml' ? 'json-to-yaml' : 'yaml-to-json'}
        className="h-[min(42vh,420px)] min-h-60"
        input={{ ...p.input, value, onChange }}
        output={{ ...p.output, text: outcome?.output ?? '' }}
        error={outcome?.error ?? null}
        warnings={outcome?.warnings}
      />
      {task.status === 'error' ? <ErrorText>{CRASHED}</ErrorText> : null}
    </section>
  )
}

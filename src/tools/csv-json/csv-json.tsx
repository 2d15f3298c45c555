import { useAtom } from 'jotai'
import { useState } from 'react'
import { toast } from 'sonner'
import { convertClient } from '../../workers/convert/convert.client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { ConversionPanes } from '../../ui/conversion-panes'
import { ErrorText } from '../../ui/error-text'
import { ProgressBar } from '../../ui/progress'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { HEADERS_LABEL, outcomeOf, type CsvJsonState, type Direction, type Outcome } from './csv-json.logic'
import { csvJsonAtom } from './csv-json.state'

const TAB: Record<
  Direction,
  {
    tab: string
    action: string
    field: 'csvInput' | 'jsonInput'
    input: { title: string; label: string; language: 'json' | 'text'; placeholder: string; accept: string }
    output: { title: string; label: string; language: 'json' | 'text'; empty: string; download: { name: string; mime: string } }
  }
> = {
  toJson: {
    tab: 'CSV to JSON',
    action: 'Convert to JSON',
    field: 'csvInput',
    input: { title: 'CSV', label: 'CSV input', language: 'text', placeholder: 'name,email\nAda,ada@example.com', accept: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON array appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
  toCsv: {
    tab: 'JSON to CSV',
    action: 'Convert to CSV',
    field: 'jsonInput',
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '[{"name": "Ada", "email": "ada@example.com"}]', accept: '.json,application/json,text/plain' },
    output: { title: 'CSV', label: 'CSV output', language: 'text', empty: 'The CSV appears here. Press Convert to CSV.', download: { name: 'converted.csv', mime: 'text/csv' } },
  },
}

type Result = ReturnType<typeof outcomeOf>

export default function CsvJson() {
  const [state, setState] = useAtom(csvJsonAtom)
  const [tab, setTab] = useState<Direction>('toJson')
  const [outcomes, setOutcomes] = useState<Partial<Record<Direction, Outcome>>>({})

  const toJson = useWorkerTask<{ text: string; hasHeaders: boolean }, Result>(async (job, { signal, onProgress }) =>
    outcomeOf(await convertClient.run('csvToJson', job, { signal, onProgress }), 'toJson'),
  )
  const toCsv = useWorkerTask<{ text: string }, Result>(async (job, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToCsv', job, { signal, onProgress }), 'toCsv'))

  const run = async (direction: Direction) => {
    const result = direction === 'toJson' ? await toJson.run({ text: state.csvInput, hasHeaders: state.hasHeaders }) : await toCsv.run({ text: state.jsonInput })
    if (!result) return
    setOutcomes((o) => ({ ...o, [direction]: result.outcome }))
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: outcomes[tab]?.output || undefined, mainAction: () => void run(tab), shareAtom: csvJsonAtom })

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Direction)}>
      <TabsList aria-label="Direction">
        <TabsTrigger value="toJson">{TAB.toJson.tab}</TabsTrigger>
        <TabsTrigger value="toCsv">{TAB.toCsv.tab}</TabsTrigger>
      </TabsList>
      {(['toJson', 'toCsv'] as const).map((direction) => (
        <TabsContent key={direction} value={direction}>
          <DirectionPanel
            direction={direction}
            state={state}
            setState={setState}
            outcome={outcomes[direction]}
            task={direction === 'toJson' ? toJson : toCsv}
            onRun={() => void run(direction)}
          />
        </TabsContent>
      ))}
    </Tabs>
  )
}

function DirectionPanel({ direction, state, setState, outcome, task, onRun }: {
  direction: Direction
  state: CsvJsonState
  setState: (update: (s: CsvJsonState) => CsvJsonState) => void
  outcome: Outcome | undefined
  task: { status: string; progress: { done: number; total: number } | null; cancel: () => void }
  onRun: () => void
}) {
  const t = TAB[direction]
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Converting...' : t.action}
        </Button>
        {direction === 'toJson' ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={state.hasHeaders}
              onChange={(e) => {
                const hasHeaders = e.target.checked
                setState((s) => ({ ...s, hasHeaders }))
              }}
            />
            {HEADERS_LABEL}
          </label>
        ) : null}
      </div>
      {slow ? <ProgressBar label="Converting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={direction === 'toJson' ? 'csv-to-json' : 'json-to-csv'}
        input={{ ...t.input, value: state[t.field], onChange: (value) => setState((s) => ({ ...s, [t.field]: value })) }}
        output={{ ...t.output, text: outcome?.output ?? '' }}
        error={outcome?.error ?? null}
        warnings={outcome?.warnings}
      />
      {task.status === 'error' ? <ErrorText>The converter stopped unexpectedly. Try again; your input is unchanged.</ErrorText> : null}
    </div>
  )
}

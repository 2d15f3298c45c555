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
import { outcomeOf, type Direction, type JsonXmlState, type Outcome } from './json-xml.logic'
import { jsonXmlAtom } from './json-xml.state'

const TAB: Record<
  Direction,
  {
    tab: string
    action: string
    field: keyof JsonXmlState
    input: { title: string; label: string; language: 'json' | 'xml'; placeholder: string; accept: string }
    output: { title: string; label: string; language: 'json' | 'xml'; empty: string; download: { name: string; mime: string } }
  }
> = {
  toXml: {
    tab: 'JSON to XML',
    action: 'Convert to XML',
    field: 'jsonInput',
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '{"user": {"attributes": {"id": "1"}, "text": "Ada"}}', accept: '.json,application/json,text/plain' },
    output: { title: 'XML', label: 'XML output', language: 'xml', empty: 'The XML appears here. Press Convert to XML.', download: { name: 'converted.xml', mime: 'application/xml' } },
  },
  toJson: {
    tab: 'XML to JSON',
    action: 'Convert to JSON',
    field: 'xmlInput',
    input: { title: 'XML', label: 'XML input', language: 'xml', placeholder: '<root><user id="1">Ada</user></root>', accept: '.xml,application/xml,text/xml,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
}

export default function JsonXml() {
  const [state, setState] = useAtom(jsonXmlAtom)
  const [tab, setTab] = useState<Direction>('toXml')
  const [outcomes, setOutcomes] = useState<Partial<Record<Direction, Outcome>>>({})

  const toXml = useWorkerTask<string, ReturnType<typeof outcomeOf>>(async (text, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToXml', { text }, { signal, onProgress }), 'toXml'))
  const toJson = useWorkerTask<string, ReturnType<typeof outcomeOf>>(async (text, { signal, onProgress }) => outcomeOf(await convertClient.run('xmlToJson', { text }, { signal, onProgress }), 'toJson'))
  const tasks = { toXml, toJson }

  const run = async (direction: Direction) => {
    const result = await tasks[direction].run(state[TAB[direction].field])
    if (!result) return
    setOutcomes((o) => ({ ...o, [direction]: result.outcome }))
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: outcomes[tab]?.output || undefined, mainAction: () => void run(tab), shareAtom: jsonXmlAtom })

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Direction)}>
      <TabsList aria-label="Direction">
        <TabsTrigger value="toXml">{TAB.toXml.tab}</TabsTrigger>
        <TabsTrigger value="toJson">{TAB.toJson.tab}</TabsTrigger>
      </TabsList>
      {(['toXml', 'toJson'] as const).map((direction) => (
        <TabsContent key={direction} value={direction}>
          <DirectionPanel
            direction={direction}
            value={state[TAB[direction].field]}
            onChange={(value) => setState((s) => ({ ...s, [TAB[direction].field]: value }))}
            outcome={outcomes[direction]}
            task={tasks[direction]}
            onRun={() => void run(direction)}
          />
        </TabsContent>
      ))}
    </Tabs>
  )
}

function DirectionPanel({ direction, value, onChange, outcome, task, onRun }: {
  direction: Direction
  value: string
  onChange: (value: string) => void
  outcome: Outcome | undefined
  task: { status: string; progress: { done: number; total: number } | null; cancel: () => void }
  onRun: () => void
}) {
  const t = TAB[direction]
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Converting...' : t.action}
        </Button>
      </div>
      {slow ? <ProgressBar label="Converting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id={direction === 'toXml' ? 'json-to-xml' : 'xml-to-json'}
        input={{ ...t.input, value, onChange }}
        output={{ ...t.output, text: outcome?.output ?? '' }}
        error={outcome?.error ?? null}
        warnings={outcome?.warnings}
      />
      {task.status === 'error' ? <ErrorText>The converter stopped unexpectedly. Try again; your input is unchanged.</ErrorText> : null}
    </div>
  )
}

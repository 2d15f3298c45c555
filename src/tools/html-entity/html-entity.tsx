import { useAtom } from 'jotai'
import { useState } from 'react'
import { toast } from 'sonner'
import { convertClient } from '../../workers/convert/convert.client'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { ConversionPanes } from '../../ui/conversion-panes'
import { ProgressBar } from '../../ui/progress'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { ACTIONS, ENTITY_TABLE, outcomeOf, type Mode, type Outcome } from './html-entity.logic'
import { htmlEntityAtom } from './html-entity.state'

export default function HtmlEntity() {
  const [state, setState] = useAtom(htmlEntityAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [mode, setMode] = useState<Mode>('encode')

  // A failure of the worker itself (it crashed) is this action's error: SPEC's toast names it.
  const task = useWorkerTask<{ text: string; mode: Mode }, Outcome>(async ({ text, mode: m }, { signal }) => {
    try {
      return outcomeOf(await convertClient.run(m === 'encode' ? 'htmlEncode' : 'htmlDecode', { text }, { signal }), m)
    } catch (e) {
      if (isAbortError(e)) throw e
      return outcomeOf({ ok: false }, m)
    }
  })
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const run = async (m: Mode) => {
    setMode(m)
    const result = await task.run({ text: state.input, mode: m })
    if (!result) return
    setOutcome(result)
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: outcome?.output || undefined, mainAction: () => void run(mode), shareAtom: htmlEntityAtom })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {(['encode', 'decode'] as const).map((m) => (
          <Button
            key={m}
            variant={m === 'encode' ? 'primary' : 'outline'}
            onClick={() => void run(m)}
            disabled={busy}
            aria-keyshortcuts={m === mode ? 'Control+Enter Meta+Enter' : undefined}
          >
            {busy && mode === m ? ACTIONS[m].busy : ACTIONS[m].label}
          </Button>
        ))}
      </div>
      {slow ? <ProgressBar label={ACTIONS[mode].busy} progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id="html"
        wrap
        className="h-[min(50vh,460px)] min-h-64"
        input={{
          title: 'Input',
          label: 'Text or HTML to encode or decode',
          language: 'html',
          value: state.input,
          onChange: (input) => setState((s) => ({ ...s, input })),
          placeholder: '<p class="note">Tom & Jerry\'s "show"</p>',
        }}
        output={{ title: 'Output', label: 'Result', language: 'html', text: outcome?.output ?? '', empty: 'The result appears here. Press Encode or Decode.' }}
        error={outcome?.error ? { message: outcome.error } : null}
      />
      <section aria-labelledby="entities-heading" className="rounded-lg border border-border bg-surface p-3">
        <h2 id="entities-heading" className="mb-2 text-sm font-medium">
          Entities handled
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {ENTITY_TABLE.map((e) => (
            <li key={e.entity} className="flex items-baseline gap-2">
              <code className="font-mono text-muted-foreground">{e.char === '\u00a0' ? '␣' : e.char}</code>
              <code className="font-mono">{e.entity}</code>
              <span className="sr-only">{e.name}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">Decode also reads numeric references such as &amp;#39; and &amp;#x27;, and &amp;apos;.</p>
      </section>
    </div>
  )
}

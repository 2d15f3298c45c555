import { useAtom } from 'jotai'
import { useState } from 'react'
import { toast } from 'sonner'
import type { UrlMode } from '../../workers/convert/text.impl'
import { convertClient } from '../../workers/convert/convert.client'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { ConversionPanes } from '../../ui/conversion-panes'
import { ProgressBar } from '../../ui/progress'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { ACTIONS, actionFor, outcomeOf, type Outcome } from './url-encode.logic'
import { urlEncoderAtom } from './url-encode.state'

export default function UrlEncode() {
  const [state, setState] = useAtom(urlEncoderAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [mode, setMode] = useState<UrlMode>('component')

  // A failure of the worker itself (it crashed) is this action's error: SPEC's toast names it.
  const task = useWorkerTask<{ text: string; mode: UrlMode }, Outcome>(async (job, { signal }) => {
    try {
      return outcomeOf(await convertClient.run('urlCodec', job, { signal }), job.mode)
    } catch (e) {
      if (isAbortError(e)) throw e
      return outcomeOf({ ok: false }, job.mode)
    }
  })
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const run = async (m: UrlMode) => {
    setMode(m)
    const result = await task.run({ text: state.input, mode: m })
    if (!result) return
    setOutcome(result)
    if (result.toast.kind === 'success') toast.success(result.toast.text)
    else toast.error(result.toast.text)
  }

  useToolFrame({ result: outcome?.output || undefined, mainAction: () => void run(mode), shareAtom: urlEncoderAtom })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {ACTIONS.map((a, i) => (
          <Button
            key={a.mode}
            variant={i === 0 ? 'primary' : 'outline'}
            onClick={() => void run(a.mode)}
            disabled={busy}
            aria-keyshortcuts={a.mode === mode ? 'Control+Enter Meta+Enter' : undefined}
          >
            {busy && mode === a.mode ? a.busy : a.label}
          </Button>
        ))}
      </div>
      {slow ? <ProgressBar label={actionFor(mode).busy} progress={task.progress} onCancel={task.cancel} /> : null}
      <ConversionPanes
        id="url"
        wrap
        input={{
          title: 'Input',
          label: 'Text or URL to encode or decode',
          language: 'text',
          value: state.input,
          onChange: (input) => setState((s) => ({ ...s, input })),
          placeholder: 'https://example.com/search?q=héllo wörld&lang=en',
        }}
        output={{ title: 'Output', label: 'Result', language: 'text', text: outcome?.output ?? '', empty: 'The result appears here. Press Encode Component, Encode URI or Decode.' }}
        error={outcome?.error ? { message: outcome.error } : null}
      />
      <p className="text-xs text-muted-foreground">
        Encode Component escapes every reserved character (for a query value or path segment); Encode URI keeps a whole address&apos;s structure (<code>:/?#&amp;=</code>) and escapes the rest.
      </p>
    </div>
  )
}

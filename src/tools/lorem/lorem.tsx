import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { clampCount, ERROR_MESSAGE, generate, LIMITS, type LoremType } from './lorem.logic'
import { loremAtom } from './lorem.state'

const TYPES: { value: LoremType; label: string; unit: string }[] = [
  { value: 'paragraphs', label: 'Paragraphs', unit: 'Number of paragraphs' },
  { value: 'sentences', label: 'Sentences', unit: 'Number of sentences' },
  { value: 'words', label: 'Words', unit: 'Number of words' },
]

export default function LoremGenerator() {
  const [state, setState] = useAtom(loremAtom)
  const [output, setOutput] = useState('')
  const [draft, setDraft] = useState(String(state[state.type]))
  const type = TYPES.find((t) => t.value === state.type)!
  const { min, max } = LIMITS[state.type]

  useEffect(() => setDraft(String(state[state.type])), [state])

  const run = () => {
    try {
      setOutput(generate(state))
    } catch {
      toast.error(ERROR_MESSAGE)
    }
  }
  useToolFrame({ result: output || undefined, mainAction: run })

  const commit = (raw: string) => {
    const n = clampCount(state.type, Number(raw))
    setState((s) => ({ ...s, [s.type]: n }))
    setDraft(String(n))
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lorem-type" className="text-xs font-medium text-muted-foreground">
            Generate
          </label>
          <Select id="lorem-type" className="w-40" value={state.type} onChange={(e) => setState((s) => ({ ...s, type: e.target.value as LoremType }))} options={TYPES} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lorem-count" className="text-xs font-medium text-muted-foreground">
            {type.unit} ({min}-{max})
          </label>
          <input
            id="lorem-count"
            type="number"
            min={min}
            max={max}
            className={`${inputClass} w-32`}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value)
              if (e.target.value !== '') commit(e.target.value)
            }}
            onBlur={(e) => commit(e.target.value)}
          />
        </div>
        <label className="inline-flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.startWithLorem} onChange={(e) => setState((s) => ({ ...s, startWithLorem: e.target.checked }))} />
          Start with Lorem ipsum
        </label>
        <Button variant="primary" onClick={run} aria-keyshortcuts="Control+Enter Meta+Enter">
          Generate
        </Button>
      </div>
      <Pane title="Output" titleId="lorem-output-title" actions={output ? <CopyButton variant="ghost" text={output} /> : null}>
        {output ? (
          <div className="max-h-[60vh] overflow-y-auto p-4 text-sm leading-relaxed" data-testid="lorem-output">
            {output.split('\n\n').map((p, i) => (
              <p key={i} className="mb-3 last:mb-0">
                {p}
              </p>
            ))}
          </div>
        ) : (
          <p className="m-4 text-sm text-muted-foreground">Your Lorem ipsum appears here. Press Generate.</p>
        )}
      </Pane>
    </div>
  )
}

import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { CountInput } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { ERROR_MESSAGE, generate, LIMITS, newSeed, readCount, seededRandom, type LoremType } from './lorem.logic'
import { loremAtom } from './lorem.state'

const TYPES: { value: LoremType; label: string; unit: string }[] = [
  { value: 'paragraphs', label: 'Paragraphs', unit: 'Number of paragraphs' },
  { value: 'sentences', label: 'Sentences', unit: 'Number of sentences' },
  { value: 'words', label: 'Words', unit: 'Number of words' },
]

export default function LoremGenerator() {
  const [state, setState] = useAtom(loremAtom)
  // The text is drawn from a seed: settings changes redraw it at once (D31: never out of date),
  // and Generate picks a new seed for a new text.
  const [seed, setSeed] = useState(newSeed)
  /** What the count field holds while it is not a valid count; null when it shows the stored count. */
  const [draft, setDraft] = useState<{ type: LoremType; text: string } | null>(null)
  const type = TYPES.find((t) => t.value === state.type)!
  const { min, max } = LIMITS[state.type]
  const typed = draft?.type === state.type ? draft.text : String(state[state.type])
  const { message } = readCount(state.type, typed, state[state.type])

  const { output, failed } = useMemo(() => {
    try {
      return { output: generate(state, seededRandom(seed)), failed: false }
    } catch {
      return { output: '', failed: true }
    }
  }, [state, seed])
  const run = () => setSeed(newSeed())
  useToolFrame({ result: output || undefined, mainAction: run })

  const onCount = (raw: string) => {
    const read = readCount(state.type, raw, state[state.type])
    setDraft(read.message ? { type: state.type, text: raw } : null)
    setState((s) => ({ ...s, [s.type]: read.count }))
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lorem-type" className="text-xs font-medium text-muted-foreground">
            Generate
          </label>
          <Select id="lorem-type" className="w-40" value={state.type} onChange={(e) => setState((s) => ({ ...s, type: e.target.value as LoremType }))} options={TYPES} />
        </div>
        <div className="flex w-full flex-col gap-1.5 sm:w-auto">
          <label htmlFor="lorem-count" className="text-xs font-medium text-muted-foreground">
            {type.unit} ({min}-{max})
          </label>
          <div className="w-40">
            <CountInput id="lorem-count" min={min} max={max} value={typed} message={message} messageId="lorem-count-message" onChange={onCount} />
          </div>
          {/* The line under the field is kept free for its message, which may run past the field's
              width: nothing moves when it shows. */}
          <div className="relative h-5">
            <p id="lorem-count-message" role="status" className="absolute top-0 left-0 text-sm whitespace-nowrap text-warning" data-testid="lorem-count-message">
              {message}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:mt-5.5">
          <label className="inline-flex h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.startWithLorem} onChange={(e) => setState((s) => ({ ...s, startWithLorem: e.target.checked }))} />
            Start with Lorem ipsum
          </label>
          <Button variant="primary" onClick={run} aria-keyshortcuts="Control+Enter Meta+Enter">
            Generate
          </Button>
        </div>
      </div>
      <Pane title="Output" titleId="lorem-output-title" actions={output ? <CopyButton variant="ghost" text={output} /> : null}>
        {failed ? (
          <p role="alert" className="m-4 text-sm text-destructive-foreground">
            {ERROR_MESSAGE}
          </p>
        ) : (
          // Focusable, so a keyboard can scroll a long text.
          <div tabIndex={0} className="max-h-[60vh] overflow-y-auto p-4 text-sm leading-relaxed" data-testid="lorem-output">
            {output.split('\n\n').map((p, i) => (
              <p key={i} className="mb-3 last:mb-0">
                {p}
              </p>
            ))}
          </div>
        )}
      </Pane>
    </div>
  )
}

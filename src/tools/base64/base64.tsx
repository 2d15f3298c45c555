import { useAtom } from 'jotai'
import { ArrowDownUp, Eraser, Info } from 'lucide-react'
import { useState } from 'react'
import { previewOf } from '../../lib/large-text'
import { codecClient } from '../../workers/codec/codec.client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { BinaryView } from '../../ui/binary-view'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { decodeOutcome, DOWNLOAD_BYTES, encodeOutcome, type Base64Direction, type Base64State, type Outcome } from './base64.logic'
import { base64Atom, base64Share, base64TabAtom } from './base64.state'

type Direction = Base64Direction

const COPY: Record<Direction, { input: string; inputLabel: string; placeholder: string; output: string; action: string; busy: string; empty: string; field: keyof Base64State }> = {
  encode: {
    input: 'Text',
    inputLabel: 'Text to encode',
    placeholder: 'Type or paste text to encode…',
    output: 'Base64',
    action: 'Encode',
    busy: 'Encoding...',
    empty: 'The Base64 encoding appears here. Press Encode.',
    field: 'textInput',
  },
  decode: {
    input: 'Base64',
    inputLabel: 'Base64 to decode',
    placeholder: 'Paste Base64 (standard or URL-safe) to decode…',
    output: 'Text',
    action: 'Decode',
    busy: 'Decoding...',
    empty: 'The decoded text appears here. Press Decode.',
    field: 'base64Input',
  },
}

function Direction({ direction, state, setField, outcome, stale, task, onRun, onSwap }: {
  direction: Direction
  state: Base64State
  setField: (field: keyof Base64State, value: string) => void
  outcome: Outcome | undefined
  /** The shown outcome was made from another input (D31): marked, and not copied or reused. */
  stale: boolean
  task: { status: string; progress: { done: number; total: number } | null; cancel: () => void }
  onRun: () => void
  onSwap: () => void
}) {
  const c = COPY[direction]
  const held = stale ? staleTitle(c.action) : undefined
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const output = outcome?.output ?? ''
  const preview = previewOf(output)
  const binary = outcome?.binary
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={onRun} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? c.busy : c.action}
        </Button>
        <Button onClick={onSwap} disabled={!output || busy || stale} title={output ? held : undefined}>
          <ArrowDownUp aria-hidden /> Use output as input
        </Button>
      </div>
      {slow ? <ProgressBar label={c.busy} progress={task.progress} onCancel={task.cancel} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title={c.input}
          titleId={`${direction}-input-title`}
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton onText={(text) => setField(c.field, text)} />
              <Button size="sm" variant="ghost" onClick={() => setField(c.field, '')} disabled={!state[c.field]}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setField(c.field, text)}>
            <CodeEditor id={`${direction}-input`} label={c.inputLabel} value={state[c.field]} onChange={(v) => setField(c.field, v)} placeholder={c.placeholder} wrap />
          </TextDropZone>
          {outcome?.error ? (
            <div className={cn(stale && STALE_DIM)} data-stale={stale || undefined}>
              <PaneError>{outcome.error}</PaneError>
            </div>
          ) : null}
        </Pane>
        <Pane title={c.output} titleId={`${direction}-output-title`} className={WORK_PANE_HEIGHT} actions={output ? <CopyButton variant="ghost" getText={() => output} disabled={stale} title={held} /> : null}>
          {output ? (
            <CodeEditor id={`${direction}-output`} label={`${c.output} output`} value={preview.text} readOnly wrap className={cn(stale && STALE_DIM)} />
          ) : binary ? (
            <BinaryView {...binary} downloadLabel={DOWNLOAD_BYTES} disabled={stale} title={held} className={cn(stale && STALE_DIM)} />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">{c.empty}</p>
          )}
          {stale ? <StaleNote action={busy ? undefined : c.action} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
          {preview.note ? (
            <p className={cn('flex items-start gap-1.5 border-t border-border px-3 py-2 text-xs text-muted-foreground', stale && STALE_DIM)}>
              <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {preview.note}
            </p>
          ) : null}
        </Pane>
      </div>
    </div>
  )
}

export default function Base64Tool() {
  const [state, setState] = useAtom(base64Atom)
  const [tab, setTab] = useAtom(base64TabAtom)
  // D31: each tab's outcome remembers the input it was made from; an edit marks it out of date.
  const [made, setMade] = useState<Partial<Record<Direction, Made<Outcome>>>>({})
  const inputsOf = (d: Direction) => ({ input: state[COPY[d].field] })
  const staleOf = (d: Direction) => isStale(made[d], inputsOf(d))
  const setField = (field: keyof Base64State, value: string) => setState((s) => ({ ...s, [field]: value }))

  const encode = useWorkerTask<string, Outcome>(async (text, { signal }) => encodeOutcome(await codecClient.run('base64Encode', text, { signal })))
  const decode = useWorkerTask<string, Outcome>(async (text, { signal }) => decodeOutcome(await codecClient.run('base64Decode', text, { signal })))

  const run = async (direction: Direction) => {
    const from = inputsOf(direction)
    const result = direction === 'encode' ? await encode.run(state.textInput) : await decode.run(state.base64Input)
    if (result) setMade((m) => ({ ...m, [direction]: { outcome: result, from } }))
  }
  const swap = (direction: Direction) => {
    if (staleOf(direction)) return
    const output = made[direction]?.outcome.output ?? ''
    const other: Direction = direction === 'encode' ? 'decode' : 'encode'
    setField(COPY[other].field, output)
    setTab(other)
  }

  const current = made[tab]?.outcome.output
  // D35: this tab's transform as a recipe step, for Send to's "Add to recipe".
  const recipeStep = { op: tab === 'encode' ? 'to-base64' : 'from-base64', input: tab === 'encode' ? state.textInput : state.base64Input }
  useToolFrame({ result: current || undefined, stale: staleOf(tab), mainAction: () => void run(tab), share: base64Share, recipeStep })

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Direction)}>
      <TabsList aria-label="Direction">
        <TabsTrigger value="encode">Encode</TabsTrigger>
        <TabsTrigger value="decode">Decode</TabsTrigger>
      </TabsList>
      {(['encode', 'decode'] as const).map((d) => (
        <TabsContent key={d} value={d}>
          <Direction
            direction={d}
            state={state}
            setField={setField}
            outcome={made[d]?.outcome}
            stale={staleOf(d)}
            task={d === 'encode' ? encode : decode}
            onRun={() => void run(d)}
            onSwap={() => swap(d)}
          />
        </TabsContent>
      ))}
    </Tabs>
  )
}

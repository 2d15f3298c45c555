import { useAtom } from 'jotai'
import { CircleCheck, CircleDashed, CircleX, Eraser, FileUp } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { formatBytes } from '../../lib/bytes'
import type { AlgorithmId } from '../../workers/hash/algorithms'
import { hashClient, hashFileInPool } from '../../workers/hash/hash.client'
import type { HashOutput } from '../../workers/hash/hash.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { Select } from '../../ui/select'
import { sameInputs, StaleNote } from '../../ui/stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { DIGESTING, DISPLAY_ORDER, DONE, EMPTY_TEXT, FILE_ERROR, formatDigest, FORMAT_OPTIONS, LABELS, matchDigest, rateText, fileSizeText, TEXT_ERROR, type OutputFormat } from './hash.logic'
import { hashAtom, hashExpectedAtom, hashShare } from './hash.state'

type Tab = 'text' | 'file'
/** A result remembers what it was computed from (D31): the text or file, and the HMAC key. */
type Result = { digests: HashOutput; hmac: boolean; bytes: number; ms: number; from: { source: string | File; hmacKey: string } }

/** D31: a result is current when it came from this source and key and has every selected algorithm. */
const isCurrent = (result: Result | undefined, source: string | File | null, hmacKey: string, order: AlgorithmId[]) =>
  !!result && source !== null && sameInputs(result.from, { source, hmacKey }) && order.every((id) => id in result.digests)

function DigestCard({ id, hex, format, hmac, expected, suffix, stale }: { id: AlgorithmId; hex: string | null | undefined; format: OutputFormat; hmac: boolean; expected: string; suffix: string; stale: boolean }) {
  const label = `${hmac && hex !== null ? 'HMAC-' : ''}${LABELS[id]}`
  const title = `${label}${suffix}`
  const value = hex ? formatDigest(hex, format) : ''
  const match = hex ? matchDigest(expected, hex) : null
  const titleId = `digest-${suffix ? 'file-' : ''}${id}`
  return (
    <section aria-labelledby={titleId} data-testid={titleId} className={cn('flex min-w-0 flex-col gap-2 rounded-lg border bg-background p-3', match === 'match' ? 'border-success' : 'border-border')}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-medium">
          {title}
          {match === 'match' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs text-success">
              <CircleCheck aria-hidden className="size-3.5" /> Match
            </span>
          ) : match === 'mismatch' ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-destructive-foreground">
              <CircleX aria-hidden className="size-3.5" /> Mismatch
            </span>
          ) : null}
        </h3>
        {value ? <CopyButton variant="ghost" text={value} toastMessage={`${LABELS[id]} copied to clipboard!`} aria-label={`Copy ${title}`} disabled={stale} title={stale ? 'Out of date: wait for the current digest' : undefined} /> : null}
      </div>
      {hex === null ? (
        <p className="text-xs text-muted-foreground">A checksum, not a hash: no HMAC. Clear the key to see it.</p>
      ) : (
        <code className="font-mono text-[13px] break-all" data-testid={`${titleId}-value`}>
          {value}
        </code>
      )}
    </section>
  )
}

/**
 * The digest cards and the expected-digest verdict. A stale result (D31) is dimmed, cannot be
 * copied, and is never compared: the verdict and the Match badges wait for the current digests.
 */
function Results({ result, order, format, expected, suffix, columns = 2, stale, note }: { result: Result; order: AlgorithmId[]; format: OutputFormat; expected: string; suffix: string; columns?: 1 | 2; stale: boolean; note?: ReactNode }) {
  const shown = order.filter((id) => id in result.digests)
  const matched = shown.filter((id) => {
    const hex = result.digests[id]
    return hex ? matchDigest(expected, hex) === 'match' : false
  })
  return (
    <div className="flex flex-col gap-3" aria-busy={stale || undefined} data-stale={stale || undefined} data-testid={`digests${suffix ? '-file' : ''}`}>
      {note}
      {expected.trim() ? (
        stale ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="digest-verdict-waiting">
            <CircleDashed aria-hidden className="size-4" /> No verdict yet: the digests shown are not of the current input.
          </p>
        ) : matched.length ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-success" data-testid="digest-verdict">
            <CircleCheck aria-hidden className="size-4" /> The expected digest matches {matched.map((id) => LABELS[id]).join(', ')}.
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm font-medium text-destructive-foreground" data-testid="digest-verdict">
            <CircleX aria-hidden className="size-4" /> The expected digest matches none of the selected algorithms.
          </p>
        )
      ) : null}
      <div className={cn('grid gap-3 transition-opacity', columns === 2 && 'md:grid-cols-2', stale && 'opacity-60 delay-300')}>
        {shown.map((id) => (
          <DigestCard key={id} id={id} hex={result.digests[id]} format={format} hmac={result.hmac} expected={stale ? '' : expected} suffix={suffix} stale={stale} />
        ))}
      </div>
    </div>
  )
}

const allText = (result: Result | undefined, order: AlgorithmId[], format: OutputFormat) =>
  result
    ? order.filter((id) => result.digests[id])
        .map((id) => `${LABELS[id]}: ${formatDigest(result.digests[id]!, format)}`)
        .join('\n')
    : ''

export default function HashTool() {
  const [state, setState] = useAtom(hashAtom)
  const [tab, setTab] = useState<Tab>('text')
  const [hmacKey, setHmacKey] = useState('')
  const [expected, setExpected] = useAtom(hashExpectedAtom)
  const [emptyPressed, setEmptyPressed] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [fileResult, setFileResult] = useState<Result>()
  const [fileError, setFileError] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  const order = useMemo(() => DISPLAY_ORDER.filter((id) => state.algorithms.includes(id)), [state.algorithms])

  // D31: text hashing is cheap, so the cards follow the text, the algorithms and the HMAC key as
  // they change (debounced, in the worker; a superseded job is cancelled). Generate Hashes stays.
  const textInput = useMemo(() => ({ text: state.input, algorithms: order, hmacKey }), [state.input, order, hmacKey])
  const textTask = useWorkerTask<{ text: string; algorithms: AlgorithmId[]; hmacKey: string }, Result>(
    async (input, { signal }) => {
      const started = performance.now()
      const digests = await hashClient.run('hashText', { text: input.text, algorithms: input.algorithms, hmacKey: input.hmacKey || undefined }, { signal })
      return { digests, hmac: !!input.hmacKey, bytes: input.text.length, ms: performance.now() - started, from: { source: input.text, hmacKey: input.hmacKey } }
    },
    { auto: { input: textInput, debounceMs: 250, enabled: tab === 'text' && state.input !== '' } },
  )
  const fileTask = useWorkerTask<{ file: File; algorithms: AlgorithmId[]; hmacKey: string }, Result>(async (input, { signal, onProgress }) => {
    const started = performance.now()
    const digests = await hashFileInPool({ file: input.file, algorithms: input.algorithms, hmacKey: input.hmacKey || undefined }, { signal, onProgress })
    return { digests, hmac: !!input.hmacKey, bytes: input.file.size, ms: performance.now() - started, from: { source: input.file, hmacKey: input.hmacKey } }
  })

  // Emptied text: stop any job still hashing the old text; its answer would be out of date anyway.
  const cancelText = textTask.cancel
  const textEmpty = state.input === ''
  useEffect(() => {
    if (textEmpty) cancelText()
    // cancelText is a new function on every render; only the emptying matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [textEmpty])
  if (emptyPressed && !textEmpty) setEmptyPressed(false)

  const hashText = async () => {
    if (!state.input) {
      setEmptyPressed(true)
      toast.error(EMPTY_TEXT)
      return
    }
    const r = await textTask.run(textInput)
    if (r) toast.success(DONE)
  }
  useEffect(() => {
    if (textTask.status === 'error') toast.error(TEXT_ERROR)
  }, [textTask.status])

  const hashFile = async (f: File | null = file) => {
    if (!f) return
    setFileError(null)
    setCancelled(false)
    setFileResult(undefined)
    const r = await fileTask.run({ file: f, algorithms: order, hmacKey })
    if (r) {
      setFileResult(r)
      toast.success(DONE)
    }
  }
  useEffect(() => {
    if (fileTask.status === 'error') {
      setFileError(FILE_ERROR)
      toast.error(FILE_ERROR)
    }
  }, [fileTask.status])

  const chooseFile = (f: File | undefined) => {
    if (!f) return
    setFile(f)
    setFileResult(undefined)
    void hashFile(f)
  }
  // D25: a file handed to this tool opens the File Hash tab and is hashed, as if chosen there.
  useIncomingFile('hash', (f) => {
    setTab('file')
    chooseFile(f)
  })

  const toggle = (id: AlgorithmId, on: boolean) =>
    setState((s) => {
      const next = on ? [...s.algorithms, id] : s.algorithms.filter((a) => a !== id)
      return { ...s, algorithms: next.length ? DISPLAY_ORDER.filter((a) => next.includes(a)) : s.algorithms }
    })

  const textBusy = textTask.status === 'running'
  const textUpdating = textTask.status === 'pending' || textBusy
  const fileBusy = fileTask.status === 'running'
  const slowText = useDelayed(textBusy)
  const showFileProgress = useDelayed(fileBusy, 200)
  const progress = fileTask.progress
  const elapsed = fileTask.startedAt ? Date.now() - fileTask.startedAt : 0
  // The WebCrypto path (SHA-only selections) reads the file, then digests it with no progress to
  // report: the bar turns indeterminate ({ done: 0, total: 0 }) and says so; Cancel still works.
  const digesting = !!progress && progress.total === 0 && !!file?.size
  const liveRate = digesting ? DIGESTING : progress ? rateText(progress.done, elapsed) : ''

  // What each tab shows, and whether it is still of the current input (D31). Old text digests stay
  // on screen (dimmed, never compared) only while their replacement is being computed, or after a
  // cancel with a note; an emptied text or a failed job shows none.
  const textError = textTask.status === 'error' ? TEXT_ERROR : emptyPressed ? EMPTY_TEXT : null
  const textFresh = isCurrent(textTask.result, state.input, hmacKey, order)
  const textShown = !textEmpty && textTask.status !== 'error' ? textTask.result : undefined
  const textStale = !!textShown && !textFresh
  const fileShown = fileBusy ? undefined : fileResult
  const fileStale = !!fileShown && !isCurrent(fileShown, file, hmacKey, order)
  const shown = tab === 'text' ? textShown : fileShown

  useToolFrame({
    result: allText(shown, order, state.format) || undefined,
    stale: tab === 'text' ? textStale : fileStale,
    mainAction: () => void (tab === 'text' ? hashText() : hashFile()),
    share: hashShare,
  })

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files')

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-1.5 text-xs font-medium text-muted-foreground">Algorithms</legend>
          {DISPLAY_ORDER.map((id) => (
            <label key={id} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={state.algorithms.includes(id)} onChange={(e) => toggle(id, e.target.checked)} />
              {LABELS[id]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 md:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="hash-format" className="text-xs font-medium text-muted-foreground">
              Output
            </label>
            <Select id="hash-format" value={state.format} onChange={(e) => setState((s) => ({ ...s, format: e.target.value as OutputFormat }))} options={FORMAT_OPTIONS} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="hash-hmac" className="text-xs font-medium text-muted-foreground">
              HMAC key (optional)
            </label>
            <input
              id="hash-hmac"
              type="password"
              autoComplete="off"
              className={cn(inputClass, 'font-mono')}
              value={hmacKey}
              onChange={(e) => setHmacKey(e.target.value)}
              placeholder="Empty: plain hashes"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="hash-expected" className="text-xs font-medium text-muted-foreground">
              Expected digest (optional)
            </label>
            <input
              id="hash-expected"
              className={cn(inputClass, 'font-mono')}
              spellCheck={false}
              autoComplete="off"
              value={expected}
              onChange={(e) => setExpected(e.target.value)}
              placeholder="Hex or Base64 digest"
            />
          </div>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Input">
          <TabsTrigger value="text">Text Hash</TabsTrigger>
          <TabsTrigger value="file">File Hash</TabsTrigger>
        </TabsList>

        <TabsContent value="text" className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <Pane
              title="Text"
              titleId="hash-text-title"
              className="h-[min(50vh,420px)] min-h-56"
              actions={
                <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, input: '' }))} disabled={!state.input}>
                  <Eraser aria-hidden /> Clear
                </Button>
              }
            >
              <TextDropZone onText={(text) => setState((s) => ({ ...s, input: text }))}>
                <CodeEditor id="hash-input" label="Text to hash" value={state.input} onChange={(input) => setState((s) => ({ ...s, input }))} placeholder="Type or paste text to hash…" wrap />
              </TextDropZone>
            </Pane>
            <ErrorText>{textError}</ErrorText>
            <div className="flex items-center gap-2">
              <Button variant="primary" onClick={() => void hashText()} disabled={slowText} aria-keyshortcuts="Control+Enter Meta+Enter">
                {slowText ? 'Generating...' : 'Generate Hashes'}
              </Button>
            </div>
            {slowText ? <ProgressBar label="Generating..." progress={null} onCancel={textTask.cancel} /> : null}
          </div>
          {textShown ? (
            <Results
              result={textShown}
              order={order}
              format={state.format}
              expected={expected}
              suffix=""
              columns={1}
              stale={textStale}
              note={textStale && !textUpdating ? <StaleNote action="Generate Hashes" /> : null}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">The hashes appear here as you type.</p>
          )}
        </TabsContent>

        <TabsContent value="file" className="flex flex-col gap-4">
          <div
            className={cn('flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center', over ? 'border-primary bg-accent' : 'border-border')}
            data-testid="hash-drop"
            onDragOver={(e) => {
              if (!hasFiles(e)) return
              e.preventDefault()
              setOver(true)
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              if (!hasFiles(e)) return
              e.preventDefault()
              setOver(false)
              chooseFile(e.dataTransfer.files[0])
            }}
          >
            <FileUp aria-hidden className="size-6 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">Drop a file here, or choose one. Any size: it is read in chunks and never leaves your browser.</p>
            <div className="flex gap-2">
              <Button onClick={() => fileInput.current?.click()} disabled={fileBusy}>
                Choose File
              </Button>
              {file ? (
                <Button onClick={() => void hashFile()} disabled={fileBusy}>
                  Hash Again
                </Button>
              ) : null}
            </div>
            <input
              ref={fileInput}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-label="File to hash"
              onChange={(e) => {
                chooseFile(e.target.files?.[0])
                e.target.value = ''
              }}
            />
            {file ? (
              <p className="text-sm" data-testid="hash-file-info">
                <span className="font-medium break-all">{file.name}</span> <span className="text-muted-foreground">· {fileSizeText(file.size)}</span>
              </p>
            ) : null}
          </div>
          {fileBusy && showFileProgress ? <ProgressBar
              label="Hashing file..."
              progress={progress}
              onCancel={() => {
                fileTask.cancel()
                setCancelled(true)
              }}
              detail={liveRate}
            /> : null}
          <ErrorText>{fileError}</ErrorText>
          {fileShown ? (
            <>
              <p className="text-xs text-muted-foreground" data-testid="hash-file-rate">
                Hashed {formatBytes(fileShown.bytes)} in {(fileShown.ms / 1000).toFixed(2)} s{fileShown.bytes >= 1024 * 1024 ? ` (${rateText(fileShown.bytes, fileShown.ms)})` : ''}.
              </p>
              <Results
                result={fileShown}
                order={order}
                format={state.format}
                expected={expected}
                suffix=" File Hash"
                stale={fileStale}
                note={fileStale ? <StaleNote action="Hash Again" /> : null}
              />
            </>
          ) : !fileBusy ? (
            <p className="text-sm text-muted-foreground" data-testid="hash-file-hint">
              {cancelled ? 'Cancelled. Press Hash Again to hash the file.' : file ? 'Press Hash Again to hash the file.' : 'Choose a file to see its hashes.'}
            </p>
          ) : null}
        </TabsContent>
      </Tabs>
    </div>
  )
}

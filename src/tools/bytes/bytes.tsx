import { useAtom } from 'jotai'
import { Eraser, FileText, FolderOpen, ListOrdered, X } from 'lucide-react'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { shortSize } from '../../lib/binary'
import { bytesToBase64 } from '../../lib/bytes'
import { fileTypeLine, formatNumber, readNumbers, textSegments, type TextEncodingId } from '../../lib/bytes-inspect'
import { handoff } from '../../lib/handoff'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { FileDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useIncomingFile } from '../../ui/use-incoming-file'
import { Hexdump, MARKS, markSelection, type HexdumpHandle } from './bytes-hexdump'
import { blobSource, memorySource, type ByteSource } from './bytes-source'
import { base64Groups, binaryText, clickSelect, decodeInput, ENCODINGS, hexText, parseOffset, rangeOf, READINGS, recipeHref, visibleChar, WINDOW, windowStart, type ReadAs, type Selection, type ViewId } from './bytes.logic'
import { bytesAtom, bytesFileAtom, bytesShare } from './bytes.state'

const hex = (n: number) => `0x${n.toString(16)}`
const at = (n: number) => `${n} (${hex(n)})`

/** The bytes [start, end) of a source, loaded when they are not yet (the screen re-renders once they are). */
function useBytes(source: ByteSource | null, start: number, end: number): Uint8Array | null {
  const [, bump] = useReducer((x: number) => x + 1, 0)
  const bytes = source ? source.read(start, end) : null
  const missing = !!source && !bytes
  useEffect(() => {
    if (!missing || !source) return
    let live = true
    void source.load(start, end).then(() => live && bump())
    return () => {
      live = false
    }
  }, [source, start, end, missing])
  return bytes
}

/** A unit of a view (a byte's hex, a character, a Base64 group) and the bytes it shows. */
type Unit = { start: number; end: number; text: string; dim?: boolean }

/**
 * A view of the window's bytes as units; the selected ones are marked (in place, markSelection), a
 * click selects a unit's bytes (Shift+click extends). The first selected unit is kept in sight.
 */
function UnitView({ units, base, selStart, selEnd, sep, testId, onPick }: { units: Unit[]; base: number; selStart: number; selEnd: number; sep: string; testId: string; onPick: (start: number, end: number, extend: boolean) => void }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const b = box.current
    markSelection(
      b,
      '[data-u]',
      (el) => {
        const u = units[Number(el.dataset.u)]!
        return [base + u.start, base + u.end]
      },
      selStart,
      selEnd,
    )
    const el = b?.querySelector<HTMLElement>('[data-sel]')
    if (!el || !b) return
    if (el.offsetTop < b.scrollTop) b.scrollTop = el.offsetTop
    else if (el.offsetTop + el.offsetHeight > b.scrollTop + b.clientHeight) b.scrollTop = el.offsetTop + el.offsetHeight - b.clientHeight
  }, [selStart, selEnd, units, base])
  const onClick = (e: MouseEvent) => {
    const u = (e.target as HTMLElement).closest<HTMLElement>('[data-u]')
    if (!u) return
    const unit = units[Number(u.dataset.u)]!
    onPick(base + unit.start, base + unit.end, e.shiftKey)
  }
  return (
    <div ref={box} data-testid={testId} onClick={onClick} onMouseDown={(e) => e.shiftKey && e.preventDefault()} className={cn('relative max-h-40 overflow-auto px-3 py-2 font-mono text-xs leading-5 whitespace-pre-wrap', sep ? 'break-words' : 'break-all', MARKS)}>
      <Units units={units} sep={sep} />
    </div>
  )
}

/** The units' elements: rendered again only when the units change, not when the selection moves. */
const Units = memo(function Units({ units, sep }: { units: Unit[]; sep: string }) {
  return units.map((u, i) => (
    <span key={i}>
      {i ? sep : ''}
      <span data-u={i} className={cn('cursor-default', u.dim && 'text-muted-foreground')}>
        {u.text}
      </span>
    </span>
  ))
})

function ViewCard({ title, id, copy, onRecipe, children, extra }: { title: string; id: ViewId; copy: string; onRecipe: () => void; children: ReactNode; extra?: ReactNode }) {
  return (
    <section aria-labelledby={`bytes-view-${id}`} className="flex min-w-0 flex-col rounded-lg border border-border bg-background">
      <header className="flex min-h-10 flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-3 py-1">
        <div className="flex items-center gap-2">
          <h3 id={`bytes-view-${id}`} className="text-sm font-medium">
            {title}
          </h3>
          {extra}
        </div>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="ghost" onClick={onRecipe} aria-label={`Open ${title} in recipe`} title="Continue in the Recipe Workbench with these bytes">
            <ListOrdered aria-hidden /> Recipe
          </Button>
          <CopyButton variant="ghost" text={copy} disabled={!copy} aria-label={`Copy ${title}`} label="Copy" />
        </div>
      </header>
      {children}
    </section>
  )
}

export default function BytesInspector() {
  const [state, setState] = useAtom(bytesAtom)
  const [file, setFile] = useAtom(bytesFileAtom)
  const [, navigate] = useLocation()
  const picker = useRef<HTMLInputElement>(null)
  const dump = useRef<HexdumpHandle>(null)

  useIncomingFile('bytes', setFile)

  const decoded = useMemo(() => (file ? null : decodeInput(state.input, state.reading)), [file, state.input, state.reading])
  const source = useMemo<ByteSource | null>(() => (file ? blobSource(file) : decoded?.bytes ? memorySource(decoded.bytes) : null), [file, decoded])
  const size = source?.size ?? 0
  const as: ReadAs | 'file' = file ? 'file' : (decoded?.as ?? 'text')

  const [sel, setSel] = useState<Selection>({ anchor: 0, focus: 0 })
  const [reveal, setReveal] = useState(0)
  // New bytes: the cursor goes back to the first byte (the old offsets mean nothing now).
  const [selFor, setSelFor] = useState(source)
  if (selFor !== source) {
    setSelFor(source)
    setSel({ anchor: 0, focus: 0 })
  }
  const [selStart, selEnd] = size ? rangeOf(sel) : [0, 0]

  const [goto, setGoto] = useState('')
  const [gotoError, setGotoError] = useState<string | null>(null)
  const go = () => {
    const r = parseOffset(goto, size)
    if ('error' in r) return setGotoError(r.error)
    setGotoError(null)
    setSel({ anchor: r.offset, focus: r.offset })
    setReveal((n) => n + 1)
  }

  // The views show the window around the cursor (all of a small input).
  const wStart = size ? windowStart(sel.focus) : 0
  const wEnd = Math.min(size, wStart + WINDOW)
  const win = useBytes(source, wStart, wEnd)
  const head = useBytes(source, 0, Math.min(size, 64))
  const numberBytes = useBytes(source, selStart, Math.min(size, selStart + 8))
  const selected = useBytes(source, selStart, selEnd - selStart <= WINDOW ? selEnd : selStart)
  const selHex = selected && selected.length ? hexText(selected) : ''

  const pick = useCallback((start: number, end: number, extend: boolean) => setSel((s) => clickSelect(s, start, end, extend)), [])

  const views = useMemo(() => {
    if (!win) return null
    const hx = hexText(win)
    const bin = binaryText(win)
    const b64 = bytesToBase64(win)
    const segs = textSegments(win, state.encoding)
    return {
      hex: {
        copy: hx,
        units: Array.from(win, (_, i) => ({
          start: i,
          end: i + 1,
          text: hx.slice(i * 3, i * 3 + 2),
        })),
      },
      binary: {
        copy: bin,
        units: Array.from(win, (_, i) => ({
          start: i,
          end: i + 1,
          text: bin.slice(i * 9, i * 9 + 8),
        })),
      },
      text: {
        copy: segs.map((s) => s.text).join(''),
        units: segs.map((s) => ({
          ...s,
          text: visibleChar(s.text),
          dim: s.text !== visibleChar(s.text) || s.text === '\uFFFD',
        })),
      },
      base64: { copy: b64, units: base64Groups(b64, win.length) },
    }
  }, [win, state.encoding])

  /** Open in recipe (D34): the workbench takes the same input (the pasted text, or the file) through the shell's handoff, and the view's operation as its step. */
  const openRecipe = (view: ViewId) => {
    if (file) handoff.putFile('recipe', file)
    else handoff.putText('recipe', state.input)
    navigate(recipeHref(as, view, state.encoding, sel), {
      state: { handoff: Date.now() },
    })
  }

  useToolFrame({ result: selHex, share: file ? undefined : bytesShare })

  const setReading = (reading: ReadAs) => setState((s) => ({ ...s, reading }))
  const error = decoded?.error ?? null
  const numbers = numberBytes && numberBytes.length ? readNumbers(numberBytes) : null
  const windowNote = size > WINDOW ? ` (bytes ${hex(wStart)}–${hex(wEnd - 1)} around the cursor)` : ''

  return (
    <div className="flex flex-col gap-4">
      <Pane
        title="Input"
        titleId="bytes-input-title"
        className="h-44"
        actions={
          <>
            <Button size="sm" variant="ghost" onClick={() => picker.current?.click()}>
              <FolderOpen aria-hidden /> Open file
            </Button>
            <input ref={picker} type="file" hidden aria-label="Choose a file to inspect" onChange={(e) => (e.target.files?.[0] && setFile(e.target.files[0]), (e.target.value = ''))} />
            {file ? (
              <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                <X aria-hidden /> Remove file
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, input: '', reading: 'auto' }))} disabled={!state.input}>
                <Eraser aria-hidden /> Clear
              </Button>
            )}
          </>
        }
      >
        <FileDropZone testId="bytes-drop" note="Drop the file to inspect its bytes" onFile={setFile}>
          {file ? (
            <div className="flex flex-1 flex-col justify-center gap-1 p-4 text-sm" data-testid="bytes-file">
              <p className="flex items-center gap-2 font-medium">
                <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{file.name}</span>
                <span className="shrink-0 font-normal text-muted-foreground">{shortSize(file.size)}</span>
              </p>
              <p className="text-xs text-muted-foreground">Read in pieces as you scroll; never loaded whole, never saved, never in a link.</p>
            </div>
          ) : (
            <CodeEditor id="bytes-input" label="Bytes to inspect" value={state.input} onChange={(v) => setState((s) => ({ ...s, input: v }))} placeholder="Paste hex (48 65 6c 6c 6f), Base64 or text, or drop a file of any size…" wrap />
          )}
        </FileDropZone>
      </Pane>

      {!file ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Read the input">
          <span className="text-muted-foreground" data-testid="reading">
            Read {READINGS.find((r) => r.value === as)?.label}
            {state.reading === 'auto' && state.input.trim() ? ' (guessed)' : ''}
          </span>
          {READINGS.map((r) => (
            <Button key={r.value} size="sm" variant={as === r.value ? 'secondary' : 'outline'} aria-pressed={as === r.value} onClick={() => setReading(r.value)}>
              {r.label}
            </Button>
          ))}
          {state.reading !== 'auto' ? (
            <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, reading: 'auto' }))}>
              Guess
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? <ErrorText id="bytes-error">{error}</ErrorText> : null}

      <div className="grid items-start gap-4 lg:grid-cols-[auto_minmax(0,1fr)]">
        <section aria-labelledby="bytes-dump-title" className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-background p-2 lg:sticky lg:top-4">
          <header className="flex flex-wrap items-center justify-between gap-2 px-1">
            <h2 id="bytes-dump-title" className="text-sm font-medium">
              Hexdump <span className="font-normal text-muted-foreground">(xxd)</span>
            </h2>
            <form
              className="flex items-center gap-1.5"
              onSubmit={(e) => {
                e.preventDefault()
                go()
              }}
            >
              <label htmlFor="bytes-goto" className="text-xs whitespace-nowrap text-muted-foreground">
                Go to offset
              </label>
              <input
                id="bytes-goto"
                className={cn(inputClass, 'h-8 w-28 font-mono text-xs')}
                value={goto}
                onChange={(e) => setGoto(e.target.value)}
                placeholder="1024 or 0x400"
                aria-invalid={!!gotoError}
                aria-describedby={gotoError ? 'bytes-goto-error' : undefined}
                spellCheck={false}
                autoComplete="off"
              />
              <Button size="sm" variant="outline" type="submit" disabled={!size}>
                Go
              </Button>
              <Button size="sm" variant="ghost" onClick={() => openRecipe('hexdump')} aria-label="Open Hexdump in recipe" title="Continue in the Recipe Workbench with these bytes" disabled={!size}>
                <ListOrdered aria-hidden /> Recipe
              </Button>
            </form>
          </header>
          {gotoError ? <ErrorText id="bytes-goto-error">{gotoError}</ErrorText> : null}
          {source && size ? (
            <Hexdump ref={dump} source={source} sel={sel} onSelect={setSel} reveal={reveal} />
          ) : (
            <p className="flex h-40 items-center justify-center px-4 text-center text-sm text-muted-foreground">The bytes will show here as xxd prints them, 16 a row, with their offsets and ASCII.</p>
          )}
          <p className="px-1 text-xs text-muted-foreground" aria-live="polite" data-testid="bytes-status">
            {size ? `${shortSize(size)} · cursor at ${at(sel.focus)} · ${selEnd - selStart === 1 ? '1 byte selected' : `${selEnd - selStart} bytes selected, ${hex(selStart)}–${hex(selEnd - 1)}`}` : 'No bytes'}
          </p>
        </section>

        <div className="flex min-w-0 flex-col gap-3">
          <section aria-labelledby="bytes-type-title" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm">
            <h3 id="bytes-type-title" className="font-medium">
              File type
            </h3>
            <span data-testid="bytes-type" className="text-muted-foreground">
              {head && head.length ? fileTypeLine(head) : '—'}
            </span>
          </section>

          <ViewCard
            title={`Numbers at ${at(selStart)}`}
            id="numbers"
            copy={numbers ? numbers.map((r) => `${r.type} ${r.le === null ? '' : formatNumber(r.type, r.le)} ${r.be === null ? '' : formatNumber(r.type, r.be)}`).join('\n') : ''}
            onRecipe={() => openRecipe('numbers')}
          >
            <div className="overflow-x-auto px-3 py-2">
              <table className="w-full font-mono text-xs leading-5" data-testid="bytes-numbers">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="pr-3 font-normal">
                      Type
                    </th>
                    <th scope="col" className="pr-3 font-normal">
                      Little endian
                    </th>
                    <th scope="col" className="font-normal">
                      Big endian
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(numbers ?? []).map((r) => (
                    <tr key={r.type} data-type={r.type}>
                      <th scope="row" className="pr-3 text-left font-normal text-muted-foreground">
                        {r.type}
                      </th>
                      <td className="pr-3 break-all">{r.le === null ? <span className="text-muted-foreground">needs {r.size} bytes</span> : formatNumber(r.type, r.le)}</td>
                      <td className="break-all">{r.be === null ? <span className="text-muted-foreground">needs {r.size} bytes</span> : r.size === 1 ? <span className="text-muted-foreground">same</span> : formatNumber(r.type, r.be)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {!numbers ? <p className="text-sm text-muted-foreground">Integers and floats read at the selection's start.</p> : null}
            </div>
          </ViewCard>

          {views ? (
            <>
              <p className="text-xs text-muted-foreground">The same bytes in each view{windowNote}: click to select, Shift+click to extend.</p>
              <ViewCard title="Hex" id="hex" copy={views.hex.copy} onRecipe={() => openRecipe('hex')}>
                <UnitView units={views.hex.units} base={wStart} selStart={selStart} selEnd={selEnd} sep=" " testId="view-hex" onPick={pick} />
              </ViewCard>
              <ViewCard
                title="Text"
                id="text"
                copy={views.text.copy}
                onRecipe={() => openRecipe('text')}
                extra={
                  <Select
                    aria-label="Text encoding"
                    className="w-40"
                    value={state.encoding}
                    options={ENCODINGS}
                    onChange={(e) =>
                      setState((s) => ({
                        ...s,
                        encoding: e.target.value as TextEncodingId,
                      }))
                    }
                  />
                }
              >
                <UnitView units={views.text.units} base={wStart} selStart={selStart} selEnd={selEnd} sep="" testId="view-text" onPick={pick} />
              </ViewCard>
              <ViewCard title="Binary" id="binary" copy={views.binary.copy} onRecipe={() => openRecipe('binary')}>
                <UnitView units={views.binary.units} base={wStart} selStart={selStart} selEnd={selEnd} sep=" " testId="view-binary" onPick={pick} />
              </ViewCard>
              <ViewCard title="Base64" id="base64" copy={views.base64.copy} onRecipe={() => openRecipe('base64')}>
                <UnitView units={views.base64.units} base={wStart} selStart={selStart} selEnd={selEnd} sep="" testId="view-base64" onPick={pick} />
              </ViewCard>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}

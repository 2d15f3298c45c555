import { useAtom } from 'jotai'
import { Download, FileInput, Plus, Trash2 } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { COPIED_TOAST, COPY_TOAST_MS, CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { modKey } from '../../ui/kbd'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import {
  addStop,
  applyGradient,
  clampPos,
  colorError,
  cssDeclaration,
  FALLBACK_NOTE,
  FORMAT_OPTIONS,
  gradientCss,
  hasFallback,
  HUE_OPTIONS,
  importText,
  keyStep,
  KINDS,
  moveStop,
  normalizeAngle,
  num,
  parseGradient,
  pickedColor,
  pickerValue,
  POLAR,
  PRESETS,
  recolorStop,
  removeStop,
  SHAPES,
  SIZE_OPTIONS,
  SPACE_OPTIONS,
  svgMarkup,
  svgNote,
  SVG_MAX,
  tailwindClass,
  type ColorFormat,
  type GradientState,
  type HueMethod,
  type Kind,
  type RadialSize,
  type Shape,
  type Space,
  type Stop,
} from './gradient.logic'
import { gradientAtom, gradientShare, importAtom } from './gradient.state'

/** Behind every swatch, so a translucent stop shows as such. */
const CHECKERBOARD = 'bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px]'
const KIND_LABEL: Record<Kind, string> = { linear: 'Linear', radial: 'Radial', conic: 'Conic' }
const label = 'text-xs font-medium text-muted-foreground'

/** A browser that cannot draw `in oklch` (and the like) gets the plain sRGB gradient instead. */
const supported = (value: string) => typeof CSS === 'undefined' || CSS.supports('background-image', value)
const drawable = (s: GradientState) => {
  const value = gradientCss(s)
  return supported(value) ? value : gradientCss(s, { plain: true })
}

export default function GradientGenerator() {
  const [state, setState] = useAtom(gradientAtom)
  const [incoming, setIncoming] = useAtom(importAtom)
  const [notice, setNotice] = useState('')
  const importRef = useRef<HTMLDivElement>(null)
  const css = cssDeclaration(state)
  const tailwind = tailwindClass(state)
  const svg = svgMarkup(state)

  const update = (next: (s: GradientState) => GradientState) => {
    setNotice('')
    setState(next)
  }

  const copyCss = () =>
    copyText(css).then(
      () => toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS }),
      () => toast.error('❌ Could not copy to the clipboard'),
    )
  const runImport = () => {
    const r = importText(state, incoming.text)
    setIncoming(r.incoming)
    if (r.state !== state) update(() => r.state)
  }
  // Ctrl/Cmd+Enter copies the CSS; in the import pane (its box or its button) it imports.
  useToolFrame({
    result: css,
    mainAction: () => (importRef.current?.contains(document.activeElement) ? runImport() : void copyCss()),
    share: gradientShare,
  })

  return (
    <div className="flex flex-col gap-5">
      <Presets
        onPick={(preset) => {
          const r = parseGradient(preset)
          if (r.ok) update((s) => applyGradient(s, r.gradient))
        }}
      />

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <div className={cn('overflow-hidden rounded-lg border border-border', CHECKERBOARD)}>
            <div role="img" aria-label="Gradient preview" data-testid="gradient-preview" className="h-56 w-full sm:h-72" style={{ backgroundImage: drawable(state) }} />
          </div>
          <StopEditor state={state} update={update} notice={notice} setNotice={setNotice} />
          <Pane title="Import CSS" titleId="gradient-import-title">
            <div ref={importRef} className="flex flex-col gap-2 p-3">
              <label htmlFor="gradient-import" className={label}>
                A CSS gradient, a background-image declaration, a Tailwind class or a colour
              </label>
              <textarea
                id="gradient-import"
                rows={3}
                spellCheck={false}
                className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-[13px] placeholder:text-muted-foreground"
                placeholder="linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)"
                value={incoming.text}
                aria-invalid={!!incoming.error}
                aria-describedby={incoming.error || incoming.note ? 'gradient-import-message' : undefined}
                onChange={(e) => setIncoming({ text: e.target.value, error: '', note: '' })}
              />
              <div className="flex flex-wrap items-start gap-3">
                <Button onClick={runImport} disabled={!incoming.text.trim()} aria-keyshortcuts="Control+Enter Meta+Enter" title={`Import (${modKey}+Enter)`}>
                  <FileInput aria-hidden /> Import
                </Button>
                <div className="min-h-9 min-w-0 flex-1 self-center" data-testid="gradient-import-message">
                  {incoming.error ? (
                    <ErrorText id="gradient-import-message">{incoming.error} The gradient is unchanged.</ErrorText>
                  ) : incoming.note ? (
                    <p id="gradient-import-message" role="status" className="text-sm text-success">
                      {incoming.note}
                    </p>
                  ) : null}
                </div>
              </div>
            </div>
          </Pane>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Settings state={state} update={update} />

          <Pane
            title="CSS"
            titleId="gradient-css-title"
            actions={
              <Button size="sm" variant="primary" onClick={() => void copyCss()} aria-keyshortcuts="Control+Enter Meta+Enter">
                Copy CSS
              </Button>
            }
          >
            <pre data-testid="gradient-css" className="min-h-[4.5rem] px-3 py-2 font-mono text-[13px] whitespace-pre-wrap [overflow-wrap:anywhere]">
              {css}
            </pre>
            <div className="flex flex-col gap-1 border-t border-border px-3 py-2">
              <label className={cn('inline-flex items-center gap-2 text-sm', state.space === 'srgb' && 'text-muted-foreground')}>
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={state.fallback}
                  disabled={state.space === 'srgb'}
                  onChange={(e) => update((s) => ({ ...s, fallback: e.target.checked }))}
                />
                Fallback line for older browsers
              </label>
              <p className="text-xs text-muted-foreground">{hasFallback(state) ? FALLBACK_NOTE : state.space === 'srgb' ? 'Plain sRGB blending works in every browser: no fallback needed.' : 'No fallback: browsers without "in …" support draw nothing.'}</p>
            </div>
          </Pane>

          <Pane title="Tailwind" titleId="gradient-tailwind-title" actions={<CopyButton variant="ghost" text={tailwind} aria-label="Copy the Tailwind class" />}>
            <pre data-testid="gradient-tailwind" className="px-3 py-2 font-mono text-[13px] whitespace-pre-wrap [overflow-wrap:anywhere]">
              {tailwind}
            </pre>
            <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">An arbitrary value: spaces are written as underscores, which Tailwind turns back into spaces.</p>
          </Pane>

          <SvgPane state={state} svg={svg} update={update} />

        </div>
      </div>
    </div>
  )
}

/* -------------------------------------------------------------------------------------------- */

function Presets({ onPick }: { onPick: (css: string) => void }) {
  return (
    <section aria-labelledby="gradient-presets-title" className="flex flex-col gap-2">
      <h2 id="gradient-presets-title" className={label}>
        Presets
      </h2>
      <ul className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              onClick={() => onPick(p.css)}
              title={p.css}
              className="flex w-[4.5rem] flex-col items-center gap-1 rounded-md p-1 text-xs text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <span aria-hidden className={cn('block h-9 w-full overflow-hidden rounded-md border border-border', CHECKERBOARD)}>
                <span className="block h-full w-full" style={{ backgroundImage: supported(p.css) ? p.css : undefined }} />
              </span>
              <span className="w-full truncate text-center">{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/* -------------------------------------------------------------------------------------------- */

type Update = (next: (s: GradientState) => GradientState) => void

function StopEditor({ state, update, notice, setNotice }: { state: GradientState; update: Update; notice: string; setNotice: (m: string) => void }) {
  const trackRef = useRef<HTMLDivElement>(null)
  const handles = useRef(new Map<string, HTMLDivElement>())
  const dragging = useRef<string | null>(null)
  const [focusId, setFocusId] = useState<string | null>(null)
  const stops = state.stops
  const track = drawable({ ...state, kind: 'linear', angle: 90, repeating: false })

  // After adding or removing a stop, the keyboard stays on the stop bar.
  useEffect(() => {
    if (!focusId) return
    handles.current.get(focusId)?.focus()
    setFocusId(null)
  }, [focusId, stops])

  const add = (pos?: number) => {
    const r = addStop(state, pos)
    if (!r.ok) return setNotice(r.error)
    update(() => r.state)
    setFocusId(r.id)
  }
  const remove = (id: string, refocus: boolean) => {
    const r = removeStop(state, id)
    if (!r.ok) return setNotice(r.error)
    const i = stops.findIndex((s) => s.id === id)
    update(() => r.state)
    if (refocus) setFocusId(r.state.stops[Math.min(i, r.state.stops.length - 1)]!.id)
  }
  const posAt = (clientX: number) => {
    const r = trackRef.current!.getBoundingClientRect()
    return clampPos(Math.round(((clientX - r.left) / r.width) * 100))
  }

  const onKeyDown = (stop: Stop) => (e: KeyboardEvent<HTMLDivElement>) => {
    const next = keyStep(e.key, e.shiftKey, stop.pos)
    if (next === null) return
    e.preventDefault()
    if (next === 'remove') remove(stop.id, true)
    else update((s) => moveStop(s, stop.id, next))
  }
  const onPointerDown = (stop: Stop) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    e.preventDefault()
    e.currentTarget.focus()
    e.currentTarget.setPointerCapture(e.pointerId)
    dragging.current = stop.id
  }
  const onPointerMove = (stop: Stop) => (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== stop.id) return
    const p = posAt(e.clientX)
    if (p !== stop.pos) update((s) => moveStop(s, stop.id, p))
  }
  const endDrag = () => {
    dragging.current = null
  }

  return (
    <Pane
      title="Stops"
      titleId="gradient-stops-title"
      actions={
        <Button size="sm" onClick={() => add()}>
          <Plus aria-hidden /> Add stop
        </Button>
      }
    >
      <div className="flex flex-col gap-3 p-3">
        <div className="relative mx-2 h-11 touch-none select-none">
          <div
            ref={trackRef}
            aria-hidden
            data-testid="gradient-track"
            title="Click to add a stop here"
            className={cn('absolute inset-x-0 top-1.5 h-8 cursor-copy overflow-hidden rounded-md border border-border', CHECKERBOARD)}
            onClick={(e) => add(posAt(e.clientX))}
          >
            <div className="h-full w-full" style={{ backgroundImage: track }} />
          </div>
          {stops.map((stop, i) => (
            <div
              key={stop.id}
              ref={(el) => {
                if (el) handles.current.set(stop.id, el)
                else handles.current.delete(stop.id)
              }}
              role="slider"
              tabIndex={0}
              aria-label={`Stop ${i + 1} (${stop.color})`}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stop.pos}
              aria-valuetext={`${num(stop.pos)}%`}
              data-testid="gradient-handle"
              className="absolute top-0 h-11 w-4 -translate-x-1/2 cursor-ew-resize rounded-[5px] border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.55),0_1px_3px_rgb(0_0_0/0.35)]"
              style={{ left: `${stop.pos}%`, backgroundColor: pickerValue(stop.color) }}
              onKeyDown={onKeyDown(stop)}
              onPointerDown={onPointerDown(stop)}
              onPointerMove={onPointerMove(stop)}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          ))}
        </div>
        <p className="text-xs text-muted-foreground">Drag a stop, or focus it and use the arrow keys (Shift: 10%), Home or End; Delete removes it. Click the bar to add a stop there.</p>
        <div className="min-h-5">{notice ? <ErrorText>{notice}</ErrorText> : null}</div>
        <ol className="flex flex-col gap-2" aria-label="Colour stops">
          {stops.map((stop, i) => (
            <StopRow
              key={stop.id}
              stop={stop}
              n={i + 1}
              onColor={(text) =>
                update((s) => {
                  const r = recolorStop(s, stop.id, text)
                  return r.ok ? r.state : s
                })
              }
              onPos={(p) => update((s) => moveStop(s, stop.id, p))}
              onRemove={() => remove(stop.id, false)}
            />
          ))}
        </ol>
      </div>
    </Pane>
  )
}

function StopRow({ stop, n, onColor, onPos, onRemove }: { stop: Stop; n: number; onColor: (text: string) => void; onPos: (p: number) => void; onRemove: () => void }) {
  // The field as typed; a valid colour goes into the gradient, an invalid one stays here with its message.
  const [draft, setDraft] = useState(stop.color)
  const [seen, setSeen] = useState(stop.color)
  if (stop.color !== seen) {
    setSeen(stop.color)
    if (stop.color !== draft.trim()) setDraft(stop.color)
  }
  const error = colorError(draft)
  const errorId = `gradient-stop-${stop.id}-error`
  return (
    <li className="flex flex-col gap-1" data-testid="gradient-stop-row">
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`Stop ${n} colour picker`}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          value={pickerValue(stop.color)}
          onChange={(e) => onColor(pickedColor(stop.color, e.target.value))}
        />
        <input
          aria-label={`Stop ${n} colour`}
          className={`${inputClass} min-w-0 flex-1 font-mono`}
          value={draft}
          spellCheck={false}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            if (!colorError(e.target.value)) onColor(e.target.value)
          }}
        />
        <NumberField label={`Stop ${n} position`} value={stop.pos} min={0} max={100} step={1} suffix="%" onChange={onPos} className="w-24" />
        <Button size="icon" variant="ghost" aria-label={`Remove stop ${n}`} title={`Remove stop ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </li>
  )
}

/* -------------------------------------------------------------------------------------------- */

/** A number field that lets the text be half-typed ('', '-'): only a number in range reaches the state. */
function NumberField({
  label: name,
  value,
  min,
  max,
  step,
  suffix,
  onChange,
  className,
  id,
}: {
  label: string
  value: number
  min: number
  max: number
  step: number
  suffix?: string
  onChange: (v: number) => void
  className?: string
  id?: string
}) {
  const [draft, setDraft] = useState(num(value))
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (Number(draft) !== value || draft.trim() === '') setDraft(num(value))
  }
  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        aria-label={id ? undefined : name}
        className={cn(inputClass, suffix && 'pr-9')}
        min={min}
        max={max}
        step={step}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value)
          const v = Number(e.target.value)
          if (e.target.value.trim() !== '' && Number.isFinite(v) && v >= min && v <= max) onChange(v)
        }}
        onBlur={() => setDraft(num(value))}
      />
      {suffix ? <span aria-hidden className="pointer-events-none absolute top-2 right-3 text-sm text-muted-foreground">{suffix}</span> : null}
    </div>
  )
}

/** A range slider and its number field, under one label. */
function RangeField({ name, value, min, max, suffix, onChange }: { name: string; value: number; min: number; max: number; suffix: string; onChange: (v: number) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={label}>
        {name}
      </label>
      <div className="flex items-center gap-3">
        <input type="range" aria-label={`${name} slider`} className="min-w-0 flex-1 accent-[var(--primary)]" min={min} max={max} step={1} value={value} onChange={(e) => onChange(Number(e.target.value))} />
        <NumberField id={id} label={name} value={value} min={min} max={max} step={1} suffix={suffix} onChange={onChange} className="w-28" />
      </div>
    </div>
  )
}

function Labelled({ name, htmlFor, children, className }: { name: string; htmlFor: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className={label}>
        {name}
      </label>
      {children}
    </div>
  )
}

function Settings({ state, update }: { state: GradientState; update: Update }) {
  const set = <K extends keyof GradientState>(key: K, value: GradientState[K]) => update((s) => ({ ...s, [key]: value }))
  const polar = POLAR.includes(state.space)
  return (
    <Pane title="Gradient" titleId="gradient-settings-title">
      <div className="flex flex-col gap-4 p-3">
        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="flex flex-col gap-1.5">
            <legend className={cn(label, 'mb-1.5')}>Type</legend>
            <div className="flex rounded-md border border-input p-0.5">
              {KINDS.map((k) => (
                <label
                  key={k}
                  className={cn(
                    'cursor-pointer rounded px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    state.kind === k ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <input type="radio" name="gradient-kind" value={k} checked={state.kind === k} onChange={() => set('kind', k)} className="sr-only" />
                  {KIND_LABEL[k]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="inline-flex h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.repeating} onChange={(e) => set('repeating', e.target.checked)} />
            Repeating
          </label>
        </div>

        {state.kind === 'linear' ? (
          <RangeField name="Angle" value={state.angle} min={0} max={360} suffix="deg" onChange={(v) => set('angle', normalizeAngle(v))} />
        ) : null}
        {state.kind === 'conic' ? (
          <RangeField name="From angle" value={state.angle} min={0} max={360} suffix="deg" onChange={(v) => set('angle', normalizeAngle(v))} />
        ) : null}
        {state.kind === 'radial' ? (
          <div className="grid grid-cols-2 gap-3">
            <Labelled name="Shape" htmlFor="gradient-shape">
              <Select id="gradient-shape" value={state.shape} onChange={(e) => set('shape', e.target.value as Shape)} options={SHAPES.map((value) => ({ value, label: value }))} />
            </Labelled>
            <Labelled name="Size" htmlFor="gradient-size">
              <Select id="gradient-size" value={state.size} onChange={(e) => set('size', e.target.value as RadialSize)} options={SIZE_OPTIONS} />
            </Labelled>
          </div>
        ) : null}
        {state.kind !== 'linear' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <RangeField name="Centre X" value={state.x} min={0} max={100} suffix="%" onChange={(v) => set('x', clampPos(v))} />
            <RangeField name="Centre Y" value={state.y} min={0} max={100} suffix="%" onChange={(v) => set('y', clampPos(v))} />
          </div>
        ) : null}

        <div className="grid gap-3 sm:grid-cols-3">
          <Labelled name="Interpolation" htmlFor="gradient-space">
            <Select id="gradient-space" value={state.space} onChange={(e) => set('space', e.target.value as Space)} options={SPACE_OPTIONS} />
          </Labelled>
          <Labelled name="Hue" htmlFor="gradient-hue">
            <Select
              id="gradient-hue"
              value={state.hue}
              disabled={!polar}
              title={polar ? undefined : 'Only oklch, hsl and lch blend along a hue'}
              onChange={(e) => set('hue', e.target.value as HueMethod)}
              options={HUE_OPTIONS}
            />
          </Labelled>
          <Labelled name="Colour format" htmlFor="gradient-format">
            <Select id="gradient-format" value={state.format} onChange={(e) => set('format', e.target.value as ColorFormat)} options={FORMAT_OPTIONS} />
          </Labelled>
        </div>
      </div>
    </Pane>
  )
}

/* -------------------------------------------------------------------------------------------- */

function SvgPane({ state, svg, update }: { state: GradientState; svg: string | null; update: Update }) {
  const shown = useDeferredValue(svg)
  const [url, setUrl] = useState<string | null>(null)
  // D13: the SVG is only ever shown through <img>, from a blob.
  useEffect(() => {
    if (!shown) {
      setUrl(null)
      return
    }
    const u = URL.createObjectURL(new Blob([shown], { type: 'image/svg+xml' }))
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [shown])
  const note = svgNote(state)
  return (
    <Pane
      title="SVG"
      titleId="gradient-svg-title"
      actions={
        <>
          <CopyButton variant="ghost" text={svg ?? ''} disabled={!svg} aria-label="Copy the SVG" />
          <Button
            size="sm"
            variant="ghost"
            disabled={!svg}
            onClick={() => {
              if (!svg) return
              downloadFile('gradient.svg', svg, 'image/svg+xml')
              toast.success('File downloaded!')
            }}
          >
            <Download aria-hidden /> Download .svg
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 p-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <span className={label} id="gradient-svg-size">
              Size (px)
            </span>
            <div className="flex items-center gap-2" role="group" aria-labelledby="gradient-svg-size">
              <NumberField label="SVG width" value={state.svgWidth} min={1} max={SVG_MAX} step={1} onChange={(v) => update((s) => ({ ...s, svgWidth: Math.round(v) }))} className="w-24" />
              <span aria-hidden className="text-sm text-muted-foreground">
                ×
              </span>
              <NumberField label="SVG height" value={state.svgHeight} min={1} max={SVG_MAX} step={1} onChange={(v) => update((s) => ({ ...s, svgHeight: Math.round(v) }))} className="w-24" />
            </div>
          </div>
          {/* The image's place is kept while it loads, so nothing below moves (D33). */}
          <div className="flex h-16 w-40 items-center">
            {url ? <img src={url} alt="SVG preview" data-testid="gradient-svg-image" className={cn('max-h-16 max-w-40 rounded-md border border-border object-contain', CHECKERBOARD)} /> : null}
          </div>
        </div>
        {note ? <p className="text-sm text-muted-foreground" data-testid="gradient-svg-note">{note}</p> : null}
        {svg ? (
          <pre data-testid="gradient-svg" tabIndex={0} aria-label="SVG markup" className="max-h-48 overflow-auto rounded-md bg-muted px-3 py-2 font-mono text-xs whitespace-pre">
            {svg}
          </pre>
        ) : null}
      </div>
    </Pane>
  )
}

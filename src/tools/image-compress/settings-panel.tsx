import { useState, type ReactNode } from 'react'
import { inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import type { OutputKind } from '../../workers/compress/compress.shared'
import { codecLabel, FORMAT_OPTIONS, LIMITS, type CompressState, type OutputChoice } from './image-compress.logic'

type Set = (patch: Partial<CompressState>) => void

function Range({ id, label, value, min, max, onChange, hint }: { id: string; label: string; value: number; min: number; max: number; onChange: (v: number) => void; hint?: string }) {
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1">
      <div className="flex justify-between text-xs font-medium text-muted-foreground">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="text-foreground tabular-nums">
          {value}
        </output>
      </div>
      <input id={id} type="range" min={min} max={max} step={1} value={value} onChange={(e) => onChange(Number(e.target.value))} className="h-6 w-full accent-[var(--primary)]" aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

function Check({ label, checked, onChange, hint }: { label: ReactNode; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <label className="inline-flex h-6 items-center gap-2 text-sm whitespace-nowrap" title={hint}>
      <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}

/** A number field that lets a value be typed digit by digit; only a whole number in range reaches the state. */
function MaxSide({ value, disabled, onChange }: { value: number; disabled: boolean; onChange: (v: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null)
  const { min, max } = LIMITS.maxSide
  return (
    <input
      id="compress-max-side"
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft ?? String(value)}
      disabled={disabled}
      onChange={(e) => {
        setDraft(e.target.value)
        const v = Number(e.target.value)
        if (Number.isInteger(v) && v >= min && v <= max) onChange(v)
      }}
      onBlur={() => setDraft(null)}
      aria-describedby="compress-max-side-hint"
      className={`${inputClass} h-8 w-24 disabled:opacity-50`}
    />
  )
}

function CodecBox({ kind, children }: { kind: OutputKind; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-border px-3 pt-1 pb-2.5" data-testid={`codec-${kind}`}>
      <legend className="px-1 text-xs font-semibold">{codecLabel(kind)}</legend>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2 [&>*:first-child]:min-w-40 [&>*:first-child]:flex-1">{children}</div>
    </fieldset>
  )
}

/** The output format, each codec's options that matter (Squoosh's), resize and "keep original". */
export function SettingsPanel({ state, set, codecs }: { state: CompressState; set: Set; codecs: OutputKind[] }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="compress-format" className="text-xs font-medium text-muted-foreground">
            Output format
          </label>
          <Select id="compress-format" className="w-48" value={state.format} options={FORMAT_OPTIONS} onChange={(e) => set({ format: e.target.value as OutputChoice })} />
        </div>
        <div className="flex h-9 items-center gap-3">
          <Check label="Resize" checked={state.resize} onChange={(resize) => set({ resize })} />
          <div className="flex items-center gap-2">
            <label htmlFor="compress-max-side" className="text-xs font-medium whitespace-nowrap text-muted-foreground">
              Longest side (px)
            </label>
            <MaxSide value={state.maxSide} disabled={!state.resize} onChange={(maxSide) => set({ maxSide })} />
            <span id="compress-max-side-hint" className="sr-only">
              {LIMITS.maxSide.min} to {LIMITS.maxSide.max}; images are never enlarged
            </span>
          </div>
        </div>
        <div className="flex h-9 items-center">
          <Check label="Keep the original when it is smaller" checked={state.keepOriginal} onChange={(keepOriginal) => set({ keepOriginal })} hint="A result larger than its file is replaced by the file itself (same format, same size only)." />
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-4">
        {codecs.includes('jpeg') ? (
          <CodecBox kind="jpeg">
            <Range id="compress-jpeg-quality" label="Quality" value={state.jpegQuality} min={LIMITS.quality.min} max={LIMITS.quality.max} onChange={(jpegQuality) => set({ jpegQuality })} />
            <Check label="Progressive" checked={state.jpegProgressive} onChange={(jpegProgressive) => set({ jpegProgressive })} />
          </CodecBox>
        ) : null}
        {codecs.includes('png') ? (
          <CodecBox kind="png">
            <Range id="compress-png-level" label="Optimisation level" value={state.pngLevel} min={LIMITS.pngLevel.min} max={LIMITS.pngLevel.max} onChange={(pngLevel) => set({ pngLevel })} />
            <span className="text-xs text-muted-foreground">Lossless; higher tries harder</span>
          </CodecBox>
        ) : null}
        {codecs.includes('webp') ? (
          <CodecBox kind="webp">
            <Range id="compress-webp-quality" label={state.webpLossless ? 'Effort' : 'Quality'} value={state.webpQuality} min={LIMITS.quality.min} max={LIMITS.quality.max} onChange={(webpQuality) => set({ webpQuality })} />
            <Check label="Lossless" checked={state.webpLossless} onChange={(webpLossless) => set({ webpLossless })} />
          </CodecBox>
        ) : null}
        {codecs.includes('avif') ? (
          <CodecBox kind="avif">
            <Range id="compress-avif-quality" label="Quality" value={state.avifQuality} min={LIMITS.quality.min} max={LIMITS.quality.max} onChange={(avifQuality) => set({ avifQuality })} />
            <Range id="compress-avif-speed" label="Speed" value={state.avifSpeed} min={LIMITS.avifSpeed.min} max={LIMITS.avifSpeed.max} onChange={(avifSpeed) => set({ avifSpeed })} hint="0 slowest and smallest, 10 fastest" />
          </CodecBox>
        ) : null}
      </div>
    </div>
  )
}

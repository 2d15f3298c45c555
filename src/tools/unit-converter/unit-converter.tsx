import { useAtom } from 'jotai'
import { CircleAlert } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { cn } from '../../ui/cn'
import { COPIED_TOAST, COPY_TOAST_MS, CopyButton } from '../../ui/copy-button'
import { inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { STALE_DIM } from '../../ui/stale'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { convertAll, resultText, type FieldOut, type Outcome } from './unit-converter.convert'
import {
  MAX_DIGITS,
  MAX_VALUE_CHARS,
  MIN_DIGITS,
  parsePositivePx,
  QUANTITIES,
  quantityOf,
  switchQuantity,
  type QuantityId,
  type UnitConverterState,
  type UnitDef,
} from './unit-converter.logic'
import { unitConverterAtom, unitConverterShare } from './unit-converter.state'

const DIGIT_OPTIONS = Array.from({ length: MAX_DIGITS - MIN_DIGITS + 1 }, (_, i) => ({ value: String(i + MIN_DIGITS), label: String(i + MIN_DIGITS) }))

/** The last value that converted, per quantity: shown (dimmed) in the other fields while the one typed is not a number. */
type Kept = { quantity: QuantityId; unit: string; value: string }

const fieldId = (unit: UnitDef) => `unit-${unit.id.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0)}`)}`

export default function UnitConverter() {
  const [state, setState] = useAtom(unitConverterAtom)
  const quantity = quantityOf(state.quantity)!
  const { digits, baseFontSize, viewportWidth, viewportHeight } = state
  const outcome = useMemo(
    () => convertAll({ quantity: state.quantity, unit: state.unit, value: state.value, digits, baseFontSize, viewportWidth, viewportHeight }),
    [state.quantity, state.unit, state.value, digits, baseFontSize, viewportWidth, viewportHeight],
  )

  // Remember the last value that converted (React's "adjust state while rendering" pattern).
  const [kept, setKept] = useState<Kept | null>(null)
  if (outcome.status === 'ok' && (kept?.quantity !== state.quantity || kept.unit !== state.unit || kept.value !== state.value)) {
    setKept({ quantity: state.quantity, unit: state.unit, value: state.value })
  }
  const fallback = useMemo<Outcome | null>(
    () => (outcome.status === 'error' && kept?.quantity === state.quantity ? convertAll({ ...kept, digits, baseFontSize, viewportWidth, viewportHeight }) : null),
    [outcome, kept, state.quantity, digits, baseFontSize, viewportWidth, viewportHeight],
  )
  /** D31: while the typed value is invalid, the other fields show the last one that converted, marked as such. */
  const stale = fallback?.status === 'ok'

  const result = resultText(state.quantity, state.unit, outcome)
  // Ctrl/Cmd+Enter: the conversion is live, so the main action is copying it (as the Gradient Generator copies its CSS).
  const copyResult = () => {
    if (!result) return
    void copyText(result).then(
      () => toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS }),
      () => toast.error('❌ Could not copy to the clipboard'),
    )
  }
  useToolFrame({ result, share: unitConverterShare, mainAction: copyResult })

  const update = (patch: Partial<UnitConverterState>) => setState((s) => ({ ...s, ...patch }))

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={state.quantity} onValueChange={(q) => setState((s) => switchQuantity(s, q as QuantityId))}>
        <QuantityTabs />
        <TabsContent value={state.quantity} className="flex flex-col gap-4">
          <div className="grid grid-cols-2 items-start gap-x-4 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-6">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="unit-digits" className="text-xs font-medium text-muted-foreground">
                Significant digits
              </label>
              <Select
                id="unit-digits"
                className="w-full sm:w-24"
                value={String(digits)}
                onChange={(e) => update({ digits: Number(e.target.value) })}
                options={DIGIT_OPTIONS}
                aria-describedby="unit-explain"
              />
            </div>
            {state.quantity === 'css' ? <CssSettings state={state} update={update} /> : null}
            <p id="unit-explain" className="col-span-2 max-w-prose basis-72 grow text-xs text-muted-foreground sm:pt-5">
              Type in any field and every other unit follows. Values are computed as exact decimals and shown to {digits} significant digits: <span className="font-medium text-foreground">exact</span> marks a value
              shown whole, <span className="font-medium text-foreground">≈</span> one rounded.
            </p>
          </div>

          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="unit-fields">
            {quantity.units.map((unit) => (
              <UnitField
                key={`${quantity.id}-${unit.id}`}
                unit={unit}
                isSource={unit.id === state.unit}
                typed={state.value}
                digits={digits}
                outcome={outcome}
                fallback={stale ? { outcome: fallback!, from: kept! } : null}
                onType={(value) => update({ unit: unit.id, value })}
              />
            ))}
          </div>
        </TabsContent>
      </Tabs>
    </div>
  )
}

/** The fourteen quantities, all in view: seven a row on wide screens, three on a phone. */
function QuantityTabs() {
  return (
    // `!`: the list's own inline-flex and h-9 give way (cn joins classes, it does not merge them).
    <TabsList aria-label="Quantity" className="grid! h-auto! w-full grid-cols-3 gap-0.5 sm:grid-cols-5 lg:grid-cols-7">
      {QUANTITIES.map((q) => (
        <TabsTrigger key={q.id} value={q.id} className="justify-center">
          {q.label}
        </TabsTrigger>
      ))}
    </TabsList>
  )
}

function CssSettings({ state, update }: { state: UnitConverterState; update: (patch: Partial<UnitConverterState>) => void }) {
  const setting = (key: 'baseFontSize' | 'viewportWidth' | 'viewportHeight', label: string, hint: string) => {
    const r = parsePositivePx(state[key])
    const id = `unit-${key}`
    return (
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {label}
        </label>
        <input
          id={id}
          className={cn(inputClass, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={state[key]}
          onChange={(e) => update({ [key]: e.target.value })}
          aria-invalid={r.ok ? undefined : true}
          aria-describedby={`${id}-status`}
        />
        <FieldStatus id={`${id}-status`} error={r.ok ? null : r.error}>
          {hint}
        </FieldStatus>
      </div>
    )
  }
  return (
    <>
      {setting('baseFontSize', 'Base font size (px)', 'for rem, em and %')}
      {setting('viewportWidth', 'Viewport width (px)', 'for vw (default 1280)')}
      {setting('viewportHeight', 'Viewport height (px)', 'for vh (default 800)')}
    </>
  )
}

/** The line under a field, always there (D33: nothing moves as messages come and go). */
function FieldStatus({ id, error, children }: { id: string; error?: string | null; children?: ReactNode }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className={cn('flex min-h-4 items-start gap-1 text-xs leading-4', error ? 'text-destructive-foreground' : 'text-muted-foreground')}>
      {error ? (
        <>
          <CircleAlert aria-hidden className="size-3.5 shrink-0" />
          <span>{error}</span>
        </>
      ) : (
        children
      )}
    </p>
  )
}

function UnitField({
  unit,
  isSource,
  typed,
  digits,
  outcome,
  fallback,
  onType,
}: {
  unit: UnitDef
  isSource: boolean
  typed: string
  digits: number
  outcome: Outcome
  fallback: { outcome: Outcome; from: Kept } | null
  onType: (value: string) => void
}) {
  const id = fieldId(unit)
  const statusId = `${id}-status`
  let value = ''
  let status: ReactNode = null
  let error: string | null = null
  let dim = false
  if (isSource) {
    value = typed
    if (outcome.status === 'error') error = outcome.message
    else status = outcome.status === 'empty' ? 'Type a number' : 'Your value'
  } else if (outcome.status === 'ok') {
    const f: FieldOut | undefined = outcome.fields[unit.id]
    if (f?.kind === 'value') {
      value = f.text
      status = f.exact ? 'exact' : `≈ rounded to ${digits} significant digit${digits === 1 ? '' : 's'}`
    } else if (f) status = f.message
  } else if (fallback?.outcome.status === 'ok') {
    dim = true
    const f = fallback.from.unit === unit.id ? null : fallback.outcome.fields[unit.id]
    value = fallback.from.unit === unit.id ? fallback.outcome.value : f?.kind === 'value' ? f.text : ''
    status = 'From the last valid value'
  }
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={`field-${unit.id}`} data-source={isSource || undefined} data-stale={dim || undefined}>
      <div className="flex min-w-0 items-center justify-between gap-2">
        <div className="flex min-w-0 items-baseline gap-1.5">
          <label htmlFor={id} className="truncate text-sm font-medium">
            {unit.name} <span className="font-normal text-muted-foreground">({unit.symbol})</span>
          </label>
          {unit.note ? (
            <span id={`${id}-note`} className="truncate text-xs text-muted-foreground">
              {unit.note}
            </span>
          ) : null}
        </div>
        <CopyButton
          variant="ghost"
          size="icon"
          label=""
          className="size-7 shrink-0"
          aria-label={`Copy ${unit.name} (${unit.symbol})`}
          text={value}
          disabled={!value || dim || !!error}
          title={dim ? 'Out of date: fix the value typed first' : undefined}
        />
      </div>
      <input
        id={id}
        className={cn(inputClass, 'font-mono', isSource && 'border-primary', dim && STALE_DIM)}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_VALUE_CHARS}
        value={value}
        placeholder={isSource ? '0' : undefined}
        onChange={(e) => onType(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[statusId, unit.note ? `${id}-note` : ''].filter(Boolean).join(' ')}
      />
      <FieldStatus id={statusId} error={error}>
        {status}
      </FieldStatus>
    </div>
  )
}

import { ArrowDown, ArrowUp, CircleAlert, CircleDot, GripVertical, Trash2 } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { operationById } from '../../ops/manifest'
import type { ArgDef, ArgValue, Step } from '../../ops/types'
import type { StepReport } from '../../workers/recipe/runner'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { moveStep, opName, stepError } from './recipe.logic'

const KEY_ENCODINGS = [
  { value: 'utf8', label: 'UTF-8' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
]

/** One argument, inline (D35): a select, a number, a toggle, a text, or a key with its encoding. */
function ArgInput({ def, step, stepLabel, onChange }: { def: ArgDef; step: Step; stepLabel: string; onChange: (key: string, v: ArgValue) => void }) {
  const id = useId()
  const value = step.args[def.key]
  const label = `${stepLabel}: ${def.label}`
  const small = 'h-8 text-xs'
  switch (def.type) {
    case 'select':
      return (
        <label className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {def.label}
          <Select aria-label={label} className="min-w-32 [&_select]:h-8 [&_select]:text-xs" options={def.options} value={String(value ?? def.default)} onChange={(e) => onChange(def.key, e.target.value)} />
        </label>
      )
    case 'number':
      return (
        <label className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {def.label}
          <input
            type="number"
            aria-label={label}
            className={cn(inputClass, small, 'w-24')}
            min={def.min}
            max={def.max}
            step={def.step}
            value={typeof value === 'number' ? value : def.default}
            onChange={(e) => e.target.value !== '' && Number.isFinite(e.target.valueAsNumber) && onChange(def.key, e.target.valueAsNumber)}
          />
        </label>
      )
    case 'toggle':
      return (
        <label htmlFor={id} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <input id={id} type="checkbox" aria-label={label} className="size-4 accent-[var(--primary)]" checked={value === true} onChange={(e) => onChange(def.key, e.target.checked)} />
          {def.label}
        </label>
      )
    case 'text':
      return (
        <label className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          {def.label}
          <input type="text" aria-label={label} className={cn(inputClass, small, 'w-44 font-mono')} placeholder={def.placeholder} value={String(value ?? '')} onChange={(e) => onChange(def.key, e.target.value)} />
        </label>
      )
    case 'key':
      return (
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <label className="flex items-center gap-1.5">
            {def.label}
            <input type="text" aria-label={label} className={cn(inputClass, small, 'w-44 font-mono')} value={String(value ?? '')} onChange={(e) => onChange(def.key, e.target.value)} autoComplete="off" spellCheck={false} />
          </label>
          <Select
            aria-label={`${label} encoding`}
            className="[&_select]:h-8 [&_select]:text-xs"
            options={KEY_ENCODINGS}
            value={String(step.args[`${def.key}Encoding`] ?? def.encoding)}
            onChange={(e) => onChange(`${def.key}Encoding`, e.target.value)}
          />
        </span>
      )
  }
}

/** A step's line under its arguments: its own output's preview, its error in words, or why it did not run. */
function StepStatus({ step, report, stale, paused }: { step: Step; report: StepReport | undefined; stale: boolean; paused: boolean }) {
  const base = 'min-w-0 truncate font-mono text-xs'
  if (paused) return <p className={cn(base, 'text-warning')}>Breakpoint: the recipe stops before this step</p>
  if (step.disabled) return <p className={cn(base, 'text-muted-foreground')}>Disabled: skipped</p>
  if (!report) return <p className={cn(base, 'text-muted-foreground')}>Not run yet</p>
  if (report.status === 'error')
    return (
      <p role="alert" data-testid="step-error" className={cn('flex min-w-0 items-start gap-1.5 text-xs break-words text-destructive-foreground', stale && 'opacity-70')}>
        <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>{stepError(step, report.error ?? 'failed')}</span>
      </p>
    )
  if (report.status === 'not-run') return <p className={cn(base, 'text-muted-foreground')}>Not run</p>
  if (report.status === 'disabled') return <p className={cn(base, 'text-muted-foreground')}>Disabled: skipped</p>
  const size = report.size === undefined ? '' : report.kind === 'bytes' ? `${report.size} ${report.size === 1 ? 'byte' : 'bytes'}` : `${report.size} ${report.size === 1 ? 'char' : 'chars'}`
  return (
    <p className={cn('flex min-w-0 items-baseline gap-2 text-xs', stale && 'text-muted-foreground')} data-testid="step-preview">
      <span className="shrink-0 text-muted-foreground">
        {report.kind} · {size}
      </span>
      <span className="min-w-0 truncate font-mono" title={report.preview}>
        {report.preview || '(empty)'}
      </span>
    </p>
  )
}

/**
 * The steps (D35), in order: each with its name, inline arguments, Disable, Breakpoint, Move up and
 * down (Alt+Up/Down while the step has focus), Delete, and a drag handle; under it, its own
 * output's preview or its error.
 */
export function StepList({ steps, reports, stale, pausedAt, gathersAt, onChange }: {
  steps: Step[]
  reports: StepReport[] | undefined
  stale: boolean
  pausedAt: number | null
  /** On a file: the step that gathers its whole input (it cannot stream). */
  gathersAt: number | null
  onChange: (steps: Step[]) => void
}) {
  const list = useRef<HTMLOListElement>(null)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [armed, setArmed] = useState<number | null>(null)

  const focusStep = (i: number) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-step-index="${i}"]`)?.focus())
  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length || from === to) return
    onChange(moveStep(steps, from, to))
  }
  const update = (i: number, next: Step) => onChange(steps.map((s, j) => (j === i ? next : s)))

  if (!steps.length)
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
        No steps yet: the output is the input as it is. Type an operation above and press Enter to add it.
      </p>
    )

  return (
    <ol ref={list} aria-label="Steps" className="flex flex-col gap-2">
      {steps.map((step, i) => {
        const op = operationById(step.op)
        const name = opName(step.op)
        const stepLabel = `Step ${i + 1} ${name}`
        const onKeyDown = (e: KeyboardEvent) => {
          if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
          e.preventDefault()
          const to = e.key === 'ArrowUp' ? i - 1 : i + 1
          if (to < 0 || to >= steps.length) return
          move(i, to)
          focusStep(to)
        }
        return (
          <li
            key={i}
            data-step-index={i}
            tabIndex={0}
            aria-label={`Step ${i + 1}: ${name}${step.disabled ? ' (disabled)' : ''}${step.breakpoint ? ' (breakpoint)' : ''}`}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            draggable={armed === i}
            onKeyDown={onKeyDown}
            onDragStart={(e) => {
              setDragFrom(i)
              e.dataTransfer.effectAllowed = 'move'
              e.dataTransfer.setData('text/plain', String(i))
            }}
            onDragOver={(e) => {
              if (dragFrom === null) return
              e.preventDefault()
              setDropAt(i)
            }}
            onDrop={(e) => {
              e.preventDefault()
              if (dragFrom !== null) move(dragFrom, i)
              setDragFrom(null)
              setDropAt(null)
              setArmed(null)
            }}
            onDragEnd={() => {
              setDragFrom(null)
              setDropAt(null)
              setArmed(null)
            }}
            className={cn(
              'flex flex-col gap-1.5 rounded-lg border border-border bg-background px-2 py-2 sm:px-3',
              step.disabled && 'bg-surface',
              step.breakpoint && 'border-warning/60',
              dropAt === i && dragFrom !== i && 'border-primary',
              dragFrom === i && 'opacity-60',
            )}
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span
                aria-hidden
                title="Drag to reorder (or Alt+Up/Down)"
                className="cursor-grab text-muted-foreground"
                onPointerDown={() => setArmed(i)}
                onPointerUp={() => setArmed(null)}
              >
                <GripVertical className="size-4" />
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">{i + 1}.</span>
              <h3 className={cn('text-sm font-medium', step.disabled && 'text-muted-foreground line-through')}>{name}</h3>
              {op ? (
                <span className="text-xs text-muted-foreground">
                  {op.input} → {op.output}
                </span>
              ) : null}
              {gathersAt === i ? <span className="rounded bg-warning-soft px-1.5 text-xs text-warning">gathers its input</span> : null}
              <div className="ml-auto flex items-center gap-0.5">
                <Button size="sm" variant="ghost" aria-pressed={!!step.disabled} aria-label={`Disable ${stepLabel}`} title="Disable: skip this step" onClick={() => update(i, { ...step, disabled: !step.disabled })}>
                  {step.disabled ? 'Enable' : 'Disable'}
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-pressed={!!step.breakpoint}
                  aria-label={`Breakpoint at ${stepLabel}`}
                  title="Breakpoint: stop before this step"
                  onClick={() => update(i, { ...step, breakpoint: !step.breakpoint })}
                  className={cn(step.breakpoint && 'text-warning')}
                >
                  <CircleDot aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Move ${stepLabel} up`} title="Move up (Alt+Up)" disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Move ${stepLabel} down`} title="Move down (Alt+Down)" disabled={i === steps.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDown aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${stepLabel}`} title="Delete this step" onClick={() => onChange(steps.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
            {op?.args?.length ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 pl-6">
                {op.args.map((def) => (
                  <ArgInput key={def.key} def={def} step={step} stepLabel={stepLabel} onChange={(key, v) => update(i, { ...step, args: { ...step.args, [key]: v } })} />
                ))}
              </div>
            ) : null}
            <div className="pl-6">
              <StepStatus step={step} report={reports?.[i]} stale={stale} paused={pausedAt === i} />
            </div>
          </li>
        )
      })}
    </ol>
  )
}

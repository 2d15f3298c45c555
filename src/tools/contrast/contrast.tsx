import { ArrowLeftRight, Check, X } from 'lucide-react'
import { useAtom } from 'jotai'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { inputClass } from '../../ui/field'
import { useToolFrame } from '../../ui/tool-frame-context'
import { checks, contrastRatio, FAILURE, isValidColor, parseColor, pickerHex, ratioLabel, SUCCESS } from './contrast.logic'
import { contrastAtom } from './contrast.state'

const GUIDELINES = [
  'AA Large: at least 3:1 for large text (18pt, or 14pt bold) and for user-interface parts.',
  'AA Normal: at least 4.5:1 for body text.',
  'AAA Large: at least 4.5:1 for large text.',
  'AAA Normal: at least 7:1 for body text.',
  "Don't rely on colour alone to carry meaning.",
]

function ColorField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const valid = isValidColor(value)
  const hint = `${id}-invalid`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-hex`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-9 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
          value={pickerHex(value) ?? '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input id={`${id}-hex`} className={`${inputClass} font-mono`} value={value} aria-invalid={!valid} aria-describedby={valid ? undefined : hint} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      </div>
      {!valid ? (
        <p id={hint} className="text-xs text-destructive-foreground">
          Not a colour. Use hex (#fff, #ffffff, #ffffff80), rgb(), hsl(), hwb(), lab(), oklch() or a name.
        </p>
      ) : null}
    </div>
  )
}

/** SPEC "Contrast Checker" with D15: the ratio and badges update live; Check Contrast confirms. */
export default function ContrastChecker() {
  const [{ fg, bg }, setColors] = useAtom(contrastAtom)
  const setFg = (v: string) => setColors((c) => ({ ...c, fg: v }))
  const setBg = (v: string) => setColors((c) => ({ ...c, bg: v }))
  const ratio = contrastRatio(fg, bg)
  const results = ratio === null ? null : checks(ratio)
  // The preview paints the colours as typed (alpha included); an invalid one is left out, and the
  // preview says so instead of showing colours that are not the ones entered.
  const css = (v: string) => {
    const c = parseColor(v)
    return c ? `rgba(${[c.r, c.g, c.b].map((x) => Math.round(x * 255)).join(', ')}, ${c.alpha})` : undefined
  }
  const fgCss = css(fg)
  const bgCss = css(bg)
  const check = () => {
    if (contrastRatio(fg, bg) === null) toast.error(FAILURE)
    else toast.success(SUCCESS)
  }
  useToolFrame({
    result: ratio === null ? undefined : ratioLabel(ratio),
    mainAction: check,
  })

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <ColorField id="fg" label="Foreground" value={fg} onChange={setFg} />
        <ColorField id="bg" label="Background" value={bg} onChange={setBg} />
        <div className="flex gap-2">
          <Button variant="primary" onClick={check} aria-keyshortcuts="Control+Enter Meta+Enter">
            Check Contrast
          </Button>
          <Button onClick={() => setColors((c) => ({ fg: c.bg, bg: c.fg }))}>
            <ArrowLeftRight aria-hidden /> Swap Colors
          </Button>
        </div>
        <div className="rounded-lg border border-border p-4">
          <p className="text-xs font-medium text-muted-foreground">Contrast ratio</p>
          <p className="text-4xl font-semibold tabular-nums" data-testid="ratio">
            {ratioLabel(ratio)}
          </p>
          {results === null ? (
            <p className="mt-3 flex min-h-[5.25rem] items-center text-sm text-muted-foreground" data-testid="checks-unavailable">
              Enter two valid colours to see the WCAG checks.
            </p>
          ) : (
            <ul className="mt-3 grid grid-cols-2 gap-2" aria-label="WCAG checks">
              {results.map((r) => (
                <li
                  key={r.id}
                  data-testid={`badge-${r.id}`}
                  data-pass={r.pass}
                  className={cn('flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium', r.pass ? 'bg-success-soft text-success' : 'bg-destructive-soft text-destructive-foreground')}
                >
                  {r.label}
                  <span className="inline-flex items-center gap-1">
                    {r.pass ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
                    {r.pass ? 'Pass' : 'Fail'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <div className="rounded-lg border border-border p-6" style={{ color: fgCss, backgroundColor: bgCss }} data-testid="contrast-preview" data-invalid={!fgCss || !bgCss}>
          {!fgCss || !bgCss ? <p className="mb-2 text-sm font-medium">The preview needs two valid colours.</p> : null}
          <h2 className="text-2xl font-bold">Sample heading</h2>
          <p className="mt-2 text-lg">Large text: the quick brown fox jumps over the lazy dog.</p>
          <p className="mt-2 text-base">Normal text: the quick brown fox jumps over the lazy dog.</p>
          <p className="mt-2 text-xs">Small text: the quick brown fox jumps over the lazy dog.</p>
        </div>
        <section aria-labelledby="guidelines-title" className="rounded-lg border border-border p-4 text-sm">
          <h2 id="guidelines-title" className="font-medium">
            WCAG guidelines
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            {GUIDELINES.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

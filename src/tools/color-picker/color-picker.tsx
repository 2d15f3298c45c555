import { useAtom } from 'jotai'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { useToolFrame } from '../../ui/tool-frame-context'
import { colorAtom } from './color-picker.state'
import { formats, hsl, INVALID_COLOR, parseColor, toCss, toHex, toHexA } from './color.logic'

/** SPEC: persists nothing; an invalid colour is marked and the last valid colour stays. D33: any CSS colour is taken. */
export default function ColorPicker() {
  const [{ text, rgb }, setColor] = useAtom(colorAtom)
  const invalid = parseColor(text) === null
  const hex = toHex(rgb)
  const l = hsl(rgb)
  const list = formats(rgb)
  const update = (value: string) => setColor((c) => ({ text: value, rgb: parseColor(value) ?? c.rgb }))
  useToolFrame({ result: toHexA(rgb) })

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="flex flex-col gap-4">
        <div className="h-40 rounded-lg border border-border" style={{ backgroundColor: toCss(rgb) }} role="img" aria-label={`Swatch of ${toHexA(rgb)}`} data-testid="swatch" />
        <div className="flex items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="color-native" className="text-xs font-medium text-muted-foreground">
              Picker
            </label>
            <input id="color-native" type="color" className="h-9 w-14 cursor-pointer rounded-md border border-input bg-background p-1" value={hex.toLowerCase()} onChange={(e) => update(e.target.value)} />
          </div>
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="color-hex" className="text-xs font-medium text-muted-foreground">
              Hex
            </label>
            <input id="color-hex" className={`${inputClass} font-mono`} value={text} placeholder="#3b82f6" aria-invalid={invalid} onChange={(e) => update(e.target.value)} spellCheck={false} />
          </div>
        </div>
        {invalid ? <ErrorText>{INVALID_COLOR}</ErrorText> : null}
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {[
            ['R', rgb.r],
            ['G', rgb.g],
            ['B', rgb.b],
            ['H', `${l.h}°`],
            ['S', `${l.s}%`],
            ['L', `${l.l}%`],
          ].map(([k, v]) => (
            <div key={k} className="rounded-md border border-border p-2">
              <dt className="text-xs text-muted-foreground">{k}</dt>
              <dd className="font-mono" data-testid={`readout-${k}`}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Formats">
        {list.map((f) => (
          <li key={f.format} className="flex items-center justify-between gap-3 rounded-lg border border-border px-4 py-3">
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground">{f.format}</p>
              <p className="font-mono text-sm break-all" data-testid={`format-${f.format}`}>
                {f.value}
              </p>
            </div>
            <CopyButton variant="ghost" text={f.value} toastMessage={`${f.format} color copied to clipboard!`} aria-label={`Copy ${f.format}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}

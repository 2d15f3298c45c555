import { useAtom } from 'jotai'
import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { sameInputs } from '../../ui/stale'
import { StrengthMeter } from '../../ui/strength-meter'
import { useToolFrame } from '../../ui/tool-frame-context'
import { COPIED, generatePassword, MAX_LENGTH, MIN_LENGTH, type PasswordOptions } from './password.logic'
import { passwordGeneratorAtom, passwordGeneratorShare } from './password.state'

const CHECKS: { key: keyof PasswordOptions; label: string; hint: string }[] = [
  { key: 'includeUppercase', label: 'Uppercase', hint: 'A-Z' },
  { key: 'includeLowercase', label: 'Lowercase', hint: 'a-z' },
  { key: 'includeNumbers', label: 'Numbers', hint: '0-9' },
  { key: 'includeSymbols', label: 'Symbols', hint: '!@#$%^&*()_+-=[]{}|;:,.<>?' },
  { key: 'excludeAmbiguous', label: 'Exclude ambiguous characters', hint: '0 O 1 l I |' },
]

/** A generated password (or the reason there is none) with the options it was made from (D31). */
type Made = { from: PasswordOptions; password: string; error: string | null }
function make(options: PasswordOptions): Made {
  const r = generatePassword(options)
  return r.ok ? { from: options, password: r.password, error: null } : { from: options, password: '', error: r.message }
}

export default function PasswordGenerator() {
  const [options, setOptions] = useAtom(passwordGeneratorAtom)
  const [made, setMade] = useState<Made | null>(null)
  const [visible, setVisible] = useState(true)
  // D31: once a password is on screen, changing an option (length, a class, ambiguous characters)
  // makes a new one at once, so the shown password always has the options shown beside it. Options
  // that allow none take the old password away and say why.
  if (made && !sameInputs(made.from, options)) setMade(make(options))
  const password = made?.password ?? ''
  const error = made?.error ?? null

  const generate = () => {
    const m = make(options)
    setMade(m)
    if (m.error) toast.error(m.error)
  }

  const copy = async () => {
    try {
      await copyText(password)
      toast.success(COPIED, { duration: 2000 })
    } catch {
      toast.error('❌ Could not copy to the clipboard')
    }
  }

  useToolFrame({ result: password || undefined, mainAction: generate, share: passwordGeneratorShare })

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="pw-options-title" className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
        <h2 id="pw-options-title" className="text-sm font-medium">
          Options
        </h2>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <label htmlFor="pw-length" className="text-sm font-medium">
              Length
            </label>
            <span className="font-mono text-sm" data-testid="pw-length-value">
              {options.length}
            </span>
          </div>
          <input
            id="pw-length"
            type="range"
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            step={1}
            value={options.length}
            onChange={(e) => setOptions((o) => ({ ...o, length: Number(e.target.value) }))}
            className="w-full accent-[var(--primary)]"
          />
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{MIN_LENGTH}</span>
            <span>{MAX_LENGTH}</span>
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Character types</legend>
          {CHECKS.map((c) => (
            <label key={c.key} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={options[c.key] as boolean} onChange={(e) => setOptions((o) => ({ ...o, [c.key]: e.target.checked }))} />
              <span>{c.label}</span>
              <span className="font-mono text-xs text-muted-foreground">{c.hint}</span>
            </label>
          ))}
        </fieldset>
        <ErrorText>{error}</ErrorText>
        <div>
          <Button variant="primary" onClick={generate} aria-keyshortcuts="Control+Enter Meta+Enter">
            <RefreshCw aria-hidden /> Generate Password
          </Button>
        </div>
      </section>

      <section aria-labelledby="pw-result-title" className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="pw-result-title" className="text-sm font-medium">
            Generated Password
          </h2>
          {password ? (
            <div className="flex gap-1.5">
              <Button size="sm" variant="ghost" onClick={() => setVisible((v) => !v)} aria-pressed={!visible}>
                {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {visible ? 'Hide' : 'Show'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void copy()} aria-label="Copy password">
                <Copy aria-hidden /> Copy
              </Button>
            </div>
          ) : null}
        </div>
        {password ? (
          <>
            <output
              data-testid="pw-result"
              aria-label="Generated password"
              className="rounded-md border border-border bg-surface px-3 py-3 font-mono text-lg break-all"
            >
              {visible ? password : '•'.repeat(password.length)}
            </output>
            <StrengthMeter password={password} id="pw-strength" />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Choose the options and press Generate Password.</p>
        )}
      </section>
    </div>
  )
}

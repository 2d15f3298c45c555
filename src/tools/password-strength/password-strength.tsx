import { useAtom } from 'jotai'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { inputClass } from '../../ui/field'
import { StrengthMeter } from '../../ui/strength-meter'
import { strengthPasswordAtom } from './password-strength.state'

/** SPEC "Password Strength": a masked field, the label, percent and bar (zxcvbn's verdict) and SPEC's checklist; never stored (a secret). */
export default function PasswordStrength() {
  const [password, setPassword] = useAtom(strengthPasswordAtom)
  const [visible, setVisible] = useState(false)
  return (
    <section className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="ps-password" className="text-xs font-medium text-muted-foreground">
          Password
        </label>
        <div className="flex gap-2">
          <input
            id="ps-password"
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            className={cn(inputClass, 'font-mono')}
            placeholder="Type a password to check"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={visible ? 'Hide password' : 'Show password'}>
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Checked in this browser only; the password is never stored or sent.</p>
      </div>
      {password ? (
        <StrengthMeter password={password} id="ps-strength" />
      ) : (
        <p className="text-sm text-muted-foreground">The strength appears here as you type: how long an attacker would need to guess it (zxcvbn), with a checklist of 8+ and 12+ characters, lower case, upper case, a digit and a symbol.</p>
      )}
    </section>
  )
}

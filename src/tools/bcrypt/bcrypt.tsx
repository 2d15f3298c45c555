import { useAtom } from 'jotai'
import { CircleCheck, CircleX } from 'lucide-react'
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { bcryptClient } from '../../workers/bcrypt/bcrypt.client'
import { isAbortError } from '../../workers/core/create-worker-client'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { CountInput, inputClass } from '../../ui/field'
import { ProgressBar } from '../../ui/progress'
import { sameInputs, StaleNote } from '../../ui/stale'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import {
  formatElapsed,
  HASH_ERROR,
  HASHED,
  isSubmitKey,
  isTruncated,
  MATCHES,
  MAX_ROUNDS,
  MIN_ROUNDS,
  NEED_HASH,
  NEED_PASSWORD,
  NO_MATCH,
  PREFIX_NOTE,
  readRounds,
  VERIFY_ERROR,
} from './bcrypt.logic'
import { bcryptAtom, bcryptFieldsAtom, bcryptHashedAtom, type HashOutcome } from './bcrypt.state'

type Outcome<T> = ({ ok: true } & T) | { ok: false; message: string }
type VerifyOutcome = Outcome<{ match: boolean; ms: number }>
/** D31: a verdict with what it was checked with (password, hash, and the cost field for the generated
 * hash); shown only while all of it is still on screen. */
type Checked = { from: { password: string; hash: string; rounds?: number }; outcome: VerifyOutcome }

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

function Field({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  )
}

function MatchLine({ outcome }: { outcome: VerifyOutcome | undefined }) {
  if (!outcome) return null
  if (!outcome.ok) return <ErrorText>{outcome.message}</ErrorText>
  return (
    <p data-testid="bcrypt-match" className={cn('flex items-center gap-1.5 text-sm font-medium', outcome.match ? 'text-success' : 'text-destructive-foreground')}>
      {outcome.match ? <CircleCheck aria-hidden className="size-4" /> : <CircleX aria-hidden className="size-4" />}
      {outcome.match ? MATCHES : NO_MATCH}
      <span className="font-normal text-muted-foreground">· checked in {formatElapsed(outcome.ms)}</span>
    </p>
  )
}

export default function BcryptTool() {
  const [state, setState] = useAtom(bcryptAtom)
  const [draft, setDraft] = useState(String(state.rounds))
  const [fields, setFields] = useAtom(bcryptFieldsAtom)
  const { password, checkHash: otherHash, checkPassword: otherPassword } = fields
  const setPassword = (v: string) => setFields((f) => ({ ...f, password: v }))
  const setOtherHash = (v: string) => setFields((f) => ({ ...f, checkHash: v }))
  const setOtherPassword = (v: string) => setFields((f) => ({ ...f, checkPassword: v }))
  const [needPassword, setNeedPassword] = useState<string | null>(null)
  const [hashed, setHashed] = useAtom(bcryptHashedAtom)
  const [verified, setVerified] = useState<Checked | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [checkError, setCheckError] = useState<string | null>(null)

  const hashTask = useWorkerTask<{ password: string; rounds: number }, HashOutcome>(async (input, { signal }) => {
    try {
      return { ok: true, rounds: input.rounds, password: input.password, ...(await bcryptClient.run('bcryptHash', input, { signal })) }
    } catch (e) {
      if (isAbortError(e)) throw e
      return { ok: false, message: messageOf(e) }
    }
  })
  const verifyTask = useWorkerTask<{ password: string; hash: string }, VerifyOutcome>(async (input, { signal }) => {
    try {
      return { ok: true, ...(await bcryptClient.run('bcryptVerify', input, { signal })) }
    } catch (e) {
      if (isAbortError(e)) throw e
      return { ok: false, message: messageOf(e) }
    }
  })

  // As Lorem's count: the field keeps what was typed, and the line beside it says which cost is used.
  const cost = readRounds(draft, state.rounds)
  const commitRounds = (text: string) => {
    const n = readRounds(text, state.rounds).count
    setState({ rounds: n })
    return n
  }

  const generate = async () => {
    if (!password) {
      // The old hash was of another password: it goes, and the error stands alone.
      hashTask.cancel()
      setHashed(null)
      setNeedPassword(NEED_PASSWORD)
      return
    }
    setNeedPassword(null)
    const rounds = commitRounds(draft)
    const r = await hashTask.run({ password, rounds })
    if (!r) return
    if (r.ok) {
      setHashed(r)
      toast.success(HASHED)
    } else {
      toast.error(HASH_ERROR)
      setHashed(r)
    }
  }

  const report = (r: VerifyOutcome) => {
    if (!r.ok) toast.error(VERIFY_ERROR)
    else if (r.match) toast.success(MATCHES)
    else toast.error(NO_MATCH)
  }

  const verifyGenerated = async () => {
    if (!hashed?.ok) return
    const from = { password, hash: hashed.hash, rounds: cost.count }
    const r = await verifyTask.run({ password, hash: hashed.hash })
    if (!r) return
    setVerified({ from, outcome: r })
    report(r)
  }

  const checkOther = async () => {
    if (!otherHash.trim()) {
      setChecked(null)
      setCheckError(NEED_HASH)
      return
    }
    setCheckError(null)
    const from = { password: otherPassword, hash: otherHash }
    const r = await verifyTask.run(from)
    if (!r) return
    setChecked({ from, outcome: r })
    report(r)
  }

  const hashing = hashTask.status === 'running'
  const verifying = verifyTask.status === 'running'
  /** Enter in a field runs its panel's button (Ctrl/Cmd+Enter stays the frame's Generate Hash). */
  const onEnter = (action: () => Promise<void>, busy: boolean) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isSubmitKey({ ...e, isComposing: e.nativeEvent.isComposing })) return
    e.preventDefault()
    if (!busy) void action()
  }
  const generateOnEnter = onEnter(generate, hashing)
  const checkOnEnter = onEnter(checkOther, verifying)
  const slowHash = useDelayed(hashing)
  const slowVerify = useDelayed(verifying)
  const hash = hashed?.ok ? hashed.hash : ''
  // D31: the hash is of the password and cost it was made with. Once either changes it stays (so
  // Verify Password can still test the typed password against it) but is marked out of date and is
  // not offered for copying. A verdict is of one password and one hash: any change clears it.
  const roundsNow = cost.count
  const hashStale = hashed?.ok === true && (hashed.password !== password || hashed.rounds !== roundsNow)
  if (verified && !sameInputs(verified.from, { password, hash, rounds: roundsNow })) setVerified(null)
  if (checked && !sameInputs(checked.from, { password: otherPassword, hash: otherHash })) setChecked(null)
  if (needPassword && password) setNeedPassword(null)

  useToolFrame({ result: hash || undefined, stale: hashStale, mainAction: () => void generate() })

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="bcrypt-generate-title" className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
        <h2 id="bcrypt-generate-title" className="text-sm font-medium">
          Generate a hash
        </h2>
        <Field id="bcrypt-password" label="Password" hint={isTruncated(password) ? 'bcrypt uses only the first 72 bytes of a password; the rest is ignored.' : undefined}>
          <input
            id="bcrypt-password"
            type="password"
            autoComplete="new-password"
            className={cn(inputClass, 'font-mono')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onKeyDown={generateOnEnter}
            placeholder="Enter a password (never stored)"
            aria-describedby={needPassword ? 'bcrypt-password-error' : undefined}
          />
          <ErrorText id="bcrypt-password-error">{needPassword}</ErrorText>
        </Field>
        <Field id="bcrypt-rounds" label="Rounds" hint={`Cost factor ${MIN_ROUNDS}-${MAX_ROUNDS}: each step doubles the time.`}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <CountInput
              id="bcrypt-rounds"
              min={MIN_ROUNDS}
              max={MAX_ROUNDS}
              className="w-32"
              value={draft}
              message={cost.message}
              messageId="bcrypt-rounds-message"
              onChange={(text) => {
                setDraft(text)
                commitRounds(text)
              }}
              onKeyDown={generateOnEnter}
            />
            <p id="bcrypt-rounds-message" role="status" className="text-sm text-warning" data-testid="bcrypt-rounds-message">
              {cost.message}
            </p>
          </div>
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => void generate()} disabled={hashing} aria-keyshortcuts="Control+Enter Meta+Enter">
            {hashing ? 'Hashing...' : 'Generate Hash'}
          </Button>
          {hash ? (
            <Button onClick={() => void verifyGenerated()} disabled={verifying || hashing}>
              {verifying ? 'Verifying...' : 'Verify Password'}
            </Button>
          ) : null}
        </div>
        {slowHash ? <ProgressBar label={`Hashing with cost ${state.rounds}...`} progress={null} onCancel={hashTask.cancel} /> : null}
        {slowVerify ? <ProgressBar label="Verifying..." progress={null} onCancel={verifyTask.cancel} /> : null}
        <Field id="bcrypt-hash" label="Generated Hash" hint={PREFIX_NOTE}>
          <div className="flex gap-2">
            <input
              id="bcrypt-hash"
              readOnly
              className={cn(inputClass, 'font-mono text-xs', hashStale && 'text-muted-foreground')}
              value={hash}
              placeholder="The hash appears here"
              aria-describedby={hashStale ? 'bcrypt-hash-stale' : undefined}
              data-stale={hashStale || undefined}
            />
            {hash ? <CopyButton variant="outline" text={hash} aria-label="Copy hash" disabled={hashStale} title={hashStale ? 'Out of date: press Generate Hash first' : undefined} /> : null}
          </div>
        </Field>
        {hashStale ? (
          <div id="bcrypt-hash-stale">
            <StaleNote action="Generate Hash" />
          </div>
        ) : null}
        {hashed?.ok ? (
          <p className="text-xs text-muted-foreground" data-testid="bcrypt-elapsed">
            Hashed in {formatElapsed(hashed.ms)} with cost {hashed.rounds} ({(2 ** hashed.rounds).toLocaleString('en-US')} iterations).
          </p>
        ) : null}
        {hashed && !hashed.ok ? <ErrorText>{HASH_ERROR}</ErrorText> : null}
        <MatchLine outcome={verified?.outcome} />
      </section>

      <section aria-labelledby="bcrypt-check-title" className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
        <h2 id="bcrypt-check-title" className="text-sm font-medium">
          Check a password against a hash
        </h2>
        <Field id="bcrypt-other-hash" label="Bcrypt hash">
          <input
            id="bcrypt-other-hash"
            className={cn(inputClass, 'font-mono text-xs')}
            spellCheck={false}
            autoComplete="off"
            value={otherHash}
            onChange={(e) => setOtherHash(e.target.value)}
            onKeyDown={checkOnEnter}
            placeholder="$2b$10$..."
          />
          <ErrorText>{checkError}</ErrorText>
        </Field>
        <Field id="bcrypt-other-password" label="Password to check">
          <input
            id="bcrypt-other-password"
            type="password"
            autoComplete="off"
            className={cn(inputClass, 'font-mono')}
            value={otherPassword}
            onChange={(e) => setOtherPassword(e.target.value)}
            onKeyDown={checkOnEnter}
          />
        </Field>
        <div>
          <Button onClick={() => void checkOther()} disabled={verifying}>
            Check Password
          </Button>
        </div>
        {checked && !checked.outcome.ok ? <ErrorText>{`${VERIFY_ERROR}: ${checked.outcome.message}`}</ErrorText> : <MatchLine outcome={checked?.outcome} />}
      </section>
    </div>
  )
}

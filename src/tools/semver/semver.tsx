import { useAtom } from 'jotai'
import { CircleCheck, CircleX } from 'lucide-react'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { BUMPS, checkRange, cleanVersion, comparisonSentence, INVALID_VERSION, nextVersion, nextVersionMessage, partsOf, type Bump, type SemverState } from './semver.logic'
import { semverAtom, semverShare } from './semver.state'

const card = 'rounded-lg border border-border bg-background p-4'

export default function SemverCalculator() {
  const [state, setState] = useAtom(semverAtom)
  const set = <K extends keyof SemverState>(key: K, value: SemverState[K]) => setState((s) => ({ ...s, [key]: value }))

  // D31: every answer here is cheap, so each follows the fields as they change (no stale "Next
  // version" under a new version); Calculate and Compare stay and announce the outcome.
  const outcome = useMemo(() => (state.version.trim() ? nextVersion(state.version, state.bump, state.identifier) : null), [state.version, state.bump, state.identifier])
  const next = outcome?.ok ? outcome.next : null
  const versionError = outcome && !outcome.ok ? outcome.error : null
  const comparison = useMemo(() => comparisonSentence(state.version, state.compare), [state.version, state.compare])
  const compareError = !!state.compare.trim() && !cleanVersion(state.compare)

  const calculate = () => {
    const r = nextVersion(state.version, state.bump, state.identifier)
    if (!r.ok) toast.error(r.error)
    else toast.success(nextVersionMessage(r.next))
  }

  const compareNow = () => {
    if (!cleanVersion(state.version)) toast.error(INVALID_VERSION)
  }

  const parts = useMemo(() => partsOf(state.version), [state.version])
  const range = useMemo(() => checkRange(state.version, state.range), [state.version, state.range])

  useToolFrame({ result: next ?? undefined, mainAction: calculate, share: semverShare })

  return (
    <div className="flex flex-col gap-4">
      <section className={card} aria-labelledby="semver-bump-title">
        <h2 id="semver-bump-title" className="mb-3 text-sm font-medium">
          Bump
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Version" htmlFor="semver-version" className="w-48">
            <input
              id="semver-version"
              className={`${inputClass} font-mono`}
              value={state.version}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!!versionError}
              onChange={(e) => set('version', e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && calculate()}
            />
          </Field>
          <Field label="Bump type" htmlFor="semver-bump" className="w-40">
            <Select id="semver-bump" value={state.bump} onChange={(e) => set('bump', e.target.value as Bump)} options={BUMPS.map((b) => ({ value: b, label: b }))} />
          </Field>
          <Field label="Prerelease identifier (optional)" htmlFor="semver-identifier" className="w-56">
            <input
              id="semver-identifier"
              className={`${inputClass} font-mono disabled:opacity-50`}
              value={state.identifier}
              placeholder="alpha, beta, rc"
              disabled={state.bump !== 'prerelease'}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => set('identifier', e.target.value)}
            />
          </Field>
          <Button variant="primary" onClick={calculate} aria-keyshortcuts="Control+Enter Meta+Enter">
            Calculate
          </Button>
        </div>
        {versionError ? (
          <div className="mt-2">
            <ErrorText>{versionError}</ErrorText>
          </div>
        ) : null}
        {parts ? (
          <p className="mt-3 flex flex-wrap gap-2 text-xs text-muted-foreground" data-testid="semver-parts">
            <span>major {parts.major}</span>·<span>minor {parts.minor}</span>·<span>patch {parts.patch}</span>
            {parts.prerelease ? <>· <span>prerelease {parts.prerelease}</span></> : null}
            {parts.build ? <>· <span>build {parts.build}</span></> : null}
          </p>
        ) : null}
        <div className="mt-3 rounded-md bg-surface px-3 py-2" aria-live="polite">
          {next ? (
            <p className="font-mono text-lg" data-testid="semver-next">
              {nextVersionMessage(next)}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">The next version appears here.</p>
          )}
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="semver-compare-title">
          <h2 id="semver-compare-title" className="mb-3 text-sm font-medium">
            Compare
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Compare with..." htmlFor="semver-compare" className="min-w-40 flex-1">
              <input
                id="semver-compare"
                className={`${inputClass} font-mono`}
                value={state.compare}
                placeholder="1.3.0"
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => set('compare', e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && compareNow()}
              />
            </Field>
            <Button onClick={compareNow}>Compare</Button>
          </div>
          {compareError ? (
            <div className="mt-2">
              <ErrorText>{INVALID_VERSION}</ErrorText>
            </div>
          ) : null}
          <div className="mt-3 rounded-md bg-surface px-3 py-2" aria-live="polite">
            {comparison ? (
              <p className="font-mono" data-testid="semver-comparison">
                {comparison}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">The comparison appears here. Enter a second version.</p>
            )}
          </div>
        </section>

        <section className={card} aria-labelledby="semver-range-title">
          <h2 id="semver-range-title" className="mb-3 text-sm font-medium">
            Range check
          </h2>
          <Field label="Range" htmlFor="semver-range" hint="As npm reads it: ^1.2.0, ~1.2, >=1 <2, 1.x || 2.x">
            <input id="semver-range" className={`${inputClass} font-mono`} value={state.range} placeholder="^1.2.0" spellCheck={false} autoComplete="off" onChange={(e) => set('range', e.target.value)} />
          </Field>
          <div className="mt-3 rounded-md bg-surface px-3 py-2" aria-live="polite" data-testid="semver-range-result">
            {range === null ? (
              <p className="text-sm text-muted-foreground">Enter a range to check the version against it.</p>
            ) : range.ok ? (
              <>
                <p className={`flex items-center gap-2 font-mono ${range.satisfies ? 'text-success' : 'text-destructive-foreground'}`}>
                  {range.satisfies ? <CircleCheck aria-hidden className="size-4" /> : <CircleX aria-hidden className="size-4" />}
                  {range.sentence}
                </p>
                {range.reason ? (
                  <p className="mt-1 text-sm" data-testid="semver-range-reason">
                    {range.reason}
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-muted-foreground">
                  Range means <code className="font-mono">{range.normalised}</code>
                </p>
              </>
            ) : (
              <ErrorText>{range.error}</ErrorText>
            )}
          </div>
        </section>
      </div>
    </div>
  )
}

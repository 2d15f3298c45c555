import { useAtom } from 'jotai'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { failureReason, fetchWithTimeout } from '../../lib/fetch-with-timeout'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { CancelButton, RunButton } from '../../ui/run-buttons'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Field, inputClass } from '../../ui/field'
import { Pane } from '../../ui/pane'
import { Select } from '../../ui/select'
import { useToolFrame } from '../../ui/tool-frame-context'
import { cn } from '../../ui/cn'
import { sameInputs, STALE_DIM, StaleNote, staleTitle } from '../../ui/stale'
import { dnsRequest, emptyAnswerNote, LOOKUP_FAILED, PROVIDER_IDS, PROVIDERS, queryName, readAnswer, RECORD_TYPES, TIMEOUT_MS, type AnswerRow, type DnsAnswer, type DnsState, type Provider, type RecordType } from './dns.logic'
import { dnsAtom, dnsShare } from './dns.state'

type Job = { url: string; headers: Record<string, string> }
/** `from`: the fields it was asked with (D31), so a changed field marks it out of date. */
type Outcome = ({ ok: true; answer: DnsAnswer; asked: string; note?: string; provider: Provider } | { ok: false; reason: string }) & { from: DnsState }

function AnswerTable({ rows, caption }: { rows: AnswerRow[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left text-xs font-medium text-muted-foreground">{caption}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr className="border-b border-border">
          <th scope="col" className="py-1 pr-3 font-medium">Name</th>
          <th scope="col" className="py-1 pr-3 font-medium">Type</th>
          <th scope="col" className="py-1 pr-3 font-medium">TTL</th>
          <th scope="col" className="py-1 font-medium">Data</th>
        </tr>
      </thead>
      <tbody className="font-mono text-xs">
        {rows.map((r, i) => (
          <tr key={i} className="border-b border-border align-top last:border-0">
            <td className="py-1 pr-3 break-all">{r.name}</td>
            <td className="py-1 pr-3">{r.type}</td>
            <td className="py-1 pr-3">{r.ttl ?? ''}</td>
            <td className="py-1 break-all">{r.data}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default function DnsLookup() {
  const [state, setState] = useAtom(dnsAtom)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [inputError, setInputError] = useState<string | null>(null)

  // Only on a press of Lookup; Cancel and a new press abort the running call; a time-out ends it (D20).
  const task = useWorkerTask<Job, { ok: true; answer: DnsAnswer } | { ok: false; reason: string }>(async (job, { signal }) => {
    try {
      const response = await fetchWithTimeout(job.url, { signal, timeoutMs: TIMEOUT_MS, headers: job.headers })
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` }
      const answer = readAnswer(await response.text())
      return answer ? { ok: true, answer } : { ok: false, reason: 'The answer was not DNS JSON' }
    } catch (e) {
      if (signal.aborted) throw e
      return { ok: false, reason: failureReason(e) }
    }
  })
  const busy = task.status === 'running'

  const lookup = async () => {
    const q = queryName(state.domain, state.type)
    if (!q.ok) {
      // D31: the new error replaces the old answer (or failure): it was for another name.
      setOutcome(null)
      setInputError(q.error)
      return
    }
    setInputError(null)
    const from = state
    const provider = state.provider
    const r = await task.run(dnsRequest(q.name, state.type, provider))
    if (!r) return
    setOutcome(r.ok ? { ok: true, answer: r.answer, asked: q.name, note: q.note, provider, from } : { ...r, from })
  }

  const json = outcome?.ok ? outcome.answer.json : ''
  const stale = !!outcome && !sameInputs(outcome.from, state)
  useToolFrame({ result: json || undefined, stale, mainAction: () => void lookup(), share: dnsShare })
  const set = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => setState((s) => ({ ...s, [key]: value }))

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Domain" htmlFor="dns-domain" className="min-w-64 flex-1">
          <input
            id="dns-domain"
            className={`${inputClass} font-mono`}
            value={state.domain}
            placeholder="example.com (or an IP address for PTR)"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!!inputError}
            aria-describedby={inputError ? 'dns-domain-error' : undefined}
            onChange={(e) => set('domain', e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && void lookup()}
          />
          {inputError ? <ErrorText id="dns-domain-error">{inputError}</ErrorText> : null}
        </Field>
        <Field label="Record type" htmlFor="dns-type" className="w-32">
          <Select id="dns-type" value={state.type} onChange={(e) => set('type', e.target.value as RecordType)} options={RECORD_TYPES.map((t) => ({ value: t, label: t }))} />
        </Field>
        <Field label="Provider" htmlFor="dns-provider" className="w-40">
          <Select id="dns-provider" value={state.provider} onChange={(e) => set('provider', e.target.value as Provider)} options={PROVIDER_IDS.map((p) => ({ value: p, label: PROVIDERS[p].label }))} />
        </Field>
        <div className="flex gap-2 pt-[1.375rem]">
          <RunButton busy={busy} onRun={() => void lookup()} icon={Search} label="Lookup" busyLabel="Looking up..." />
          <CancelButton show={busy} onCancel={() => task.cancel()} />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane title="Answers" titleId="dns-answers-title" className="h-[min(55vh,520px)] min-h-72">
          <div className={cn('min-h-0 flex-1 overflow-auto p-3', stale && !busy && STALE_DIM)} aria-live="polite" data-stale={(stale && !busy) || undefined}>
            {stale && !busy ? <StaleNote action="Lookup" className="mb-2" /> : null}
            {busy ? (
              <p className="text-sm text-muted-foreground" role="status">
                Asking {PROVIDERS[state.provider].label}…
              </p>
            ) : outcome && !outcome.ok ? (
              <div className="flex flex-col gap-1" data-testid="dns-failed">
                <ErrorText>{LOOKUP_FAILED}</ErrorText>
                <p className="pl-5.5 text-xs text-muted-foreground">{outcome.reason}</p>
              </div>
            ) : outcome?.ok ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm" data-testid="dns-status">
                  <span className={outcome.answer.status === 'NOERROR' ? 'font-medium text-success' : 'font-medium text-destructive-foreground'}>{outcome.answer.status}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {outcome.answer.rows.length} answer{outcome.answer.rows.length === 1 ? '' : 's'} for <span className="font-mono">{outcome.asked}</span> from {PROVIDERS[outcome.provider].label}
                  </span>
                </p>
                {outcome.note ? <p className="text-xs text-muted-foreground">{outcome.note}</p> : null}
                {outcome.answer.rows.length ? <AnswerTable rows={outcome.answer.rows} caption="Answer section" /> : <p className="text-sm text-muted-foreground" data-testid="dns-empty">{emptyAnswerNote(outcome.answer.status)}</p>}
                {outcome.answer.authority.length ? <AnswerTable rows={outcome.answer.authority} caption="Authority section" /> : null}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Records appear here as a table (name, type, TTL, data). Press Lookup; this asks the chosen DNS-over-HTTPS resolver. Answers are not kept: after a reload, press Lookup to ask again.</p>
            )}
          </div>
        </Pane>
        <Pane title="JSON" titleId="dns-json-title" className="h-[min(55vh,520px)] min-h-72" actions={json ? <CopyButton variant="ghost" getText={() => json} disabled={stale} title={stale ? staleTitle('Lookup') : undefined} /> : null}>
          {json ? (
            <CodeEditor id="dns-json" label="DNS answer JSON" language="json" value={json} readOnly />
          ) : (
            <p className="m-4 text-sm text-muted-foreground">{outcome && !outcome.ok ? LOOKUP_FAILED : 'The JSON answer appears here, pretty-printed.'}</p>
          )}
        </Pane>
      </div>
    </div>
  )
}

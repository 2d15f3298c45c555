import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { buildCurl } from '../../lib/curl'
import { STALE_DIM, StaleNote } from '../../ui/stale'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText } from '../../ui/error-text'
import { Pane } from '../../ui/pane'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import type { ScriptOutcome } from '../../workers/script/script.types'
import { BinaryPreview } from './binary-preview'
import { curlRequest, downloadName, formatSize, MESSAGES, statusTone, type StatusTone } from './rest-client.logic'
import type { SendOutcome } from './rest-client.send'

const TONES: Record<StatusTone, string> = {
  info: 'bg-muted text-foreground',
  success: 'bg-success-soft text-success',
  redirect: 'bg-accent text-accent-foreground',
  'client-error': 'bg-warning-soft text-warning',
  'server-error': 'bg-destructive-soft text-destructive-foreground',
}

type ScriptRun = { label: string; outcome: ScriptOutcome }

function scriptRuns(o: SendOutcome): ScriptRun[] {
  const runs: ScriptRun[] = []
  if (o.pre) runs.push({ label: 'Pre-request script', outcome: o.pre })
  if (o.test) runs.push({ label: 'Test script', outcome: o.test })
  return runs
}

/** A script's error or time-out, shown above the response: it did not stop the request (D12). */
function ScriptProblems({ runs }: { runs: ScriptRun[] }) {
  const failed = runs.filter((r) => r.outcome.error)
  if (!failed.length) return null
  return (
    <div className="flex flex-col gap-1 border-b border-border bg-warning-soft px-3 py-2" data-testid="rest-script-problems">
      {failed.map((r) => (
        <p key={r.label} className="flex items-start gap-1.5 text-xs">
          <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0 text-warning" />
          <span>
            <span className="font-medium">{r.label}:</span> {r.outcome.error}. {r.label.startsWith('Pre') ? 'The request was sent anyway.' : ''}
          </span>
        </p>
      ))}
    </div>
  )
}

function TestsList({ outcome }: { outcome: SendOutcome }) {
  const test = outcome.test
  if (!test) {
    return (
      <p className="p-3 text-sm text-muted-foreground">
        {outcome.result.ok ? 'No test script. Write one under Scripts → Tests; its results appear here.' : 'Tests did not run: there was no response.'}
      </p>
    )
  }
  const passed = test.tests.filter((t) => t.passed).length
  return (
    <div className="flex flex-col gap-2 p-3">
      <p className="text-sm text-muted-foreground" data-testid="rest-tests-summary">
        {test.tests.length ? `${passed} of ${test.tests.length} passed` : 'The test script ran but defined no pm.test().'} · {test.durationMs} ms
      </p>
      {test.error ? <ErrorText>Test script: {test.error}</ErrorText> : null}
      <ul className="flex flex-col gap-1" data-testid="rest-tests">
        {test.tests.map((t, i) => (
          <li key={i} className="flex items-start gap-2 text-sm" data-passed={t.passed}>
            {t.passed ? <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" /> : <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive-foreground" />}
            <span className="min-w-0">
              <span className={cn('font-medium', t.passed ? 'text-success' : 'text-destructive-foreground')}>{t.passed ? 'PASS' : 'FAIL'}</span> {t.name}
              {t.error ? <span className="block font-mono text-xs break-words text-muted-foreground">{t.error}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const LEVEL_CLASS = { log: '', info: 'text-accent-foreground', warn: 'text-warning', error: 'text-destructive-foreground' } as const

function ConsoleList({ runs }: { runs: ScriptRun[] }) {
  const lines = runs.flatMap((r) => [
    ...r.outcome.console.map((l) => ({ ...l, source: r.label })),
    ...(r.outcome.error ? [{ level: 'error' as const, text: `${r.label} error: ${r.outcome.error}`, source: r.label }] : []),
  ])
  if (!lines.length) return <p className="p-3 text-sm text-muted-foreground">{runs.length ? 'The scripts wrote nothing to the console.' : 'console.log() output of your scripts appears here.'}</p>
  return (
    <ol className="divide-y divide-border font-mono text-xs" data-testid="rest-console">
      {lines.map((l, i) => (
        <li key={i} className={cn('px-3 py-1 break-words whitespace-pre-wrap', LEVEL_CLASS[l.level])}>
          <span className="text-muted-foreground">[{l.source === 'Pre-request script' ? 'pre-request' : 'tests'}]</span> {l.text}
        </li>
      ))}
    </ol>
  )
}

/** Shown after Cancel, in place of any earlier answer (which belonged to another request). */
export const CANCELLED_TEXT = 'Request cancelled'

export function ResponsePane({ outcome, busy, cancelled, stale, className }: { outcome: SendOutcome | null; busy: boolean; cancelled: boolean; stale?: boolean; className?: string }) {
  const result = outcome?.result
  const runs = outcome ? scriptRuns(outcome) : []
  const testCount = outcome?.test ? `${outcome.test.tests.filter((t) => t.passed).length}/${outcome.test.tests.length}` : null
  const consoleCount = runs.reduce((n, r) => n + r.outcome.console.length + (r.outcome.error ? 1 : 0), 0)
  const meta = result?.ok && !cancelled ? (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="rest-response-meta">
      <span className={cn('rounded-full px-2 py-0.5 font-mono font-medium', TONES[statusTone(result.status)])} data-testid="rest-status">
        {result.status} {result.statusText}
      </span>
      <span data-testid="rest-time">{result.elapsedMs} ms</span>
      <span data-testid="rest-size" title={`${result.size} bytes`}>
        {formatSize(result.size)}
      </span>
    </div>
  ) : null

  return (
    <Pane title="Response" titleId="rest-response-title" className={className} actions={busy ? null : meta}>
      <div className={cn('flex min-h-0 flex-1 flex-col', stale && !busy && STALE_DIM)} aria-live="polite" aria-busy={busy} data-stale={(stale && !busy) || undefined}>
        {stale && !busy && !cancelled ? <StaleNote action="Send" className="border-b border-border px-4 py-2" /> : null}
        {busy ? (
          <p className="p-4 text-sm text-muted-foreground" role="status">
            Sending the request… Cancel stops it.
          </p>
        ) : cancelled ? (
          <p className="p-4 text-sm text-muted-foreground" data-testid="rest-cancelled">
            {CANCELLED_TEXT}: nothing was received. Press Send to try again.
          </p>
        ) : !outcome || !result ? (
          <p className="p-4 text-sm text-muted-foreground">Press Send to see the status, time, size, headers and body here. Nothing is sent before you do, and a response is not kept: after a reload, press Send to run it again.</p>
        ) : !result.ok ? (
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-4" data-testid="rest-failure">
            <ScriptProblems runs={runs} />
            <ErrorText>
              {MESSAGES.failedPrefix}
              {result.reason}
            </ErrorText>
            {result.hints.length ? (
              <ul className="flex list-disc flex-col gap-1 pl-10 text-sm text-muted-foreground" data-testid="rest-failure-hints">
                {result.hints.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xs font-medium text-muted-foreground">The request as a cURL command</h3>
                <CopyButton variant="ghost" getText={() => buildCurl(curlRequest(outcome.prepared))} label="Copy cURL" />
              </div>
              <pre className="max-h-48 overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-xs break-all whitespace-pre-wrap" data-testid="rest-failure-curl">
                {buildCurl(curlRequest(outcome.prepared))}
              </pre>
            </div>
            {consoleCount ? <ConsoleList runs={runs} /> : null}
          </div>
        ) : (
          <>
            <ScriptProblems runs={runs} />
            <Tabs defaultValue="body" className="flex min-h-0 flex-1 flex-col">
              <div className="border-b border-border px-3 py-2">
                <TabsList aria-label="Response" className="h-auto max-w-full flex-wrap" data-testid="rest-response-tabs">
                  <TabsTrigger value="body" className="whitespace-nowrap">Body</TabsTrigger>
                  <TabsTrigger value="headers" className="whitespace-nowrap">Headers ({result.headers.length})</TabsTrigger>
                  <TabsTrigger value="tests" className="whitespace-nowrap">Tests{testCount ? ` (${testCount})` : ''}</TabsTrigger>
                  <TabsTrigger value="console" className="whitespace-nowrap">Console{consoleCount ? ` (${consoleCount})` : ''}</TabsTrigger>
                </TabsList>
              </div>
              <TabsContent value="body" className="mt-0! flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
                {outcome.binary ? (
                  <BinaryPreview body={outcome.binary} fileName={downloadName(result.finalUrl || outcome.prepared.url, result.contentType, result.headers.find(([k]) => k.toLowerCase() === 'content-disposition')?.[1])} />
                ) : outcome.body && outcome.body.text !== '' ? (
                  <CodeEditor id="rest-response-body" label="Response body" language={outcome.body.json ? 'json' : 'text'} value={outcome.body.text} readOnly wrap={!outcome.body.json} />
                ) : (
                  <p className="p-3 text-sm text-muted-foreground">The response has no body.</p>
                )}
              </TabsContent>
              <TabsContent value="headers" className="mt-0! min-h-0 flex-1 overflow-auto data-[state=inactive]:hidden">
                <table className="w-full text-left text-sm" data-testid="rest-response-headers">
                  <caption className="sr-only">Response headers</caption>
                  <thead className="text-xs text-muted-foreground">
                    <tr className="border-b border-border">
                      <th scope="col" className="px-3 py-1.5 font-medium">Name</th>
                      <th scope="col" className="px-3 py-1.5 font-medium">Value</th>
                    </tr>
                  </thead>
                  <tbody className="font-mono text-xs">
                    {result.headers.map(([k, v], i) => (
                      <tr key={i} className="border-b border-border align-top last:border-0">
                        <td className="px-3 py-1 [overflow-wrap:anywhere]">{k}</td>
                        <td className="px-3 py-1 [overflow-wrap:anywhere]">{v}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="px-3 py-2 text-xs text-muted-foreground">A browser shows a page only the headers the server exposes to it (CORS); others may exist.</p>
              </TabsContent>
              <TabsContent value="tests" className="mt-0! min-h-0 flex-1 overflow-auto data-[state=inactive]:hidden">
                <TestsList outcome={outcome} />
              </TabsContent>
              <TabsContent value="console" className="mt-0! min-h-0 flex-1 overflow-auto data-[state=inactive]:hidden">
                <ConsoleList runs={runs} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </div>
    </Pane>
  )
}

import { useAtom } from 'jotai'
import { CircleCheck, CircleX, Eraser, TriangleAlert } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { lintClient } from '../../workers/lint/lint.client'
import type { Finding } from '../../workers/lint/dockerfile.impl'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor, type CodeEditorHandle } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ErrorText, PaneError } from '../../ui/error-text'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { ProgressBar } from '../../ui/progress'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { useToolFrame } from '../../ui/tool-frame-context'
import { useDelayed } from '../../ui/use-delayed'
import { blankInput, issueLine, NO_ISSUES, report, ruleUrl, type LintReport } from './dockerfile.logic'
import { dockerfileAtom, dockerfileShare } from './dockerfile.state'

/** More findings than this are listed only through Copy, so a huge file cannot freeze the page. */
const SHOWN = 500

const PLACEHOLDER = 'FROM node:20-alpine\nWORKDIR /app\nCOPY . .\nRUN npm ci\nUSER node\nCMD ["node", "server.js"]'

export default function DockerfileLinter() {
  const [state, setState] = useAtom(dockerfileAtom)
  // The report, or the message for blank input shown in place of one (nothing was linted), with the
  // text it is about: an edit marks it out of date until Lint runs again (D31).
  const [made, setMade] = useState<Made<{ report: LintReport | null; blank: string | null }> | null>(null)
  const result = made?.outcome.report ?? null
  const blank = made?.outcome.blank ?? null
  const stale = isStale(made, { dockerfile: state.dockerfile })
  const editor = useRef<CodeEditorHandle>(null)
  const task = useWorkerTask<string, Finding[]>((text, { signal }) => lintClient.run('dockerfile', { text }, { signal }))
  const busy = task.status === 'running'
  const slow = useDelayed(busy)

  const lint = async () => {
    const from = { dockerfile: state.dockerfile }
    const empty = blankInput(from.dockerfile)
    if (empty) {
      setMade({ outcome: { report: null, blank: empty }, from })
      toast.error(empty)
      return
    }
    const findings = await task.run(from.dockerfile)
    if (!findings) return
    const r = report(findings)
    setMade({ outcome: { report: r, blank: null }, from })
    toast[r.toast.kind](r.toast.message)
  }

  useToolFrame({ result: result?.text, stale, mainAction: () => void lint(), share: dockerfileShare })
  const setText = (dockerfile: string) => setState({ dockerfile })

  const goTo = (f: Finding) => editor.current?.goTo(f.line, 1)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => void lint()} disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
          {busy ? 'Linting...' : 'Lint'}
        </Button>
      </div>
      {slow ? <ProgressBar label="Linting..." progress={task.progress} onCancel={task.cancel} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Pane
          title="Dockerfile"
          titleId="dockerfile-input-title"
          className={WORK_PANE_HEIGHT}
          actions={
            <>
              <OpenFileButton onText={(text) => setText(text)} />
              <Button size="sm" variant="ghost" onClick={() => setText('')} disabled={!state.dockerfile}>
                <Eraser aria-hidden /> Clear
              </Button>
            </>
          }
        >
          <TextDropZone onText={(text) => setText(text)}>
            <CodeEditor id="dockerfile-input" label="Dockerfile" language="text" value={state.dockerfile} onChange={setText} placeholder={PLACEHOLDER} handleRef={editor} />
          </TextDropZone>
          {task.status === 'error' ? (
            <PaneError>The linter stopped unexpectedly. Try again; your Dockerfile is unchanged.</PaneError>
          ) : null}
        </Pane>
        <Pane title="Output" titleId="dockerfile-output-title" className={WORK_PANE_HEIGHT} actions={result ? <CopyButton variant="ghost" getText={() => result.text} disabled={stale} title={stale ? staleTitle('Lint') : undefined} /> : null}>
          {result ? (
            <div className={cn('flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-3 text-sm', stale && STALE_DIM)} data-testid="dockerfile-output" data-stale={stale || undefined}>
              {result.issues.length ? (
                <ul aria-label="Issues" className="flex flex-col gap-1">
                  {result.issues.slice(0, SHOWN).map((f, i) => (
                    <li key={i}>
                      <button type="button" onClick={() => goTo(f)} className="flex w-full items-start gap-2 rounded-md px-2 py-1 text-left hover:bg-muted">
                        <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive-foreground" />
                        <span>{issueLine(f)}</span>
                      </button>
                    </li>
                  ))}
                  {result.issues.length > SHOWN ? <li className="px-2 text-xs text-muted-foreground">…and {result.issues.length - SHOWN} more; Copy gives the whole list.</li> : null}
                </ul>
              ) : result.warnings.length ? null : (
                <p className="flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 font-medium text-success">
                  <CircleCheck aria-hidden className="size-4" /> {NO_ISSUES}
                </p>
              )}
              {result.warnings.length ? (
                <div>
                  <h3 className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground" id="dockerfile-warnings-title">
                    <TriangleAlert aria-hidden className="size-3.5 text-warning" /> Warnings from hadolint&apos;s rules ({result.warnings.length})
                  </h3>
                  <ul aria-labelledby="dockerfile-warnings-title" className="flex flex-col gap-1">
                    {result.warnings.slice(0, SHOWN).map((f, i) => (
                      <li key={i} className="flex items-start gap-2 px-2 py-1">
                        <a href={ruleUrl(f.code!)} target="_blank" rel="noreferrer noopener" className="shrink-0 rounded bg-muted px-1.5 font-mono text-xs leading-5 underline-offset-2 hover:underline">
                          {f.code}
                        </a>
                        <button type="button" onClick={() => goTo(f)} className="text-left hover:underline">
                          Line {f.line}: {f.message}
                        </button>
                      </li>
                    ))}
                    {result.warnings.length > SHOWN ? <li className="px-2 text-xs text-muted-foreground">…and {result.warnings.length - SHOWN} more; Copy gives the whole list.</li> : null}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : blank ? (
            <div className={cn('m-4', stale && STALE_DIM)} data-testid="dockerfile-output" data-stale={stale || undefined}>
              <ErrorText>{blank}</ErrorText>
            </div>
          ) : (
            <p className="m-4 text-sm text-muted-foreground">Issues appear here as &apos;Line N: …&apos;. Press Lint.</p>
          )}
          {stale ? <StaleNote action={busy ? undefined : 'Lint'} className="mt-auto shrink-0 border-t border-border px-3 py-2" /> : null}
        </Pane>
      </div>
    </div>
  )
}

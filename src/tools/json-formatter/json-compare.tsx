import { useAtom } from 'jotai'
import { CircleAlert, GitCompareArrows } from 'lucide-react'
import { useMemo, useState } from 'react'
import { previewOf } from '../../lib/large-text'
import { diffJsonTexts } from '../../workers/json-diff/diff.client'
import type { ArrayMatch, Change, ChangeCounts, DiffResult } from '../../workers/json-diff/diff.types'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { CodeEditor } from '../../ui/code-editor'
import { CopyButton } from '../../ui/copy-button'
import { ProgressBar } from '../../ui/progress'
import { Segmented } from '../../ui/segmented'
import { OpenFileButton, TextDropZone } from '../../ui/text-file'
import { cn } from '../../ui/cn'
import { isStale, STALE_DIM, StaleNote, staleTitle, type Made } from '../../ui/stale'
import { useDelayed } from '../../ui/use-delayed'
import {
  ARRAY_MATCH_LABEL,
  ARRAY_MATCHES,
  changeText,
  changeTree,
  compareHint,
  COMPARE_VIEW_LABEL,
  COMPARE_VIEWS,
  countsLabel,
  cutNote,
  diffErrorText,
  KIND_ORDER,
  type ChangeNode,
  type CompareView,
} from './json-compare.logic'
import { jsonFormatterAtom } from './json-formatter.state'

type Job = { left: string; right: string; arrays: ArrayMatch; key: string }

const KIND_TONE: Record<Change['kind'], string> = {
  added: 'text-success',
  removed: 'text-destructive-foreground',
  changed: 'text-warning',
  moved: 'text-primary',
}

function Counts({ counts }: { counts: ChangeCounts }) {
  return (
    <span className="ml-2 inline-flex gap-1.5 text-xs font-normal">
      {KIND_ORDER.filter((k) => counts[k] > 0).map((k) => (
        <span key={k} className={KIND_TONE[k]}>
          {counts[k]} {k}
        </span>
      ))}
    </span>
  )
}

/** One node of the changes' tree: open down to the second level, each with the counts under it. */
function TreeNode({ node, depth }: { node: ChangeNode; depth: number }) {
  return (
    <li>
      {node.children.length ? (
        <details open={depth < 2}>
          <summary className="cursor-pointer rounded px-1 hover:bg-muted">
            <span className="font-mono">{node.name}</span>
            <Counts counts={node.counts} />
          </summary>
          <ChangeLines changes={node.changes} />
          <ul className="ml-4 border-l border-border pl-2">
            {node.children.map((c) => (
              <TreeNode key={c.path} node={c} depth={depth + 1} />
            ))}
          </ul>
        </details>
      ) : (
        <div className="px-1">
          <span className="font-mono">{node.name}</span>
          <ChangeLines changes={node.changes} />
        </div>
      )}
    </li>
  )
}

function ChangeLines({ changes }: { changes: Change[] }) {
  if (!changes.length) return null
  return (
    <ul className="ml-4">
      {changes.map((c, i) => (
        <li key={i} className="font-mono text-xs break-all">
          <span className={cn('font-sans font-medium', KIND_TONE[c.kind])}>{c.kind}</span> {changeText(c)}
        </li>
      ))}
    </ul>
  )
}

/**
 * The Compare tab (issue 35 item 4): the input (left) against a second document (right), in the
 * json-diff worker; the changes as a tree with counts, as a listing and as a JSON Patch.
 */
export function JsonComparePanel() {
  const [state, setState] = useAtom(jsonFormatterAtom)
  const { input, compareText, compareArrays, compareKey } = state
  const [view, setView] = useState<CompareView>('tree')
  const [made, setMade] = useState<Made<DiffResult> | null>(null)
  const job: Job = { left: input, right: compareText, arrays: compareArrays, key: compareKey.trim() }
  const hint = compareHint(input, compareText, compareArrays, compareKey)
  const stale = isStale(made, job)
  const setCompareText = (text: string) => setState((s) => ({ ...s, compareText: text }))

  const task = useWorkerTask<Job, DiffResult>((j, { signal, onProgress }) => diffJsonTexts(j, { signal, onProgress }))
  const busy = task.status === 'running'
  const slow = useDelayed(busy)
  const crashed = task.status === 'error'

  const compare = async () => {
    if (hint) return
    const from = { ...job }
    const result = await task.run(from)
    if (result) setMade({ outcome: result, from })
  }

  const result = made?.outcome ?? null
  const ok = result?.ok ? result : null
  const tree = useMemo(() => (ok && view === 'tree' ? changeTree(ok.changes) : null), [ok, view])
  const shownText = ok ? (view === 'patch' ? ok.patch : view === 'list' ? ok.listing : '') : ''
  const preview = useMemo(() => previewOf(shownText), [shownText])
  const total = ok ? KIND_ORDER.reduce((n, k) => n + ok.counts[k], 0) : 0

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="json-compare">
      <div className="flex shrink-0 flex-wrap items-center gap-2 px-3 pt-2 pb-2">
        <span className="text-xs text-muted-foreground">Array items</span>
        <Segmented label="Match array items" options={ARRAY_MATCHES} value={compareArrays} onChange={(v) => setState((s) => ({ ...s, compareArrays: v }))} names={ARRAY_MATCH_LABEL} />
        {compareArrays === 'key' ? (
          <input
            aria-label="Key that identifies array items"
            value={compareKey}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setState((s) => ({ ...s, compareKey: e.target.value }))}
            className="h-7 w-24 rounded-md border border-input bg-background px-2 font-mono text-xs"
          />
        ) : null}
        <div className="ml-auto" />
        <OpenFileButton accept=".json,application/json,text/plain" onText={setCompareText} />
        <Button size="sm" variant="primary" onClick={() => void compare()} disabled={busy || !!hint} title={hint ?? 'Compare the input with this document'}>
          <GitCompareArrows aria-hidden /> {busy ? 'Comparing...' : 'Compare'}
        </Button>
      </div>
      <TextDropZone className="flex h-28 shrink-0 flex-col border-y border-border" onText={setCompareText}>
        <CodeEditor
          id="json-compare-input"
          label="JSON to compare with"
          language="json"
          value={compareText}
          onChange={setCompareText}
          placeholder="Paste the JSON to compare the input with, or drop a file"
        />
      </TextDropZone>

      <div className="flex min-h-10 shrink-0 flex-wrap items-center gap-2 border-b border-border bg-surface px-3 py-1">
        <p className={cn('text-sm font-medium', stale && STALE_DIM)} data-testid="compare-counts" aria-live="polite" data-stale={stale || undefined}>
          {ok ? countsLabel(ok.counts) : null}
        </p>
        <div className="ml-auto flex items-center gap-1.5">
          <Segmented label="Show the changes as" options={COMPARE_VIEWS} value={view} onChange={setView} names={COMPARE_VIEW_LABEL} />
          <CopyButton
            variant="ghost"
            getText={() => (view === 'patch' ? (ok?.patch ?? '') : (ok?.listing ?? ''))}
            disabled={!ok || stale || total === 0}
            title={stale ? staleTitle('Compare') : view === 'patch' ? 'Copy the JSON Patch' : 'Copy the list of changes'}
          />
        </div>
      </div>

      <div className="relative flex min-h-0 flex-1 flex-col" aria-busy={busy || undefined}>
        {crashed ? (
          <p className="m-3 flex items-start gap-1.5 text-sm text-destructive-foreground" data-testid="compare-error">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> The comparison stopped unexpectedly. Try again; your documents are unchanged.
          </p>
        ) : result && !result.ok ? (
          <p className={cn('m-3 flex items-start gap-1.5 text-sm text-destructive-foreground', stale && STALE_DIM)} data-testid="compare-error">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {diffErrorText(result.error)}
          </p>
        ) : !ok ? (
          <p className="m-3 text-sm text-muted-foreground" data-testid="compare-hint">
            {hint ?? 'Press Compare to see what changed, by path.'}
          </p>
        ) : total === 0 ? null : view === 'tree' && tree ? (
          <div className={cn('min-h-0 flex-1 overflow-auto px-2 py-2 text-sm', stale && STALE_DIM)}>
            <ul aria-label="Changes by path" data-testid="compare-tree">
              {tree.children.length ? tree.children.map((c) => <TreeNode key={c.path} node={c} depth={0} />) : <TreeNode node={tree} depth={0} />}
            </ul>
            {ok.changes.length < total ? <p className="mt-2 text-xs text-muted-foreground">{cutNote(ok.changes.length, total)}</p> : null}
          </div>
        ) : (
          <CodeEditor
            id={view === 'patch' ? 'json-compare-patch' : 'json-compare-list'}
            label={view === 'patch' ? 'JSON Patch' : 'List of changes'}
            language={view === 'patch' ? 'json' : 'text'}
            value={preview.text}
            readOnly
            className={cn(stale && STALE_DIM)}
          />
        )}
        {slow ? (
          <div className="absolute inset-x-3 bottom-3 z-10 shadow-md">
            <ProgressBar label="Comparing..." progress={task.progress} onCancel={task.cancel} />
          </div>
        ) : null}
      </div>
      {ok && preview.note && view !== 'tree' ? <p className="shrink-0 border-t border-border px-3 py-1.5 text-xs text-muted-foreground">{preview.note}</p> : null}
      {ok && (ok.sameNumbers > 0 || ok.unkeyed > 0) ? (
        <p className={cn('shrink-0 border-t border-border px-3 py-1.5 text-xs text-muted-foreground', stale && STALE_DIM)}>
          {ok.sameNumbers > 0 ? `${ok.sameNumbers} of the changes are numbers of the same value written differently (numbers compare as written). ` : ''}
          {ok.unkeyed > 0 ? `${ok.unkeyed} array items had no "${made?.from.key}" of their own and were paired by place.` : ''}
        </p>
      ) : null}
      {stale ? <StaleNote action={busy ? undefined : 'Compare'} className="shrink-0 border-t border-border px-3 py-2" /> : null}
    </div>
  )
}

import { useAtom } from 'jotai'
import { CheckCircle2, Copy, Download, Lightbulb } from 'lucide-react'
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { copyResult } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import { heldText } from '../../lib/held-text'
import { regexRunner } from '../../workers/regex/regex.client'
import { EXPORT_FORMATS, EXPORT_WHAT, type ExportFormat, type ExportWhat } from '../../workers/regex/regex.export'
import type { RegexJob, RegexMatch, RegexResult } from '../../workers/regex/regex.impl'
import { toResult } from '../../workers/diff/diff-views'
import { useWorkerTask } from '../../workers/core/use-worker-task'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CodeEditor } from '../../ui/code-editor'
import { COPIED_TOAST, COPY_TOAST_MS, CopyButton } from '../../ui/copy-button'
import { DiffView } from '../../ui/diff-view'
import { ErrorText } from '../../ui/error-text'
import { inputClass } from '../../ui/field'
import { Pane, WORK_PANE_HEIGHT } from '../../ui/pane'
import { Select } from '../../ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { useToolFrame } from '../../ui/tool-frame-context'
import { PatternExplained } from './pattern-explained'
import {
  clip,
  compileError,
  countLabel,
  display,
  EMPTY_TEXT,
  FLAG_LETTERS,
  flagString,
  groupRows,
  MATCH_PAGE,
  patternHints,
  REPLACED_PREVIEW_CHARS,
  replacedNote,
  TIME_LIMIT_MS,
  TOO_SLOW_MESSAGE,
  truncatedNote,
  VALID_MESSAGE,
  type Flags,
} from './regex.logic'
import { regexAtom, regexShare } from './regex.state'

class TooSlow extends Error {}

const CHEATS: [string, string][] = [
  ['.', 'any character (with s: newlines too)'],
  ['\\d \\w \\s', 'digit, word character, whitespace'],
  ['[abc] [^abc]', 'one of / none of'],
  ['^ $', 'start / end (with m: of each line)'],
  ['a* a+ a?', '0 or more, 1 or more, 0 or 1'],
  ['a{2,5}', 'between 2 and 5'],
  ['(x) (?<name>x)', 'capture group, named group'],
  ['(?:x)', 'group without capturing'],
  ['x(?=y) x(?!y)', 'lookahead, negative lookahead'],
  ['\\b', 'word boundary'],
  ['$1 $<name> $&', 'in Replace: group, named group, whole match'],
]

export default function RegexTester() {
  const [state, setState] = useAtom(regexAtom)
  const { pattern, testString, flags, replacement } = state
  const error = pattern ? compileError(pattern, flags) : null
  const hints = useMemo(() => patternHints(pattern), [pattern])
  const enabled = pattern !== '' && error === null
  // D33: the explanation keeps the last pattern that compiled (dimmed) while the one typed does not,
  // and its place is kept, so typing "(" then ")" moves nothing below it.
  const [explained, setExplained] = useState<{ pattern: string; flags: string } | null>(null)
  if (enabled && (explained?.pattern !== pattern || explained.flags !== flagString(flags))) setExplained({ pattern, flags: flagString(flags) })
  const [replacedView, setReplacedView] = useState<'result' | 'diff'>('result')

  const job = useMemo<RegexJob>(
    () => ({ pattern, flags: flagString(flags), text: testString, replacement: replacement || undefined, diff: replacedView === 'diff' || undefined }),
    [pattern, flags, testString, replacement, replacedView],
  )
  const task = useWorkerTask<RegexJob, RegexResult & { text: string }>(
    async (input, { signal }) => {
      // D8: a pattern gets TIME_LIMIT_MS; past that the worker is terminated and replaced.
      const timeout = AbortSignal.timeout(TIME_LIMIT_MS)
      try {
        // The test string crosses once per change, not once per keystroke in the pattern (D7).
        // The text stays on the page; the diff view reads it with the result it belongs to.
        return { ...(await regexRunner.run(input, { signal: AbortSignal.any([signal, timeout]) })), text: input.text }
      } catch (e) {
        if (timeout.aborted && !signal.aborted) throw new TooSlow(TOO_SLOW_MESSAGE)
        throw e
      }
    },
    { auto: { input: job, debounceMs: 120, enabled } },
  )

  const result = enabled && task.status !== 'error' ? task.result : undefined
  const slow = enabled && task.error instanceof TooSlow
  const highlights = useMemo(() => (result ? result.matches.map((m) => ({ from: m.index, to: m.end })) : []), [result])
  const setFlag = (key: keyof Flags, value: boolean) => setState((s) => ({ ...s, flags: { ...s.flags, [key]: value } }))

  const matchesText = useMemo(() => (result ? result.matches.map((m) => m.text).join('\n') : undefined), [result])

  useToolFrame({
    result: result?.replaced ?? matchesText,
    mainAction: () => enabled && void task.run(job),
    share: regexShare,
  })

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="regex-pattern" className="text-xs font-medium text-muted-foreground">
          Pattern
        </label>
        <div className="flex items-center gap-2 rounded-md border border-input bg-background px-3 font-mono text-sm focus-within:outline-2 focus-within:outline-ring">
          <span aria-hidden className="text-muted-foreground">/</span>
          <input
            id="regex-pattern"
            className="h-9 min-w-0 flex-1 bg-transparent font-mono outline-none"
            value={pattern}
            spellCheck={false}
            autoComplete="off"
            placeholder="Enter a regular expression, e.g. (\d{3})-(\d{4})"
            aria-describedby={hints.length ? hints.map((_, i) => `regex-hint-${i}`).join(' ') : undefined}
            onChange={(e) => setState((s) => ({ ...s, pattern: e.target.value }))}
          />
          <span aria-hidden className="text-muted-foreground">/{flagString(flags)}</span>
        </div>
        <div className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs" data-testid="regex-display">
            {display(pattern, flags)}
          </code>
          {error ? <ErrorText>{error}</ErrorText> : null}
          {enabled ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CheckCircle2 aria-hidden className="size-4" /> {VALID_MESSAGE}
            </span>
          ) : null}
        </div>
        <div className={cn('min-h-12', !enabled && 'opacity-50')} inert={!enabled} aria-hidden={!enabled || undefined} data-testid="regex-explained">
          {explained && pattern ? <PatternExplained pattern={explained.pattern} flags={explained.flags} /> : null}
        </div>
        {hints.length ? (
          <ul aria-label="Hints" className="flex flex-col gap-1 text-sm">
            {hints.map((h, i) => (
              <li key={h} className="flex items-start gap-1.5">
                <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                <span id={`regex-hint-${i}`} className="break-words">
                  {h}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">Flags</legend>
        {FLAG_LETTERS.map((f) => (
          <label key={f.key} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={flags[f.key]} onChange={(e) => setFlag(f.key, e.target.checked)} />
            {f.label} <span className="font-mono text-xs text-muted-foreground">({f.letter})</span>
          </label>
        ))}
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <Pane title="Test string" titleId="regex-test-title" className={WORK_PANE_HEIGHT}>
          <CodeEditor id="regex-test" label="Test string" value={testString} onChange={(v) => setState((s) => ({ ...s, testString: v }))} placeholder="Type the text to test the pattern against…" wrap highlights={highlights} />
        </Pane>
        <Pane
          title="Matches"
          titleId="regex-matches-title"
          className={WORK_PANE_HEIGHT}
          actions={
            result ? (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground" data-testid="match-count">
                {countLabel(result.count)}
              </span>
            ) : null
          }
        >
          <div className="min-h-0 flex-1 overflow-y-auto p-3 text-sm" data-matches-scroll>
            {slow ? (
              <ErrorText>{TOO_SLOW_MESSAGE}</ErrorText>
            ) : !pattern ? (
              <p className="text-muted-foreground">Enter a pattern to see its matches here.</p>
            ) : !result ? (
              <p className="text-muted-foreground">{error ? 'Fix the pattern to see matches.' : 'Matching…'}</p>
            ) : result.count === 0 ? (
              <p className="text-muted-foreground">No matches.</p>
            ) : (
              <MatchList result={result} />
            )}
          </div>
        </Pane>
      </div>
      {result && result.count > 0 ? <ExportBar job={job} /> : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="regex-replace" className="text-xs font-medium text-muted-foreground">
            Replace with ($1, $&lt;name&gt;, $&amp;)
          </label>
          <input id="regex-replace" className={`${inputClass} font-mono`} value={replacement} placeholder="Optional replacement, e.g. $2-$1" onChange={(e) => setState((s) => ({ ...s, replacement: e.target.value }))} />
          {result?.replaced != null ? (
            <Tabs value={replacedView} onValueChange={(v) => setReplacedView(v === 'diff' ? 'diff' : 'result')} className="mt-1">
              <div className="flex items-center justify-between gap-2">
                <TabsList aria-label="Replacement view">
                  <TabsTrigger value="result">Result</TabsTrigger>
                  <TabsTrigger value="diff">Diff</TabsTrigger>
                </TabsList>
                <CopyButton variant="ghost" text={result.replaced} />
              </div>
              <TabsContent value="result" className="mt-2 rounded-md border border-border bg-surface">
                <ReplacedPreview text={result.replaced} />
              </TabsContent>
              <TabsContent value="diff" className="mt-2">
                <ReplacedDiff result={result} />
              </TabsContent>
            </Tabs>
          ) : null}
        </div>
        <details className="rounded-md border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Cheat sheet</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {CHEATS.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-mono text-xs">{k}</dt>
                <dd className="text-muted-foreground">{v}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </div>
  )
}

/** The start of a long match or group; the rest is counted (the frame's Copy takes it whole). */
function Clipped({ text }: { text: string }) {
  const { shown, more } = clip(text)
  return (
    <>
      {shown}
      {more ? <span className="text-muted-foreground"> … +{more.toLocaleString('en-US')} characters</span> : null}
    </>
  )
}

const MatchCard = memo(function MatchCard({ match, names }: { match: RegexMatch; names: readonly (string | undefined)[] }) {
  const rows = groupRows(match.groups, names)
  return (
    <li className="rounded-md border border-border p-2">
      <div className="flex items-baseline justify-between gap-2">
        <code className="font-mono break-all">{match.text === '' ? <span className="text-muted-foreground">{EMPTY_TEXT}</span> : <Clipped text={match.text} />}</code>
        <span className="shrink-0 text-xs text-muted-foreground">
          {match.index}-{match.end}
        </span>
      </div>
      {rows.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
          {rows.map((g) => (
            <div key={g.label} className="contents">
              <dt className="font-mono text-muted-foreground">
                {g.label}
                {g.name ? ` ${g.name}` : null}
              </dt>
              <dd className="font-mono break-all">
                {g.kind === 'text' ? <Clipped text={g.text} /> : <span className={g.kind === 'unmatched' ? 'text-muted-foreground italic' : 'text-muted-foreground'}>{g.text}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  )
})

/**
 * The match cards, MATCH_PAGE at a time: a new result shows the first page at once (rendering and
 * laying out a thousand cards on every keystroke would block the page, D7), and the next page is
 * added as the end of the list scrolls into view, or with the button.
 */
function MatchList({ result }: { result: RegexResult }) {
  const [view, setView] = useState({ result, shown: MATCH_PAGE })
  let shown = view.shown
  if (view.result !== result) {
    shown = MATCH_PAGE
    setView({ result, shown })
  }
  const listed = result.matches.length
  const moreRef = useRef<HTMLButtonElement>(null)
  const showMore = () => setView((v) => ({ ...v, shown: v.shown + MATCH_PAGE }))

  useEffect(() => {
    const el = moreRef.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setView((v) => ({ ...v, shown: v.shown + MATCH_PAGE })), {
      root: el.closest('[data-matches-scroll]'),
      rootMargin: '300px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [shown, listed])

  return (
    <>
      {result.truncated ? (
        <p className="mb-2 text-xs text-muted-foreground" data-testid="regex-truncated">
          {truncatedNote(listed, result.count)}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="Match details">
        {result.matches.slice(0, shown).map((m, i) => (
          // By position: a keystroke before the matches shifts every index, and keys made of them
          // would remount every card (issue 32); by position the cards stay and only their text changes.
          <MatchCard key={i} match={m} names={result.names} />
        ))}
      </ol>
      {shown < listed ? (
        <Button ref={moreRef} size="sm" variant="ghost" className="mt-2" onClick={showMore}>
          Show more matches ({Math.min(shown, listed).toLocaleString('en-US')} of {listed.toLocaleString('en-US')} listed)
        </Button>
      ) : null}
    </>
  )
}

function ReplacedPreview({ text }: { text: string }) {
  const long = text.length > REPLACED_PREVIEW_CHARS
  return (
    <>
      <pre className="max-h-48 overflow-auto p-3 font-mono text-xs break-all whitespace-pre-wrap" data-testid="regex-replaced">
        {long ? text.slice(0, REPLACED_PREVIEW_CHARS) : text}
      </pre>
      {long ? <p className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground">{replacedNote(text.length)}</p> : null}
    </>
  )
}

/** The line diff of the test string before and after the replacement (the `diff` engine's, computed in the regex worker). */
function ReplacedDiff({ result }: { result: RegexResult & { text: string } }) {
  const { diff, text, replaced } = result
  const view = useMemo(() => (diff && replaced !== null ? toResult({ a: text, b: replaced }, diff) : null), [diff, text, replaced])
  return (
    <Pane title="Before and after" titleId="regex-diff-title" className="h-80">
      <DiffView result={view} mode="unified" labels={{ original: 'Before replacing', modified: 'After replacing', unified: 'Replacement diff' }} emptyHint="Comparing…" />
    </Pane>
  )
}

/**
 * Copy or download every match (not only the 1,000 listed), as lines, CSV or JSON, computed in the
 * worker under the pattern's time limit (issue 35).
 */
function ExportBar({ job }: { job: RegexJob }) {
  const [what, setWhat] = useState<ExportWhat>('details')
  const [format, setFormat] = useState<ExportFormat>('json')
  const [failed, setFailed] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const spec = EXPORT_FORMATS.find((f) => f.value === format)!

  const exported = async (): Promise<string> => {
    const timeout = AbortSignal.timeout(TIME_LIMIT_MS)
    try {
      return await regexRunner.exportMatches(job, { what, format }, { signal: timeout })
    } catch (e) {
      throw new Error(timeout.aborted ? TOO_SLOW_MESSAGE : e instanceof Error ? e.message : String(e))
    }
  }
  const act = async (handle: (text: Promise<string>) => Promise<void>) => {
    setFailed(null)
    setBusy(true)
    const text = exported()
    try {
      await handle(text)
    } catch (e) {
      // The export's own message (no groups, too slow) when it failed; else the clipboard's.
      const own = await text.then(() => null, (x: Error) => x.message)
      setFailed(own ?? (e instanceof Error ? e.message : String(e)))
    } finally {
      setBusy(false)
    }
  }
  const copy = () =>
    act(async (text) => {
      // The clipboard is handed the promise within the click, so the wait for the worker is allowed.
      await copyResult(heldText(() => text.then((t) => new Blob([t], { type: 'text/plain' })), '', 0))
      toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS })
    })
  const download = () => act(async (text) => downloadFile(`regex-matches.${spec.extension}`, await text, spec.type))

  return (
    <div className="flex flex-col gap-1.5">
      <div role="group" aria-label="Export matches" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-xs font-medium text-muted-foreground">Export</span>
        <Select aria-label="What to export" options={EXPORT_WHAT} value={what} onChange={(e) => setWhat(e.target.value as ExportWhat)} />
        <Select aria-label="Export format" options={EXPORT_FORMATS} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} />
        <Button size="sm" variant="outline" onClick={copy} disabled={busy}>
          <Copy aria-hidden /> Copy {spec.label}
        </Button>
        <Button size="sm" variant="outline" onClick={download} disabled={busy}>
          <Download aria-hidden /> Download
        </Button>
      </div>
      {failed ? <ErrorText>{failed}</ErrorText> : null}
    </div>
  )
}

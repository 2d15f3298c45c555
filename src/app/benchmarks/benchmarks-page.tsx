import { AlertTriangle, Download, Gauge, Play, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { downloadFile } from '../../lib/download'
import { browserInfo, buildReport, msText, rateText } from '../../lib/bench/report'
import { GROUPS, PATH_LABEL, planJobs, runJobs, type Job, type JobResult, type SetName } from '../../lib/bench/suite'
import { Button } from '../../ui/button'
import { BarChart } from './bar-chart'
import { FrameMeter, useFrameGaps } from './frame-meter'

/** `?bench=tiny` before the hash offers a set of a few seconds (the end-to-end test uses it). */
const tinyOffered = () => new URLSearchParams(window.location.search).get('bench') === 'tiny'

const SET_TEXT: Record<SetName, { label: string; hint: string }> = {
  quick: { label: 'Quick', hint: 'small sizes, 3 runs each: under half a minute' },
  full: { label: 'Full', hint: 'up to 256 MiB hashed, 1 MiB of JavaScript, 20 MiB of JSON, 50,000-line diffs: a few minutes' },
  tiny: { label: 'Tiny', hint: 'one run of each job at toy sizes: a few seconds' },
}

type Progress = { index: number; count: number; job: Job; phase: 'inputs' | 'warm-up' | 'timed' }
type Finished = { set: SetName; startedAt: Date; finishedAt: Date; cancelled: boolean; results: JobResult[]; error: string | null }

/**
 * "Benchmark this browser" (#/benchmarks, issue 17): the worker-throughput cases of `npm run bench`
 * (src/lib/bench: the same job functions), run here on inputs made in the page, with the main-thread
 * column at the smaller sizes, a live frame-gap meter, charts and a JSON download. Nothing leaves
 * the browser.
 */
export default function BenchmarksPage() {
  const tiny = useMemo(tinyOffered, [])
  const sets: SetName[] = tiny ? ['tiny', 'quick', 'full'] : ['quick', 'full']
  const [set, setSet] = useState<SetName>(tiny ? 'tiny' : 'quick')
  const [withMain, setWithMain] = useState(true)
  const [running, setRunning] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [results, setResults] = useState<JobResult[]>([])
  const [finished, setFinished] = useState<Finished | null>(null)
  const abort = useRef<AbortController | null>(null)
  const gaps = useFrameGaps(progress ? `${progress.index}:${progress.phase}` : null)
  const info = useMemo(browserInfo, [])

  // Leaving the page stops the run after the run in progress.
  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    document.title = 'Benchmarks · DevTools Box'
    return () => {
      document.title = 'DevTools Box'
    }
  }, [])

  const jobs = useMemo(() => planJobs(set).filter((j) => withMain || j.path !== 'main'), [set, withMain])

  const start = async () => {
    if (running) return
    const controller = new AbortController()
    abort.current = controller
    const startedAt = new Date()
    const got: JobResult[] = []
    setResults([])
    setFinished(null)
    setRunning(true)
    setCancelling(false)
    let error: string | null = null
    try {
      await runJobs(jobs, {
        signal: controller.signal,
        onJob: (index, count, job, phase) => setProgress({ index, count, job, phase }),
        onResult: (r) => {
          got.push(r)
          setResults([...got])
        },
      })
    } catch (e) {
      error = e instanceof Error ? e.message : String(e)
    }
    setFinished({ set, startedAt, finishedAt: new Date(), cancelled: controller.signal.aborted, results: got, error })
    setRunning(false)
    setCancelling(false)
    setProgress(null)
    abort.current = null
  }

  const cancel = () => {
    setCancelling(true)
    abort.current?.abort()
  }

  const download = () => {
    if (!finished) return
    const report = buildReport({ ...finished, browser: info })
    const stamp = finished.startedAt.toISOString().slice(0, 19).replace(/[:T]/g, '-')
    downloadFile(`devtools-box-benchmark-${stamp}.json`, JSON.stringify(report, null, 2) + '\n', 'application/json')
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault()
      void start()
    }
  }

  const groups = GROUPS.map((g) => ({ ...g, results: results.filter((r) => r.group === g.id) })).filter((g) => g.results.length > 0)
  const mainCount = jobs.filter((j) => j.path === 'main').length

  return (
    <div onKeyDown={onKeyDown}>
      <header>
        <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          <Gauge aria-hidden className="size-3.5" /> Benchmark
        </span>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">Benchmark this browser</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          How fast the app's engines run here: hashing, prettier, JSON, diff, bcrypt and image conversion, in their background workers
          and on the page's main thread, with the same job code as the project's own benchmark. Inputs are made in this page; nothing
          leaves your browser.
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {info.hardwareConcurrency ? `${info.hardwareConcurrency} logical cores` : 'core count unknown'} · <span className="break-all">{info.userAgent}</span>
        </p>
      </header>

      <div className="mt-5 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="bench-setup" className="rounded-lg border border-border bg-background p-4">
          <h2 id="bench-setup" className="text-sm font-medium">
            What to run
          </h2>
          <fieldset className="mt-3" disabled={running}>
            <legend className="sr-only">Set</legend>
            <div className="flex flex-col gap-2">
              {sets.map((s) => (
                <label key={s} className="flex items-start gap-2 text-sm">
                  <input type="radio" name="bench-set" value={s} checked={set === s} onChange={() => setSet(s)} className="mt-1 accent-[var(--primary)]" />
                  <span>
                    <span className="font-medium">{SET_TEXT[s].label}</span> <span className="text-muted-foreground">· {SET_TEXT[s].hint}</span>
                  </span>
                </label>
              ))}
            </div>
            <label className="mt-3 flex items-start gap-2 text-sm">
              <input type="checkbox" checked={withMain} onChange={(e) => setWithMain(e.target.checked)} className="mt-1 accent-[var(--primary)]" />
              <span>Also run on the main thread (the smaller sizes only)</span>
            </label>
          </fieldset>
          {withMain ? (
            <p className="mt-2 flex items-start gap-2 rounded-md border border-border bg-warning-soft px-3 py-2 text-xs text-foreground">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>
                {mainCount} main-thread jobs freeze this page while they run (that is what they show: the app never does this work there).
                Buttons, the meter and scrolling stop until each one ends.
              </span>
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button variant="primary" onClick={() => void start()} disabled={running} aria-keyshortcuts="Control+Enter Meta+Enter">
              <Play aria-hidden /> {running ? 'Running…' : `Run ${SET_TEXT[set].label.toLowerCase()} benchmark`}
            </Button>
            {running ? (
              <Button onClick={cancel} disabled={cancelling}>
                <X aria-hidden /> {cancelling ? 'Cancelling…' : 'Cancel'}
              </Button>
            ) : null}
            <Button onClick={download} disabled={!finished || finished.results.length === 0}>
              <Download aria-hidden /> Download JSON
            </Button>
            <span className="text-xs text-muted-foreground">{jobs.length} jobs</span>
          </div>
          <div className="mt-3" aria-live="polite">
            {running && progress ? (
              <div className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
                <div className="mb-1 flex justify-between gap-2 text-xs text-muted-foreground">
                  <span data-testid="bench-progress">
                    Job {progress.index + 1} of {progress.count}: {progress.job.title} · {progress.job.size} · {PATH_LABEL[progress.job.path]}
                  </span>
                  <span>{progress.phase === 'inputs' ? 'making the input' : progress.phase === 'warm-up' ? 'warm-up' : `${progress.job.reps} timed runs`}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label="Benchmark progress"
                  aria-valuemin={0}
                  aria-valuemax={progress.count}
                  aria-valuenow={progress.index}
                  className="h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${(progress.index / progress.count) * 100}%` }} />
                </div>
                {cancelling ? <p className="mt-1 text-xs text-muted-foreground">Stopping after the run in progress…</p> : null}
              </div>
            ) : finished ? (
              <p className={finished.error ? 'text-sm text-destructive-foreground' : 'text-sm text-muted-foreground'} data-testid="bench-status">
                {finished.error
                  ? `Stopped by an error: ${finished.error}`
                  : `${finished.cancelled ? 'Cancelled' : 'Done'}: ${finished.results.length} jobs in ${msText(finished.finishedAt.getTime() - finished.startedAt.getTime())}.`}
              </p>
            ) : null}
          </div>
        </section>
        <FrameMeter lastSecond={gaps.lastSecond} sinceReset={gaps.sinceReset} running={running} />
      </div>

      {groups.length > 0 ? (
        <section aria-labelledby="bench-results" className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="bench-results" className="text-lg font-semibold">
              Results
            </h2>
            <p className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" /> in a worker
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="inline-block size-3 rounded-sm bg-muted-foreground" /> on the main thread
              </span>
              <span>median time; shorter is faster</span>
            </p>
          </div>
          <div className="mt-3 grid gap-4 xl:grid-cols-2">
            {groups.map((g) => (
              <section key={g.id} aria-labelledby={`bench-${g.id}`} className="min-w-0 rounded-lg border border-border bg-background">
                <header className="border-b border-border bg-surface px-3 py-2">
                  <h3 id={`bench-${g.id}`} className="text-sm font-medium">
                    {g.title} <span className="font-normal text-muted-foreground">· {g.engine}</span>
                  </h3>
                </header>
                <div className="p-3">
                  <BarChart title={g.title} results={g.results} />
                  <div className="mt-3 overflow-x-auto">
                    <table className="w-full text-left text-xs" data-testid="bench-table">
                      <caption className="sr-only">{g.title}: figures per job</caption>
                      <thead className="text-muted-foreground">
                        <tr>
                          <th scope="col" className="py-1 pr-2 font-medium">Job</th>
                          <th scope="col" className="py-1 pr-2 font-medium">Where</th>
                          <th scope="col" className="py-1 pr-2 text-right font-medium">Median</th>
                          <th scope="col" className="py-1 pr-2 text-right font-medium">Min–max</th>
                          <th scope="col" className="py-1 pr-2 text-right font-medium">MiB/s</th>
                          <th scope="col" className="py-1 text-right font-medium">Longest frame gap</th>
                        </tr>
                      </thead>
                      <tbody className="font-mono tabular-nums">
                        {g.results.map((r) => (
                          <tr key={r.id} className="border-t border-border" data-job={r.id}>
                            <th scope="row" className="py-1 pr-2 font-sans font-normal">
                              {r.title} · {r.size}
                            </th>
                            <td className="py-1 pr-2 font-sans">{PATH_LABEL[r.path]}</td>
                            <td className="py-1 pr-2 text-right whitespace-nowrap" data-testid="bench-median">
                              {msText(r.medianMs)}
                            </td>
                            <td className="py-1 pr-2 text-right whitespace-nowrap">
                              {msText(r.minMs)}–{msText(r.maxMs)}
                            </td>
                            <td className="py-1 pr-2 text-right whitespace-nowrap">{rateText(r.mbPerSec)}</td>
                            <td className={r.medianMaxGapMs > 50 ? 'py-1 text-right whitespace-nowrap text-warning' : 'py-1 text-right whitespace-nowrap'}>{msText(r.medianMaxGapMs)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              </section>
            ))}
          </div>
          <p className="mt-3 text-xs text-muted-foreground">
            Each job runs once as a warm-up, then its timed runs. "Longest frame gap" is the longest time the page went without painting
            while the job ran (median over runs): about 17 ms means smooth, 50 ms or more is a visible stall. Worker times include sending
            the input to the worker and the result back.
          </p>
        </section>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          Charts and figures of each job appear here as they finish.
        </p>
      )}
    </div>
  )
}

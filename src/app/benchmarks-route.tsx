import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { CHUNK_FAILED, isChunkLoadError } from './layout/chunk-error'
import { FRAME, FrameSkeleton } from './layout/frame-placeholder'

/**
 * Issue 17: `#/benchmarks`, "Benchmark this browser": the app's own page (not a tool: no category,
 * not counted), a lazily loaded chunk inside the normal layout, opened from the palette.
 */
const BenchmarksPage = lazy(() => import('./benchmarks/benchmarks-page'))

export const BENCHMARKS_TITLE = 'Benchmarks'

/** A page that crashed or whose code could not be fetched says so; the rest of the app keeps working. */
class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  componentDidCatch(error: unknown) {
    console.error(`${BENCHMARKS_TITLE}: the page failed:`, error)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div role="alert" className="rounded-lg border border-border bg-muted p-6">
        <h2 className="font-semibold">{BENCHMARKS_TITLE} could not be shown</h2>
        <p className="mt-1 text-sm text-muted-foreground">{isChunkLoadError(error) ? CHUNK_FAILED : `The page ran into a problem: ${error instanceof Error ? error.message : String(error)}`}</p>
        <Button className="mt-4" variant="primary" onClick={() => location.reload()}>
          Reload
        </Button>
      </div>
    )
  }
}

export function BenchmarksRoute() {
  useEffect(() => {
    document.title = `${BENCHMARKS_TITLE} · DevTools Box`
    return () => {
      document.title = 'DevTools Box'
    }
  }, [])
  return (
    <div className={FRAME}>
      <PageBoundary>
        <Suspense fallback={<FrameSkeleton />}>
          <BenchmarksPage />
        </Suspense>
      </PageBoundary>
    </div>
  )
}

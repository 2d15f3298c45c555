import { useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { Redirect, Route, Switch, useParams, useSearch } from 'wouter'
import { summaryById, type ToolSummary } from '../tools/summaries'
import { HomePage } from './home/home'
import { FRAME, FrameLoadBoundary, FramePlaceholder, FrameSkeleton } from './layout/frame-placeholder'
import { pushRecent, recentAtom } from './recent'
import { loadRegistry } from './registry-loader'
import { appStore } from './ui-state'

/**
 * Issue 17: the tool frame (and the registry it reads the tool from) is not part of the home page;
 * it loads with the first tool route, and the tool's screen loads beside it rather than after it.
 */
let frameLoaded = false
const lazyFrame = () =>
  lazy(() =>
    import('./layout/tool-frame').then((m) => {
      frameLoaded = true
      return { default: m.ToolFrameFor }
    }),
  )
let ToolFrame = lazyFrame()
/** After a failed load, the next tool opened tries again (React.lazy keeps a failure for good). */
const retryFrame = () => {
  if (!frameLoaded) ToolFrame = lazyFrame()
}

function preloadScreen(id: string) {
  // A failure shows when the frame asks for the screen itself.
  if (!frameLoaded) loadRegistry().then((r) => r.toolById(id)?.load(), () => undefined).catch(() => undefined)
}

/** Opening a tool: it joins the recent tools and names the page, from the moment its route shows. */
function useOpened(tool: ToolSummary | undefined) {
  const setRecent = useSetAtom(recentAtom, { store: appStore })
  useEffect(() => {
    if (!tool) return
    setRecent((list) => pushRecent(list, tool.id))
    document.title = `${tool.title} · DevTools Box`
    return () => {
      document.title = 'DevTools Box'
    }
  }, [tool, setRecent])
}

function ToolRoute() {
  const { toolId = '' } = useParams<{ toolId: string }>()
  const search = useSearch()
  const tool = summaryById(toolId)
  useOpened(tool)
  if (tool) {
    preloadScreen(tool.id)
    return (
      <FrameLoadBoundary key={tool.id} tool={tool} onError={retryFrame}>
        <Suspense fallback={<FramePlaceholder tool={tool} />}>
          <ToolFrame id={tool.id} />
        </Suspense>
      </FrameLoadBoundary>
    )
  }
  // Issue 21: routes are matched case-insensitively; `#/JSON-Formatter` goes to the canonical id.
  const canonical = summaryById(toolId.toLowerCase())
  if (canonical) return <Redirect to={`/${canonical.id}${search ? `?${search}` : ''}`} replace />
  return <NotFoundPage />
}

/**
 * Issue 17: `#/benchmarks`, "Benchmark this browser": the app's own page (not a tool: no category,
 * not counted), a lazily loaded chunk inside the normal layout, opened from the palette.
 */
const BenchmarksPage = lazy(() => import('./benchmarks/benchmarks-page'))
const NotFound = lazy(() => import('./not-found/not-found').then((m) => ({ default: m.NotFoundPage })))

/** SPEC "Not-found page", a chunk of its own: few visits need it. */
function NotFoundPage() {
  return (
    <FrameLoadBoundary title="This page">
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    </FrameLoadBoundary>
  )
}

/**
 * D2: hash routes `#/<tool id>` (wouter, over the hash location of location.ts); each tool's screen
 * is its own lazily loaded chunk. `#/benchmarks` is the app's own page, not a tool.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/benchmarks">
        <FrameLoadBoundary title="Benchmarks">
          <div className={FRAME}>
            <Suspense fallback={<FrameSkeleton />}>
              <BenchmarksPage />
            </Suspense>
          </div>
        </FrameLoadBoundary>
      </Route>
      <Route path="/:toolId">
        <ToolRoute />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  )
}

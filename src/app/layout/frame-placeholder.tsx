import { Component, type ReactNode } from 'react'
import { categoryById } from '../../tools/categories'
import { Button } from '../../ui/button'
import type { ToolSummary } from '../../tools/summaries'
import { CHUNK_FAILED, isChunkLoadError } from './chunk-error'

/** The frame's outer box, the same for the placeholder and the frame. */
export const FRAME = 'mx-auto w-full max-w-7xl px-4 py-6 md:px-8'

/** The tool's badge, title and description: the left of the frame's header. */
export function FrameTitle({ tool }: { tool: ToolSummary }) {
  return (
    <div className="min-w-0">
      <span className="inline-flex items-center rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
        {categoryById(tool.category)?.title}
      </span>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{tool.title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{tool.description}</p>
    </div>
  )
}

export function FrameHeaderRow({ children }: { children: ReactNode }) {
  return <div className="mb-5 flex flex-wrap items-start justify-between gap-3">{children}</div>
}

/** Shown while a tool's screen loads (a status, so its name is allowed: axe refuses aria-label on a plain div). */
export function FrameSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading tool" className="grid gap-4 lg:grid-cols-2">
      <div className="h-80 animate-pulse rounded-lg bg-muted" />
      <div className="h-80 animate-pulse rounded-lg bg-muted" />
    </div>
  )
}

/**
 * Issue 17: the frame (header buttons, Share, shortcuts, error boundary) is a lazy chunk, not part of
 * the home page. Until it is there the route shows what the frame shows first: the tool's title and
 * the skeleton, with the favourite star's place kept, so nothing moves when the frame arrives.
 */
export function FramePlaceholder({ tool }: { tool: ToolSummary }) {
  return (
    <div className={FRAME}>
      <FrameHeaderRow>
        <FrameTitle tool={tool} />
        <div className="flex items-center gap-2">
          <span aria-hidden className="size-9" />
        </div>
      </FrameHeaderRow>
      <FrameSkeleton />
    </div>
  )
}

/**
 * The frame's own code could not be fetched (offline before the app was installed, or a deploy
 * removed the old chunk): the route says so and offers Reload, as the frame does for a tool's code
 * (issue 20). `onError` lets the router try a fresh load on the next tool opened. The app's own
 * pages (`#/benchmarks`) use it too, with a title and no tool.
 */
export class FrameLoadBoundary extends Component<{ tool?: ToolSummary; title?: string; onError?: () => void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.tool?.title ?? this.props.title}: the page did not load:`, error)
    this.props.onError?.()
  }

  render() {
    if (!this.state.error) return this.props.children
    const { tool, title } = this.props
    const kept = tool ? ' Your saved input for this tool is kept.' : ''
    return (
      <div className={FRAME}>
        {tool ? (
          <FrameHeaderRow>
            <FrameTitle tool={tool} />
          </FrameHeaderRow>
        ) : null}
        <div role="alert" className="rounded-lg border border-border bg-muted p-6">
          <h2 className="font-semibold">{tool?.title ?? title} could not be loaded</h2>
          <p className="mt-1 text-sm text-muted-foreground">{isChunkLoadError(this.state.error) ? `${CHUNK_FAILED}.${kept}` : `The app ran into a problem: Reload.${kept}`}</p>
          <Button className="mt-4" variant="primary" onClick={() => location.reload()}>
            Reload
          </Button>
        </div>
      </div>
    )
  }
}

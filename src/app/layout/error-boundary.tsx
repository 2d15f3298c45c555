import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RefreshCw, RotateCcw, TriangleAlert, WifiOff } from 'lucide-react'
import { Button } from '../../ui/button'
import { CHUNK_FAILED, isChunkLoadError } from './chunk-error'

type Props = { children: ReactNode; toolTitle: string; onReset: () => void }

export { CHUNK_FAILED, isChunkLoadError }

type State = { error: Error | null }

/** D6: a crash inside a tool shows a message and a Reset button; the rest of the app keeps working. */
export class ToolErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.toolTitle} crashed:`, error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    if (isChunkLoadError(this.state.error))
      return (
        <div role="alert" className="rounded-lg border border-border bg-muted p-6">
          <div className="flex items-start gap-3">
            <WifiOff aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold">{this.props.toolTitle} could not be loaded</h2>
              <p className="mt-1 text-sm text-muted-foreground">{CHUNK_FAILED}. Your saved input for this tool is kept.</p>
              <Button className="mt-4" variant="primary" onClick={() => location.reload()}>
                <RefreshCw aria-hidden /> Reload
              </Button>
            </div>
          </div>
        </div>
      )
    return (
      <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft p-6">
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 text-destructive-foreground" />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">{this.props.toolTitle} ran into a problem</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The rest of the app still works. Reset clears this tool's saved state and starts it afresh.
            </p>
            <pre className="mt-3 overflow-x-auto rounded-md bg-background p-3 font-mono text-xs text-muted-foreground">{this.state.error.message}</pre>
            <Button
              className="mt-4"
              variant="primary"
              onClick={() => {
                this.props.onReset()
                this.setState({ error: null })
              }}
            >
              <RotateCcw aria-hidden /> Reset
            </Button>
          </div>
        </div>
      </div>
    )
  }
}

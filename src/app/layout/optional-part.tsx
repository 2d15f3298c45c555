import { Component, Suspense, type ReactNode } from 'react'

/**
 * A part of the shell that loads its code later (the offline status, the toaster, the shortcuts
 * sheet). If that code cannot be fetched (offline before it loaded, or a deploy removed the old
 * chunk), the part is left out and the rest of the app keeps working: without this boundary a
 * failed dynamic import unmounts the whole page, which is what going offline on the home page did.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} could not be loaded and is left out:`, error)
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>
  }
}

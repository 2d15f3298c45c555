import { useStore } from 'jotai'
import { useEffect, type MutableRefObject } from 'react'
import { toast } from '../toasts/toast'
import { defaultsOf, handoff, replacedInput } from '../../lib/handoff'
import { runsOnRestore, type ToolDefinition } from '../../tools/define-tool'
import { useNavigationKey } from '../location'

const REPLACED_TOAST = 'Your previous input was replaced'
/** Long enough to read the toast and reach its Undo. */
const REPLACED_TOAST_MS = 10_000

/** Why the main action is to run once: content arrived (D25), or the screen opened on an input it held (D31). */
export type PendingRun = 'incoming' | 'restore' | null

/**
 * D25: a text handed to this tool (detection, Send to, the share target, the home page) goes into
 * its state through the tool's own input port; when the port says so, the main action runs once
 * (`runPending`, taken by the frame as soon as the screen has declared its main action). When it
 * replaces what the user had there (`replacedInput`), a toast says so with Undo (issue 32).
 *
 * D31 (issue 32): with nothing handed over, a screen that opens on an input it already holds (a
 * reload, Back through a Send to chain) runs its main action once too, when its port's `restore`
 * says so, so the input never comes back without its output. `restore` is false while a shared
 * link is being opened: the frame runs the action on the shared state once it is in (`restoreRun`).
 */
export function useIncomingText(tool: ToolDefinition, runPending: MutableRefObject<PendingRun>, restore: boolean, restoreNow: () => void) {
  const store = useStore()
  const key = useNavigationKey()
  useEffect(() => {
    if (!tool.input) return
    const text = handoff.takeText(tool.id)
    let live = true
    // Loaded even when there is nothing to do yet, so a shared link's state finds it ready (`restoreRun`).
    tool.input().then(
      ({ default: port }) => {
        if (text === undefined) {
          if (live && restore && runsOnRestore(port, store.get(port.atom))) restoreNow()
          return
        }
        const before: unknown = store.get(port.atom)
        const after: unknown = port.accept(before, text)
        store.set(port.atom, after)
        if (port.run) runPending.current = 'incoming'
        // Issue 32: what the user had there is not replaced in silence; Undo puts it back (and
        // runs the main action again, so the result is that input's).
        if (replacedInput(before, after, text, defaultsOf(port.atom)))
          toast(REPLACED_TOAST, {
            description: `${tool.title} now holds the new content.`,
            duration: REPLACED_TOAST_MS,
            action: {
              label: 'Undo',
              onClick: () => {
                store.set(port.atom, before)
                if (port.run) runPending.current = 'incoming'
              },
            },
          })
      },
      () => text !== undefined && toast.error(`Could not open ${tool.title} with this content: reload and try again.`),
    )
    return () => {
      live = false
    }
    // `restore` is read when the screen opens or is navigated to, not each time it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, key, store, runPending])
}

/**
 * After a shared link's state is in (D31): the main action runs once on it, when the port says so.
 * The port is loaded by then (`useIncomingText`), so this settles before the screen renders the new state.
 */
export async function restoreRun(tool: ToolDefinition, store: ReturnType<typeof useStore>, runPending: MutableRefObject<PendingRun>) {
  if (!tool.input) return
  const { default: port } = await tool.input()
  if (runsOnRestore(port, store.get(port.atom))) runPending.current = 'restore'
}

/**
 * Discard in a shared view (D31): the user's own state comes back with its output. The port is
 * loaded before the state is put back, so the frame's next update finds the run pending.
 */
export async function discardRun(tool: ToolDefinition, store: ReturnType<typeof useStore>, runPending: MutableRefObject<PendingRun>, discard: () => void) {
  const port = tool.input ? (await tool.input()).default : undefined
  discard()
  if (port && runsOnRestore(port, store.get(port.atom))) runPending.current = 'incoming'
}

import { useStore } from 'jotai'
import { useEffect, type MutableRefObject } from 'react'
import { toast } from '../toasts/toast'
import { defaultsOf, handoff, replacedInput } from '../../lib/handoff'
import type { ToolDefinition } from '../../tools/define-tool'
import { useNavigationKey } from '../location'

const REPLACED_TOAST = 'Your previous input was replaced'
/** Long enough to read the toast and reach its Undo. */
const REPLACED_TOAST_MS = 10_000

/**
 * D25: a text handed to this tool (detection, Send to, the share target, the home page) goes into
 * its state through the tool's own input port; when the port says so, the main action runs once
 * (`runPending`, taken by the frame as soon as the screen has declared its main action). When it
 * replaces what the user had there (`replacedInput`), a toast says so with Undo (issue 32).
 */
export function useIncomingText(tool: ToolDefinition, runPending: MutableRefObject<boolean>) {
  const store = useStore()
  const key = useNavigationKey()
  useEffect(() => {
    const text = handoff.takeText(tool.id)
    if (text === undefined || !tool.input) return
    tool.input().then(
      ({ default: port }) => {
        const before: unknown = store.get(port.atom)
        const after: unknown = port.accept(before, text)
        store.set(port.atom, after)
        if (port.run) runPending.current = true
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
                if (port.run) runPending.current = true
              },
            },
          })
      },
      () => toast.error(`Could not open ${tool.title} with this content: reload and try again.`),
    )
  }, [tool, key, store, runPending])
}

import { useStore } from 'jotai'
import { useEffect, type MutableRefObject } from 'react'
import { toast } from '../toasts/toast'
import { handoff } from '../../lib/handoff'
import type { ToolDefinition } from '../../tools/define-tool'
import { useNavigationKey } from '../location'

/**
 * D25: a text handed to this tool (detection, Send to, the share target, the home page) goes into
 * its state through the tool's own input port; when the port says so, the main action runs once
 * (`runPending`, taken by the frame as soon as the screen has declared its main action).
 */
export function useIncomingText(tool: ToolDefinition, runPending: MutableRefObject<boolean>) {
  const store = useStore()
  const key = useNavigationKey()
  useEffect(() => {
    const text = handoff.takeText(tool.id)
    if (text === undefined || !tool.input) return
    tool.input().then(
      ({ default: port }) => {
        store.set(port.atom, port.accept(store.get(port.atom), text))
        if (port.run) runPending.current = true
      },
      () => toast.error(`Could not open ${tool.title} with this content: reload and try again.`),
    )
  }, [tool, key, store, runPending])
}

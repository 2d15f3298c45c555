import { useEffect, useLayoutEffect, useRef } from 'react'
import { handoff } from '../lib/handoff'

/**
 * D25: a file handed to this tool (dropped on the home page, or shared to the installed app) is
 * picked up once, when the screen mounts, and given to `onFile` as if the user had chosen it. The
 * handoff is taken, so a later mount finds nothing.
 *
 * `onFile` runs just after mounting, not during it: React's strict mode mounts twice, and the
 * cleanup in between cancels the screen's worker jobs (and revokes its object URLs), which would
 * otherwise stop work started for the file. The taken file waits in a ref across that remount.
 */
export function useIncomingFile(toolId: string, onFile: (file: File) => void) {
  const latest = useRef(onFile)
  const pending = useRef<File | null>(null)
  useLayoutEffect(() => {
    latest.current = onFile
  })
  useEffect(() => {
    pending.current ??= handoff.takeFile(toolId) ?? null
    if (!pending.current) return
    const timer = setTimeout(() => {
      const file = pending.current
      pending.current = null
      if (file) latest.current(file)
    }, 0)
    return () => clearTimeout(timer)
  }, [toolId])
}

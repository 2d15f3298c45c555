import { CloudCheck, CloudDownload, LoaderCircle } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Button } from '../../ui/button'
import { toast } from '../toasts/toast'
import { makeEveryToolOffline, offlineStore } from './offline'
import { OFFLINE_ACTION, statusText } from './offline.logic'

export const OfflineIcon = CloudDownload
export { OFFLINE_ACTION }

/** "Make every tool available offline" (the sidebar's button and the palette's action), with its outcome in a toast. */
export async function runMakeEveryToolOffline(): Promise<void> {
  const failed = await makeEveryToolOffline()
  if (offlineStore.get().phase === 'none') toast.error('Offline use needs the service worker, which has not started yet: try again in a moment')
  else if (failed > 0) toast.error(`${failed} ${failed === 1 ? 'file' : 'files'} could not be fetched: check your connection and try again`)
  else toast.success('Every tool is available offline')
}

/**
 * D27, issue 32 item 13: the foot of the sidebar says whether the app works offline: the first
 * install's progress, then "Ready to work offline" and which extras are not offline yet, with the
 * button that fetches them. Nothing shows without a service worker (the dev server).
 */
export function OfflineStatus() {
  const state = useSyncExternalStore(offlineStore.subscribe, offlineStore.get)
  const text = statusText(state)
  if (!text) return null
  const busy = state.phase === 'installing' || state.phase === 'fetching'
  const percent = busy && state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : null
  const missing = state.phase === 'ready' && state.extras.some((e) => e.cached < e.total)
  const Icon = busy ? LoaderCircle : missing ? CloudDownload : CloudCheck
  return (
    <div className="border-t border-border px-3 py-2 text-xs" data-testid="offline-status">
      <div role="status" aria-live="polite">
        <p className="flex items-center gap-1.5 font-medium text-foreground">
          <Icon aria-hidden className={busy ? 'size-3.5 shrink-0 animate-spin' : 'size-3.5 shrink-0'} />
          <span>{text.title}</span>
        </p>
        {text.detail ? <p className="mt-0.5 text-muted-foreground">{text.detail}</p> : null}
      </div>
      {percent !== null ? (
        <div role="progressbar" aria-label={text.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1.5 h-1 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary transition-[width] duration-100" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {missing ? (
        <Button size="sm" className="mt-1.5 h-auto w-full py-1.5 text-left whitespace-normal" onClick={() => void runMakeEveryToolOffline()}>
          <CloudDownload aria-hidden /> {OFFLINE_ACTION}
        </Button>
      ) : null}
    </div>
  )
}

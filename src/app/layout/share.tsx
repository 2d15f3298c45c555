import * as Dialog from '@radix-ui/react-dialog'
import { useStore } from 'jotai'
import { Check, Link2, Share2, X } from 'lucide-react'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { toast } from '../toasts/toast'
import { copyText } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import { blobOf, type ResultText } from '../../lib/held-text'
import { sharedViews, storedValue } from '../../lib/persistence'
import { buildShareLink, decodeShare, namedCredentials, openShared, SHARE_PARAM, TOO_LARGE_TO_SHARE, type AnyShareSpec } from '../../lib/share'
import type { ToolDefinition } from '../../tools/define-tool'
import { Button } from '../../ui/button'
import { useLocation, useSearch } from 'wouter'

export const SHARE_COPIED = '✅ Share link copied to clipboard!'
const NOTHING_UPLOADED = 'The state travels in the link itself; nothing is uploaded.'

const listOf = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)

/**
 * D32: Share copies a link that carries what the tool declares (`share.pick`). When the state
 * holds credentials, a dialog says what is left out and offers "Include credentials"; the toast
 * names them when they are included. A link over about 8 KB is refused with Download offered.
 */
export function ShareButton({ tool, share, result }: { tool: ToolDefinition; share: AnyShareSpec; result?: ResultText }) {
  const store = useStore()
  const [asking, setAsking] = useState<string[] | null>(null)
  const [include, setInclude] = useState(false)
  const [busy, setBusy] = useState(false)
  const checkboxId = useId()

  const copyLink = async (credentials: boolean, named: string[]) => {
    const state = store.get(share.atom)
    const payload = share.pick(state, { credentials })
    setBusy(true)
    try {
      const link = await buildShareLink(location.href, `/${tool.id}`, payload)
      if (!link.ok) {
        toast.error(TOO_LARGE_TO_SHARE, {
          description: 'A link over 8 KB breaks in chats and some browsers.',
          action: {
            label: 'Download',
            onClick: () =>
              result
                ? void blobOf(result).then((b) => downloadFile(`${tool.id}.txt`, b), (e: unknown) => toast.error(e instanceof Error ? e.message : String(e)))
                : downloadFile(`${tool.id}.json`, new Blob([JSON.stringify(payload, null, 2)], { type: 'application/json' })),
          },
        })
        return
      }
      await copyText(link.url)
      toast.success(SHARE_COPIED, {
        description: credentials && named.length ? `It includes ${listOf(named)}: share it only with people who may use them.` : NOTHING_UPLOADED,
      })
    } catch {
      toast.error('Could not copy the share link')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        disabled={busy}
        onClick={() => {
          const found = namedCredentials(share, store.get(share.atom))
          if (found.length) {
            setInclude(false)
            setAsking(found)
          } else void copyLink(false, [])
        }}
      >
        <Link2 aria-hidden /> Share
      </Button>
      <Dialog.Root open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(460px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-5 shadow-2xl">
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-lg font-semibold">Share link</Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close">
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">
              The link carries what is on screen, in the link itself. It leaves out {listOf(asking ?? [])}, unless you include them.
            </Dialog.Description>
            <label htmlFor={checkboxId} className="mt-4 flex items-start gap-2 text-sm">
              <input id={checkboxId} type="checkbox" className="mt-0.5 size-4 accent-[var(--primary)]" checked={include} onChange={(e) => setInclude(e.target.checked)} />
              <span>Include credentials</span>
            </label>
            <div className="mt-5 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button>Cancel</Button>
              </Dialog.Close>
              <Button
                variant="primary"
                onClick={() => {
                  const named = asking ?? []
                  setAsking(null)
                  void copyLink(include, named)
                }}
              >
                <Link2 aria-hidden /> {include ? 'Copy link with credentials' : 'Copy link'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

/**
 * D32: a shared link opens as a shared view. Its state is shown, but nothing of the tool is written
 * to storage (and other tabs are left alone) until Keep; Discard brings back the user's own state.
 * Fields the tool keeps (saved lists) stay the user's own either way. The link leaves the address
 * once opened; the view, with the edits made in it, is kept for this tab (`sharedViews`), so a
 * reload shows it again with its bar (issue 32).
 */
export function useSharedLink(tool: ToolDefinition, share: AnyShareSpec | undefined, screenReady: boolean, onOpened?: () => void) {
  const store = useStore()
  const [, navigate] = useLocation()
  const encoded = new URLSearchParams(useSearch()).get(SHARE_PARAM)
  // Hold persistence from the first render, before the screen can write anything.
  if (encoded && tool.storageId) sharedViews.hold(tool.storageId)
  useEffect(() => {
    if (!encoded || !screenReady) return
    if (!share) {
      // This tool shares nothing: ignore the link and let it save as usual.
      if (tool.storageId) sharedViews.release(tool.storageId)
      navigate(`/${tool.id}`, { replace: true })
      return
    }
    let live = true
    void decodeShare(encoded).then((payload) => {
      if (!live) return
      if (payload === undefined) {
        if (tool.storageId) sharedViews.release(tool.storageId)
        toast.error('This share link is damaged; showing your saved state instead.')
      } else {
        store.set(share.atom, openShared(share, payload, store.get(share.atom)))
      }
      // D31: the state on screen (shared, or the user's own) gets its output.
      onOpened?.()
      navigate(`/${tool.id}`, { replace: true })
    })
    return () => {
      live = false
    }
  }, [encoded, share, screenReady, store, navigate, tool.id, tool.storageId]) // eslint-disable-line react-hooks/exhaustive-deps
}

/** The bar above a shared view: what it is, Keep and Discard. */
export function SharedViewBar({ tool, share, onDiscard = (discard) => discard() }: { tool: ToolDefinition; share: AnyShareSpec | undefined; onDiscard?: (discard: () => void) => void }) {
  const store = useStore()
  const storageId = tool.storageId
  const held = useSyncExternalStore(sharedViews.subscribe, () => (storageId ? sharedViews.isHeld(storageId) : false))
  const opening = new URLSearchParams(useSearch()).has(SHARE_PARAM)
  if (!held || !storageId || !share || opening) return null
  return (
    <div role="region" aria-label="Shared view" className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
      <Share2 aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 basis-64">
        <strong className="font-medium">You are looking at a shared link.</strong>{' '}
        <span className="text-muted-foreground">Your own saved work is unchanged. This view stays in this tab, reloads too, until you keep or discard it.</span>
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            sharedViews.release(storageId)
            store.set(share.atom, store.get(share.atom))
            toast.success('Shared state kept')
          }}
        >
          <Check aria-hidden /> Keep
        </Button>
        <Button
          size="sm"
          onClick={() =>
            onDiscard(() => {
              sharedViews.release(storageId)
              store.set(share.atom, storedValue(share.atom))
              toast.success('Back to your own state')
            })
          }
        >
          <X aria-hidden /> Discard
        </Button>
      </div>
    </div>
  )
}

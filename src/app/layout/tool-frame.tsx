import { Provider, createStore, useSetAtom, useStore } from 'jotai'
import { Copy, Download, Forward, Info } from 'lucide-react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { copyResult } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import type { RecipeStepOffer } from '../../lib/handoff'
import { textOf, type ResultText } from '../../lib/held-text'
import { clearToolState, saveStatus, sharedViews, unsavedMessage } from '../../lib/persistence'
import type { ToolDefinition } from '../../tools/define-tool'
import { toolById } from '../../tools/registry'
import { SHARE_PARAM } from '../../lib/share'
import { useSearch } from 'wouter'
import { Button } from '../../ui/button'
import { COPIED_TOAST, COPY_TOAST_MS, CopyButton } from '../../ui/copy-button'
import { ToolFrameContext, type ToolBindings, type ToolFrameApi } from '../../ui/tool-frame-context'
import { TooltipProvider } from '../../ui/tooltip'
// The tool's own code imports sonner: the marks rule is installed before it loads (issue 17).
import '../toasts/sonner'
import { quietRestoreRun } from '../toasts/toast-marks'
import { loadToasts, toast } from '../toasts/toast'
import { useNavigationKey } from '../location'
import { appStore, currentResultAtom, detectRequestAtom, paletteOpenAtom } from '../ui-state'
import { ToolErrorBoundary } from './error-boundary'
import { FRAME, FrameHeaderRow, FrameSkeleton, FrameTitle } from './frame-placeholder'
import { focusWhenReady } from './focus-tool'
import { forgetTool, lazyTool } from './lazy-tool'
import { FavoriteButton } from './favorite-button'
import { discardRun, restoreRun, useIncomingText, type PendingRun } from './incoming'
import { SharedViewBar, ShareButton, useSharedLink } from './share'

/**
 * Each tool gets its own Jotai store, kept across visits so in-memory state survives navigation.
 * D6's Reset clears the stored entry and replaces the store, so even a corrupt in-memory value is
 * gone.
 */
const stores = new Map<string, ReturnType<typeof createStore>>()
const storeFor = (id: string) => {
  let s = stores.get(id)
  if (!s) stores.set(id, (s = createStore()))
  return s
}

export const isMod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey

/** D25: a tool's result goes to the palette, which ranks the tools that can take it (a held one is read back first). */
export async function sendOn(fromTool: string, result: ResultText, step?: RecipeStepOffer) {
  const text = await textOf(result)
  appStore.set(detectRequestAtom, { text, source: 'send', fromTool, step })
  appStore.set(paletteOpenAtom, true)
}

/** D31: a stale result is not copied as if it were current. */
const STALE_COPY = 'The result is out of date: update it first, then copy.'
const NOTHING_YET = 'Nothing to copy yet: the result appears here once there is one.'

function FrameHeader({ tool, bindings }: { tool: ToolDefinition; bindings: ToolBindings }) {
  const { result, exportFile, share, stale } = bindings
  const declaresResult = 'result' in bindings
  return (
    <FrameHeaderRow>
      <FrameTitle tool={tool} />
      <div className="flex flex-wrap items-center gap-2">
        <FavoriteButton tool={tool} />
        {/* D33: a tool with a result keeps its Copy and Send to buttons in place (disabled while
            there is nothing current to give), so the screen does not jump as input turns valid. */}
        {!declaresResult ? null : result && !stale ? (
          <CopyButton size="md" getText={() => result} aria-keyshortcuts="Control+Shift+C Meta+Shift+C" />
        ) : (
          <Button disabled title={stale ? STALE_COPY : NOTHING_YET} aria-label={stale ? 'Copy (the result is out of date)' : 'Copy (nothing to copy yet)'}>
            <Copy aria-hidden /> Copy
          </Button>
        )}
        {exportFile ? (
          <Button
            disabled={!!stale}
            title={stale ? STALE_COPY : undefined}
            onClick={() => {
              downloadFile(exportFile.name, exportFile.content())
              toast.success('File downloaded!')
            }}
          >
            <Download aria-hidden /> Export
          </Button>
        ) : null}
        {declaresResult ? (
          <Button disabled={!result || stale} onClick={() => result && void sendOn(tool.id, result, bindings.recipeStep)} title={result && !stale ? 'Open this result in another tool' : stale ? STALE_COPY : NOTHING_YET}>
            <Forward aria-hidden /> Send to...
          </Button>
        ) : null}
        {share ? <ShareButton tool={tool} share={share} result={result} /> : null}
      </div>
    </FrameHeaderRow>
  )
}

function UnsavedNotice({ storageId }: { storageId: string }) {
  const problem = useSyncExternalStore(saveStatus.subscribe, () => saveStatus.get(storageId))
  if (!problem) return null
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm">
      <Info aria-hidden className="size-4 shrink-0 text-warning" />
      {unsavedMessage(problem)}
    </p>
  )
}

function FrameBody({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  const [bindings, setBindings] = useState<ToolBindings>({})
  /** The screen has rendered and declared its bindings (with or without Share). */
  const [ready, setReady] = useState(false)
  const latest = useRef<ToolBindings>({})
  const runPending = useRef<PendingRun>(null)
  const setCurrentResult = useSetAtom(currentResultAtom, { store: appStore })
  const api = useMemo<ToolFrameApi>(
    () => ({
      update(next) {
        latest.current = next
        setReady(true)
        if (runPending.current && next.mainAction) {
          // Content arrived through the input port, or the screen opened on an input it held (D31):
          // run the main action once, after this render (a restored result already there is kept).
          const why = runPending.current
          runPending.current = null
          if (why === 'incoming' || !next.result)
            setTimeout(() => {
              if (why === 'restore') quietRestoreRun()
              latest.current.mainAction?.()
            }, 0)
        }
        setBindings((prev) =>
          prev.result === next.result &&
          'result' in prev === 'result' in next &&
          !!prev.stale === !!next.stale &&
          !!prev.exportFile === !!next.exportFile &&
          prev.share === next.share &&
          !!prev.mainAction === !!next.mainAction
            ? prev
            : next,
        )
      },
    }),
    [],
  )
  const store = useStore()
  const sharing = new URLSearchParams(useSearch()).has(SHARE_PARAM)
  useSharedLink(tool, bindings.share, ready, () => void restoreRun(tool, store, runPending))
  // D31: the screen opened on an input it already held runs its main action once (not while a
  // shared link opens: that runs on the shared state, above).
  const restoreNow = useCallback(() => {
    if (latest.current.mainAction) {
      if (!latest.current.result) {
        quietRestoreRun()
        latest.current.mainAction()
      }
    } else runPending.current = 'restore'
  }, [])
  useIncomingText(tool, runPending, !sharing, restoreNow)

  // Issue 32: opened from the palette, the tool takes the keyboard (focus-tool.ts).
  const body = useRef<HTMLDivElement>(null)
  const navigation = useNavigationKey()
  useEffect(() => (body.current ? focusWhenReady(tool.id, body.current) : undefined), [tool.id, navigation])

  useEffect(() => {
    setCurrentResult({ toolId: tool.id, get: () => (latest.current.stale ? undefined : latest.current.result), step: () => latest.current.recipeStep })
    return () => setCurrentResult(null)
  }, [setCurrentResult, tool.id])

  // DECISIONS D23: the frame owns the shortcuts; a tool only declares its action and result.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isMod(e) || document.querySelector('[cmdk-dialog]')) return
      if (e.key === 'Enter' && !e.shiftKey && !e.altKey) {
        const action = latest.current.mainAction
        if (action) {
          // Taken before the editors see it (CodeMirror binds Mod-Enter to "insert blank line").
          e.preventDefault()
          e.stopPropagation()
          action()
        }
      } else if (e.shiftKey && (e.key === 'C' || e.key === 'c')) {
        const result = latest.current.result
        if (result) {
          e.preventDefault()
          e.stopPropagation()
          if (latest.current.stale) {
            toast.error(STALE_COPY)
            return
          }
          copyResult(result).then(
            () => toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS }),
            () => toast.error('❌ Could not copy to the clipboard'),
          )
        }
      }
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [])

  return (
    <ToolFrameContext.Provider value={api}>
      <FrameHeader tool={tool} bindings={bindings} />
      <SharedViewBar tool={tool} share={bindings.share} onDiscard={(discard) => void discardRun(tool, store, runPending, discard)} />
      {tool.storageId ? <UnsavedNotice storageId={tool.storageId} /> : null}
      <div data-tool-body ref={body}>
        {children}
      </div>
    </ToolFrameContext.Provider>
  )
}

/** The frame every tool screen sits in: header, shortcuts, error boundary (D6), lazy chunk (D2). */
export function ToolFrame({ tool }: { tool: ToolDefinition }) {
  const [generation, setGeneration] = useState(0)
  const store = useMemo(() => storeFor(tool.id), [tool.id, generation]) // eslint-disable-line react-hooks/exhaustive-deps
  const Screen = lazyTool(tool)
  // A tool's toasts need the Toaster (loaded with the first toast or tool, issue 17).
  useEffect(() => void loadToasts().catch(() => undefined), [])

  const reset = useCallback(() => {
    if (tool.storageId) {
      sharedViews.release(tool.storageId)
      clearToolState(tool.storageId)
    }
    stores.delete(tool.id)
    forgetTool(tool.id)
    setGeneration((g) => g + 1)
  }, [tool])

  return (
    <div className={FRAME}>
      <TooltipProvider>
        <Provider store={store} key={`${tool.id}-${generation}`}>
          <FrameBody tool={tool}>
            <ToolErrorBoundary toolTitle={tool.title} onReset={reset}>
              <Suspense fallback={<FrameSkeleton />}>
                <Screen />
              </Suspense>
            </ToolErrorBoundary>
          </FrameBody>
        </Provider>
      </TooltipProvider>
    </div>
  )
}

/** The frame for a tool the router knows by id only (issue 17: the registry loads with the frame). */
export function ToolFrameFor({ id }: { id: string }) {
  const tool = toolById(id)
  return tool ? <ToolFrame tool={tool} /> : null
}

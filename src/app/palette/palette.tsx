import * as Dialog from '@radix-ui/react-dialog'
import { Command } from 'cmdk'
import { useAtom, useAtomValue } from 'jotai'
import { ClipboardCopy, ClipboardPaste, Clock, FileText, Forward, Gauge, Home, ListOrdered, ListPlus, Monitor, Moon, ScanSearch, Star, StarOff, Sun, WandSparkles, Workflow, X } from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { formatBytes } from '../../lib/bytes'
import { copyResult } from '../../lib/clipboard'
import { textOf } from '../../lib/held-text'
import { handoff, type RecipeStepOffer } from '../../lib/handoff'
import { OPERATIONS, operationById } from '../../ops/manifest'
import { OP_CATEGORIES, type Step } from '../../ops/types'
import { CATEGORIES } from '../../tools/categories'
import type { ToolDefinition, ToolFeature } from '../../tools/define-tool'
import { TOOLS, toolById, toolsInCategory } from '../../tools/registry'
import { COPIED_TOAST, COPY_TOAST_MS } from '../../ui/copy-button'
import { Kbd } from '../../ui/kbd'
import { useFavorites } from '../favorites'
import { recentAtom } from '../recent'
import { toast } from '../toasts/toast'
import { useTheme } from '../theme/use-theme'
import { appStore, currentResultAtom, detectRequestAtom, paletteOpenAtom, type DetectRequest } from '../ui-state'
import { clearEarlyTyping, earlyTyping, PALETTE_BOX, PALETTE_INPUT, PALETTE_LABEL, PaletteFooter, palettePlaceholder, takeReturnFocus } from './palette-shared'
import { detectedTargets, pasteVerdict, type DetectFn } from './detected'
import { loadDetectors, loadedDetectors } from './detectors'
import { featureItem, operationItem, toolKeywords } from './items'
import { askMagic, operationsHref, RECIPE_TOOL, savedRecipeHref, savedRecipes, stepsLabel } from './recipes'
import { rankItem } from '../../lib/rank'
import { requestToolFocus } from '../layout/focus-tool'
import { OFFLINE_ACTION, OfflineIcon, runMakeEveryToolOffline } from '../pwa/offline-status'

function Item({ value, keywords, onSelect, icon, children, hint }: { value: string; keywords?: string[]; onSelect: () => void; icon: ReactNode; children: ReactNode; hint?: ReactNode }) {
  return (
    <Command.Item value={value} keywords={keywords} onSelect={onSelect} className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm">
      <span className="flex size-4 shrink-0 items-center text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 flex-1">{children}</span>
      {hint ? <span className="shrink-0 text-xs text-muted-foreground">{hint}</span> : null}
    </Command.Item>
  )
}


export const CLIPBOARD_REFUSED = 'The browser did not let this page read the clipboard. Paste with Ctrl+V (⌘V) into the palette instead.'

/** What the palette says about the content it was handed (D25). */
function describeRequest(r: DetectRequest): string {
  if (r.file) return `Dropped file: ${r.file.name || 'unnamed'} (${formatBytes(r.file.size)})`
  const size = formatBytes(new Blob([r.text ?? '']).size)
  if (r.source === 'send') return `Send the result (${size}) to...`
  if (r.source === 'share-target') return `Shared to the app (${size})`
  if (r.source === 'drop') return `Dropped text (${size})`
  return `Pasted text (${size})`
}

/** DECISIONS D1, D25, D26: the command palette, the way into every tool and action. */
export function Palette() {
  const [open, setOpen] = useAtom(paletteOpenAtom, { store: appStore })
  const [request, setRequest] = useAtom(detectRequestAtom, { store: appStore })
  const recent = useAtomValue(recentAtom, { store: appStore })
  const { favorites, toggle } = useFavorites()
  const current = useAtomValue(currentResultAtom, { store: appStore })
  const { setTheme } = useTheme()
  const [pathname, navigate] = useLocation()
  const [search, setSearch] = useState('')
  const listRef = useRef<HTMLDivElement>(null)

  // Ctrl/Cmd+K itself is palette-host.tsx's. Opened before this code had loaded (issue 17), its
  // look-alike left with what was typed: that is the search, set once the list has mounted (as if
  // typed, so cmdk ranks the list and selects the best match, not the first in the list's order),
  // with the caret at its end. Enter pressed there opens the best match once the list is ranked.
  const inputRef = useRef<HTMLInputElement | null>(null)
  const takeOver = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input
    if (!input) return
    const { text, pasted, enter } = earlyTyping()
    clearEarlyTyping()
    // A paste there is judged as onPaste below judges one here.
    let typed = text
    if (pasted) {
      const verdict = pasteVerdict(pasted, loadedDetectors())
      if (verdict === 'content') setRequest({ text: pasted, source: 'paste' })
      else {
        typed = text + pasted
        if (verdict === 'undecided' && !text) setPendingPaste(pasted)
      }
    }
    if (typed) setSearch(typed)
    requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length))
    if (enter) setEnterPending(true)
  }, [setRequest])

  /**
   * Issue 32: a short paste made before the detectors arrived (kept in the box as a search) and an
   * Enter pressed while content waits for them. Both are settled once the detectors are there.
   */
  const [pendingPaste, setPendingPaste] = useState<string | null>(null)
  const [enterPending, setEnterPending] = useState(false)

  // Content handed to the palette lives only while it is open (D25: never stored).
  useEffect(() => {
    if (!open) {
      setSearch('')
      setRequest(null)
      setPendingPaste(null)
      setEnterPending(false)
    } else openingTool.current = false
  }, [open, setRequest])

  // Issue 21: after every keystroke the list starts at the top, where the best match is.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    list.scrollTop = 0
    const id = requestAnimationFrame(() => (list.scrollTop = 0))
    return () => cancelAnimationFrame(id)
  }, [search, request])

  // Close first, then act, so focus returns to the page before the next screen mounts.
  const run = (action: () => void) => () => {
    setOpen(false)
    action()
  }
  const go = (path: string) => run(() => navigate(path))
  /**
   * Issue 32: a tool opened from here takes the keyboard (its main input is focused by the frame,
   * focus-tool.ts), so the palette does not put focus back where it was as it closes.
   */
  const openingTool = useRef(false)
  const enterTool = (tool: ToolDefinition) => {
    openingTool.current = true
    requestToolFocus(tool.id)
  }
  /** Opens a tool with the handed content, through its input port (D25); Back returns to the source. */
  const openWith = (tool: ToolDefinition, r: DetectRequest) =>
    run(() => {
      if (r.file && tool.files) handoff.putFile(tool.id, r.file)
      else if (r.text !== undefined && tool.input) handoff.putText(tool.id, r.text)
      enterTool(tool)
      navigate(`/${tool.id}`, { state: { handoff: Date.now() } })
    })
  /** Issue 32: opens a tool on one of its features (a tab, an option, a control), without content. */
  const openFeature = (tool: ToolDefinition, feature: ToolFeature) =>
    run(() => {
      openingTool.current = true
      requestToolFocus(tool.id, feature)
      navigate(`/${tool.id}`)
    })
  /**
   * Issue 33: opens the recipe workbench at `path` (one operation, a saved recipe, Magic's steps),
   * with the handed text, if any, as its input (its port is 'recipe').
   */
  const openWorkbench = (path: string) =>
    run(() => {
      openingTool.current = true
      requestToolFocus(RECIPE_TOOL)
      if (request?.text !== undefined) handoff.putText(RECIPE_TOOL, request.text)
      navigate(path, { state: { handoff: Date.now() } })
    })
  /** D35: Send to's "Add to recipe": the step (or, without one, the text as input) goes to the workbench. */
  const addToRecipe = (text: string, step: RecipeStepOffer | undefined) =>
    run(() => {
      openingTool.current = true
      requestToolFocus(RECIPE_TOOL)
      if (step) handoff.putStep(RECIPE_TOOL, step, text)
      else handoff.putText(RECIPE_TOOL, text)
      navigate(`/${RECIPE_TOOL}`, { state: { handoff: Date.now() } })
    })
  const openTool = (tool: ToolDefinition) =>
    request && (tool.input || (request.file && tool.files))
      ? openWith(tool, request)
      : run(() => {
          enterTool(tool)
          navigate(`/${tool.id}`)
        })

  // The detectors bring parsers (YAML, GraphQL, cron, colours): loaded when the palette first
  // opens (or, with content, beside its code: detectors.ts), never with the home page (D2).
  const [detector, setDetector] = useState<DetectFn | null>(loadedDetectors)
  useEffect(() => {
    if (!open || detector) return
    loadDetectors().then(
      (d) => setDetector(() => d),
      () => undefined, // offline or a new deploy: content is still listed for a search, by hand
    )
  }, [open, detector])
  // A dropped file is matched by its type: it needs no detectors.
  const targets = useMemo(() => (request && (request.file || detector) ? detectedTargets(request, detector ?? (() => [])) : []), [request, detector])
  /**
   * Content whose targets are not known yet (and no search typed to pick a tool by hand), or a paste
   * not yet judged: an Enter waits for the detectors rather than open the first row of the list.
   */
  const detecting = (!!request && !request.file && !detector && !search) || pendingPaste !== null
  const detectedValue = (tool: ToolDefinition) => `Detected ${tool.title} ${tool.id}`

  // D36: Magic, asked in the recipe worker (loaded then, not with the palette) for a handed text;
  // an answer for a text no longer handed is dropped (D31).
  const [magic, setMagic] = useState<{ text: string; steps: Step[]; why: string } | null>(null)
  useEffect(() => {
    const text = request?.text
    setMagic(null)
    if (text === undefined || request?.file) return
    let live = true
    void askMagic(text).then((found) => {
      if (live && found) setMagic({ text, ...found })
    })
    return () => {
      live = false
    }
  }, [request])
  // The selected row: when content arrives, its best target is selected, so Enter opens it.
  const [selected, setSelected] = useState('')
  useEffect(() => {
    if (targets[0]) setSelected(detectedValue(targets[0].tool))
  }, [targets])

  // A short paste kept as a search is judged again once the detectors are there, if it is still
  // all the box holds: `1700000000` becomes content; `uuid` stays a search.
  useEffect(() => {
    if (!detector || pendingPaste === null) return
    setPendingPaste(null)
    if (search === pendingPaste && pasteVerdict(pendingPaste, detector) === 'content') {
      setSearch('')
      setRequest({ text: pendingPaste, source: 'paste' })
    }
  }, [detector, pendingPaste, search, setRequest])

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain')
    if (!text) return
    const verdict = pasteVerdict(text, detector)
    if (verdict === 'content') {
      e.preventDefault()
      setSearch('')
      setRequest({ text, source: 'paste' })
      return
    }
    // Undecided (the detectors are on their way) and all the box will hold: it goes into the box
    // as a search, to be judged again when they come.
    const box = e.currentTarget
    if (verdict === 'undecided' && box.selectionStart === 0 && box.selectionEnd === box.value.length) {
      e.preventDefault()
      setSearch(text)
      setPendingPaste(text)
    }
  }

  // An Enter pressed while content waited for the detectors (here or in the look-alike) opens the
  // best detected tool once they are there, or nothing; never the first row of the full list.
  useEffect(() => {
    if (!enterPending || detecting) return
    setEnterPending(false)
    if (request && !search) {
      const best = targets[0]
      if (best) openWith(best.tool, request)()
      return
    }
    // A search: Enter opens its best match once the list is ranked.
    const input = inputRef.current
    requestAnimationFrame(() => requestAnimationFrame(() => input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))))
    // openWith is a new closure on each render; what decides is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, detecting, request, search, targets])
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !detecting || e.nativeEvent.isComposing) return
    // cmdk leaves a key whose default is prevented alone.
    e.preventDefault()
    setEnterPending(true)
  }

  const pasteFromClipboard = async () => {
    try {
      const text = await navigator.clipboard.readText()
      if (!text) {
        toast.error('The clipboard holds no text.')
        return
      }
      setSearch('')
      setRequest({ text, source: 'clipboard' })
      setOpen(true)
    } catch {
      toast.error(CLIPBOARD_REFUSED)
    }
  }

  // Issue 33: saved recipes, read each time the palette opens (the workbench may have saved one).
  const recipes = useMemo(() => (open ? savedRecipes() : []), [open])

  const currentTool = toolById(pathname.replace(/^\//, '').split('/')[0] ?? '')
  const recentTools = recent.map(toolById).filter((t): t is ToolDefinition => !!t)
  const favoriteTools = favorites.map(toolById).filter((t): t is ToolDefinition => !!t)

  /** `tool`: the tool the item opens (a tool or one of its features), for the count of tools shown. */
  type Entry = { value: string; keywords?: string[]; onSelect: () => void; icon: ReactNode; label: ReactNode; hint?: ReactNode; group: string; tool?: string }
  const entries: Entry[] = []
  for (const category of CATEGORIES) {
    for (const tool of toolsInCategory(category.id)) {
      const Icon = tool.icon
      entries.push({
        group: category.title,
        tool: tool.id,
        value: `${tool.title} ${tool.id}`,
        keywords: toolKeywords(tool, category.title),
        onSelect: openTool(tool),
        icon: <Icon />,
        label: (
          <>
            <span className="block truncate">{tool.title}</span>
            <span className="block truncate text-xs text-muted-foreground">{tool.description}</span>
          </>
        ),
        hint: search ? category.title : undefined,
      })
    }
  }
  // Issue 32: the features inside tools, listed once a search is typed ("JSON Formatter › jq query").
  if (search) {
    for (const tool of TOOLS) {
      const Icon = tool.icon
      for (const feature of tool.features ?? []) {
        entries.push({
          group: 'Features',
          tool: tool.id,
          ...featureItem(tool, feature),
          onSelect: openFeature(tool, feature),
          icon: <Icon />,
          label: (
            <span className="block truncate">
              {tool.title} <span className="text-muted-foreground">›</span> {feature.name}
            </span>
          ),
          hint: 'Feature',
        })
      }
    }
  }
  // Issue 33: every operation, below the tools, once a search is typed ("Operation: To Hex"): it
  // opens the workbench with that one step.
  if (search) {
    for (const op of OPERATIONS) {
      entries.push({
        group: 'Operations',
        ...operationItem(op),
        onSelect: openWorkbench(operationsHref([op.id])),
        icon: <Workflow />,
        label: (
          <>
            <span className="block truncate">Operation: {op.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{op.description}</span>
          </>
        ),
        hint: OP_CATEGORIES[op.category],
      })
    }
  }
  // Issue 33: the saved recipes, run on the handed text (or the workbench's own input).
  recipes.forEach((recipe, i) =>
    entries.push({
      group: 'Recipes',
      value: `Run recipe: ${recipe.name} saved-recipe-${i}`,
      keywords: ['recipe', 'run', 'saved', ...recipe.steps.map((s) => s.op)],
      onSelect: openWorkbench(savedRecipeHref(recipe.name)),
      icon: <ListOrdered />,
      label: (
        <>
          <span className="block truncate">Run recipe: {recipe.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{stepsLabel(recipe.steps)}</span>
        </>
      ),
      hint: search ? 'Recipe' : undefined,
    }),
  )
  for (const category of CATEGORIES) {
    const tools = toolsInCategory(category.id)
    const Icon = category.icon
    if (tools[0]) entries.push({ group: 'Categories', value: `${category.title} category-${category.id}`, keywords: ['category'], onSelect: go(`/${tools[0].id}`), icon: <Icon />, label: category.title, hint: `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}` })
  }
  const action = (value: string, keywords: string[], icon: ReactNode, act: () => void) => entries.push({ group: 'Actions', value, keywords, onSelect: run(act), icon, label: value, hint: search ? 'Action' : undefined })
  action('Paste from clipboard', ['paste', 'clipboard', 'detect', 'what is this'], <ClipboardPaste />, () => void pasteFromClipboard())
  if (current) {
    action('Send result to...', ['send', 'result', 'output', 'pipe', 'chain', 'next tool'], <Forward />, () => {
      const result = current.get()
      if (!result) {
        toast.error('There is no current result to send yet')
        return
      }
      // Reopen in "send" mode once this close has gone through (a held result read back first).
      void Promise.all([textOf(result), new Promise((r) => setTimeout(r, 0))]).then(([text]) => {
        setRequest({ text, source: 'send', fromTool: current.toolId, step: current.step?.() })
        setOpen(true)
      })
    })
  }
  if (currentTool) {
    const on = favorites.includes(currentTool.id)
    action(on ? `Remove ${currentTool.title} from favourites` : `Add ${currentTool.title} to favourites`, ['favourite', 'favorite', 'star', 'pin'], on ? <StarOff /> : <Star />, () => toggle(currentTool.id))
  }
  action('Theme: Light', ['theme', 'light', 'appearance'], <Sun />, () => setTheme('light'))
  action('Theme: Dark', ['theme', 'dark', 'appearance'], <Moon />, () => setTheme('dark'))
  action('Theme: System', ['theme', 'system', 'auto', 'appearance'], <Monitor />, () => setTheme('system'))
  action('Go home', ['home', 'start', 'index'], <Home />, () => navigate('/'))
  // Issue 17: the app's own benchmark page (#/benchmarks), not a tool.
  action('Benchmark this browser', ['benchmark', 'speed', 'performance'], <Gauge />, () => navigate('/benchmarks'))
  action(OFFLINE_ACTION, ['offline', 'download', 'cache', 'install', 'no network'], <OfflineIcon />, () => void runMakeEveryToolOffline())
  if (current) {
    action('Copy current result', ['copy', 'clipboard', 'result', 'output'], <ClipboardCopy />, () => {
      const result = current.get()
      if (!result) {
        toast.error('There is no result to copy yet')
        return
      }
      copyResult(result).then(
        () => toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS }),
        () => toast.error('Could not copy to the clipboard'),
      )
    })
  }
  const render = (e: Entry) => (
    <Item key={e.value} value={e.value} keywords={e.keywords} onSelect={e.onSelect} icon={e.icon} hint={e.hint}>
      {e.label}
    </Item>
  )
  // cmdk sorts items only within their group, so while a search is typed everything is one list,
  // ranked as a whole (exact title matches first, D1), each row naming its category.
  const groups = [...new Set(entries.map((e) => e.group))]
  // The list is rendered in rank order too: cmdk sorts the rows it has, but React puts a row that
  // mounts or moves on a keystroke (an action) back where the array has it, above better matches.
  const ranked = search ? entries.map((e) => ({ e, score: rankItem(e.value, search, e.keywords) })).sort((a, b) => b.score - a.score).map((x) => x.e) : entries
  const shown = search ? new Set(entries.filter((e) => e.tool && rankItem(e.value, search, e.keywords) > 0).map((e) => e.tool)).size : TOOLS.length

  /** Favourites and Recent: a tool per row, marked with the group's icon. */
  const toolGroup = (heading: string, tools: ToolDefinition[], mark: ReactNode) =>
    tools.length > 0 ? (
      <Command.Group heading={heading}>
        {tools.map((tool) => {
          const Icon = tool.icon
          return (
            <Item key={tool.id} value={`${heading} ${tool.title} ${tool.id}`} onSelect={openTool(tool)} icon={mark}>
              <span className="inline-flex items-center gap-2">
                <Icon aria-hidden className="size-4" /> {tool.title}
              </span>
            </Item>
          )
        })}
      </Command.Group>
    ) : null

  // D36: the recipe Magic found, second in the group (the best tool keeps its place and Enter).
  const recipeRow =
    request && magic && magic.text === request.text ? (
      <Item key="magic" value={`Detected recipe ${stepsLabel(magic.steps)}`} keywords={['recipe', 'decode', 'magic']} onSelect={openWorkbench(operationsHref(magic.steps.map((s) => s.op)))} icon={<WandSparkles />}>
        <span className="block truncate">Decode with recipe: {stepsLabel(magic.steps)}</span>
        <span className="block truncate text-xs text-muted-foreground">Gives {magic.why}</span>
      </Item>
    ) : null
  // D35: "Add to recipe" in Send to: the sending tool's transform joins the workbench's steps (its
  // input comes along when the workbench is empty); a tool whose work is not an operation sends its
  // result as the workbench's input. It stands for the workbench, which is not listed twice.
  const stepOp = request?.step ? operationById(request.step.op) : undefined
  const addRow =
    request?.source === 'send' && request.text !== undefined && request.fromTool !== RECIPE_TOOL ? (
      <Item key="add-to-recipe" value={`Add to recipe ${stepOp?.name ?? ''}`} keywords={['recipe', 'add', 'step', 'chain', 'workbench', 'cyberchef']} onSelect={addToRecipe(request.text, stepOp ? request.step : undefined)} icon={<ListPlus />}>
        <span className="block truncate">{stepOp ? `Add to recipe: ${stepOp.name}` : 'Add to recipe'}</span>
        <span className="block truncate text-xs text-muted-foreground">{stepOp ? 'This step, with its settings, joins the Recipe Workbench' : "The result becomes the Recipe Workbench's input"}</span>
      </Item>
    ) : null
  const shownTargets = addRow ? targets.filter((t) => t.tool.id !== RECIPE_TOOL) : targets
  const detected =
    request && (shownTargets.length || recipeRow || addRow) ? (
      <Command.Group heading={request.source === 'send' ? 'Send to' : 'Detected'}>
        {shownTargets.flatMap(({ tool, reason }, i) => {
          const Icon = tool.icon
          const row = (
            <Item key={tool.id} value={detectedValue(tool)} keywords={toolKeywords(tool, 'detected')} onSelect={openWith(tool, request)} icon={<Icon />}>
              <span className="block truncate">{tool.title}</span>
              <span className="block truncate text-xs text-muted-foreground">{reason}</span>
            </Item>
          )
          return i === 0 ? [row, recipeRow, addRow] : [row]
        })}
        {shownTargets.length ? null : [recipeRow, addRow]}
      </Command.Group>
    ) : null

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          cmdk-dialog=""
          aria-describedby={undefined}
          className={PALETTE_BOX}
          onCloseAutoFocus={(e) => {
            // Escape puts focus back where it was (a field, a button), not on <body>; a tool
            // opened from here takes it instead.
            const back = takeReturnFocus()
            if (openingTool.current) {
              openingTool.current = false
              e.preventDefault()
            } else if (back && back.isConnected) {
              e.preventDefault()
              back.focus()
            }
          }}
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Command label={PALETTE_LABEL} filter={rankItem} vimBindings={false} loop value={selected} onValueChange={setSelected} onKeyDown={onKeyDown}>
            <div className="flex items-center border-b border-border px-3">
              <Command.Input
                ref={takeOver}
                // Focused as it mounts, in the same task as the look-alike leaves, so no key is lost.
                autoFocus
                value={search}
                onValueChange={setSearch}
                onPaste={onPaste}
                placeholder={palettePlaceholder(!!request)}
                className={PALETTE_INPUT}
              />
              <Kbd>Esc</Kbd>
            </div>
            {request ? (
              <div className="flex items-center gap-2 border-b border-border bg-muted px-3 py-1.5 text-xs text-muted-foreground" data-testid="palette-content">
                {request.file ? <FileText aria-hidden className="size-3.5" /> : <ScanSearch aria-hidden className="size-3.5" />}
                <span className="min-w-0 flex-1 truncate">{describeRequest(request)}</span>
                <button type="button" className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-border" onClick={() => setRequest(null)}>
                  <X aria-hidden className="size-3.5" /> Clear
                </button>
              </div>
            ) : null}
            <Command.List ref={listRef} className="max-h-[60vh] overflow-y-auto p-2" aria-label="Results">
              <Command.Empty className="px-3 py-8 text-center text-sm text-muted-foreground">No tools found.</Command.Empty>
              {detected}
              {search ? (
                <Command.Group heading="Results">{ranked.map(render)}</Command.Group>
              ) : (
                <>
                  {toolGroup('Favourites', favoriteTools, <Star />)}
                  {toolGroup('Recent', recentTools, <Clock />)}
                  {groups.map((g) => (
                    <Command.Group key={g} heading={g}>
                      {entries.filter((e) => e.group === g).map(render)}
                    </Command.Group>
                  ))}
                </>
              )}
            </Command.List>
            <PaletteFooter>{search ? `${shown} of ${TOOLS.length} tools` : `${TOOLS.length} tools`}</PaletteFooter>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import { Command } from 'cmdk'
import { useAtom, useAtomValue } from 'jotai'
import { ClipboardCopy, Clock, Home, Monitor, Moon, Sun } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard'
import { CATEGORIES } from '../../tools/categories'
import type { ToolDefinition } from '../../tools/define-tool'
import { TOOLS, toolById, toolsInCategory } from '../../tools/registry'
import { COPIED_TOAST, COPY_TOAST_MS } from '../../ui/copy-button'
import { Kbd } from '../../ui/kbd'
import { recentAtom } from '../recent'
import { useTheme } from '../theme/use-theme'
import { appStore, currentResultAtom, paletteOpenAtom } from '../ui-state'
import { rankItem } from './rank'

function Item({ value, keywords, onSelect, icon, children, hint }: { value: string; keywords?: string[]; onSelect: () => void; icon: ReactNode; children: ReactNode; hint?: ReactNode }) {
  return (
    <Command.Item value={value} keywords={keywords} onSelect={onSelect} className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm">
      <span className="flex size-4 shrink-0 items-center text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 flex-1">{children}</span>
      {hint ? <span className="shrink-0 text-xs text-muted-foreground">{hint}</span> : null}
    </Command.Item>
  )
}

const toolKeywords = (tool: ToolDefinition, categoryTitle: string) => [...tool.keywords, categoryTitle, tool.id]

/** DECISIONS D1: the command palette, the way into every tool and action. */
export function Palette() {
  const [open, setOpen] = useAtom(paletteOpenAtom, { store: appStore })
  const recent = useAtomValue(recentAtom, { store: appStore })
  const current = useAtomValue(currentResultAtom, { store: appStore })
  const { setTheme } = useTheme()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')

  // Ctrl/Cmd+K from anywhere, text areas and editors included (capture phase, before they see it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        e.stopPropagation()
        setOpen((o) => !o)
      }
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [setOpen])

  useEffect(() => {
    if (!open) setSearch('')
  }, [open])

  // Close first, then act, so focus returns to the page before the next screen mounts.
  const run = (action: () => void) => () => {
    setOpen(false)
    action()
  }
  const go = (path: string) => run(() => navigate(path))

  const recentTools = recent.map(toolById).filter((t): t is ToolDefinition => !!t)

  type Entry = { value: string; keywords?: string[]; onSelect: () => void; icon: ReactNode; label: ReactNode; hint?: ReactNode; group: string }
  const entries: Entry[] = []
  for (const category of CATEGORIES) {
    for (const tool of toolsInCategory(category.id)) {
      const Icon = tool.icon
      entries.push({
        group: category.title,
        value: `${tool.title} ${tool.id}`,
        keywords: toolKeywords(tool, category.title),
        onSelect: go(`/${tool.id}`),
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
  for (const category of CATEGORIES) {
    const tools = toolsInCategory(category.id)
    const Icon = category.icon
    if (tools[0]) entries.push({ group: 'Categories', value: `${category.title} category-${category.id}`, keywords: ['category'], onSelect: go(`/${tools[0].id}`), icon: <Icon />, label: category.title, hint: `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}` })
  }
  const action = (value: string, keywords: string[], icon: ReactNode, act: () => void) => entries.push({ group: 'Actions', value, keywords, onSelect: run(act), icon, label: value, hint: search ? 'Action' : undefined })
  action('Theme: Light', ['theme', 'light', 'appearance'], <Sun />, () => setTheme('light'))
  action('Theme: Dark', ['theme', 'dark', 'appearance'], <Moon />, () => setTheme('dark'))
  action('Theme: System', ['theme', 'system', 'auto', 'appearance'], <Monitor />, () => setTheme('system'))
  action('Go home', ['home', 'start', 'index'], <Home />, () => navigate('/'))
  if (current) {
    action('Copy current result', ['copy', 'clipboard', 'result', 'output'], <ClipboardCopy />, () => {
      const text = current.get()
      if (!text) {
        toast.error('❌ There is no result to copy yet')
        return
      }
      copyText(text).then(
        () => toast.success(COPIED_TOAST, { duration: COPY_TOAST_MS }),
        () => toast.error('❌ Could not copy to the clipboard'),
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

  return (
    <Command.Dialog
      open={open}
      onOpenChange={setOpen}
      label="Command palette"
      filter={rankItem}
      vimBindings={false}
      loop
      overlayClassName="fixed inset-0 z-50 bg-black/40"
      contentClassName="fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl"
    >
      <div className="flex items-center border-b border-border px-3">
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Search tools, categories and actions..."
          aria-label="Search tools, categories and actions"
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        <Kbd>Esc</Kbd>
      </div>
      <Command.List className="max-h-[60vh] overflow-y-auto p-2" aria-label="Results">
        <Command.Empty className="px-3 py-8 text-center text-sm text-muted-foreground">No tools found.</Command.Empty>
        {search ? (
          <Command.Group heading="Results">{entries.map(render)}</Command.Group>
        ) : (
          <>
            {recentTools.length > 0 ? (
              <Command.Group heading="Recent">
                {recentTools.map((tool) => {
                  const Icon = tool.icon
                  return (
                    <Item key={tool.id} value={`Recent ${tool.title} ${tool.id}`} onSelect={go(`/${tool.id}`)} icon={<Clock />}>
                      <span className="inline-flex items-center gap-2">
                        <Icon aria-hidden className="size-4" /> {tool.title}
                      </span>
                    </Item>
                  )
                })}
              </Command.Group>
            ) : null}
            {groups.map((g) => (
              <Command.Group key={g} heading={g}>
                {entries.filter((e) => e.group === g).map(render)}
              </Command.Group>
            ))}
          </>
        )}
      </Command.List>
      <div className="flex items-center gap-3 border-t border-border px-3 py-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> to move
        </span>
        <span className="inline-flex items-center gap-1">
          <Kbd>Enter</Kbd> to open
        </span>
        <span className="ml-auto">{TOOLS.length} tools</span>
      </div>
    </Command.Dialog>
  )
}

import { useAtom } from 'jotai'
import { ChevronRight, GripVertical, Star } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactElement } from 'react'
import { Link, useLocation } from 'wouter'
import { CATEGORIES } from '../../tools/categories'
import { cn } from '../../ui/cn'
import { moveAnnouncement, moveFavorite, moveFavoriteTo, useFavorites } from '../favorites'
import { summariesInCategory, summaryById, type ToolSummary } from '../../tools/summaries'
import { sidebarGroupsAtom } from '../ui-state'
import { Hint, type HintTrigger } from './hint'

const linkClass = (isActive: boolean, layout = 'block truncate') =>
  cn(
    layout,
    'rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground',
    isActive && 'bg-accent font-medium text-accent-foreground hover:bg-accent hover:text-accent-foreground',
  )

/** Whether the text of a link (or of its `data-truncates` part) is cut by `truncate`. */
const isTruncated = (el: HTMLElement | null) => {
  const part = el?.matches('[data-truncates]') ? el : el?.querySelector<HTMLElement>('[data-truncates]')
  return !!part && part.scrollWidth > part.clientWidth
}

/**
 * Issue 21: a tool name cut by the sidebar's width shows in full in a tooltip, on hover and on
 * keyboard focus; a name that fits shows none. The trigger is the link's list item (hover and
 * focus reach it from the link).
 */
function FullName({ name, children }: { name: string; children: ReactElement<HintTrigger> }) {
  return (
    <Hint content={name} side="right" when={isTruncated}>
      {children}
    </Hint>
  )
}

/** The type a favourite carries while it is dragged, so drops of anything else are ignored. */
const DRAG_TYPE = 'application/x-devtools-favorite'

/**
 * D26: the favourites, first in the sidebar. Alt+ArrowUp / Alt+ArrowDown on a focused favourite
 * moves it (the move is announced, focus stays on it); dragging one onto another moves it before
 * or after that one, whichever half it is dropped on.
 */
function FavoritesGroup({ activeId, onNavigate }: { activeId: string; onNavigate?: () => void }) {
  const { favorites, moveTo } = useFavorites()
  const tools = favorites.map(summaryById).filter((t): t is ToolSummary => !!t)
  const headingId = useId()
  const hintId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const refocus = useRef<string | null>(null)
  const [message, setMessage] = useState('')
  const [dragging, setDragging] = useState<string | null>(null)
  const [target, setTarget] = useState<{ id: string; after: boolean } | null>(null)

  // A moved link keeps the focus, even when the list re-renders around it.
  useEffect(() => {
    const id = refocus.current
    refocus.current = null
    if (id) listRef.current?.querySelector<HTMLElement>(`[data-favorite-id="${CSS.escape(id)}"]`)?.focus()
  }, [favorites])

  if (tools.length === 0) return null

  const place = (id: string, index: number) => {
    const next = moveFavoriteTo(favorites, id, index)
    moveTo(id, index)
    setMessage(moveAnnouncement(next, id))
    refocus.current = id
  }

  const onKeyDown = (e: KeyboardEvent, id: string) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
    e.preventDefault()
    const delta = e.key === 'ArrowUp' ? -1 : 1
    const next = moveFavorite(favorites, id, delta)
    if (next.indexOf(id) === favorites.indexOf(id)) {
      const title = summaryById(id)?.title ?? id
      setMessage(`${title} is already ${delta < 0 ? 'first' : 'last'} in Favourites`)
      return
    }
    place(id, next.indexOf(id))
  }

  const onDragOver = (e: DragEvent, id: string) => {
    if (!dragging || !e.dataTransfer.types.includes(DRAG_TYPE)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'move'
    const rect = e.currentTarget.getBoundingClientRect()
    const after = e.clientY > rect.top + rect.height / 2
    if (target?.id !== id || target.after !== after) setTarget({ id, after })
  }

  const onDrop = (e: DragEvent, id: string) => {
    if (!dragging || !e.dataTransfer.types.includes(DRAG_TYPE)) return
    e.preventDefault()
    const rect = e.currentTarget.getBoundingClientRect()
    const after = e.clientY > rect.top + rect.height / 2
    if (dragging !== id) {
      const rest = favorites.filter((x) => x !== dragging)
      place(dragging, rest.indexOf(id) + (after ? 1 : 0))
    }
    setDragging(null)
    setTarget(null)
  }

  return (
    <div className="mb-1">
      <div id={headingId} className="flex h-8 items-center gap-2 px-2 font-medium text-foreground">
        <Star aria-hidden className="size-4 text-muted-foreground" />
        <span className="flex-1 truncate">Favourites</span>
      </div>
      <p id={hintId} hidden>
        Alt+Arrow Up or Alt+Arrow Down moves a favourite; dragging works too.
      </p>
      <ul
        ref={listRef}
        aria-labelledby={headingId}
        className="mt-0.5 mb-1 ml-4 flex flex-col gap-0.5 border-l border-border pl-2"
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTarget(null)
        }}
      >
        {tools.map((tool) => (
          <FullName key={tool.id} name={tool.title}>
            <li
              onDragOver={(e) => onDragOver(e, tool.id)}
              onDrop={(e) => onDrop(e, tool.id)}
              className={cn(
                'rounded-md',
                dragging === tool.id && 'opacity-50',
                target?.id === tool.id && dragging !== tool.id && (target.after ? 'shadow-[0_2px_0_var(--primary)]' : 'shadow-[0_-2px_0_var(--primary)]'),
              )}
            >
              <Link
                to={`/${tool.id}`}
                aria-current={tool.id === activeId ? 'page' : undefined}
                onClick={onNavigate}
                data-favorite-id={tool.id}
                aria-describedby={hintId}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_TYPE, tool.id)
                  e.dataTransfer.effectAllowed = 'move'
                  setDragging(tool.id)
                }}
                onDragEnd={() => {
                  setDragging(null)
                  setTarget(null)
                }}
                onKeyDown={(e) => onKeyDown(e, tool.id)}
                className={linkClass(tool.id === activeId, 'group flex items-center gap-1')}
              >
                <span className="min-w-0 flex-1 truncate" data-truncates>
                  {tool.title}
                </span>
                <GripVertical aria-hidden className="size-3.5 shrink-0 cursor-grab opacity-0 group-hover:opacity-60 group-focus-visible:opacity-60" />
              </Link>
            </li>
          </FullName>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  )
}

/**
 * SPEC "Shared shell": collapsible category groups, the first open at first, each opening and
 * closing on its own; the active link highlighted; 'coming soon' entries shown but going nowhere.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const [pathname] = useLocation()
  const activeId = pathname.slice(1)
  const navRef = useRef<HTMLElement>(null)
  // Issue 21: which groups are open is kept across reloads; the first group is open at first.
  const [stored, setStored] = useAtom(sidebarGroupsAtom)
  const open = new Set(stored ?? [CATEGORIES[0].id])
  const update = (change: (open: Set<string>) => void) =>
    setStored((prev) => {
      const next = new Set(prev ?? [CATEGORIES[0].id])
      change(next)
      return [...next]
    })
  // Opening a tool (from the palette, a link or the home page) opens its group, so the active link shows.
  const activeCategory = CATEGORIES.find((c) => (c.routes as readonly string[]).includes(activeId))?.id
  useEffect(() => {
    if (activeCategory) setStored((prev) => (prev?.includes(activeCategory) ? prev : [...(prev ?? [CATEGORIES[0].id]), activeCategory]))
  }, [activeCategory, setStored])
  // ...and brings the active link into view in the sidebar.
  const activeShown = !!activeCategory && open.has(activeCategory)
  useEffect(() => {
    if (activeShown) navRef.current?.querySelector('a[aria-current="page"]')?.scrollIntoView({ block: 'nearest' })
  }, [activeId, activeShown])
  const toggle = (id: string) =>
    update((next) => {
      if (next.has(id)) next.delete(id)
      else next.add(id)
    })

  return (
    <nav ref={navRef} aria-label="Tools" className="flex flex-col gap-0.5 p-2 text-sm">
      <FavoritesGroup activeId={activeId} onNavigate={onNavigate} />
      {CATEGORIES.map((category) => {
        const tools = summariesInCategory(category.id)
        const isOpen = open.has(category.id)
        const Icon = category.icon
        const panelId = `sidebar-group-${category.id}`
        return (
          <div key={category.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => toggle(category.id)}
              className="flex h-8 w-full items-center gap-2 rounded-md px-2 text-left font-medium text-foreground hover:bg-muted"
            >
              <Icon aria-hidden className="size-4 text-muted-foreground" />
              <span className="flex-1 truncate" title={category.title}>{category.title}</span>
              <ChevronRight aria-hidden className={cn('size-4 text-muted-foreground transition-transform duration-100', isOpen && 'rotate-90')} />
            </button>
            {isOpen ? (
              <ul id={panelId} className="mt-0.5 mb-1 ml-4 flex flex-col gap-0.5 border-l border-border pl-2">
                {tools.map((tool) => (
                  <FullName key={tool.id} name={tool.title}>
                    <li>
                      <Link
                        to={`/${tool.id}`}
                        aria-current={tool.id === activeId ? 'page' : undefined}
                        onClick={onNavigate}
                        className={linkClass(tool.id === activeId)}
                        data-truncates
                      >
                        {tool.title}
                      </Link>
                    </li>
                  </FullName>
                ))}
                {category.comingSoon.map((entry) => (
                  <li key={entry.path}>
                    <a
                      aria-disabled="true"
                      role="link"
                      title="Coming soon"
                      onClick={(e) => e.preventDefault()}
                      className="flex cursor-not-allowed items-center justify-between gap-2 rounded-md px-2 py-1.5 text-muted-foreground/70"
                    >
                      <span className="truncate">{entry.title}</span>
                      <span className="shrink-0 rounded border border-border px-1 text-[10px] tracking-wide uppercase">Soon</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      })}
    </nav>
  )
}

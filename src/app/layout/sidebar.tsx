import { ChevronRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { CATEGORIES } from '../../tools/categories'
import { toolsInCategory } from '../../tools/registry'
import { cn } from '../../ui/cn'

/**
 * SPEC "Shared shell": collapsible category groups, the first open at first, each opening and
 * closing on its own; the active link highlighted; 'coming soon' entries shown but going nowhere.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation()
  const activeId = location.pathname.slice(1)
  const [open, setOpen] = useState<Set<string>>(() => {
    const initial = new Set<string>([CATEGORIES[0].id])
    const active = CATEGORIES.find((c) => (c.routes as readonly string[]).includes(activeId))
    if (active) initial.add(active.id)
    return initial
  })
  // Opening a tool (from the palette, a link or the home page) opens its group, so the active link shows.
  const activeCategory = CATEGORIES.find((c) => (c.routes as readonly string[]).includes(activeId))?.id
  useEffect(() => {
    if (activeCategory) setOpen((prev) => (prev.has(activeCategory) ? prev : new Set(prev).add(activeCategory)))
  }, [activeCategory])
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <nav aria-label="Tools" className="flex flex-col gap-0.5 p-2 text-sm">
      {CATEGORIES.map((category) => {
        const tools = toolsInCategory(category.id)
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
                  <li key={tool.id}>
                    <NavLink
                      to={`/${tool.id}`}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          'block truncate rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground',
                          isActive && 'bg-accent font-medium text-accent-foreground hover:bg-accent hover:text-accent-foreground',
                        )
                      }
                    >
                      {tool.title}
                    </NavLink>
                  </li>
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

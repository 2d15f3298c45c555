import { useAtomValue } from 'jotai'
import { ArrowRight, Lock, Sparkles, Star, Timer, Zap } from 'lucide-react'
import { Link } from 'wouter'
import { CATEGORIES } from '../../tools/categories'
import { Kbd, modKey } from '../../ui/kbd'
import { useFavorites } from '../favorites'
import { recentAtom } from '../recent'
import { summariesInCategory, summaryById, TOOL_COUNT, type ToolSummary } from '../../tools/summaries'
import { useRegistry } from '../registry-loader'
import { appStore } from '../ui-state'
import { useHomeIntake } from './intake'

const FEATURES = [
  { icon: Zap, title: 'Fast client-side processing', text: 'Heavy work runs in background workers, so the page never freezes, even on large files.' },
  { icon: Lock, title: 'Privacy first', text: 'Your data never leaves your browser unless you explicitly share it or press Send.' },
  { icon: Timer, title: 'Save time', text: 'Every tool is one keystroke away, remembers your input and works offline once loaded.' },
]

export function HomePage() {
  // D25: paste anywhere outside a field, or drop a file, and the palette says which tools take it.
  useHomeIntake()
  const recent = useAtomValue(recentAtom, { store: appStore })
    .map(summaryById)
    .filter((t): t is ToolSummary => !!t)
  const favorites = useFavorites()
    .favorites.map(summaryById)
    .filter((t): t is ToolSummary => !!t)
  // The tools' icons come with the registry (issue 17), loaded only when there are favourites or
  // recent tools to show; each icon's place is kept meanwhile, so nothing moves when they arrive.
  const registry = useRegistry(favorites.length + recent.length > 0)
  const toolIcon = (id: string, className: string) => {
    const Icon = registry?.toolById(id)?.icon
    return Icon ? <Icon aria-hidden className={className} /> : <span aria-hidden className={`inline-block ${className}`} />
  }
  // D4: counted from the registry of working tools, never a constant.
  const stats = [
    { label: 'Developer Tools', value: `${TOOL_COUNT}` },
    { label: 'Categories', value: `${CATEGORIES.length}` },
    // D27: every figure is true of the build. The app has no analytics, no trackers and no
    // cookies, and loads nothing from another site (tests/e2e/favorites.spec.ts checks it).
    { label: 'Trackers or analytics', value: '0' },
  ]
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8">
      <section className="text-center">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles aria-hidden className="size-3.5" /> {TOOL_COUNT} tools, all in your browser
        </span>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight md:text-4xl">Developer tools that never leave your browser</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Converters, formatters, hashing, encoders and more: fast, private and keyboard-first.
        </p>
      </section>

      {favorites.length > 0 ? (
        <section aria-labelledby="favorites-heading" className="mt-8">
          <h2 id="favorites-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Star aria-hidden className="size-4 fill-current text-accent-foreground" /> Favourites
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {favorites.map((tool) => (
              <li key={tool.id} className="min-w-0">
                <Link
                  to={`/${tool.id}`}
                  className="flex h-full items-start gap-3 rounded-lg border border-border p-3 transition-colors duration-100 hover:border-primary hover:bg-surface"
                >
                  {toolIcon(tool.id, 'mt-0.5 size-4 shrink-0 text-accent-foreground')}
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{tool.title}</span>
                    <span className="mt-0.5 hidden text-xs text-muted-foreground sm:line-clamp-2">{tool.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {recent.length > 0 ? (
        <section aria-labelledby="recent-heading" className="mt-8">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Recent tools
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {recent.map((tool) => (
              <li key={tool.id}>
                <Link to={`/${tool.id}`} className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted">
                  {toolIcon(tool.id, 'size-4 shrink-0 text-muted-foreground')}
                  {tool.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-label="Statistics" className="mt-8 grid gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-border bg-surface p-4 text-center">
            <div className="text-2xl font-semibold" data-testid={`stat-${s.label}`}>
              {s.value}
            </div>
            <div className="text-sm text-muted-foreground">{s.label}</div>
          </div>
        ))}
      </section>

      <section aria-label="Features" className="mt-4 grid gap-3 md:grid-cols-3">
        {FEATURES.map((f) => (
          <div key={f.title} className="rounded-lg border border-border p-4">
            <f.icon aria-hidden className="size-5 text-accent-foreground" />
            <h2 className="mt-2 font-medium">{f.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{f.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="categories-heading" className="mt-10">
        <h2 id="categories-heading" className="text-lg font-semibold">
          Categories
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((category) => {
            const tools = summariesInCategory(category.id)
            const first = tools[0]
            const body = (
              <>
                <div className="flex items-center justify-between">
                  <category.icon aria-hidden className="size-5 text-accent-foreground" />
                  <span className="text-xs text-muted-foreground">{tools.length === 1 ? '1 tool' : `${tools.length} tools`}</span>
                </div>
                <h3 className="mt-3 font-medium">{category.title}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                  {tools.length ? tools.slice(0, 3).map((t) => t.title).join(', ') : 'Coming soon'}
                </p>
              </>
            )
            return first ? (
              <Link
                key={category.id}
                to={`/${first.id}`}
                aria-label={`${category.title}: ${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}`}
                className="group rounded-lg border border-border p-4 transition-colors duration-100 hover:border-primary hover:bg-surface"
              >
                {body}
                <span className="mt-3 inline-flex items-center gap-1 text-xs font-medium text-accent-foreground">
                  Open <ArrowRight aria-hidden className="size-3.5" />
                </span>
              </Link>
            ) : (
              <div key={category.id} aria-disabled="true" className="rounded-lg border border-dashed border-border p-4 opacity-70">
                {body}
              </div>
            )
          })}
        </div>
      </section>

      <p className="mt-10 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
        Tip: press <Kbd>{modKey}</Kbd>
        <Kbd>K</Kbd> anywhere to search every tool and action.
      </p>
    </div>
  )
}

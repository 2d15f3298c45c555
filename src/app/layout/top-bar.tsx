import { Menu, Search } from 'lucide-react'
import { useSetAtom } from 'jotai'
import { Button } from '../../ui/button'
import { Kbd, modKey } from '../../ui/kbd'
import { Link } from 'wouter'
import { preloadPalette } from '../palette/palette-host'
import { ThemeToggle } from '../theme/theme-toggle'
import { drawerOpenAtom, paletteOpenAtom } from '../ui-state'

export function TopBar() {
  const openPalette = useSetAtom(paletteOpenAtom)
  const openDrawer = useSetAtom(drawerOpenAtom)
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b border-border bg-background/95 px-4 backdrop-blur">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => openDrawer(true)}>
        <Menu aria-hidden />
      </Button>
      <Link to="/" aria-label="DevTools Box home" className="flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap md:hidden">
        <img src="/favicon.svg" alt="" className="size-6" />
        <span className="hidden sm:inline">DevTools Box</span>
      </Link>
      <button
        type="button"
        onClick={() => openPalette(true)}
        // Issue 17: the palette's code loads on first use; a pointer on the box or focus starts it.
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
        aria-label="Search tools"
        aria-keyshortcuts="Control+K Meta+K"
        className="ml-auto flex h-9 w-full min-w-0 max-w-md items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm text-muted-foreground hover:bg-muted md:ml-0"
      >
        <Search aria-hidden className="size-4" />
        <span className="flex-1 text-left">Search tools...</span>
        <span className="hidden items-center gap-0.5 sm:flex">
          <Kbd>{modKey}</Kbd>
          <Kbd>K</Kbd>
        </span>
      </button>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
      </div>
    </header>
  )
}

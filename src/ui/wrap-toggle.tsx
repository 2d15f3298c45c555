import { WrapText } from 'lucide-react'
import { cn } from './cn'

/** The editors' wrap key (CodeMirror's name for it): Alt+Z, as in VS Code. */
export const WRAP_KEY = 'Alt-z'

/** Alt+Z without another modifier, whatever character the layout makes of it (Option+Z is 'Ω' on a Mac). */
export const isWrapKey = (e: { key: string; code?: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) =>
  e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && (e.code === 'KeyZ' || e.key.toLowerCase() === 'z')

/** The wrap toggle of the code editors and the diff views: one look, one name, one shortcut. */
export function WrapToggle({ wrapped, onToggle, className }: { wrapped: boolean; onToggle: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-pressed={wrapped}
      aria-label="Wrap long lines"
      aria-keyshortcuts="Alt+Z"
      title={wrapped ? 'Wrapping long lines (Alt+Z to stop)' : 'Wrap long lines (Alt+Z)'}
      onClick={onToggle}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-md border border-border bg-background/90 text-muted-foreground hover:text-foreground',
        wrapped && 'bg-accent text-accent-foreground',
        className,
      )}
    >
      <WrapText aria-hidden className="size-4" />
    </button>
  )
}

import { Star } from 'lucide-react'
import type { ToolDefinition } from '../../tools/define-tool'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Tooltip } from '../../ui/tooltip'
import { useFavorites } from '../favorites'

/** D26: the star in a tool's frame; a toggle button whose pressed state is "is a favourite". */
export function FavoriteButton({ tool, className }: { tool: ToolDefinition; className?: string }) {
  const { isFavorite, toggle } = useFavorites()
  const on = isFavorite(tool.id)
  const label = on ? 'Remove from favourites' : 'Add to favourites'
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} aria-pressed={on} onClick={() => toggle(tool.id)} className={cn('size-9', className)}>
        <Star aria-hidden className={cn(on ? 'fill-current text-accent-foreground' : 'text-muted-foreground')} />
      </Button>
    </Tooltip>
  )
}

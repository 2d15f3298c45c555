import type { ComponentType } from 'react'
import type { LucideIcon } from 'lucide-react'
import type { CategoryId } from './categories'

export type ToolDefinition = {
  /** Folder name, route slug and palette value: `#/<id>`. */
  id: string
  title: string
  description: string
  category: CategoryId
  /** What people type to find the tool: algorithm names, file types, synonyms. */
  keywords: string[]
  icon: LucideIcon
  /** The screen, loaded lazily as its own chunk (DECISIONS D2). */
  load: () => Promise<{ default: ComponentType }>
  /** localStorage entry `devtools-<storageId>` (SPEC section 3); absent if the tool persists nothing. */
  storageId?: string
}

/** Declares a tool; `index.ts` files hold only this metadata, never heavy imports. */
export function defineTool(definition: ToolDefinition): ToolDefinition {
  return definition
}

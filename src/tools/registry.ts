import { CATEGORIES, SPEC_ROUTES, type Category } from './categories'
import type { ToolDefinition } from './define-tool'

/**
 * Every tool, collected from `src/tools/<id>/index.ts` (metadata only; each screen stays a lazy
 * chunk) and ordered by category, then by SPEC's route order.
 */
const modules = import.meta.glob<{ default: ToolDefinition }>('./*/index.ts', { eager: true })

const order = (id: string) => {
  const i = SPEC_ROUTES.indexOf(id)
  return i === -1 ? Number.MAX_SAFE_INTEGER : i
}

export const TOOLS: readonly ToolDefinition[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => order(a.id) - order(b.id))

const byId = new Map(TOOLS.map((t) => [t.id, t]))

export const toolById = (id: string): ToolDefinition | undefined => byId.get(id)

export const toolsInCategory = (category: Category['id']): ToolDefinition[] => TOOLS.filter((t) => t.category === category)

export const categoryOf = (tool: ToolDefinition): Category => CATEGORIES.find((c) => c.id === tool.category)!

/** D4: the home page's count comes from here, never from a constant. */
export const TOOL_COUNT = TOOLS.length

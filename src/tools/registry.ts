import { bySpecOrder, CATEGORIES, type Category } from './categories'
import type { ToolDefinition } from './define-tool'

/**
 * Every tool, collected from `src/tools/<id>/index.ts` (metadata only; each screen stays a lazy
 * chunk) and ordered by category, then by SPEC's route order. The first paint does not load this
 * module (issue 17): it reads the same files' ids, titles, descriptions and categories through
 * summaries.ts.
 */
const modules = import.meta.glob<{ default: ToolDefinition }>('./*/index.ts', { eager: true })

export const TOOLS: readonly ToolDefinition[] = Object.values(modules)
  .map((m) => m.default)
  .sort(bySpecOrder)

const byId = new Map(TOOLS.map((t) => [t.id, t]))

export const toolById = (id: string): ToolDefinition | undefined => byId.get(id)

export const toolsInCategory = (category: Category['id']): ToolDefinition[] => TOOLS.filter((t) => t.category === category)

export const categoryOf = (tool: ToolDefinition): Category => CATEGORIES.find((c) => c.id === tool.category)!

/** D4: the home page's count comes from here, never from a constant. */
export const TOOL_COUNT = TOOLS.length

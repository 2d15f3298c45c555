import { bySpecOrder, type CategoryId } from './categories'
import type { ToolDefinition } from './define-tool'

/**
 * The tools as the first paint shows them (the sidebar, the home page, a tool's title while its frame
 * loads): id, title, description and category, in the registry's order. Issue 17: these are read from
 * each tool's own `index.ts` at build time (`?summary`, scripts/tool-summaries-plugin.ts), so the home
 * page carries four strings per tool instead of the registry (every tool's keywords, icon, screen
 * loader and input port), which loads with the palette, a tool, or the home page's favourites.
 */
export type ToolSummary = Pick<ToolDefinition, 'id' | 'title' | 'description' | 'category'>

const modules = import.meta.glob<ToolSummary>('./*/index.ts', { eager: true, query: '?summary', import: 'default' })

export const TOOL_SUMMARIES: readonly ToolSummary[] = Object.values(modules).sort(bySpecOrder)

const byId = new Map(TOOL_SUMMARIES.map((t) => [t.id, t]))

export const summaryById = (id: string): ToolSummary | undefined => byId.get(id)

export const summariesInCategory = (category: CategoryId): ToolSummary[] => TOOL_SUMMARIES.filter((t) => t.category === category)

/** D4: the home page's count, from the tools themselves, never a constant. */
export const TOOL_COUNT = TOOL_SUMMARIES.length

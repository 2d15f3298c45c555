import type { ToolDefinition, ToolFeature } from '../../tools/define-tool'

/**
 * How tools and their features become palette items (palette.tsx), the same for the corpus test
 * (rank.corpus.test.ts). A tool's value is its title and id; its keywords its own, then its
 * category's title and its id, which rank.ts weighs as context.
 */
export const toolKeywords = (tool: ToolDefinition, categoryTitle: string) => [...tool.keywords, categoryTitle, tool.id]

/**
 * Issue 32: a feature is an item of its own, titled by its name (`jq query`), with its keywords,
 * then its tool's title and an id of its own as context: `jq` finds the feature first, `json` the
 * tool.
 */
export function featureItem(tool: ToolDefinition, feature: ToolFeature): { value: string; keywords: string[] } {
  const id = `${tool.id}-${feature.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`
  return { value: `${feature.name} ${id}`, keywords: [...feature.keywords, tool.title, id] }
}

export { operationItem } from '../../ops/item'

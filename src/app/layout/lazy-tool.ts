import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ToolDefinition } from '../../tools/define-tool'

const cache = new Map<string, LazyExoticComponent<ComponentType>>()

/** One React.lazy per tool, so revisiting a tool does not reload or remount its chunk. */
export function lazyTool(tool: ToolDefinition): LazyExoticComponent<ComponentType> {
  let c = cache.get(tool.id)
  if (!c) cache.set(tool.id, (c = lazy(tool.load)))
  return c
}

/** Forgets a tool's lazy screen, so a chunk that failed to load is fetched again after Reset. */
export function forgetTool(id: string) {
  cache.delete(id)
}

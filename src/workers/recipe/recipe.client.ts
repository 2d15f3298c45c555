import { createWorkerClient } from '../core/create-worker-client'
import type { RecipeApi } from './recipe.impl'

/** The one `recipe` worker (operations, recipes, streaming, Magic), started on first use; a call's AbortSignal ends it. */
export const recipeClient = createWorkerClient<RecipeApi>(
  () => new Worker(new URL('./recipe.worker.ts', import.meta.url), { type: 'module', name: 'recipe' }),
)

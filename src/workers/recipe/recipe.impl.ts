import type { Step } from '../../ops/types'
import type { ProgressFn } from '../core/types'
import { magic, type MagicProposal } from './magic'
import type { Value } from './op-impl'
import { runRecipe, streamRecipe, type RunResult, type StreamInput, type StreamResult } from './runner'

/** The `recipe` engine (D35): runs recipes on a value or streams them over a file, in its worker. */
export const recipeApi = {
  run: ({ steps, input }: { steps: Step[]; input: Value }): Promise<RunResult> => runRecipe(steps, input),
  stream: (input: StreamInput, progress?: ProgressFn): Promise<StreamResult> => streamRecipe(input, progress),
  /** D36: the recipes that decode a blob, best first (none for content that is already plain), within `timeMs` (default 400). */
  magic: ({ input, timeMs, max }: { input: Value; timeMs?: number; max?: number }): Promise<MagicProposal[]> => magic(input, { timeMs, max }),
}

export type RecipeApi = typeof recipeApi

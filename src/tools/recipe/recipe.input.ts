import { inputPort } from '../define-tool'
import type { RecipeState } from './recipe.logic'
import { recipeAtom } from './recipe.state'

/** D25: a text sent to the workbench becomes its input; the recipe runs on it live (no main action to run). */
export default inputPort<RecipeState>(recipeAtom, (s, text) => ({ ...s, input: text }))

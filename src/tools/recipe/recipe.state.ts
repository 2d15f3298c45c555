import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'
import { DEFAULTS, sharePayload, validateState } from './recipe.logic'

/** Persisted as `devtools-recipe`: the steps, the text input and the "Include input" choice (never a file). */
export const recipeAtom = toolAtom('recipe', DEFAULTS, { validate: validateState })

/**
 * D32: a link carries the steps, and the input only when "Include input" is ticked. An opened
 * link keeps the receiver's own input when it carries none (a recipe is shared to be run on one's
 * own data), and their own "Include input" choice.
 */
export const recipeShare = defineShare(recipeAtom, { pick: sharePayload, keep: ['input', 'includeInput'] })

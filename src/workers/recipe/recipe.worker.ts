import { exposeEngine } from '../core/expose'
import { recipeApi } from './recipe.impl'

exposeEngine(recipeApi)

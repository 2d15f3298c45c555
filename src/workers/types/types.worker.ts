import { exposeEngine } from '../core/expose'
import { typesApi } from './types.impl'

exposeEngine(typesApi)

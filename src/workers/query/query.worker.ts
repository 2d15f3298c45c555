import { exposeEngine } from '../core/expose'
import { queryApi } from './query.impl'

exposeEngine(queryApi)

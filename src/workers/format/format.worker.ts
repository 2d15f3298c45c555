import { exposeEngine } from '../core/expose'
import { formatApi } from './format.impl'

exposeEngine(formatApi)

import { exposeEngine } from '../core/expose'
import { convertApi } from './convert.impl'

exposeEngine(convertApi)

import { exposeEngine } from '../core/expose'
import { lintApi } from './lint.impl'

exposeEngine(lintApi)

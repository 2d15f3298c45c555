import { exposeEngine } from '../core/expose'
import { diffApi } from './diff.impl'

exposeEngine(diffApi)

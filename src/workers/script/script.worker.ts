import { exposeEngine } from '../core/expose'
import { scriptApi } from './script.impl'

exposeEngine(scriptApi)

import { exposeEngine } from '../core/expose'
import { regexApi } from './regex.impl'

exposeEngine(regexApi)

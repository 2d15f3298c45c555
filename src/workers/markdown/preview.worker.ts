import { exposeEngine } from '../core/expose'
import { markdownApi } from './preview.impl'

exposeEngine(markdownApi)

import { exposeEngine } from '../core/expose'
import { faviconApi } from './favicon.impl'

exposeEngine(faviconApi)

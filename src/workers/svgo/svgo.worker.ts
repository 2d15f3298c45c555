import { exposeEngine } from '../core/expose'
import { svgoApi } from './svgo.impl'

exposeEngine(svgoApi)

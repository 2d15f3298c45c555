import { exposeEngine } from '../core/expose'
import { codecApi } from './codec.impl'

exposeEngine(codecApi)

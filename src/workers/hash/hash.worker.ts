import { exposeEngine } from '../core/expose'
import { hashApi } from './hash.impl'

exposeEngine(hashApi)

import { exposeEngine } from '../core/expose'
import { figletApi } from './figlet.impl'

exposeEngine(figletApi)

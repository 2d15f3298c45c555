import { exposeEngine } from '../core/expose'
import { bcryptApi } from './bcrypt.impl'

exposeEngine(bcryptApi)

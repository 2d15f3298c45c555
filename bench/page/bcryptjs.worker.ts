import { exposeEngine } from '../../src/workers/core/expose'
import { bcryptjsApi } from './bcryptjs.impl'

exposeEngine(bcryptjsApi)

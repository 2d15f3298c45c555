import { exposeEngine } from '../core/expose'
import { createHolder } from './held.impl'

const { held: _held, ...api } = createHolder()
exposeEngine(api)

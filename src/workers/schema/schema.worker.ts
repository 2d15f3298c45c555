import { exposeEngine } from '../core/expose'
import { schemaApi } from './schema.impl'

exposeEngine(schemaApi)

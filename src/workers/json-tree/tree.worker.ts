import { exposeEngine } from '../core/expose'
import { treeApi } from './tree.impl'

exposeEngine(treeApi)

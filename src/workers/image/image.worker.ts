import { exposeEngine } from '../core/expose'
import { imageApi } from './image.impl'

exposeEngine(imageApi)

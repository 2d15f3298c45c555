import { exposeEngine } from '../core/expose'
import { qrApi } from './qr.impl'

exposeEngine(qrApi)

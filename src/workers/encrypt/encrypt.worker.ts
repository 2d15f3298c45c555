import { exposeEngine } from '../core/expose'
import { encryptApi } from './encrypt.impl'

exposeEngine(encryptApi)

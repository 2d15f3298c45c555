import { exposeEngine } from '../core/expose'
import { fakeApi } from './fake.impl'

exposeEngine(fakeApi)

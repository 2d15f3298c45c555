import { inputPort } from '../define-tool'
import type { CronState } from './cron.logic'
import { cronAtom } from './cron.state'

/** D25: a text becomes the cron expression; Parse runs once (it also fills the builder's fields). */
export default inputPort<CronState>(cronAtom, (s, text) => ({ ...s, expression: text.trim() }), { run: true, restore: { skip: 'live: the description and next runs follow the expression as it is' } })

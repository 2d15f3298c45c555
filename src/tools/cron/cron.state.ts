import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './cron.logic'

/**
 * SPEC lists no stored state for the cron tool; we keep the expression and the time-zone choice as
 * `devtools-cron-designer` {expression, timeZone} so a reload reopens the schedule being designed.
 */
export const cronAtom = toolAtom('cron-designer', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const cronShare = shareFields(cronAtom, ['expression', 'timeZone'])

import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './fake-data.logic'

/** Persisted as `devtools-fake-data` {fields, count, locale, format, table, seed}; the output is not stored. */
export const fakeDataAtom = toolAtom('fake-data', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the settings, none of them secret (the output is not sent). */
export const fakeDataShare = shareFields(fakeDataAtom, ['fields', 'count', 'locale', 'format', 'table', 'seed'])

import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './csv-json.logic'

/** Persisted as `devtools-csv-json` {csvInput, jsonInput, hasHeaders}: what the user typed and chose. */
export const csvJsonAtom = toolAtom('csv-json', DEFAULTS)

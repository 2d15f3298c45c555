import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, type Direction } from './csv-json.logic'

/** Persisted as `devtools-csv-json` {csvInput, jsonInput, hasHeaders, inferTypes, flatten}: what the user typed and chose. */
export const csvJsonAtom = toolAtom('csv-json', DEFAULTS)

/** What a Share link carries (D32). */
export const csvJsonShare = shareFields(csvJsonAtom, ['csvInput', 'jsonInput', 'hasHeaders', 'inferTypes', 'flatten'])

/** The open tab: in memory only, CSV to JSON on open. */
export const csvJsonTabAtom = atom<Direction>('toJson')

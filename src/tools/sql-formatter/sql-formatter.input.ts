import { filled, inputPort } from '../define-tool'
import type { SqlFormatterState } from './sql-formatter.logic'
import { sqlFormatterAtom } from './sql-formatter.state'

/** D25: a text becomes the SQL input (dialect and options stay); Format runs once. */
export default inputPort<SqlFormatterState>(sqlFormatterAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })

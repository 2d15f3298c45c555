import { inputPort } from '../define-tool'
import { acceptText, type UnitConverterState } from './unit-converter.logic'
import { unitConverterAtom } from './unit-converter.state'

/** D25: "5 km", "12px", "3.5 GiB", "72 °F" open that quantity with the value in that unit's field; it converts live. */
export default inputPort<UnitConverterState>(unitConverterAtom, acceptText)

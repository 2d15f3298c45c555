import { inputPort } from '../define-tool'
import { acceptText, type FakeState } from './fake-data.logic'
import { fakeDataAtom } from './fake-data.state'

/**
 * D25: a sample record (a JSON object, or an array of them) or a CSV header (with a first row)
 * becomes the fields, typed from the values and names; the output follows live for small counts.
 */
export default inputPort<FakeState>(fakeDataAtom, acceptText)

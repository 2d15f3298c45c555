import { inputPort, withSide } from '../define-tool'
import { acceptText, type QrState } from './qr-code.logic'
import { qrAtom, qrTabAtom, type QrTab } from './qr-code.state'

export const qrPortAtom = withSide(qrAtom, qrTabAtom)

/** D25: a web address becomes the URL payload, any other text the Text payload; the code draws live. */
export default inputPort<QrState & { side: QrTab }>(qrPortAtom, (s, text) => ({ ...acceptText(s, text), side: 'create' }))

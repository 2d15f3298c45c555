import { inputPort } from '../define-tool'
import type { WebhookState } from './webhook.logic'
import { webhookAtom } from './webhook.state'

/** D25: a text becomes the payload (URL, headers and signing stay). Nothing is sent until the user presses Send. */
export default inputPort<WebhookState>(webhookAtom, (s, text) => ({ ...s, payload: text }))

import { inputPort } from '../define-tool'
import { x509TextAtom } from './x509.state'

/** D25: a pasted certificate, chain, key, CSR or CRL becomes the input (a private key in memory only); it parses live. */
export default inputPort<string>(x509TextAtom, (_, text) => text)

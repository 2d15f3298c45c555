import { inputPort } from '../define-tool'
import { acceptText, type SubnetState } from './subnet.logic'
import { subnetAtom } from './subnet.state'

/** D25: one address, CIDR or range becomes the main field; a list of them goes to Summarise. Everything follows live (D31). */
export default inputPort<SubnetState>(subnetAtom, acceptText)

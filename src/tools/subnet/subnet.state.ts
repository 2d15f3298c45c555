import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './subnet.logic'

/**
 * Stored as `devtools-subnet-calculator`: the address or network, the open tab and its options, the
 * address to compare and the list to summarise. Addresses are not secrets (D3), so all of it is kept.
 */
export const subnetAtom = toolAtom('subnet-calculator', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): what is on screen; nothing here is private. */
export const subnetShare = shareFields(subnetAtom, ['input', 'tab', 'splitMode', 'count', 'prefix', 'hosts', 'compare', 'list'])

import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './dns.logic'

/** Persisted as `devtools-dns-lookup` {domain, type, provider} (SPEC section 3); answers are not kept. */
export const dnsAtom = toolAtom('dns-lookup', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const dnsShare = shareFields(dnsAtom, ['domain', 'type', 'provider'])

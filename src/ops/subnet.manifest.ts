import { defineOperation } from './types'

/** The subnet calculator's text transforms (issue 34, D34); their code is src/lib/subnet.ts, as the screen's. */
export default [
  defineOperation({
    id: 'cidr-to-range',
    name: 'CIDR to IP Range',
    category: 'network',
    description: 'Writes each line\'s CIDR, address or range as its first and last address: 10.0.0.0/24 becomes 10.0.0.0 - 10.0.0.255 (IPv4 and IPv6).',
    keywords: ['cidr', 'ip range', 'subnet', 'netmask', 'first last address', 'ipv4', 'ipv6'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'summarise-ip-ranges',
    name: 'Summarise IP Ranges',
    category: 'network',
    description: 'Merges a list of addresses, CIDRs and ranges (one a line, or comma-separated) into the fewest CIDRs that cover them, IPv4 first, as Python\'s collapse_addresses does.',
    keywords: ['summarise', 'summarize', 'aggregate', 'collapse', 'supernet', 'merge cidr', 'route summarisation', 'ip list'],
    input: 'text',
    output: 'text',
  }),
  defineOperation({
    id: 'expand-cidr',
    name: 'Expand CIDR to Addresses',
    category: 'network',
    description: 'Lists every address of the CIDRs and ranges given, one a line; at most 65,536 addresses in all (a /16 of IPv4, a /112 of IPv6).',
    keywords: ['expand cidr', 'list addresses', 'enumerate ips', 'hosts', 'ip list', 'subnet'],
    input: 'text',
    output: 'text',
  }),
]

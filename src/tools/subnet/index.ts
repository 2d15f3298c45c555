import { EthernetPort } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'subnet',
  title: 'IP Subnet Calculator',
  description: 'IPv4 and IPv6 subnets: CIDR, netmask, range and hosts; split (VLSM), compare, summarise, classify.',
  category: 'api',
  keywords: ['subnet', 'cidr', 'ip', 'ipv4', 'ipv6', 'netmask', 'wildcard', 'network', 'broadcast', 'ip range', 'vlsm', 'supernet', 'summarise', 'summarize', 'aggregate', 'ip calculator', 'private ip', 'hosts'],
  icon: EthernetPort,
  load: () => import('./subnet'),
  input: () => import('./subnet.input'),
  storageId: 'subnet-calculator',
  features: [
    { name: 'Split into subnets (VLSM)', keywords: ['vlsm', 'split subnet', 'divide network', 'subnetting', 'host counts'], select: ['Split'] },
    { name: 'Overlap of two ranges', keywords: ['overlap', 'contains', 'cidr overlap', 'ip in range', 'subnet of'], select: ['Compare'] },
    { name: 'Summarise IP ranges', keywords: ['summarise', 'summarize', 'aggregate cidr', 'collapse', 'merge ranges', 'supernet'], select: ['Summarise'] },
  ],
})

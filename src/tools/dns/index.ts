import { Network } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'dns',
  title: 'DNS Lookup',
  description: 'Look up A, AAAA, CNAME, MX, TXT, NS, SOA, CAA, SRV and PTR records over DNS-over-HTTPS (Cloudflare or Google).',
  category: 'devops',
  keywords: ['dns', 'lookup', 'nslookup', 'dig', 'doh', 'dns over https', 'mx', 'txt', 'cname', 'ptr', 'reverse dns', 'cloudflare', 'google', 'resolver'],
  icon: Network,
  load: () => import('./dns'),
  input: () => import('./dns.input'),
  storageId: 'dns-lookup',
})

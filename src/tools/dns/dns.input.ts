import { inputPort } from '../define-tool'
import type { DnsState } from './dns.logic'
import { dnsAtom } from './dns.state'

/** The host of an http(s) address (`https://example.com/a` → `example.com`); any other text as it is, trimmed. */
function domainOf(text: string): string {
  const t = text.trim()
  if (!/^https?:\/\//i.test(t)) return t
  try {
    return new URL(t).hostname || t
  } catch {
    return t
  }
}

/** D25: a text becomes the domain (record type and provider stay). Nothing is looked up until the user presses Lookup. */
export default inputPort<DnsState>(dnsAtom, (s, text) => ({ ...s, domain: domainOf(text) }))

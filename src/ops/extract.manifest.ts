import { defineOperation, type ArgDef } from './types'

/** Extractors, as CyberChef has them: what they find in a text, one per line, in the order found. */

const LIST_ARGS: readonly ArgDef[] = [
  { key: 'unique', label: 'Unique (first of each)', type: 'toggle', default: false },
  { key: 'sort', label: 'Sort', type: 'toggle', default: false },
]

export default [
  defineOperation({
    id: 'extract-ip-addresses',
    name: 'Extract IP addresses',
    category: 'network',
    description: 'Finds the IPv4 (dotted quad, each part 0-255) and IPv6 addresses (RFC 4291 text forms) in a text, one per line.',
    keywords: ['ip address', 'ipv4', 'ipv6', 'find ip', 'grep ip', 'ioc'],
    input: 'text',
    output: 'text',
    args: [
      { key: 'ipv4', label: 'IPv4', type: 'toggle', default: true },
      { key: 'ipv6', label: 'IPv6', type: 'toggle', default: true },
      ...LIST_ARGS,
    ],
  }),
  defineOperation({
    id: 'extract-email-addresses',
    name: 'Extract email addresses',
    category: 'network',
    description: 'Finds the email addresses (local part @ domain of dotted labels) in a text, one per line.',
    keywords: ['email', 'e-mail', 'find email', 'grep email', 'mail address'],
    input: 'text',
    output: 'text',
    args: LIST_ARGS,
  }),
  defineOperation({
    id: 'extract-urls',
    name: 'Extract URLs',
    category: 'network',
    description: 'Finds the URLs (scheme://host[:port][/path]) in a text, one per line; a full stop or comma that ends a sentence is left out.',
    keywords: ['url', 'links', 'find urls', 'grep url', 'http links'],
    input: 'text',
    output: 'text',
    args: LIST_ARGS,
  }),
  defineOperation({
    id: 'extract-domains',
    name: 'Extract domains',
    category: 'network',
    description: 'Finds the domain names (dotted labels ending in a top-level domain of letters) in a text, one per line.',
    keywords: ['domain', 'hostname', 'find domains', 'grep domain', 'fqdn'],
    input: 'text',
    output: 'text',
    args: LIST_ARGS,
  }),
]

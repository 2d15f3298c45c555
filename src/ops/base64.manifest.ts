import { defineOperation } from './types'

/** Base64 (RFC 4648 sections 4 and 5): the exemplar family; the Base64 tool's own code runs it. */
export default [
  defineOperation({
    id: 'to-base64',
    name: 'To Base64',
    category: 'encoding',
    description: 'Bytes as Base64 (RFC 4648): the standard alphabet with padding, or the URL-safe one without.',
    keywords: ['base64 encode', 'encode base64', 'btoa', 'base64url'],
    input: 'bytes',
    output: 'text',
    args: [{ key: 'alphabet', label: 'Alphabet', type: 'select', default: 'standard', options: [{ value: 'standard', label: 'Standard (+/ and =)' }, { value: 'url', label: 'URL-safe (-_ , no padding)' }] }],
    inverse: 'from-base64',
    stream: true,
  }),
  defineOperation({
    id: 'from-base64',
    name: 'From Base64',
    category: 'encoding',
    description: 'Base64 to bytes: standard or URL-safe, padded or not, line breaks and spaces ignored (WHATWG forgiving-base64).',
    keywords: ['base64 decode', 'decode base64', 'atob', 'base64url decode'],
    input: 'text',
    output: 'bytes',
    inverse: 'to-base64',
    stream: true,
    decodes: true,
  }),
]

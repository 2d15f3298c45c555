import { CODE_LANGUAGES } from '../lib/curl-to-code/languages'
import { defineOperation } from './types'

/** A cURL command written as a program (issue 35 item 5): the same generators as the cURL Builder's Code tab. */
export default [
  defineOperation({
    id: 'curl-to-code',
    name: 'cURL to Code',
    category: 'network',
    description: "Writes a cURL command (bash, Windows cmd's ^ quoting or PowerShell) as fetch, axios, undici, Python requests, Go, PHP, Java, C#, Rust or raw HTTP.",
    keywords: ['curl to code', 'curl converter', 'curl to python', 'curl to fetch', 'curl to go', 'requests', 'http client'],
    input: 'text',
    output: 'text',
    args: [{ key: 'language', label: 'Language', type: 'select', default: 'python', options: CODE_LANGUAGES.map((l) => ({ value: l.id, label: l.label })) }],
  }),
]

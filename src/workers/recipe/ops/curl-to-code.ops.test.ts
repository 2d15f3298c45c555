import { describe, expect, it } from 'vitest'
import { requestToCode } from '../../../lib/curl-to-code'
import { opError, run } from './op-test-kit'

describe('cURL to Code', () => {
  it('writes the command in the chosen language, with the screen generators (Python by default)', async () => {
    const cmd = `curl -X PUT 'https://e.com/a' -H 'Content-Type: application/json' -d '{"a":1}'`
    const req = { method: 'PUT', url: 'https://e.com/a', headers: [['Content-Type', 'application/json']] as [string, string][], body: '{"a":1}', user: null }
    expect(await run('curl-to-code', cmd)).toBe(requestToCode(req, 'python'))
    expect(await run('curl-to-code', cmd, { language: 'go' })).toBe(requestToCode(req, 'go'))
    expect(await run('curl-to-code', 'curl ^"https://e.com/a^" -X PUT -H ^"Content-Type: application/json^" -d ^"^{^\\^"a^\\^":1^}^"', { language: 'http' })).toBe(
      'PUT /a HTTP/1.1\r\nHost: e.com\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}',
    )
  })

  it("says why a command cannot be read, in the parser's words", async () => {
    expect(await opError('curl-to-code', 'wget https://e.com')).toBe('The command must start with curl')
    expect(await opError('curl-to-code', "curl 'https://e.com")).toBe('A single quote is not closed')
    expect(await opError('curl-to-code', 'curl -s')).toBe('No URL found in the command')
  })
})

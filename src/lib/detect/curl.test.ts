import { describe, expect, it } from 'vitest'
import { curl } from './curl'
import { sampleOf } from './index'

const run = (text: string) => curl(sampleOf(text))

describe('curl detector', () => {
  it('reads the method and URL, for the REST Client first and the cURL Builder second', () => {
    const found = run(`curl -X POST https://api.example.com/x \\\n  -H "Content-Type: application/json" \\\n  -d '{"a":1}'`)
    expect(found).toEqual([
      { toolId: 'rest-client', confidence: 0.99, reason: 'cURL command: POST https://api.example.com/x', kind: 'curl' },
      { toolId: 'curl', confidence: 0.9, reason: 'cURL command: POST https://api.example.com/x', kind: 'curl' },
    ])
  })

  it('reads Chrome\'s "Copy as cURL" for bash and for cmd, and a shell prompt', () => {
    expect(run(`curl 'https://api.example.com/v2/orders?limit=25' \\\n  -H 'accept: application/json' \\\n  --compressed`)[0]!.reason).toBe('cURL command: GET https://api.example.com/v2/orders?limit=25')
    expect(run('curl ^"https://api.example.com/v1/items^" ^\n  -H ^"accept: application/json^"')[0]!.reason).toBe('cURL command: GET https://api.example.com/v1/items')
    expect(run('$ curl -d a=1 https://x.test/p')[0]!.reason).toBe('cURL command: POST https://x.test/p')
  })

  it('still recognises a command it cannot read, and a raw HTTP request', () => {
    expect(run('curl -H "X: 1" "https://x.test/a')[0]).toMatchObject({ toolId: 'rest-client', reason: 'cURL command: https://x.test/a' })
    expect(run('GET /v1/users?page=2 HTTP/1.1\nHost: api.example.com\nAccept: */*')[0]).toMatchObject({ toolId: 'rest-client', reason: 'HTTP request: GET /v1/users?page=2', kind: 'http-request' })
  })

  it('near misses: the word curl in prose, other tools', () => {
    expect(run('curling is a winter sport')).toEqual([])
    expect(run('curl')).toEqual([])
    expect(run('wget https://example.com/file.tar.gz')).toEqual([])
    expect(run('GET the milk on the way home')).toEqual([])
  })
})

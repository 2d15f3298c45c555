import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { url } from './url'

const run = (text: string) => url(sampleOf(text))

describe('url detector', () => {
  it('names the host, path and query, for the URL encoder first and the REST Client second', () => {
    const found = run('https://www.google.com/search?q=jotai+atom&ie=UTF-8')
    expect(found).toEqual([
      { toolId: 'url-encode', confidence: 0.88, reason: 'URL: www.google.com/search, 2 query parameters', kind: 'url' },
      { toolId: 'rest-client', confidence: 0.65, reason: 'URL: www.google.com/search, 2 query parameters', kind: 'url' },
      { toolId: 'qr-code', confidence: 0.5, reason: 'URL: www.google.com/search, 2 query parameters', kind: 'url' },
    ])
    expect(run('https://example.com/a%20b')[0]!.reason).toBe('URL: example.com/a%20b, percent-encoded')
  })

  it('reads database URLs (no REST Client) and lists of URLs', () => {
    expect(run('postgres://u:p%40ss@db:5432/app').map((d) => d.toolId)).toEqual(['url-encode'])
    expect(run('https://a.com/1\nhttps://a.com/2')[0]!.reason).toBe('2 URLs (a.com, …)')
  })

  it('near misses: a URL inside a sentence, no scheme, a broken URL', () => {
    expect(run('See https://example.com for details')).toEqual([])
    expect(run('example.com/path')).toEqual([])
    expect(run('http://')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { percent } from './percent'

const run = (text: string) => percent(sampleOf(text))

describe('percent detector', () => {
  it('decodes percent-encoded text for the reason', () => {
    expect(run('Hello%2C%20World%21')).toEqual([{ toolId: 'url-encode', confidence: 0.9, reason: 'Percent-encoded text: “Hello, World!”', kind: 'percent' }])
    expect(run('caf%C3%A9+au+lait')[0]!.reason).toBe('Percent-encoded text: “café au lait”')
  })

  it('reads a query string without escapes', () => {
    expect(run('page=2&per_page=50&sort=created')[0]).toMatchObject({ reason: 'Query string, 3 parameters', kind: 'query-string' })
  })

  it('still offers percent-encoding that is not UTF-8, with less confidence', () => {
    const [d] = run('caf%E9%20cr%E8me')
    expect(d!.reason).toBe('Percent-encoded, not UTF-8 (3 escapes)')
    expect(d!.confidence).toBeLessThan(0.6)
  })

  it('near misses: percentages, prose with one escape, whole URLs (url.ts), a single pair', () => {
    expect(run('100% sure, 50% done')).toEqual([])
    expect(run('Please rename the file to report%20final.pdf before you send it to the team')).toEqual([])
    expect(run('https://example.com/?q=a%20b')).toEqual([])
    expect(run('a=1')).toEqual([])
  })
})

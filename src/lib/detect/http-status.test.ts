import { describe, expect, it } from 'vitest'
import { httpStatus } from './http-status'
import { sampleOf } from './index'

const run = (text: string) => httpStatus(sampleOf(text))

describe('http-status detector', () => {
  it('names a bare code from 100 to 599', () => {
    expect(run('404')).toEqual([{ toolId: 'http-status', confidence: 0.9, reason: 'HTTP 404 Not Found', kind: 'http-status' }])
    expect(run('418')[0]!.reason).toBe("HTTP 418 I'm a teapot")
    expect(run('299')[0]).toMatchObject({ reason: 'HTTP status 299? (not registered)', confidence: 0.5 })
  })

  it('reads a code with its phrase and a response status line', () => {
    expect(run('503 Service Unavailable')[0]!.reason).toBe('HTTP 503 Service Unavailable')
    expect(run('HTTP/1.1 429 Too Many Requests\nRetry-After: 120\n\n{}')[0]!.reason).toBe('HTTP response, status 429 Too Many Requests')
    expect(run('HTTP/2 401')[0]!.reason).toBe('HTTP response, status 401 Unauthorized')
  })

  it('near misses: numbers outside 100-599, other lengths, a code with the wrong phrase', () => {
    expect(run('99')).toEqual([])
    expect(run('600')).toEqual([])
    expect(run('1234')).toEqual([])
    expect(run('404 pages were crawled')).toEqual([])
    expect(run('200 OKAY')).toEqual([])
  })
})

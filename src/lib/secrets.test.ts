import { describe, expect, it } from 'vitest'
import { isSecretName, redactHeaderLines, redactUrl } from './secrets'

describe('isSecretName (D32)', () => {
  it('recognises the names that carry credentials', () => {
    for (const n of ['Authorization', 'proxy-authorization', 'Cookie', 'X-API-Key', 'x-api-key', 'api_key', 'apikey', 'access_token', 'X-Auth-Token', 'client_secret', 'password', 'token', 'X-Amz-Signature', 'sig', 'key', 'X-Session-Id'])
      expect(isSecretName(n), n).toBe(true)
  })
  it('leaves ordinary names alone', () => {
    for (const n of ['Content-Type', 'Accept', 'q', 'page', 'monkey', 'keyboard', 'X-Request-Id', 'User-Agent', 'tokenizer-mode', 'author'])
      expect(isSecretName(n), n).toBe(false)
  })
})

describe('redactUrl', () => {
  it('removes userinfo and secret query values, keeps the rest byte for byte', () => {
    expect(redactUrl('https://bob:hunter2@api.example.com/v1/x?q=a%20b&api_key=SECRET&page=2#top')).toEqual({
      url: 'https://api.example.com/v1/x?q=a%20b&api_key=&page=2#top',
      removed: ['the user name and password in the URL', 'the api_key query parameter'],
    })
    expect(redactUrl('localhost:4822/x?access%5Ftoken=abc')).toEqual({ url: 'localhost:4822/x?access%5Ftoken=', removed: ['the access_token query parameter'] })
    expect(redactUrl('https://example.com/?q=1')).toEqual({ url: 'https://example.com/?q=1', removed: [] })
  })
})

describe('redactHeaderLines', () => {
  it('blanks the values of secret headers only', () => {
    expect(redactHeaderLines('Content-Type: application/json\nAuthorization: Bearer abc.def\n# X-Api-Key: k1\nAccept: */*')).toEqual({
      text: 'Content-Type: application/json\nAuthorization: \n# X-Api-Key: \nAccept: */*',
      removed: ['the Authorization header', 'the X-Api-Key header'],
    })
  })
})

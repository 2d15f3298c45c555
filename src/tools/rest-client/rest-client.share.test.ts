import { describe, expect, it } from 'vitest'
import { namedCredentials } from '../../lib/share'
import { DEFAULTS, type KeyValueRow } from './rest-client.logic'
import { restCredentials } from './rest-client.share'

const row = (key: string, value: string): KeyValueRow => ({ key, value, enabled: true })

describe('the credentials a REST Client link would carry, in words (D32)', () => {
  it('names a secret query parameter once though it is both in the URL and in the Params table, and a repeated header once', () => {
    const state = {
      ...DEFAULTS,
      url: 'https://api.example.com/v1/users?api_key=K3Y&page=2',
      params: [row('api_key', 'K3Y'), row('page', '2')],
      headers: [row('Authorization', 'Bearer A'), row('Authorization', 'Bearer B'), row('Accept', 'application/json')],
    }
    expect(restCredentials(state)).toEqual(['the api_key query parameter', 'the api_key query parameter', 'the Authorization header', 'the Authorization header'])
    expect(namedCredentials({ credentials: restCredentials }, state)).toEqual(['the api_key query parameter', 'the Authorization header'])
  })
  it('names the selected auth kind and the user name in the URL, and nothing for a request without credentials', () => {
    const state = { ...DEFAULTS, url: 'https://ada:pw@example.com/', auth: { ...DEFAULTS.auth, type: 'bearer' as const, token: 't0k' } }
    expect(namedCredentials({ credentials: restCredentials }, state)).toEqual(['the bearer token', 'the user name and password in the URL'])
    expect(namedCredentials({ credentials: restCredentials }, DEFAULTS)).toEqual([])
  })
})

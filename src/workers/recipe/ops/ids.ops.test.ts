import { describe, expect, it } from 'vitest'
import { opError as error, run } from './op-test-kit'

/** Analyse ID against the references the UUID tool's tests use (RFC 9562, ULID spec, MongoDB, Discord). */

const json = async (input: string, args = {}) => JSON.parse(String(await run('analyse-id', input, args))) as unknown

describe('Analyse ID', () => {
  it('reads a UUID as Analyse UUID does, with its kind', async () => {
    expect(await json('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')).toEqual({
      kind: 'UUID',
      uuid: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
      version: 'Version 7 (Unix Epoch time-based)',
      variant: 'RFC 9562 (10xx)',
      time: '2022-02-22 19:22:22.000 UTC',
      timeSource: '48-bit Unix timestamp in milliseconds',
    })
    expect({ kind: 'UUID', ...(JSON.parse(String(await run('analyse-uuid', 'C232AB00-9414-11EC-B3C8-9F6BDECED846'))) as object) }).toEqual(await json('C232AB00-9414-11EC-B3C8-9F6BDECED846'))
  })

  it('a ULID, an ObjectID, a Snowflake with the epoch chosen; one ID a line gives a list', async () => {
    expect(await json('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({ kind: 'ULID', time: '2016-07-30 23:54:10.259 UTC' })
    expect(await json('507f1f77bcf86cd799439011')).toMatchObject({ kind: 'ObjectID (MongoDB)', time: '2012-10-17 21:13:27.000 UTC', counter: '4427793' })
    expect(await json('175928847299117063', { epoch: 'discord' })).toMatchObject({
      kind: 'Snowflake',
      time: '2016-04-30 11:18:25.796 UTC',
      epoch: 'Discord, 2015-01-01 00:00:00.000 UTC',
      worker: '1',
      process: '0',
      sequence: '7',
    })
    expect(await json('175928847299117063', { epoch: 'custom', customEpoch: '1420070400000' })).toMatchObject({ time: '2016-04-30 11:18:25.796 UTC' })
    const list = (await json('01ARZ3NDEKTSV4RRFFQ69G5FAV\n\n507f1f77bcf86cd799439011\n')) as { kind: string }[]
    expect(list.map((r) => r.kind)).toEqual(['ULID', 'ObjectID (MongoDB)'])
  })

  it('says why, naming the line', async () => {
    expect(await error('analyse-id', 'not-an-id')).toMatch(/^Not a UUID, ULID, ObjectID or Snowflake: expected/)
    expect(await error('analyse-id', '507f1f77bcf86cd799439011\n123')).toBe('Line 2: Not a Snowflake: the number is too small to hold a time (a 64-bit number, 17 to 20 digits for today\'s ids).')
    expect(await error('analyse-id', ' \n')).toBe('No ID: paste a UUID, ULID, ObjectID or Snowflake, one a line.')
    expect(await error('analyse-id', '175928847299117063', { epoch: 'custom', customEpoch: 'soon' })).toBe('Custom epoch: enter a Unix time in milliseconds or an ISO date, e.g. 2020-01-01T00:00:00Z.')
  })
})

import { describe, expect, it } from 'vitest'
import ref from './timestamp-reference/reference.json'
import { knownZone, supportedZones, timeInZone } from './time-zones'

describe('zones side by side', () => {
  it("gives each zone's time and offset as Python's zoneinfo does (IANA data through Intl)", () => {
    for (const [zone, rows] of Object.entries(ref.zones)) {
      for (const { ts, iso } of rows) expect(timeInZone(ts * 1000, zone).iso, `${zone} ${ts}`).toBe(iso)
    }
    expect(timeInZone(1700000000000, 'Asia/Kathmandu')).toMatchObject({ offset: 'UTC+05:45', iso: '2023-11-15T03:58:20.000+05:45' })
    expect(timeInZone(1700000000000, 'UTC')).toMatchObject({ offset: 'UTC+00:00', iso: '2023-11-14T22:13:20.000Z', abbreviation: 'UTC' })
    expect(timeInZone(1700000000000, 'America/New_York').abbreviation).toBe('EST')
    expect(timeInZone(1700000000000, 'Asia/Tokyo', 'en-US').local).toBe('Wed, Nov 15, 2023, 7:13:20 AM')
  })

  it("lists Intl's zones, UTC first, and knows a zone in any case", () => {
    const zones = supportedZones()
    expect(zones[0]).toBe('UTC')
    expect(zones).toEqual(expect.arrayContaining(['Europe/Paris', 'America/New_York', 'Asia/Tokyo']))
    expect(new Set(zones).size).toBe(zones.length)
    expect(knownZone('europe/paris')).toBe('Europe/Paris')
    // Node's and Chromium's ICU list Asia/Katmandu; the current name typed is kept.
    expect(knownZone('asia/kathmandu')).toBe('Asia/Kathmandu')
    expect(knownZone('Mars/Olympus')).toBeNull()
    expect(knownZone('  ')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { quantity } from './quantity'

const run = (text: string) => quantity(sampleOf(text))

describe('quantity detector', () => {
  it('sends an amount with a unit to the Unit Converter, naming the quantity', () => {
    expect(run('5 km')).toEqual([{ toolId: 'unit-converter', confidence: 0.8, reason: 'Length: 5 km', kind: 'quantity' }])
    expect(run('12px')[0]?.reason).toBe('CSS length: 12 px')
    expect(run('3.5 GiB')[0]?.reason).toBe('Digital storage: 3.5 GiB')
    expect(run('72 °F')[0]?.reason).toBe('Temperature: 72 °F')
    expect(run('100 km/h to mph')[0]?.reason).toBe('Speed: 100 km/h to mph')
    expect(run('1,500 ft')[0]?.reason).toBe('Length: 1,500 ft')
    expect(run('-40 C')[0]?.reason).toBe('Temperature: -40 C')
    expect(run('2.2 kWh')[0]?.reason).toBe('Energy: 2.2 kWh')
  })

  it('leaves other texts alone', () => {
    for (const text of ['1.2.3', '5 4 * * *', '200 OK', '404 Not Found', '1700000000', '#fff', 'hello world', '3 s', '5 apples', '10%', '5 km\n6 km', `${'9'.repeat(70)} km`]) {
      expect(run(text), text).toEqual([])
    }
  })

  it('ranks the Unit Converter first in the merged detections', () => {
    expect(detect('5 km')[0]?.toolId).toBe('unit-converter')
    expect(detect('3.5 GiB')[0]?.toolId).toBe('unit-converter')
  })
})

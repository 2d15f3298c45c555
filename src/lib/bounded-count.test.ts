import { describe, expect, it } from 'vitest'
import { clampWhole, readBoundedCount } from './bounded-count'

const ROUNDS = { min: 4, max: 15, unit: ['round', 'rounds'] as const, verb: 'using' }
const ONE = { min: 1, max: 20, unit: ['paragraph', 'paragraphs'] as const, verb: 'showing' }

describe('a count field within limits', () => {
  it('clamps to the nearest whole number within the limits, or falls back for no number', () => {
    expect([clampWhole(3, 4, 15, 10), clampWhole(12.4, 4, 15, 10), clampWhole(12.5, 4, 15, 10), clampWhole(99, 4, 15, 10), clampWhole(NaN, 4, 15, 10), clampWhole(-Infinity, 4, 15, 10)]).toEqual([4, 12, 13, 15, 10, 10])
  })
  it('takes a whole number within the limits as it is, without a message', () => {
    expect(readBoundedCount('4', 10, ROUNDS)).toEqual({ count: 4, message: null })
    expect(readBoundedCount(' 15 ', 10, ROUNDS)).toEqual({ count: 15, message: null })
  })
  it('says which count it uses instead of one out of range, in the unit and verb given', () => {
    expect(readBoundedCount('40', 10, ROUNDS)).toEqual({ count: 15, message: 'At most 15 rounds: using 15' })
    expect(readBoundedCount('-2', 10, ROUNDS)).toEqual({ count: 4, message: 'At least 4 rounds: using 4' })
    expect(readBoundedCount('0', 3, ONE)).toEqual({ count: 1, message: 'At least 1 paragraph: showing 1' })
    expect(readBoundedCount('12.6', 10, ROUNDS)).toEqual({ count: 13, message: 'Whole numbers only: using 13' })
    expect(readBoundedCount('1e3', 10, ROUNDS)).toEqual({ count: 15, message: 'At most 15 rounds: using 15' })
  })
  it('keeps the current count for text that is no number', () => {
    expect(readBoundedCount('', 7, ROUNDS)).toEqual({ count: 7, message: 'Enter a number from 4 to 15' })
    expect(readBoundedCount('ten', 7, ROUNDS)).toEqual({ count: 7, message: 'Enter a number from 4 to 15' })
  })
})

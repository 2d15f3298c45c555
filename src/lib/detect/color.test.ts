import { describe, expect, it } from 'vitest'
import { color } from './color'
import { sampleOf } from './index'

const run = (text: string) => color(sampleOf(text))

describe('color detector', () => {
  it('reads hex, functional and named colours, for the colour picker first and contrast second', () => {
    expect(run('#ff8800')).toEqual([
      { toolId: 'color-picker', confidence: 0.95, reason: 'Colour #ff8800', kind: 'color' },
      { toolId: 'contrast', confidence: 0.75, reason: 'Colour #ff8800', kind: 'color' },
    ])
    expect(run('rgb(34, 139, 34)')[0]!.reason).toBe('Colour rgb(34, 139, 34) (#228b22)')
    expect(run('hsl(210 40% 96%)')[0]!.reason).toBe('Colour hsl(210 40% 96%) (#f1f5f9)')
    expect(run('rgba(0, 0, 0, 0.5)')[0]!.reason).toBe('Colour rgba(0, 0, 0, 0.5) (#00000080)')
    expect(run('rebeccapurple')[0]!.reason).toBe('CSS colour name rebeccapurple (#663399)')
    expect(run("'#3B82F6',")[0]!.reason).toBe('Colour #3B82F6')
  })

  it('two colours go to the contrast checker first', () => {
    const found = run('#333333 on #ffffff')
    expect(found.map((d) => d.toolId)).toEqual(['contrast', 'color-picker'])
    expect(found[0]!.reason).toBe('Two colours: #333333 and #ffffff')
  })

  it('near misses: five hex digits, letters beyond f, words that are not colour names; issue numbers are weak', () => {
    expect(run('#12345')).toEqual([])
    expect(run('#ggg')).toEqual([])
    expect(run('reddish')).toEqual([])
    expect(run('rgb(1, 2')).toEqual([])
    expect(run('#1234')[0]!.confidence).toBeLessThan(0.5)
  })
})

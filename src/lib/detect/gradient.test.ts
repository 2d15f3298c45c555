import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { gradient } from './gradient'

const run = (text: string) => gradient(sampleOf(text))

describe('gradient detector', () => {
  it('sends a CSS gradient value or declaration to the Gradient Generator', () => {
    expect(run('linear-gradient(90deg, #ff0000 0%, #0000ff 100%)')).toEqual([{ toolId: 'gradient', confidence: 0.9, reason: 'CSS linear gradient', kind: 'gradient' }])
    expect(run('background-image: radial-gradient(circle, red, blue);')[0]?.reason).toBe('CSS radial gradient')
    expect(run('repeating-conic-gradient(from 0deg, #000 0 25%, #fff 0 50%)')[0]?.reason).toBe('CSS repeating-conic gradient')
    expect(detect('linear-gradient(in oklch 90deg, red, blue)')[0]?.toolId).toBe('gradient')
  })

  it('leaves other texts alone', () => {
    for (const text of ['.a { background: linear-gradient(red, blue) }', 'linear-gradient(', 'gradient descent', 'rgb(1, 2, 3)']) expect(run(text), text).toEqual([])
  })
})

/**
 * The labelled corpus (tests/fixtures/detect/<expected-tool-id>--<name>.txt, one sample a file):
 * the expected tool must come first for at least 95% of the samples, and among the first three
 * for all of them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detect } from './index'

const DIR = new URL('../../../tests/fixtures/detect/', import.meta.url)
const files = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort()

describe('detection corpus', () => {
  it('has at least 250 samples', () => {
    expect(files.length).toBeGreaterThanOrEqual(250)
  })

  it('ranks the expected tool first (>= 95%) and in the top three (100%)', () => {
    let top1 = 0
    let top3 = 0
    const misses: string[] = []
    for (const file of files) {
      const expected = file.split('--')[0]!
      const found = detect(readFileSync(new URL(file, DIR), 'utf8'))
      const rank = found.findIndex((d) => d.toolId === expected)
      if (rank === 0) top1++
      if (rank >= 0 && rank < 3) top3++
      if (rank !== 0) {
        const shown = found.slice(0, 3).map((d) => `${d.toolId} ${d.confidence.toFixed(2)} (${d.reason})`)
        misses.push(`${file}: expected ${expected} at rank ${rank < 0 ? 'none' : rank + 1}; got ${shown.join(' | ')}`)
      }
    }
    const pct = (n: number) => `${((n / files.length) * 100).toFixed(1).replace(/\.0$/, '')}%`
    console.log(`detect corpus: ${files.length} samples, top-1 ${pct(top1)}, top-3 ${pct(top3)}`)
    const report = misses.join('\n')
    expect(top1 / files.length, `top-1 below 95%; misses:\n${report}`).toBeGreaterThanOrEqual(0.95)
    expect(top3, `top-3 misses:\n${report}`).toBe(files.length)
    if (misses.length) console.log(`top-1 misses:\n${report}`)
  })
})

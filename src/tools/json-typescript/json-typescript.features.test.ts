import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../workers/types/languages'
import tool from './index'

describe('JSON to TypeScript features', () => {
  it('name each language option as the Language drop-down shows it (the palette chooses it by that label)', () => {
    const labels = LANGUAGES.map((l) => l.label)
    const options = (tool.features ?? []).map((f) => f.option)
    expect(options).toEqual(['Zod', 'Go', 'Rust (serde)', 'Python'])
    for (const o of options) expect(labels).toContain(o)
  })
})

import { describe, expect, it } from 'vitest'
import { CATEGORIES, SPEC_ROUTES } from './categories'
import { TOOLS, TOOL_COUNT as REGISTRY_COUNT, toolsInCategory } from './registry'
import { summariesInCategory, summaryById, TOOL_COUNT, TOOL_SUMMARIES } from './summaries'

describe('the tool summaries of the first paint (issue 17)', () => {
  it('are the registry: every tool, in its order, with its id, title, description and category', () => {
    expect(TOOL_SUMMARIES).toEqual(TOOLS.map(({ id, title, description, category }) => ({ id, title, description, category })))
    expect(TOOL_COUNT).toBe(REGISTRY_COUNT)
    expect(TOOL_SUMMARIES.map((t) => t.id)).toEqual([...SPEC_ROUTES])
  })

  it('answer by id and by category as the registry does', () => {
    expect(summaryById('base64')).toEqual({
      id: 'base64',
      title: 'Base64 Encoder/Decoder',
      description: 'Encode text to Base64 and decode it back, UTF-8 safe (emoji and accents included).',
      category: 'data-conversion',
    })
    expect(summaryById('no-such-tool')).toBeUndefined()
    for (const c of CATEGORIES) expect(summariesInCategory(c.id).map((t) => t.id)).toEqual(toolsInCategory(c.id).map((t) => t.id))
  })
})

import { describe, expect, it } from 'vitest'
import { entities } from './entities'
import { sampleOf } from './index'

const run = (text: string) => entities(sampleOf(text))

describe('entities detector', () => {
  it('counts named, decimal and hex entities', () => {
    expect(run('&lt;div class=&quot;a&quot;&gt;')).toEqual([{ toolId: 'html-entity', confidence: 0.9, reason: 'HTML entities: 4 escapes (&lt; &quot; &gt;)', kind: 'entities' }])
    expect(run('Tom &amp; Jerry&#8217;s &#x1F600;')[0]!.reason).toBe('HTML entities: 3 escapes (&amp; &#8217; &#x1F600;)')
  })

  it('HTML with an entity in it is HTML first: a weak guess only', () => {
    expect(run('<p>&copy; 2024 Acme</p><p>More</p>')[0]!.confidence).toBeLessThanOrEqual(0.5)
  })

  it('near misses: ampersands without entities, unknown names, query strings', () => {
    expect(run('AT&T and Johnson & Johnson')).toEqual([])
    expect(run('a=1&b=2&c=3')).toEqual([])
    expect(run('&notanentity; &foo;')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { diff } from './diff'
import { sampleOf } from './index'

const run = (text: string) => diff(sampleOf(text))

describe('diff detector', () => {
  it('counts files and changed lines of a Git diff', () => {
    const text = 'diff --git a/a.ts b/a.ts\nindex 1..2 100644\n--- a/a.ts\n+++ b/a.ts\n@@ -1,3 +1,3 @@\n const a = 1\n-const b = 2\n+const b = 3\n+const c = 4\n'
    expect(run(text)).toEqual([{ toolId: 'diff', confidence: 0.97, reason: 'Git diff: 1 file, +2 −1 lines', kind: 'diff' }])
  })

  it('reads plain unified diffs, and hunks without headers with less confidence', () => {
    expect(run('--- a.ini\n+++ b.ini\n@@ -1,2 +1,2 @@\n-port = 80\n+port = 90\n host = x')[0]!.reason).toBe('Unified diff: 1 file, +1 −1 lines')
    expect(run('@@ -3,2 +3,3 @@\n import os\n+import json')[0]!.confidence).toBe(0.85)
  })

  it('near misses: lists with + and -, a changelog, separators', () => {
    expect(run('+ added search\n- removed the old API\n+ faster builds')).toEqual([])
    expect(run('--- \nTitle\n---\n')).toEqual([])
  })
})

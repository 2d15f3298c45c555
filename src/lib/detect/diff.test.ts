import { readdirSync, readFileSync } from 'node:fs'
import { parsePatch } from 'diff'
import { describe, expect, it } from 'vitest'
import { scanPatch } from '../patch'
import { diff } from './diff'
import { sampleOf } from './index'

const run = (text: string) => diff(sampleOf(text))

describe('diff detector', () => {
  it('counts files and changed lines of a Git diff', () => {
    const text = 'diff --git a/a.ts b/a.ts\nindex 1..2 100644\n--- a/a.ts\n+++ b/a.ts\n@@ -1,3 +1,4 @@\n const a = 1\n-const b = 2\n+const b = 3\n+const c = 4\n'
    expect(run(text)).toEqual([{ toolId: 'diff', confidence: 0.97, reason: 'Git diff: 1 file, +2 −1', kind: 'diff' }])
  })

  it('reads plain unified diffs, and hunks without headers with less confidence', () => {
    expect(run('--- a.ini\n+++ b.ini\n@@ -1,2 +1,2 @@\n-port = 80\n+port = 90\n host = x')[0]!.reason).toBe('Unified diff: 1 file, +1 −1')
    expect(run('@@ -3,2 +3,3 @@\n import os\n+import json')[0]!.confidence).toBe(0.85)
  })

  it('issue 32: Git headers without a hunk (a rename, a mode change, a binary file) are a diff', () => {
    expect(run('diff --git a/x.md b/y.md\nsimilarity index 100%\nrename from x.md\nrename to y.md')).toEqual([
      { toolId: 'diff', confidence: 0.97, reason: 'Git diff: 1 file, +0 −0 (renamed)', kind: 'diff' },
    ])
    expect(run('diff --git a/r.sh b/r.sh\nold mode 100644\nnew mode 100755')[0]!.reason).toBe('Git diff: 1 file, +0 −0 (mode change)')
    expect(run('diff --git a/l.png b/l.png\nindex 4f1c2aa..9be03d7 100644\nBinary files a/l.png and b/l.png differ')[0]!.reason).toBe('Git diff: 1 file, +0 −0 (binary)')
    // A `diff --git` line alone says nothing changed.
    expect(run('diff --git a/x b/x')).toEqual([])
  })

  it('near misses: lists with + and -, a changelog, separators', () => {
    expect(run('+ added search\n- removed the old API\n+ faster builds')).toEqual([])
    expect(run('--- \nTitle\n---\n')).toEqual([])
  })

  it("agrees with jsdiff's parsePatch (what the Diff Viewer shows) on every diff of the corpus", () => {
    const dir = new URL('../../../tests/fixtures/detect/', import.meta.url)
    const files = readdirSync(dir).filter((f) => f.startsWith('diff--'))
    expect(files.length).toBeGreaterThanOrEqual(13)
    for (const f of files) {
      const text = readFileSync(new URL(f, dir), 'utf8')
      const scan = scanPatch(text.trim())
      const parsed = parsePatch(scan.text ?? text.trim())
      const lines = parsed.flatMap((p) => p.hunks.flatMap((h) => h.lines))
      const counts = { files: parsed.length, added: lines.filter((l) => l[0] === '+').length, removed: lines.filter((l) => l[0] === '-').length }
      expect({ file: f, ...counts }).toEqual({ file: f, files: scan.files, added: scan.added, removed: scan.removed })
    }
  })
})

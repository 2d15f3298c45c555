import { createTwoFilesPatch } from 'diff'
import { describe, expect, it } from 'vitest'
import { ROW_ADDED, ROW_REMOVED, ROW_SAME } from './diff.types'
import { applyFile, fileDiff, readPatch } from './patch-view'

const ORIGINAL = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'].join('\n') + '\n'
const MODIFIED = ORIGINAL.replace('beta\n', 'BETA\n').replace('lambda\n', 'lambda\nlambda 2\n')
// The reference: jsdiff's own patch of the two texts (git diff writes the same hunks).
const PATCH = createTwoFilesPatch('a/greek.txt', 'b/greek.txt', ORIGINAL, MODIFIED, undefined, undefined, { context: 3 })

const ok = (text: string) => {
  const r = readPatch(text)
  if (!r?.ok) throw new Error(`not read: ${JSON.stringify(r)}`)
  return r
}

describe('readPatch', () => {
  it('reads the files, counts and summary of a patch', () => {
    const r = ok(PATCH)
    expect(r.summary).toBe('Patch: 1 file, +2 −1')
    expect(r.files.map((f) => [f.label, f.added, f.removed, f.patch.hunks.length])).toEqual([['a/greek.txt → b/greek.txt', 2, 1, 2]])
    const git = ok(`diff --git a/greek.txt b/greek.txt\nindex 1..2 100644\n${PATCH.split('\n').slice(2).join('\n')}`)
    expect(git.files.map((f) => f.label)).toEqual(['greek.txt'])
  })

  it('names renames, modes and binary files of a Git patch, with their notes', () => {
    const r = ok('diff --git a/x.md b/y.md\nsimilarity index 100%\nrename from x.md\nrename to y.md\ndiff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\n')
    expect(r.summary).toBe('Patch: 2 files, +0 −0')
    expect(r.files.map((f) => [f.label, f.notes])).toEqual([
      ['x.md → y.md', ['renamed']],
      ['run.sh', ['mode change']],
    ])
  })

  it('recounts hand-edited hunk headers; says why a patch it cannot read is not read; ignores text', () => {
    const r = ok('--- a/f\n+++ b/f\n@@ -1,9 +1,9 @@\n one\n-two\n+2\n')
    expect(r).toMatchObject({ recounted: true, summary: 'Patch: 1 file, +1 −1' })
    expect(readPatch('--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-x\n+y\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n')).toMatchObject({ ok: true })
    expect(readPatch('just some text\n- a list\n+ another')).toBeNull()
    expect(readPatch('')).toBeNull()
  })
})

describe('fileDiff', () => {
  it('shows each hunk as its header, then its old and new lines, numbered as in the files', () => {
    const d = fileDiff(ok(PATCH).files[0]!)
    expect(d).toMatchObject({ added: 2, removed: 1, identical: false })
    const u = d.views.unified
    expect(u.lines).toEqual([
      '@@ -1,5 +1,5 @@', 'alpha', 'beta', 'BETA', 'gamma', 'delta', 'epsilon',
      '@@ -9,4 +9,5 @@', 'iota', 'kappa', 'lambda', 'lambda 2', 'mu',
    ])
    expect([...u.kind]).toEqual([ROW_SAME, ROW_SAME, ROW_REMOVED, ROW_ADDED, ROW_SAME, ROW_SAME, ROW_SAME, ROW_SAME, ROW_SAME, ROW_SAME, ROW_SAME, ROW_ADDED, ROW_SAME])
    expect([...u.oldNo]).toEqual([0, 1, 2, 0, 3, 4, 5, 0, 9, 10, 11, 0, 12])
    expect([...u.newNo]).toEqual([0, 1, 0, 2, 3, 4, 5, 0, 9, 10, 11, 12, 13])
    const [left, right] = d.views.split
    expect(left.lines.slice(0, 3)).toEqual(['@@ -1,5 +1,5 @@', 'alpha', 'beta'])
    expect(right.lines.slice(0, 3)).toEqual(['@@ -1,5 +1,5 @@', 'alpha', 'BETA'])
    expect([...right.newNo.slice(0, 3)]).toEqual([0, 1, 2])
  })

  it('a file without hunks (a rename) shows no differences', () => {
    expect(fileDiff(ok('diff --git a/x b/y\nsimilarity index 100%\nrename from x\nrename to y\n').files[0]!).identical).toBe(true)
  })
})

describe('applyFile', () => {
  it('applies a patch to its original (the same text jsdiff made it from)', () => {
    expect(applyFile(ORIGINAL, ok(PATCH).files[0]!, 'Modified')).toEqual({ ok: true, text: MODIFIED })
    // Lines moved down by an edit above: the hunks still find their place.
    expect(applyFile(`new first line\n${ORIGINAL}`, ok(PATCH).files[0]!, 'Modified')).toEqual({ ok: true, text: `new first line\n${MODIFIED}` })
  })

  it('says which hunk does not match', () => {
    expect(applyFile(ORIGINAL.replace('kappa', 'KAPPA'), ok(PATCH).files[0]!, 'Modified')).toEqual({
      ok: false,
      error: 'The patch does not apply to the Modified text: Hunk 2 of 2 (@@ -9,4 +9,5 @@) expects lines that are not there, near line 9.',
    })
    expect(applyFile('x', ok('diff --git a/x b/y\nsimilarity index 100%\nrename from x\nrename to y\n').files[0]!, 'Original')).toEqual({
      ok: false,
      error: 'The patch of x → y changes no lines (renamed): there is nothing to apply.',
    })
  })
})

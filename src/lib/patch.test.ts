import { parsePatch } from 'diff'
import { describe, expect, it } from 'vitest'
import { isPatch, patchCounts, scanPatch } from './patch'

const GIT = ['diff --git a/a.txt b/a.txt', 'index 3b18e51..a9c2f4d 100644', '--- a/a.txt', '+++ b/a.txt', '@@ -1,3 +1,3 @@', ' one', '-two', '+TWO', ' three'].join('\n')

describe('scanPatch', () => {
  it('counts files, hunks and changed lines; a valid patch is parsed as it is', () => {
    const scan = scanPatch(`${GIT}\n`)
    expect(scan).toMatchObject({ git: true, files: 1, hunks: 1, added: 1, removed: 1, recounted: false, text: null })
    expect(isPatch(scan)).toBe(true)
    expect(patchCounts(scan.files, scan.added, scan.removed)).toBe('1 file, +1 −1')
    expect(patchCounts(2, 1234, 0)).toBe('2 files, +1234 −0')
  })

  it('recounts hunk headers whose counts are wrong (as git apply --recount), so parsePatch takes them', () => {
    const wrong = GIT.replace('@@ -1,3 +1,3 @@', '@@ -1,7 +1,9 @@ heading')
    expect(() => parsePatch(wrong)).toThrow(/Removed line count did not match|Added line count/)
    const scan = scanPatch(wrong)
    expect(scan.recounted).toBe(true)
    expect(scan.text).toContain('@@ -1,3 +1,3 @@ heading')
    expect(parsePatch(scan.text!)[0]!.hunks[0]).toMatchObject({ oldStart: 1, oldLines: 3, newStart: 1, newLines: 3, lines: [' one', '-two', '+TWO', ' three'] })
  })

  it('gives blank context lines their space back and keeps blank lines after a hunk out of it', () => {
    const scan = scanPatch('--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n\n\nnot part of it')
    expect(scan).toMatchObject({ files: 1, added: 1, removed: 1, recounted: false })
    expect(parsePatch(scan.text!)[0]!.hunks[0]!.lines).toEqual([' a', ' ', '-b', '+c'])
  })

  it('leaves out the signature of git format-patch (jsdiff reads its "-- " as a removed line)', () => {
    const mail = `From 1 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] x\n---\n a.txt | 2 +-\n\n${GIT}\n-- \n2.45.1\n\n`
    expect(() => parsePatch(mail)).toThrow()
    const scan = scanPatch(mail)
    expect(scan).toMatchObject({ files: 1, added: 1, removed: 1, recounted: false })
    expect(parsePatch(scan.text!).map((p) => p.newFileName)).toEqual(['b/a.txt'])
  })

  it('reads Git headers without hunks, and several files of a plain unified diff', () => {
    const scan = scanPatch('diff --git a/x b/y\nsimilarity index 90%\nrename from x\nrename to y\ndiff --git a/s.sh b/s.sh\nold mode 100644\nnew mode 100755\n')
    expect(scan).toMatchObject({ git: true, files: 2, hunks: 0, gitHeaders: 5, notes: ['renamed', 'mode change'] })
    expect(isPatch(scan)).toBe(true)
    const two = scanPatch('--- a/1\n+++ b/1\n@@ -1 +1 @@\n-x\n+y\n--- a/2\n+++ b/2\n@@ -1 +1,2 @@\n z\n+w\n')
    expect(two).toMatchObject({ git: false, files: 2, hunks: 2, added: 2, removed: 1, text: null })
    expect(parsePatch('--- a/1\n+++ b/1\n@@ -1 +1 @@\n-x\n+y\n--- a/2\n+++ b/2\n@@ -1 +1,2 @@\n z\n+w\n')).toHaveLength(2)
  })

  it('is not fooled by lists, Markdown rules or a diff --git line alone', () => {
    expect(isPatch(scanPatch('+ added\n- removed\n'))).toBe(false)
    expect(isPatch(scanPatch('---\ntitle: x\n---\n'))).toBe(false)
    expect(isPatch(scanPatch('diff --git a/x b/x'))).toBe(false)
  })
})

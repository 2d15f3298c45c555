import { describe, expect, it } from 'vitest'
import { DEFAULTS, fragmentTargets, isLocalImage, NO_PREVIEW, PARSE_ERROR, PLACEHOLDER, prefixIdRefs, SAFE_LINK, sharedEnds } from './markdown.logic'

describe('markdown previewer rules', () => {
  it("uses SPEC's texts and storage shape", () => {
    expect(NO_PREVIEW).toBe('No preview')
    expect(PARSE_ERROR).toBe('Error parsing markdown')
    expect(DEFAULTS).toEqual({ markdown: '' })
  })
  it('lets only web, mail, phone, relative and fragment links through (D13)', () => {
    for (const ok of ['//cdn.example/x', 'https://example.com', 'http://x.y/z', 'mailto:a@b.c', 'tel:+1', '#top', '/docs', './a.md', 'page.html']) expect(SAFE_LINK.test(ok)).toBe(true)
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:msgbox', 'java\tscript:alert(1)', ' data:x']) expect(SAFE_LINK.test(bad)).toBe(false)
  })
  it('loads only images that are already in the browser (data: bitmaps, blob:)', () => {
    expect(isLocalImage('data:image/png;base64,AAAA')).toBe(true)
    expect(isLocalImage('blob:http://127.0.0.1/x')).toBe(true)
    expect(isLocalImage('https://tracker.example/p.gif')).toBe(false)
    expect(isLocalImage('//tracker.example/p.gif')).toBe(false)
    expect(isLocalImage('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false)
    expect(isLocalImage('img/local.png')).toBe(false)
  })
  it('points ARIA id references at the ids the sanitizer prefixed', () => {
    expect(prefixIdRefs('footnote-label')).toBe('user-content-footnote-label')
    expect(prefixIdRefs(' a  b ')).toBe('user-content-a user-content-b')
    expect(prefixIdRefs('user-content-x')).toBe('user-content-x')
  })
  it('finds where a fragment link leads: the prefixed id first', () => {
    expect(fragmentTargets('#footnote-1')).toEqual(['user-content-footnote-1', 'footnote-1'])
    expect(fragmentTargets('#caf%C3%A9')).toEqual(['user-content-café', 'café'])
    expect(fragmentTargets('#100%')).toEqual(['user-content-100%', '100%'])
    expect(fragmentTargets('#user-content-a')).toEqual(['user-content-a'])
  })
  it('shows the placeholder on real lines, not with a literal \\n', () => {
    expect(PLACEHOLDER.split('\n')).toEqual(['# Hello', '', 'Write **markdown** here…'])
    expect(PLACEHOLDER).not.toContain('\\n')
  })
  it('keeps the blocks two renderings share at both ends, so an edit replaces only what changed (issue 17)', () => {
    expect(sharedEnds(['a', 'b', 'c', 'd'], ['a', 'b', 'x', 'd'])).toEqual({ prefix: 2, suffix: 1 })
    expect(sharedEnds(['a', 'b'], ['a', 'b', 'c'])).toEqual({ prefix: 2, suffix: 0 })
    expect(sharedEnds(['a', 'b', 'c'], ['c'])).toEqual({ prefix: 0, suffix: 1 })
    // Repeated blocks never count twice: prefix and suffix do not overlap.
    expect(sharedEnds(['x', 'x'], ['x', 'x', 'x'])).toEqual({ prefix: 2, suffix: 0 })
    expect(sharedEnds([], ['a'])).toEqual({ prefix: 0, suffix: 0 })
  })
})

import { describe, expect, it } from 'vitest'
import { html, htmlShare } from './html'
import { sampleOf } from './index'

const run = (text: string) => html(sampleOf(text))

describe('html detector', () => {
  it('reads a document and its title', () => {
    const [d] = run('<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><p>x</p></body></html>')
    expect(d).toEqual({ toolId: 'html-formatter', confidence: 0.97, reason: 'HTML document, title “Sign in”', kind: 'html' })
  })

  it('reads fragments made of HTML elements, a comment first allowed', () => {
    expect(run('<div class="card"><h5>Title</h5><a href="/x">More</a></div>')[0]!.reason).toBe('HTML fragment, 3 elements (div, h5, a)')
    expect(run('<!-- hero -->\n<section><h1>Hi</h1></section>')[0]!.toolId).toBe('html-formatter')
  })

  it('near misses: XML vocabularies, JSX components, text that merely contains a tag', () => {
    expect(run('<project><groupId>a</groupId><version>1</version></project>')).toEqual([])
    expect(run('<?xml version="1.0"?><note><to>A</to></note>')).toEqual([])
    expect(run('<Button onClick={go}><Icon /></Button>')).toEqual([])
    expect(run('Use <b>bold</b> sparingly.')).toEqual([])
  })

  it('issue 32: a Bootstrap-like fragment with inline SVG icons is HTML; an SVG file is not', () => {
    const fragment = '<div class="container">\n  <h2>Why</h2>\n  <svg class="bi" width="16" height="16"><g><path d="M0 0h16"/><circle r="3"/></g><use href="#x"/></svg>\n  <p>Fast</p>\n</div>'
    expect(run(fragment)).toEqual([{ toolId: 'html-formatter', confidence: 0.9, reason: 'HTML fragment, 4 elements (div, h2, p)', kind: 'html' }])
    expect(htmlShare(fragment).share).toBe(1)
    expect(run('<svg xmlns="http://www.w3.org/2000/svg"><g><path d="M0 0"/></g></svg>')).toEqual([])
  })
})

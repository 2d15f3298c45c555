import { describe, expect, it } from 'vitest'
import { html } from './html'
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
})

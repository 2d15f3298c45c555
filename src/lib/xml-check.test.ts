import { describe, expect, it } from 'vitest'
import { checkXml, xmlProblemText } from './xml-check'

describe('checkXml: one check and one reason for every XML path', () => {
  const problem = (text: string) => {
    const r = checkXml(text)
    return r.ok ? null : r.problem
  }
  it("gives fast-xml-parser's reason at its line and column", () => {
    expect(problem('<a>\n  <b></a>')).toEqual({ reason: "Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'.", line: 2, column: 6 })
    expect(problem('<!-- only a comment -->')).toEqual({ reason: 'Start tag expected.', line: 1, column: 1 })
    expect(problem('<a x></a>')).toEqual({ reason: "boolean attribute 'x' is not allowed.", line: 1, column: 4 })
    expect(xmlProblemText({ reason: 'R', line: 3, column: 9 })).toBe('R (line 3, column 9)')
  })
  it('needs exactly one root element and no text outside it, which the validator lets through', () => {
    expect(problem('<a/><b/><c/>')).toEqual({ reason: 'The document has 3 root elements; XML allows one.' })
    expect(problem('<a/> tail')).toEqual({ reason: 'Text outside the root element.' })
    expect(problem(' \n')).toEqual({ reason: 'The document is empty.' })
    expect(xmlProblemText({ reason: 'The document is empty.' })).toBe('The document is empty.')
  })
  it('takes well-formed XML (a byte-order mark and surrounding space too) and gives its tokens', () => {
    const r = checkXml('\uFEFF<?xml version="1.0"?>\n<a k="1"><b>x</b><!-- c --></a>\n')
    expect(r.ok && r.xml).toBe('<?xml version="1.0"?>\n<a k="1"><b>x</b><!-- c --></a>')
    expect(r.ok && r.tokens.map((t) => t.kind)).toEqual(['other', 'text', 'open', 'open', 'text', 'close', 'other', 'close'])
  })
})

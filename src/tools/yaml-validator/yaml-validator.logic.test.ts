import { describe, expect, it } from 'vitest'
import { validateYaml } from '../../workers/lint/yaml.impl'
import { documentLine, documentsNote, errorLine, errorsTitle, INVALID_TOAST, outcomeOf, VALID_TOAST, warningLine, warningsTitle } from './yaml-validator.logic'

describe('yaml validator rules (SPEC section 8)', () => {
  it('uses SPEC’s toasts', () => {
    expect(VALID_TOAST).toBe('YAML is valid!')
    expect(INVALID_TOAST).toBe('Invalid YAML')
  })

  it("words the error with the parser's message, line and column; falls back to 'Invalid YAML'", () => {
    expect(errorLine(outcomeOf(validateYaml({ text: 'a: 1\n  b: 2\n' }), 'a: 1\n  b: 2\n').error)).toBe('Nested mappings are not allowed in compact mappings (line 1, column 4)')
    expect(errorLine({ message: 'boom', line: 0, column: 0 })).toBe('boom')
    expect(errorLine({ message: '  ', line: 3, column: 1 })).toBe('Invalid YAML (line 3, column 1)')
    expect(errorLine(null)).toBe('Invalid YAML')
  })

  it('counts the documents of a stream', () => {
    const stream = 'a: 1 # one\n---\nb: 2\n'
    expect(outcomeOf(validateYaml({ text: stream }), stream)).toEqual({
      output: stream,
      documents: 2,
      warnings: [],
      moreWarnings: 0,
      error: null,
      valid: true,
      errors: [],
      moreErrors: 0,
      perDocument: [
        { index: 0, line: 1, errors: 0, warnings: 0 },
        // A document starts at its `---` marker.
        { index: 1, line: 2, errors: 0, warnings: 0 },
      ],
    })
    expect(documentsNote(0)).toBe('The stream holds no documents.')
    expect(documentsNote(1)).toBe('1 document')
    expect(documentsNote(3)).toBe('3 documents')
  })

  it('gives the document exactly as written, for Copy: values, comments, anchors, aliases and merge keys', () => {
    const text = [
      '# Deployment defaults',
      'defaults: &base # the anchor',
      '  version: 1.10',
      '  replicas: 2',
      'app:',
      '  <<: *base',
      '  copy: *base',
      '  enabled: NO',
      '---',
      'second: doc',
      '',
    ].join('\n')
    const outcome = outcomeOf(validateYaml({ text }), text)
    expect(outcome.valid).toBe(true)
    expect(outcome.output).toBe(text)
    for (const kept of ['version: 1.10', '# Deployment defaults', '# the anchor', '&base', '<<: *base', 'copy: *base', 'enabled: NO']) expect(outcome.output).toContain(kept)
    expect(outcome.documents).toBe(2)
    expect(outcome.warnings.map(warningLine)).toEqual([
      'Line 3, column 12: 1.10 is the number 1.1: the text "1.10" is not kept. If it is a version or an identifier, quote it ("1.10").',
      'Line 8, column 12: NO is the string "NO" in YAML 1.2, but YAML 1.1 parsers (PyYAML, go-yaml v2 and others) read it as the boolean false. Quote it ("NO") to keep the string, or write false.',
    ])
    expect(warningsTitle(2)).toBe('2 warnings: values that may not mean what they look like')
    expect(warningsTitle(1)).toBe('1 warning: values that may not mean what they look like')
  })

  it('shows nothing but the error for an invalid document', () => {
    expect(outcomeOf(validateYaml({ text: 'a: [' }), 'a: [')).toMatchObject({ output: '', valid: false, warnings: [] })
  })

  it('lists every error of a stream document by document (D29), with a line per document', () => {
    const stream = 'a: 1\n---\nb: [\n---\nc: on\n---\nd: 1\n  e: 2\n'
    const o = outcomeOf(validateYaml({ text: stream }), stream)
    expect(o.valid).toBe(false)
    expect(o.perDocument.map(documentLine)).toEqual([
      'Document 1 (from line 1): valid',
      'Document 2 (from line 2): 1 error',
      'Document 3 (from line 4): valid, 1 warning',
      'Document 4 (from line 6): 2 errors',
    ])
    expect(o.errors.map((e) => [e.document, e.line, e.column])).toEqual([
      [1, 4, 1],
      [3, 7, 4],
      [3, 7, 4],
    ])
    expect(errorsTitle(o)).toBe('3 errors in 2 documents of 4')
    expect(errorsTitle({ errors: [{ message: 'x', line: 1, column: 1, document: 0 }], moreErrors: 0, perDocument: [{ index: 0, line: 1, errors: 1, warnings: 0 }] })).toBe('1 error')
  })
})

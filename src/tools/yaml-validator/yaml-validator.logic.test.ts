import { describe, expect, it } from 'vitest'
import { validateYaml } from '../../workers/lint/yaml.impl'
import { documentsNote, errorLine, INVALID_TOAST, outcomeOf, VALID_TOAST } from './yaml-validator.logic'

describe('yaml validator rules (SPEC section 8)', () => {
  it('uses SPEC’s toasts', () => {
    expect(VALID_TOAST).toBe('YAML is valid!')
    expect(INVALID_TOAST).toBe('Invalid YAML')
  })

  it("words the error with the parser's message, line and column; falls back to 'Invalid YAML'", () => {
    expect(errorLine(outcomeOf(validateYaml({ text: 'a: 1\n  b: 2\n' })).error)).toBe('bad indentation of a mapping entry (line 2, column 4)')
    expect(errorLine({ message: 'boom', line: 0, column: 0 })).toBe('boom')
    expect(errorLine({ message: '  ', line: 3, column: 1 })).toBe('Invalid YAML (line 3, column 1)')
    expect(errorLine(null)).toBe('Invalid YAML')
  })

  it('counts the documents of a stream', () => {
    expect(outcomeOf(validateYaml({ text: 'a: 1\n---\nb: 2\n' }))).toEqual({ output: 'a: 1\n---\nb: 2\n', documents: 2, error: null, valid: true })
    expect(documentsNote(0)).toBe('The stream holds no documents.')
    expect(documentsNote(1)).toBe('1 document')
    expect(documentsNote(3)).toBe('3 documents')
  })
})

import { describe, expect, it } from 'vitest'
import { canDownload, DEFAULTS, errorLine, validateState, VALID_MESSAGE } from './json-formatter.logic'
import { mergeWithDefaults } from '../../lib/persistence'

describe('json formatter rules', () => {
  it('words the error line with the parser message, line and column', () => {
    expect(errorLine({ message: "Object value expected after ':'", line: 3, column: 9, offset: 20 })).toBe(
      "Object value expected after ':' (line 3, column 9)",
    )
    expect(errorLine(null)).toBe('Invalid JSON')
    expect(errorLine({ message: ' ', line: 1, column: 1, offset: 0 })).toBe('Invalid JSON (line 1, column 1)')
  })

  it('disables Download for an empty output and for the valid message', () => {
    expect(canDownload('')).toBe(false)
    expect(canDownload(VALID_MESSAGE)).toBe(false)
    expect(VALID_MESSAGE).toBe('✅ Valid JSON')
    expect(canDownload('{}')).toBe(true)
  })

  it('keeps only indent sizes the select offers', () => {
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '3' }, DEFAULTS), DEFAULTS)).toEqual({ input: 'x', indentSize: '2' })
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '8' }, DEFAULTS), DEFAULTS)).toEqual({ input: 'x', indentSize: '8' })
  })
})

import { describe, expect, it } from 'vitest'
import { ACTION_LABEL, canDownload, DEFAULTS, errorLine, resultInputs, validateState, VALID_MESSAGE } from './json-formatter.logic'
import { isStale, sameInputs } from '../../ui/stale'
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

  it('says what each result is made from, so only a change that matters marks it out of date (D31)', () => {
    const state = { input: '{"a":1}', indentSize: '2' as const }
    expect(resultInputs(state, 'format')).toEqual({ input: '{"a":1}', indentSize: '2' })
    expect(resultInputs(state, 'minify')).toEqual({ input: '{"a":1}' })
    expect(resultInputs(state, 'validate')).toEqual({ input: '{"a":1}' })
    const formatted = { outcome: 'x', from: resultInputs(state, 'format') }
    const minified = { outcome: 'x', from: resultInputs(state, 'minify') }
    // A new indent: the formatted result is out of date, the minified one is not.
    expect(isStale(formatted, resultInputs({ ...state, indentSize: '4' }, 'format'))).toBe(true)
    expect(isStale(minified, resultInputs({ ...state, indentSize: '4' }, 'minify'))).toBe(false)
    // New text: every result is out of date; the same text again makes it current.
    expect(isStale(minified, resultInputs({ ...state, input: '{"b":2}' }, 'minify'))).toBe(true)
    expect(sameInputs(formatted.from, resultInputs({ ...state }, 'format'))).toBe(true)
    expect(ACTION_LABEL).toEqual({ format: 'Format', minify: 'Minify', validate: 'Validate' })
  })
})

import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { blankInputMessage } from '../../ui/code-formatter-rules'
import { DEFAULTS, DOWNLOAD_NAME, LANGUAGE_NAME, MESSAGES, validateState } from './css-formatter.logic'

describe('css formatter rules', () => {
  it("uses SPEC's messages and download name", () => {
    expect(MESSAGES).toEqual({
      error: { format: 'Error formatting CSS', minify: 'Error minifying CSS' },
      success: { format: 'CSS formatted successfully!', minify: 'CSS minified successfully!' },
      empty: { format: 'Please enter CSS to format', minify: 'Please enter CSS to minify' },
    })
    expect(DOWNLOAD_NAME).toBe('formatted.css')
  })
  it('blank input gets the empty message, never a format run (D31)', () => {
    expect(blankInputMessage('', LANGUAGE_NAME)).toBe('Please enter CSS to format')
    expect(blankInputMessage(' \n\t ', LANGUAGE_NAME)).toBe('Please enter CSS to format')
    expect(blankInputMessage(' x ', LANGUAGE_NAME)).toBeNull()
    expect(blankInputMessage(' ', LANGUAGE_NAME, 'minify')).toBe('Please enter CSS to minify')
  })
  it('defaults to 2 spaces and keeps only offered values', () => {
    expect(DEFAULTS).toMatchObject({ input: '', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '3', indentType: 'tab' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'x', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'y', indentSize: '8', indentType: 'tabs' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'y', indentSize: '8', indentType: 'tabs' })
  })
})

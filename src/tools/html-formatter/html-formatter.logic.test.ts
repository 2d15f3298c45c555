import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { blankInputMessage } from '../../ui/code-formatter-rules'
import { DEFAULTS, DOWNLOAD_NAME, LANGUAGE_NAME, MESSAGES, validateState } from './html-formatter.logic'

describe('html formatter rules', () => {
  it("uses SPEC's messages and download name", () => {
    expect(MESSAGES).toEqual({
      error: { format: 'Error formatting HTML', minify: 'Error minifying HTML' },
      success: { format: 'HTML formatted successfully!', minify: 'HTML minified successfully!' },
      empty: { format: 'Please enter HTML to format', minify: 'Please enter HTML to minify' },
    })
    expect(DOWNLOAD_NAME).toBe('formatted.html')
  })
  it('blank input gets the empty message, never a format run (D31)', () => {
    expect(blankInputMessage('', LANGUAGE_NAME)).toBe('Please enter HTML to format')
    expect(blankInputMessage(' \n\t ', LANGUAGE_NAME)).toBe('Please enter HTML to format')
    expect(blankInputMessage(' x ', LANGUAGE_NAME)).toBeNull()
    expect(blankInputMessage(' ', LANGUAGE_NAME, 'minify')).toBe('Please enter HTML to minify')
  })
  it('defaults to 2 spaces and keeps only offered values', () => {
    expect(DEFAULTS).toMatchObject({ input: '', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '3', indentType: 'tab' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'x', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'y', indentSize: '8', indentType: 'tabs' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'y', indentSize: '8', indentType: 'tabs' })
  })
})

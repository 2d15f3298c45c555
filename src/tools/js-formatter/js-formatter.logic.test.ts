import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { blankInputMessage } from '../../ui/code-formatter-rules'
import { DEFAULTS, DOWNLOAD_NAME, LANGUAGE_NAME, languageSuggestion, MESSAGES, validateState } from './js-formatter.logic'

describe('js formatter rules', () => {
  it("uses SPEC's messages and download name", () => {
    expect(MESSAGES).toEqual({
      error: { format: 'Error formatting JavaScript', minify: 'Error minifying JavaScript' },
      success: { format: 'JavaScript formatted successfully!', minify: 'JavaScript minified successfully!' },
      empty: { format: 'Please enter JavaScript to format', minify: 'Please enter JavaScript to minify' },
    })
    expect(DOWNLOAD_NAME).toBe('formatted.js')
  })
  it('blank input gets the empty message, never a format run (D31)', () => {
    expect(blankInputMessage('', LANGUAGE_NAME)).toBe('Please enter JavaScript to format')
    expect(blankInputMessage(' \n\t ', LANGUAGE_NAME)).toBe('Please enter JavaScript to format')
    expect(blankInputMessage(' x ', LANGUAGE_NAME)).toBeNull()
    expect(blankInputMessage(' ', LANGUAGE_NAME, 'minify')).toBe('Please enter JavaScript to minify')
  })
  it('defaults to 2 spaces and keeps only offered values', () => {
    expect(DEFAULTS).toMatchObject({ input: '', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '3', indentType: 'tab' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'x', indentSize: '2', indentType: 'spaces' })
    expect(validateState(mergeWithDefaults({ input: 'y', indentSize: '8', indentType: 'tabs' }, DEFAULTS), DEFAULTS)).toMatchObject({ input: 'y', indentSize: '8', indentType: 'tabs' })
  })
})

describe('javascript formatter language', () => {
  it('keeps javascript or typescript, else falls back to javascript', () => {
    expect(validateState(mergeWithDefaults({ language: 'typescript' }, DEFAULTS), DEFAULTS).language).toBe('typescript')
    expect(validateState(mergeWithDefaults({ language: 'python' }, DEFAULTS), DEFAULTS).language).toBe('javascript')
  })
})

describe('a failure that the other language parses', () => {
  it('suggests TypeScript for JavaScript that is TypeScript, and back, with the switch', () => {
    expect(languageSuggestion('typescript')).toEqual({ message: 'This looks like TypeScript: switch?', label: 'Switch to TypeScript', patch: { language: 'typescript' } })
    expect(languageSuggestion('javascript')).toMatchObject({ label: 'Switch to JavaScript', patch: { language: 'javascript' } })
    expect(languageSuggestion('css')).toBeNull()
  })
})

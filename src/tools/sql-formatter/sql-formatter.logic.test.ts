import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { DEFAULTS, MESSAGES, sqlJob, validateState } from './sql-formatter.logic'

describe('SQL formatter rules', () => {
  it("refuses empty input with SPEC's messages", () => {
    expect(sqlJob({ ...DEFAULTS, input: '  \n' }, 'format')).toEqual({ error: '❌ Please enter SQL to format' })
    expect(sqlJob({ ...DEFAULTS, input: '' }, 'minify')).toEqual({ error: '❌ Please enter SQL to minify' })
  })
  it("words failures and success as SPEC does", () => {
    expect(MESSAGES.failed).toEqual({ format: '❌ Error formatting SQL', minify: '❌ Error minifying SQL' })
    expect(MESSAGES.success.format).toBe('SQL formatted successfully!')
  })
  it('builds the job from the options: tabs ignore the size', () => {
    expect(sqlJob({ ...DEFAULTS, input: 'select 1', indentSize: '4' }, 'format')).toEqual({
      job: { text: 'select 1', mode: 'format', useTabs: false, tabWidth: 4, dialect: 'sql', keywordCase: 'preserve' },
    })
    expect(sqlJob({ ...DEFAULTS, input: 'select 1', indentType: 'tabs', dialect: 'postgresql', keywordCase: 'upper' }, 'minify')).toMatchObject({
      job: { useTabs: true, dialect: 'postgresql', keywordCase: 'upper', mode: 'minify' },
    })
  })
  it('keeps only offered option values', () => {
    const stored = { input: 'x', indentType: 'both', indentSize: '3', dialect: 'cobol', keywordCase: 'title' }
    expect(validateState(mergeWithDefaults(stored, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, input: 'x' })
  })
})

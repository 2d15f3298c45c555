import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { ACTION_LABEL, DEFAULTS, MESSAGES, parsesAsMessage, resultInputs, sqlJob, switchLabel, validateState } from './sql-formatter.logic'
import { isStale } from '../../ui/stale'

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

  it('says what each result is made from, so only a change that matters marks it out of date (D31)', () => {
    const state = { ...DEFAULTS, input: 'select 1' }
    expect(resultInputs(state, 'format')).toEqual({ input: 'select 1', dialect: 'sql', keywordCase: 'preserve', indentType: 'spaces', indentSize: '2' })
    expect(resultInputs({ ...state, indentType: 'tabs', indentSize: '8' }, 'format')).toEqual({ input: 'select 1', dialect: 'sql', keywordCase: 'preserve', indentType: 'tabs' })
    expect(resultInputs({ ...state, indentSize: '8' }, 'minify')).toEqual({ input: 'select 1', dialect: 'sql', keywordCase: 'preserve' })
    const formatted = { from: resultInputs(state, 'format') }
    const minified = { from: resultInputs(state, 'minify') }
    expect(isStale(formatted, resultInputs({ ...state, indentSize: '4' }, 'format'))).toBe(true)
    expect(isStale(formatted, resultInputs({ ...state, keywordCase: 'upper' }, 'format'))).toBe(true)
    expect(isStale(formatted, resultInputs({ ...state, dialect: 'postgresql' }, 'format'))).toBe(true)
    expect(isStale(minified, resultInputs({ ...state, indentSize: '4', indentType: 'tabs' }, 'minify'))).toBe(false)
    expect(isStale(minified, resultInputs({ ...state, input: 'select 2' }, 'minify'))).toBe(true)
    // With tabs the (hidden) size does not matter.
    const tabbed = { from: resultInputs({ ...state, indentType: 'tabs' }, 'format') }
    expect(isStale(tabbed, resultInputs({ ...state, indentType: 'tabs', indentSize: '8' }, 'format'))).toBe(false)
    expect(ACTION_LABEL).toEqual({ format: 'Format SQL', minify: 'Minify SQL' })
  })
})

describe('a failure that another dialect parses', () => {
  it('suggests that dialect by its menu name, with a button that switches', () => {
    expect(parsesAsMessage('postgresql')).toBe('This parses as PostgreSQL: switch?')
    expect(switchLabel('postgresql')).toBe('Switch to PostgreSQL')
    expect(parsesAsMessage('tsql')).toBe('This parses as T-SQL (SQL Server): switch?')
  })
})

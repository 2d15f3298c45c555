import { describe, expect, it } from 'vitest'
import { ACTION_LABEL, canDownload, DEFAULTS, errorLine, HISTORY_SIZE, jsonRecipeStep, pushHistory, resultInputs, treeSource, validateState, VALID_MESSAGE } from './json-formatter.logic'
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
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '3' }, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, input: 'x', indentSize: '2' })
    expect(validateState(mergeWithDefaults({ input: 'x', indentSize: '8' }, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, input: 'x', indentSize: '8' })
  })

  it('reads a record stored before the workbench, and repairs bad workbench fields', () => {
    // SPEC section 3's record {input, indentSize} gets the workbench defaults.
    expect(validateState(mergeWithDefaults({ input: '{}', indentSize: '4' }, DEFAULTS), DEFAULTS)).toEqual({
      input: '{}',
      indentSize: '4',
      view: 'text',
      sortKeys: false,
      queryLanguage: 'jq',
      query: '',
      queryHistory: [],
      compareText: '',
      compareArrays: 'position',
      compareKey: 'id',
    })
    const bad = {
      ...DEFAULTS,
      view: 'graph',
      sortKeys: 'yes',
      queryLanguage: 'xpath',
      query: 7,
      queryHistory: [{ language: 'jq', query: '.a' }, { language: 'sql', query: 'x' }, 'junk'],
      compareText: null,
      compareArrays: 'fuzzy',
      compareKey: 3,
    }
    expect(validateState(bad as never, DEFAULTS)).toEqual({ ...DEFAULTS, queryHistory: [{ language: 'jq', query: '.a' }] })
    expect(validateState({ ...DEFAULTS, view: 'tree', queryLanguage: 'jsonpath' }, DEFAULTS)).toMatchObject({ view: 'tree', queryLanguage: 'jsonpath' })
    expect(validateState({ ...DEFAULTS, view: 'compare', compareText: '[1]', compareArrays: 'key', compareKey: 'sku' }, DEFAULTS)).toMatchObject({
      view: 'compare',
      compareText: '[1]',
      compareArrays: 'key',
      compareKey: 'sku',
    })
  })

  it('keeps the last 10 queries, newest first, without repeats', () => {
    let h = pushHistory([], { language: 'jq', query: '.a' })
    h = pushHistory(h, { language: 'jsonpath', query: '$.a' })
    h = pushHistory(h, { language: 'jq', query: '.a' })
    expect(h).toEqual([
      { language: 'jq', query: '.a' },
      { language: 'jsonpath', query: '$.a' },
    ])
    expect(pushHistory(h, { language: 'jq', query: '  ' })).toEqual(h)
    for (let i = 0; i < 15; i++) h = pushHistory(h, { language: 'jq', query: `.k${i}` })
    expect(h).toHaveLength(HISTORY_SIZE)
    expect(h[0]).toEqual({ language: 'jq', query: '.k14' })
    expect(h[9]).toEqual({ language: 'jq', query: '.k5' })
  })

  it('shows in the tree the input a result was made from, the sorted output when keys were sorted, never an error', () => {
    const made = (mode: 'format' | 'minify' | 'validate', output: string, sortKeys: boolean, error: unknown = null) => ({
      outcome: { mode, output, error },
      from: mode === 'validate' ? { input: '{ "b" : 1, "a": 2 }' } : { input: '{ "b" : 1, "a": 2 }', sortKeys },
    })
    expect(treeSource(made('format', '{\n  "b": 1,\n  "a": 2\n}', false), '{\n  "b": 1,\n  "a": 2\n}')).toBe('{ "b" : 1, "a": 2 }')
    expect(treeSource(made('minify', '{"a":2,"b":1}', true), '{"a":2,"b":1}')).toBe('{"a":2,"b":1}')
    expect(treeSource(made('validate', VALID_MESSAGE, true), VALID_MESSAGE)).toBe('{ "b" : 1, "a": 2 }')
    expect(treeSource(made('format', '', false, { message: 'x' }), '')).toBeNull()
  })

  it('says what each result is made from, so only a change that matters marks it out of date (D31)', () => {
    const state = { ...DEFAULTS, input: '{"a":1}', indentSize: '2' as const }
    expect(resultInputs(state, 'format')).toEqual({ input: '{"a":1}', indentSize: '2', sortKeys: false })
    expect(resultInputs(state, 'minify')).toEqual({ input: '{"a":1}', sortKeys: false })
    expect(resultInputs(state, 'validate')).toEqual({ input: '{"a":1}' })
    const formatted = { outcome: 'x', from: resultInputs(state, 'format') }
    const minified = { outcome: 'x', from: resultInputs(state, 'minify') }
    // A new indent: the formatted result is out of date, the minified one is not.
    expect(isStale(formatted, resultInputs({ ...state, indentSize: '4' }, 'format'))).toBe(true)
    expect(isStale(minified, resultInputs({ ...state, indentSize: '4' }, 'minify'))).toBe(false)
    // New text: every result is out of date; the same text again makes it current.
    expect(isStale(minified, resultInputs({ ...state, input: '{"b":2}' }, 'minify'))).toBe(true)
    // Sorting keys changes Format's and Minify's result, not Validate's.
    expect(isStale(formatted, resultInputs({ ...state, sortKeys: true }, 'format'))).toBe(true)
    expect(isStale(minified, resultInputs({ ...state, sortKeys: true }, 'minify'))).toBe(true)
    expect(isStale({ from: resultInputs(state, 'validate') }, resultInputs({ ...state, sortKeys: true }, 'validate'))).toBe(false)
    // Switching the view or typing a query changes no result.
    expect(isStale(formatted, resultInputs({ ...state, view: 'tree', query: '.a' }, 'format'))).toBe(false)
    expect(sameInputs(formatted.from, resultInputs({ ...state }, 'format'))).toBe(true)
    expect(ACTION_LABEL).toEqual({ format: 'Format', minify: 'Minify', validate: 'Validate' })
  })
})

describe('the formatter as a recipe step (D35)', () => {
  const s = { input: '{"b":1,"a":2}', indentSize: '4' as const, sortKeys: false }
  it('Format, Minify and sorted keys name the operation and its indent; Validate is none', () => {
    expect(jsonRecipeStep('format', s)).toEqual({ op: 'json-format', args: { indent: '4' }, input: s.input })
    expect(jsonRecipeStep('minify', s)).toEqual({ op: 'json-minify', input: s.input })
    expect(jsonRecipeStep('format', { ...s, sortKeys: true })).toEqual({ op: 'json-sort-keys', args: { indent: '4' }, input: s.input })
    expect(jsonRecipeStep('minify', { ...s, sortKeys: true })).toEqual({ op: 'json-sort-keys', args: { indent: 'none' }, input: s.input })
    expect(jsonRecipeStep('validate', s)).toBeUndefined()
  })
})

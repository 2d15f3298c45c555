import { describe, expect, it } from 'vitest'
import { jsonToYaml, yamlToJson } from '../../workers/convert/yaml.impl'
import { DEFAULTS, DOCUMENT_OPTIONS, errorLine, inputsOf, outcomeOf, validateState } from './json-yaml.logic'

describe('JSON↔YAML screen rules', () => {
  it("words errors as the parser's message with its position, falling back to SPEC's words", () => {
    expect(errorLine("Object value expected after ':'", 'Invalid JSON', 1, 7)).toBe("Object value expected after ':' (line 1, column 7)")
    expect(errorLine('', 'Invalid JSON')).toBe('Invalid JSON')
    expect(errorLine(undefined, 'Invalid YAML', 2, 1)).toBe('Invalid YAML (line 2, column 1)')
  })

  it('turns engine answers into what each panel shows', () => {
    expect(outcomeOf(jsonToYaml({ text: '{"a": }' }), 'toYaml')).toEqual({
      output: '',
      error: { message: "Object value expected after ':' (line 1, column 7)", line: 1, column: 7 },
      warnings: [],
    })
    expect(outcomeOf(yamlToJson({ text: 'a: b: c' }), 'toJson').error?.message).toBe('Nested mappings are not allowed in compact mappings (line 1, column 4)')
    expect(outcomeOf(yamlToJson({ text: 'a: 1' }), 'toJson')).toEqual({ output: '{\n  "a": 1\n}', error: null, warnings: [] })
  })

  it("offers the first document or all documents of a stream (D29), kept with the tool's state", () => {
    expect(DEFAULTS).toEqual({ jsonInput: '', yamlInput: '', documents: 'first' })
    expect(DOCUMENT_OPTIONS).toEqual([
      { value: 'first', label: 'First document' },
      { value: 'all', label: 'All documents (JSON array)' },
    ])
    expect(validateState({ jsonInput: 'a', yamlInput: 'b', documents: 'all' }, DEFAULTS)).toEqual({ jsonInput: 'a', yamlInput: 'b', documents: 'all' })
    expect(validateState({ jsonInput: 'a', yamlInput: 'b', documents: 'second' as 'all' }, DEFAULTS)).toEqual({ jsonInput: 'a', yamlInput: 'b', documents: 'first' })
  })

  it('marks a YAML to JSON result out of date when the YAML or the documents choice changes, not the JSON input (D31)', () => {
    const s = { jsonInput: '{}', yamlInput: 'a: 1', documents: 'first' as const }
    expect(inputsOf('toJson', s)).toEqual({ yamlInput: 'a: 1', documents: 'first' })
    expect(inputsOf('toYaml', s)).toEqual({ jsonInput: '{}' })
  })
})

import { describe, expect, it } from 'vitest'
import { jsonToYaml, yamlToJson } from '../../workers/convert/yaml.impl'
import { errorLine, outcomeOf } from './json-yaml.logic'

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
    expect(outcomeOf(yamlToJson({ text: 'a: b: c' }), 'toJson').error?.message).toBe('bad indentation of a mapping entry (line 1, column 5)')
    expect(outcomeOf(yamlToJson({ text: 'a: 1' }), 'toJson')).toEqual({ output: '{\n  "a": 1\n}', error: null, warnings: [] })
  })
})

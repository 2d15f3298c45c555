import { defineOperation } from './types'

/**
 * JSON Diff (issue 35 item 4, D34): the JSON Formatter's Compare tab as an operation. The step's
 * input is the first document; the second is an argument. Same engine as the tab
 * (src/workers/json-diff/diff.impl.ts, run by src/workers/recipe/ops/json-diff.ops.ts).
 */
export default [
  defineOperation({
    id: 'json-diff',
    name: 'JSON Diff',
    category: 'data',
    description: 'Compares the JSON with a second document by path (key order ignored, numbers as written): a JSON Patch (RFC 6902) that turns one into the other, or a list of the changes.',
    keywords: ['json diff', 'compare json', 'json patch', 'rfc 6902', 'semantic diff'],
    input: 'json',
    output: 'text',
    args: [
      { key: 'other', label: 'Compare with (JSON)', type: 'text', default: '', placeholder: '{"name": "value"}' },
      {
        key: 'arrays',
        label: 'Array items',
        type: 'select',
        default: 'position',
        options: [
          { value: 'position', label: 'By position' },
          { value: 'key', label: 'By key' },
        ],
      },
      { key: 'key', label: 'Key (by key)', type: 'text', default: 'id' },
      {
        key: 'output',
        label: 'Output',
        type: 'select',
        default: 'patch',
        options: [
          { value: 'patch', label: 'JSON Patch' },
          { value: 'list', label: 'List of changes' },
        ],
      },
    ],
  }),
]

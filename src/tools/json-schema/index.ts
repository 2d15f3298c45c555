import { FileJson } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-schema',
  title: 'JSON Schema Validator',
  description: 'Validate a JSON document against a JSON Schema (drafts 2020-12, 2019-09, 07); every error at its line, or infer a schema.',
  category: 'data-conversion',
  keywords: ['json schema', 'schema', 'ajv', 'validate against schema', 'draft 2020-12', 'draft-07', '$ref', 'infer schema', 'openapi', 'jsonschema'],
  icon: FileJson,
  load: () => import('./json-schema'),
  input: () => import('./json-schema.input'),
  storageId: 'json-schema',
})

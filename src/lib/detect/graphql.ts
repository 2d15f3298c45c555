import { parse } from 'graphql/language/parser'
import type { Detector, Sample } from './types'
import { detections, plural } from './util'

const START = /^(?:(?:query|mutation|subscription)\b\s*[\w$(@{]|fragment\s+\w+\s+on\s|\{\s*\w+\s*(?:\(|\{|\n|\s+\w+\s*[\n}]))/
const SDL = /^(?:"""[\s\S]*?"""\s*)?(?:type|input|enum|scalar|schema|interface|union|directive|extend)\s+[\w@]*\s*(?:\{|=|@|implements|\n|on)/

/** A GraphQL query, mutation or fragment (checked by graphql-js's parser); a schema (SDL) weakly. */
export const graphql: Detector = (sample: Sample) => {
  const text = sample.trimmed.replace(/^#[^\n]*\n\s*/gm, '')
  const operation = START.test(text)
  const schema = !operation && SDL.test(text) && !/^\s*type\s+\w+\s*=/m.test(text)
  if (!operation && !schema) return []
  if (sample.truncated) return []
  let doc
  try {
    doc = parse(text, { noLocation: true })
  } catch {
    return []
  }
  const defs = doc.definitions
  if (schema) return detections('graphql-schema', `GraphQL schema (SDL), ${plural(defs.length, 'definition')}`, [['graphql', 0.6]])
  const op = defs.find((d) => d.kind === 'OperationDefinition')
  if (op && op.kind === 'OperationDefinition') {
    const name = op.name?.value
    const vars = op.variableDefinitions?.length ?? 0
    return detections('graphql', `GraphQL ${op.operation}${name ? ` ${name}` : ''}${vars ? `, ${plural(vars, 'variable')}` : ''}`, [['graphql', 0.95]])
  }
  return detections('graphql', `GraphQL ${plural(defs.length, 'fragment')}`, [['graphql', 0.8]])
}

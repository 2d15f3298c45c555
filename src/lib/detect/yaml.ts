import { documentValue, parseYaml, type YamlJsonValue } from '../yaml-engine'
import type { Detector, Sample } from './types'
import { detections, firstLines, plural, prefixNote } from './util'

/** `key: value`, `key:`, `- key: value`, `"quoted key": value`; keys without spaces. */
const MAPPING_LINE = /^\s*(?:-\s+)?(?:"[^"\n]{1,80}"|'[^'\n]{1,80}'|[A-Za-z0-9_$@./-][\w$@./-]{0,80})\s*:(?:\s|$)/
const LIST_LINE = /^\s*-(?:\s|$)/
const COMMENT_LINE = /^\s*#/
const DOC_MARKER = /^(?:---|\.\.\.)(?:\s|$)/
/**
 * YAML parsing is the slowest thing detection does (main thread, D30): a longer text is parsed up
 * to a top-level line near here (8 KB: under 10 ms for the YAML engine, which is slower than js-yaml was).
 */
const PARSE_CHARS = 8 * 1024

/** The start of `text` up to a line at the left margin (a top-level key, item or `---`) before `max`. */
export function topLevelCut(text: string, max: number): string {
  if (text.length <= max) return text
  const re = /\n(?=[^\s#])/g
  let cut = -1
  let m: RegExpExecArray | null
  while ((m = re.exec(text)) && m.index <= max) cut = m.index
  return cut > 0 ? text.slice(0, cut) : text.slice(0, text.lastIndexOf('\n', max))
}

const isCollection = (v: unknown) => Array.isArray(v) || v instanceof Map

/**
 * The documents of a stream, read by the one YAML engine (D29) as the YAML tools read them: custom
 * tags (CloudFormation's !Ref, !Sub, Ansible's !vault) keep their values. Throws when it is not YAML.
 */
function parseDocs(text: string): YamlJsonValue[] {
  const parsed = parseYaml(text)
  if (parsed.errors[0]) throw new Error(parsed.errors[0].message)
  return parsed.documents.map((doc) => documentValue(doc))
}

/** The kind of YAML file, when its keys say so. */
function flavour(doc: Record<string, unknown>): string | null {
  if (typeof doc.apiVersion === 'string' && typeof doc.kind === 'string') return `Kubernetes ${doc.kind}`
  if ('AWSTemplateFormatVersion' in doc || ('Resources' in doc && typeof doc.Resources === 'object')) return 'CloudFormation template'
  if (typeof doc.openapi === 'string') return `OpenAPI ${doc.openapi} document`
  if (typeof doc.swagger === 'string') return `Swagger ${doc.swagger} document`
  if ('jobs' in doc && ('on' in doc || 'true' in doc)) return 'GitHub Actions workflow'
  if ('services' in doc && typeof doc.services === 'object' && !('provider' in doc)) return 'Docker Compose file'
  if ('provider' in doc && 'functions' in doc) return 'Serverless Framework config'
  if (Array.isArray(doc.stages)) return 'GitLab CI config'
  return null
}

/**
 * YAML in block style (JSON, which is also YAML, is left to json.ts): most lines are `key: value`
 * or list items, and it loads into mappings or lists (documents in a stream count one by one).
 */
export const yaml: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (/^[{[<]/.test(trimmed)) return []
  const lines = firstLines(trimmed, 400)
  let structural = 0
  let mapping = 0
  let content = 0
  let nested = 0
  let plainish = 0
  for (const line of lines) {
    if (!line.trim() || COMMENT_LINE.test(line) || DOC_MARKER.test(line)) continue
    content++
    const isMap = MAPPING_LINE.test(line)
    const isList = LIST_LINE.test(line)
    if (isMap) mapping++
    if (isMap || isList) {
      structural++
      if (/^\s+\S/.test(line)) nested++
    } else if (!/^\s/.test(line)) plainish++ // text at the left margin that is neither
  }
  if (structural < 2 || structural / content < 0.5 || plainish > Math.max(1, content * 0.15)) return []
  // A long text (or a cut one) is parsed up to a top-level line, so no structure is cut in half.
  const partial = sample.truncated || trimmed.length > PARSE_CHARS
  const text = partial ? topLevelCut(trimmed, Math.min(PARSE_CHARS, trimmed.length - 1)) : trimmed
  let docs: YamlJsonValue[]
  try {
    docs = parseDocs(text)
  } catch {
    if (!partial || structural / content < 0.8) return []
    docs = []
  }
  docs = docs.filter((d) => d !== null)
  if (docs.length > 0 && !docs.every(isCollection)) return []
  const first = docs[0] as Map<string, YamlJsonValue> | YamlJsonValue[] | undefined
  let what: string
  if (Array.isArray(first)) what = partial ? 'YAML list' : `YAML list, ${plural(first.length, 'item')}`
  else if (first) what = flavour(Object.fromEntries(first)) ?? (partial ? 'YAML mapping' : `YAML mapping, ${plural(first.size, 'top-level key')}`)
  else what = 'YAML'
  if (docs.length > 1) what += partial ? ', several documents' : `, ${plural(docs.length, 'document')}`
  let confidence = 0.92
  if (mapping === 0) confidence = 0.5 // a list of plain items may as well be Markdown
  else if (structural < 4 && nested === 0) confidence = 0.55 // two or three `key: value` lines
  if (partial && docs.length === 0) confidence = 0.7
  return detections('yaml', `${what}${prefixNote(sample)}`, [
    ['yaml-validator', confidence],
    ['json-yaml', confidence - 0.1],
  ])
}

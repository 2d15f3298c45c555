import { isLosslessNumber, LosslessNumber } from 'lossless-json'
import {
  Composer,
  Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Parser,
  type CST,
  visit,
  type CreateNodeOptions,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type Scalar,
  type ScalarTag,
  type SchemaOptions,
  type ToStringOptions,
} from 'yaml'

/**
 * D29: the one YAML engine and its one configuration, for every YAML path (the JSON↔YAML converter,
 * the YAML Validator, the paste detector). It is the `yaml` package (eemeli/yaml), which passes the
 * official yaml-test-suite; js-yaml rejected valid YAML 1.2 (local and `%TAG` tags, complex keys in
 * one configuration but not the other) and read numbers beyond double range as strings.
 *
 * YAML 1.2, core schema. Merge keys (`<<: *defaults`) are applied, as every YAML tool in the field
 * does. `!!set`, `!!omap`, `!!pairs`, `!!binary` and `!!timestamp` are known when written
 * explicitly (never guessed from a plain value). An unknown tag (`!Ref`, `!e!foo`) keeps its value
 * and gives a warning naming it. Every error and warning carries a line and a column.
 */
export const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  merge: true,
  // Integers come as bigint, so `0xFFFFFFFFFFFFFFFFF` is exact; decimal numbers keep their text anyway.
  intAsBigInt: true,
  uniqueKeys: true,
  strict: true,
  // Positions are computed here from offsets (also for errors outside any document).
  prettyErrors: false,
  logLevel: 'silent',
}

/** A value as JSON holds it (the converters' JsonValue): numbers as their text, mappings as Maps in key order. */
export type YamlJsonValue = string | boolean | null | LosslessNumber | YamlJsonValue[] | Map<string, YamlJsonValue>

/** An error or warning at a place in the text (line and column from 1). `tag`: the unknown tag a warning is about. */
export type YamlIssue = { message: string; line: number; column: number; offset: number; document: number; code: string; tag?: string }

export type ParsedYaml = {
  documents: Document.Parsed[]
  /** Every error of the stream, in order: none means the stream is valid YAML. */
  errors: YamlIssue[]
  /** The engine's warnings (unknown tags first of all), in order. */
  warnings: YamlIssue[]
  /** Line and column (from 1) of an offset in the text. */
  position: (offset: number) => { line: number; column: number }
}

/** Line (from 1) and column of offsets, by binary search over the line starts. */
export function positions(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (offset) => {
    const at = Math.max(0, Math.min(offset, text.length))
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid]! <= at) lo = mid
      else hi = mid - 1
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 }
  }
}

const UNRESOLVED = /^Unresolved tag: (.+)$/

/**
 * An unknown tag as the user wrote it (`!Ref`, `!!foo`), with the full name when a %TAG handle or
 * `!!` expanded it (`!e!foo (tag:example.com,2000:app/foo)`).
 */
function tagName(text: string, offset: number, resolved: string): string {
  const written = /^!\S*/.exec(text.slice(offset, offset + 1024))?.[0]
  return written && written !== resolved ? `${written} (${resolved})` : resolved
}

const UNCLOSED = /^Missing closing (["'])quote/

/**
 * Where the quoted scalar that runs to `end` opens: the last `"` before it that no backslash
 * escapes, or the last `'` not part of a doubled `''`. -1 when none.
 */
export function openingQuote(text: string, end: number, quote: '"' | "'"): number {
  for (let i = Math.min(end, text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue
    if (quote === '"') {
      let slashes = 0
      while (text[i - 1 - slashes] === '\\') slashes++
      if (slashes % 2 === 0) return i
      continue
    }
    let run = 1
    while (text[i - run] === "'") run++
    // A run of quotes: pairs are escaped quotes inside; an odd one out is the opening quote, first in the run.
    if (run % 2 === 1) return i - run + 1
    i -= run - 1
  }
  return -1
}

/**
 * The engine reports an unclosed quoted string where the text ends, as `Missing closing "quote`:
 * it is pointed at the quote that opens the string instead, and said with readable quotation marks.
 */
export function unclosedQuote(message: string, offset: number, text: string): { message: string; offset: number } | null {
  const quote = UNCLOSED.exec(message)?.[1] as '"' | "'" | undefined
  if (!quote) return null
  const open = openingQuote(text, offset, quote)
  const kind = quote === '"' ? 'double' : 'single'
  return { message: `Missing closing ${kind} quote (${quote}) for the string that opens here`, offset: open === -1 ? offset : open }
}

function issueOf(e: { pos: [number, number]; message: string; code: string }, document: number, text: string, position: ParsedYaml['position']): YamlIssue {
  const unclosed = e.code === 'MISSING_CHAR' ? unclosedQuote(e.message, e.pos[0], text) : null
  const offset = unclosed?.offset ?? e.pos[0]
  const message = unclosed?.message ?? (e.message.trim() || 'Invalid YAML')
  const issue: YamlIssue = { message, ...position(offset), offset, document, code: e.code }
  const unknown = e.code === 'TAG_RESOLVE_FAILED' ? UNRESOLVED.exec(message)?.[1] : undefined
  if (unknown) issue.tag = tagName(text, offset, unknown)
  return issue
}

/**
 * The deepest nesting read: the parser is recursive, and near the end of the call stack the JS
 * engine can fail for good (V8 aborts the worker when a regular expression has to be compiled
 * there), so deeper documents are refused first with an error at the place. 512 keeps every
 * document of JSONTestSuite (500 nested arrays) and leaves room on every browser's stack.
 */
export const MAX_DEPTH = 512
export const tooDeep = `The document is nested too deeply (more than ${MAX_DEPTH} levels)`

/** Where a document's syntax tree goes deeper than MAX_DEPTH collections (an offset), or -1; iterative, so any depth is safe. */
function tooDeepAt(token: CST.Token): number {
  const stack: [CST.Token, number][] = [[token, 0]]
  while (stack.length) {
    const [t, depth] = stack.pop()!
    if (depth > MAX_DEPTH) return t.offset
    if (t.type === 'document') {
      if (t.value) stack.push([t.value, depth])
    } else if (t.type === 'block-map' || t.type === 'block-seq' || t.type === 'flow-collection') {
      for (const item of t.items as { key?: CST.Token | null; value?: CST.Token }[]) {
        if (item.key) stack.push([item.key, depth + 1])
        if (item.value) stack.push([item.value, depth + 1])
      }
    }
  }
  return -1
}

/** `...` with nothing before it (or only comments) ends no document: the spec's stream holds none there. */
function isNoDocument(doc: Document.Parsed): boolean {
  const c = doc.contents
  return !doc.directives.docStart && doc.errors.length === 0 && isScalar(c) && c.source === '' && !c.tag && !c.anchor && c.range[0] === c.range[1]
}

/**
 * Parses a whole stream: every document, with every error and warning positioned. On top of the
 * parser, the stream rules of YAML 1.2 section 9.2 it lets through: directives must be followed by
 * a document (`---`), and a document has at most one %YAML directive and one %TAG per handle.
 */
export function parseYaml(text: string): ParsedYaml {
  const position = positions(text)
  const composer = new Composer(YAML_OPTIONS)
  const documents: Document.Parsed[] = []
  const streamErrors: YamlIssue[] = []
  let index = 0
  const streamError = (offset: number, code: string, message: string) => streamErrors.push({ message, ...position(offset), offset, document: index, code })
  let directivesAt: number | null = null
  let versionSeen = false
  const handles = new Set<string>()
  const add = (doc: Document.Parsed) => {
    if (isNoDocument(doc)) return
    documents.push(doc)
    index = documents.length
  }
  for (const token of new Parser().parse(text)) {
    if (token.type === 'directive') {
      const [name, handle = ''] = token.source.slice(1).split(/[ \t]+/)
      if (name === 'YAML') {
        if (versionSeen) streamError(token.offset, 'BAD_DIRECTIVE', 'A document may have only one %YAML directive')
        versionSeen = true
      } else if (name === 'TAG') {
        if (handles.has(handle)) streamError(token.offset, 'BAD_DIRECTIVE', `The tag handle ${handle} is declared twice for the same document`)
        handles.add(handle)
      }
      directivesAt ??= token.offset
    } else if (token.type === 'document') {
      directivesAt = null
      versionSeen = false
      handles.clear()
      const deep = tooDeepAt(token)
      if (deep !== -1) {
        // Nothing after it is read: the error is the answer.
        streamError(deep, 'RESOURCE_EXHAUSTION', tooDeep)
        break
      }
    }
    for (const doc of composer.next(token)) add(doc)
  }
  for (const doc of composer.end()) add(doc)
  if (directivesAt !== null) streamError(directivesAt, 'MISSING_CHAR', 'Directives must be followed by a document, starting with ---')
  const rest = composer.streamInfo()
  const errors: YamlIssue[] = [...streamErrors, ...rest.errors.map((e) => issueOf(e, index, text, position))]
  const warnings: YamlIssue[] = rest.warnings.map((w) => issueOf(w, index, text, position))
  documents.forEach((doc, i) => {
    for (const e of doc.errors) errors.push(issueOf(e, i, text, position))
    for (const w of doc.warnings) warnings.push(issueOf(w, i, text, position))
  })
  errors.sort((a, b) => a.offset - b.offset)
  warnings.sort((a, b) => a.offset - b.offset)
  return { documents, errors, warnings, position }
}

/* YAML -> JSON values -------------------------------------------------------------------------- */

/** A document that cannot be read as JSON values: an alias without its anchor, a merge of something that is not a mapping, an alias cycle. */
export class YamlValueError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly kind: 'alias' | 'merge' | 'cycle',
  ) {
    super(message)
  }
}

/** JSON's number grammar: a YAML number written this way is carried over as written (D24). */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
/** A YAML 1.2 core decimal number (int or float, not .inf/.nan/0x/0o). */
const YAML_DECIMAL = /^[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?$/

/**
 * The JSON text of a YAML number: as written when that is JSON (`1.0`, `-0`, `1e400`,
 * `12345678901234567890`); otherwise the same value in JSON's grammar (`+12` is 12, `.5` is 0.5,
 * `007` is 7, `0x1F` is 31); `.inf` and `.nan`, which JSON cannot write, are null.
 */
export function numberText(source: string, value: unknown): string | null {
  if (JSON_NUMBER.test(source)) return source
  if (YAML_DECIMAL.test(source)) {
    const negative = source.startsWith('-')
    let body = source.replace(/^[-+]/, '').replace(/^0+(?=\d)/, '')
    if (body.startsWith('.')) body = `0${body}`
    body = body.replace(/\.(?=[eE]|$)/, '')
    const text = `${negative ? '-' : ''}${body}`
    if (JSON_NUMBER.test(text)) return text
  }
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

const MERGE_KEY = '<<'
const isMergeKey = (key: unknown) => isScalar(key) && typeof key.value === 'symbol' && key.value.description === MERGE_KEY

/** A key as JSON object key text: scalars as their text, a complex key (`[a, b]: c`) as its JSON on one line. */
function keyText(key: YamlJsonValue): string {
  if (typeof key === 'string') return key
  if (key === null) return ''
  if (typeof key === 'boolean') return String(key)
  if (isLosslessNumber(key)) return key.value
  return compactJson(key)
}

function compactJson(v: YamlJsonValue): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v)
  if (isLosslessNumber(v)) return v.value
  if (Array.isArray(v)) return `[${v.map(compactJson).join(',')}]`
  return `{${Array.from(v, ([k, item]) => `${JSON.stringify(k)}:${compactJson(item)}`).join(',')}}`
}

/** A scalar's value as JSON holds it. Explicitly tagged binary and timestamps keep their text. */
function scalarValue(node: Scalar): YamlJsonValue {
  const { value } = node
  const source = typeof node.source === 'string' ? node.source : String(value)
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = numberText(source, value)
    return text === null ? null : new LosslessNumber(text)
  }
  // !!binary (bytes), !!timestamp (a Date), the merge key as a value, anything else: the text written.
  return source
}

/**
 * One document's content as JSON values: aliases expanded (each anchor read once, so an alias
 * bomb costs no memory here), merge keys applied (keys of the mapping win, then the first source
 * that has the key), `!!set` as a mapping to nulls, `!!omap`/`!!pairs` as a list of one-key
 * mappings. Throws YamlValueError for an alias with no anchor before it, a merge of a non-mapping,
 * and an alias inside its own anchor.
 */
export function documentValue(doc: Document.Parsed): YamlJsonValue {
  const anchors = new Map<string, Node>()
  const done = new Map<Node, YamlJsonValue>()
  const open = new Set<Node>()
  const offsetOf = (node: unknown) => ((node as { range?: [number, number, number] }).range?.[0] ?? 0)

  const read = (node: unknown): YamlJsonValue => {
    if (node === null || node === undefined) return null
    if (isAlias(node)) {
      const target = anchors.get(node.source)
      if (!target) throw new YamlValueError(`The alias *${node.source} has no anchor &${node.source} before it`, offsetOf(node), 'alias')
      if (open.has(target)) throw new YamlValueError('The document refers to itself (an alias inside its own anchor) and cannot be written as JSON', offsetOf(node), 'cycle')
      return done.get(target) ?? null
    }
    if (isPair(node)) return new Map([[keyText(read(node.key)), read(node.value)]])
    const n = node as Node
    if (n.anchor) anchors.set(n.anchor, n)
    open.add(n)
    let value: YamlJsonValue
    if (isScalar(n)) value = scalarValue(n)
    else if (isSeq(n)) value = n.items.map((item) => read(item))
    else if (isMap(n)) {
      const map = new Map<string, YamlJsonValue>()
      const merged = new Map<string, YamlJsonValue>()
      for (const pair of n.items) {
        if (isMergeKey(pair.key)) {
          const source = read(pair.value)
          const sources = Array.isArray(source) ? source : [source]
          for (const s of sources) {
            if (!(s instanceof Map)) throw new YamlValueError('A merge key (<<) takes a mapping or a list of mappings', offsetOf(pair.value ?? pair.key), 'merge')
            for (const [k, v] of s) if (!merged.has(k)) merged.set(k, v)
          }
          for (const [k, v] of merged) if (!map.has(k)) map.set(k, v)
          continue
        }
        const key = keyText(read(pair.key))
        map.set(key, read(pair.value))
      }
      value = map
    } else value = null
    open.delete(n)
    done.set(n, value)
    return value
  }
  return read(doc.contents)
}

/**
 * How many values a document's JSON holds once every alias is written out, counted without writing
 * it (aliases share one value, so a small alias bomb stands for billions); stops counting past `limit`.
 */
export function expandedSize(value: YamlJsonValue, limit = Number.MAX_SAFE_INTEGER): number {
  const sizes = new Map<object, number>()
  const size = (v: YamlJsonValue): number => {
    if (v === null || typeof v !== 'object' || isLosslessNumber(v)) return 1
    const known = sizes.get(v)
    if (known !== undefined) return known
    let n = 1
    for (const item of Array.isArray(v) ? v : v.values()) {
      n += size(item)
      if (n > limit) break
    }
    sizes.set(v, n)
    return n
  }
  return size(value)
}

/* Plain scalars that other YAML readers take differently ------------------------------------------ */

/** Every plain (unquoted, untagged) scalar of a document, with its offset: for the validator's warnings. */
export function plainScalars(doc: Document.Parsed, each: (text: string, offset: number) => void): void {
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || node.tag || typeof node.source !== 'string') return
      each(node.source, node.range?.[0] ?? 0)
    },
  })
}

/* JSON values -> YAML ----------------------------------------------------------------------------- */

/** Writes a LosslessNumber as its text, as a plain scalar (JSON's number grammar reads back as a YAML 1.2 number). */
const losslessNumberTag: ScalarTag = {
  tag: 'tag:yaml.org,2002:float',
  default: true,
  identify: isLosslessNumber,
  resolve: (source) => source,
  stringify: (item) => (item.value as LosslessNumber).value,
}

const DUMP_OPTIONS: DocumentOptions & SchemaOptions & CreateNodeOptions = {
  ...YAML_OPTIONS,
  customTags: [losslessNumberTag],
  // Writing: "<<" is a plain string key here, quoted below so it never reads back as a merge.
  merge: false,
  // Strings that YAML 1.1 readers (PyYAML, go-yaml v2) would read as something else are quoted: 'yes', 'on', '0777'.
  compat: 'yaml-1.1',
  aliasDuplicateObjects: false,
}

const TO_STRING: ToStringOptions = { indent: 2, indentSeq: true, lineWidth: 0, minContentWidth: 0, blockQuote: 'literal', singleQuote: true }

/** How deep JSON values nest (containers inside containers), counted without recursion. */
export function depthOf(value: YamlJsonValue): number {
  let max = 0
  const stack: [YamlJsonValue, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object' || isLosslessNumber(v)) continue
    max = Math.max(max, depth + 1)
    for (const item of Array.isArray(v) ? v : v.values()) stack.push([item, depth + 1])
  }
  return max
}

/** JSON values as block YAML (2-space indent); reading it back gives the same values, numbers as written. Throws past MAX_DEPTH. */
export function toYamlText(value: YamlJsonValue): string {
  if (depthOf(value) > MAX_DEPTH) throw new RangeError(tooDeep)
  const doc = new Document(value, DUMP_OPTIONS)
  // A key "<<" written plain would read back as a merge key.
  visit(doc, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === MERGE_KEY) pair.key.type = 'QUOTE_SINGLE'
    },
  })
  return doc.toString(TO_STRING)
}

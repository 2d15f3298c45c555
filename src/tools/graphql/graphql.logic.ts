/**
 * SPEC "GraphQL Playground" (sections 2, 3, 5, 7, 8); DECISIONS D20, D24. Pure: no React, no DOM.
 * The graphql library is large, so only the lazily loaded screen imports this file (never index.ts).
 */
import { buildClientSchema, getIntrospectionQuery, Kind, Lexer, parse, Source, TokenKind, type GraphQLSchema, type IntrospectionQuery } from 'graphql'
import { formatBytes } from '../../lib/bytes'
import { parseHeaderLines, skippedNotes } from '../../lib/header-lines'
import { checkUrl } from '../../lib/http-send'
import { lineColumn, processJson } from '../../workers/format/json.impl'

export const REQUEST_FAILED = 'Request failed'
/** D20: every call has a time-out. A query may take a while; introspection should not. */
export const TIMEOUT_MS = 30_000
export const SCHEMA_TIMEOUT_MS = 15_000

/** Persisted as `devtools-graphql-playground` (SPEC section 3, plus operationName and headers). */
export type GraphqlState = { endpoint: string; query: string; variables: string; operationName: string; headers: string }
export const DEFAULTS: GraphqlState = { endpoint: '', query: '', variables: '{}', operationName: '', headers: '' }

/** Where in a text something went wrong (line and column from 1). */
export type TextError = { message: string; line: number; column: number }

// ---------------------------------------------------------------------------------------------
// Variables (SPEC section 5: valid JSON, empty means {})

export type VariablesResult = { ok: true; json: string } | ({ ok: false } & TextError)

/**
 * The variables as the JSON text to send: empty means `{}`; otherwise it must be a JSON object.
 * The text is minified as written, never parsed and re-serialised, so `12345678901234567890`
 * reaches the server exactly (D24).
 */
export function parseVariables(text: string): VariablesResult {
  if (!text.trim()) return { ok: true, json: '{}' }
  const r = processJson({ text, mode: 'minify', indent: 0 })
  if (!r.ok) return { ok: false, message: `The variables are not valid JSON: ${r.error.message} (line ${r.error.line}, column ${r.error.column})`, line: r.error.line, column: r.error.column }
  if (!r.output.startsWith('{')) {
    const { line, column } = lineColumn(text, text.length - text.trimStart().length)
    return { ok: false, message: `The variables must be a JSON object, such as {"id": "1"} (line ${line}, column ${column})`, line, column }
  }
  return { ok: true, json: r.output }
}

// ---------------------------------------------------------------------------------------------
// Headers: one 'Name: value' per line

export type HeadersResult = { ok: true; headers: Array<[string, string]>; blocked: string[]; ignored: string[] } | ({ ok: false } & TextError)

/** What fetch can carry in a value: Latin-1 text without control characters (tab allowed). */
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
/** Names a page may not set (the Fetch standard's forbidden request headers); fetch drops them. */
const FORBIDDEN = new Set(['accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via'])
export const isForbiddenHeader = (name: string) => {
  const n = name.toLowerCase()
  return FORBIDDEN.has(n) || n.startsWith('proxy-') || n.startsWith('sec-')
}

/**
 * Reads the headers text with the shared `Name: value` line reader: lines without a colon or a
 * name, blank lines, and lines starting with `#` (a header switched off) are ignored. A name HTTP
 * does not allow, or a value fetch cannot send, stops the request with its line. `blocked` lists
 * names the browser will not send; `ignored` says which lines do not count (not the # ones).
 */
export function parseHeaders(text: string): HeadersResult {
  const lines = text.split(/\r\n|\r|\n/).map((l) => (l.trimStart().startsWith('#') ? '' : l))
  const parsed = parseHeaderLines(lines.join('\n'))
  const indent = (line: number) => lines[line - 1]!.length - lines[line - 1]!.trimStart().length + 1
  const badName = parsed.invalidNames[0]
  if (badName) return { ok: false, message: `Header line ${badName.line}: "${badName.name}" is not a valid header name`, line: badName.line, column: indent(badName.line) }
  const badValue = lines.findIndex((l) => {
    const colon = l.indexOf(':')
    return colon > 0 && l.slice(0, colon).trim() !== '' && !VALUE.test(l.slice(colon + 1))
  })
  if (badValue >= 0) {
    const line = lines[badValue]!
    const name = line.slice(0, line.indexOf(':')).trim()
    return { ok: false, message: `Header line ${badValue + 1}: the value of ${name} holds characters an HTTP header cannot carry`, line: badValue + 1, column: line.indexOf(':') + 2 }
  }
  return {
    ok: true,
    headers: parsed.headers.filter(([n]) => !isForbiddenHeader(n)),
    blocked: parsed.headers.filter(([n]) => isForbiddenHeader(n)).map(([n]) => n),
    ignored: skippedNotes(parsed),
  }
}

/** GraphQL over HTTP: a JSON body, and JSON back. The user's own headers win over these. */
export const DEFAULT_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Type', 'application/json'],
  ['Accept', 'application/graphql-response+json, application/json'],
]

export function requestHeaders(user: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const own = new Set(user.map(([n]) => n.toLowerCase()))
  return [...DEFAULT_HEADERS.filter(([n]) => !own.has(n.toLowerCase())), ...user].map(([n, v]) => [n, v])
}

// ---------------------------------------------------------------------------------------------
// Operations in the query

export type Operations = { names: string[]; anonymous: number; error: TextError | null }

const OPERATION_KEYWORDS = new Set(['query', 'mutation', 'subscription'])

const syntaxError = (e: unknown): TextError => {
  const err = e as { message?: string; locations?: ReadonlyArray<{ line: number; column: number }> }
  const loc = err.locations?.[0]
  return { message: err.message ?? String(e), line: loc?.line ?? 1, column: loc?.column ?? 1 }
}

/**
 * The operations a query defines: their names (in order) and how many are anonymous. Read with
 * graphql's own parser; while the text does not parse (the user is still typing), the names are
 * read token by token up to the error, so the choice of operation keeps working.
 */
export function operationsOf(query: string): Operations {
  try {
    const doc = parse(query, { noLocation: true })
    const names: string[] = []
    let anonymous = 0
    for (const d of doc.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue
      if (d.name) names.push(d.name.value)
      else anonymous++
    }
    return { names, anonymous, error: null }
  } catch (e) {
    return { ...scanOperations(query), error: syntaxError(e) }
  }
}

/** Top-level definitions found by the lexer (strings and comments skipped), stopping at a bad token. */
export function scanOperations(query: string): { names: string[]; anonymous: number } {
  const names: string[] = []
  let anonymous = 0
  let depth = 0
  let inDefinition = false
  let expectName = false
  const lexer = new Lexer(new Source(query))
  try {
    for (let t = lexer.advance(); t.kind !== TokenKind.EOF; t = lexer.advance()) {
      if (expectName) {
        expectName = false
        if (t.kind === TokenKind.NAME) {
          names.push(t.value)
          continue
        }
        anonymous++
      }
      if (t.kind === TokenKind.BRACE_L || t.kind === TokenKind.PAREN_L || t.kind === TokenKind.BRACKET_L) {
        if (depth === 0 && t.kind === TokenKind.BRACE_L && !inDefinition) {
          anonymous++ // the `{ ... }` shorthand query
          inDefinition = true
        }
        depth++
      } else if (t.kind === TokenKind.BRACE_R || t.kind === TokenKind.PAREN_R || t.kind === TokenKind.BRACKET_R) {
        depth = Math.max(0, depth - 1)
        if (depth === 0 && t.kind === TokenKind.BRACE_R) inDefinition = false
      } else if (depth === 0 && !inDefinition && t.kind === TokenKind.NAME) {
        inDefinition = true
        expectName = OPERATION_KEYWORDS.has(t.value)
      }
    }
    if (expectName) anonymous++
  } catch {
    // A token the lexer cannot read: keep what came before it.
  }
  return { names, anonymous }
}

/** The operationName to send: the chosen one if the query has it, else its first named operation. */
export function pickOperation(names: readonly string[], chosen: string): string | undefined {
  return chosen && names.includes(chosen) ? chosen : names[0]
}

// ---------------------------------------------------------------------------------------------
// The request (SPEC section 7)

/**
 * The POST body: query and variables, and operationName when set. The variables go in as the
 * (validated, minified) text the user wrote, so numbers arrive exactly as typed (D24).
 */
export function buildBody(query: string, variablesJson: string, operationName?: string): string {
  return `{"query":${JSON.stringify(query)},"variables":${variablesJson}${operationName ? `,"operationName":${JSON.stringify(operationName)}` : ''}}`
}

export type Field = 'endpoint' | 'query' | 'variables' | 'headers'
export type PreparedRequest = { url: string; headers: Array<[string, string]>; body: string; operationName?: string; blocked: string[] }
export type Prepared = { ok: true; request: PreparedRequest } | { ok: false; field: Field; message: string; line?: number; column?: number }

/** Checks the endpoint and the user's headers, shared by Send and Fetch schema. */
function prepareTarget(state: GraphqlState): { ok: true; url: string; headers: Array<[string, string]>; blocked: string[] } | Extract<Prepared, { ok: false }> {
  const endpoint = state.endpoint.trim()
  if (!endpoint) return { ok: false, field: 'endpoint', message: 'Enter the endpoint URL, such as https://api.example.com/graphql' }
  const url = checkUrl(endpoint)
  if (!url.ok) return { ok: false, field: 'endpoint', message: url.reason }
  const h = parseHeaders(state.headers)
  if (!h.ok) return { ok: false, field: 'headers', message: h.message, line: h.line, column: h.column }
  return { ok: true, url: endpoint, headers: requestHeaders(h.headers), blocked: h.blocked }
}

/** Everything Send needs, or the first thing that stops it (nothing is sent then). */
export function prepareRequest(state: GraphqlState): Prepared {
  const target = prepareTarget(state)
  if (!target.ok) return target
  if (!state.query.trim()) return { ok: false, field: 'query', message: 'Enter a query to send' }
  const v = parseVariables(state.variables)
  if (!v.ok) return { ok: false, field: 'variables', message: v.message, line: v.line, column: v.column }
  const operationName = pickOperation(operationsOf(state.query).names, state.operationName)
  return { ok: true, request: { url: target.url, headers: target.headers, body: buildBody(state.query, v.json, operationName), operationName, blocked: target.blocked } }
}

// ---------------------------------------------------------------------------------------------
// Introspection

export const INTROSPECTION_QUERY = getIntrospectionQuery()

/** The introspection request: the standard query, the same endpoint and headers as Send. */
export function prepareIntrospection(state: GraphqlState): Prepared {
  const target = prepareTarget(state)
  if (!target.ok) return target
  return { ok: true, request: { url: target.url, headers: target.headers, body: JSON.stringify({ query: INTROSPECTION_QUERY, operationName: 'IntrospectionQuery' }), operationName: 'IntrospectionQuery', blocked: target.blocked } }
}

export type SchemaResult = { ok: true; schema: GraphQLSchema; typeCount: number } | { ok: false; message: string }

/** Named types a person would count: the schema's own, without the `__` introspection types. */
export const countTypes = (schema: GraphQLSchema) => Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__')).length

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Reads an introspection answer into a schema, or says plainly why it holds none. */
export function readSchema(status: number, text: string): SchemaResult {
  const json = parseJson(text)
  if (typeof json !== 'object' || json === null) return { ok: false, message: `The endpoint did not answer with JSON (HTTP ${status})` }
  const data = (json as { data?: unknown }).data
  if (typeof data === 'object' && data !== null && '__schema' in data && (data as { __schema: unknown }).__schema) {
    try {
      const schema = buildClientSchema(data as IntrospectionQuery)
      return { ok: true, schema, typeCount: countTypes(schema) }
    } catch (e) {
      return { ok: false, message: `The introspection answer is not a valid schema: ${e instanceof Error ? e.message : String(e)}` }
    }
  }
  const errors = errorsOf(json)
  if (errors.length) return { ok: false, message: `Introspection failed (HTTP ${status}): ${errors.map((e) => e.message).join('; ')}. The server may have introspection turned off.` }
  return { ok: false, message: `The answer holds no schema (HTTP ${status}); is this a GraphQL endpoint?` }
}

export type RootFields = { operation: 'query' | 'mutation' | 'subscription'; typeName: string; fields: Array<{ name: string; signature: string; description: string }> }

/** The root fields of a schema, as a short reference: `hello(name: String): String!`. */
export function rootFields(schema: GraphQLSchema): RootFields[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const
  return roots.flatMap(([operation, type]) =>
    type
      ? [
          {
            operation,
            typeName: type.name,
            fields: Object.values(type.getFields()).map((f) => ({
              name: f.name,
              signature: `${f.name}${f.args.length ? `(${f.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ')})` : ''}: ${String(f.type)}`,
              description: f.description ?? '',
            })),
          },
        ]
      : [],
  )
}

// ---------------------------------------------------------------------------------------------
// The answer

/** Bodies above this size are not searched for GraphQL errors on the page (they are still shown). */
const ERRORS_SCAN_LIMIT = 2_000_000

export type AnswerError = { message: string; line?: number; column?: number }

function errorsOf(json: unknown): AnswerError[] {
  const errors = typeof json === 'object' && json !== null ? (json as { errors?: unknown }).errors : undefined
  if (!Array.isArray(errors)) return []
  return errors.map((e) => {
    const o = (typeof e === 'object' && e !== null ? e : {}) as { message?: unknown; locations?: unknown }
    const loc = Array.isArray(o.locations) ? (o.locations[0] as { line?: unknown; column?: unknown } | undefined) : undefined
    const at = loc && typeof loc.line === 'number' && typeof loc.column === 'number' ? { line: loc.line, column: loc.column } : {}
    return { message: typeof o.message === 'string' ? o.message : JSON.stringify(e), ...at }
  })
}

/** The `errors` of a GraphQL answer (message and first location), or none. */
export function answerErrors(text: string): AnswerError[] {
  if (text.length > ERRORS_SCAN_LIMIT || !text.includes('"errors"')) return []
  return errorsOf(parseJson(text))
}

/** SPEC "status then the response": `Status: 200 OK · 12 ms · 345 Bytes`. */
export function statusLine(status: number, statusText: string, elapsedMs: number, size: number): string {
  return `Status: ${status}${statusText ? ` ${statusText}` : ''} · ${elapsedMs} ms · ${formatBytes(size)}`
}

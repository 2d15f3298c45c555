import { buildSchema, graphql, graphqlSync, introspectionFromSchema, parse, printSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import {
  answerErrors,
  buildBody,
  countTypes,
  DEFAULTS,
  INTROSPECTION_QUERY,
  operationsOf,
  parseHeaders,
  parseVariables,
  pickOperation,
  prepareIntrospection,
  prepareRequest,
  readSchema,
  REQUEST_FAILED,
  requestHeaders,
  rootFields,
  scanOperations,
  statusLine,
  type GraphqlState,
} from './graphql.logic'

/** The schema of the e2e test server (tests/server/api-server.mjs). */
const SDL = `
  "A book in the test library"
  type Book { id: ID! title: String! author: String! year: Int }
  type Query {
    "Says hello"
    hello(name: String): String!
    books: [Book!]!
    book(id: ID!): Book
  }
  type Mutation { addBook(title: String!, author: String!): Book! }
`
const schema = buildSchema(SDL)
const rootValue = {
  hello: ({ name }: { name?: string }) => `Hello, ${name ?? 'world'}!`,
  books: () => [{ id: '1', title: 'Dune', author: 'Frank Herbert', year: 1965 }],
}
const state = (patch: Partial<GraphqlState>): GraphqlState => ({ ...DEFAULTS, endpoint: 'http://127.0.0.1:4000/graphql', ...patch })

describe('defaults and persistence (SPEC section 3)', () => {
  it('starts with variables {} and the spec message', () => {
    expect(DEFAULTS).toEqual({ endpoint: '', query: '', variables: '{}', operationName: '', headers: '' })
    expect(REQUEST_FAILED).toBe('Request failed')
    expect(mergeWithDefaults({ endpoint: 'http://x', query: 1, headers: ['a'] }, DEFAULTS)).toEqual({ ...DEFAULTS, endpoint: 'http://x' })
  })
})

describe('parseVariables (SPEC section 5)', () => {
  it('empty means {}', () => {
    expect(parseVariables('')).toEqual({ ok: true, json: '{}' })
    expect(parseVariables('  \n ')).toEqual({ ok: true, json: '{}' })
  })

  it('minifies the text as written, so big numbers reach the server exactly (D24)', () => {
    const r = parseVariables('{\n  "id": 12345678901234567890,\n  "x": 0.10000000000000000001, "s": "é\\u00e9"\n}')
    expect(r).toEqual({ ok: true, json: '{"id":12345678901234567890,"x":0.10000000000000000001,"s":"é\\u00e9"}' })
    // JSON.stringify(JSON.parse(...)) would have rounded them:
    expect(JSON.stringify(JSON.parse('{"id":12345678901234567890}'))).toBe('{"id":12345678901234567000}')
  })

  it('says where invalid JSON goes wrong', () => {
    expect(parseVariables('{"a": }')).toEqual({ ok: false, message: "The variables are not valid JSON: Object value expected after ':' (line 1, column 7)", line: 1, column: 7 })
    const r = parseVariables('{\n  "id": 1,\n}')
    expect(r.ok).toBe(false)
    if (!r.ok) expect([r.line, r.column]).toEqual([3, 1])
    expect(parseVariables("{'a': 1}")).toMatchObject({ ok: false, line: 1, column: 2 })
  })

  it('must be an object', () => {
    expect(parseVariables('\n  [1, 2]')).toEqual({ ok: false, message: 'The variables must be a JSON object, such as {"id": "1"} (line 2, column 3)', line: 2, column: 3 })
    expect(parseVariables('null')).toMatchObject({ ok: false, line: 1, column: 1 })
    expect(parseVariables('"x"')).toMatchObject({ ok: false })
  })
})

describe('parseHeaders', () => {
  it("reads 'Name: value' lines; lines without a colon, blank and # lines are ignored", () => {
    expect(parseHeaders('Authorization: Bearer a:b\r\n\nno colon here\n# X-Off: 1\n  X-Trace-Id :  42  ')).toEqual({
      ok: true,
      headers: [['Authorization', 'Bearer a:b'], ['X-Trace-Id', '42']],
      blocked: [],
      ignored: ['Line 3 ignored (no colon): no colon here'],
    })
    expect(parseHeaders('')).toEqual({ ok: true, headers: [], blocked: [], ignored: [] })
  })

  it('refuses names and values HTTP cannot carry, with the line', () => {
    expect(parseHeaders('A: 1\nX Y: 2')).toEqual({ ok: false, message: 'Header line 2: "X Y" is not a valid header name', line: 2, column: 1 })
    expect(parseHeaders(': no name\n  X-A: 1')).toEqual({ ok: true, headers: [['X-A', '1']], blocked: [], ignored: ['Line 1 ignored (no name): : no name'] })
    expect(parseHeaders('X-A: 1\n  Bad"Name: 2')).toEqual({ ok: false, message: 'Header line 2: "Bad"Name" is not a valid header name', line: 2, column: 3 })
    expect(parseHeaders('X-Emoji: 😀')).toMatchObject({ ok: false, line: 1, column: 9 })
    // The reference: fetch's own Headers refuses the same name and value.
    expect(() => new Headers([['X Y', '2']])).toThrow()
    expect(() => new Headers([['X-Emoji', '😀']])).toThrow()
    expect(() => new Headers([['X-Latin', 'café']])).not.toThrow()
    expect(parseHeaders('X-Latin: café')).toMatchObject({ ok: true })
  })

  it('lists the headers a browser will not let a page send', () => {
    expect(parseHeaders('Cookie: a=1\nHost: x\nSec-Fetch-Mode: cors\nX-Ok: 1')).toEqual({ ok: true, headers: [['X-Ok', '1']], blocked: ['Cookie', 'Host', 'Sec-Fetch-Mode'], ignored: [] })
  })

  it('sends JSON content type and accept unless the user sets them', () => {
    expect(requestHeaders([['X-A', '1']])).toEqual([
      ['Content-Type', 'application/json'],
      ['Accept', 'application/graphql-response+json, application/json'],
      ['X-A', '1'],
    ])
    expect(requestHeaders([['content-type', 'application/json; charset=utf-8'], ['ACCEPT', '*/*']])).toEqual([
      ['content-type', 'application/json; charset=utf-8'],
      ['ACCEPT', '*/*'],
    ])
  })
})

describe('operations in the query', () => {
  const docs = [
    'query A { hello } mutation B { addBook(title: "t", author: "a") { id } }',
    '{ hello }',
    'query { books { title } }',
    'query Q($id: ID! = "1", $o: Boolean = true) @skip(if: false) { book(id: $id) { title } } fragment F on Book { id }',
    '# query Commented { hello }\nquery Real { hello(name: "query Inside { x }") }',
    'subscription S { hello } query { hello }',
    'fragment F on Book { title } query WithFragment { books { ...F } }',
    '"""doc""" query Described { hello }',
  ]

  it("matches graphql's own parser on valid documents", () => {
    const expected = (q: string) => {
      const ops = parse(q).definitions.filter((d) => d.kind === 'OperationDefinition')
      return { names: ops.flatMap((d) => (d.name ? [d.name.value] : [])), anonymous: ops.filter((d) => !d.name).length }
    }
    for (const q of docs) {
      expect(operationsOf(q), q).toEqual({ ...expected(q), error: null })
      expect(scanOperations(q), q).toEqual(expected(q))
    }
    expect(operationsOf(docs[0]!).names).toEqual(['A', 'B'])
  })

  it('tolerates a query that does not parse yet: names up to the error, and the error with its place', () => {
    const r = operationsOf('query First { hello }\nquery Second { books { ')
    expect(r.names).toEqual(['First', 'Second'])
    expect(r.error).toEqual({ message: 'Syntax Error: Expected Name, found <EOF>.', line: 2, column: 24 })
    expect(operationsOf('query A { hello }\nquery B { ~ }').names).toEqual(['A', 'B'])
    expect(operationsOf('query A { hello } query')).toMatchObject({ names: ['A'], anonymous: 1 })
    expect(operationsOf('')).toMatchObject({ names: [], anonymous: 0, error: { line: 1, column: 1 } })
  })

  it('sends the chosen operation when the query has it, else the first named one', () => {
    expect(pickOperation(['A', 'B'], 'B')).toBe('B')
    expect(pickOperation(['A', 'B'], 'Gone')).toBe('A')
    expect(pickOperation(['A', 'B'], '')).toBe('A')
    expect(pickOperation([], 'A')).toBeUndefined()
  })
})

describe('the request (SPEC section 7)', () => {
  it('holds query and variables, and operationName when set', () => {
    expect(JSON.parse(buildBody('{ hello }', '{}'))).toEqual({ query: '{ hello }', variables: {} })
    expect(JSON.parse(buildBody('query A { hello }', '{"a":1}', 'A'))).toEqual({ query: 'query A { hello }', variables: { a: 1 }, operationName: 'A' })
    expect(buildBody('{ x }', '{"n":12345678901234567890}')).toBe('{"query":"{ x }","variables":{"n":12345678901234567890}}')
  })

  it('is a body graphql-js executes as meant', async () => {
    const r = prepareRequest(state({ query: 'query Hi($name: String) { hello(name: $name) }\nquery All { books { title } }', variables: '{"name": "Ada"}', operationName: 'Hi' }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const body = JSON.parse(r.request.body) as { query: string; variables: Record<string, unknown>; operationName: string }
    expect(body.operationName).toBe('Hi')
    const result = await graphql({ schema, rootValue, source: body.query, variableValues: body.variables, operationName: body.operationName })
    expect(result).toEqual({ data: { hello: 'Hello, Ada!' } })
    expect(r.request.headers[0]).toEqual(['Content-Type', 'application/json'])
    expect(r.request.url).toBe('http://127.0.0.1:4000/graphql')
  })

  it('sends {} for empty variables and no operationName for an anonymous query', () => {
    const r = prepareRequest(state({ query: '{ hello }', variables: '' }))
    expect(r.ok && JSON.parse(r.request.body)).toEqual({ query: '{ hello }', variables: {} })
  })

  it('stops before sending, naming the field: endpoint, headers, query, variables', () => {
    expect(prepareRequest(state({ endpoint: '  ', query: '{ hello }' }))).toMatchObject({ ok: false, field: 'endpoint' })
    expect(prepareRequest(state({ endpoint: 'api.example.com/graphql', query: '{ hello }' }))).toEqual({ ok: false, field: 'endpoint', message: 'Invalid URL: api.example.com/graphql' })
    expect(prepareRequest(state({ endpoint: 'ftp://x/graphql', query: '{ hello }' }))).toMatchObject({ ok: false, field: 'endpoint' })
    expect(prepareRequest(state({ query: '{ hello }', headers: 'Bad Name: 1' }))).toMatchObject({ ok: false, field: 'headers', line: 1 })
    expect(prepareRequest(state({ query: '  ' }))).toEqual({ ok: false, field: 'query', message: 'Enter a query to send' })
    expect(prepareRequest(state({ query: '{ hello }', variables: '{"a": }' }))).toMatchObject({ ok: false, field: 'variables', line: 1, column: 7 })
  })
})

describe('introspection', () => {
  const answer = (body: unknown) => JSON.stringify(body)

  it("asks the standard introspection query with Send's endpoint and headers", () => {
    const r = prepareIntrospection(state({ headers: 'Authorization: Bearer t' }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(JSON.parse(r.request.body)).toEqual({ query: INTROSPECTION_QUERY, operationName: 'IntrospectionQuery' })
    expect(r.request.headers).toContainEqual(['Authorization', 'Bearer t'])
    expect(prepareIntrospection(state({ endpoint: '' }))).toMatchObject({ ok: false, field: 'endpoint' })
  })

  it("builds the server's schema from its answer", () => {
    const executed = graphqlSync({ schema, source: INTROSPECTION_QUERY })
    const r = readSchema(200, answer(executed))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(printSchema(r.schema)).toBe(printSchema(schema))
    expect(r.typeCount).toBe(7) // Book, Query, Mutation and the scalars String, ID, Int, Boolean
    expect(countTypes(buildSchema('type Query { a: Int }'))).toBe(4) // Query, Int, and String and Boolean (always there)
    expect(readSchema(200, answer({ data: introspectionFromSchema(schema) })).ok).toBe(true)
  })

  it('says why there is no schema: not JSON, introspection disabled, not GraphQL, broken', () => {
    expect(readSchema(404, '<html>Not found</html>')).toEqual({ ok: false, message: 'The endpoint did not answer with JSON (HTTP 404)' })
    expect(readSchema(400, answer({ errors: [{ message: 'GraphQL introspection is not allowed by Apollo Server' }] }))).toEqual({
      ok: false,
      message: 'Introspection failed (HTTP 400): GraphQL introspection is not allowed by Apollo Server. The server may have introspection turned off.',
    })
    expect(readSchema(200, answer({ hello: 1 }))).toEqual({ ok: false, message: 'The answer holds no schema (HTTP 200); is this a GraphQL endpoint?' })
    const broken = readSchema(200, answer({ data: { __schema: { queryType: { name: 'Query' }, types: [] } } }))
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.message).toMatch(/^The introspection answer is not a valid schema: /)
  })

  it('lists the root fields with their arguments and types', () => {
    expect(rootFields(schema)).toEqual([
      {
        operation: 'query',
        typeName: 'Query',
        fields: [
          { name: 'hello', signature: 'hello(name: String): String!', description: 'Says hello' },
          { name: 'books', signature: 'books: [Book!]!', description: '' },
          { name: 'book', signature: 'book(id: ID!): Book', description: '' },
        ],
      },
      { operation: 'mutation', typeName: 'Mutation', fields: [{ name: 'addBook', signature: 'addBook(title: String!, author: String!): Book!', description: '' }] },
    ])
  })
})

describe('the answer', () => {
  it("reads graphql-js's errors with their place in the query", () => {
    const result = graphqlSync({ schema, rootValue, source: '{\n  nope\n}' })
    expect(answerErrors(JSON.stringify(result))).toEqual([{ message: 'Cannot query field "nope" on type "Query".', line: 2, column: 3 }])
    expect(answerErrors(JSON.stringify({ errors: [{ message: 'no place' }, 'odd'] }))).toEqual([{ message: 'no place' }, { message: '"odd"' }])
    expect(answerErrors('{"data":{"hello":"x"}}')).toEqual([])
    expect(answerErrors('"errors" but not JSON')).toEqual([])
  })

  it('shows the status first: code, text, time and size', () => {
    expect(statusLine(200, 'OK', 12, 345)).toBe('Status: 200 OK · 12 ms · 345 Bytes')
    expect(statusLine(400, '', 3, 2048)).toBe('Status: 400 · 3 ms · 2 KiB')
  })
})

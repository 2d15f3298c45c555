// The e2e suite's stand-in for the internet: a small HTTP server on 127.0.0.1 that the API &
// Networking tools talk to. It answers with CORS headers (except under /no-cors), so the browser lets
// the page read the answers exactly as it would from a real API.
//
//   /echo[/...]        method, path, query, headers and body (parsed as JSON, urlencoded or multipart)
//   /status/{code}     answers that status (with a small JSON body unless the status forbids one)
//   /slow?ms=N         answers after N ms (default 5000), for Cancel and time-out
//   /text              a plain-text, non-JSON body
//   /png               a real 24x16 PNG image (PNG_BYTES); /pdf a small PDF with a Content-Disposition
//                      file name; /binary octet-stream bytes that are not UTF-8
//   /no-cors           answers without CORS headers, so the browser blocks the read
//   /graphql           a GraphQL endpoint with a small schema (POST JSON or GET ?query=)
//   /log               the last 50 requests the server saw (so a test can prove a request arrived,
//                      or that a sandboxed script reached nothing); DELETE /log clears it
//
// Run: node tests/server/api-server.mjs [port]   (default E2E_API_PORT or 4318)
import http from 'node:http'
import { deflateSync } from 'node:zlib'
import { buildSchema, graphql } from 'graphql'

const schema = buildSchema(`
  "A book in the test library"
  type Book {
    id: ID!
    title: String!
    author: String!
    year: Int
  }
  type Query {
    "Says hello"
    hello(name: String): String!
    books: [Book!]!
    book(id: ID!): Book
  }
  type Mutation {
    addBook(title: String!, author: String!): Book!
  }
`)

const books = [
  { id: '1', title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: '2', title: 'Neuromancer', author: 'William Gibson', year: 1984 },
]
const rootValue = {
  hello: ({ name }) => `Hello, ${name ?? 'world'}!`,
  books: () => books,
  book: ({ id }) => books.find((b) => b.id === id) ?? null,
  addBook: ({ title, author }) => ({ id: String(books.length + 1), title, author, year: null }),
}

const log = []

/** CRC-32 (ISO 3309), as PNG chunks need. */
function crc32(buf) {
  let c = ~0
  for (const b of buf) {
    c ^= b
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

/** A real PNG: 24x16 pixels, a red-to-blue gradient, so a preview visibly shows something. */
function makePng(width, height) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set([Math.round((255 * x) / (width - 1)), 64, Math.round((255 * y) / (height - 1))], 1 + x * 3)
    rows.push(row)
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}
export const PNG_BYTES = makePng(24, 16)
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')

function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*')
  res.setHeader('Access-Control-Expose-Headers', '*')
  res.setHeader('Access-Control-Max-Age', '0')
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

async function parseBody(req, raw) {
  const type = req.headers['content-type'] ?? ''
  const text = raw.toString('utf8')
  if (!raw.length) return { body: '', json: null, form: null, files: null }
  if (type.includes('application/json')) {
    try {
      return { body: text, json: JSON.parse(text), form: null, files: null }
    } catch {
      return { body: text, json: null, form: null, files: null }
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    return { body: text, json: null, form: Object.fromEntries(new URLSearchParams(text)), files: null }
  }
  if (type.includes('multipart/form-data')) {
    const fd = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData()
    const form = {}
    const files = {}
    for (const [k, v] of fd) {
      if (typeof v === 'string') form[k] = v
      else files[k] = { name: v.name, type: v.type, size: v.size }
    }
    return { body: text, json: null, form, files }
  }
  return { body: text, json: null, form: null, files: null }
}

function send(res, status, body, type = 'application/json; charset=utf-8') {
  const noBody = status === 204 || status === 304 || (status >= 100 && status < 200)
  res.statusCode = status
  if (noBody) return res.end()
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', Buffer.byteLength(text))
  res.end(text)
}

export function createApiServer() {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    if (!path.startsWith('/no-cors')) cors(req, res)
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.statusCode = 204
      return res.end()
    }
    const raw = await readBody(req)
    const parsed = await parseBody(req, raw).catch(() => ({ body: raw.toString('utf8'), json: null, form: null, files: null }))
    const entry = {
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      rawQuery: url.search,
      headers: req.headers,
      ...parsed,
    }
    if (path === '/log') {
      if (req.method === 'DELETE') log.length = 0
      return send(res, 200, log)
    }
    log.push(entry)
    if (log.length > 50) log.shift()

    if (path === '/echo' || path.startsWith('/echo/')) {
      res.setHeader('X-Echo', 'yes')
      if (req.method === 'HEAD') {
        res.statusCode = 200
        res.setHeader('Content-Type', 'application/json')
        return res.end()
      }
      return send(res, 200, entry)
    }
    const status = /^\/status\/(\d{3})$/.exec(path)
    if (status) {
      const code = Number(status[1])
      return send(res, code, { status: code })
    }
    if (path === '/slow') {
      const ms = Number(url.searchParams.get('ms') ?? 5000)
      const timer = setTimeout(() => send(res, 200, { slow: true, ms }), ms)
      res.on('close', () => clearTimeout(timer))
      return
    }
    if (path === '/png') {
      res.setHeader('Content-Type', 'image/png')
      res.setHeader('Content-Length', PNG_BYTES.length)
      return res.end(PNG_BYTES)
    }
    if (path === '/pdf') {
      res.setHeader('Content-Type', 'application/pdf')
      res.setHeader('Content-Disposition', 'attachment; filename="report.pdf"')
      res.setHeader('Content-Length', PDF_BYTES.length)
      return res.end(PDF_BYTES)
    }
    if (path === '/binary') {
      const bytes = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x41, 0x42, 0x00, 0x10])
      res.setHeader('Content-Type', 'application/octet-stream')
      res.setHeader('Content-Length', bytes.length)
      return res.end(bytes)
    }
    if (path === '/text') return send(res, 200, 'plain text, not JSON <b>bold</b>\n', 'text/plain; charset=utf-8')
    if (path === '/no-cors') return send(res, 200, { hidden: true })
    if (path === '/graphql') {
      let source
      let variableValues
      let operationName
      if (req.method === 'GET') {
        source = url.searchParams.get('query') ?? ''
        variableValues = JSON.parse(url.searchParams.get('variables') || '{}')
        operationName = url.searchParams.get('operationName') ?? undefined
      } else {
        const body = parsed.json ?? {}
        source = body.query ?? ''
        variableValues = body.variables ?? undefined
        operationName = body.operationName ?? undefined
      }
      if (!source) return send(res, 400, { errors: [{ message: 'Must provide query string.' }] })
      const result = await graphql({ schema, source, rootValue, variableValues, operationName })
      return send(res, result.errors && !result.data ? 400 : 200, result)
    }
    return send(res, 404, { error: 'Not found', path })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.E2E_API_PORT ?? 4318)
  createApiServer().listen(port, '127.0.0.1', () => console.log(`API test server on http://127.0.0.1:${port}`))
}

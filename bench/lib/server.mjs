// A tiny static file server on 127.0.0.1 (a free port chosen by the system) for the built bench
// page, the generated inputs and the built app.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.sql': 'text/plain; charset=utf-8',
}

/**
 * mounts: [{ prefix: '/data/', dir, noStore: true }, { prefix: '/', dir }]; the first matching
 * prefix serves. isolate adds COOP/COEP/CORP, which make the page cross-origin isolated
 * (performance.measureUserAgentSpecificMemory needs it).
 */
export async function serve(mounts, { isolate = false } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const mount = mounts.find((m) => path.startsWith(m.prefix))
    const headers = isolate
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp', 'Cross-Origin-Resource-Policy': 'same-origin' }
      : {}
    if (!mount) {
      res.writeHead(404, headers).end('not found')
      return
    }
    let rel = path.slice(mount.prefix.length)
    if (rel === '' || rel.endsWith('/')) rel += 'index.html'
    const file = normalize(join(mount.dir, rel))
    if (!file.startsWith(normalize(mount.dir) + sep)) {
      res.writeHead(403, headers).end('forbidden')
      return
    }
    let size
    try {
      const st = statSync(file)
      if (!st.isFile()) throw new Error('not a file')
      size = st.size
    } catch {
      res.writeHead(404, headers).end('not found')
      return
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': mount.noStore ? 'no-store' : 'no-cache',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file, { highWaterMark: 1 << 20 }).pipe(res)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve)
        server.closeAllConnections()
      }),
  }
}

/**
 * Inputs for the in-app benchmark page, generated in the browser (nothing is fetched): random bytes
 * for hashing, JavaScript for prettier, a JSON array of API-like records, and pairs of texts for
 * the diff with a given share of lines changed. Deterministic: the same size and seed give the
 * same input on every run and in every browser. `npm run bench` uses its own inputs from real
 * files in node_modules (bench/lib/inputs.mjs); the diff edits and the JSON records follow the same
 * rules as there.
 */
import { prng } from './photo'

/**
 * `size` pseudo-random bytes (incompressible) as a Blob: a 4 MiB block of xorshift32 output,
 * repeated. Hashing speed does not depend on the content, and the repeat keeps a 256 MB input
 * cheap to make.
 */
export function randomBlob(size: number, seed = 0x5eed): Blob {
  const block = new Uint32Array(Math.min(1 << 20, Math.ceil(size / 4)))
  let s = seed >>> 0 || 1
  for (let i = 0; i < block.length; i++) {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    block[i] = s
  }
  const bytes = new Uint8Array(block.buffer)
  const parts: Uint8Array[] = []
  for (let done = 0; done < size; done += bytes.length) parts.push(done + bytes.length <= size ? bytes : bytes.subarray(0, size - done))
  return new Blob(parts as BlobPart[], { type: 'application/octet-stream' })
}

/**
 * A gzip file (as a Blob) whose content is `size` bytes of log-like text (about 3:1 at gzip's
 * default level), compressed in the page by the browser's CompressionStream: the input of the
 * recipe job (Gunzip -> SHA-256). Deterministic content; every MiB starts with its number.
 */
export async function gzipBlob(size: number, seed = 0x5eed): Promise<Blob> {
  const words = ['alpha', 'beta', 'gamma', 'request', 'response', 'status', 'error', 'user', 'session', 'token', 'GET', 'POST', '/api/v1/items', '200', '404', 'true', 'null', 'latency_ms']
  const next = prng(seed)
  let text = ''
  while (text.length < 1 << 20) text += (next() < 0.15 ? String(Math.floor(next() * 100000)) : words[Math.floor(next() * words.length)]!) + (next() < 0.08 ? '\n' : ' ')
  const block = new TextEncoder().encode(text.slice(0, 1 << 20))
  const parts: Uint8Array[] = []
  for (let done = 0, i = 0; done < size; done += block.length, i++) {
    const part = block.slice(0, Math.min(block.length, size - done))
    part.set(new TextEncoder().encode(`chunk ${i} `).subarray(0, part.length))
    parts.push(part)
  }
  const gz = new Blob(parts as BlobPart[]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Response(gz).blob()
}

const NAMES = ['user', 'order', 'item', 'price', 'total', 'cache', 'queue', 'token', 'index', 'state', 'value', 'record', 'buffer', 'config', 'result']
const VERBS = ['get', 'set', 'load', 'parse', 'render', 'update', 'compute', 'format', 'check', 'merge']

/**
 * Readable JavaScript of about `target` characters (never more): functions, classes, object and
 * array literals, template strings, loops and conditions, as in an unminified library.
 */
export function javascript(target: number, seed = 3): string {
  const rnd = prng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!
  const int = (n: number) => Math.floor(rnd() * n)
  const parts: string[] = []
  let size = 0
  for (let i = 0; ; i++) {
    const a = pick(NAMES)
    const b = pick(NAMES.filter((n) => n !== a))
    const fn = `${pick(VERBS)}${a[0]!.toUpperCase()}${a.slice(1)}${i}`
    let piece: string
    switch (i % 4) {
      case 0:
        piece =
          `/**\n * ${pick(VERBS)}s the ${a} of a ${b}.\n */\nfunction ${fn}(${a}, ${b}, options) {\n` +
          `  if (!${a}) { return null; }\n  var out = [];\n  for (var i = 0; i < ${a}.length; i++) {\n` +
          `    var x = ${a}[i];\n    if (x && x.${b} > ${int(100)}) out.push({ id: x.id, ${b}: x.${b} * ${(rnd() * 10).toFixed(2)}, label: "${a} " + i });\n` +
          `    else if (options && options.strict) throw new Error("bad ${a} at " + i);\n  }\n  return out;\n}\n\n`
        break
      case 1:
        piece =
          `class ${a[0]!.toUpperCase()}${a.slice(1)}Store${i} {\n  constructor(${b}) {\n    this.${b} = ${b};\n    this.items = new Map();\n    this.count = ${int(10)};\n  }\n` +
          `  ${pick(VERBS)}(key, value) {\n    const previous = this.items.get(key);\n    this.items.set(key, { value, at: Date.now(), previous });\n    return previous === undefined ? ${int(2) ? 'true' : 'false'} : previous.value;\n  }\n` +
          `  get size() {\n    return this.items.size + this.count;\n  }\n}\n\n`
        break
      case 2:
        piece =
          `const ${a}Table${i} = {\n  name: '${a}-${b}',\n  version: [${int(9)}, ${int(20)}, ${int(100)}],\n  enabled: ${rnd() > 0.5},\n` +
          `  limits: { min: ${int(50)}, max: ${50 + int(950)}, step: ${(rnd() * 5).toFixed(3)} },\n  tags: ['${pick(NAMES)}', '${pick(NAMES)}', '${pick(VERBS)}'],\n` +
          `  describe: (${b}) => \`${a} \${${b}.id} has \${${b}.${pick(NAMES)} ?? 'none'}\`,\n};\n\n`
        break
      default:
        piece =
          `export async function ${fn}Async(${b}s) {\n  const settled = await Promise.all(${b}s.map(async (${b}) => {\n` +
          `    const response = await fetch('/api/${a}/' + encodeURIComponent(${b}.id));\n    if (!response.ok) return { ${b}, error: response.status };\n` +
          `    return { ${b}, data: await response.json() };\n  }));\n  return settled.filter((r) => !r.error).sort((p, q) => p.${b}.id - q.${b}.id);\n}\n\n`
    }
    if (size + piece.length > target && parts.length > 0) break
    parts.push(piece)
    size += piece.length
  }
  return parts.join('')
}

/**
 * A JSON array of API-like records (ids, names, e-mails, dates, tags) of `target` characters or a
 * few less, minified, as if a response had been copied from the network panel (the records of
 * bench/lib/inputs.mjs jsonRecords()).
 */
export function jsonRecords(target: number, seed = 11): string {
  const rnd = prng(seed)
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet']
  const parts: string[] = []
  let size = 2
  for (let i = 0; ; i++) {
    const w = words[Math.floor(rnd() * words.length)]!
    const rec = JSON.stringify({
      id: i,
      name: `${w} ${i}`,
      email: `${w}.${i}@example.com`,
      active: rnd() > 0.3,
      score: Math.round(rnd() * 10000) / 100,
      created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 3e10)).toISOString(),
      tags: [w, words[i % words.length]],
    })
    if (size + rec.length + 1 > target && parts.length > 0) break
    parts.push(rec)
    size += rec.length + 1
  }
  return `[${parts.join(',')}]`
}

/**
 * The first `lines` lines of generated JavaScript, and a copy with `percent` of its lines (chosen
 * by a seeded generator) edited in place, as bench/lib/inputs.mjs diffPair() does.
 */
export function diffPair(lines: number, percent: number, seed = 7): { a: string; b: string; changed: number } {
  let text = ''
  for (let target = lines * 40; text.split('\n').length <= lines; target *= 2) text = javascript(target)
  const a = text.split('\n').slice(0, lines)
  const rnd = prng(seed)
  const changed = new Uint8Array(lines)
  const want = Math.round((lines * percent) / 100)
  if (want >= lines) changed.fill(1)
  else
    for (let n = 0; n < want; ) {
      const i = Math.floor(rnd() * lines)
      if (!changed[i]) {
        changed[i] = 1
        n++
      }
    }
  const b = a.map((line, i) => {
    if (!changed[i]) return line
    if (i % 2) return `${line} // edited ${i}`
    const m = line.length >> 1
    return `${line.slice(0, m)}v${i}${line.slice(m)}`
  })
  return { a: a.join('\n') + '\n', b: b.join('\n') + '\n', changed: changed.reduce((s, x) => s + x, 0) }
}

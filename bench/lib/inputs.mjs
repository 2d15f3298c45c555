// Generated inputs, written to the run's temp folder so the page (through /data/) and the native
// tools read the very same bytes. Everything is deterministic: the same node_modules and sizes give
// the same files on every run.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { join, relative } from 'node:path'

/** xorshift32, the same generator bench/page/photo.ts uses. */
export function prng(seed) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 4294967296
  }
}

/** `size` pseudo-random bytes (incompressible, like an archive or a video), 1 MiB at a time. */
export function writeRandomFile(path, size, seed = 0x5eed) {
  if (existsSync(path) && statSync(path).size === size) return path
  const chunk = new Uint32Array(1 << 18)
  let s = seed >>> 0
  const fd = openSync(path, 'w')
  try {
    for (let done = 0; done < size; ) {
      for (let i = 0; i < chunk.length; i++) {
        s ^= s << 13
        s ^= s >>> 17
        s ^= s << 5
        chunk[i] = s
      }
      const n = Math.min(chunk.byteLength, size - done)
      writeSync(fd, new Uint8Array(chunk.buffer, 0, n))
      done += n
    }
  } finally {
    closeSync(fd)
  }
  return path
}

// ---------------------------------------------------------------------------------------------
// JavaScript: readable (unminified) CommonJS/UMD library sources from node_modules, each wrapped
// in its own function so they can follow each other in one script. Files repeat when the target
// is larger than the pool.

const JS_CANDIDATES = [
  'react-dom/cjs/react-dom-client.development.js',
  'react-dom/cjs/react-dom-server.node.development.js',
  'react-dom/cjs/react-dom-server-legacy.browser.development.js',
  'acorn/dist/acorn.js',
  'diff/dist/diff.js',
  'marked/lib/marked.umd.js',
  'react/cjs/react.development.js',
  'papaparse/papaparse.js',
  'magic-string/dist/magic-string.cjs.js',
  'yaml/dist/parse/lexer.js',
  'croner/dist/croner.umd.js',
  'comlink/dist/umd/comlink.js',
  'lz-string/libs/lz-string.js',
  'react/cjs/react-jsx-runtime.development.js',
  'scheduler/cjs/scheduler.development.js',
  'react-dom/cjs/react-dom.development.js',
]

/** Unminified: short lines on average, very long lines (data tables) rare. */
function readable(text) {
  const lines = text.split('\n')
  return text.length / lines.length < 100 && lines.filter((l) => l.length > 1000).length <= lines.length / 500
}

function pool(root, candidates, check = () => true) {
  const out = []
  for (const rel of candidates) {
    const file = join(root, 'node_modules', rel)
    if (!existsSync(file)) continue
    const text = readFileSync(file, 'utf8')
    if (check(text)) out.push({ rel, text })
  }
  if (out.length === 0) throw new Error('no source files found in node_modules for the inputs')
  return out
}

/**
 * Fills `target` characters (within a few percent) from a pool of pieces: in order, then again
 * from the start, taking each piece that still fits; stops when the smallest no longer fits.
 */
function fill(pieces, target, wrap) {
  const parts = []
  const used = []
  let size = 0
  const smallest = Math.min(...pieces.map((p) => wrap(p).length))
  for (let round = 0; size < target - smallest && round < 10_000; round++) {
    let added = false
    for (const p of pieces) {
      const w = wrap(p)
      if (size + w.length <= target * 1.02) {
        parts.push(w)
        used.push(p.rel)
        size += w.length
        added = true
      }
    }
    if (!added) break
  }
  if (parts.length === 0) {
    // Smaller than the smallest piece: cut the smallest at a line break (still readable code for
    // CSS and text; JavaScript asks for a size this small only in a quick run).
    const p = pieces.reduce((a, b) => (wrap(a).length < wrap(b).length ? a : b))
    const w = wrap(p)
    parts.push(w.slice(0, w.lastIndexOf('\n', target) + 1))
    used.push(`${p.rel} (cut)`)
  }
  return { text: parts.join(''), sources: count(used) }
}

const count = (names) => Object.entries(names.reduce((m, n) => ({ ...m, [n]: (m[n] ?? 0) + 1 }), {})).map(([file, times]) => ({ file, times }))

export function javascript(root, target) {
  const pieces = pool(root, JS_CANDIDATES, readable)
  return fill(pieces, target, (p) => `;(function () {\n// ${p.rel}\n${p.text.trimEnd()}\n})();\n`)
}

// ---------------------------------------------------------------------------------------------
// CSS: every stylesheet in node_modules over 2 KB (Tailwind's preflight and theme, sonner,
// Playwright's report UI, papaparse's demo...), minified ones included: pasting minified CSS to
// read it is a common use of a formatter.

function walk(dir, match, out = [], depth = 0) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = join(dir, e.name)
    if (e.isDirectory() && depth < 8 && e.name !== '.cache') walk(p, match, out, depth + 1)
    else if (e.isFile() && match(p)) out.push(p)
  }
  return out
}

export function css(root, target) {
  const nm = join(root, 'node_modules')
  const files = walk(nm, (p) => p.endsWith('.css') && statSync(p).size > 2048)
  const pieces = files.map((f) => ({ rel: relative(nm, f), text: readFileSync(f, 'utf8') }))
  if (pieces.length === 0) throw new Error('no CSS files found in node_modules')
  return fill(pieces, target, (p) => `/* ${p.rel} */\n${p.text.trimEnd()}\n\n`)
}

// ---------------------------------------------------------------------------------------------
// HTML: a documentation site page made of the README.md files in node_modules, rendered with
// marked (raw HTML inside the READMEs escaped, so the page is well formed), one <article> each,
// inside a page skeleton with a head, a navigation bar, an inline style and script and a footer.

export async function html(root, target) {
  const { Marked } = await import('marked')
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const marked = new Marked({ renderer: { html: (token) => escape(token.text) } })
  const nm = join(root, 'node_modules')
  const readmes = walk(nm, (p) => /(^|\/)readme\.md$/i.test(p) && statSync(p).size > 1024).slice(0, 400)
  const pieces = readmes.map((f) => {
    const rel = relative(nm, f)
    const id = rel.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
    return { rel, text: `<article id="${id}" class="readme">\n<header><p class="path">${escape(rel)}</p></header>\n${marked.parse(readFileSync(f, 'utf8'))}\n</article>\n` }
  })
  const head = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Package documentation</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; line-height: 1.5 }
nav a { margin-right: 1em } article { max-width: 60rem; margin: 2rem auto; padding: 0 1rem }
pre { background: #f5f5f5; padding: 1em; overflow: auto } table { border-collapse: collapse } td, th { border: 1px solid #ccc; padding: .25em .5em }
</style>
</head>
<body>
<nav class="top"><a href="#">Home</a><a href="#packages">Packages</a><a href="#about">About</a></nav>
<main id="packages">
`
  const tail = `</main>
<footer id="about"><p>Generated from the README files in node_modules.</p></footer>
<script>
document.querySelectorAll('article').forEach(function (a) { a.addEventListener('click', function () { a.classList.toggle('open') }) })
</script>
</body>
</html>
`
  const body = fill(pieces, Math.max(1, target - head.length - tail.length), (p) => p.text)
  return { text: head + body.text + tail, sources: body.sources }
}

// ---------------------------------------------------------------------------------------------
// SQL: a schema and the queries of a small shop, generated from templates with a seeded
// generator: CREATE TABLE with constraints, CREATE INDEX, multi-row INSERT, SELECT with joins,
// CTEs, window functions, CASE, subqueries, UPDATE and DELETE, with comments.

const WORDS = ['customer', 'order', 'product', 'invoice', 'payment', 'shipment', 'warehouse', 'supplier', 'category', 'review', 'coupon', 'address', 'employee', 'region', 'store']
const COLS = ['name', 'email', 'status', 'total', 'quantity', 'price', 'created_at', 'updated_at', 'city', 'country', 'note', 'score', 'amount', 'currency', 'code']

export function sql(target, seed = 42) {
  const rnd = prng(seed)
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)]
  const int = (n) => Math.floor(rnd() * n)
  const parts = []
  let size = 0
  const add = (s) => {
    parts.push(s)
    size += s.length
  }
  for (let i = 0; size < target; i++) {
    const t = `${pick(WORDS)}s_${i % 97}`
    const u = `${pick(WORDS)}s_${(i * 7) % 97}`
    const c1 = pick(COLS)
    const c2 = pick(COLS)
    switch (i % 7) {
      case 0:
        add(`-- table ${t}\nCREATE TABLE ${t} (id INTEGER PRIMARY KEY, ${u.replace(/s_\d+$/, '')}_id INTEGER NOT NULL REFERENCES ${u} (id), ${c1} VARCHAR(${20 + int(200)}) NOT NULL, ${c2} DECIMAL(12, 2) DEFAULT 0, created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, CONSTRAINT ${t}_${c1}_chk CHECK (${c2} >= 0));\nCREATE INDEX idx_${t}_${c1} ON ${t} (${c1}, created_at);\n\n`)
        break
      case 1: {
        const rows = Array.from({ length: 3 + int(8) }, (_, k) => `(${i * 100 + k}, ${int(5000)}, '${pick(WORDS)} ${pick(COLS)} ''${k}''', ${(rnd() * 1000).toFixed(2)})`)
        add(`INSERT INTO ${t} (id, ${u.replace(/s_\d+$/, '')}_id, ${c1}, ${c2}) VALUES ${rows.join(', ')};\n\n`)
        break
      }
      case 2:
        add(`SELECT a.id, a.${c1}, b.${c2}, COUNT(*) AS n, SUM(b.${c2}) AS total_${c2} FROM ${t} a INNER JOIN ${u} b ON b.id = a.${u.replace(/s_\d+$/, '')}_id LEFT JOIN ${pick(WORDS)}s_${int(97)} c ON c.id = b.id AND c.${pick(COLS)} IS NOT NULL WHERE a.created_at >= DATE '2024-0${1 + int(9)}-1${int(9)}' AND (a.${c1} LIKE '%${pick(WORDS)}%' OR b.${c2} BETWEEN ${int(100)} AND ${100 + int(900)}) GROUP BY a.id, a.${c1}, b.${c2} HAVING COUNT(*) > ${1 + int(5)} ORDER BY total_${c2} DESC, a.id LIMIT ${10 * (1 + int(10))};\n\n`)
        break
      case 3:
        add(`/* monthly figures for ${t} */\nWITH monthly AS (SELECT ${u.replace(/s_\d+$/, '')}_id, EXTRACT(MONTH FROM created_at) AS month, SUM(${c2}) AS amount FROM ${t} WHERE ${c2} > ${int(50)} GROUP BY ${u.replace(/s_\d+$/, '')}_id, EXTRACT(MONTH FROM created_at)), ranked AS (SELECT m.*, RANK() OVER (PARTITION BY month ORDER BY amount DESC) AS position, AVG(amount) OVER (PARTITION BY ${u.replace(/s_\d+$/, '')}_id ORDER BY month ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS moving_avg FROM monthly m) SELECT r.*, CASE WHEN r.position = 1 THEN 'top' WHEN r.position <= ${3 + int(7)} THEN 'high' ELSE 'other' END AS band FROM ranked r WHERE r.amount > (SELECT AVG(amount) FROM monthly) ORDER BY month, position;\n\n`)
        break
      case 4:
        add(`UPDATE ${t} SET ${c1} = UPPER(${c1}), ${c2} = ${c2} * ${(1 + rnd()).toFixed(3)}, updated_at = CURRENT_TIMESTAMP WHERE id IN (SELECT id FROM ${u} WHERE ${pick(COLS)} = '${pick(WORDS)}' AND ${pick(COLS)} <> 'x') AND ${c2} < ${int(10000)};\n\n`)
        break
      case 5:
        add(`DELETE FROM ${t} WHERE created_at < CURRENT_DATE - INTERVAL '${1 + int(365)}' DAY AND NOT EXISTS (SELECT 1 FROM ${u} x WHERE x.id = ${t}.id);\n\n`)
        break
      case 6:
        add(`SELECT ${c1}, COALESCE(MAX(${c2}), 0) AS max_${c2}, MIN(created_at) AS first_seen FROM ${t} WHERE ${c1} IN ('${pick(WORDS)}', '${pick(WORDS)}', '${pick(WORDS)}') GROUP BY ${c1} UNION ALL SELECT 'all', MAX(${c2}), MIN(created_at) FROM ${t};\n\n`)
        break
    }
  }
  return { text: parts.join(''), sources: [{ file: 'generated (bench/lib/inputs.mjs sql())', times: 1 }] }
}

// ---------------------------------------------------------------------------------------------
// JSON: the package.json files of node_modules as one minified array (as an API response arrives),
// repeated with an index field until the size is reached.

export function json(root, target) {
  const nm = join(root, 'node_modules')
  const files = []
  for (const e of readdirSync(nm).sort()) {
    if (e.startsWith('.')) continue
    if (e.startsWith('@')) {
      for (const s of readdirSync(join(nm, e)).sort()) files.push(join(nm, e, s, 'package.json'))
    } else files.push(join(nm, e, 'package.json'))
  }
  const docs = []
  for (const f of files) {
    try {
      docs.push(JSON.stringify(JSON.parse(readFileSync(f, 'utf8'))).slice(1))
    } catch {
      // not a package folder
    }
  }
  const parts = []
  let size = 2
  for (let i = 0; ; i++) {
    const piece = `{"_index":${i},${docs[i % docs.length]}`
    if (size + piece.length + 1 > target && parts.length > 0) break
    parts.push(piece)
    size += piece.length + 1
  }
  return { text: `[${parts.join(',')}]`, sources: [{ file: `${docs.length} node_modules/*/package.json, repeated`, times: Math.ceil(parts.length / docs.length) }] }
}

/**
 * Detection: a JSON array of API-like records (ids, names, e-mails, dates, tags), valid JSON of
 * `target` bytes or a few bytes less, as if a response had been copied from the network panel.
 */
export function jsonRecords(target, seed = 11) {
  const rnd = prng(seed)
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet']
  const parts = []
  let size = 2
  for (let i = 0; ; i++) {
    const w = words[Math.floor(rnd() * words.length)]
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
  return { text: `[${parts.join(',')}]`, sources: [{ file: 'generated API-like records', records: parts.length }] }
}

// ---------------------------------------------------------------------------------------------
// Diff: the first `lines` lines of the JavaScript pool, and a copy with `percent` of its lines
// (chosen by a seeded generator) edited in place.

export function diffPair(root, lines, percent, seed = 7) {
  let text = ''
  for (let target = lines * 40; text.split('\n').length <= lines; target *= 2) text = javascript(root, target).text
  const a = text.split('\n').slice(0, lines)
  const rnd = prng(seed)
  const changed = new Uint8Array(lines)
  const want = Math.round((lines * percent) / 100)
  if (want >= lines) changed.fill(1)
  else for (let n = 0; n < want; ) {
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

export function writeText(dir, name, text) {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

import { OpError, type Args, type ChunkTransformer, type OpImpls } from '../op-impl'
import { mapLines, unescapeArg } from './lines'

/** CyberChef's useful small operations (src/ops/utility.manifest.ts). */

const text = (v: unknown) => v as string
const bytes = (v: unknown) => v as Uint8Array
const json = (v: unknown) => JSON.stringify(v, null, 2)

/* Strip HTML tags, ANSI escapes -------------------------------------------------------------- */

function stripHtml(html: string, args: Args): string {
  let out = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]+>/g, '')
  if (args.removeIndentation) out = out.replace(/^[ \t]+/gm, '')
  if (args.removeLineBreaks) out = out.replace(/^\s*\n/, '').replace(/(\n\s*){2,}/g, '\n')
  return out
}

/** strip-ansi's pattern (chalk/ansi-regex 6): CSI and OSC sequences, ending in BEL or a final byte. */
// eslint-disable-next-line no-control-regex -- ESC, CSI and BEL are what it matches
const ANSI = /[\u001B\u009B][[\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\d/#&.:=?%@~_]+)*|[a-zA-Z\d]+(?:;[-a-zA-Z\d/#&.:=?%@~_]*)*)?\u0007)|(?:(?:\d{1,4}(?:;\d{0,4})*)?[\dA-PR-TZcf-nq-uy=><~]))/g

/* Bytes: drop, take, null, swap ------------------------------------------------------------- */

/** A byte range [start, start + length) applied to a stream: `keep` says whether the range stays or goes. */
function rangeStream(args: Args, keep: boolean): ChunkTransformer {
  const start = Number(args.start)
  const end = start + Number(args.length)
  let at = 0
  return {
    push(chunk) {
      const from = Math.min(Math.max(start - at, 0), chunk.length)
      const to = Math.min(Math.max(end - at, 0), chunk.length)
      at += chunk.length
      if (keep) return chunk.slice(from, to)
      const out = new Uint8Array(chunk.length - (to - from))
      out.set(chunk.subarray(0, from))
      out.set(chunk.subarray(to), from)
      return out
    },
    flush: () => new Uint8Array(0),
  }
}
const rangeRun = (keep: boolean) => (input: unknown, args: Args) => {
  const t = rangeStream(args, keep)
  return t.push(bytes(input)) as Uint8Array
}

function swapStream(args: Args): ChunkTransformer {
  const n = Number(args.wordLength)
  let held = new Uint8Array(0)
  return {
    push(chunk) {
      const all = new Uint8Array(held.length + chunk.length)
      all.set(held)
      all.set(chunk, held.length)
      const whole = all.length - (all.length % n)
      held = all.slice(whole)
      const out = all.slice(0, whole)
      for (let i = 0; i < whole; i += n) out.subarray(i, i + n).reverse()
      return out
    },
    flush() {
      const last = args.padIncomplete && held.length ? Uint8Array.from({ length: n }, (_, i) => held[i] ?? 0) : held
      held = new Uint8Array(0)
      return last.reverse()
    },
  }
}
function swapRun(input: unknown, args: Args): Uint8Array {
  const t = swapStream(args)
  const a = t.push(bytes(input)) as Uint8Array
  const b = t.flush() as Uint8Array
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}

/* Wrap --------------------------------------------------------------------------------------- */

function wrap(input: string, args: Args): string {
  const width = Number(args.width)
  return mapLines(input, (line) => {
    const cr = line.endsWith('\r') ? '\r' : ''
    const chars = Array.from(cr ? line.slice(0, -1) : line)
    const parts: string[] = []
    for (let i = 0; i < chars.length; i += width) parts.push(chars.slice(i, i + width).join(''))
    return (parts.length ? parts : ['']).join(`${cr}\n`) + cr
  })
}

/* To Base / From Base -------------------------------------------------------------------------- */

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz'

/** An integer in a radix, as a BigInt; its error names the first digit the radix does not have. */
export function parseInRadix(s: string, radix: number, line: number): bigint {
  const m = /^\s*([+-]?)(.*?)\s*$/s.exec(s)!
  const digits = m[2]!
  if (!digits) throw new OpError(`Line ${line}: no digits`)
  let n = 0n
  const r = BigInt(radix)
  let i = 0
  for (const ch of digits) {
    const d = DIGITS.indexOf(ch.toLowerCase())
    if (d < 0 || d >= radix) throw new OpError(`Line ${line}: '${ch}' at ${s.indexOf(digits) + i + 1} is not a base-${radix} digit`)
    n = n * r + BigInt(d)
    i += ch.length
  }
  return m[1] === '-' ? -n : n
}

const radixOf = (args: Args) => {
  const r = Number(args.radix)
  if (!Number.isInteger(r) || r < 2 || r > 36) throw new OpError(`Radix must be a whole number from 2 to 36, not ${args.radix}`)
  return r
}

/** Each non-blank line a number, converted; blank lines stay blank. */
const convertLines = (input: string, from: number, to: number) =>
  mapLines(input, (line, i) => {
    const cr = line.endsWith('\r') ? '\r' : ''
    const body = cr ? line.slice(0, -1) : line
    return body.trim() ? parseInRadix(body, from, i + 1).toString(to) + cr : line
  })

/* Parse URI ------------------------------------------------------------------------------------ */

function parseUri(input: string): string {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new OpError(`Not an absolute URL: '${input.trim().slice(0, 80)}'`)
  }
  const query: Record<string, string | string[]> = {}
  for (const [k, v] of url.searchParams) {
    const had = query[k]
    query[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v]
  }
  return json({
    protocol: url.protocol.replace(/:$/, ''),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    query,
    fragment: url.hash.replace(/^#/, ''),
  })
}

/* Luhn ------------------------------------------------------------------------------------------ */

/** The Luhn sum of digits (the rightmost doubled when `doubleLast`). */
function luhnSum(digits: number[], doubleLast: boolean): number {
  let sum = 0
  for (let i = digits.length - 1, dbl = doubleLast; i >= 0; i--, dbl = !dbl) {
    const d = dbl ? digits[i]! * 2 : digits[i]!
    sum += d > 9 ? d - 9 : d
  }
  return sum % 10
}

function luhn(input: string): string {
  const digits: number[] = []
  let i = 0
  for (const ch of input.trim()) {
    i++
    if (/\d/.test(ch)) digits.push(Number(ch))
    else if (!/[\s-]/.test(ch)) throw new OpError(`Invalid character '${ch}' at ${i}: only digits, spaces and dashes`)
  }
  if (!digits.length) throw new OpError('No digits to check')
  const sum = luhnSum(digits, false)
  const check = (10 - luhnSum(digits, true)) % 10
  return `Checksum: ${sum}\nValid: ${sum === 0 ? 'yes' : 'no'}\nCheck digit to append: ${check}`
}

/* UNIX permissions ---------------------------------------------------------------------------- */

const CLASSES = ['user', 'group', 'others'] as const

/** A mode's 12 bits as ls -l writes them (stat.filemode), its type letter given. */
function symbolic(mode: number, type: string): string {
  let s = type
  for (let c = 0; c < 3; c++) {
    const bits = (mode >> (6 - 3 * c)) & 7
    const special = mode & (0o4000 >> c)
    const x = bits & 1
    s += (bits & 4 ? 'r' : '-') + (bits & 2 ? 'w' : '-')
    s += special ? (c === 2 ? (x ? 't' : 'T') : x ? 's' : 'S') : x ? 'x' : '-'
  }
  return s
}

function parsePermissions(input: string): string {
  const s = input.trim()
  let mode = 0
  let type = '-'
  if (/^[0-7]{1,4}$/.test(s)) mode = parseInt(s, 8)
  else {
    const m = /^([-dlcbps]?)([r-][w-][xsS-])([r-][w-][xsS-])([r-][w-][xtT-])$/.exec(s)
    if (!m) throw new OpError(`Not a permission: '${s}' (write it as 754, 0754 or -rwxr-xr--)`)
    type = m[1] || '-'
    ;[m[2]!, m[3]!, m[4]!].forEach((p, c) => {
      const shift = 6 - 3 * c
      if (p[0] === 'r') mode |= 4 << shift
      if (p[1] === 'w') mode |= 2 << shift
      if (/[xst]/.test(p[2]!)) mode |= 1 << shift
      if (/[sStT]/.test(p[2]!)) mode |= 0o4000 >> c
    })
  }
  const classes = Object.fromEntries(
    CLASSES.map((name, c) => {
      const bits = (mode >> (6 - 3 * c)) & 7
      return [name, { read: !!(bits & 4), write: !!(bits & 2), execute: !!(bits & 1) }]
    }),
  )
  return json({
    octal: mode.toString(8).padStart(4, '0'),
    symbolic: symbolic(mode, type),
    ...classes,
    setuid: !!(mode & 0o4000),
    setgid: !!(mode & 0o2000),
    sticky: !!(mode & 0o1000),
  })
}

/* ObjectId -------------------------------------------------------------------------------------- */

function objectIdTime(input: string): string {
  const s = input.trim()
  if (!/^[0-9a-fA-F]{24}$/.test(s)) throw new OpError(`Not an ObjectId: '${s.slice(0, 40)}' (24 hex digits)`)
  return new Date(parseInt(s.slice(0, 8), 16) * 1000).toISOString().replace('.000Z', 'Z')
}

/* Data units ------------------------------------------------------------------------------------ */

/** Bits in each unit. */
const UNIT_BITS: Record<string, bigint> = { b: 1n, B: 8n }
;['k', 'M', 'G', 'T'].forEach((p, i) => (UNIT_BITS[`${p}b`] = 1000n ** BigInt(i + 1)))
;['K', 'M', 'G', 'T', 'P', 'E'].forEach((p, i) => {
  UNIT_BITS[`${p}B`] = 8n * 1000n ** BigInt(i + 1)
  UNIT_BITS[`${p}iB`] = 8n * 1024n ** BigInt(i + 1)
})

const FRACTION_DIGITS = 20

/** num/den as decimal, exact when it ends within 20 digits, else rounded half up to 20. */
function decimal(num: bigint, den: bigint): string {
  const neg = num < 0n
  const n = neg ? -num : num
  const scale = 10n ** BigInt(FRACTION_DIGITS)
  const scaled = (n * scale * 2n + den) / (den * 2n)
  const whole = (scaled / scale).toString()
  const frac = (scaled % scale).toString().padStart(FRACTION_DIGITS, '0').replace(/0+$/, '')
  return (neg && scaled !== 0n ? '-' : '') + whole + (frac ? `.${frac}` : '')
}

function convertUnits(input: string, args: Args): string {
  const s = input.trim()
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s)
  if (!s || !m || !(m[2] || m[3])) throw new OpError(`Not a number: '${s.slice(0, 40)}'`)
  const frac = m[3] ?? ''
  let num = BigInt((m[2] || '0') + frac) * (m[1] === '-' ? -1n : 1n)
  let den = 10n ** BigInt(frac.length)
  const exp = Number(m[4] ?? 0)
  if (Math.abs(exp) > 1000) throw new OpError(`Exponent out of range: ${exp}`)
  if (exp >= 0) num *= 10n ** BigInt(exp)
  else den *= 10n ** BigInt(-exp)
  return decimal(num * UNIT_BITS[String(args.from)]!, den * UNIT_BITS[String(args.to)]!)
}

/* Sets ------------------------------------------------------------------------------------------ */

function twoSets(input: string, args: Args): [string[], string[], string] {
  const sample = unescapeArg(String(args.sampleDelimiter))
  const item = unescapeArg(String(args.itemDelimiter))
  if (!sample) throw new OpError('The delimiter between the two sets is empty')
  const sets = input.split(sample)
  if (sets.length !== 2) throw new OpError(`Expected 2 sets separated by '${String(args.sampleDelimiter)}', found ${sets.length}`)
  const items = (s: string) => (item ? s.split(item) : Array.from(s))
  return [items(sets[0]!), items(sets[1]!), item]
}

const setOp = (combine: (a: string[], b: Set<string>) => string[]) => ({
  run(input: unknown, args: Args) {
    const [a, b, item] = twoSets(text(input), args)
    return [...new Set(combine(a, new Set(b)))].join(item)
  },
})

export default {
  'strip-html-tags': { run: (input, args) => stripHtml(text(input), args) },
  'remove-null-bytes': {
    run: (input) => bytes(input).filter((b) => b !== 0),
    stream: () => ({ push: (chunk) => chunk.filter((b) => b !== 0), flush: () => new Uint8Array(0) }),
  },
  'remove-ansi-escape-codes': { run: (input) => text(input).replace(ANSI, '') },
  'drop-bytes': { run: rangeRun(false), stream: (args) => rangeStream(args, false) },
  'take-bytes': { run: rangeRun(true), stream: (args) => rangeStream(args, true) },
  'swap-endianness': { run: swapRun, stream: swapStream },
  wrap: { run: (input, args) => wrap(text(input), args) },
  'to-base': { run: (input, args) => convertLines(text(input), 10, radixOf(args)) },
  'from-base': { run: (input, args) => convertLines(text(input), radixOf(args), 10) },
  'parse-uri': { run: (input) => parseUri(text(input)) },
  'luhn-checksum': { run: (input) => luhn(text(input)) },
  'parse-unix-file-permissions': { run: (input) => parsePermissions(text(input)) },
  'parse-objectid-timestamp': { run: (input) => objectIdTime(text(input)) },
  'convert-data-units': { run: (input, args) => convertUnits(text(input), args) },
  'set-union': setOp((a, b) => [...a, ...b]),
  'set-intersection': setOp((a, b) => a.filter((x) => b.has(x))),
  'set-difference': setOp((a, b) => a.filter((x) => !b.has(x))),
} satisfies OpImpls

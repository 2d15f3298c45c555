/**
 * cURL commands: building one from a request (for the cURL Builder and the REST Client's "as cURL"),
 * and reading one back (the REST Client's import). Quoting is POSIX shell single-quoting, so the
 * command pastes into bash, zsh or sh and curl receives exactly the arguments we meant.
 */

export interface CurlRequest {
  method: string
  url: string
  /** Header name and value pairs, in order; sent as `-H 'Name: value'` (an empty value as `-H 'Name;'`). */
  headers: ReadonlyArray<readonly [string, string]>
  /** A raw body (`-d`, or `--data-raw` when it starts with `@`, which `-d` would read as a file name). */
  body?: string | null
  /** Multipart fields (`--form-string`, which never reads files, unlike `-F`). Used instead of body. */
  form?: ReadonlyArray<readonly [string, string]>
  /** -k: the server's certificate is not checked. */
  insecure?: boolean
  /** --compressed: ask for a compressed response and decompress it. */
  compressed?: boolean
}

/** Characters that never need quoting in a POSIX shell word. */
const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * One shell word that a POSIX shell reads back as exactly `s`: left bare when it is plainly safe,
 * otherwise in single quotes, with each `'` written as `'\''` (close, escaped quote, reopen).
 */
export function shellQuote(s: string): string {
  return SAFE_WORD.test(s) ? s : singleQuote(s)
}

/** Always in single quotes (how API docs show URLs), each `'` written as `'\\''`. */
export const singleQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

/**
 * The URL written so curl takes it as it is: curl refuses spaces and control characters, and reads
 * `[]` and `{}` as its globbing patterns. So those, the other characters a URL may not hold bare
 * (double quote, `<`, `>`, backslash, `^`, backtick, `|`) and anything outside ASCII (as its UTF-8
 * bytes) are percent-encoded after the host. What is already percent-encoded stays, so the server
 * decodes the same text the browser sends.
 */
export function curlUrl(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([\s\S]*)$/i.exec(url)
  const [head, rest] = m ? [m[1]!, m[2]!] : ['', url]
  let out = ''
  for (const ch of rest) {
    if (URL_KEEP.test(ch)) out += ch
    else for (const b of new TextEncoder().encode(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return head + out
}

/** RFC 3986's unreserved, reserved (minus `[` and `]`, curl's globbing) and `%`. */
const URL_KEEP = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]$/

/**
 * curl's `--data-urlencode` encoding (curl_easy_escape, then `%20` written as `+`): letters, digits
 * and `-._~` stay, a space becomes `+`, every other byte of the UTF-8 text becomes `%XX`.
 */
export function curlUrlencode(text: string): string {
  let out = ''
  for (const b of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(b)
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : b === 0x20 ? '+' : `%${b.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** The arguments curl should receive, without the leading `curl`. */
export function curlArgs(req: CurlRequest): string[] {
  const method = req.method.toUpperCase()
  const args: string[] = []
  if (method === 'HEAD') args.push('-I')
  else if (method !== 'GET') args.push('-X', method)
  args.push(req.url)
  // curl drops `Name:` with nothing after the colon (that removes a header); `Name;` sends it empty.
  for (const [name, value] of req.headers) args.push('-H', value.trim() === '' ? `${name};` : `${name}: ${value}`)
  if (method !== 'GET' && method !== 'HEAD') {
    if (req.form?.length) for (const [k, v] of req.form) args.push('--form-string', `${k}=${v}`)
    else if (req.body != null && req.body !== '') args.push(req.body.startsWith('@') ? '--data-raw' : '-d', req.body)
  }
  if (req.insecure) args.push('-k')
  if (req.compressed) args.push('--compressed')
  return args
}

/**
 * The command as text. Multi-line (the default) puts each option on its own line with a trailing
 * backslash, as API docs show them; `multiline: false` gives one line.
 */
export function buildCurl(req: CurlRequest, { multiline = true }: { multiline?: boolean } = {}): string {
  const args = curlArgs(req)
  const parts: string[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    // Options that take a value stay on one line with it.
    if (a.startsWith('-') && i + 1 < args.length && TAKES_VALUE.has(a)) {
      parts.push(`${a} ${shellQuote(args[i + 1]!)}`)
      i++
    } else parts.push(a.startsWith('-') ? a : singleQuote(a))
  }
  if (!multiline) return ['curl', ...parts].join(' ')
  // The method flag and the URL share the first line; every other option gets its own.
  const firstLen = parts[0]?.startsWith('-X ') || parts[0] === '-I' ? 2 : 1
  const first = ['curl', ...parts.slice(0, firstLen)].join(' ')
  return [first, ...parts.slice(firstLen).map((p) => `  ${p}`)].join(' \\\n')
}

const TAKES_VALUE = new Set(['-X', '-H', '-d', '--data-raw', '--form-string'])

// ---------------------------------------------------------------------------------------------
// Reading a command back

export interface ParsedCurl {
  method: string
  url: string
  headers: Array<[string, string]>
  /** The raw body, when the command sends one (data options joined with `&`, as curl does). */
  body: string | null
  /** Multipart fields from -F / --form / --form-string, when the command sends a form. */
  form: Array<[string, string]>
  /** From -u user:password. */
  user: { username: string; password: string } | null
  /**
   * True when the Content-Type header is curl's own default for data options
   * (application/x-www-form-urlencoded), added because the command named none.
   */
  defaultContentType: boolean
  /** Options we read but cannot carry over (files to upload, cookies jars...), for a note. */
  ignored: string[]
  /** -k / --insecure: the server's certificate is not checked. */
  insecure?: boolean
  /** --compressed: curl asks for a compressed response and decompresses it. */
  compressed?: boolean
}

export type ParseCurlResult = { ok: true; request: ParsedCurl } | { ok: false; error: string }

/**
 * Splits shell text into words the way bash does for a simple command: single quotes, double quotes
 * (where `\` escapes `$`, `` ` ``, `"`, `\` and newline), ANSI-C `$'...'` (what browsers' "Copy as
 * cURL (bash)" uses), backslash escapes and line continuations. Expansions (`$VAR`, `$(...)`) are
 * kept as written; a dangling quote is an error.
 */
export function shellWords(text: string): { ok: true; words: string[] } | { ok: false; error: string } {
  const words: string[] = []
  let cur = ''
  let inWord = false
  let i = 0
  const n = text.length
  while (i < n) {
    const c = text[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (inWord) words.push(cur)
      cur = ''
      inWord = false
      i++
      continue
    }
    inWord = true
    if (c === '\\') {
      const next = text[i + 1]
      if (next === undefined) { i++; continue }
      if (next === '\n') { i += 2; if (!cur) inWord = false; continue }
      if (next === '\r' && text[i + 2] === '\n') { i += 3; if (!cur) inWord = false; continue }
      cur += next
      i += 2
      continue
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1)
      if (end < 0) return { ok: false, error: 'A single quote is not closed' }
      cur += text.slice(i + 1, end)
      i = end + 1
      continue
    }
    if (c === '$' && text[i + 1] === "'") {
      const r = readAnsiC(text, i + 2)
      if (!r) return { ok: false, error: "A $'...' string is not closed" }
      cur += r.value
      i = r.end
      continue
    }
    if (c === '"') {
      i++
      let closed = false
      while (i < n) {
        const d = text[i]!
        if (d === '"') { closed = true; i++; break }
        if (d === '\\' && i + 1 < n && '$`"\\\n'.includes(text[i + 1]!)) {
          if (text[i + 1] !== '\n') cur += text[i + 1]
          i += 2
          continue
        }
        cur += d
        i++
      }
      if (!closed) return { ok: false, error: 'A double quote is not closed' }
      continue
    }
    cur += c
    i++
  }
  if (inWord) words.push(cur)
  return { ok: true, words }
}

const ANSI_ESCAPES: Record<string, string> = { a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' }

function readAnsiC(text: string, start: number): { value: string; end: number } | null {
  let out = ''
  const bytes: number[] = []
  const flush = () => {
    if (bytes.length) out += new TextDecoder().decode(new Uint8Array(bytes.splice(0)))
  }
  let i = start
  while (i < text.length) {
    const c = text[i]!
    if (c === "'") {
      flush()
      return { value: out, end: i + 1 }
    }
    if (c !== '\\') {
      flush()
      out += c
      i++
      continue
    }
    const e = text[i + 1] ?? ''
    let m: RegExpExecArray | null
    if (e === 'x' && (m = /^[0-9a-fA-F]{1,2}/.exec(text.slice(i + 2)))) {
      bytes.push(parseInt(m[0], 16))
      i += 2 + m[0].length
    } else if (/[0-7]/.test(e) && (m = /^[0-7]{1,3}/.exec(text.slice(i + 1)))) {
      bytes.push(parseInt(m[0], 8) & 0xff)
      i += 1 + m[0].length
    } else if ((e === 'u' || e === 'U') && (m = (e === 'u' ? /^[0-9a-fA-F]{1,4}/ : /^[0-9a-fA-F]{1,8}/).exec(text.slice(i + 2)))) {
      flush()
      out += String.fromCodePoint(parseInt(m[0], 16))
      i += 2 + m[0].length
    } else if (e in ANSI_ESCAPES) {
      flush()
      out += ANSI_ESCAPES[e]
      i += 2
    } else {
      flush()
      out += `\\${e}`
      i += 2
    }
  }
  return null
}

/** Why an option naming a file is left out: the page cannot read files named in a command. */
const FILE_NOTE = 'a file, which cannot be read from here: paste its content instead'

/** Options that take a value, so the next word is not the URL. Long names map to what we do with them. */
const VALUE_OPTIONS = new Set([
  '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json',
  '-F', '--form', '--form-string', '-u', '--user', '-A', '--user-agent', '-e', '--referer', '-b', '--cookie', '--url',
  '-o', '--output', '-c', '--cookie-jar', '-m', '--max-time', '--connect-timeout', '-x', '--proxy', '-w', '--write-out',
  '--retry', '-T', '--upload-file', '-E', '--cert', '--cacert', '--key', '-r', '--range', '-K', '--config', '--resolve',
  '--oauth2-bearer', '-D', '--dump-header', '--limit-rate', '-y', '--speed-time', '-Y', '--speed-limit', '--max-redirs',
])

/** Flags without a value that change the request; other value-less flags (-s, -L, -k, -v...) are ignored. */
const SHORT_FLAGS_WITH_VALUE = new Set('XHdFuAebocmxwTErKDyY'.split(''))

/** Reads a cURL command (as copied from browser dev tools or API docs) into a request. */
export function parseCurl(command: string): ParseCurlResult {
  const text = command.trim()
  const split = isCmdQuoted(text) ? cmdWords(text) : isPowerShell(text) ? powerShellWords(text) : shellWords(text)
  if (!split.ok) return split
  const words = split.words
  if (words[0] === 'curl.exe') words[0] = 'curl'
  if (words[0] !== 'curl') return { ok: false, error: 'The command must start with curl' }
  const headers: Array<[string, string]> = []
  const data: string[] = []
  const form: Array<[string, string]> = []
  const ignored: string[] = []
  let method: string | null = null
  let url: string | null = null
  let user: ParsedCurl['user'] = null
  let head = false
  let get = false
  let jsonBody = false
  let urlencodedData = false
  let insecure = false
  let compressed = false
  /** Headers the command removes with `-H 'Name:'` (curl then sends none of that name). */
  const removed = new Set<string>()

  const take = (opt: string, value: string | undefined): string | null => {
    if (value === undefined) return null
    switch (opt) {
      case '-X': case '--request': method = value.toUpperCase(); break
      case '-H': case '--header': {
        // `Name: value` sends it; `Name:` (nothing after) only removes a default; `Name;` sends it empty.
        const colon = value.indexOf(':')
        if (colon > 0) {
          const v = value.slice(colon + 1).trim()
          if (v !== '') headers.push([value.slice(0, colon).trim(), v])
          else removed.add(value.slice(0, colon).trim().toLowerCase())
        } else if (/^[^\s;]+;$/.test(value.trim())) headers.push([value.trim().slice(0, -1), ''])
        break
      }
      case '-d': case '--data': case '--data-ascii': case '--data-binary': case '--data-raw':
        // Sent byte for byte (curl strips newlines only from data read out of a file).
        if (opt !== '--data-raw' && value.startsWith('@')) ignored.push(`${opt} ${value} (${FILE_NOTE})`)
        else data.push(value)
        urlencodedData = true
        break
      case '--data-urlencode': {
        // curl's forms: `name=content` (name as written), `=content`, `content`, `name@file`, `@file`.
        const eq = value.indexOf('=')
        const at = eq < 0 ? value.indexOf('@') : -1
        if (at >= 0) ignored.push(`${opt} ${value} (${FILE_NOTE})`)
        else {
          const name = eq < 0 ? '' : value.slice(0, eq)
          const encoded = curlUrlencode(eq < 0 ? value : value.slice(eq + 1))
          data.push(name ? `${name}=${encoded}` : encoded)
        }
        urlencodedData = true
        break
      }
      case '--json': data.push(value); jsonBody = true; break
      case '-F': case '--form': case '--form-string': {
        const eq = value.indexOf('=')
        if (eq <= 0) break
        const v = value.slice(eq + 1)
        if (opt !== '--form-string' && (v.startsWith('@') || v.startsWith('<'))) ignored.push(`${opt} ${value} (${FILE_NOTE})`)
        else form.push([value.slice(0, eq), v])
        break
      }
      case '-u': case '--user': {
        const colon = value.indexOf(':')
        user = colon < 0 ? { username: value, password: '' } : { username: value.slice(0, colon), password: value.slice(colon + 1) }
        break
      }
      case '-A': case '--user-agent': headers.push(['User-Agent', value]); break
      case '-e': case '--referer': headers.push(['Referer', value]); break
      case '-b': case '--cookie':
        if (value.includes('=')) headers.push(['Cookie', value])
        else ignored.push(`${opt} ${value} (a cookie file)`)
        break
      case '--oauth2-bearer': headers.push(['Authorization', `Bearer ${value}`]); break
      case '--url': url ??= value; break
      default: ignored.push(`${opt} ${value}`)
    }
    return value
  }

  for (let i = 1; i < words.length; i++) {
    const w = words[i]!
    if (w === '--') { url ??= words[i + 1] ?? null; break }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=')
      const [opt, inline] = eq > 0 ? [w.slice(0, eq), w.slice(eq + 1)] : [w, undefined]
      if (opt === '--head') head = true
      else if (opt === '--get') get = true
      else if (opt === '--insecure') insecure = true
      else if (opt === '--compressed') compressed = true
      else if (VALUE_OPTIONS.has(opt)) {
        const value = inline ?? words[++i]
        if (take(opt, value) === null) return { ok: false, error: `${opt} needs a value` }
      }
      continue
    }
    if (w.startsWith('-') && w.length > 1) {
      // Short options may be bundled (-sSL) and the last may take its value attached (-XPOST) or next.
      for (let j = 1; j < w.length; j++) {
        const f = w[j]!
        if (SHORT_FLAGS_WITH_VALUE.has(f)) {
          const attached = w.slice(j + 1)
          const value = attached !== '' ? attached : words[++i]
          if (take(`-${f}`, value) === null) return { ok: false, error: `-${f} needs a value` }
          break
        }
        if (f === 'I') head = true
        else if (f === 'G') get = true
        else if (f === 'k') insecure = true
      }
      continue
    }
    url ??= w
  }
  if (!url) return { ok: false, error: 'No URL found in the command' }

  let body: string | null = data.length ? data.join('&') : null
  if (get && body !== null) {
    url += (url.includes('?') ? '&' : '?') + body
    body = null
  }
  const hasHeader = (name: string) => removed.has(name) || headers.some(([h]) => h.toLowerCase() === name.toLowerCase())
  let defaultContentType = false
  if (jsonBody) {
    if (!hasHeader('content-type')) headers.push(['Content-Type', 'application/json'])
    if (!hasHeader('accept')) headers.push(['Accept', 'application/json'])
  } else if (urlencodedData && body !== null && !hasHeader('content-type')) {
    headers.push(['Content-Type', 'application/x-www-form-urlencoded'])
    defaultContentType = true
  }
  const finalMethod: string = method ?? (head ? 'HEAD' : body !== null || form.length ? 'POST' : 'GET')
  const request: ParsedCurl = { method: finalMethod, url, headers, body, form, user, ignored, defaultContentType }
  if (insecure) request.insecure = true
  if (compressed) request.compressed = true
  return { ok: true, request }
}

// ---------------------------------------------------------------------------------------------
// Windows: cmd.exe (Chrome's "Copy as cURL (cmd)", Firefox's "Copy as cURL (Windows)") and PowerShell

/**
 * A command for cmd.exe: a `^` at a line end (cmd's way to go on), Chrome's `curl ^"...`, or a
 * one-line `curl.exe` command. A `^"` inside a bash command's quotes (a regex, say) is not enough.
 */
export const isCmdQuoted = (text: string) =>
  (/\s\^\r?\n/.test(text) && !BASH_GOES_ON.test(text)) || /^curl(?:\.exe)?\s+\^"/.test(text) || (/^curl\.exe\s/.test(text) && !isPowerShell(text))

/** A PowerShell command: a backtick at a line end goes on to the next line (and no bash `\` does). */
export const isPowerShell = (text: string) => /\s`\r?\n/.test(text) && !BASH_GOES_ON.test(text)

/** A bash line end that goes on: a command with one is read as bash, whatever its quotes hold. */
const BASH_GOES_ON = /\s\\\r?\n/

/**
 * The words curl.exe receives from a line cmd.exe runs, in the two passes Windows makes: cmd.exe
 * first (`^` takes the next character as it is, a `^` at a line end goes on to the next line and
 * takes its first character, so `^` + two line breaks is a line break; inside "..." a `^` is a plain
 * character), then the C runtime's argument splitting (spaces and tabs split outside "...", `\"`
 * is a quote, 2n backslashes before a quote are n, `""` inside quotes is a quote, other backslashes
 * stay).
 */
export function cmdWords(text: string): { ok: true; words: string[] } | { ok: false; error: string } {
  // Pass 1: cmd.exe.
  let line = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') {
      quoted = !quoted
      line += c
    } else if (c === '^' && !quoted) {
      let j = i + 1
      if (text[j] === '\r' && text[j + 1] === '\n') j++
      if (text[j] === '\n') {
        // Going on to the next line: its first character is taken as it is.
        j++
        if (text[j] === '\r' && text[j + 1] === '\n') j++
      }
      if (j < text.length) line += text[j]
      i = j
    } else if ((c === '\r' || c === '\n') && !quoted) line += ' '
    else line += c
  }
  // Pass 2: the C runtime's argv.
  const words: string[] = []
  let cur = ''
  let inWord = false
  let inQuotes = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (!inQuotes && (c === ' ' || c === '\t' || c === '\n' || c === '\r')) {
      if (inWord) words.push(cur)
      cur = ''
      inWord = false
      continue
    }
    inWord = true
    if (c === '\\') {
      let n = 0
      while (line[i + n] === '\\') n++
      if (line[i + n] === '"') {
        cur += '\\'.repeat(Math.floor(n / 2))
        if (n % 2 === 1) {
          cur += '"'
          i += n
        } else i += n - 1
      } else {
        cur += '\\'.repeat(n)
        i += n - 1
      }
      continue
    }
    if (c === '"') {
      if (inQuotes && line[i + 1] === '"') {
        cur += '"'
        i++
      } else inQuotes = !inQuotes
      continue
    }
    cur += c
  }
  if (inQuotes) return { ok: false, error: 'A double quote is not closed' }
  if (inWord) words.push(cur)
  return { ok: true, words }
}

const PS_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v', e: '\x1b' }

/**
 * The words of a PowerShell command line: a backtick at a line end goes on, '...' is literal (`''` is
 * a quote), "..." takes backtick escapes (`` `n ``, `` `" ``...) and `""` as a quote; `$` expansions
 * are kept as written.
 */
export function powerShellWords(text: string): { ok: true; words: string[] } | { ok: false; error: string } {
  const words: string[] = []
  let cur = ''
  let inWord = false
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '`' && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\r' ? 3 : 2
      continue
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (inWord) words.push(cur)
      cur = ''
      inWord = false
      i++
      continue
    }
    inWord = true
    if (c === "'") {
      i++
      for (;;) {
        if (i >= text.length) return { ok: false, error: 'A single quote is not closed' }
        if (text[i] === "'") {
          if (text[i + 1] === "'") { cur += "'"; i += 2; continue }
          i++
          break
        }
        cur += text[i++]
      }
      continue
    }
    if (c === '"') {
      i++
      for (;;) {
        if (i >= text.length) return { ok: false, error: 'A double quote is not closed' }
        const d = text[i]!
        if (d === '`' && i + 1 < text.length) { const e = text[i + 1]!; cur += PS_ESCAPES[e] ?? e; i += 2; continue }
        if (d === '"') {
          if (text[i + 1] === '"') { cur += '"'; i += 2; continue }
          i++
          break
        }
        cur += d
        i++
      }
      continue
    }
    if (c === '`' && i + 1 < text.length) { cur += text[i + 1]; i += 2; continue }
    cur += c
    i++
  }
  if (inWord) words.push(cur)
  return { ok: true, words }
}

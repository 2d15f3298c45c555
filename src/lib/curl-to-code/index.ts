/**
 * cURL to code: one request (read from a cURL command, the cURL Builder's fields or the REST
 * Client's request) written as a program in each language, sending the same method, URL, headers
 * and body bytes that curl sends. Each generator is a pure function of the request.
 */
import { parseCurl, type CurlRequest, type ParsedCurl } from '../curl'
import { type CodeLanguage } from './languages'
import { csString, goString, javaString, jsString, phpString, pyString, rustString } from './literals'

export { CODE_LANGUAGES, isCodeLanguage, type CodeLanguage } from './languages'

export interface CodeRequest extends CurlRequest {
  /** -u user:password: Basic authentication. */
  user?: { username: string; password: string } | null
}

/** The request a parsed command describes. */
export const requestFromParsed = (p: ParsedCurl): CodeRequest => ({
  method: p.method,
  url: p.url,
  headers: p.headers,
  body: p.body,
  form: p.form.length ? p.form : undefined,
  user: p.user,
  insecure: p.insecure,
  compressed: p.compressed,
})

export type CurlToCodeResult = { ok: true; code: string; notes: string[]; request: CodeRequest } | { ok: false; error: string }

/** A cURL command as a program; the notes say what the command held that the program cannot carry. */
export function curlToCode(command: string, language: CodeLanguage): CurlToCodeResult {
  const parsed = parseCurl(command)
  if (!parsed.ok) return parsed
  const request = requestFromParsed(parsed.request)
  return { ok: true, code: requestToCode(request, language), notes: parsed.request.ignored.map((i) => `Left out: ${i}`), request }
}

export function requestToCode(req: CodeRequest, language: CodeLanguage): string {
  return GENERATORS[language](shape(req))
}

// ---------------------------------------------------------------------------------------------
// The request in the shape every generator reads

interface Shaped {
  method: string
  url: string
  /** Headers as the program sets them (a multipart Content-Type left to the library, which adds the boundary). */
  headers: Array<readonly [string, string]>
  body: { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'form'; fields: ReadonlyArray<readonly [string, string]> }
  user: { username: string; password: string } | null
  insecure: boolean
  compressed: boolean
}

function shape(req: CodeRequest): Shaped {
  const method = req.method.toUpperCase()
  const sends = method !== 'GET' && method !== 'HEAD'
  const form = sends && req.form?.length ? req.form : null
  const text = sends && !form && req.body != null && req.body !== '' ? req.body : null
  const headers = form ? req.headers.filter(([n, v]) => !(n.toLowerCase() === 'content-type' && /^multipart\/form-data/i.test(v))) : [...req.headers]
  return {
    method,
    url: /^[a-z][a-z0-9+.-]*:\/\//i.test(req.url) ? req.url : `http://${req.url}`,
    headers,
    body: form ? { kind: 'form', fields: form } : text !== null ? { kind: 'text', text } : { kind: 'none' },
    user: req.user ?? null,
    insecure: !!req.insecure,
    compressed: !!req.compressed,
  }
}

const utf8 = (s: string) => new TextEncoder().encode(s)

/** The value of an Authorization header for Basic authentication (the UTF-8 bytes of user:password, as curl sends them). */
export function basicAuth(user: { username: string; password: string }): string {
  let bin = ''
  for (const b of utf8(`${user.username}:${user.password}`)) bin += String.fromCharCode(b)
  return `Basic ${btoa(bin)}`
}

/** The headers with Basic authentication as a header, for the languages that have no option for it. */
const withAuth = (r: Shaped) => (r.user ? [...r.headers, ['Authorization', basicAuth(r.user)] as const] : r.headers)

/** A fixed boundary, so the output is the same each time (a generated program may pick its own). */
export const BOUNDARY = '----CurlToCodeBoundary7MA4YWxkTrZu0gW'

/** A multipart/form-data body of text fields, as the programs without a multipart helper write it. */
export function multipartText(fields: ReadonlyArray<readonly [string, string]>): string {
  const quote = (s: string) => s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  return fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(k)}"\r\n\r\n${v}\r\n`).join('') + `--${BOUNDARY}--\r\n`
}

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

// ---------------------------------------------------------------------------------------------
// Generators

const jsHeaders = (headers: ReadonlyArray<readonly [string, string]>, indent: string) =>
  headers.length ? `${indent}headers: {\n${headers.map(([n, v]) => `${indent}  ${jsString(n)}: ${jsString(v)},`).join('\n')}\n${indent}},\n` : ''

const jsForm = (fields: ReadonlyArray<readonly [string, string]>) =>
  `const form = new FormData()\n${fields.map(([k, v]) => `form.append(${jsString(k)}, ${jsString(v)})`).join('\n')}\n\n`

function fetchCode(r: Shaped): string {
  const lines: string[] = []
  if (r.insecure) lines.push('// -k: fetch always checks the certificate (in Node.js, NODE_TLS_REJECT_UNAUTHORIZED=0 turns the check off).')
  if (r.compressed) lines.push('// --compressed: fetch asks for a compressed response and decompresses it by itself.')
  const pre = r.body.kind === 'form' ? jsForm(r.body.fields) : ''
  const body = r.body.kind === 'form' ? '  body: form,\n' : r.body.kind === 'text' ? `  body: ${jsString(r.body.text)},\n` : ''
  return `${lines.map((l) => `${l}\n`).join('')}${pre}const response = await fetch(${jsString(r.url)}, {\n  method: ${jsString(r.method)},\n${jsHeaders(withAuth(r), '  ')}${body}})\n\nconsole.log(response.status)\nconsole.log(await response.text())\n`
}

function axiosCode(r: Shaped): string {
  const imports = ["import axios from 'axios'", ...(r.insecure ? ["import https from 'node:https'"] : [])]
  const pre = r.body.kind === 'form' ? jsForm(r.body.fields) : ''
  const parts = [`  method: ${jsString(r.method.toLowerCase())},\n`, `  url: ${jsString(r.url)},\n`, jsHeaders(r.headers, '  ')]
  if (r.body.kind === 'form') parts.push('  data: form,\n')
  else if (r.body.kind === 'text') parts.push(`  data: ${jsString(r.body.text)},\n`)
  if (r.user) parts.push(`  auth: { username: ${jsString(r.user.username)}, password: ${jsString(r.user.password)} },\n`)
  if (r.insecure) parts.push('  httpsAgent: new https.Agent({ rejectUnauthorized: false }),\n')
  // axios asks for gzip, deflate and br and decompresses by itself (--compressed).
  parts.push("  responseType: 'text',\n")
  return `${imports.join('\n')}\n\n${pre}const response = await axios({\n${parts.join('')}})\n\nconsole.log(response.status)\nconsole.log(response.data)\n`
}

function undiciCode(r: Shaped): string {
  const names = ['request', ...(r.insecure ? ['Agent'] : []), ...(r.body.kind === 'form' ? ['FormData'] : [])].sort()
  const lines = [`import { ${names.join(', ')} } from 'undici'`, '']
  if (r.compressed) lines.push('// --compressed: undici.request does not decompress, so no Accept-Encoding is sent.')
  const pre = r.body.kind === 'form' ? jsForm(r.body.fields) : ''
  const parts = [`  method: ${jsString(r.method)},\n`, jsHeaders(withAuth(r), '  ')]
  if (r.body.kind === 'form') parts.push('  body: form,\n')
  else if (r.body.kind === 'text') parts.push(`  body: ${jsString(r.body.text)},\n`)
  if (r.insecure) parts.push('  dispatcher: new Agent({ connect: { rejectUnauthorized: false } }),\n')
  return `${lines.map((l) => `${l}\n`).join('')}${pre}const { statusCode, body } = await request(${jsString(r.url)}, {\n${parts.join('')}})\n\nconsole.log(statusCode)\nconsole.log(await body.text())\n`
}

const PY_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
const isAscii = (s: string) => !/[\u0080-\uffff]/.test(s)
/** requests sends a str body, user or password as Latin-1; curl sends UTF-8 bytes. */
const pyBytes = (t: string) => (isAscii(t) ? pyString(t) : `${pyString(t)}.encode('utf-8')`)

function pythonCode(r: Shaped): string {
  const out = r.insecure ? ['import requests', 'import urllib3', '', 'urllib3.disable_warnings()  # -k: the certificate is not checked (verify=False)', ''] : ['import requests', '']
  out.push(`url = ${pyString(r.url)}`)
  const args = ['url']
  if (r.headers.length) {
    const names = new Set<string>()
    const dup = r.headers.some(([n]) => names.size === names.add(n.toLowerCase()).size)
    if (dup) out.push('# requests keeps one value per header name: the repeated ones are joined with ", ".')
    const merged = new Map<string, [string, string]>()
    for (const [n, v] of r.headers) {
      const m = merged.get(n.toLowerCase())
      if (m) m[1] = `${m[1]}, ${v}`
      else merged.set(n.toLowerCase(), [n, v])
    }
    out.push(`headers = {\n${[...merged.values()].map(([n, v]) => `    ${pyString(n)}: ${pyString(v)},`).join('\n')}\n}`)
    args.push('headers=headers')
  }
  if (r.body.kind === 'text') {
    // A str body goes out as Latin-1; bytes go out as they are.
    out.push(`data = ${pyBytes(r.body.text)}`)
    args.push('data=data')
  } else if (r.body.kind === 'form') {
    out.push(`files = [\n${r.body.fields.map(([k, v]) => `    (${pyString(k)}, (None, ${pyString(v)})),`).join('\n')}\n]`)
    args.push('files=files')
  }
  if (r.user) args.push(`auth=(${pyBytes(r.user.username)}, ${pyBytes(r.user.password)})`)
  if (r.insecure) args.push('verify=False')
  const call = PY_METHODS.has(r.method) ? `requests.${r.method.toLowerCase()}(${args.join(', ')})` : `requests.request(${pyString(r.method)}, ${args.join(', ')})`
  out.push('', `response = ${call}`, '', 'print(response.status_code)', 'print(response.text)')
  return `${out.join('\n')}\n`
}

function goCode(r: Shaped): string {
  const imports = new Set(['fmt', 'io', 'log', 'net/http'])
  const body: string[] = []
  let reader = 'nil'
  if (r.body.kind === 'text') {
    imports.add('strings')
    reader = `strings.NewReader(${goString(r.body.text)})`
  } else if (r.body.kind === 'form') {
    imports.add('bytes').add('mime/multipart')
    body.push('\tvar buf bytes.Buffer', '\tform := multipart.NewWriter(&buf)')
    for (const [k, v] of r.body.fields) body.push(`\tif err := form.WriteField(${goString(k)}, ${goString(v)}); err != nil {`, '\t\tlog.Fatal(err)', '\t}')
    body.push('\tif err := form.Close(); err != nil {', '\t\tlog.Fatal(err)', '\t}')
    reader = '&buf'
  }
  body.push(`\treq, err := http.NewRequest(${goString(r.method)}, ${goString(r.url)}, ${reader})`, '\tif err != nil {', '\t\tlog.Fatal(err)', '\t}')
  if (r.body.kind === 'form') body.push('\treq.Header.Set("Content-Type", form.FormDataContentType())')
  for (const [n, v] of r.headers) body.push(sameName(n, 'Host') ? `\treq.Host = ${goString(v)}` : `\treq.Header.Add(${goString(n)}, ${goString(v)})`)
  if (r.user) body.push(`\treq.SetBasicAuth(${goString(r.user.username)}, ${goString(r.user.password)})`)
  if (r.compressed) body.push('\t// --compressed: Go asks for gzip and decompresses by itself.')
  if (r.insecure) {
    imports.add('crypto/tls')
    body.push('\tclient := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}} // -k')
  } else body.push('\tclient := &http.Client{}')
  body.push('\tresp, err := client.Do(req)', '\tif err != nil {', '\t\tlog.Fatal(err)', '\t}', '\tdefer resp.Body.Close()')
  body.push('\tout, err := io.ReadAll(resp.Body)', '\tif err != nil {', '\t\tlog.Fatal(err)', '\t}', '\tfmt.Println(resp.StatusCode)', '\tfmt.Println(string(out))')
  const sorted = [...imports].sort()
  return `package main\n\nimport (\n${sorted.map((i) => `\t"${i}"`).join('\n')}\n)\n\nfunc main() {\n${body.join('\n')}\n}\n`
}

function phpCode(r: Shaped): string {
  const opts = [`    CURLOPT_URL => ${phpString(r.url)},`, '    CURLOPT_RETURNTRANSFER => true,']
  if (r.method === 'HEAD') opts.push('    CURLOPT_NOBODY => true,')
  else if (r.method !== 'GET') opts.push(`    CURLOPT_CUSTOMREQUEST => ${phpString(r.method)},`)
  if (r.headers.length) opts.push(`    CURLOPT_HTTPHEADER => [\n${r.headers.map(([n, v]) => `        ${phpString(v === '' ? `${n};` : `${n}: ${v}`)},`).join('\n')}\n    ],`)
  if (r.body.kind === 'text') opts.push(`    CURLOPT_POSTFIELDS => ${phpString(r.body.text)},`)
  else if (r.body.kind === 'form') opts.push(`    CURLOPT_POSTFIELDS => [\n${r.body.fields.map(([k, v]) => `        ${phpString(k)} => ${phpString(v)},`).join('\n')}\n    ],`)
  if (r.user) opts.push(`    CURLOPT_USERPWD => ${phpString(`${r.user.username}:${r.user.password}`)},`)
  if (r.compressed) opts.push("    CURLOPT_ENCODING => '', // --compressed")
  if (r.insecure) opts.push('    CURLOPT_SSL_VERIFYPEER => false, // -k', '    CURLOPT_SSL_VERIFYHOST => 0,')
  return `<?php\n\n$ch = curl_init();\ncurl_setopt_array($ch, [\n${opts.join('\n')}\n]);\n\n$response = curl_exec($ch);\nif ($response === false) {\n    echo 'Error: ' . curl_error($ch) . "\\n";\n} else {\n    echo curl_getinfo($ch, CURLINFO_RESPONSE_CODE) . "\\n" . $response;\n}\ncurl_close($ch);\n`
}

/** Headers Java's HttpClient refuses to set (it writes them itself). */
const JAVA_RESTRICTED = new Set(['connection', 'content-length', 'expect', 'host', 'upgrade'])

function javaCode(r: Shaped): string {
  const notes: string[] = []
  if (r.insecure) notes.push('        // -k: HttpClient checks certificates; turning that off needs an SSLContext that trusts every certificate.')
  if (r.compressed) notes.push('        // --compressed: HttpClient does not decompress, so no Accept-Encoding is sent.')
  const chain = [`            .uri(URI.create(${javaString(r.url)}))`]
  const publisher =
    r.body.kind === 'text' ? `HttpRequest.BodyPublishers.ofString(${javaString(r.body.text)})` : r.body.kind === 'form' ? `HttpRequest.BodyPublishers.ofString(${javaString(multipartText(r.body.fields))})` : 'HttpRequest.BodyPublishers.noBody()'
  chain.push(`            .method(${javaString(r.method)}, ${publisher})`)
  const headers = withAuth(r)
  for (const [n, v] of headers) {
    if (JAVA_RESTRICTED.has(n.toLowerCase())) notes.push(`        // HttpClient sets ${n} itself: ${javaString(v)} is left out.`)
    else chain.push(`            .header(${javaString(n)}, ${javaString(v)})`)
  }
  if (r.body.kind === 'form') chain.push(`            .header("Content-Type", ${javaString(MULTIPART_TYPE)})`)
  chain.push('            .build();')
  return `import java.net.URI;\nimport java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n\npublic class Main {\n    public static void main(String[] args) throws Exception {\n${notes.map((n) => `${n}\n`).join('')}        HttpClient client = HttpClient.newHttpClient();\n        HttpRequest request = HttpRequest.newBuilder()\n${chain.join('\n')}\n        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());\n        System.out.println(response.statusCode());\n        System.out.println(response.body());\n    }\n}\n`
}

/** Headers .NET keeps on the content rather than on the request. */
const CS_CONTENT_HEADERS = new Set(['allow', 'content-disposition', 'content-encoding', 'content-language', 'content-length', 'content-location', 'content-md5', 'content-range', 'content-type', 'expires', 'last-modified'])

function csharpCode(r: Shaped): string {
  const usings = ['using System;', 'using System.Net.Http;']
  const out: string[] = []
  const handler: string[] = []
  if (r.compressed) handler.push('AutomaticDecompression = DecompressionMethods.All')
  if (r.insecure) handler.push('ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator')
  if (r.compressed) usings.push('using System.Net;')
  out.push(handler.length ? `using var handler = new HttpClientHandler\n{\n${handler.map((h) => `    ${h},`).join('\n')}\n};\nusing var client = new HttpClient(handler);` : 'using var client = new HttpClient();')
  out.push(`using var request = new HttpRequestMessage(new HttpMethod(${csString(r.method)}), ${csString(r.url)});`)
  const contentHeaders = r.headers.filter(([n]) => CS_CONTENT_HEADERS.has(n.toLowerCase()))
  for (const [n, v] of r.headers) if (!CS_CONTENT_HEADERS.has(n.toLowerCase())) out.push(`request.Headers.TryAddWithoutValidation(${csString(n)}, ${csString(v)});`)
  if (r.user) {
    usings.push('using System.Net.Http.Headers;', 'using System.Text;')
    out.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes(${csString(`${r.user.username}:${r.user.password}`)})));`)
  }
  if (r.body.kind === 'text') {
    out.push(`request.Content = new StringContent(${csString(r.body.text)});`)
    // StringContent says text/plain; charset=utf-8 unless told otherwise.
    out.push('request.Content.Headers.ContentType = null;')
  } else if (r.body.kind === 'form') {
    out.push('var form = new MultipartFormDataContent();', ...r.body.fields.map(([k, v]) => `form.Add(new StringContent(${csString(v)}), ${csString(k)});`), 'request.Content = form;')
  }
  if (r.body.kind !== 'none') for (const [n, v] of contentHeaders) if (!(r.body.kind === 'form' && sameName(n, 'Content-Type'))) out.push(`request.Content.Headers.TryAddWithoutValidation(${csString(n)}, ${csString(v)});`)
  out.push('', 'using var response = await client.SendAsync(request);', 'Console.WriteLine((int)response.StatusCode);', 'Console.WriteLine(await response.Content.ReadAsStringAsync());')
  return `${[...new Set(usings)].sort((a, b) => a.slice(0, -1).localeCompare(b.slice(0, -1))).join('\n')}\n\n${out.join('\n')}\n`
}

const RUST_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])

function rustCode(r: Shaped): string {
  const builder = ['    let client = reqwest::blocking::Client::builder()']
  if (r.insecure) builder.push('        .danger_accept_invalid_certs(true) // -k')
  if (r.compressed) builder.push('        .gzip(true) // --compressed (the "gzip" feature of reqwest)')
  builder.push('        .build()?;')
  const chain = [`        .${RUST_METHODS.has(r.method) ? `${r.method.toLowerCase()}(${rustString(r.url)})` : `request(reqwest::Method::from_bytes(${rustString(r.method).replace(/^"/, 'b"')})?, ${rustString(r.url)})`}`]
  for (const [n, v] of r.headers) chain.push(`        .header(${rustString(n)}, ${rustString(v)})`)
  if (r.user) chain.push(`        .basic_auth(${rustString(r.user.username)}, Some(${rustString(r.user.password)}))`)
  const pre: string[] = []
  if (r.body.kind === 'text') chain.push(`        .body(${rustString(r.body.text)})`)
  else if (r.body.kind === 'form') {
    pre.push(`    let form = reqwest::blocking::multipart::Form::new()\n${r.body.fields.map(([k, v]) => `        .text(${rustString(k)}, ${rustString(v)})`).join('\n')};`)
    chain.push('        .multipart(form)')
  }
  chain.push('        .send()?;')
  const features = ['blocking', ...(r.body.kind === 'form' ? ['multipart'] : []), ...(r.compressed ? ['gzip'] : [])].map((f) => `"${f}"`).join(', ')
  return `// Cargo.toml: reqwest = { version = "0.12", features = [${features}] }\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n${builder.join('\n')}\n${pre.map((p) => `${p}\n`).join('')}    let response = client\n${chain.join('\n')}\n    println!("{}", response.status().as_u16());\n    println!("{}", response.text()?);\n    Ok(())\n}\n`
}

/** The request as it goes on the wire (HTTP/1.1), lines ending in CRLF. */
function rawHttp(r: Shaped): string {
  let target = r.url
  let host = ''
  try {
    const u = new URL(r.url)
    target = `${u.pathname || '/'}${u.search}`
    host = u.host
  } catch {
    // Not a URL the browser reads: shown as written.
  }
  const headers = [...withAuth(r)]
  if (!headers.some(([n]) => sameName(n, 'Host')) && host) headers.unshift(['Host', host])
  let body = ''
  if (r.body.kind === 'text') body = r.body.text
  else if (r.body.kind === 'form') {
    body = multipartText(r.body.fields)
    headers.push(['Content-Type', MULTIPART_TYPE])
  }
  if (r.compressed && !headers.some(([n]) => sameName(n, 'Accept-Encoding'))) headers.push(['Accept-Encoding', 'deflate, gzip, br, zstd'])
  if (r.body.kind !== 'none' && !headers.some(([n]) => sameName(n, 'Content-Length'))) headers.push(['Content-Length', String(utf8(body).length)])
  return `${r.method} ${target} HTTP/1.1\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n${body}`
}

const GENERATORS: Record<CodeLanguage, (r: Shaped) => string> = {
  fetch: fetchCode,
  axios: axiosCode,
  undici: undiciCode,
  python: pythonCode,
  go: goCode,
  php: phpCode,
  java: javaCode,
  csharp: csharpCode,
  rust: rustCode,
  http: rawHttp,
}

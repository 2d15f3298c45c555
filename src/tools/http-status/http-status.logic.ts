/**
 * SPEC "HTTP Status Reference" and DECISIONS D19: every code of the IANA HTTP Status Code Registry
 * (https://www.iana.org/assignments/http-status-codes) that is permanently registered, as RFC 9110
 * (June 2022) and the later RFCs left it. Codes the registry lists as "(Unused)" (306, 418) are
 * shown, marked unused; 510 is shown marked obsoleted, as the registry does. Temporary
 * registrations (104 Upload Resumption Supported, for a draft) and unassigned ranges are left out.
 */

export type StatusNote = 'unused' | 'obsoleted'

export interface StatusCode {
  code: number
  /** The registry's name. */
  meaning: string
  description: string
  /** The defining document, e.g. { rfc: 9110, section: '15.3.1' }. */
  ref: { rfc: number; section: string }
  note?: StatusNote
  /** Earlier or popular names people search for (RFC 7231's "Payload Too Large", "I'm a teapot"). */
  aliases?: string[]
}

const r9110 = (section: string) => ({ rfc: 9110, section })

export const STATUS_CODES: readonly StatusCode[] = [
  { code: 100, meaning: 'Continue', ref: r9110('15.2.1'), description: 'The request headers were received and the client should go on sending the body (the answer to Expect: 100-continue).' },
  { code: 101, meaning: 'Switching Protocols', ref: r9110('15.2.2'), description: 'The server is switching to the protocol the client asked for in Upgrade, such as WebSocket.' },
  { code: 102, meaning: 'Processing', ref: { rfc: 2518, section: '10.1' }, description: 'WebDAV: the server has accepted the request and is still working on it, so the client should not time out. RFC 4918 dropped it; it is rarely sent.' },
  { code: 103, meaning: 'Early Hints', ref: { rfc: 8297, section: '2' }, description: 'Headers sent before the final response, usually Link headers so the browser can preload resources.' },

  { code: 200, meaning: 'OK', ref: r9110('15.3.1'), description: 'The request succeeded; the body carries the result (the resource for GET, the outcome for POST).' },
  { code: 201, meaning: 'Created', ref: r9110('15.3.2'), description: 'The request succeeded and created a new resource, usually named by the Location header.' },
  { code: 202, meaning: 'Accepted', ref: r9110('15.3.3'), description: 'The request was accepted for processing, which has not finished (or may never happen); typical for queued jobs.' },
  { code: 203, meaning: 'Non-Authoritative Information', ref: r9110('15.3.4'), description: 'Success, but a transforming proxy changed the content the origin server sent.' },
  { code: 204, meaning: 'No Content', ref: r9110('15.3.5'), description: 'The request succeeded and there is no body to send, as after a successful DELETE or a PUT that needs no reply.' },
  { code: 205, meaning: 'Reset Content', ref: r9110('15.3.6'), description: 'Success; the client should reset the view (clear the form) that sent the request.' },
  { code: 206, meaning: 'Partial Content', ref: r9110('15.3.7'), description: 'The body holds only the byte ranges the client asked for with a Range header (resumed downloads, video seeking).' },
  { code: 207, meaning: 'Multi-Status', ref: { rfc: 4918, section: '11.1' }, description: 'WebDAV: the XML body holds a separate status for each of several resources.' },
  { code: 208, meaning: 'Already Reported', ref: { rfc: 5842, section: '7.1' }, description: 'WebDAV: members of a binding already listed earlier in this multi-status response are not repeated.' },
  { code: 226, meaning: 'IM Used', ref: { rfc: 3229, section: '10.4.1' }, description: 'The server answered a GET with instance manipulations (such as a delta) applied to the current instance.' },

  { code: 300, meaning: 'Multiple Choices', ref: r9110('15.4.1'), description: 'The resource has several representations; the client or user should pick one.' },
  { code: 301, meaning: 'Moved Permanently', ref: r9110('15.4.2'), description: 'The resource has a new permanent URL, given in Location; clients may change POST to GET when following it.' },
  { code: 302, meaning: 'Found', ref: r9110('15.4.3'), description: 'The resource is temporarily at the URL in Location; keep using the original URL. Clients may change POST to GET.' },
  { code: 303, meaning: 'See Other', ref: r9110('15.4.4'), description: 'Fetch the result with a GET to the URL in Location; the usual answer after a form POST.' },
  { code: 304, meaning: 'Not Modified', ref: r9110('15.4.5'), description: 'A conditional GET (If-None-Match, If-Modified-Since) found the cached copy still current; no body.' },
  { code: 305, meaning: 'Use Proxy', ref: r9110('15.4.6'), description: 'Deprecated: asked the client to repeat the request through a proxy. Browsers ignore it for security reasons.' },
  { code: 306, meaning: '(Unused)', note: 'unused', aliases: ['Switch Proxy'], ref: r9110('15.4.7'), description: 'Reserved. It was used in an earlier draft ("Switch Proxy") and is no longer used.' },
  { code: 307, meaning: 'Temporary Redirect', ref: r9110('15.4.8'), description: 'The resource is temporarily at the URL in Location; repeat the request there with the same method and body.' },
  { code: 308, meaning: 'Permanent Redirect', ref: r9110('15.4.9'), description: 'The resource has a new permanent URL in Location; repeat the request there with the same method and body.' },

  { code: 400, meaning: 'Bad Request', ref: r9110('15.5.1'), description: 'The server cannot process the request because of a client error: malformed syntax, invalid framing or bad parameters.' },
  { code: 401, meaning: 'Unauthorized', ref: r9110('15.5.2'), description: 'Valid authentication credentials are missing or wrong; the WWW-Authenticate header says how to authenticate.' },
  { code: 402, meaning: 'Payment Required', ref: r9110('15.5.3'), description: 'Reserved for future use; some APIs send it when a payment or a paid plan is needed.' },
  { code: 403, meaning: 'Forbidden', ref: r9110('15.5.4'), description: 'The server understood the request but refuses it; authenticating again will not help.' },
  { code: 404, meaning: 'Not Found', ref: r9110('15.5.5'), description: 'The server has nothing at this URL, or will not say that it has.' },
  { code: 405, meaning: 'Method Not Allowed', ref: r9110('15.5.6'), description: 'The resource does not support this method; the Allow header lists the ones it does.' },
  { code: 406, meaning: 'Not Acceptable', ref: r9110('15.5.7'), description: 'No representation matches the Accept, Accept-Language or Accept-Encoding headers of the request.' },
  { code: 407, meaning: 'Proxy Authentication Required', ref: r9110('15.5.8'), description: 'Like 401, but the client must authenticate with the proxy (Proxy-Authenticate).' },
  { code: 408, meaning: 'Request Timeout', ref: r9110('15.5.9'), description: 'The server gave up waiting for the complete request; the client may repeat it.' },
  { code: 409, meaning: 'Conflict', ref: r9110('15.5.10'), description: 'The request conflicts with the current state of the resource, such as an edit conflict or a duplicate.' },
  { code: 410, meaning: 'Gone', ref: r9110('15.5.11'), description: 'The resource was removed on purpose and will not come back; unlike 404, this is known to be permanent.' },
  { code: 411, meaning: 'Length Required', ref: r9110('15.5.12'), description: 'The server needs a Content-Length header for this request.' },
  { code: 412, meaning: 'Precondition Failed', ref: r9110('15.5.13'), description: 'A condition in the request headers (If-Match, If-Unmodified-Since) was false, so nothing was changed.' },
  { code: 413, meaning: 'Content Too Large', aliases: ['Payload Too Large', 'Request Entity Too Large'], ref: r9110('15.5.14'), description: 'The request body is larger than the server will process.' },
  { code: 414, meaning: 'URI Too Long', aliases: ['Request-URI Too Long'], ref: r9110('15.5.15'), description: 'The request target (URL) is longer than the server will interpret, often from a GET with too much in the query.' },
  { code: 415, meaning: 'Unsupported Media Type', ref: r9110('15.5.16'), description: 'The body is in a format (Content-Type or Content-Encoding) the resource does not support for this method.' },
  { code: 416, meaning: 'Range Not Satisfiable', aliases: ['Requested Range Not Satisfiable'], ref: r9110('15.5.17'), description: 'None of the byte ranges in the Range header overlap the current representation.' },
  { code: 417, meaning: 'Expectation Failed', ref: r9110('15.5.18'), description: 'The server cannot meet the Expect request header.' },
  { code: 418, meaning: '(Unused)', note: 'unused', aliases: ["I'm a teapot"], ref: r9110('15.5.19'), description: 'Reserved, not assigned: it was "I\'m a teapot" in the April Fools\' RFC 2324 (HTCPCP), and is kept free because some servers send it.' },
  { code: 421, meaning: 'Misdirected Request', ref: r9110('15.5.20'), description: 'The request reached a server that cannot answer for this scheme and host, e.g. over a reused HTTP/2 connection.' },
  { code: 422, meaning: 'Unprocessable Content', aliases: ['Unprocessable Entity'], ref: r9110('15.5.21'), description: 'The body is well-formed but its content is invalid, such as failed validation; common in JSON APIs.' },
  { code: 423, meaning: 'Locked', ref: { rfc: 4918, section: '11.3' }, description: 'WebDAV: the resource is locked.' },
  { code: 424, meaning: 'Failed Dependency', ref: { rfc: 4918, section: '11.4' }, description: 'WebDAV: the method could not be performed because another action it depended on failed.' },
  { code: 425, meaning: 'Too Early', ref: { rfc: 8470, section: '5.2' }, description: 'The server will not risk processing a request that might be replayed (sent in TLS early data).' },
  { code: 426, meaning: 'Upgrade Required', ref: r9110('15.5.22'), description: 'The server refuses the request over the current protocol; the Upgrade header names the one to switch to.' },
  { code: 428, meaning: 'Precondition Required', ref: { rfc: 6585, section: '3' }, description: 'The server requires a conditional request (If-Match) to prevent lost updates.' },
  { code: 429, meaning: 'Too Many Requests', ref: { rfc: 6585, section: '4' }, description: 'Rate limited: the client sent too many requests in a given time; Retry-After may say when to try again.' },
  { code: 431, meaning: 'Request Header Fields Too Large', ref: { rfc: 6585, section: '5' }, description: 'One header, or all of them together, is too large (often oversized cookies).' },
  { code: 451, meaning: 'Unavailable For Legal Reasons', ref: { rfc: 7725, section: '3' }, description: 'The resource cannot be served for legal reasons, such as a court order or government censorship.' },

  { code: 500, meaning: 'Internal Server Error', ref: r9110('15.6.1'), description: 'The server hit an unexpected condition that kept it from fulfilling the request.' },
  { code: 501, meaning: 'Not Implemented', ref: r9110('15.6.2'), description: 'The server does not support the functionality needed, such as an unknown method.' },
  { code: 502, meaning: 'Bad Gateway', ref: r9110('15.6.3'), description: 'A gateway or proxy got an invalid response from the upstream server it called.' },
  { code: 503, meaning: 'Service Unavailable', ref: r9110('15.6.4'), description: 'The server cannot handle the request right now (overload or maintenance); Retry-After may say for how long.' },
  { code: 504, meaning: 'Gateway Timeout', ref: r9110('15.6.5'), description: 'A gateway or proxy did not get a response from the upstream server in time.' },
  { code: 505, meaning: 'HTTP Version Not Supported', ref: r9110('15.6.6'), description: 'The server does not support the major HTTP version of the request.' },
  { code: 506, meaning: 'Variant Also Negotiates', ref: { rfc: 2295, section: '8.1' }, description: 'Transparent content negotiation is misconfigured: the chosen variant itself negotiates, a loop.' },
  { code: 507, meaning: 'Insufficient Storage', ref: { rfc: 4918, section: '11.5' }, description: 'WebDAV: the server cannot store what is needed to complete the request.' },
  { code: 508, meaning: 'Loop Detected', ref: { rfc: 5842, section: '7.2' }, description: 'WebDAV: the server found an infinite loop while processing a request with Depth: infinity.' },
  { code: 510, meaning: 'Not Extended', note: 'obsoleted', ref: { rfc: 2774, section: '7' }, description: 'Obsoleted (the HTTP Extension Framework was moved to Historic): further extensions to the request were required.' },
  { code: 511, meaning: 'Network Authentication Required', ref: { rfc: 6585, section: '6' }, description: 'The client must authenticate to gain network access, as with a captive portal on public Wi-Fi.' },
]

export interface StatusClass {
  digit: 1 | 2 | 3 | 4 | 5
  label: string
}

/** The five classes of RFC 9110 section 15, in order. */
export const STATUS_CLASSES: readonly StatusClass[] = [
  { digit: 1, label: '1xx Informational' },
  { digit: 2, label: '2xx Success' },
  { digit: 3, label: '3xx Redirection' },
  { digit: 4, label: '4xx Client Error' },
  { digit: 5, label: '5xx Server Error' },
]

export const classOf = (code: number): StatusClass => STATUS_CLASSES.find((c) => c.digit === Math.floor(code / 100))!

/** "RFC 9110, 15.5.5" */
export const refText = (s: StatusCode) => `RFC ${s.ref.rfc}, ${s.ref.section}`
/** The section on the RFC Editor's site. */
export const refUrl = (s: StatusCode) => `https://www.rfc-editor.org/rfc/rfc${s.ref.rfc}#section-${s.ref.section}`

/** What a row is copied as: "404 Not Found". */
export const rowLabel = (s: StatusCode) => `${s.code} ${s.meaning}`

const fold = (s: string) => s.toLowerCase().replace(/[’']/g, '')

const haystacks = new Map(
  STATUS_CODES.map((s) => [s.code, fold([s.code, s.meaning, ...(s.aliases ?? []), s.description, refText(s), `rfc${s.ref.rfc}`, classOf(s.code).label, s.note ?? ''].join(' '))]),
)

/**
 * The codes a search shows: digits match the start of the code ('40' gives 400-409, '5' all of
 * 5xx); '4xx' gives a class; other text matches the code, meaning, former names, description,
 * reference and class, case-insensitively: as a phrase when any entry has it ('not found' gives 404,
 * not 304's "...found the cached copy"), else every word somewhere in the entry ('webdav locked').
 */
export function searchStatus(query: string, codes: readonly StatusCode[] = STATUS_CODES): StatusCode[] {
  const q = query.trim()
  if (!q) return [...codes]
  if (/^\d{1,3}$/.test(q)) return codes.filter((s) => String(s.code).startsWith(q))
  const cls = /^([1-5])xx$/i.exec(q)
  if (cls) return codes.filter((s) => Math.floor(s.code / 100) === Number(cls[1]))
  const phrase = fold(q).replace(/\s+/g, ' ')
  const hay = (s: StatusCode) => haystacks.get(s.code) ?? ''
  const asPhrase = codes.filter((s) => hay(s).includes(phrase))
  if (asPhrase.length) return asPhrase
  const words = phrase.split(' ')
  return codes.filter((s) => words.every((w) => hay(s).includes(w)))
}

/** The matching codes grouped by class, empty classes left out. */
export function groupByClass(codes: readonly StatusCode[]): Array<{ cls: StatusClass; codes: StatusCode[] }> {
  return STATUS_CLASSES.map((cls) => ({ cls, codes: codes.filter((s) => Math.floor(s.code / 100) === cls.digit) })).filter((g) => g.codes.length)
}

export const countText = (shown: number, total = STATUS_CODES.length) =>
  shown === total ? `${total} status codes` : `${shown} of ${total} status codes`

export const noResultsText = (query: string) => `No status code matches “${query.trim()}”.`

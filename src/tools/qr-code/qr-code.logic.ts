import { converter, parse } from 'culori'
import type { GenerateJob, QrLevel, Rgba8 } from '../../workers/qr/qr.impl'

/**
 * QR Code Generator (D28, issue 16 item 5): the payload formats, their validation and warnings,
 * the colour rules, and reading a decoded text back into its kind. Pure: no React, no DOM.
 */

export type Kind = 'text' | 'url' | 'wifi' | 'vcard' | 'email' | 'sms'
export type Encryption = 'WPA' | 'WEP' | 'nopass'
export type Wifi = { ssid: string; password: string; encryption: Encryption; hidden: boolean }
export type Vcard = {
  firstName: string
  lastName: string
  org: string
  title: string
  phone: string
  email: string
  url: string
  street: string
  city: string
  region: string
  postcode: string
  country: string
  note: string
}
export type Email = { to: string; subject: string; body: string }
export type Sms = { number: string; message: string }

export type QrState = {
  kind: Kind
  text: string
  url: string
  wifi: Wifi
  vcard: Vcard
  email: Email
  sms: Sms
  level: QrLevel
  size: number
  margin: number
  fg: string
  bg: string
}

export const KINDS: readonly Kind[] = ['text', 'url', 'wifi', 'vcard', 'email', 'sms']
export const KIND_LABEL: Record<Kind, string> = { text: 'Text', url: 'URL', wifi: 'Wi-Fi', vcard: 'Contact (vCard)', email: 'E-mail', sms: 'SMS' }
export const ENCRYPTIONS: readonly Encryption[] = ['WPA', 'WEP', 'nopass']
export const ENCRYPTION_LABEL: Record<Encryption, string> = { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'None (open network)' }
export const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H']
export const LEVEL_LABEL: Record<QrLevel, string> = { L: 'L (7%)', M: 'M (15%)', Q: 'Q (25%)', H: 'H (30%)' }

export const SIZE = { min: 128, max: 2048, default: 512 } as const
export const MARGIN = { min: 0, max: 16, default: 4, recommended: 4 } as const

export const EMPTY_VCARD: Vcard = { firstName: '', lastName: '', org: '', title: '', phone: '', email: '', url: '', street: '', city: '', region: '', postcode: '', country: '', note: '' }

export const DEFAULTS: QrState = {
  kind: 'url',
  text: '',
  url: '',
  wifi: { ssid: '', password: '', encryption: 'WPA', hidden: false },
  vcard: EMPTY_VCARD,
  email: { to: '', subject: '', body: '' },
  sms: { number: '', message: '' },
  level: 'M',
  size: SIZE.default,
  margin: MARGIN.default,
  fg: '#000000',
  bg: '#ffffff',
}

const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d)
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = <T extends Record<string, string>>(v: unknown, d: T): T => {
  const o = isObj(v) ? v : {}
  return Object.fromEntries(Object.entries(d).map(([k, dv]) => [k, str(o[k], dv)])) as T
}
const int = (v: unknown, d: number, min: number, max: number) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : d)

/** A stored or shared state, field by field: a wrong or missing value takes its default (D3). */
export function validateState(s: QrState, d: QrState): QrState {
  const wifi: Record<string, unknown> = isObj(s.wifi) ? s.wifi : {}
  return {
    kind: KINDS.includes(s.kind) ? s.kind : d.kind,
    text: str(s.text, d.text),
    url: str(s.url, d.url),
    wifi: {
      ssid: str(wifi.ssid, d.wifi.ssid),
      password: str(wifi.password, d.wifi.password),
      encryption: ENCRYPTIONS.includes(wifi.encryption as Encryption) ? (wifi.encryption as Encryption) : d.wifi.encryption,
      hidden: typeof wifi.hidden === 'boolean' ? wifi.hidden : d.wifi.hidden,
    },
    vcard: strings(s.vcard, d.vcard),
    email: strings(s.email, d.email),
    sms: strings(s.sms, d.sms),
    level: LEVELS.includes(s.level) ? s.level : d.level,
    // Sizes are kept as typed (an out-of-range one is shown with its message), within reason.
    size: int(s.size, d.size, 0, 100_000),
    margin: int(s.margin, d.margin, 0, 1000),
    fg: str(s.fg, d.fg),
    bg: str(s.bg, d.bg),
  }
}

/* -------------------------------------------------------------------------------------------- */
/* Payloads                                                                                       */

/**
 * A payload: the exact text the code holds, with warnings; or why there is none yet. `empty` is a
 * form not filled in yet (a hint, not an error); `field` names the input the message belongs under.
 */
export type Payload = { ok: true; text: string; warnings: string[] } | { ok: false; empty: boolean; message: string; field: string }

const need = (message: string, field: string): Payload => ({ ok: false, empty: true, message, field })
const wrong = (message: string, field: string): Payload => ({ ok: false, empty: false, message, field })

export const MESSAGES = {
  text: 'Enter the text to encode.',
  url: 'Enter a URL, such as https://example.com.',
  urlInvalid: (t: string) => (/^[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(t) ? `Not a full URL: did you mean https://${t}?` : 'Not a valid URL: it should look like https://example.com/page.'),
  urlScheme: (scheme: string) => `A ${scheme} link: phone cameras open only http and https links directly.`,
  ssid: 'Enter the network name (SSID).',
  wifiPassword: 'Enter the Wi-Fi password, or choose None for an open network.',
  wpaLength: (n: number) => `A WPA password has 8 to 63 characters (or 64 hexadecimal digits); this one has ${n}.`,
  wepLength: 'A WEP key has 5 or 13 characters, or 10 or 26 hexadecimal digits.',
  vcardName: 'Enter a name (first or last) or an organisation.',
  emailTo: "Enter the recipient's e-mail address.",
  notEmail: (a: string) => `"${a}" does not look like an e-mail address.`,
  smsNumber: 'Enter the phone number to text.',
  smsNumberInvalid: 'A phone number has digits only, and may start with +.',
  size: `The size is ${SIZE.min.toLocaleString('en-US')} to ${SIZE.max.toLocaleString('en-US')} pixels.`,
  margin: `The margin is ${MARGIN.min} to ${MARGIN.max} modules.`,
  marginSmall: `A quiet zone under ${MARGIN.recommended} modules may not scan on every reader.`,
  colour: (which: 'foreground' | 'background', v: string) => (v.trim() ? `The ${which} "${v.trim()}" is not a colour.` : `Enter a ${which} colour.`),
  lowContrast: (ratio: number) => `Low contrast (${ratio}:1): the code may be hard to scan. Aim for at least ${MIN_CONTRAST}:1 between dark and light.`,
  inverted: 'The code is lighter than its background: many scanners cannot read inverted codes.',
  transparent: 'The background is transparent: the code scans only when placed on a light surface.',
  notFound: 'No QR code found in this image',
  unreadable: 'This file is not an image this browser can read (PNG, JPEG, WebP or GIF).',
  notImage: 'Choose an image file (PNG, JPEG, WebP or GIF).',
  readFailed: 'The reader stopped unexpectedly. Try the image again.',
  shareNoPassword: 'Share links leave the password out unless you choose Include credentials.',
} as const

/** ZXing's Wi-Fi format: `\`, `;`, `,`, `:` and `"` are escaped with a backslash. */
export const escapeWifi = (v: string) => v.replace(/([\\;,:"])/g, '\\$1')

const HEX = /^[0-9a-f]+$/i

/**
 * `WIFI:T:WPA;S:<ssid>;P:<password>;H:false;;` (ZXing's "Barcode Contents", read by the camera apps
 * of iOS and Android); an open network has `T:nopass` and no `P`.
 */
export function wifiPayload(w: Wifi): Payload {
  if (!w.ssid) return need(MESSAGES.ssid, 'ssid')
  if (w.encryption !== 'nopass' && !w.password) return wrong(MESSAGES.wifiPassword, 'password')
  const warnings: string[] = []
  const n = [...w.password].length
  if (w.encryption === 'WPA' && !(n >= 8 && n <= 63) && !(n === 64 && HEX.test(w.password))) warnings.push(MESSAGES.wpaLength(n))
  if (w.encryption === 'WEP' && !([5, 13].includes(n) || ([10, 26].includes(n) && HEX.test(w.password)))) warnings.push(MESSAGES.wepLength)
  const password = w.encryption === 'nopass' ? '' : `P:${escapeWifi(w.password)};`
  return { ok: true, text: `WIFI:T:${w.encryption};S:${escapeWifi(w.ssid)};${password}H:${w.hidden};;`, warnings }
}

/** vCard text values (RFC 6350 3.4, RFC 2426 4): `\` `,` `;` escaped, line breaks as `\n`. */
export const escapeVcard = (v: string) => v.replace(/[\\,;]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n')
/** URIs, numbers and addresses are not text values: only line breaks are taken out. */
const oneLine = (v: string) => v.replace(/\s*(\r\n|\r|\n)\s*/g, ' ').trim()

const EMAIL_SHAPE = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]{2,}$/

/** A vCard 3.0 (RFC 2426): FN and N always (both are required), the other lines when filled; CRLF line ends. */
export function vcardPayload(v: Vcard): Payload {
  const t = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'note' ? x.trim() : oneLine(x)])) as Vcard
  const name = [t.firstName, t.lastName].filter(Boolean).join(' ')
  if (!name && !t.org) return need(MESSAGES.vcardName, 'firstName')
  const warnings: string[] = []
  if (t.email && !EMAIL_SHAPE.test(t.email)) warnings.push(MESSAGES.notEmail(t.email))
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVcard(t.lastName)};${escapeVcard(t.firstName)};;;`, `FN:${escapeVcard(name || t.org)}`]
  if (t.org) lines.push(`ORG:${escapeVcard(t.org)}`)
  if (t.title) lines.push(`TITLE:${escapeVcard(t.title)}`)
  if (t.phone) lines.push(`TEL:${t.phone}`)
  if (t.email) lines.push(`EMAIL:${t.email}`)
  if (t.url) lines.push(`URL:${t.url}`)
  const adr = [t.street, t.city, t.region, t.postcode, t.country]
  if (adr.some(Boolean)) lines.push(`ADR:;;${adr.map(escapeVcard).join(';')}`)
  if (t.note) lines.push(`NOTE:${escapeVcard(t.note)}`)
  lines.push('END:VCARD')
  return { ok: true, text: lines.join('\r\n') + '\r\n', warnings }
}

/** RFC 6068: header values percent-encoded (UTF-8), line breaks as %0D%0A. */
const mailtoValue = (v: string) => encodeURIComponent(v.replace(/\r\n|\r|\n/g, '\r\n'))
/** An address keeps its `@`; anything a URI cannot hold is percent-encoded. */
const mailtoAddress = (a: string) => encodeURIComponent(a).replace(/%40/g, '@')

/** `mailto:<to>?subject=...&body=...` (RFC 6068), several recipients separated by commas. */
export function emailPayload(e: Email): Payload {
  const to = e.to
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean)
  if (to.length === 0) return need(MESSAGES.emailTo, 'to')
  const warnings = to.filter((a) => !EMAIL_SHAPE.test(a)).map(MESSAGES.notEmail)
  const query = [e.subject ? `subject=${mailtoValue(e.subject)}` : '', e.body ? `body=${mailtoValue(e.body)}` : ''].filter(Boolean).join('&')
  return { ok: true, text: `mailto:${to.map(mailtoAddress).join(',')}${query ? `?${query}` : ''}`, warnings }
}

/** The number as dialled: spaces, dots, dashes and brackets taken out. */
export const normalisePhone = (n: string) => n.replace(/[\s().-]/g, '')

/**
 * `SMSTO:<number>:<message>`: ZXing's format, which the camera apps of both iOS and Android open
 * in the messages app with the text filled in. (`sms:` URIs put the body after `?body=` on
 * Android and `&body=` on iOS, so no one form works on both.)
 */
export function smsPayload(s: Sms): Payload {
  const number = normalisePhone(s.number)
  if (!number) return need(MESSAGES.smsNumber, 'number')
  if (!/^\+?[0-9]+$/.test(number)) return wrong(MESSAGES.smsNumberInvalid, 'number')
  return { ok: true, text: `SMSTO:${number}:${s.message}`, warnings: [] }
}

/** A URL, validated; kept exactly as typed (trimmed). Other schemes than http(s) get a warning. */
export function urlPayload(url: string): Payload {
  const t = url.trim()
  if (!t) return need(MESSAGES.url, 'url')
  let parsed: URL
  try {
    parsed = new URL(t)
  } catch {
    return wrong(MESSAGES.urlInvalid(t), 'url')
  }
  if (/\s/.test(t) || !/^[a-z][a-z0-9+.-]*:/i.test(t)) return wrong(MESSAGES.urlInvalid(t), 'url')
  const warnings = /^https?:$/.test(parsed.protocol) ? [] : [MESSAGES.urlScheme(parsed.protocol.slice(0, -1))]
  if (/^https?:$/.test(parsed.protocol) && !parsed.hostname) return wrong(MESSAGES.urlInvalid(t), 'url')
  return { ok: true, text: t, warnings }
}

export const textPayload = (text: string): Payload => (text === '' ? need(MESSAGES.text, 'text') : { ok: true, text, warnings: [] })

/** The payload of the chosen kind. */
export function payloadOf(s: QrState): Payload {
  switch (s.kind) {
    case 'text':
      return textPayload(s.text)
    case 'url':
      return urlPayload(s.url)
    case 'wifi':
      return wifiPayload(s.wifi)
    case 'vcard':
      return vcardPayload(s.vcard)
    case 'email':
      return emailPayload(s.email)
    case 'sms':
      return smsPayload(s.sms)
  }
}

/* -------------------------------------------------------------------------------------------- */
/* Colours and options                                                                            */

/** Below this WCAG contrast ratio the screen warns that the code may be hard to scan. */
export const MIN_CONTRAST = 4

const toRgb = converter('rgb')
const clip = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0)

/** Any CSS colour (hex with or without '#', rgb(), hsl(), oklch(), names, ...) as 0-255 RGBA; null if it is none (D33). */
export function parseColour(input: string): Rgba8 | null {
  const t = input.trim().replace(/;$/, '')
  if (!t || t.length > 120) return null
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(t)
  if (!hex && /^#/.test(t)) return null
  const c = toRgb(parse(hex ? `#${hex[1]}` : t))
  if (!c) return null
  return [Math.round(clip(c.r) * 255), Math.round(clip(c.g) * 255), Math.round(clip(c.b) * 255), Math.round((c.alpha === undefined ? 1 : clip(c.alpha)) * 255)]
}

/** `#rrggbb` for the native colour picker (alpha dropped). */
export const pickerHex = (c: Rgba8 | null) => (c ? `#${c.slice(0, 3).map((v) => v.toString(16).padStart(2, '0')).join('')}` : '#000000')

const channel = (v: number) => {
  const s = v / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (c: readonly number[]) => 0.2126 * channel(c[0]!) + 0.7152 * channel(c[1]!) + 0.0722 * channel(c[2]!)
/** `top` painted over the opaque `bottom` with its alpha. */
const over = (top: Rgba8, bottom: readonly number[]) => [0, 1, 2].map((i) => top[i]! * (top[3] / 255) + bottom[i]! * (1 - top[3] / 255))

/**
 * The WCAG 2 contrast ratio of the colours as seen (a translucent background over white, the
 * foreground over that), to two decimals, and whether the code is lighter than its background.
 */
export function contrastOf(fg: Rgba8, bg: Rgba8): { ratio: number; inverted: boolean } {
  const back = over(bg, [255, 255, 255])
  const front = over(fg, back)
  const [f, b] = [luminance(front), luminance(back)]
  return { ratio: Math.round(((Math.max(f, b) + 0.05) / (Math.min(f, b) + 0.05)) * 100) / 100, inverted: f > b }
}

/** The options as they are drawn, or the messages that stop drawing (under their fields). */
export type Look = { ok: true; size: number; margin: number; fg: Rgba8; bg: Rgba8; warnings: string[] } | { ok: false; errors: Partial<Record<'size' | 'margin' | 'fg' | 'bg', string>> }

export function lookOf(s: QrState): Look {
  const errors: Partial<Record<'size' | 'margin' | 'fg' | 'bg', string>> = {}
  if (!Number.isInteger(s.size) || s.size < SIZE.min || s.size > SIZE.max) errors.size = MESSAGES.size
  if (!Number.isInteger(s.margin) || s.margin < MARGIN.min || s.margin > MARGIN.max) errors.margin = MESSAGES.margin
  const fg = parseColour(s.fg)
  const bg = parseColour(s.bg)
  if (!fg) errors.fg = MESSAGES.colour('foreground', s.fg)
  if (!bg) errors.bg = MESSAGES.colour('background', s.bg)
  if (!fg || !bg || Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, size: s.size, margin: s.margin, fg, bg, warnings: colourWarnings(fg, bg, s.margin) }
}

/** The scanning warnings: low contrast, inverted colours, a transparent background, a thin quiet zone. */
export function colourWarnings(fg: Rgba8, bg: Rgba8, margin: number): string[] {
  const { ratio, inverted } = contrastOf(fg, bg)
  const out: string[] = []
  if (ratio < MIN_CONTRAST) out.push(MESSAGES.lowContrast(ratio))
  if (inverted) out.push(MESSAGES.inverted)
  if (bg[3] < 255) out.push(MESSAGES.transparent)
  if (margin < MARGIN.recommended) out.push(MESSAGES.marginSmall)
  return out
}

/** What the worker draws: the payload and the look (D31: also what a preview was made from). */
export function jobOf(s: QrState): GenerateJob | null {
  const p = payloadOf(s)
  const look = lookOf(s)
  if (!p.ok || !look.ok) return null
  return { text: p.text, level: s.level, size: look.size, margin: look.margin, fg: look.fg, bg: look.bg }
}

/** A job as the flat record `isStale` compares. */
export const jobInputs = (j: GenerateJob | null): Record<string, unknown> => (j ? { text: j.text, level: j.level, size: j.size, margin: j.margin, fg: j.fg.join(), bg: j.bg.join() } : {})

/* -------------------------------------------------------------------------------------------- */
/* Reading a decoded text back                                                                   */

export type Parsed =
  | { kind: 'url'; url: string }
  | { kind: 'wifi'; wifi: Wifi }
  | { kind: 'vcard'; vcard: Vcard }
  | { kind: 'email'; email: Email }
  | { kind: 'sms'; sms: Sms }
  | { kind: 'text' }

/** Splits on `sep` where it is not escaped with a backslash; the escapes stay for the caller to read. */
function splitUnescaped(text: string, sep: string): string[] {
  const out: string[] = []
  let cur = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '\\' && i + 1 < text.length) cur += ch + text[++i]
    else if (ch === sep) {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  out.push(cur)
  return out
}

/** `key:value` fields (Wi-Fi, MATMSG), split on unescaped `;`, keys upper-cased, escapes taken out of the values. */
function fieldsOf(body: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const f of splitUnescaped(body, ';')) {
    const colon = f.indexOf(':')
    if (colon > 0) fields.set(f.slice(0, colon).trim().toUpperCase(), f.slice(colon + 1).replace(/\\([\s\S])/g, '$1'))
  }
  return fields
}

function parseWifi(text: string): Wifi | null {
  if (!/^WIFI:/i.test(text)) return null
  const fields = fieldsOf(text.slice(5))
  const ssid = fields.get('S')
  if (ssid === undefined) return null
  const t = (fields.get('T') ?? '').toUpperCase()
  const encryption: Encryption = t === 'WEP' ? 'WEP' : t === '' || t === 'NOPASS' ? (fields.get('P') ? 'WPA' : 'nopass') : 'WPA'
  return { ssid, password: encryption === 'nopass' ? '' : (fields.get('P') ?? ''), encryption, hidden: (fields.get('H') ?? '').toLowerCase() === 'true' }
}

const unescapeVcard = (v: string) => v.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

function parseVcard(text: string): Vcard | null {
  if (!/^BEGIN:VCARD\r?\n/i.test(text)) return null
  const v: Vcard = { ...EMPTY_VCARD }
  // Folded lines (RFC 6350 3.2) are unfolded first.
  const lines = text.replace(/\r\n|\r/g, '\n').replace(/\n[ \t]/g, '').split('\n')
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase().replace(/^ITEM\d+\./, '')
    const value = line.slice(colon + 1)
    if (name === 'N') {
      const [last = '', first = ''] = splitUnescaped(value, ';')
      v.lastName = unescapeVcard(last)
      v.firstName = unescapeVcard(first)
    } else if (name === 'ORG') v.org = splitUnescaped(value, ';').filter(Boolean).map(unescapeVcard).join(', ')
    else if (name === 'TITLE') v.title = unescapeVcard(value)
    else if (name === 'TEL' && !v.phone) v.phone = value
    else if (name === 'EMAIL' && !v.email) v.email = value
    else if (name === 'URL' && !v.url) v.url = value
    else if (name === 'NOTE') v.note = unescapeVcard(value)
    else if (name === 'ADR' && !v.street && !v.city) {
      const parts = splitUnescaped(value, ';').map(unescapeVcard)
      ;[v.street = '', v.city = '', v.region = '', v.postcode = '', v.country = ''] = parts.slice(2)
    } else if (name === 'FN' && !v.firstName && !v.lastName) v.firstName = unescapeVcard(value)
  }
  return v
}

const safeDecode = (v: string) => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

function parseEmail(text: string): Email | null {
  if (/^mailto:/i.test(text)) {
    const q = text.indexOf('?')
    const to = safeDecode(text.slice(7, q >= 0 ? q : undefined))
    const e: Email = { to, subject: '', body: '' }
    if (q >= 0)
      for (const pair of text.slice(q + 1).split('&')) {
        const eq = pair.indexOf('=')
        const key = (eq >= 0 ? pair.slice(0, eq) : pair).toLowerCase()
        const value = safeDecode(eq >= 0 ? pair.slice(eq + 1) : '').replace(/\r\n/g, '\n')
        if (key === 'subject') e.subject = value
        else if (key === 'body') e.body = value
        else if (key === 'to') e.to = [e.to, value].filter(Boolean).join(',')
      }
    return e
  }
  // The older MATMSG form (NTT DoCoMo), still made by some generators.
  const m = /^MATMSG:(.*)$/is.exec(text)
  if (!m) return null
  const fields = fieldsOf(m[1]!)
  return { to: fields.get('TO') ?? '', subject: fields.get('SUB') ?? '', body: fields.get('BODY') ?? '' }
}

function parseSms(text: string): Sms | null {
  const smsto = /^SMSTO:([^:]*)(?::([\s\S]*))?$/i.exec(text)
  if (smsto) return { number: smsto[1]!, message: smsto[2] ?? '' }
  const uri = /^sms:([^?]*)(?:\?(.*))?$/is.exec(text)
  if (!uri) return null
  const body = (uri[2] ?? '').split('&').find((p) => /^body=/i.test(p))
  return { number: safeDecode(uri[1]!), message: body ? safeDecode(body.slice(5)) : '' }
}

/** What a decoded text is: a Wi-Fi network, a contact, an e-mail, an SMS, a web link, or plain text. */
export function parsePayload(text: string): Parsed {
  const wifi = parseWifi(text)
  if (wifi) return { kind: 'wifi', wifi }
  const vcard = parseVcard(text)
  if (vcard) return { kind: 'vcard', vcard }
  const email = parseEmail(text)
  if (email) return { kind: 'email', email }
  const sms = parseSms(text)
  if (sms) return { kind: 'sms', sms }
  if (/^https?:\/\/\S+$/i.test(text.trim())) return { kind: 'url', url: text.trim() }
  return { kind: 'text' }
}

/** The parsed fields as label/value rows for the Read tab (empty values left out). */
export function describeParsed(p: Parsed): { label: string; rows: [string, string][] } {
  const rows = (pairs: [string, string][]) => pairs.filter(([, v]) => v !== '')
  switch (p.kind) {
    case 'url':
      return { label: 'Web link (URL)', rows: rows([['URL', p.url]]) }
    case 'wifi':
      return {
        label: 'Wi-Fi network',
        rows: rows([
          ['Network (SSID)', p.wifi.ssid],
          ['Security', ENCRYPTION_LABEL[p.wifi.encryption]],
          ['Password', p.wifi.password],
          ['Hidden', p.wifi.hidden ? 'Yes' : ''],
        ]),
      }
    case 'vcard': {
      const v = p.vcard
      return {
        label: 'Contact (vCard)',
        rows: rows([
          ['Name', [v.firstName, v.lastName].filter(Boolean).join(' ')],
          ['Organisation', v.org],
          ['Title', v.title],
          ['Phone', v.phone],
          ['E-mail', v.email],
          ['Website', v.url],
          ['Address', [v.street, v.city, v.region, v.postcode, v.country].filter(Boolean).join(', ')],
          ['Note', v.note],
        ]),
      }
    }
    case 'email':
      return { label: 'E-mail', rows: rows([['To', p.email.to], ['Subject', p.email.subject], ['Body', p.email.body]]) }
    case 'sms':
      return { label: 'SMS', rows: rows([['Number', p.sms.number], ['Message', p.sms.message]]) }
    case 'text':
      return { label: 'Text', rows: [] }
  }
}

/** "Edit in the generator": a decoded payload becomes the form of its kind, every other field as it was. */
export function loadParsed(s: QrState, text: string): QrState {
  const p = parsePayload(text)
  switch (p.kind) {
    case 'url':
      return { ...s, kind: 'url', url: p.url }
    case 'wifi':
      return { ...s, kind: 'wifi', wifi: p.wifi }
    case 'vcard':
      return { ...s, kind: 'vcard', vcard: p.vcard }
    case 'email':
      return { ...s, kind: 'email', email: p.email }
    case 'sms':
      return { ...s, kind: 'sms', sms: p.sms }
    case 'text':
      return { ...s, kind: 'text', text }
  }
}

/** D25, the input port: a web address becomes the URL payload, any other text the Text payload. */
export function acceptText(s: QrState, text: string): QrState {
  const t = text.trim()
  if (/^https?:\/\/\S+$/i.test(t) && !t.includes('\n')) return { ...s, kind: 'url', url: t }
  return { ...s, kind: 'text', text }
}

/* -------------------------------------------------------------------------------------------- */
/* Share (D32)                                                                                     */

/**
 * What a link carries: the chosen kind's fields (the others as their defaults: D32, no fields of
 * options that are not selected) and the look. Never the Wi-Fi password.
 */
export function sharePick(s: QrState, { credentials }: { credentials: boolean } = { credentials: false }): Partial<QrState> {
  const only = (k: Kind) => s.kind === k
  return {
    kind: s.kind,
    text: only('text') ? s.text : DEFAULTS.text,
    url: only('url') ? s.url : DEFAULTS.url,
    wifi: only('wifi') ? { ...s.wifi, password: credentials ? s.wifi.password : '' } : DEFAULTS.wifi,
    vcard: only('vcard') ? s.vcard : DEFAULTS.vcard,
    email: only('email') ? s.email : DEFAULTS.email,
    sms: only('sms') ? s.sms : DEFAULTS.sms,
    level: s.level,
    size: s.size,
    margin: s.margin,
    fg: s.fg,
    bg: s.bg,
  }
}

/** The credentials a Share link would leave out (D32): the Wi-Fi password of a Wi-Fi code. */
export const shareCredentials = (s: QrState): string[] => (s.kind === 'wifi' && s.wifi.encryption !== 'nopass' && s.wifi.password ? ['the Wi-Fi password'] : [])

/** The file names of the downloads. */
export const fileName = (kind: Kind, ext: 'png' | 'svg') => `qr-${kind}.${ext}`

/** "Version 3 · 29 × 29 modules · 42 bytes · level M". */
export const describeCode = (g: { version: number; modules: number; bytes: number }, level: QrLevel) =>
  `Version ${g.version} · ${g.modules} × ${g.modules} modules · ${g.bytes.toLocaleString('en-US')} ${g.bytes === 1 ? 'byte' : 'bytes'} · level ${level}`

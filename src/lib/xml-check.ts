import { XMLValidator } from 'fast-xml-parser'

/**
 * The one well-formedness check for every XML path (the XML Prettifier, the XML -> JSON converter),
 * so the same text gets the same reason at the same place: fast-xml-parser's validator (workers
 * have no DOMParser), then exactly one root element and no text outside it, which the validator
 * lets through. A leading byte-order mark is ignored.
 */
export type XmlProblem = { reason: string; line?: number; column?: number }

export const XML_EMPTY = 'The document is empty.'
export const XML_NO_ROOT = 'The document has no root element.'
export const xmlManyRoots = (n: number) => `The document has ${n} root elements; XML allows one.`
export const XML_STRAY_TEXT = 'Text outside the root element.'

/** A problem as one line: the reason, then its place when known ("... (line 1, column 7)"). */
export const xmlProblemText = (p: XmlProblem) => (p.line ? `${p.reason} (line ${p.line}, column ${p.column ?? 1})` : p.reason)

export type Token =
  | { kind: 'open'; raw: string; name: string }
  | { kind: 'close'; raw: string; name: string }
  | { kind: 'empty'; raw: string } // <a/>
  | { kind: 'text'; raw: string }
  | { kind: 'other'; raw: string; cdata?: true } // comment, CDATA, PI, doctype

/** The `>` ending markup, searched from `from` outside quotes (and with `subset`, outside `[...]`); the length when none. */
function markupEnd(xml: string, from: number, subset: boolean): number {
  let depth = 0
  let quote: string | null = null
  for (let j = from; j < xml.length; j++) {
    const c = xml[j]!
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (subset && c === '[') depth++
    else if (subset && c === ']') depth--
    else if (c === '>' && depth <= 0) return j
  }
  return xml.length
}

/** Splits (already validated) XML into tags, text and the other markup, keeping each as written. */
export function tokenizeXml(xml: string): Token[] {
  const tokens: Token[] = []
  const n = xml.length
  let i = 0
  while (i < n) {
    if (xml[i] !== '<') {
      const j = xml.indexOf('<', i)
      const end = j === -1 ? n : j
      tokens.push({ kind: 'text', raw: xml.slice(i, end) })
      i = end
      continue
    }
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4)
      const stop = end === -1 ? n : end + 3
      tokens.push({ kind: 'other', raw: xml.slice(i, stop) })
      i = stop
    } else if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9)
      const stop = end === -1 ? n : end + 3
      tokens.push({ kind: 'other', raw: xml.slice(i, stop), cdata: true })
      i = stop
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2)
      const stop = end === -1 ? n : end + 2
      tokens.push({ kind: 'other', raw: xml.slice(i, stop) })
      i = stop
    } else if (xml.startsWith('<!', i)) {
      // <!DOCTYPE ...> with an optional [internal subset].
      const j = markupEnd(xml, i + 2, true)
      tokens.push({ kind: 'other', raw: xml.slice(i, j + 1) })
      i = j + 1
    } else {
      // A tag: find its end outside attribute quotes.
      const j = markupEnd(xml, i + 1, false)
      const raw = xml.slice(i, j + 1)
      const name = /^<\/?\s*([^\s/>]+)/.exec(raw)?.[1] ?? ''
      if (raw.startsWith('</')) tokens.push({ kind: 'close', raw, name })
      else if (raw.endsWith('/>')) tokens.push({ kind: 'empty', raw })
      else tokens.push({ kind: 'open', raw, name })
      i = j + 1
    }
  }
  return tokens
}

/**
 * Checks XML text; when it is well formed, also gives its tokens (of the text without a byte-order
 * mark and surrounding white space), so a caller that lays it out does not split it again.
 */
export function checkXml(input: string): { ok: true; xml: string; tokens: Token[] } | { ok: false; problem: XmlProblem } {
  const text = input.replace(/^\uFEFF/, '')
  if (!text.trim()) return { ok: false, problem: { reason: XML_EMPTY } }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false })
  if (valid !== true) {
    const { msg, line, col } = valid.err
    // The validator gives some errors a line only ("Start tag expected."): they point at its start.
    return { ok: false, problem: { reason: msg, line, column: col ?? 1 } }
  }
  const xml = text.trim()
  const tokens = tokenizeXml(xml)
  let depth = 0
  let roots = 0
  let stray = false
  for (const t of tokens) {
    if (t.kind === 'close') depth--
    else if (depth === 0) {
      if (t.kind === 'text') stray ||= t.raw.trim() !== ''
      else if (t.kind === 'open' || t.kind === 'empty') roots++
    }
    if (t.kind === 'open') depth++
  }
  if (roots !== 1) return { ok: false, problem: { reason: roots === 0 ? XML_NO_ROOT : xmlManyRoots(roots) } }
  if (stray) return { ok: false, problem: { reason: XML_STRAY_TEXT } }
  return { ok: true, xml, tokens }
}

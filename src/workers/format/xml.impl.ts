import { XMLValidator } from 'fast-xml-parser'

/**
 * XML Prettifier (SPEC sections 5, 8, 9): a 4-space indent, text content collapsed (whitespace runs
 * become one space, blank text disappears), and exactly one root element. Workers have no
 * DOMParser, so fast-xml-parser's validator checks the document and a small tokenizer lays it out;
 * comments, CDATA sections, processing instructions, the doctype, namespaces, entities and
 * attributes are kept exactly as written.
 */
export type XmlJob = { text: string; indent?: number }
export type XmlResult = { ok: true; output: string } | { ok: false; message: string; detail: string; line?: number; column?: number }

/** SPEC section 5's internal message, and what the screen shows. */
export const XML_PARSE_ERROR = 'Failed to parse XML'
export const XML_SCREEN_ERROR = 'Invalid XML'

type Token =
  | { kind: 'open'; raw: string; name: string }
  | { kind: 'close'; raw: string; name: string }
  | { kind: 'empty'; raw: string } // <a/>
  | { kind: 'text'; raw: string }
  | { kind: 'other'; raw: string } // comment, CDATA, PI, doctype

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
      tokens.push({ kind: 'other', raw: xml.slice(i, stop) })
      i = stop
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2)
      const stop = end === -1 ? n : end + 2
      tokens.push({ kind: 'other', raw: xml.slice(i, stop) })
      i = stop
    } else if (xml.startsWith('<!', i)) {
      // <!DOCTYPE ...> with an optional [internal subset].
      let j = i + 2
      let depth = 0
      let quote: string | null = null
      for (; j < n; j++) {
        const c = xml[j]!
        if (quote) {
          if (c === quote) quote = null
        } else if (c === '"' || c === "'") quote = c
        else if (c === '[') depth++
        else if (c === ']') depth--
        else if (c === '>' && depth <= 0) break
      }
      tokens.push({ kind: 'other', raw: xml.slice(i, j + 1) })
      i = j + 1
    } else {
      // A tag: find its end outside attribute quotes.
      let j = i + 1
      let quote: string | null = null
      for (; j < n; j++) {
        const c = xml[j]!
        if (quote) {
          if (c === quote) quote = null
        } else if (c === '"' || c === "'") quote = c
        else if (c === '>') break
      }
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

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Lays out validated XML: one node per line, an element holding only text stays on one line. */
export function layoutXml(xml: string, indent = 4): string {
  const tokens = tokenizeXml(xml)
  const pad = ' '.repeat(indent)
  const lines: string[] = []
  let depth = 0
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!
    const prefix = pad.repeat(depth)
    if (tok.kind === 'open') {
      // <a>text</a> (or <a></a>) stays on one line.
      const next = tokens[t + 1]
      const after = tokens[t + 2]
      if (next?.kind === 'close') {
        lines.push(prefix + tok.raw + next.raw)
        t += 1
        continue
      }
      if (next?.kind === 'text' && after?.kind === 'close') {
        lines.push(prefix + tok.raw + collapse(next.raw) + after.raw)
        t += 2
        continue
      }
      lines.push(prefix + tok.raw)
      depth++
    } else if (tok.kind === 'close') {
      depth = Math.max(0, depth - 1)
      lines.push(pad.repeat(depth) + tok.raw)
    } else if (tok.kind === 'text') {
      const text = collapse(tok.raw)
      if (text) lines.push(prefix + text)
    } else {
      lines.push(prefix + tok.raw)
    }
  }
  return lines.join('\n')
}

/** Counts the top-level elements of validated XML. */
function rootCount(tokens: Token[]): number {
  let depth = 0
  let roots = 0
  for (const t of tokens) {
    if (t.kind === 'open') {
      if (depth === 0) roots++
      depth++
    } else if (t.kind === 'close') depth--
    else if (t.kind === 'empty' && depth === 0) roots++
  }
  return roots
}

export function prettifyXml(job: XmlJob): XmlResult {
  const text = job.text.replace(/^\uFEFF/, '')
  if (!text.trim()) return { ok: false, message: XML_PARSE_ERROR, detail: 'The document is empty.' }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false })
  if (valid !== true) {
    const { msg, line, col } = valid.err
    return { ok: false, message: XML_PARSE_ERROR, detail: `${msg} (line ${line}, column ${col})`, line, column: col }
  }
  const tokens = tokenizeXml(text.trim())
  const roots = rootCount(tokens)
  if (roots !== 1) return { ok: false, message: XML_PARSE_ERROR, detail: roots === 0 ? 'The document has no root element.' : `The document has ${roots} root elements; XML allows one.` }
  const stray = tokens.some((t, i) => t.kind === 'text' && t.raw.trim() && depthAt(tokens, i) === 0)
  if (stray) return { ok: false, message: XML_PARSE_ERROR, detail: 'Text outside the root element.' }
  return { ok: true, output: layoutXml(text.trim(), job.indent ?? 4) }
}

function depthAt(tokens: Token[], index: number): number {
  let depth = 0
  for (let i = 0; i < index; i++) {
    const t = tokens[i]!
    if (t.kind === 'open') depth++
    else if (t.kind === 'close') depth--
  }
  return depth
}

import { checkXml, xmlProblemText, type Token } from '../../lib/xml-check'
import { sizeStats, type SizeStats } from './size.impl'

/**
 * XML Prettifier (SPEC sections 5, 8, 9): a 4-space indent, text content collapsed (whitespace runs
 * become one space, blank text disappears), and exactly one root element. Workers have no
 * DOMParser, so fast-xml-parser's validator checks the document and a small tokenizer lays it out;
 * comments, CDATA sections, processing instructions, the doctype, namespaces, entities and
 * attributes are kept exactly as written. Where whitespace is part of the text, the element is
 * kept exactly as written too: one marked `xml:space="preserve"` (with its descendants, unless one
 * says `xml:space="default"`), and one with mixed content (text or CDATA beside other nodes).
 */
export type XmlJob = { text: string; indent?: number }
export type XmlResult = { ok: true; output: string; stats?: SizeStats } | { ok: false; message: string; detail: string; line?: number; column?: number }

/** SPEC section 5's internal message, and what the screen shows. */
export const XML_PARSE_ERROR = 'Failed to parse XML'
export const XML_SCREEN_ERROR = 'Invalid XML'

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The element's own `xml:space` value, if it has one. */
export const spaceOf = (openTag: string): 'preserve' | 'default' | null => {
  const m = /\sxml:space\s*=\s*(?:"\s*(preserve|default)\s*"|'\s*(preserve|default)\s*')/.exec(openTag)
  return m ? ((m[1] ?? m[2]) as 'preserve' | 'default') : null
}

/** What one pass over the tokens learns: each open tag's match and content. */
export type Shape = {
  /** For an open tag: the index of its close tag. */
  close: Int32Array
  /** For an open tag: its children other than blank text (0, 1, 2 meaning "two or more"). */
  children: Uint8Array
  /** For an open tag: it holds character data (text that is not blank, or CDATA). */
  hasText: Uint8Array
}

export function shapeOf(tokens: Token[]): Shape {
  const close = new Int32Array(tokens.length).fill(-1)
  const children = new Uint8Array(tokens.length)
  const hasText = new Uint8Array(tokens.length)
  const open: number[] = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const parent = open.length ? open[open.length - 1]! : -1
    if (t.kind === 'close') {
      const o = open.pop()
      if (o !== undefined) close[o] = i
      continue
    }
    const text = (t.kind === 'text' && t.raw.trim() !== '') || (t.kind === 'other' && t.cdata === true)
    if (t.kind === 'text' && !text) continue
    if (parent !== -1) {
      children[parent] = Math.min(2, children[parent]! + 1)
      if (text) hasText[parent] = 1
    }
    if (t.kind === 'open') open.push(i)
  }
  return { close, children, hasText }
}

/**
 * Lays out validated XML, one node per line. An element holding only text stays on one line with
 * its text collapsed; one with mixed content (character data beside other nodes, or CDATA) or
 * under `xml:space="preserve"` is written exactly as in the input, since its whitespace is text
 * (a descendant marked `xml:space="default"` is laid out again, where it starts).
 */
export function layoutXml(tokens: Token[], shape: Shape, indent = 4): string {
  const pad = ' '.repeat(indent)
  const out: string[] = []
  const line = (depth: number, text: string) => {
    if (out.length) out.push('\n')
    out.push(pad.repeat(depth), text)
  }
  /** Open elements (their count is the depth): `asWritten` ones copy their content verbatim;
   * `preserve` is xml:space="preserve" in effect. */
  const stack: { asWritten: boolean; preserve: boolean }[] = []
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!
    const top = stack.length ? stack[stack.length - 1]! : null
    const depth = stack.length
    if (top?.asWritten) {
      // Inside an element kept as written: every token as it is, except a descendant that resets
      // xml:space to default inside preserved content, which is laid out from where it stands.
      if (tok.kind === 'close') {
        stack.pop()
        out.push(tok.raw)
        continue
      }
      if (tok.kind === 'open' && top.preserve && spaceOf(tok.raw) === 'default') {
        t = openElement(t, depth, false, true)
        continue
      }
      out.push(tok.raw)
      if (tok.kind === 'open') {
        const space = spaceOf(tok.raw)
        stack.push({ asWritten: true, preserve: space ? space === 'preserve' : top.preserve })
      }
      continue
    }
    if (tok.kind === 'open') t = openElement(t, depth, top?.preserve ?? false, false)
    else if (tok.kind === 'close') {
      stack.pop()
      line(depth - 1, tok.raw)
    } else if (tok.kind === 'text') {
      const text = collapse(tok.raw)
      if (text) line(depth, text)
    } else line(depth, tok.raw)
  }
  return out.join('')

  /** Writes an open tag (on a new line, or `inline` where it stands) and returns the last token used. */
  function openElement(t: number, depth: number, inheritedPreserve: boolean, inline: boolean): number {
    const tok = tokens[t]!
    const end = shape.close[t]!
    const space = spaceOf(tok.raw)
    const preserve = space ? space === 'preserve' : inheritedPreserve
    const put = (text: string) => (inline ? out.push(text) : line(depth, text))
    const first = tokens[t + 1]
    const onlyText = shape.children[t] === 1 && first?.kind === 'text' && first.raw.trim() !== ''
    if (preserve || (shape.hasText[t] && !onlyText)) {
      // Kept as written: the whitespace inside is text.
      put(tok.raw)
      stack.push({ asWritten: true, preserve })
      return t
    }
    if (shape.children[t] === 0) {
      // <a></a> (or <a>  </a>) stays on one line.
      put(tok.raw + tokens[end]!.raw)
      return end
    }
    if (onlyText) {
      // <a>text</a> stays on one line, its text collapsed.
      put(tok.raw + collapse(first.raw) + tokens[end]!.raw)
      return end
    }
    put(tok.raw)
    stack.push({ asWritten: false, preserve: false })
    return t
  }
}

/**
 * The document with the white space between its nodes taken out. Where white space may be text it
 * stays, as the Prettifier leaves it: inside an element with character data beside other nodes
 * (mixed content) and under xml:space="preserve" (until an xml:space="default"). Comments, CDATA
 * and everything else are kept as written.
 */
export function minifyTokens(tokens: Token[]): string {
  const shape = shapeOf(tokens)
  const out: string[] = []
  // For each open element: whether white space inside it is kept.
  const keep: boolean[] = []
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!
    if (tok.kind === 'text' && tok.raw.trim() === '' && !keep[keep.length - 1]) continue
    out.push(tok.raw)
    if (tok.kind === 'open') {
      const space = spaceOf(tok.raw)
      const preserve = space ? space === 'preserve' : (keep[keep.length - 1] ?? false)
      keep.push(preserve || shape.hasText[t] === 1)
    } else if (tok.kind === 'close') keep.pop()
  }
  return out.join('')
}

/** The XML Prettifier's Minify: the checked document minified (minifyTokens), with its sizes. */
export async function minifyXml(job: XmlJob): Promise<XmlResult> {
  const checked = checkXml(job.text)
  if (!checked.ok) return failure(checked.problem)
  const output = minifyTokens(checked.tokens)
  return { ok: true, output, stats: await sizeStats(job.text, output) }
}

const failure = (problem: Parameters<typeof xmlProblemText>[0]): XmlResult => ({ ok: false, message: XML_PARSE_ERROR, detail: xmlProblemText(problem), line: problem.line, column: problem.column })

export function prettifyXml(job: XmlJob): XmlResult {
  // One check for every XML path (the XML -> JSON converter uses it too): the same text gets the same reason.
  const checked = checkXml(job.text)
  if (!checked.ok) return failure(checked.problem)
  const { tokens } = checked
  return { ok: true, output: layoutXml(tokens, shapeOf(tokens), job.indent ?? 4) }
}

/** SPEC "LinkedIn Post Formatter", sections 4, 5 and 9. */
export const LIMIT = 3000
export const PLACEHOLDER = 'Start writing to see preview...'
export const DOWNLOAD_NAME = 'linkedin-post.txt'
export const EMOJI = ['😀', '😂', '😍', '🤔', '👍', '👏', '🙌', '🙏', '💪', '🔥', '🚀', '🎉', '✨', '💡', '✅', '❤️', '📈', '📊', '💼', '🎯', '🤝', '👉', '⭐', '📣'] as const

export type Style = { bold?: boolean; italic?: boolean; underline?: boolean; strike?: boolean }

const A = 0x41
const a = 0x61
const ZERO = 0x30
// Mathematical Alphanumeric Symbols, sans-serif block (Unicode 3.1).
const SANS = {
  bold: { upper: 0x1d5d4, lower: 0x1d5ee, digit: 0x1d7ec },
  italic: { upper: 0x1d608, lower: 0x1d622 },
  boldItalic: { upper: 0x1d63c, lower: 0x1d656 },
}
const UNDERLINE = '\u0332' // COMBINING LOW LINE
const STRIKE = '\u0336' // COMBINING LONG STROKE OVERLAY

/**
 * Maps one character to its sans-serif bold / italic / bold-italic form: letters A-Z and a-z for
 * every style, digits 0-9 for bold only (Unicode has no sans-serif italic digits).
 */
export function styleChar(ch: string, bold: boolean, italic: boolean): string {
  const c = ch.codePointAt(0)!
  const table = bold && italic ? SANS.boldItalic : bold ? SANS.bold : italic ? SANS.italic : null
  if (!table) return ch
  if (c >= A && c < A + 26) return String.fromCodePoint(table.upper + c - A)
  if (c >= a && c < a + 26) return String.fromCodePoint(table.lower + c - a)
  if (bold && c >= ZERO && c < ZERO + 10) return String.fromCodePoint(SANS.bold.digit + c - ZERO)
  return ch
}

/** Applies a style to text: styled letters, then a combining mark after each visible character. */
export function styleText(text: string, style: Style): string {
  let out = ''
  for (const ch of text) {
    let s = styleChar(ch, !!style.bold, !!style.italic)
    if (ch !== '\n' && ch !== ' ' && ch !== '\t') {
      if (style.underline) s += UNDERLINE
      if (style.strike) s += STRIKE
    } else if (ch === ' ' && (style.underline || style.strike)) {
      s += (style.underline ? UNDERLINE : '') + (style.strike ? STRIKE : '')
    }
    out += s
  }
  return out
}

/** The slice of a ProseMirror/Tiptap JSON document this formatter understands. */
export type DocNode = {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string }[]
  content?: DocNode[]
}

function inline(nodes: DocNode[] | undefined, extra: Style = {}): string {
  return (nodes ?? [])
    .map((n) => {
      if (n.type === 'hardBreak') return '\n'
      if (n.type !== 'text' || !n.text) return inline(n.content, extra)
      const marks = new Set((n.marks ?? []).map((m) => m.type))
      return styleText(n.text, {
        bold: extra.bold || marks.has('bold'),
        italic: extra.italic || marks.has('italic'),
        underline: marks.has('underline'),
        strike: marks.has('strike'),
      })
    })
    .join('')
}

function block(node: DocNode): string[] {
  switch (node.type) {
    case 'paragraph':
      return [inline(node.content)]
    case 'heading':
      // LinkedIn has no headings: a heading becomes a bold line.
      return [inline(node.content, { bold: true })]
    case 'bulletList':
      return (node.content ?? []).map((item) => `• ${(item.content ?? []).flatMap(block).join('\n  ')}`)
    case 'orderedList': {
      const start = typeof node.attrs?.start === 'number' ? node.attrs.start : 1
      return (node.content ?? []).map((item, i) => `${start + i}. ${(item.content ?? []).flatMap(block).join('\n   ')}`)
    }
    case 'blockquote':
      return (node.content ?? []).flatMap(block).map((l) => `“${l}”`)
    default:
      return node.content ? node.content.flatMap(block) : node.text ? [node.text] : []
  }
}

/** The post as LinkedIn will show it: one line per block, trailing blank lines dropped. */
export function toPlainText(doc: DocNode | null | undefined): string {
  if (!doc) return ''
  return (doc.content ?? []).flatMap(block).join('\n').replace(/\s+$/u, '')
}

/** SPEC: the counter counts characters of the formatted post (code points, as people count them). */
export const countChars = (text: string) => Array.from(text).length
export const counterLabel = (n: number) => `${n} / ${LIMIT}`

/** SPEC section 5: whitespace removed, a leading space and #; empty input inserts nothing. */
export function hashtag(input: string | null | undefined): string {
  const tag = (input ?? '').replace(/\s+/gu, '').replace(/^#+/, '')
  return tag ? ` #${tag}` : ''
}

import { endTag, HElement, serialize, startTag, VOID_ELEMENTS, type HNode } from './html-sanitize'
import { CONTINUATION_CLASS, TABLE_PART_CLASS } from './policy'

/**
 * How the page inserts a sanitized preview without a long task (issue 17, D30): the HTML is cut
 * into pieces the page parses and inserts one slice at a time.
 *
 * - Every top-level node is a unit: the page keeps each unit's nodes, and when the text changes it
 *   replaces only the units that changed (typing in a long document re-inserts one paragraph).
 * - A unit small enough is one `Frag` piece. A larger one is an `Open` piece (its start tag),
 *   its children in `Frag` pieces of at most PIECE_CHARS (larger children opened the same way,
 *   long texts cut), and a `Close` piece: a 5,000-row table fills in over several frames.
 * - A paragraph, code block, list, quote or table longer than SPLIT_CHARS becomes several of them
 *   (`class="md-cont"` on the second and later ones, an ordered list's `start` following on; the
 *   stylesheet joins them with no gap). The browser lays out a paragraph as a whole, and lays out
 *   again every child of an element that grows, so a 1 MB paragraph or a 10,000-item list would
 *   cost a long task at every frame it grows in; cut, each part is laid out once. Paragraphs are
 *   cut at spaces, code between lines, lists and quotes between items: the only visible trace is
 *   a line of a paragraph that ends early where a cut falls. A table is cut between rows (issue
 *   32: a table lays out all its rows whenever one is added, so a 400-row table growing slice by
 *   slice left the page without a frame for 57-67 ms); its parts (`class="md-table-part"`, the
 *   head in the first) get equal fixed columns from the stylesheet, so they line up as one table.
 */

/** A piece's kind: a run of whole nodes, an element's start tag, or its end tag. */
export const PieceKind = { Frag: 0, Open: 1, Close: 2 } as const
export type PieceKind = (typeof PieceKind)[keyof typeof PieceKind]

export type PreviewPlan = {
  /** The sanitized HTML of the whole preview (what Copy HTML copies). */
  html: string
  /** Piece i is html.slice(ends[i - 1] ?? 0, ends[i]). */
  ends: Uint32Array
  kinds: Uint8Array
  /** Unit k is pieces units[k - 1] ?? 0 up to (not including) units[k]. */
  units: Uint32Array
}

/** The most HTML one piece holds (the page parses one or more pieces per slice). */
export const PIECE_CHARS = 32 * 1024
/** Paragraphs and code blocks longer than this are cut into parts of about half of it. */
export const SPLIT_CHARS = 32 * 1024

const sizes = new WeakMap<HElement, number>()

/** About the length of a node's HTML (text unescaped), cached per element. */
function size(node: HNode): number {
  if (typeof node === 'string') return node.length
  let n = sizes.get(node)
  if (n !== undefined) return n
  n = node.tag.length * 2 + 5
  for (const [k, v] of node.attrs) n += k.length + v.length + 4
  for (const c of node.children) n += size(c)
  sizes.set(node, n)
  return n
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13

/** A copy of the attributes with a class added. */
function withClass(attrs: readonly [string, string][], name: string): [string, string][] {
  const out = attrs.map(([n, v]): [string, string] => [n, v])
  const cls = out.find(([n]) => n === 'class')
  if (cls) cls[1] = cls[1] ? `${cls[1]} ${name}` : name
  else out.push(['class', name])
  return out
}

/** The attributes of a continuation part: no id or name (they stay on the first part), the continuation class added. */
function continuationAttrs(attrs: [string, string][]): [string, string][] {
  return withClass(
    attrs.filter(([n]) => n !== 'id' && n !== 'name'),
    CONTINUATION_CLASS,
  )
}

/** Where to cut a text near `at`: after a space in [min, max), preferring the one closest to `at`; -1 if none. */
function spaceCut(text: string, min: number, max: number, newlineOnly: boolean): number {
  for (let i = Math.min(max, text.length) - 1; i >= min; i--) {
    const c = text.charCodeAt(i)
    if (newlineOnly ? c === 10 : isSpace(c)) return i + 1
  }
  return -1
}

/** A paragraph's children cut into runs of about SPLIT_CHARS / 2, at spaces. */
function splitInline(children: readonly HNode[]): HNode[][] {
  const target = SPLIT_CHARS / 2
  const parts: HNode[][] = []
  let run: HNode[] = []
  let length = 0
  const close = () => {
    if (run.length) parts.push(run)
    run = []
    length = 0
  }
  for (const child of children) {
    if (typeof child !== 'string') {
      // Cut before an element when the run is long enough and a space precedes it.
      const prev = run[run.length - 1]
      const soft = typeof prev === 'string' && isSpace(prev.charCodeAt(prev.length - 1))
      if ((length >= target && soft) || length >= SPLIT_CHARS) close()
      run.push(child)
      length += size(child)
      continue
    }
    let text = child
    while (length + text.length > target) {
      const want = Math.max(0, target - length)
      const cut = spaceCut(text, Math.max(0, want - 2048), want + 2048, false)
      if (cut <= 0) break
      run.push(text.slice(0, cut))
      close()
      text = text.slice(cut)
    }
    if (text) {
      run.push(text)
      length += text.length
    }
  }
  close()
  return parts
}

/** A long code block's text cut into runs of whole lines of about SPLIT_CHARS / 2. */
function splitLines(text: string): string[] {
  const target = SPLIT_CHARS / 2
  const out: string[] = []
  let rest = text
  while (rest.length > SPLIT_CHARS) {
    const cut = spaceCut(rest, target / 2, target * 1.5, true)
    if (cut <= 0) break
    out.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  out.push(rest)
  return out
}

/** A list's or quote's children cut into runs of about SPLIT_CHARS / 2, between elements. */
function splitBlocks(children: readonly HNode[]): HNode[][] {
  const parts: HNode[][] = []
  let run: HNode[] = []
  let length = 0
  for (const child of children) {
    if (typeof child !== 'string' && length >= SPLIT_CHARS / 2) {
      parts.push(run)
      run = []
      length = 0
    }
    run.push(child)
    length += size(child)
  }
  if (run.length) parts.push(run)
  return parts
}

/** The text of a node, for sizing a column. */
function textOf(node: HNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('')
}

/** The cells of a row (`th` and `td` elements). */
const cellsOf = (row: HNode) => (typeof row === 'string' ? [] : row.children.filter((c): c is HElement => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th')))

/**
 * Column widths in percent for a table cut in parts, from its cells' text: a column gets room for
 * its longest word or half its average text, whichever is more (3 to 40 characters' worth, and its
 * padding), so
 * short columns stay narrow and words are not broken. Every part gets the same widths, so the
 * parts line up; null when the rows do not all have the same number of cells.
 */
export function columnWidths(rows: readonly HNode[]): number[] | null {
  const cells = rows.map(cellsOf).filter((r) => r.length > 0)
  const n = cells[0]?.length ?? 0
  if (n === 0 || cells.some((r) => r.length !== n)) return null
  const weights = Array.from({ length: n }, (_, c) => {
    let longestWord = 0
    let total = 0
    for (const row of cells) {
      const text = textOf(row[c]!)
      total += text.length
      for (const word of text.split(/\s+/)) longestWord = Math.max(longestWord, word.length)
    }
    // The cell's padding (0.75em a side) takes about three characters more.
    return Math.min(40, Math.max(3, longestWord, total / cells.length / 2)) + 3
  })
  const sum = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => Math.round((w / sum) * 1000) / 10)
}

/**
 * A long table as tables of about SPLIT_CHARS / 2 of rows each: the first keeps the head, every
 * part gets TABLE_PART_CLASS and the same column widths (a `<colgroup>`, see columnWidths), and
 * the later ones the continuation class. Only the shape GFM makes (a head and one body, rows of as
 * many cells) is cut; any other table stays whole.
 */
function splitTable(node: HElement): HElement[] {
  const sections = node.children.filter((c): c is HElement => typeof c !== 'string')
  const body = sections[sections.length - 1]
  if (!body || body.tag !== 'tbody' || sections.some((c) => c !== body && c.tag !== 'thead') || sections.length > 2) return [node]
  const runs = splitBlocks(body.children)
  if (runs.length < 2) return [node]
  const head = sections.length === 2 ? sections[0]!.children : []
  const widths = columnWidths([...head, ...body.children])
  if (!widths) return [node]
  return runs.map((rows, i) => {
    const table = new HElement('table', withClass(i ? continuationAttrs(node.attrs) : node.attrs, TABLE_PART_CLASS))
    const cols = new HElement('colgroup', [])
    cols.children = widths.map((w) => new HElement('col', [['width', `${w}%`]]))
    const part = new HElement('tbody', body.attrs)
    part.children = rows
    table.children = [cols, ...(i ? [] : node.children.filter((c) => c !== body)), part]
    return table
  })
}

/** A long `<p>`, `<pre>`, list, quote or table as its parts; anything else as it is. */
function splitLong(node: HElement): HElement[] {
  if (node.tag === 'table') return splitTable(node)
  if (node.tag === 'ul' || node.tag === 'ol' || node.tag === 'blockquote') {
    if (node.attrs.some(([n]) => n === 'reversed')) return [node]
    const parts = splitBlocks(node.children)
    if (parts.length < 2) return [node]
    // An ordered list goes on counting where the part before it stopped.
    let number = Number.parseInt(node.attrs.find(([n]) => n === 'start')?.[1] ?? '1', 10)
    if (!Number.isFinite(number)) number = 1
    return parts.map((children, i) => {
      const attrs = i ? continuationAttrs(node.attrs) : node.attrs
      if (i && node.tag === 'ol') {
        const start = attrs.find(([n]) => n === 'start')
        if (start) start[1] = String(number)
        else attrs.push(['start', String(number)])
      }
      number += children.filter((c) => typeof c !== 'string' && c.tag === 'li').length
      const el = new HElement(node.tag, attrs)
      el.children = children
      return el
    })
  }
  if (node.tag === 'p') {
    const parts = splitInline(node.children)
    if (parts.length < 2) return [node]
    return parts.map((children, i) => {
      const el = new HElement('p', i ? continuationAttrs(node.attrs) : node.attrs)
      el.children = children
      return el
    })
  }
  if (node.tag === 'pre') {
    const code = node.children.length === 1 ? node.children[0] : undefined
    const inner = code instanceof HElement && code.tag === 'code' ? code : null
    const text = inner ? (inner.children.length === 1 ? inner.children[0] : undefined) : code
    if (typeof text !== 'string') return [node]
    const lines = splitLines(text)
    if (lines.length < 2) return [node]
    return lines.map((t, i) => {
      const pre = new HElement('pre', i ? continuationAttrs(node.attrs) : node.attrs)
      if (inner) {
        const c = new HElement('code', inner.attrs)
        c.children = [t]
        pre.children = [c]
      } else pre.children = [t]
      return pre
    })
  }
  return [node]
}

/** Cuts every long paragraph and code block in the tree (in place). */
function splitTree(el: HElement) {
  const out: HNode[] = []
  for (const child of el.children) {
    if (typeof child === 'string' || size(child) <= SPLIT_CHARS) {
      out.push(child)
      continue
    }
    for (const part of splitLong(child)) {
      splitTree(part)
      out.push(part)
    }
  }
  el.children = out
}

class PlanWriter {
  private parts: string[] = []
  private kinds: number[] = []
  private units: number[] = []

  private piece(html: string, kind: PieceKind) {
    this.parts.push(html)
    this.kinds.push(kind)
  }

  /** Children in pieces: small ones together, large ones opened. */
  private children(nodes: readonly HNode[]) {
    let group = ''
    const flush = () => {
      if (group) this.piece(group, PieceKind.Frag)
      group = ''
    }
    for (const node of nodes) {
      if (size(node) > PIECE_CHARS) {
        flush()
        this.node(node)
        continue
      }
      const html = serialize(node)
      if (group.length + html.length > PIECE_CHARS) flush()
      group += html
    }
    flush()
  }

  private node(node: HNode) {
    if (typeof node === 'string') {
      if (node.length <= PIECE_CHARS) this.piece(serialize(node), PieceKind.Frag)
      else for (let i = 0; i < node.length; ) {
        let end = Math.min(node.length, i + PIECE_CHARS)
        // Never between the two halves of a surrogate pair.
        if (end < node.length && (node.charCodeAt(end) & 0xfc00) === 0xdc00) end--
        this.piece(serialize(node.slice(i, end)), PieceKind.Frag)
        i = end
      }
      return
    }
    if (size(node) <= PIECE_CHARS || VOID_ELEMENTS.has(node.tag) || node.children.length === 0) {
      this.piece(serialize(node), PieceKind.Frag)
      return
    }
    this.piece(startTag(node), PieceKind.Open)
    this.children(node.children)
    this.piece(endTag(node), PieceKind.Close)
  }

  unit(node: HNode) {
    this.node(node)
    this.units.push(this.kinds.length)
  }

  finish(): PreviewPlan {
    const ends = new Uint32Array(this.parts.length)
    let at = 0
    this.parts.forEach((p, i) => {
      at += p.length
      ends[i] = at
    })
    return { html: this.parts.join(''), ends, kinds: Uint8Array.from(this.kinds), units: Uint32Array.from(this.units) }
  }
}

/** The plan of a sanitized tree (its long paragraphs and code blocks are cut first). */
export function planPreview(root: HElement): PreviewPlan {
  splitTree(root)
  const w = new PlanWriter()
  for (const node of root.children) w.unit(node)
  return w.finish()
}

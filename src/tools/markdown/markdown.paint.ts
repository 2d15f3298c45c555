import { PieceKind, type PreviewPlan } from '../../workers/markdown/preview-plan'
import { checkElement, parseChecked } from './markdown.guard'
import { sharedEnds } from './markdown.logic'

/**
 * Puts the worker's sanitized preview into the page without a long task (issue 17, D30): the
 * pieces of the plan are parsed inertly, checked (markdown.guard.ts) and inserted a slice at a
 * time, one slice per frame, each slice kept under SLICE_MS of script and a number of characters
 * that adapts to how long the frames after it took (the browser lays out what a slice inserted).
 * The preview fills from the top. Units (top-level nodes) that did not change since the previous
 * paint stay in place, so typing in a long document replaces one block, keeps the scroll position
 * and does not flash; a newer paint stops an older one between two slices.
 *
 * A long preview's units sit in chunks (`<div class="md-chunk">`, a few dozen nodes each):
 * the browser lays out again every child of the element that changed, so inserting into one
 * element with 20,000 children costs a long task per frame however little is inserted; in chunks
 * it costs the chunk and the list of chunks. Copy HTML copies the sanitized HTML without them.
 */

type Unit = { key: string; nodes: ChildNode[] }
type Cursor = { parent: Element; before: ChildNode | null }

/** Script time per slice; a frame is 16.7 ms and the browser still lays out and paints after it. */
export const SLICE_MS = 8
const MIN_CHARS = 4 * 1024
const MAX_CHARS = 256 * 1024
const START_CHARS = 24 * 1024
/** A preview of more units or more HTML than this is put in chunks of at most CHUNK_NODES nodes and about CHUNK_CHARS of HTML. */
export const CHUNK_FROM = 96
export const CHUNK_FROM_CHARS = 64 * 1024
export const CHUNK_NODES = 48
export const CHUNK_CHARS = 32 * 1024
export const CHUNK_CLASS = 'md-chunk'

export type PaintProgress = { done: number; total: number }

/** Resolves after the next frame has been drawn (or at once in a hidden tab, where no frame comes). */
const afterFrame = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })

const pieceText = (plan: PreviewPlan, i: number) => plan.html.slice(i ? plan.ends[i - 1] : 0, plan.ends[i])

export class PreviewPainter {
  private units: Unit[] = []
  private chunked = false
  /** About how much HTML went into each chunk. */
  private chunkChars = new WeakMap<Element, number>()
  private generation = 0
  private chars = START_CHARS
  /** Script time per character of HTML parsed, checked and inserted (ms), measured as it goes. */
  private msPerChar = 0.0005
  /** Changes the page's check made to the current preview (0 when the worker's HTML went in untouched). */
  repairs = { count: 0 }

  constructor(private readonly host: HTMLElement) {}

  /** How many top-level units the preview shows. */
  get size() {
    return this.units.length
  }

  /** Stops the running paint between two slices; what is inserted stays consistent. */
  cancel() {
    this.generation++
  }

  private newChunk(after: Element | null): Element {
    const chunk = document.createElement('div')
    chunk.className = CHUNK_CLASS
    this.host.insertBefore(chunk, after ? after.nextSibling : this.host.firstChild)
    return chunk
  }

  /** Where units inserted at index `at` go. */
  private cursor(at: number): Cursor {
    if (!this.chunked) return { parent: this.host, before: this.units[at]?.nodes[0] ?? null }
    const prev = this.units[at - 1]
    if (prev) {
      const last = prev.nodes[prev.nodes.length - 1]!
      return { parent: last.parentElement ?? this.host, before: last.nextSibling }
    }
    const first = this.units[at]?.nodes[0]
    if (first) return { parent: first.parentElement ?? this.host, before: first }
    return { parent: this.newChunk(null), before: null }
  }

  /** Room for `n` more nodes at the cursor: a full chunk is split there, the new nodes going into a chunk of their own. */
  private room(c: Cursor, n: number): number {
    if (!this.chunked || c.parent === this.host) return Number.MAX_SAFE_INTEGER
    const free = CHUNK_NODES - c.parent.childNodes.length
    if (free >= Math.min(n, CHUNK_NODES) && (this.chunkChars.get(c.parent) ?? 0) < CHUNK_CHARS) return free
    const fresh = this.newChunk(c.parent)
    if (c.before) {
      const tail = this.newChunk(fresh)
      for (let node: ChildNode | null = c.before; node; ) {
        const next: ChildNode | null = node.nextSibling
        tail.append(node)
        node = next
      }
    }
    c.parent = fresh
    c.before = null
    return CHUNK_NODES
  }

  private grew(chunk: Element, chars: number) {
    if (this.chunked) this.chunkChars.set(chunk, (this.chunkChars.get(chunk) ?? 0) + chars)
  }

  private removeUnit(unit: Unit) {
    for (const node of unit.nodes) {
      const parent = node.parentNode
      node.remove()
      if (parent && parent !== this.host && parent instanceof Element && parent.className === CHUNK_CLASS && !parent.hasChildNodes()) parent.remove()
    }
  }

  /**
   * Shows a plan: units already shown stay, the others are removed and inserted in slices.
   * Resolves true when the preview shows the whole plan, false when a newer paint (or cancel) came.
   */
  async paint(plan: PreviewPlan, onProgress?: (p: PaintProgress) => void): Promise<boolean> {
    const generation = ++this.generation
    const stale = () => generation !== this.generation
    const keys: string[] = []
    for (let k = 0, first = 0; k < plan.units.length; k++) {
      const end = plan.units[k]!
      keys.push(plan.html.slice(first ? plan.ends[first - 1] : 0, plan.ends[end - 1]))
      first = end
    }
    const chunked = keys.length > CHUNK_FROM || plan.html.length > CHUNK_FROM_CHARS
    // A preview that goes into chunks (or out of them) is inserted anew.
    const { prefix, suffix } =
      chunked === this.chunked
        ? sharedEnds(
            this.units.map((u) => u.key),
            keys,
          )
        : { prefix: 0, suffix: 0 }
    this.repairs = { count: 0 }
    let sliceStart = performance.now()
    let sliceChars = 0
    const due = () => performance.now() - sliceStart > SLICE_MS || sliceChars > this.chars
    const next = async () => {
      const ended = performance.now()
      await afterFrame()
      // The time from the end of the slice to the next one is mostly the browser laying out and
      // painting what the slice inserted: fewer characters when it was long, more when it was short.
      const gap = performance.now() - ended
      if (gap > 40) this.chars = Math.max(MIN_CHARS, this.chars / 2)
      else if (gap < 24) this.chars = Math.min(MAX_CHARS, this.chars * 1.25)
      sliceStart = performance.now()
      sliceChars = 0
      return !stale()
    }

    // 1. Remove the units that changed.
    while (this.units.length - suffix > prefix) {
      let end = prefix
      while (end < this.units.length - suffix && !due()) {
        this.removeUnit(this.units[end]!)
        sliceChars += this.units[end]!.key.length
        end++
      }
      this.units.splice(prefix, end - prefix)
      if (this.units.length - suffix > prefix && !(await next())) return false
    }
    if (this.units.length === 0) {
      this.host.replaceChildren() // chunks left empty
      this.chunked = chunked
    }

    // 2. Insert the new ones where the removed ones were.
    const total = keys.length - suffix
    let k = prefix
    let at = prefix
    let reported = false
    const cursor = this.cursor(at)
    while (k < total) {
      const batch: Unit[] = []
      while (k < total && !due()) {
        const first = k ? plan.units[k - 1]! : 0
        const end = plan.units[k]!
        if (end - first === 1 && plan.kinds[first] === PieceKind.Frag) {
          // Simple units (one piece each): parsed together, as many as the slice and the chunk take.
          const room = this.room(cursor, total - k)
          // As much as the slice's characters and its remaining time allow, at the rate measured so far.
          const started = performance.now()
          const budget = Math.min(this.chars - sliceChars, (SLICE_MS - (started - sliceStart)) / this.msPerChar)
          let j = k
          let html = ''
          while (j < total && j - k < room && (j === k || html.length < budget)) {
            const f = j ? plan.units[j - 1]! : 0
            if (plan.units[j]! - f !== 1 || plan.kinds[f] !== PieceKind.Frag) break
            html += keys[j]
            j++
          }
          const fragment = parseChecked(html, this.repairs)
          const nodes = Array.from(fragment.childNodes)
          cursor.parent.insertBefore(fragment, cursor.before)
          this.grew(cursor.parent, html.length)
          if (nodes.length === j - k) for (let u = k; u < j; u++) batch.push({ key: keys[u]!, nodes: [nodes[u - k]!] })
          else batch.push({ key: keys.slice(k, j).join(''), nodes }) // the page parsed them differently: kept together
          sliceChars += html.length
          if (html.length > 2048) this.msPerChar = 0.7 * this.msPerChar + (0.3 * (performance.now() - started)) / html.length
          k = j
          continue
        }
        // A large unit: its pieces, in as many slices as they take.
        this.room(cursor, 1)
        const unit = await this.insertLarge(plan, first, end, keys[k]!, cursor, {
          due,
          add: (n) => (sliceChars += n),
          next,
        })
        if (!unit) {
          this.units.splice(at, 0, ...batch)
          return false
        }
        this.grew(cursor.parent, unit.key.length)
        batch.push(unit)
        k++
      }
      this.units.splice(at, 0, ...batch)
      at += batch.length
      if (!reported || k === total) {
        reported = true
        onProgress?.({ done: k, total })
      }
      if (k < total && !(await next())) return false
    }
    onProgress?.({ done: total, total })
    return true
  }

  /** Inserts one large unit piece by piece; null (with nothing of it left in the page) when a newer paint came. */
  private async insertLarge(
    plan: PreviewPlan,
    first: number,
    end: number,
    key: string,
    cursor: Cursor,
    slice: { due: () => boolean; add: (n: number) => void; next: () => Promise<boolean> },
  ): Promise<Unit | null> {
    const nodes: ChildNode[] = []
    const stack: Element[] = []
    let skip = 0 // depth inside an element the check refused: its pieces are dropped
    const place = (node: DocumentFragment | Element) => {
      if (stack.length) stack[stack.length - 1]!.append(node)
      else {
        if (node instanceof DocumentFragment) nodes.push(...Array.from(node.childNodes))
        else nodes.push(node)
        cursor.parent.insertBefore(node, cursor.before)
      }
    }
    for (let i = first; i < end; i++) {
      const kind = plan.kinds[i]
      const html = pieceText(plan, i)
      if (kind === PieceKind.Open) {
        if (skip) skip++
        else {
          const el = parseChecked(html, this.repairs).firstElementChild
          if (el && checkElement(el, this.repairs)) {
            place(el)
            stack.push(el)
          } else skip = 1
        }
      } else if (kind === PieceKind.Close) {
        if (skip) skip--
        else stack.pop()
      } else if (!skip) place(parseChecked(html, this.repairs))
      slice.add(html.length)
      if (i < end - 1 && slice.due() && !(await slice.next())) {
        this.removeUnit({ key, nodes })
        return null
      }
    }
    return { key, nodes }
  }
}

import type { Detector, Sample } from './types'
import { detections, plural, prefixNote, quote } from './util'

/** HTML's element names (WHATWG), so that `<div>` reads as HTML and `<project>` as XML. */
export const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup ' +
    'data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head ' +
    'header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol ' +
    'optgroup option output p picture pre progress q rp rt ruby s samp script search section select slot small source span ' +
    'strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var video wbr center font'
  ).split(' '),
)

const OPEN_TAG = /<([A-Za-z][\w:-]*)(?=[\s/>])/g

/** Names of the opening tags in a text (at most `max`). */
export function openTags(text: string, max = 2000): string[] {
  const out: string[] = []
  OPEN_TAG.lastIndex = 0
  let m: RegExpExecArray | null
  while (out.length < max && (m = OPEN_TAG.exec(text))) out.push(m[1]!)
  OPEN_TAG.lastIndex = 0
  return out
}

/** The text without what is inside its `<svg>` and `<math>` elements (one linear pass). */
function withoutEmbedded(text: string): string {
  const open = /<(svg|math)(?=[\s/>])/gi
  let out = ''
  let from = 0
  let lower: string | null = null
  let m: RegExpExecArray | null
  while ((m = open.exec(text))) {
    const start = text.indexOf('>', m.index)
    if (start === -1) break
    const close = (lower ??= text.toLowerCase()).indexOf(`</${m[1]!.toLowerCase()}`, start)
    out += text.slice(from, start + 1)
    from = close === -1 ? text.length : close
    open.lastIndex = from
  }
  return out + text.slice(from)
}

/**
 * The share of a text's tags that are HTML elements. Inline `<svg>` and `<math>` (icons in a
 * Bootstrap page) are HTML's embedded content: they count as one HTML element each, their insides
 * not at all, unless they are all there is (an SVG file is XML).
 */
export function htmlShare(text: string, max = 2000): { tags: string[]; share: number } {
  const inner = openTags(withoutEmbedded(text), max)
  const embedded = (t: string) => /^(?:svg|math)$/i.test(t)
  const tags = inner.every(embedded) ? openTags(text, max) : inner
  const known = tags.filter((t) => HTML_ELEMENTS.has(t.toLowerCase()) || (tags !== inner ? false : embedded(t)))
  return { tags, share: tags.length ? known.length / tags.length : 0 }
}

/** An HTML document or fragment: starts with a tag, and most of its tags are HTML elements. */
export const html: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed[0] !== '<') return []
  const head = trimmed.slice(0, 2000).toLowerCase()
  const doctype = head.startsWith('<!doctype html')
  const { tags, share } = htmlShare(trimmed)
  const known = tags.filter((t) => HTML_ELEMENTS.has(t.toLowerCase()))
  const document = doctype || /^(?:<!--[\s\S]*?-->\s*)*<html[\s>]/.test(head)
  if (!document && (tags.length === 0 || share < 0.7)) return []
  if (/^<\?xml/.test(head) && !/<html[\s>]/.test(head)) return []
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(trimmed)?.[1]?.trim()
  const distinct = [...new Set(known.map((t) => t.toLowerCase()))].filter((t) => !['html', 'head', 'body'].includes(t))
  let reason: string
  if (document) reason = title ? `HTML document, title ${quote(title, 40)}` : `HTML document, ${plural(tags.length, 'element')}`
  else reason = `HTML fragment, ${plural(tags.length, 'element')} (${distinct.slice(0, 3).join(', ')})`
  const confidence = document ? 0.97 : tags.length >= 2 ? 0.9 : 0.7
  return detections('html', `${reason}${prefixNote(sample)}`, [['html-formatter', confidence]])
}

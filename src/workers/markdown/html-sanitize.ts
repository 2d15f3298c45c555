import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes } from 'parse5'
import {
  ALLOWED_ATTRS,
  ALLOWED_TAGS,
  ARIA_ATTR,
  ATTR_VALUE_BREAKOUT,
  ATTR_WHITESPACE,
  DROP_WITH_CONTENT,
  ID_REF_ATTRS,
  IS_ALLOWED_URI,
  isLocalImage,
  LINK_REL,
  prefixIdRefs,
  SAFE_LINK,
  URI_SAFE_ATTRS,
  USER_CONTENT_PREFIX,
} from './policy'

type P5Node = DefaultTreeAdapterTypes.ChildNode
type P5Parent = DefaultTreeAdapterTypes.ParentNode

/** The sanitizer's output: an HTML element (always in the HTML namespace) or a text. */
export type HNode = HElement | string
export class HElement {
  children: HNode[] = []
  constructor(
    readonly tag: string,
    readonly attrs: [string, string][],
  ) {}
}

/** The context the HTML is parsed in: a document's `<body>`, as DOMParser (and so DOMPurify) reads it. */
const BODY = defaultTreeAdapter.createElement('body', parse5Html.NS.HTML, [])

/**
 * Parses HTML with parse5 (the WHATWG parser jsdom uses) as the content of a `<body>`, with
 * scripting disabled as in DOMParser's documents (so `<noscript>` holds markup). A `<frameset>`,
 * `<body>`, `<html>` or `<head>` in it is ignored, as the specification says for a fragment.
 */
export const parseBody = (html: string): DefaultTreeAdapterTypes.DocumentFragment => parseFragment(BODY, html, { scriptingEnabled: false })

/**
 * The Markdown preview's sanitizer, without a DOM (issue 17): it runs in the markdown worker and
 * makes, from the parsed tree, what DOMPurify made on the page with the preview's configuration
 * and hooks (DECISIONS D13): scripts, styles, SVG, MathML, frames, media and comments removed with
 * their content; forms, buttons and unknown elements removed with their content kept; event
 * handlers, `style`, `srcset`, `data-*` and unsafe URLs removed; ids and names prefixed
 * `user-content-` and ARIA references with them; links limited to web, mail, phone, relative and
 * fragment addresses and opened in a new tab without an opener; images that would be fetched
 * replaced by a placeholder showing their address; only task-list checkboxes kept (disabled).
 */

const DATA_URI_TAGS = new Set(['img'])

/** The value kept for an attribute, or null when it goes (DOMPurify's _sanitizeAttributes and _isValidAttribute, in that order). */
function checkAttribute(tag: string, name: string, raw: string): { value: string; renamed: boolean } | null {
  let value = name === 'value' ? raw : raw.trim()
  let renamed = false
  if ((name === 'id' || name === 'name') && !value.startsWith(USER_CONTENT_PREFIX)) {
    value = USER_CONTENT_PREFIX + value
    renamed = true
  }
  if (ATTR_VALUE_BREAKOUT.test(value)) return null
  if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return null
  if (ARIA_ATTR.test(name)) return { value, renamed }
  if (!ALLOWED_ATTRS.has(name)) return null
  if (URI_SAFE_ATTRS.has(name)) return { value, renamed }
  if (IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return { value, renamed }
  if ((name === 'src' || name === 'href') && DATA_URI_TAGS.has(tag) && value.startsWith('data:')) return { value, renamed }
  return value ? null : { value, renamed }
}

const setAttr = (attrs: [string, string][], name: string, value: string) => {
  const at = attrs.findIndex(([n]) => n === name)
  if (at >= 0) attrs[at] = [name, value]
  else attrs.push([name, value])
}

/** An element's attributes as the sanitizer leaves them, in the order the page would serialize them. */
export function sanitizeAttributes(tag: string, attrs: readonly [string, string][]): [string, string][] {
  if (attrs.length === 0) return []
  const kept: ([string, string] | null)[] = attrs.map(() => null)
  const readded: [string, string][] = []
  // DOMPurify walks the attributes from the last one; a prefixed id or name is removed and set
  // again, so it moves to the end.
  for (let i = attrs.length - 1; i >= 0; i--) {
    const [name, raw] = attrs[i]!
    const ok = checkAttribute(tag, name, raw)
    if (!ok) continue
    if (ok.renamed) readded.push([name, ok.value])
    else kept[i] = [name, ok.value]
  }
  const out = [...kept.filter((a): a is [string, string] => a !== null), ...readded]
  // The preview's own rules (the hook DOMPurify ran after each element's attributes).
  for (const a of out) if (ID_REF_ATTRS.has(a[0]) && a[1]) a[1] = prefixIdRefs(a[1])
  if (tag === 'a' || tag === 'area') {
    const at = out.findIndex(([n]) => n === 'href')
    const href = at >= 0 ? out[at]![1] : null
    if (href !== null && !SAFE_LINK.test(href.trim())) out.splice(at, 1)
    else if (href && !href.startsWith('#')) {
      setAttr(out, 'target', '_blank')
      setAttr(out, 'rel', LINK_REL)
    }
  }
  return out
}

/** The placeholder that stands for an image that would be fetched: its alt text and address, never loaded. */
export function remoteImage(src: string, alt: string): HElement {
  const box = new HElement('span', [
    ['class', 'md-remote-image'],
    ['role', 'img'],
    ['aria-label', alt ? `Image not loaded: ${alt}` : 'Image not loaded'],
  ])
  const label = new HElement('span', [['class', 'md-remote-image-label']])
  label.children.push(`Image not loaded${alt ? `: ${alt}` : ''}`)
  const code = new HElement('code', [])
  if (src) code.children.push(src)
  box.children.push(label, ' ', code)
  return box
}

const pushText = (out: HNode[], text: string) => {
  const last = out.length - 1
  if (typeof out[last] === 'string') out[last] += text
  else out.push(text)
}

const HTML_NS: string = parse5Html.NS.HTML

/**
 * Elements nested deeper than this are left out, their text kept (Blink's parser stops nesting at
 * 512 too): the walk, the plan and the page's check recurse, and no preview needs more.
 */
export const MAX_DEPTH = 512

/** Whether an element goes with everything inside it: SVG, MathML, scripts, styles, frames... */
const dropsAll = (el: DefaultTreeAdapterTypes.Element) => el.namespaceURI !== HTML_NS || DROP_WITH_CONTENT.has(el.tagName)

/** The text under nodes nested too deep, without recursion (what an element dropped with its content holds is left out). */
function flattenText(nodes: readonly P5Node[], out: HNode[]) {
  const stack: P5Node[] = [...nodes].reverse()
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeName === '#text') pushText(out, (node as DefaultTreeAdapterTypes.TextNode).value)
    else if ('tagName' in node && !dropsAll(node)) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!)
  }
}

function sanitizeInto(nodes: readonly P5Node[], out: HNode[], depth: number) {
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      pushText(out, (node as DefaultTreeAdapterTypes.TextNode).value)
      continue
    }
    if (!('tagName' in node)) continue // comments and doctypes
    // SVG and MathML (only ever reached at their root here) go whole, as do scripts, styles, frames...
    if (dropsAll(node)) continue
    const tag = node.tagName
    if (depth >= MAX_DEPTH) {
      flattenText(node.childNodes, out)
      continue
    }
    if (!ALLOWED_TAGS.has(tag)) {
      // Unwrapped: its content takes its place (one level deeper, so unwrapping cannot recurse without end).
      sanitizeInto(node.childNodes, out, depth + 1)
      continue
    }
    const attrs = sanitizeAttributes(
      tag,
      node.attrs.map((a): [string, string] => [a.name, a.value]),
    )
    if (tag === 'input') {
      if (attrs.find(([n]) => n === 'type')?.[1] !== 'checkbox') continue
      setAttr(attrs, 'disabled', '')
    }
    if (tag === 'img') {
      const src = attrs.find(([n]) => n === 'src')?.[1] ?? ''
      if (!isLocalImage(src)) {
        out.push(remoteImage(src, attrs.find(([n]) => n === 'alt')?.[1] ?? ''))
        continue
      }
    }
    const el = new HElement(tag, attrs)
    sanitizeInto(node.childNodes, el.children, depth + 1)
    out.push(el)
  }
}

/** The sanitized content of a parsed fragment, as a tree (the root's children). */
export function sanitizeTree(root: P5Parent): HElement {
  const out = new HElement('#fragment', [])
  sanitizeInto(root.childNodes, out.children, 0)
  return out
}

// ---------------------------------------------------------------------------------------------
// Serialization, as the page's innerHTML would write the same tree.

export const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'wbr'])

export const escapeText = (s: string) => (/[&<>\u00A0]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00A0/g, '&nbsp;') : s)
export const escapeAttr = (s: string) =>
  /[&"<>\u00A0]/.test(s) ? s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00A0/g, '&nbsp;') : s

export const startTag = (el: HElement) => {
  let s = `<${el.tag}`
  for (const [name, value] of el.attrs) s += ` ${name}="${escapeAttr(value)}"`
  return `${s}>`
}
export const endTag = (el: HElement) => (VOID_ELEMENTS.has(el.tag) ? '' : `</${el.tag}>`)

function write(node: HNode, out: string[]) {
  if (typeof node === 'string') {
    out.push(escapeText(node))
    return
  }
  out.push(node.attrs.length ? startTag(node) : `<${node.tag}>`)
  if (VOID_ELEMENTS.has(node.tag)) return
  for (const child of node.children) write(child, out)
  out.push(`</${node.tag}>`)
}

export function serialize(node: HNode): string {
  const out: string[] = []
  write(node, out)
  return out.join('')
}

/** Sanitizes HTML text; returns the sanitized HTML (for tests and small inputs). */
export function sanitizeHtml(html: string): string {
  return sanitizeTree(parseBody(html)).children.map(serialize).join('')
}

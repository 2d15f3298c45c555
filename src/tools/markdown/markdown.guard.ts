import {
  ALLOWED_ATTRS,
  ALLOWED_TAGS,
  ARIA_ATTR,
  ATTR_WHITESPACE,
  IS_ALLOWED_URI,
  isLocalImage,
  LINK_REL,
  SAFE_LINK,
  URI_SAFE_ATTRS,
  USER_CONTENT_PREFIX,
} from '../../workers/markdown/policy'

/**
 * The page's own check of the preview (DECISIONS D13, defence in depth): the markdown worker
 * sanitizes, and whatever it returns is parsed here in an inert `<template>` (nothing loads, nothing
 * runs) and walked before it is inserted. An element outside the allowlist, or not in the HTML
 * namespace, goes with its content; so do comments; an attribute goes unless it is allowed and
 * safe: no event handler, no style, no `srcset`, links only to web, mail, phone, relative or
 * fragment addresses (and then with a new tab and no opener), images only from data: bitmaps or
 * blob:, ids and names only prefixed. The worker's output passes untouched; a repair means the
 * worker let something through, and is counted.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml'
const ELEMENT = 1
const TEXT = 3

function attributeOk(tag: string, name: string, value: string): boolean {
  if (ARIA_ATTR.test(name)) return true
  if (!ALLOWED_ATTRS.has(name)) return false
  switch (name) {
    case 'href':
      return (tag === 'a' || tag === 'area') && SAFE_LINK.test(value.trim()) && (!value || IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, '')))
    case 'src':
      return tag === 'img' && isLocalImage(value)
    case 'id':
    case 'name':
      return value.startsWith(USER_CONTENT_PREFIX)
    case 'target':
      return value === '_blank'
  }
  return URI_SAFE_ATTRS.has(name) || !value || IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))
}

/** Checks one element's tag and attributes (not its children); false when the element must go. Adds the repairs made. */
export function checkElement(el: Element, repairs: { count: number }): boolean {
  const tag = el.localName
  if (el.namespaceURI !== HTML_NS || !ALLOWED_TAGS.has(tag)) return false
  if (tag === 'input' && (el.getAttribute('type') !== 'checkbox' || !el.hasAttribute('disabled'))) return false
  if (tag === 'img' && !isLocalImage(el.getAttribute('src') ?? '')) return false
  const attrs = el.attributes
  for (let i = attrs.length - 1; i >= 0; i--) {
    const attr = attrs[i]!
    if (attr.namespaceURI === null && attributeOk(tag, attr.name, attr.value)) continue
    el.removeAttributeNode(attr)
    repairs.count++
  }
  if (tag === 'a' || tag === 'area') {
    const href = el.getAttribute('href')
    if (href && !href.startsWith('#') && (el.getAttribute('target') !== '_blank' || el.getAttribute('rel') !== LINK_REL)) {
      el.setAttribute('target', '_blank')
      el.setAttribute('rel', LINK_REL)
      repairs.count++
    }
  }
  return true
}

/** Checks every node under `root` (not root itself), removing what may not stay. */
export function guardTree(root: ParentNode, repairs: { count: number }) {
  let child = root.firstChild
  while (child) {
    const next = child.nextSibling
    if (child.nodeType === ELEMENT) {
      if (checkElement(child as Element, repairs)) guardTree(child as Element, repairs)
      else {
        child.remove()
        repairs.count++
      }
    } else if (child.nodeType !== TEXT) {
      child.remove()
      repairs.count++
    }
    child = next
  }
}

const template = () => document.createElement('template')
let parser: HTMLTemplateElement | null = null

/** Parses HTML inertly (a template's content: no request, no script) and checks it. */
export function parseChecked(html: string, repairs: { count: number }): DocumentFragment {
  parser ??= template()
  parser.innerHTML = html
  const fragment = parser.content
  guardTree(fragment, repairs)
  return fragment
}

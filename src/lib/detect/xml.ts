import { XMLValidator } from 'fast-xml-parser'
import { htmlShare, openTags } from './html'
import type { Detector, Sample } from './types'
import { detections, plural, prefixNote } from './util'

/** Well-known roots, named for the reason. */
const ROOTS: Record<string, string> = {
  project: 'Maven POM',
  svg: 'SVG image',
  rss: 'RSS feed',
  feed: 'Atom feed',
  urlset: 'sitemap',
  sitemapindex: 'sitemap index',
  'soap:envelope': 'SOAP envelope',
  'soapenv:envelope': 'SOAP envelope',
  manifest: 'Android manifest',
  plist: 'property list',
  configuration: 'configuration file',
  'xs:schema': 'XML Schema',
  'xsd:schema': 'XML Schema',
  'xsl:stylesheet': 'XSLT stylesheet',
  wsdl: 'WSDL',
  'wsdl:definitions': 'WSDL',
  definitions: 'WSDL',
  Project: 'MSBuild project',
}

/**
 * Checks the tags of a cut-off document: every closing tag closes the innermost open one. Open
 * tags at the end are fine (the rest of the document is not in the sample).
 */
export function isXmlPrefix(text: string): boolean {
  const stack: string[] = []
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)[^<>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g
  let m: RegExpExecArray | null
  let seen = 0
  while ((m = tag.exec(text))) {
    if (!m[2]) continue
    seen++
    if (m[1]) {
      if (stack.pop() !== m[2]) return false
    } else if (!m[3]) stack.push(m[2])
  }
  return seen > 0
}

/** An XML document (not HTML): its root and whether it is well-formed. */
export const xml: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (trimmed[0] !== '<') return []
  const prolog = trimmed.startsWith('<?xml')
  const tags = openTags(trimmed, 500)
  const root = tags[0]
  if (!root) return []
  const lower = root.toLowerCase()
  if (!prolog && (lower === 'html' || /^<!doctype html/i.test(trimmed) || htmlShare(trimmed, 500).share >= 0.7)) return []
  const named = ROOTS[root] ?? ROOTS[lower]
  const what = named ? `XML (${named}), root <${root}>` : `XML, root <${root}>`
  // An SVG image goes to the SVG Optimizer first; the formatter stays just below it, then favicons.
  const svg = lower === 'svg'
  const tools = (c: number): ReadonlyArray<readonly [string, number]> =>
    svg ? [['svg-optimizer', c], ['xml-formatter', c - 0.02], ['favicon', c - 0.1], ['json-xml', c - 0.3]] : [['xml-formatter', c], ['json-xml', c - 0.3]]
  if (sample.truncated) {
    if (!isXmlPrefix(trimmed)) return []
    return detections('xml', `${what}${prefixNote(sample)}`, tools(0.9))
  }
  const valid = XMLValidator.validate(trimmed)
  if (valid === true) return detections('xml', `${what}, ${plural(tags.length, 'element')}`, tools(prolog || tags.length > 1 ? 0.96 : 0.75))
  // Not well-formed: still worth the formatter, which says where.
  const err = valid.err
  const c = prolog ? 0.75 : 0.5
  return detections('xml', `XML-like but not well-formed (line ${err.line}): ${err.msg.slice(0, 60)}`, svg ? [['svg-optimizer', c], ['xml-formatter', c - 0.02]] : [['xml-formatter', c]])
}

import type { Detector, Sample } from './types'
import { countMatches, detections, plural, prefixNote } from './util'

/** Named entities people meet in escaped text (HTML's full list has 2,000; these are the usual ones). */
const NAMED = new Set(
  ('amp lt gt quot apos nbsp copy reg trade hellip mdash ndash lsquo rsquo ldquo rdquo laquo raquo euro pound yen cent ' +
    'deg times divide middot bull para sect plusmn frac12 frac14 frac34 sup2 sup3 micro larr rarr uarr darr harr hearts ' +
    'shy zwj zwnj thinsp ensp emsp iexcl iquest acute uml cedil ordf ordm not macr aacute eacute iacute oacute uacute ' +
    'agrave egrave ntilde ouml uuml auml szlig ccedil Aacute Eacute Ntilde Ouml Uuml Auml').split(' '),
)

const ENTITY = /&(?:([A-Za-z][A-Za-z0-9]{1,31})|#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6}));/g

/**
 * Text escaped with HTML entities (`&lt;div class=&quot;x&quot;&gt;`, `Caf&eacute;`). When the text
 * also holds real tags it is HTML, and the entities are only part of it.
 */
export const entities: Detector = (sample: Sample) => {
  const { trimmed } = sample
  const found: string[] = []
  ENTITY.lastIndex = 0
  let m: RegExpExecArray | null
  while (found.length < 5000 && (m = ENTITY.exec(trimmed))) {
    if (m[1] && !NAMED.has(m[1])) continue
    found.push(m[0])
  }
  ENTITY.lastIndex = 0
  if (found.length === 0) return []
  const tags = countMatches(trimmed, /<\/?[A-Za-z][\w-]*[\s/>]/g, 1000)
  const examples = [...new Set(found)].slice(0, 3).join(' ')
  let confidence = found.length >= 2 ? 0.9 : 0.65
  if (tags > 0) confidence = tags > found.length ? 0.3 : 0.5
  return detections('entities', `HTML entities: ${plural(found.length, 'escape')} (${examples})${prefixNote(sample)}`, [['html-entity', confidence]])
}

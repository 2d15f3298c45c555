import { colorsNamed, formatHex, formatHex8, parse } from 'culori'
import type { Detector, Sample } from './types'
import { detections, unquote } from './util'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[^()]*\)$/i

type Colour = { text: string; hex: string; how: 'hex' | 'function' | 'name' | 'bare' }

/** One colour as CSS writes it, or null. */
function colour(token: string): Colour | null {
  const t = token.trim().replace(/;$/, '')
  let how: Colour['how']
  if (HEX.test(t)) how = 'hex'
  else if (FUNCTION.test(t)) how = 'function'
  else if (Object.hasOwn(colorsNamed, t.toLowerCase())) how = 'name'
  else if (/^[0-9a-f]{6}$/i.test(t) && /[a-f]/i.test(t) && /\d/.test(t)) how = 'bare'
  else return null
  const c = parse(how === 'bare' ? `#${t}` : t)
  if (!c) return null
  const hex = c.alpha !== undefined && c.alpha < 1 ? formatHex8(c) : formatHex(c)
  return { text: t, hex, how }
}

/** A CSS colour (hex, rgb(), hsl(), oklch(), a CSS name), or two of them (for the contrast checker). */
export const color: Detector = (sample: Sample) => {
  const text = unquote(sample.trimmed)
  if (sample.truncated || text.length > 120) return []
  const one = colour(text)
  if (one) {
    const same = one.text.toLowerCase() === one.hex
    const reason = one.how === 'name' ? `CSS colour name ${one.text} (${one.hex})` : `Colour ${one.text}${same ? '' : ` (${one.hex})`}`
    let confidence = 0.95
    if (one.how === 'name') confidence = 0.75
    else if (one.how === 'bare') confidence = 0.45
    else if (one.how === 'hex' && one.text.length <= 5) confidence = /^#\d+$/.test(one.text) ? 0.45 : 0.8
    return detections('color', reason, [
      ['color-picker', confidence],
      ['contrast', confidence - 0.2],
    ])
  }
  // Two colours: "#333 on #fff", "#333333, #ffffff", one per line.
  const parts = text.split(/\s*(?:\s(?:on|vs\.?|and|over)\s|[,/|\n]|\s+)\s*/i).filter(Boolean)
  if (parts.length === 2) {
    const [a, b] = parts.map(colour)
    if (a && b && a.how !== 'bare' && b.how !== 'bare') {
      return detections('color-pair', `Two colours: ${a.hex} and ${b.hex}`, [
        ['contrast', 0.92],
        ['color-picker', 0.75],
      ])
    }
  }
  return []
}

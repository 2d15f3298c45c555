import { inputPort } from '../define-tool'
import { colorAtom, type ColorState } from './color-picker.state'
import { parseColor, parseHex, toHex } from './color.logic'

/**
 * D25: a colour becomes the picked colour. Hex stays as written; rgb(), hsl(), a CSS name and the
 * like become their hex. Anything else goes into the hex field as typed would (marked invalid, the
 * last valid colour kept). Everything follows live, so nothing runs.
 */
export default inputPort<ColorState>(colorAtom, (s, text) => {
  const t = text.trim().replace(/;$/, '')
  if (parseHex(t)) return { text: t, rgb: parseHex(t)! }
  const rgb = parseColor(t)
  return rgb ? { text: toHex(rgb).toLowerCase(), rgb } : { ...s, text: t.replace(/[\r\n]+/g, ' ') }
})

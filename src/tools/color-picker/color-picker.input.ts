import { inputPort } from '../define-tool'
import { colorAtom, type ColorState } from './color-picker.state'
import { parseColor } from './color.logic'

/**
 * D25, D33: a colour becomes the picked colour, kept as written (hex, rgb(), hsl(), hwb(), lab(),
 * oklch(), a CSS name: the field takes them all). Anything else goes into the field as typed would
 * (marked invalid, the last valid colour kept). Everything follows live, so nothing runs.
 */
export default inputPort<ColorState>(colorAtom, (s, text) => {
  const t = text.trim().replace(/;$/, '')
  const rgb = parseColor(t)
  return rgb ? { text: t, rgb } : { ...s, text: t.replace(/[\r\n]+/g, ' ') }
})

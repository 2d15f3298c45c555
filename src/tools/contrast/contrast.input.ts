import { inputPort } from '../define-tool'
import { isValidColor } from './contrast.logic'
import { contrastAtom, type ContrastState } from './contrast.state'

/** One CSS colour kept as written (D33: the fields take any CSS colour); null for anything else. */
export function hexOf(token: string): string | null {
  const t = token.trim().replace(/;$/, '')
  return isValidColor(t) ? t : null
}

/**
 * D25: a colour becomes the foreground; two colours ("#333 on #fff", "#333, #fff", one a line)
 * become the foreground and the background. Other text goes into the foreground as typed would
 * (marked invalid). The ratio follows live, so nothing runs.
 */
export default inputPort<ContrastState>(contrastAtom, (s, text) => {
  const t = text.trim()
  const one = hexOf(t)
  if (one) return { ...s, fg: one }
  const parts = t.split(/\s*(?:\s(?:on|vs\.?|and|over)\s|[,/|\n]|\s+)\s*/i).filter(Boolean)
  if (parts.length === 2) {
    const [fg, bg] = parts.map(hexOf)
    if (fg && bg) return { fg, bg }
  }
  return { ...s, fg: t.replace(/[\r\n]+/g, ' ') }
})

import { converter, formatHex, parse } from 'culori'
import { inputPort } from '../define-tool'
import { isValidHex } from './contrast.logic'
import { contrastAtom, type ContrastState } from './contrast.state'

const toRgb = converter('rgb')

/** One CSS colour as the checker's 6-digit hex (6-digit hex kept as written); null for anything else. */
export function hexOf(token: string): string | null {
  const t = token.trim().replace(/;$/, '')
  if (isValidHex(t)) return t
  // Short hex, rgb(), hsl(), oklch(), CSS names; never a bare number.
  if (t.length > 120 || !/^(?:#[0-9a-f]{3,8}|[a-z][\w-]*(?:\(.*\))?)$/i.test(t)) return null
  const c = toRgb(parse(t))
  return c ? formatHex(c) : null
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

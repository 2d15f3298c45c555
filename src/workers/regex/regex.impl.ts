/** The `regex` engine: matching and replacing, run in a worker so a runaway pattern can be stopped (D8). */

export type RegexJob = { pattern: string; flags: string; text: string; replacement?: string }
export type RegexMatch = { index: number; end: number; text: string; groups: (string | undefined)[]; named: Record<string, string | undefined> }
export type RegexResult = { matches: RegexMatch[]; count: number; truncated: boolean; replaced: string | null }

/** Matches listed at most; the count keeps going. */
export const MAX_LISTED = 1000

export function runRegex({ pattern, flags, text, replacement }: RegexJob): RegexResult {
  const re = new RegExp(pattern, flags)
  const matches: RegexMatch[] = []
  let count = 0
  const push = (m: RegExpExecArray) => {
    count++
    if (matches.length < MAX_LISTED) {
      matches.push({ index: m.index, end: m.index + m[0].length, text: m[0], groups: m.slice(1), named: m.groups ? { ...m.groups } : {} })
    }
  }
  if (re.global || re.sticky) {
    if (!re.global) {
      const m = re.exec(text)
      if (m) push(m)
    } else {
      re.lastIndex = 0
      for (let m = re.exec(text); m; m = re.exec(text)) {
        push(m)
        // An empty match would loop forever: step past it (by a code point in unicode mode).
        if (m[0] === '') re.lastIndex += (re.unicode || re.unicodeSets) && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1
      }
    }
  } else {
    const m = re.exec(text)
    if (m) push(m)
  }
  const replaced = replacement === undefined ? null : text.replace(new RegExp(pattern, flags), replacement)
  return { matches, count, truncated: count > matches.length, replaced }
}

export const regexApi = { run: runRegex }
export type RegexApi = typeof regexApi

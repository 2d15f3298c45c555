/**
 * Headers typed as text, one `Name: value` per line (SPEC "cURL Builder": a line counts only if it
 * has a name and a colon). Used by the cURL Builder and the Webhook Tester's extra headers.
 */

export interface SkippedLine {
  /** 1-based line number in the text. */
  line: number
  text: string
  reason: 'no colon' | 'no name'
}

export interface HeaderLines {
  /** Name and value pairs in order, both trimmed; a value may be empty. */
  headers: Array<[string, string]>
  /** Non-blank lines that do not count, for a note under the field. */
  skipped: SkippedLine[]
  /** Counted lines whose name HTTP does not allow (a space, a quote...): curl sends them, a browser refuses. */
  invalidNames: Array<{ line: number; name: string }>
}

/** RFC 9110 5.1: a field name is a token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

export const isHeaderName = (name: string) => TOKEN.test(name)

export function parseHeaderLines(text: string): HeaderLines {
  const headers: Array<[string, string]> = []
  const skipped: SkippedLine[] = []
  const invalidNames: HeaderLines['invalidNames'] = []
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (!raw.trim()) return
    const colon = raw.indexOf(':')
    if (colon < 0) {
      skipped.push({ line: i + 1, text: raw, reason: 'no colon' })
      return
    }
    const name = raw.slice(0, colon).trim()
    if (!name) {
      skipped.push({ line: i + 1, text: raw, reason: 'no name' })
      return
    }
    if (!isHeaderName(name)) invalidNames.push({ line: i + 1, name })
    headers.push([name, raw.slice(colon + 1).trim()])
  })
  return { headers, skipped, invalidNames }
}

/** A note for each line that does not count, e.g. "Line 2 ignored (no colon): Accept json". */
export function skippedNotes({ skipped, invalidNames }: HeaderLines): string[] {
  return [
    ...skipped.map((s) => `Line ${s.line} ignored (${s.reason}): ${s.text.trim()}`),
    ...invalidNames.map((n) => `Line ${n.line}: "${n.name}" is not a valid header name (letters, digits and !#$%&'*+.^_\`|~- only)`),
  ]
}

/** What every conversion answers: the output, or an error the screen shows inline (and in a toast). */
export type ConvertError = {
  /** The reason in SPEC's words (or the parser's own message where SPEC says to show it). */
  message: string
  /** The parser's explanation when `message` is SPEC's fixed wording ('Invalid XML format'). */
  detail?: string
  /** 1-based position of the problem in the input, when known. */
  line?: number
  column?: number
}

export type ConvertResult = { ok: true; output: string; warnings: string[] } | { ok: false; error: ConvertError }

export const ok = (output: string, warnings: string[] = []): ConvertResult => ({ ok: true, output, warnings })
export const fail = (error: ConvertError): ConvertResult => ({ ok: false, error })
